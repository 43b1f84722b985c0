/**
 * Pictures on the board (issue 17): the map picture and token pictures, loaded once per asset id from the
 * picture store the composition root hands the board (`Board.pictures`), decoded off the main thread
 * (`createImageBitmap`), uploaded once, never garbage-collected while the board lives (an idle board renders
 * nothing for minutes; PixiJS's GC would drop the map and re-upload it on the next pan).
 *
 * - The map: one texture of the picture (scaled down only if it exceeds the GPU's largest texture), mipmapped, so a
 *   zoomed-out 8192² picture samples a small level instead of the whole picture.
 * - Tokens: each picture is drawn once, cropped to a square and clipped to the token's shape (a disc or a rounded
 *   square, the same outline as the token's ring), into a slot of a shared atlas page. Every token's body is a
 *   sprite of its slot, so 200 tokens with pictures draw from a handful of textures and batch like the plain discs.
 *   The decoded bitmap of a token picture is released once its slots are drawn.
 */
import { CanvasSource, ImageSource, Rectangle, Texture } from 'pixi.js';

/** Where pictures come from (the picture store, src/app/assets: `PictureStore` fits). */
export interface PictureSource {
  blobOf(id: string): Promise<Blob | null>;
}

/** Whether a picture can be drawn. */
export type PictureState = 'loading' | 'ready' | 'missing';

/** The token shapes (the creature's `token`). */
export type TokenShape = 'round' | 'square';

/** While pictures arrive, the atlas pages are uploaded at most this often (ms). */
export const FLUSH_MS = 250;

/** Side (px) of an atlas page, and of a slot for small and for large tokens. */
export const ATLAS_PAGE = 1024;
export const SLOT_SMALL = 128;
export const SLOT_LARGE = 256;
/** A token of a radius above this (world units) gets a large slot (it is drawn more than ~128 px wide zoomed in). */
export const LARGE_TOKEN_RADIUS = 30;
/**
 * Inset of the shape in its slot, as a share of the slot: the ring and disc textures are 128 px with a radius of
 * 60 (tokenView.ts), so a picture slot uses the same proportions and a sprite scales the same way.
 */
export const SHAPE_RADIUS = 60 / 128;

/** Where a slot is: page index and its top-left pixel. */
export interface Slot {
  page: number;
  x: number;
  y: number;
}

/** Slots of one size on pages of one size, handed out in reading order (pure). */
export class AtlasPacker {
  private next = 0;
  constructor(
    readonly page: number,
    readonly slot: number,
  ) {}

  /** Slots per page. */
  get perPage(): number {
    const n = Math.floor(this.page / this.slot);
    return n * n;
  }

  alloc(): Slot {
    const i = this.next++;
    const per = Math.floor(this.page / this.slot);
    const k = i % (per * per);
    return { page: Math.floor(i / (per * per)), x: (k % per) * this.slot, y: Math.floor(k / per) * this.slot };
  }

  /** Slots handed out. */
  get used(): number {
    return this.next;
  }
}

/** The centred square of a picture that fills a token (cover): its top-left and side in picture pixels. */
export function coverCrop(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: (width - side) / 2, sy: (height - side) / 2, side };
}

/** The size a picture is decoded at so that neither side exceeds `max` (the GPU's largest texture). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const k = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** Outline a token shape centred at (cx, cy) with radius r (a rounded square's half side). */
export function shapePath(
  ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  shape: TokenShape,
  cx: number,
  cy: number,
  r: number,
): void {
  ctx.beginPath();
  if (shape === 'round') ctx.arc(cx, cy, r, 0, Math.PI * 2);
  else ctx.roundRect(cx - r, cy - r, 2 * r, 2 * r, r * 0.28);
}

interface Entry {
  state: PictureState;
  /** The decoded picture while something still needs it (the map's texture keeps it as its resource). */
  bitmap: ImageBitmap | null;
  width: number;
  height: number;
  map: Texture | null;
  /** Token slots by shape and size. */
  tokens: Map<string, Texture>;
  /** Token slots asked for before the picture arrived. */
  wanted: Set<string>;
  wantsMap: boolean;
}

interface Page {
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D;
  source: CanvasSource;
  dirty: boolean;
}

const tokenKey = (shape: TokenShape, large: boolean) => `${shape}:${large ? 'L' : 'S'}`;

/** The board's pictures (see the module comment). */
export class PictureCache {
  private readonly entries = new Map<string, Entry>();
  private readonly packers = { S: new AtlasPacker(ATLAS_PAGE, SLOT_SMALL), L: new AtlasPacker(ATLAS_PAGE, SLOT_LARGE) };
  private readonly pages = { S: [] as Page[], L: [] as Page[] };
  private destroyed = false;
  /** Bumped whenever a picture arrives or is found missing (the board redraws what uses pictures). */
  version = 0;
  /** Pictures being read and decoded now. */
  private loading = 0;
  private lastFlush = -Infinity;

  constructor(
    private source: PictureSource | null,
    private readonly changed: () => void,
    private maxSide = 8192,
  ) {}

  /** Use another source (null: every picture is missing). Pictures already drawn stay. */
  setSource(s: PictureSource | null): void {
    if (s === this.source) return;
    this.source = s;
    // Misses may now be found.
    for (const [id, e] of this.entries) if (e.state === 'missing') this.entries.delete(id);
    this.changed();
  }

  /** The largest texture side the GPU takes. */
  setMaxSide(n: number): void {
    if (n >= 256) this.maxSide = n;
  }

  /** The state of a picture (asking starts loading it). */
  state(id: string): PictureState {
    return this.entry(id).state;
  }

  /** The map texture of a picture, or null while it loads or if it is missing. */
  map(id: string): Texture | null {
    const e = this.entry(id);
    if (e.map) return e.map;
    e.wantsMap = true;
    if (e.state === 'ready' && e.bitmap) this.makeMap(id, e);
    else if (e.state === 'ready') this.reload(id, e); // loaded for tokens only (its bitmap released): decode it again
    return e.map;
  }

  /** A token picture clipped to its shape, or null while it loads or if it is missing (the glyph shows then). */
  token(id: string, shape: TokenShape, radius: number): Texture | null {
    const e = this.entry(id);
    const key = tokenKey(shape, radius > LARGE_TOKEN_RADIUS);
    const t = e.tokens.get(key);
    if (t) return t;
    if (e.state === 'ready') {
      if (e.bitmap) return this.drawToken(e, shape, radius > LARGE_TOKEN_RADIUS);
      // Released after its first slots: decode again for this new shape or size (the slots drawn stay).
      e.wanted.add(key);
      this.reload(id, e);
      return null;
    }
    e.wanted.add(key);
    return null;
  }

  /**
   * Upload the atlas pages drawn into since the last upload: once per frame, and while pictures are still arriving
   * at most every {@link FLUSH_MS} ms (200 pictures arriving one by one would otherwise upload a 4 MB page and its
   * mipmaps 200 times). Returns whether anything was uploaded (the board renders then).
   */
  flush(now = performance.now()): boolean {
    if (this.loading > 0 && now - this.lastFlush < FLUSH_MS) return false;
    this.lastFlush = now;
    let any = false;
    for (const p of [...this.pages.S, ...this.pages.L]) {
      if (!p.dirty) continue;
      p.dirty = false;
      p.source.update();
      any = true;
    }
    return any;
  }

  /** Atlas pages drawn into and not uploaded yet (a flush held back while pictures arrive): the board keeps drawing. */
  get unflushed(): boolean {
    for (const p of [...this.pages.S, ...this.pages.L]) if (p.dirty) return true;
    return false;
  }

  /** Texture memory: every texture's pixels × 4 bytes (`mipmaps`: with the mipmap chains, ×4/3). */
  bytes(): { map: number; atlas: number; pages: number; maps: number; mipmapped: number } {
    let map = 0;
    let maps = 0;
    for (const e of this.entries.values()) {
      if (!e.map) continue;
      map += e.map.source.pixelWidth * e.map.source.pixelHeight * 4;
      maps++;
    }
    const all = [...this.pages.S, ...this.pages.L];
    const atlas = all.reduce((n, p) => n + p.source.pixelWidth * p.source.pixelHeight * 4, 0);
    return { map, atlas, pages: all.length, maps, mipmapped: Math.round(((map + atlas) * 4) / 3) };
  }

  /** Release every texture. */
  destroy(): void {
    this.destroyed = true;
    for (const e of this.entries.values()) {
      e.map?.destroy(true);
      e.bitmap?.close();
    }
    this.entries.clear();
    for (const p of [...this.pages.S, ...this.pages.L]) p.source.destroy();
    this.pages.S = [];
    this.pages.L = [];
  }

  private entry(id: string): Entry {
    let e = this.entries.get(id);
    if (e) return e;
    e = {
      state: 'loading',
      bitmap: null,
      width: 0,
      height: 0,
      map: null,
      tokens: new Map(),
      wanted: new Set(),
      wantsMap: false,
    };
    this.entries.set(id, e);
    void this.load(id, e);
    return e;
  }

  /** Decode a picture again whose bitmap was released (its drawn slots and map stay). */
  private reload(id: string, e: Entry): void {
    e.state = 'loading';
    void this.load(id, e);
  }

  private async load(id: string, e: Entry): Promise<void> {
    let bitmap: ImageBitmap | null = null;
    this.loading++;
    try {
      const blob = this.source ? await this.source.blobOf(id) : null;
      if (blob) bitmap = await decode(blob, this.maxSide);
    } catch {
      bitmap = null;
    } finally {
      this.loading--;
    }
    if (this.destroyed || this.entries.get(id) !== e) {
      bitmap?.close();
      return;
    }
    if (!bitmap) e.state = 'missing';
    else {
      e.state = 'ready';
      e.bitmap = bitmap;
      e.width = bitmap.width;
      e.height = bitmap.height;
      if (e.wantsMap) this.makeMap(id, e);
      for (const k of e.wanted)
        if (!e.tokens.has(k)) this.drawToken(e, k.startsWith('round') ? 'round' : 'square', k.endsWith('L'));
      e.wanted.clear();
      // A token-only picture is not kept decoded (200 of them would hold hundreds of MB).
      if (!e.wantsMap) {
        e.bitmap.close();
        e.bitmap = null;
      }
    }
    this.version++;
    this.changed();
  }

  private makeMap(id: string, e: Entry): void {
    if (!e.bitmap || e.map) return;
    const source = new ImageSource({ resource: e.bitmap, autoGenerateMipmaps: true, label: `map-${id}` });
    // ImageSource turns the GC on for itself; the board keeps its map for as long as it shows it.
    source.autoGarbageCollect = false;
    e.map = new Texture({ source, label: `map-${id}` });
  }

  private drawToken(e: Entry, shape: TokenShape, large: boolean): Texture | null {
    const bmp = e.bitmap;
    if (!bmp) return null;
    const size = large ? 'L' : 'S';
    const packer = this.packers[size];
    const slot = packer.alloc();
    const page = this.pageFor(size, slot.page);
    const s = packer.slot;
    const ctx = page.ctx;
    const c = coverCrop(bmp.width, bmp.height);
    ctx.save();
    shapePath(ctx, shape, slot.x + s / 2, slot.y + s / 2, s * SHAPE_RADIUS);
    ctx.clip();
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bmp, c.sx, c.sy, c.side, c.side, slot.x, slot.y, s, s);
    ctx.restore();
    page.dirty = true;
    const t = new Texture({ source: page.source, frame: new Rectangle(slot.x, slot.y, s, s), label: `token-picture` });
    e.tokens.set(tokenKey(shape, large), t);
    return t;
  }

  private pageFor(size: 'S' | 'L', i: number): Page {
    const list = this.pages[size];
    while (list.length <= i) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = ATLAS_PAGE;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const source = new CanvasSource({
        resource: canvas,
        autoGenerateMipmaps: true,
        label: `token-atlas-${size}${list.length}`,
      });
      source.autoGarbageCollect = false;
      list.push({ canvas, ctx, source, dirty: true });
    }
    return list[i] as Page;
  }
}

/** Decode a picture off the main thread, scaled down to fit `max` on its longer side. */
async function decode(blob: Blob, max: number): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const full = await createImageBitmap(blob);
  if (full.width <= max && full.height <= max) return full;
  const to = fitWithin(full.width, full.height, max);
  const small = await createImageBitmap(full, {
    resizeWidth: to.width,
    resizeHeight: to.height,
    resizeQuality: 'high',
  });
  full.close();
  return small;
}

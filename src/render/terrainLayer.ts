/**
 * Terrain and ground height, with a level of detail:
 * - the ground shading is a texture with a texel per square, one quad however large the map: zoomed out it also
 *   carries the terrain colours; zoomed in a second one carries the heights only, and per-chunk Graphics of
 *   CHUNK×CHUNK squares add the rock crosses and hatching;
 * - chunk graphics are built a few per frame (a time budget) and ahead of need in idle time, redrawn only when
 *   their squares change, hidden (culled) outside the view; height numbers are one ParticleContainer per chunk
 *   whose particles share one small atlas of labels.
 * The layer is a render group, so panning and zooming never re-batch it.
 */
import { Container, Graphics, Particle, ParticleContainer, Rectangle, Sprite, Texture } from 'pixi.js';
import { TERRAIN_BLOCKING, TERRAIN_DIFFICULT, type Grid } from '../rules';
import { CELL, CHUNK, COLORS, LABEL_ZOOM } from './constants';

/** Below this zoom the overview texture replaces the chunk graphics (a square is then under ~14 px). */
export const DETAIL_ZOOM = 0.3;

interface Chunk {
  cx: number;
  cy: number;
  shade: Graphics | null;
  numbers: ParticleContainer | null;
  /** Signature of the chunk's squares when last drawn. */
  sig: string;
  /** The squares changed since the graphics were drawn. */
  stale: boolean;
}

function chunkSignature(grid: Grid, cx: number, cy: number): string {
  const parts: number[] = [];
  for (let y = cy * CHUNK; y < Math.min(grid.height, (cy + 1) * CHUNK); y++) {
    for (let x = cx * CHUNK; x < Math.min(grid.width, (cx + 1) * CHUNK); x++) {
      const i = y * grid.width + x;
      parts.push((grid.elevation[i] ?? 0) * 4 + (grid.terrain[i] ?? 0));
    }
  }
  return parts.join(',');
}

const mix = (a: number, b: number, t: number): number => {
  const ch = (v: number, s: number) => (v >> s) & 0xff;
  const m = (s: number) => Math.round(ch(a, s) * (1 - t) + ch(b, s) * t);
  return (m(16) << 16) | (m(8) << 8) | m(0);
};

/** Colour of a square's ground height (zoomed in; the chunk graphics add the terrain marks). */
function heightColour(h: number): number {
  let c: number = COLORS.ground;
  if (h > 0) c = mix(c, COLORS.raised, Math.min(0.7, 0.14 + h * 0.12));
  else if (h < 0) c = mix(c, COLORS.sunken, Math.min(0.75, 0.2 - h * 0.15));
  return c;
}

/** Colour of a square in the overview (what the chunk graphics look like from afar). */
export function squareColour(h: number, t: number): number {
  let c = heightColour(h);
  if (t === TERRAIN_BLOCKING) c = mix(c, COLORS.blocking, 0.92);
  else if (t === TERRAIN_DIFFICULT) c = mix(c, COLORS.difficult, 0.35);
  return c;
}

/** Height labels, −9 … +9, in one atlas canvas (a ParticleContainer's particles must share one texture source). */
const LABEL_W = 32;
const LABEL_H = 18;
let labelAtlas: Map<number, Texture> | null = null;
function labelTexture(h: number): Texture | undefined {
  if (!labelAtlas) {
    labelAtlas = new Map();
    const canvas = document.createElement('canvas');
    canvas.width = LABEL_W * 19;
    canvas.height = LABEL_H;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.font = '13px sans-serif';
    ctx.textBaseline = 'top';
    const base = Texture.from(canvas);
    for (let v = -9; v <= 9; v++) {
      const x = (v + 9) * LABEL_W;
      ctx.fillStyle = v > 0 ? '#ffe9b8' : '#bfe0ff';
      ctx.fillText(v > 0 ? `+${v}` : `${v}`, x, 1);
      labelAtlas.set(v, new Texture({ source: base.source, frame: new Rectangle(x, 0, LABEL_W, LABEL_H) }));
    }
    base.source.update();
  }
  return labelAtlas.get(Math.max(-9, Math.min(9, h)));
}

/**
 * Alpha (0–255) of a square's shading over a map picture (issue 17): flat open ground lets the picture show,
 * heights and terrain tint it (semi-transparent, so the picture's own drawing stays readable).
 */
export function overMapAlpha(h: number, t: number, overview: boolean): number {
  if (overview && t === TERRAIN_BLOCKING) return 180;
  if (overview && t === TERRAIN_DIFFICULT) return 110;
  if (h === 0) return 0;
  return Math.round(255 * Math.min(0.55, 0.22 + Math.abs(h) * 0.1));
}

/** Fill a canvas-backed texture with one texel per square (`alpha`: opaque when absent). */
function paintTexels(
  canvas: HTMLCanvasElement,
  grid: Grid,
  colour: (i: number) => number,
  alpha?: (i: number) => number,
): void {
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const img = ctx.createImageData(grid.width, grid.height);
  for (let i = 0; i < grid.width * grid.height; i++) {
    const c = colour(i);
    img.data[i * 4] = (c >> 16) & 0xff;
    img.data[i * 4 + 1] = (c >> 8) & 0xff;
    img.data[i * 4 + 2] = c & 0xff;
    img.data[i * 4 + 3] = alpha ? alpha(i) : 255;
  }
  ctx.putImageData(img, 0, 0);
}

/** A sprite showing a canvas with a texel per square, scaled to the map. */
function texelSprite(grid: Grid, label: string): { sprite: Sprite; canvas: HTMLCanvasElement } {
  const canvas = document.createElement('canvas');
  canvas.width = grid.width;
  canvas.height = grid.height;
  const tex = Texture.from(canvas);
  tex.source.scaleMode = 'nearest';
  const sprite = new Sprite({ texture: tex, label });
  sprite.scale.set(CELL);
  return { sprite, canvas };
}

/** The terrain layer. */
export class TerrainLayer {
  readonly container = new Container({ label: 'terrain', isRenderGroup: true });
  private readonly detail = new Container({ label: 'terrain-detail' });
  /** Terrain colours and heights (zoomed out). */
  private overview: { sprite: Sprite; canvas: HTMLCanvasElement } | null = null;
  /** Heights only (zoomed in, under the chunk graphics). */
  private heights: { sprite: Sprite; canvas: HTMLCanvasElement } | null = null;
  private chunks: Chunk[] = [];
  private grid: Grid | null = null;
  /** Chunks in view whose graphics or numbers are still to build (built a few per frame by {@link work}). */
  private wanted: Chunk[] = [];
  private scale = 1;
  /** Drawn over a map picture (issue 17): open ground transparent, the rest semi-transparent. */
  private overMap = false;

  /** Draw over a map picture or not (repaints the shading and every chunk's marks). */
  setOverMap(on: boolean): void {
    if (on === this.overMap) return;
    this.overMap = on;
    for (const c of this.chunks) {
      c.stale = true;
      if (c.shade) c.shade.visible = false;
    }
    if (this.grid) this.paintTexels(this.grid);
  }

  /** Draw (or redraw changed chunks of) a grid. */
  update(grid: Grid): void {
    if (grid === this.grid) return;
    const sizeChanged = !this.grid || this.grid.width !== grid.width || this.grid.height !== grid.height;
    this.grid = grid;
    if (sizeChanged) {
      for (const c of this.chunks) {
        c.shade?.destroy();
        c.numbers?.destroy();
      }
      this.overview?.sprite.destroy({ texture: true, textureSource: true });
      this.heights?.sprite.destroy({ texture: true, textureSource: true });
      this.container.removeChildren();
      this.detail.removeChildren();
      this.chunks = [];
      this.wanted = [];
      this.overview = texelSprite(grid, 'terrain-overview');
      this.heights = texelSprite(grid, 'terrain-heights');
      this.container.addChild(this.overview.sprite, this.heights.sprite, this.detail);
      for (let cy = 0; cy * CHUNK < grid.height; cy++) {
        for (let cx = 0; cx * CHUNK < grid.width; cx++)
          this.chunks.push({ cx, cy, shade: null, numbers: null, sig: '', stale: true });
      }
    }
    let changed = false;
    for (const c of this.chunks) {
      const sig = chunkSignature(grid, c.cx, c.cy);
      if (sig === c.sig) continue;
      c.sig = sig;
      c.stale = true;
      changed = true;
      if (c.numbers) {
        c.numbers.destroy();
        c.numbers = null;
      }
    }
    if (changed) this.paintTexels(grid);
  }

  private paintTexels(grid: Grid): void {
    if (!this.overview || !this.heights) return;
    const over = this.overMap;
    paintTexels(
      this.overview.canvas,
      grid,
      (i) => squareColour(grid.elevation[i] ?? 0, grid.terrain[i] ?? 0),
      over ? (i) => overMapAlpha(grid.elevation[i] ?? 0, grid.terrain[i] ?? 0, true) : undefined,
    );
    paintTexels(
      this.heights.canvas,
      grid,
      (i) => heightColour(grid.elevation[i] ?? 0),
      over ? (i) => overMapAlpha(grid.elevation[i] ?? 0, grid.terrain[i] ?? 0, false) : undefined,
    );
    this.overview.sprite.texture.source.update();
    this.heights.sprite.texture.source.update();
  }

  /** The rock crosses and hatching of a chunk (the ground shading is the heights texture under it). */
  private drawChunk(grid: Grid, c: Chunk): void {
    if (!c.shade) {
      c.shade = new Graphics({ label: `chunk-${c.cx}-${c.cy}` });
      c.shade.visible = false;
      this.detail.addChild(c.shade);
    }
    c.stale = false;
    const g = c.shade;
    g.clear();
    for (let y = c.cy * CHUNK; y < Math.min(grid.height, (c.cy + 1) * CHUNK); y++) {
      for (let x = c.cx * CHUNK; x < Math.min(grid.width, (c.cx + 1) * CHUNK); x++) {
        const t = grid.terrain[y * grid.width + x] ?? 0;
        const px = x * CELL;
        const py = y * CELL;
        if (t === TERRAIN_BLOCKING) {
          g.rect(px + 2, py + 2, CELL - 4, CELL - 4).fill({
            color: COLORS.blocking,
            alpha: this.overMap ? 0.62 : 0.92,
          });
          g.moveTo(px + 8, py + 8)
            .lineTo(px + CELL - 8, py + CELL - 8)
            .moveTo(px + CELL - 8, py + 8)
            .lineTo(px + 8, py + CELL - 8)
            .stroke({ color: 0x5b6470, width: 2 });
        } else if (t === TERRAIN_DIFFICULT) {
          for (let k = 8; k < CELL * 2; k += 12) {
            const x0 = px + Math.max(0, k - CELL);
            const y0 = py + Math.min(CELL, k);
            const x1 = px + Math.min(CELL, k);
            const y1 = py + Math.max(0, k - CELL);
            g.moveTo(x0, y0).lineTo(x1, y1);
          }
          g.stroke({ color: COLORS.difficult, width: 2, alpha: 0.9 });
        }
      }
    }
  }

  private buildNumbers(grid: Grid, c: Chunk): ParticleContainer {
    const box = new ParticleContainer({
      label: `heights-${c.cx}-${c.cy}`,
      dynamicProperties: { position: false, vertex: false, rotation: false, uvs: false, color: false },
    });
    for (let y = c.cy * CHUNK; y < Math.min(grid.height, (c.cy + 1) * CHUNK); y++) {
      for (let x = c.cx * CHUNK; x < Math.min(grid.width, (c.cx + 1) * CHUNK); x++) {
        const h = grid.elevation[y * grid.width + x] ?? 0;
        const texture = h === 0 ? undefined : labelTexture(h);
        if (texture) box.addParticle(new Particle({ texture, x: x * CELL + 3, y: y * CELL + 2 }));
      }
    }
    if (box.particleChildren[0]) box.texture = box.particleChildren[0].texture;
    return box;
  }

  /** Hide chunks outside the view rectangle (world units); overview when zoomed out, numbers when zoomed in. */
  cull(left: number, top: number, right: number, bottom: number, scale: number): void {
    const grid = this.grid;
    if (!grid || !this.overview || !this.heights) return;
    this.scale = scale;
    const detailed = scale >= DETAIL_ZOOM;
    this.overview.sprite.visible = !detailed;
    this.heights.sprite.visible = detailed;
    this.detail.visible = detailed;
    const size = CHUNK * CELL;
    this.wanted = [];
    for (const c of this.chunks) {
      const x0 = c.cx * size;
      const y0 = c.cy * size;
      const visible = detailed && x0 < right && x0 + size > left && y0 < bottom && y0 + size > top;
      if (c.shade) c.shade.visible = visible && !c.stale;
      const wantNumbers = visible && scale >= LABEL_ZOOM;
      if (c.numbers) c.numbers.visible = wantNumbers;
      if (visible && (c.stale || !c.shade || (wantNumbers && !c.numbers))) this.wanted.push(c);
    }
  }

  /**
   * Build what the view lacks (chunk graphics, then height numbers), at least one item and then until `budgetMs`
   * has passed; true if anything was built (the board renders again). A frame never pays for the whole view.
   */
  work(budgetMs: number): boolean {
    const grid = this.grid;
    if (!grid || this.wanted.length === 0) return false;
    const t0 = performance.now();
    let built = false;
    while (this.wanted.length > 0 && (!built || performance.now() - t0 < budgetMs)) {
      const c = this.wanted[0] as Chunk;
      if (c.stale || !c.shade) this.drawChunk(grid, c);
      else if (this.scale >= LABEL_ZOOM && !c.numbers) {
        c.numbers = this.buildNumbers(grid, c);
        this.detail.addChild(c.numbers);
      }
      if (c.shade) c.shade.visible = !c.stale;
      if (!c.stale && c.shade && (c.numbers || this.scale < LABEL_ZOOM)) this.wanted.shift();
      built = true;
    }
    return built;
  }

  /** Build the graphics of chunks not yet seen, ahead of need, while `more()` allows (idle time); true if any is left. */
  prebuild(more: () => boolean): boolean {
    const grid = this.grid;
    if (!grid) return false;
    for (const c of this.chunks) {
      if (!c.stale && c.shade) continue;
      if (!more()) return true;
      this.drawChunk(grid, c);
    }
    return false;
  }

  /** Chunks in view still to build. */
  get pending(): boolean {
    return this.wanted.length > 0;
  }
}

/**
 * Terrain and ground height, with a level of detail:
 * - zoomed out, the whole map is one texture with a texel per square (shading and terrain colours): one quad,
 *   however large the map;
 * - zoomed in, per-chunk Graphics of CHUNK×CHUNK squares (hatching, rock crosses), built the first time a chunk
 *   is seen, redrawn only when its squares change, hidden (culled) outside the view; height numbers are sprites
 *   sharing one small texture per label.
 * The layer is a render group, so panning and zooming never re-batch it.
 */
import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import { TERRAIN_BLOCKING, TERRAIN_DIFFICULT, type Grid } from '../rules';
import { CELL, CHUNK, COLORS, LABEL_ZOOM } from './constants';

/** Below this zoom the overview texture replaces the chunk graphics (a square is then under ~14 px). */
export const DETAIL_ZOOM = 0.3;

interface Chunk {
  cx: number;
  cy: number;
  shade: Graphics | null;
  numbers: Container | null;
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

/** Colour of a square in the overview (what the chunk graphics look like from afar). */
function squareColour(h: number, t: number): number {
  let c: number = COLORS.ground;
  if (h > 0) c = mix(c, COLORS.raised, Math.min(0.7, 0.14 + h * 0.12));
  else if (h < 0) c = mix(c, COLORS.sunken, Math.min(0.75, 0.2 - h * 0.15));
  if (t === TERRAIN_BLOCKING) c = mix(c, COLORS.blocking, 0.92);
  else if (t === TERRAIN_DIFFICULT) c = mix(c, COLORS.difficult, 0.35);
  return c;
}

/** One texture per height label ("+2", "-1" …), drawn once and shared by every sprite showing it. */
const labelTextures = new Map<string, Texture>();
function labelTexture(text: string, colour: string): Texture {
  const key = `${text}|${colour}`;
  let t = labelTextures.get(key);
  if (!t) {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 18;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.font = '13px sans-serif';
    ctx.fillStyle = colour;
    ctx.textBaseline = 'top';
    ctx.fillText(text, 0, 1);
    t = Texture.from(canvas);
    labelTextures.set(key, t);
  }
  return t;
}

/** The terrain layer. */
export class TerrainLayer {
  readonly container = new Container({ label: 'terrain', isRenderGroup: true });
  private readonly detail = new Container({ label: 'terrain-detail' });
  private overview: Sprite | null = null;
  private overviewCanvas: HTMLCanvasElement | null = null;
  private chunks: Chunk[] = [];
  private grid: Grid | null = null;

  /** Draw (or redraw changed chunks of) a grid. */
  update(grid: Grid): void {
    if (grid === this.grid) return;
    const sizeChanged = !this.grid || this.grid.width !== grid.width || this.grid.height !== grid.height;
    this.grid = grid;
    if (sizeChanged) {
      for (const c of this.chunks) {
        c.shade?.destroy();
        c.numbers?.destroy({ children: true });
      }
      this.overview?.destroy({ texture: true, textureSource: true });
      this.container.removeChildren();
      this.detail.removeChildren();
      this.chunks = [];
      const ground = new Graphics({ label: 'ground' }).rect(0, 0, grid.width * CELL, grid.height * CELL).fill(COLORS.ground);
      this.overviewCanvas = document.createElement('canvas');
      this.overviewCanvas.width = grid.width;
      this.overviewCanvas.height = grid.height;
      const tex = Texture.from(this.overviewCanvas);
      tex.source.scaleMode = 'nearest';
      this.overview = new Sprite({ texture: tex, label: 'terrain-overview' });
      this.overview.scale.set(CELL);
      this.container.addChild(ground, this.overview, this.detail);
      for (let cy = 0; cy * CHUNK < grid.height; cy++) {
        for (let cx = 0; cx * CHUNK < grid.width; cx++) this.chunks.push({ cx, cy, shade: null, numbers: null, sig: '', stale: true });
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
        c.numbers.destroy({ children: true });
        c.numbers = null;
      }
    }
    if (changed) this.paintOverview(grid);
  }

  private paintOverview(grid: Grid): void {
    const canvas = this.overviewCanvas;
    if (!canvas || !this.overview) return;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    const img = ctx.createImageData(grid.width, grid.height);
    for (let i = 0; i < grid.width * grid.height; i++) {
      const c = squareColour(grid.elevation[i] ?? 0, grid.terrain[i] ?? 0);
      img.data[i * 4] = (c >> 16) & 0xff;
      img.data[i * 4 + 1] = (c >> 8) & 0xff;
      img.data[i * 4 + 2] = c & 0xff;
      img.data[i * 4 + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    this.overview.texture.source.update();
  }

  private drawChunk(grid: Grid, c: Chunk): void {
    if (!c.shade) {
      c.shade = new Graphics({ label: `chunk-${c.cx}-${c.cy}` });
      this.detail.addChild(c.shade);
    }
    c.stale = false;
    const g = c.shade;
    g.clear();
    for (let y = c.cy * CHUNK; y < Math.min(grid.height, (c.cy + 1) * CHUNK); y++) {
      for (let x = c.cx * CHUNK; x < Math.min(grid.width, (c.cx + 1) * CHUNK); x++) {
        const i = y * grid.width + x;
        const h = grid.elevation[i] ?? 0;
        const t = grid.terrain[i] ?? 0;
        const px = x * CELL;
        const py = y * CELL;
        if (h > 0) g.rect(px, py, CELL, CELL).fill({ color: COLORS.raised, alpha: Math.min(0.7, 0.14 + h * 0.12) });
        else if (h < 0) g.rect(px, py, CELL, CELL).fill({ color: COLORS.sunken, alpha: Math.min(0.75, 0.2 - h * 0.15) });
        if (t === TERRAIN_BLOCKING) {
          g.rect(px + 2, py + 2, CELL - 4, CELL - 4).fill({ color: COLORS.blocking, alpha: 0.92 });
          g.moveTo(px + 8, py + 8).lineTo(px + CELL - 8, py + CELL - 8).moveTo(px + CELL - 8, py + 8).lineTo(px + 8, py + CELL - 8).stroke({ color: 0x5b6470, width: 2 });
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

  private buildNumbers(grid: Grid, c: Chunk): Container {
    const box = new Container({ label: `heights-${c.cx}-${c.cy}` });
    for (let y = c.cy * CHUNK; y < Math.min(grid.height, (c.cy + 1) * CHUNK); y++) {
      for (let x = c.cx * CHUNK; x < Math.min(grid.width, (c.cx + 1) * CHUNK); x++) {
        const h = grid.elevation[y * grid.width + x] ?? 0;
        if (h === 0) continue;
        const label = new Sprite(labelTexture(h > 0 ? `+${h}` : `${h}`, h > 0 ? '#ffe9b8' : '#bfe0ff'));
        label.x = x * CELL + 3;
        label.y = y * CELL + 2;
        box.addChild(label);
      }
    }
    return box;
  }

  /** Hide chunks outside the view rectangle (world units); overview when zoomed out, numbers when zoomed in. */
  cull(left: number, top: number, right: number, bottom: number, scale: number): void {
    const grid = this.grid;
    if (!grid) return;
    const detailed = scale >= DETAIL_ZOOM;
    if (this.overview) this.overview.visible = !detailed;
    this.detail.visible = detailed;
    const size = CHUNK * CELL;
    for (const c of this.chunks) {
      const x0 = c.cx * size;
      const y0 = c.cy * size;
      const visible = detailed && x0 < right && x0 + size > left && y0 < bottom && y0 + size > top;
      if (visible && (c.stale || !c.shade)) this.drawChunk(grid, c);
      if (c.shade) c.shade.visible = visible;
      const wantNumbers = visible && scale >= LABEL_ZOOM;
      if (wantNumbers && !c.numbers) {
        c.numbers = this.buildNumbers(grid, c);
        this.detail.addChild(c.numbers);
      }
      if (c.numbers) c.numbers.visible = wantNumbers;
    }
  }
}

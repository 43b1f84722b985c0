/**
 * Terrain and ground height, drawn per chunk of CHUNK×CHUNK squares. A chunk is redrawn only when its
 * squares change; chunks outside the view are hidden (culled); height numbers appear only when zoomed in.
 */
import { BitmapText, Container, Graphics } from 'pixi.js';
import { TERRAIN_BLOCKING, TERRAIN_DIFFICULT, type Grid } from '../rules';
import { CELL, CHUNK, COLORS, LABEL_ZOOM } from './constants';

interface Chunk {
  cx: number;
  cy: number;
  shade: Graphics;
  numbers: Container | null;
  /** Signature of the chunk's squares when last drawn. */
  sig: string;
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

/** The terrain layer. */
export class TerrainLayer {
  readonly container = new Container({ label: 'terrain' });
  private chunks: Chunk[] = [];
  private grid: Grid | null = null;

  /** Draw (or redraw changed chunks of) a grid. */
  update(grid: Grid): void {
    if (grid === this.grid) return;
    const sizeChanged = !this.grid || this.grid.width !== grid.width || this.grid.height !== grid.height;
    this.grid = grid;
    if (sizeChanged) {
      for (const c of this.chunks) {
        c.shade.destroy();
        c.numbers?.destroy({ children: true });
      }
      this.container.removeChildren();
      this.chunks = [];
      const ground = new Graphics({ label: 'ground' }).rect(0, 0, grid.width * CELL, grid.height * CELL).fill(COLORS.ground);
      this.container.addChild(ground);
      for (let cy = 0; cy * CHUNK < grid.height; cy++) {
        for (let cx = 0; cx * CHUNK < grid.width; cx++) {
          const shade = new Graphics({ label: `chunk-${cx}-${cy}` });
          this.container.addChild(shade);
          this.chunks.push({ cx, cy, shade, numbers: null, sig: '' });
        }
      }
    }
    for (const c of this.chunks) {
      const sig = chunkSignature(grid, c.cx, c.cy);
      if (sig === c.sig) continue;
      c.sig = sig;
      this.drawChunk(grid, c);
      if (c.numbers) {
        c.numbers.destroy({ children: true });
        c.numbers = null;
      }
    }
  }

  private drawChunk(grid: Grid, c: Chunk): void {
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
        const label = new BitmapText({ text: h > 0 ? `+${h}` : `${h}`, style: { fontFamily: 'sans-serif', fontSize: 13, fill: h > 0 ? 0xffe9b8 : 0xbfe0ff } });
        label.x = x * CELL + 3;
        label.y = y * CELL + 2;
        box.addChild(label);
      }
    }
    return box;
  }

  /** Hide chunks outside the view rectangle (world units); show height numbers when zoomed in. */
  cull(left: number, top: number, right: number, bottom: number, scale: number): void {
    if (!this.grid) return;
    const size = CHUNK * CELL;
    for (const c of this.chunks) {
      const x0 = c.cx * size;
      const y0 = c.cy * size;
      const visible = x0 < right && x0 + size > left && y0 < bottom && y0 + size > top;
      c.shade.visible = visible;
      const wantNumbers = visible && scale >= LABEL_ZOOM;
      if (wantNumbers && !c.numbers) {
        c.numbers = this.buildNumbers(this.grid, c);
        this.container.addChild(c.numbers);
      }
      if (c.numbers) c.numbers.visible = wantNumbers;
    }
  }
}

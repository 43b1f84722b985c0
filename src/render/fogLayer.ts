/**
 * Fog of war on the board (issue 17): one sprite of a canvas with one pixel per square, scaled up with nearest
 * filtering, repainted from the fog's bits when the fog changes (a 400×400 map is 160,000 pixels: a few ms, one
 * texture upload of 640 kB). The GM sees fogged squares under a tint and every creature as usual; the player view
 * sees them opaque (its encounter has no creature there but the party's, and its ground is blanked there).
 * Over the terrain and the grid, under the tokens.
 */
import { Container, Sprite, Texture } from 'pixi.js';
import { fogBits, type Encounter } from '../rules';
import { CELL } from './constants';

/** The GM's tint: dark blue-grey at 45 %; the player view's: opaque. */
export const FOG_GM = { r: 0x22, g: 0x2c, b: 0x44, a: 0.45 } as const;
export const FOG_PLAYER = { r: 0x0b, g: 0x0d, b: 0x12, a: 1 } as const;

/**
 * The RGBA pixels of a fog bitset (row-major, one bit per square, bit i of byte i>>3): the fog colour where a
 * bit is set, transparent elsewhere, as straight (not premultiplied) RGBA like a canvas's ImageData; `count`:
 * the fogged squares.
 */
export function fogPixels(
  bits: Uint8Array,
  width: number,
  height: number,
  colour: { r: number; g: number; b: number; a: number },
  out = new Uint8ClampedArray(width * height * 4),
): { data: Uint8ClampedArray; count: number } {
  const a = Math.round(colour.a * 255);
  // One 32-bit write per square (little-endian: R is the low byte).
  const view = new Uint32Array(out.buffer, out.byteOffset, width * height);
  const on = ((a << 24) | (colour.b << 16) | (colour.g << 8) | colour.r) >>> 0;
  let count = 0;
  const n = width * height;
  for (let i = 0; i < n; i += 8) {
    const byte = bits[i >> 3] ?? 0;
    if (byte === 0) {
      view.fill(0, i, Math.min(n, i + 8));
      continue;
    }
    for (let j = i; j < Math.min(n, i + 8); j++) {
      if (byte & (1 << (j & 7))) {
        view[j] = on;
        count++;
      } else view[j] = 0;
    }
  }
  return { data: out, count };
}

/** The fog layer. */
export class FogLayer {
  readonly container = new Container({ label: 'fog' });
  private sprite: Sprite | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private image: ImageData | null = null;
  private fog: string | null = null;
  private size = '';
  /** Squares fogged, and the last repaint's time (ms, the benchmark and tests read it). */
  count = 0;
  lastMs = 0;

  constructor(private readonly mode: 'gm' | 'player') {}

  /** Repaint if the fog or the grid's size changed. */
  update(enc: Pick<Encounter, 'grid' | 'scene'>): boolean {
    const fog = enc.scene.fog;
    const { width, height } = enc.grid;
    const size = `${width}x${height}`;
    if (fog === this.fog && size === this.size) return false;
    const t0 = performance.now();
    this.fog = fog;
    if (!fog) {
      this.container.visible = false;
      this.count = 0;
      this.lastMs = performance.now() - t0;
      return true;
    }
    if (size !== this.size || !this.canvas || !this.image || !this.sprite) {
      this.sprite?.destroy({ texture: true, textureSource: true });
      this.canvas = document.createElement('canvas');
      this.canvas.width = width;
      this.canvas.height = height;
      const tex = Texture.from(this.canvas);
      tex.source.scaleMode = 'nearest';
      this.sprite = new Sprite({ texture: tex, label: 'fog-squares' });
      this.sprite.scale.set(CELL);
      this.container.addChild(this.sprite);
      this.image = new ImageData(width, height);
      this.size = size;
    }
    const r = fogPixels(fogBits(enc), width, height, this.mode === 'gm' ? FOG_GM : FOG_PLAYER, this.image.data);
    (this.canvas.getContext('2d') as CanvasRenderingContext2D).putImageData(this.image, 0, 0);
    this.sprite.texture.source.update();
    this.container.visible = r.count > 0;
    this.count = r.count;
    this.lastMs = performance.now() - t0;
    return true;
  }
}

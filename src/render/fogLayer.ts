/**
 * Fog of war on the board (issue 17): one sprite of a canvas with one pixel per square, scaled up with nearest
 * filtering, repainted from the fog's bits when the fog changes (a 400×400 map is 160,000 pixels: a few ms, one
 * texture upload of 640 kB). The GM sees fogged squares under a tint and every creature as usual; the player view
 * sees them opaque (its encounter has no creature there but the party's, and its ground is blanked there).
 * Over the terrain and the grid, under the tokens.
 */
import { Container, Sprite, Texture } from 'pixi.js';
import { fogBits, sceneVision, type Encounter } from '../rules';
import { CELL } from './constants';
import { FOG_GM, FOG_PLAYER, fogPixels } from './fogPixels';

/** The fog layer. */
export class FogLayer {
  readonly container = new Container({ label: 'fog' });
  private sprite: Sprite | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private image: ImageData | null = null;
  private fog: string | null = null;
  private size = '';
  /**
   * The player view under the party's vision fog (issue 32): squares once clear in a view this page got, drawn
   * dimmed rather than dark when fogged again. Kept by the page (see `services/players/vision.ts`), reset with the
   * grid's size or when the vision is turned off.
   */
  private remembered: Uint8Array | null = null;
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
    const bits = fogBits(enc);
    let memory: Uint8Array | null = null;
    if (this.mode === 'player' && sceneVision(enc)) {
      memory = this.remembered?.length === width * height ? this.remembered : new Uint8Array(width * height);
      for (let i = 0; i < width * height; i++) if (!((bits[i >> 3] as number) & (1 << (i & 7)))) memory[i] = 1;
    }
    this.remembered = memory;
    const colour = this.mode === 'gm' ? FOG_GM : FOG_PLAYER;
    const r = fogPixels(bits, width, height, colour, this.image.data, memory);
    (this.canvas.getContext('2d') as CanvasRenderingContext2D).putImageData(this.image, 0, 0);
    this.sprite.texture.source.update();
    this.container.visible = r.count > 0;
    this.count = r.count;
    this.lastMs = performance.now() - t0;
    return true;
  }
}

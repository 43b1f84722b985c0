/**
 * The map picture under the terrain and the grid (issue 17): one sprite of the picture's texture, scaled so that
 * `cell` picture pixels make one square and moved so that picture pixel (offsetX, offsetY) is the grid's top-left
 * corner; only the part over the grid is drawn (a frame of the texture). Under it, the grid's ground colour (where the picture does not reach). While the picture loads nothing
 * but the ground shows; a picture that is not in this browser's store shows a placeholder saying so.
 */
import { Container, Graphics, Rectangle, Sprite, Text, Texture } from 'pixi.js';
import type { MapLayer } from '../rules';
import { t, type Lang } from '../i18n';
import { CELL, COLORS } from './constants';
import type { PictureCache } from './pictures';
import { mapCrop, mapPlacement } from './mapGeometry';

export { mapCrop, mapPlacement };

/** What the map layer shows. */
export type MapShown = 'none' | 'loading' | 'shown' | 'missing';

/** The map picture layer. */
export class MapPictureLayer {
  /** Part of the board's world render group (panning moves the world as a whole). */
  readonly container = new Container({ label: 'map' });
  /** The ground where the picture does not reach (only there: a software renderer pays for every pixel filled). */
  private readonly ground = new Graphics({ label: 'map-ground' });
  private readonly picture = new Sprite({ label: 'map-picture' });
  private readonly placeholder = new Graphics({ label: 'map-placeholder' });
  private readonly note = new Text({
    text: '',
    style: { fontFamily: 'sans-serif', fontSize: 64, fill: 0xe8ecf1, fontWeight: 'bold', align: 'center' },
  });
  private key = '';
  /** The frame of the map texture drawn (the part over the grid). */
  private frame: Texture | null = null;
  shown: MapShown = 'none';

  constructor() {
    this.note.anchor.set(0.5);
    this.container.addChild(this.ground, this.picture, this.placeholder, this.note);
    this.container.visible = false;
  }

  /** Where the picture is drawn (world units), or null when none is. */
  box(): { x: number; y: number; width: number; height: number } | null {
    if (!this.container.visible || !this.picture.visible) return null;
    return { x: this.picture.x, y: this.picture.y, width: this.picture.width, height: this.picture.height };
  }

  /** Show `map` (null: no picture; the terrain layer draws the ground itself). Returns what is shown. */
  update(map: MapLayer | null, grid: { width: number; height: number }, pictures: PictureCache, lang: Lang): MapShown {
    if (!map) {
      this.container.visible = false;
      this.key = '';
      this.shown = 'none';
      return this.shown;
    }
    // Asking for the map texture first marks the picture as a map (its decoded picture is kept for the upload).
    const texture = pictures.map(map.asset);
    const state = pictures.state(map.asset);
    const shown: MapShown = texture ? 'shown' : state === 'missing' ? 'missing' : 'loading';
    const key = `${map.asset},${map.width},${map.height},${map.cell},${map.offsetX},${map.offsetY},${grid.width}x${grid.height},${shown},${lang}`;
    this.shown = shown;
    if (key === this.key) return shown;
    this.key = key;
    this.container.visible = true;
    const gw = grid.width * CELL;
    const gh = grid.height * CELL;
    this.ground.clear();
    const at = mapPlacement(map);
    const w = map.width * at.scale;
    const h = map.height * at.scale;
    this.picture.visible = !!texture;
    if (texture) {
      // Only the part of the picture over the grid is drawn (a frame of the same texture: no mask, no copy).
      const c = mapCrop(map, grid);
      this.picture.visible = !!c;
      if (c) {
        // The texture may be smaller than the picture (scaled to the GPU's limit): frames are in its pixels.
        const k = texture.source.width / map.width;
        this.frame?.destroy(false);
        this.frame = new Texture({
          source: texture.source,
          frame: new Rectangle(c.x * k, c.y * k, c.width * k, c.height * k),
          label: 'map-frame',
        });
        this.picture.texture = this.frame;
        this.picture.position.set(at.x + c.x * at.scale, at.y + c.y * at.scale);
        this.picture.width = c.width * at.scale;
        this.picture.height = c.height * at.scale;
      }
    }
    // The ground: the grid less the picture's part (up to four strips), or all of it while there is no picture.
    const px = this.picture.visible ? this.picture.x : 0;
    const py = this.picture.visible ? this.picture.y : 0;
    const pw = this.picture.visible ? this.picture.width : 0;
    const ph = this.picture.visible ? this.picture.height : 0;
    const g0 = this.ground;
    if (pw <= 0 || ph <= 0) g0.rect(0, 0, gw, gh);
    else {
      if (py > 0) g0.rect(0, 0, gw, py);
      if (py + ph < gh) g0.rect(0, py + ph, gw, gh - py - ph);
      if (px > 0) g0.rect(0, py, px, ph);
      if (px + pw < gw) g0.rect(px + pw, py, gw - px - pw, ph);
    }
    g0.fill(COLORS.ground);
    const g = this.placeholder;
    g.clear();
    this.note.visible = shown !== 'shown';
    if (shown !== 'shown') {
      g.rect(at.x, at.y, w, h).fill({ color: 0x3a4250, alpha: shown === 'missing' ? 0.5 : 0.2 });
      if (shown === 'missing') {
        g.rect(at.x + 4, at.y + 4, w - 8, h - 8).stroke({ color: 0xffb347, width: 6, alpha: 0.9 });
        for (let k = 96; k < w + h; k += 96)
          g.moveTo(at.x + Math.max(0, k - h), at.y + Math.min(k, h)).lineTo(
            at.x + Math.min(k, w),
            at.y + Math.max(0, k - w),
          );
        g.stroke({ color: 0xffb347, width: 2, alpha: 0.25 });
      }
      this.note.text = t(lang, shown === 'missing' ? 'board.mapMissing' : 'board.mapLoading');
      const font = Math.max(18, Math.min(160, w / 16));
      this.note.style.fontSize = font;
      this.note.resolution = 2;
      // Centred on the part of the picture over the grid (what the GM looks at).
      const cx = Math.max(at.x, 0) + (Math.min(at.x + w, grid.width * CELL) - Math.max(at.x, 0)) / 2;
      const cy = Math.max(at.y, 0) + (Math.min(at.y + h, grid.height * CELL) - Math.max(at.y, 0)) / 2;
      this.note.position.set(cx, cy);
    }
    return shown;
  }
}

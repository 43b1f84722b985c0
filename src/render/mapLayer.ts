/**
 * The map picture under the terrain and the grid (issue 17): one sprite of the picture's texture, scaled so that
 * `cell` picture pixels make one square and moved so that picture pixel (offsetX, offsetY) is the grid's top-left
 * corner. Under it, the grid's ground colour (where the picture does not reach). While the picture loads nothing
 * but the ground shows; a picture that is not in this browser's store shows a placeholder saying so.
 */
import { Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import type { MapLayer } from '../rules';
import { t, type Lang } from '../i18n';
import { CELL, COLORS } from './constants';
import type { PictureCache } from './pictures';

/** What the map layer shows. */
export type MapShown = 'none' | 'loading' | 'shown' | 'missing';

/** Where the picture goes in world units: its top-left and the scale of one picture pixel. */
export function mapPlacement(map: Pick<MapLayer, 'cell' | 'offsetX' | 'offsetY'>): { x: number; y: number; scale: number } {
  const scale = CELL / map.cell;
  return { x: -map.offsetX * scale, y: -map.offsetY * scale, scale };
}

/** The map picture layer. */
export class MapPictureLayer {
  /** A render group: panning moves it as a whole. */
  readonly container = new Container({ label: 'map', isRenderGroup: true });
  private readonly ground = new Sprite({ texture: Texture.WHITE, label: 'map-ground' });
  private readonly picture = new Sprite({ label: 'map-picture' });
  private readonly placeholder = new Graphics({ label: 'map-placeholder' });
  private readonly note = new Text({ text: '', style: { fontFamily: 'sans-serif', fontSize: 64, fill: 0xe8ecf1, fontWeight: 'bold', align: 'center' } });
  private key = '';
  shown: MapShown = 'none';

  constructor() {
    this.ground.tint = COLORS.ground;
    this.note.anchor.set(0.5);
    this.container.addChild(this.ground, this.picture, this.placeholder, this.note);
    this.container.visible = false;
  }

  /** Show `map` (null: no picture; the terrain layer draws the ground itself). Returns what is shown. */
  update(map: MapLayer | null, grid: { width: number; height: number }, pictures: PictureCache, lang: Lang): MapShown {
    if (!map) {
      this.container.visible = false;
      this.key = '';
      this.shown = 'none';
      return this.shown;
    }
    const state = pictures.state(map.asset);
    const texture = state === 'ready' ? pictures.map(map.asset) : null;
    const shown: MapShown = texture ? 'shown' : state === 'missing' ? 'missing' : 'loading';
    const key = `${map.asset},${map.width},${map.height},${map.cell},${map.offsetX},${map.offsetY},${grid.width}x${grid.height},${shown},${lang}`;
    this.shown = shown;
    if (key === this.key) return shown;
    this.key = key;
    this.container.visible = true;
    this.ground.width = grid.width * CELL;
    this.ground.height = grid.height * CELL;
    const at = mapPlacement(map);
    const w = map.width * at.scale;
    const h = map.height * at.scale;
    this.picture.visible = !!texture;
    if (texture) {
      this.picture.texture = texture;
      this.picture.position.set(at.x, at.y);
      // The texture may be smaller than the picture (scaled to the GPU's limit): size it to the picture's place.
      this.picture.width = w;
      this.picture.height = h;
    }
    const g = this.placeholder;
    g.clear();
    this.note.visible = shown !== 'shown';
    if (shown !== 'shown') {
      g.rect(at.x, at.y, w, h).fill({ color: 0x3a4250, alpha: shown === 'missing' ? 0.5 : 0.2 });
      if (shown === 'missing') {
        g.rect(at.x + 4, at.y + 4, w - 8, h - 8).stroke({ color: 0xffb347, width: 6, alpha: 0.9 });
        for (let k = 96; k < w + h; k += 96) g.moveTo(at.x + Math.max(0, k - h), at.y + Math.min(k, h)).lineTo(at.x + Math.min(k, w), at.y + Math.max(0, k - w));
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

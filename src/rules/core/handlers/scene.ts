/** Kernel handlers of the scene (issue 17): setScene (the map picture and the grid lines) and setFog. */
import type { SetFog, SetScene } from '../commands';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import { encodeFog, fogBits } from '../fog';
import type { MapLayer } from '../model';
import { ASSET_ID } from '../validate';
import type { Work } from '../work';
import { makeWalls, wallCounts } from './walls';

/** Largest picture side accepted (pixels). */
export const MAX_MAP_SIDE = 8192;

/** The first field of a map layer that does not fit, or null. */
export function mapProblem(m: MapLayer): string | null {
  if (typeof m.asset !== 'string' || !ASSET_ID.test(m.asset)) return 'asset';
  for (const [k, v, min, max] of [
    ['width', m.width, 1, MAX_MAP_SIDE],
    ['height', m.height, 1, MAX_MAP_SIDE],
    ['cell', m.cell, 4, 2048],
    ['offsetX', m.offsetX, -MAX_MAP_SIDE, MAX_MAP_SIDE],
    ['offsetY', m.offsetY, -MAX_MAP_SIDE, MAX_MAP_SIDE],
  ] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) return k;
  }
  return null;
}

/** setScene: place, align or remove the map picture; the grid lines drawn, faint or hidden; replace the walls. */
export function setScene(w: Work, cmd: SetScene, ctx: Ctx): void {
  const before = w.s.scene;
  let map = before.map;
  let what: 'placed' | 'aligned' | 'removed' | 'same' = 'same';
  if (cmd.map !== undefined) {
    if (cmd.map !== null) {
      const bad = mapProblem(cmd.map);
      if (bad) reject(msg('badMap', { field: bad }));
      what = before.map && before.map.asset === cmd.map.asset ? 'aligned' : 'placed';
      map = {
        asset: cmd.map.asset,
        width: cmd.map.width,
        height: cmd.map.height,
        cell: cmd.map.cell,
        offsetX: cmd.map.offsetX,
        offsetY: cmd.map.offsetY,
      };
    } else {
      what = before.map ? 'removed' : 'same';
      map = null;
    }
  }
  const gridLines = cmd.gridLines ?? before.gridLines;
  // Issue 32: a map imported with its walls replaces the scene's walls (an empty list takes them all away).
  const walls = cmd.walls === undefined ? before.walls : cmd.walls.length ? makeWalls(w, cmd.walls, []) : [];
  w.set('scene', { ...before, map, gridLines, walls });
  const counts = cmd.walls === undefined ? null : wallCounts(walls);
  ctx.emit({
    type: 'sceneChanged',
    map: what,
    gridLines,
    ...(counts ? { walls: { walls: walls.length - counts.doors, doors: counts.doors } } : {}),
    rules: [],
  });
}

/** setFog: hide or reveal squares (a rectangle, a brush stroke, or everything), or take the fog away. */
export function setFog(w: Work, cmd: SetFog, ctx: Ctx): void {
  const g = w.s.grid;
  if (cmd.off) {
    w.set('scene', { ...w.s.scene, fog: null });
    ctx.emit({ type: 'fogChanged', hide: false, count: 0, all: true, off: true, rules: [] });
    return;
  }
  const bits = fogBits(w.s);
  let count = 0;
  const mark = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= g.width || y >= g.height) return;
    const i = y * g.width + x;
    const bit = 1 << (i & 7);
    const was = ((bits[i >> 3] as number) & bit) !== 0;
    if (was === cmd.hide) return;
    bits[i >> 3] = cmd.hide ? (bits[i >> 3] as number) | bit : (bits[i >> 3] as number) & ~bit;
    count++;
  };
  if (cmd.all) {
    for (let y = 0; y < g.height; y++) for (let x = 0; x < g.width; x++) mark(x, y);
  } else if (cmd.rect) {
    const r = cmd.rect;
    if (![r.x, r.y, r.width, r.height].every(Number.isInteger) || r.width < 1 || r.height < 1)
      reject(msg('fogWhere', {}));
    // Clamped to the map first (a rectangle far larger than the map costs no more than the map).
    const x0 = Math.max(0, r.x);
    const y0 = Math.max(0, r.y);
    const x1 = Math.min(g.width, r.x + r.width);
    const y1 = Math.min(g.height, r.y + r.height);
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) mark(x, y);
  } else if (cmd.squares && cmd.squares.length > 0) {
    for (const p of cmd.squares) if (Number.isInteger(p.x) && Number.isInteger(p.y)) mark(p.x, p.y);
  } else reject(msg('fogWhere', {}));
  w.set('scene', { ...w.s.scene, fog: encodeFog(bits) });
  ctx.emit({ type: 'fogChanged', hide: cmd.hide, count, all: cmd.all === true, off: false, rules: [] });
}

/**
 * The walls the players' view carries (issue 32): only those beside a square the players see. A wall wholly under
 * the fog (the GM's, or the party's vision fog) would draw the layout of what they have not found yet.
 */
import { isFogged, type Encounter, type Wall } from '../../rules';

const memo = new WeakMap<readonly Wall[], { fog: string | null; out: readonly Wall[] }>();

/** The walls of `enc` (whose `scene.fog` is the players' fog) next to at least one unfogged square. */
export function wallsInSight(enc: Pick<Encounter, 'grid' | 'scene'>): readonly Wall[] {
  const walls = enc.scene.walls;
  if (!enc.scene.fog || walls.length === 0) return walls;
  const m = memo.get(walls);
  if (m && m.fog === enc.scene.fog) return m.out;
  const out = walls.filter((w) => beside(enc, w));
  memo.set(walls, { fog: enc.scene.fog, out });
  return out;
}

/** Does some square touching the wall (sampled every half square along it, on both sides) lie outside the fog? */
function beside(enc: Pick<Encounter, 'grid' | 'scene'>, w: Wall): boolean {
  const len = Math.hypot(w.x2 - w.x1, w.y2 - w.y1);
  const steps = Math.max(1, Math.ceil(len * 2));
  for (let i = 0; i <= steps; i++) {
    const x = w.x1 + ((w.x2 - w.x1) * i) / steps;
    const y = w.y1 + ((w.y2 - w.y1) * i) / steps;
    for (const dx of [-0.25, 0.25])
      for (const dy of [-0.25, 0.25]) {
        const p = { x: Math.floor(x + dx), y: Math.floor(y + dy) };
        if (p.x < 0 || p.y < 0 || p.x >= enc.grid.width || p.y >= enc.grid.height) continue;
        if (!isFogged(enc, p)) return true;
      }
  }
  return false;
}

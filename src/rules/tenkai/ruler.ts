/**
 * The Tenkai ruler and area template (issue 17). Distance never counts diagonally (TK-GRID-2: |dx| + |dy|);
 * from one creature to another the ruler adds the bands between them and the range that costs (TK-ALT-3: one
 * band up or down uses 5 range, one up −3R; two or more apart, no engagement) and the distance penalty
 * (TK-HIT-7: −1R per 2 squares). The source gives no shape for an attack on "everyone in an area" (一定範囲全員,
 * TK-MNT-5); the template is RULING of this app: the squares within N of a centre square by TK-GRID-2's
 * counting. A mounted pair in it is hit together (TK-MNT-5).
 */
import {
  creatureOf,
  ref,
  squareDistance,
  type CreatureId,
  type Point,
  type RulerQuery,
  type RulerReading,
  type TemplateReading,
  type TemplateRules,
} from '../core';
import { bandEngagement } from './altitude';
import { grid } from './grid';
import { distanceRanks } from './hit';
import type { TkMsg } from './messages';
import type { TkEncounter } from './model';
import { bandOf } from './stats';

/** The Tenkai ruler's reading from the kernel's (squares |dx| + |dy| along the legs). */
export function rulerTenkai(enc: TkEncounter, q: RulerQuery, base: RulerReading): RulerReading {
  const from = q.fromId ? creatureOf(enc, q.fromId) : undefined;
  const to = q.toId ? creatureOf(enc, q.toId) : undefined;
  const notes: TkMsg[] = [];
  const rules = ['TK-GRID-2'];
  let dist = base.squares;
  if (from && to && from.id !== to.id) {
    const a = bandOf(enc, from.id);
    const b = bandOf(enc, to.id);
    const eng = bandEngagement(a, b);
    dist = base.squares + eng.rangeUsed;
    notes.push({
      m: 'rulerBands',
      who: ref(from),
      target: ref(to),
      from: a,
      to: b,
      squares: base.squares,
      rangeUsed: dist,
      allowed: eng.allowed,
      ranks: eng.ranks,
    });
    if (a !== b) rules.push('TK-ALT-3');
    const ranks = distanceRanks(base.squares);
    if (ranks !== 0) {
      notes.push({ m: 'rulerDistanceRanks', ranks });
      rules.push('TK-HIT-7');
    }
  }
  return { ...base, distance: dist, notes, rules };
}

/** Tenkai's template: the squares within N of the centre (TK-GRID-2), everyone in them (TK-MNT-5). */
export const templatesTenkai: TemplateRules<TkEncounter> = {
  kinds: [{ kind: 'area', maxSize: 10, needsUser: false, needsSquare: true }],
  of(enc, q): TemplateReading {
    if (q.kind !== 'area' || !q.at || !Number.isInteger(q.size) || q.size < 0 || q.size > 10)
      return { ok: false, reason: { m: 'badTemplate' }, rule: 'TK-MNT-5' };
    const at = q.at;
    const squares: Point[] = [];
    for (let y = Math.max(0, at.y - q.size); y <= Math.min(enc.grid.height - 1, at.y + q.size); y++)
      for (let x = Math.max(0, at.x - q.size); x <= Math.min(enc.grid.width - 1, at.x + q.size); x++)
        if (squareDistance({ x, y }, at, grid.metric) <= q.size) squares.push({ x, y });
    const inside = new Set(squares.map((p) => p.y * enc.grid.width + p.x));
    const included: CreatureId[] = [];
    const targets: CreatureId[] = [];
    const userBand = q.userId && creatureOf(enc, q.userId) ? bandOf(enc, q.userId) : null;
    for (const id of enc.creatureOrder) {
      const c = creatureOf(enc, id);
      if (!c) continue;
      // A carried creature is where its partner is (they share the square, TK-GRID-1).
      const base = c.mountId ? (creatureOf(enc, c.mountId) ?? c) : c;
      if (!inside.has(base.pos.y * enc.grid.width + base.pos.x)) continue;
      included.push(id);
      if (id === q.userId) continue;
      if (userBand && !bandEngagement(userBand, bandOf(enc, id)).allowed) continue;
      targets.push(id);
    }
    return {
      ok: true,
      squares,
      included,
      targets,
      rules: ['TK-GRID-2', 'TK-MNT-5', ...(userBand ? ['TK-ALT-3'] : [])],
    };
  },
};

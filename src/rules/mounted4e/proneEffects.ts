/**
 * Falling prone with riders aboard (MC-PRONE-1) and fliers that fall instead (B-12, MC-PRONE-2).
 */
import { ref, type CreatureId, type Ctx, type Work } from '../core';
import type { Chain } from './chain';
import type { M4Event } from './events';
import { hasCondition } from './effects';
import { fall, makeProne } from './falling';
import { queueJobs } from './jobs';
import type { M4Encounter } from './model';
import { reject } from './msgs';
import { carriedBy } from './relations';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/**
 * A creature falls prone where it stands; everyone it carries is dismounted and falls prone in an adjacent
 * square of their choice (MC-PRONE-1).
 */
export function proneWithRiders(w: W, ctx: C, chain: Chain, id: CreatureId, rule: string): void {
  const c = w.creature(id);
  if (!c) return;
  makeProne(w, id);
  const carried = carriedBy(w.s, id);
  ctx.emit({
    type: 'fellProne',
    who: ref(c),
    thrown: carried.map(ref),
    rule,
    rules: carried.length ? [rule, 'MC-PRONE-1'] : [rule],
    ids: [c.id, ...carried.map((x) => x.id)],
  });
  for (const r of carried) {
    queueJobs(chain, {
      kind: 'land',
      id: r.id,
      mountId: c.id,
      area: 'adjacent',
      prone: true,
      cause: 'mountProne',
      rule: 'MC-PRONE-1',
      altitude: c.elevation,
    });
  }
}

/** A creature that is not carried is knocked prone: a flier aloft falls instead (B-12, MC-PRONE-2, MC-R8). */
export function knockDownStanding(
  w: W,
  ctx: C,
  chain: Chain,
  id: CreatureId,
  why: 'prone' | 'stunned' = 'prone',
): void {
  const c = w.creature(id);
  if (!c) return;
  if (c.flying && c.elevation > 0) {
    const square = w.s.grid.squareSize;
    const feet = c.elevation * square;
    const fallFt = Math.max(0, feet - c.flySpeed * square);
    const carried = carriedBy(w.s, id);
    const rules = carried.length ? ['B-12', 'MC-PRONE-2'] : ['B-12'];
    w.edit(id).elevation = 0;
    ctx.emit({
      type: 'flierFell',
      who: ref(c),
      stunned: why === 'stunned',
      feet,
      flySpeed: c.flySpeed,
      reducedFt: feet - fallFt,
      fallFt,
      carried: carried.map(ref),
      rules,
      ids: [c.id, ...carried.map((x) => x.id)],
    });
    if (fallFt <= 0) {
      ctx.emit({ type: 'landedSafely', who: ref(c), rules: ['B-12'], ids: [c.id] });
      return;
    }
    const r = fall(w, ctx, id, fallFt, rules);
    if (!r.standing) proneWithRiders(w, ctx, chain, id, 'B-12');
    return;
  }
  if (hasCondition(w.s, c, 'prone')) reject({ m: 'alreadyProne', who: ref(c) }, 'B-4');
  proneWithRiders(w, ctx, chain, id, 'B-4');
}

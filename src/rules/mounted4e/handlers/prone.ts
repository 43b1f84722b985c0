/**
 * Prone: knocked prone (B-4; a flier falls, B-12; the mount MC-PRONE-1/2; the rider's save MC-PRONE-3),
 * dropping prone (minor action; a rider is dismounted, MC-PRONE-4) and standing up (move action).
 */
import { reject, samePoint, tx, type Creature, type Ctx, type Encounter } from '../../core';
import { spend } from '../actions';
import type { DropProneCommand, KnockProneCommand, StandUpCommand } from '../commands';
import { fall, makeProne, unseat } from '../falling';
import { queueJobs, runJobs } from '../jobs';
import { carriedBy, legalDismountSquares } from '../relations';
import { need, needPoint } from './common';

/**
 * `c` falls prone where it stands; everyone it carries is dismounted and falls prone in an adjacent square of
 * their choice (MC-PRONE-1).
 */
export function proneWithRiders(d: Encounter, ctx: Ctx, c: Creature, rule: string): void {
  makeProne(c);
  const carried = carriedBy(d, c.id);
  ctx.emit({
    type: 'fellProne',
    text: tx(
      `${c.name} falls prone${carried.length ? `; ${carried.map((x) => x.name).join(', ')} ${carried.length === 1 ? 'is' : 'are'} thrown off` : ''} (${rule}${carried.length ? ', MC-PRONE-1' : ''}).`,
      `${c.name}は伏せ状態になった${carried.length ? `。${carried.map((x) => x.name).join('、')}は振り落とされる` : ''}（${rule}${carried.length ? '、MC-PRONE-1' : ''}）。`,
    ),
    rules: carried.length ? [rule, 'MC-PRONE-1'] : [rule],
    ids: [c.id, ...carried.map((x) => x.id)],
  });
  for (const r of carried) {
    queueJobs(d, { kind: 'land', id: r.id, mountId: c.id, area: 'adjacent', prone: true, cause: 'mountProne', rule: 'MC-PRONE-1', altitude: c.elevation });
  }
}

/** A creature that is not carried is knocked prone: a flier aloft falls instead (B-12, MC-PRONE-2). */
function knockDownStanding(d: Encounter, ctx: Ctx, c: Creature): void {
  if (c.flying && c.elevation > 0) {
    const feet = c.elevation * d.grid.squareSize;
    const slowed = Math.max(0, feet - c.flySpeed * d.grid.squareSize);
    const carried = carriedBy(d, c.id);
    const rules = carried.length ? ['B-12', 'MC-PRONE-2'] : ['B-12'];
    c.elevation = 0;
    ctx.emit({
      type: 'flierFell',
      text: tx(
        `${c.name} is knocked prone in the air and falls ${feet} ft; its fly speed ${c.flySpeed} takes ${feet - slowed} ft off${carried.length ? `; ${carried.map((x) => x.name).join(', ')} stay${carried.length === 1 ? 's' : ''} on` : ''} (${rules.join(', ')}).`,
        `${c.name}は空中で伏せ状態にされ${feet}フィート落下する。飛行移動速度${c.flySpeed}で${feet - slowed}フィート軽減${carried.length ? `。${carried.map((x) => x.name).join('、')}は乗ったまま` : ''}（${rules.join('、')}）。`,
      ),
      rules,
      ids: [c.id, ...carried.map((x) => x.id)],
      data: { feet, afterFlySpeed: slowed },
    });
    if (slowed <= 0) {
      ctx.emit({ type: 'landedSafely', text: tx(`${c.name} lands without damage and is not prone (B-12).`, `${c.name}は無傷で着地し、伏せ状態にならない（B-12）。`), rules: ['B-12'], ids: [c.id] });
      return;
    }
    const r = fall(c, slowed, ctx, rules);
    if (!r.standing) proneWithRiders(d, ctx, c, 'B-12');
    return;
  }
  if (c.conditions.includes('prone')) reject(tx(`${c.name} is already prone.`, `${c.name}はすでに伏せ状態だ。`), 'B-4');
  proneWithRiders(d, ctx, c, 'B-4');
}

/** knockProne: an effect knocks a creature prone. */
export function knockProne(d: Encounter, cmd: KnockProneCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (c.mountId) {
    // MC-PRONE-3 (passengers follow the rider rules): the creature may save first.
    queueJobs(d, { kind: 'save', rule: 'MC-PRONE-3', saverId: c.id, subjectId: c.id });
  } else knockDownStanding(d, ctx, c);
  runJobs(d, ctx);
}

/** dropProne: minor action (B-4); a rider is dismounted prone beside its mount (MC-PRONE-4). */
export function dropProne(d: Encounter, cmd: DropProneCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.mountId) {
    if (c.conditions.includes('prone')) reject(tx(`${c.name} is already prone.`, `${c.name}はすでに伏せ状態だ。`), 'B-4');
    spend(d, c.id, 'minor', 'drop prone');
    knockDownStanding(d, ctx, c);
    runJobs(d, ctx);
    return;
  }
  const m = d.creatures[c.mountId] as Creature;
  const legal = legalDismountSquares(d, c.id);
  if (legal.length === 0) reject(tx(`No free square beside ${m.name} for ${c.name} to drop into.`, `${c.name}が伏せる${m.name}の隣接マスに空きがない。`), 'MC-PRONE-4');
  if (cmd.to !== undefined) {
    const to = needPoint(cmd.to);
    if (!legal.some((p) => samePoint(p, to))) reject(tx(`(${to.x}, ${to.y}) is not a free square adjacent to ${m.name}.`, `(${to.x}, ${to.y})は${m.name}に隣接する空きマスではない。`), 'MC-PRONE-4');
  }
  spend(d, c.id, 'minor', 'drop prone');
  if (cmd.to !== undefined) unseat(d, ctx, c, cmd.to, { prone: true, cause: 'dropProne', rule: 'MC-PRONE-4', altitude: m.elevation });
  else queueJobs(d, { kind: 'land', id: c.id, mountId: m.id, area: 'adjacent', prone: true, cause: 'dropProne', rule: 'MC-PRONE-4', altitude: m.elevation });
  runJobs(d, ctx);
}

/** standUp: move action (B-4). */
export function standUp(d: Encounter, cmd: StandUpCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!c.conditions.includes('prone')) reject(tx(`${c.name} is not prone.`, `${c.name}は伏せ状態ではない。`), 'B-4');
  spend(d, c.id, 'move', 'stand up');
  c.conditions = c.conditions.filter((x) => x !== 'prone');
  ctx.emit({ type: 'stoodUp', text: tx(`${c.name} stands up (move action, B-4).`, `${c.name}は立ち上がった（移動アクション、B-4）。`), rules: ['B-4'], ids: [c.id] });
}

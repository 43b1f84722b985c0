/**
 * Falling prone with riders aboard (MC-PRONE-1) and fliers that fall instead (B-12, MC-PRONE-2).
 */
import { reject, tx, type Creature, type Ctx, type Encounter } from '../core';
import { fall, makeProne } from './falling';
import { queueJobs } from './jobs';
import { carriedBy } from './relations';

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
export function knockDownStanding(d: Encounter, ctx: Ctx, c: Creature, why: 'prone' | 'stunned' = 'prone'): void {
  if (c.flying && c.elevation > 0) {
    const feet = c.elevation * d.grid.squareSize;
    const slowed = Math.max(0, feet - c.flySpeed * d.grid.squareSize);
    const carried = carriedBy(d, c.id);
    const rules = carried.length ? ['B-12', 'MC-PRONE-2'] : ['B-12'];
    c.elevation = 0;
    ctx.emit({
      type: 'flierFell',
      text: tx(
        `${c.name} is ${why === 'stunned' ? 'stunned and cannot hover' : 'knocked prone in the air'}: it falls ${feet} ft; its fly speed ${c.flySpeed} takes ${feet - slowed} ft off${carried.length ? `; ${carried.map((x) => x.name).join(', ')} stay${carried.length === 1 ? 's' : ''} on` : ''} (${rules.join(', ')}).`,
        `${c.name}は${why === 'stunned' ? '朦朧状態でホバリングできず' : '空中で伏せ状態にされ'}、${feet}フィート落下する。飛行移動速度${c.flySpeed}で${feet - slowed}フィート軽減${carried.length ? `。${carried.map((x) => x.name).join('、')}は乗ったまま` : ''}（${rules.join('、')}）。`,
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

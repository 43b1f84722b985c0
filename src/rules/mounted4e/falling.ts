/**
 * Falling (B-5, B-12) and leaving a mount (MC-MOUNT-2, MC-OPT-FALL): the one place where a creature stops
 * being carried, so every rule that unseats someone shares the same bookkeeping and log lines.
 */
import { applyHpChange, tx, type Creature, type Ctx, type Encounter, type Point } from '../core';
import { passengersOf } from './relations';
import type { UnseatCause } from './state';
import { optionalFallFt } from './tables';
import { sq } from './text';
import { creatureOf } from '../core/creatures';

/** Result of a fall. */
export interface FallResult {
  damage: number;
  /** B-5: a creature that takes no damage lands standing. */
  standing: boolean;
}

/**
 * A creature falls `feet` (B-5): 1d10 per 10 ft (max 50d10); a creature trained in Acrobatics reduces the
 * damage by half its check (free action, rolled automatically because it can only help); 0 damage → standing.
 */
export function fall(c: Creature, feet: number, ctx: Ctx, rules: string[]): FallResult {
  const dice = Math.min(50, Math.floor(feet / 10));
  if (dice <= 0) {
    ctx.emit({
      type: 'fell',
      text: tx(`${c.name} drops ${feet} ft and takes no damage (B-5).`, `${c.name}は${feet}フィート落下したが、ダメージはない（B-5）。`),
      rules: ['B-5', ...rules],
      ids: [c.id],
      data: { feet, damage: 0 },
    });
    return { damage: 0, standing: true };
  }
  const roll = ctx.roller.sum(dice, 10, tx(`falling damage ${dice}d10 (B-5)`, `落下ダメージ${dice}d10（B-5）`));
  let damage = roll.total;
  let acro = '';
  let acroJa = '';
  if (c.riding.acrobaticsTrained) {
    const d20 = ctx.roller.die(20, tx('Acrobatics to reduce falling damage (B-5)', '〈軽業〉による落下ダメージの軽減（B-5）'));
    const check = d20 + c.riding.acrobaticsBonus;
    const cut = Math.floor(check / 2);
    damage = Math.max(0, damage - cut);
    acro = `; Acrobatics ${d20} + ${c.riding.acrobaticsBonus} = ${check} reduces it by ${cut}`;
    acroJa = `、〈軽業〉${d20} + ${c.riding.acrobaticsBonus} = ${check}で${cut}軽減`;
  }
  if (damage > 0) applyHpChange(c, -damage);
  const standing = damage === 0;
  ctx.emit({
    type: 'fell',
    text: tx(
      `${c.name} falls ${feet} ft: ${dice}d10 = ${roll.total}${acro}; ${damage} damage${standing ? ', lands standing' : ''} (B-5).`,
      `${c.name}は${feet}フィート落下した：${dice}d10 = ${roll.total}${acroJa}、${damage}ダメージ${standing ? '、立ったまま着地' : ''}（B-5）。`,
    ),
    rules: ['B-5', ...rules],
    ids: [c.id],
    data: { feet, damage, rolled: roll.total },
  });
  return { damage, standing };
}

/** Add the prone condition (B-4) if missing. */
export function makeProne(c: Creature): void {
  if (!c.conditions.includes('prone')) c.conditions = [...c.conditions, 'prone'];
}

/** Options of {@link unseat}. */
export interface UnseatOptions {
  prone: boolean;
  cause: UnseatCause;
  rule: string;
  /** Height (squares) of the mount's bottom above the ground: a dismounted non-flier falls that far (B-5). */
  altitude: number;
}

/**
 * Take `c` off its mount and put it at `at` (top-left). Applies MC-OPT-FALL when switched on (not for the
 * dismount action or a teleport), a fall from a flying mount's altitude (B-5), prone as the rule says, and
 * leaves the remaining passengers as passengers (RULING MC-R4).
 */
export function unseat(d: Encounter, ctx: Ctx, c: Creature, at: Point, o: UnseatOptions): void {
  const mount = c.mountId ? creatureOf(d, c.mountId) : undefined;
  const wasRider = c.isRider;
  c.mountId = null;
  c.isRider = false;
  c.pos = { ...at };
  c.elevation = 0;
  const voluntary = o.cause === 'dismount' || o.cause === 'teleport';
  const optional = d.settings.optionalFallRule && !voluntary && mount;
  let feet = 0;
  const rules = [o.rule];
  if (o.altitude > 0 && o.cause !== 'teleport') {
    if (c.flySpeed > 0 && voluntary) {
      c.flying = true;
      c.elevation = o.altitude; // a flier hovers where it left its mount
    } else {
      feet += o.altitude * d.grid.squareSize;
    }
  }
  if (optional) {
    feet += optionalFallFt(mount.size);
    rules.push('MC-OPT-FALL');
  }
  const how = voluntary ? (o.cause === 'dismount' ? 'dismounts' : 'teleports off') : 'is dismounted';
  const howJa = voluntary ? (o.cause === 'dismount' ? '降りた' : '瞬間移動で離れた') : '降ろされた';
  ctx.emit({
    type: voluntary ? 'dismounted' : 'dismountedByForce',
    text: tx(
      `${c.name} ${how}${mount ? ` from ${mount.name}` : ''} to ${sq(at)}${o.prone ? ' and falls prone' : ''} (${rules.join(', ')}).`,
      `${c.name}は${mount ? `${mount.name}から` : '乗騎から'}${howJa}：${sq(at)}${o.prone ? '、伏せ状態になる' : ''}（${rules.join('、')}）。`,
    ),
    rules,
    ids: [c.id, ...(mount ? [mount.id] : [])],
    data: { to: at, prone: o.prone, cause: o.cause },
  });
  let prone = o.prone;
  if (feet > 0) {
    const r = fall(c, feet, ctx, rules);
    // B-5: a fall that deals damage leaves the creature prone; with MC-OPT-FALL a nimble creature that takes
    // no damage lands on its feet even when the rule would otherwise leave it prone.
    if (r.damage > 0) prone = true;
    else if (optional) prone = false;
  }
  if (prone) makeProne(c);
  if (wasRider && mount) {
    const left = passengersOf(d, mount.id);
    if (left.length > 0) {
      ctx.emit({
        type: 'passengersRemain',
        text: tx(
          `${left.map((p) => p.name).join(', ')} stay${left.length === 1 ? 's' : ''} on ${mount.name} as passenger${left.length === 1 ? '' : 's'}; any may take the reins with a move action (MC-R4).`,
          `${left.map((p) => p.name).join('、')}は同乗者のまま${mount.name}に残る。移動アクションで乗り手になれる（MC-R4）。`,
        ),
        rules: ['MC-R4'],
        ids: left.map((p) => p.id),
      });
    }
  }
}

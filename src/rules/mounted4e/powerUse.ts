/**
 * A power in use (issue 29): the attack command names the attacker's power; each target it hits gets the power's
 * on-hit effects (B-14), the attacker as their source and the power's name as their label, the durations as the
 * power states them ("until the start of your next turn": the attacker's).
 */
import { ref, type CreatureId } from '../core';
import type { EffectDuration } from './effectModel';
import { putEffect } from './handlers/addEffect';
import type { C, W } from './handlers/types';
import type { M4CreatureRecord } from './model';
import { reject } from './msgs';
import { powersOfPart, type Power, type PowerDuration } from './powers';

/** The attacker's power with this id, or the refusal. */
export function powerOfCreature(a: M4CreatureRecord, id: string): Power {
  const p = powersOfPart(a.sys).find((x) => x.id === id);
  if (!p) return reject({ m: 'noSuchPower', who: ref(a), power: String(id).slice(0, 40) });
  return p;
}

/** A power's duration as an effect's, its user named where the duration counts the user's turns. */
function durationOf(d: PowerDuration, user: CreatureId): EffectDuration {
  return d === 'startOfSourceNext' ? { kind: 'startOfNext', of: user } : { kind: d };
}

/** The power hit `targetId`: its effects start (B-14). */
export function powerHits(w: W, ctx: C, userId: CreatureId, p: Power, targetId: CreatureId): void {
  if (!w.creature(targetId)) return;
  for (const e of p.onHit)
    putEffect(w, ctx, {
      target: targetId,
      source: userId,
      what: e.what,
      duration: durationOf(e.duration, userId),
      label: p.name.slice(0, 80),
    });
}

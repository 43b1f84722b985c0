/** Preconditions shared by the mounted4e handlers (each refusal cites its rule). */
import { ref, type Point } from '../../core';
import type { M4CreatureRecord, M4Encounter } from '../model';
import { reject } from '../msgs';
import { effectsOnCreature, hasConditionIn } from '../effects';

/** Refuse unless `p` is a square (integer x, y). */
export function needPoint(p: unknown): Point {
  const q = typeof p === 'object' && p !== null ? (p as Partial<Point>) : null;
  if (!q || !Number.isInteger(q.x) || !Number.isInteger(q.y)) return reject({ m: 'notASquare' });
  return { x: q.x as number, y: q.y as number };
}

/** Refuse a command on a creature that is down (0 HP or less) when it must act. */
export function needAble(c: M4CreatureRecord, rule = 'B-7'): void {
  if (c.hp <= 0) reject({ m: 'downCannotAct', who: ref(c) }, rule);
}

/**
 * B-4: a prone creature only crawls (the app asks it to stand first); immobilised or restrained creatures do
 * not move — toggled or from an effect (B-14).
 */
export function notProne(enc: M4Encounter, c: M4CreatureRecord): void {
  const fx = effectsOnCreature(enc, c.id); // read once for the three conditions (issue 33)
  if (hasConditionIn(enc, c, fx, 'prone')) reject({ m: 'proneStandUpFirst', who: ref(c) }, 'B-4');
  if (hasConditionIn(enc, c, fx, 'immobilised') || hasConditionIn(enc, c, fx, 'restrained'))
    reject({ m: 'cannotMove', who: ref(c) }, 'B-7');
}

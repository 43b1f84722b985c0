/** Helpers shared by the Tenkai handlers (preconditions with rule ids, AP bookkeeping, opposed checks). */
import { creatureOf, ref, type CreatureId } from '../../core';
import { reject, type TkDoing, type TkMsg, type TkNumberField } from '../messages';
import type { TkEncounter } from '../model';
import { currentRoundOwner } from '../queries';
import { defaultRatingTable, ratingRow, ratioColumn, readTable, shiftColumn, type RatingTable } from '../rating';
import { apLeft, apMax, cannotAct, roundOwnerOf } from '../stats';
import { actsNormally } from '../status';
import type { TkResult } from '../terms';
import { editTk, type TkCtx, type TkWork } from '../work';

/**
 * May `id` act now? Only in its own round or its pair's (a rider and its partner act together, TK-MNT-1), and
 * not while asleep, fully petrified, a stopped armour, or in spirit-link flight (TK-MNT-7: the partner ignores its
 * rider's orders, and the rider carried off acts no more). `gm` skips the round check; `flight` with `gm` is the
 * GM moving the fleeing partner itself (RULING TK-R8).
 */
export function requireCanAct(enc: TkEncounter, id: CreatureId, gm = false, flight = false): void {
  const c = creatureOf(enc, id);
  if (!c) return reject({ m: 'noCreature', id: String(id).slice(0, 60) });
  const why = cannotAct(enc, id);
  if (why) reject({ m: 'cannotActNow', who: ref(c) }, why);
  const partner = c.mountId ? creatureOf(enc, c.mountId) : undefined;
  const gmFlight = gm && flight && c.sys.fleeing;
  if (partner?.sys.fleeing) reject({ m: 'fleeingIgnores', who: ref(partner) }, 'TK-MNT-7');
  if (c.sys.fleeing && !gmFlight) reject({ m: 'fleeingIgnores', who: ref(c) }, 'TK-MNT-7');
  if (gm) return;
  const owner = currentRoundOwner(enc);
  if (owner === null) return reject({ m: 'noRound' }, 'TK-TURN-2');
  const mine = roundOwnerOf(enc, id);
  const ownerC = creatureOf(enc, owner);
  const ownersMount = ownerC?.mountId ?? null;
  const members = enc.sys.roundMembers[owner] ?? [];
  if (mine !== owner && ownersMount !== id && roundOwnerOf(enc, owner) !== mine && !members.includes(id)) {
    reject({ m: 'notYourRound', owner: ownerC ? ref(ownerC) : null, who: ref(c) }, 'TK-TURN-2');
  }
}

/** Refuse actions of a confused creature whose behaviour this turn is not "acts normally" (TK-ST-CONFUSE). */
export function requireNotConfused(enc: TkEncounter, id: CreatureId, gm = false): void {
  const c = creatureOf(enc, id);
  if (c && !gm && !actsNormally(c.sys)) reject({ m: 'confusedActs', who: ref(c) }, 'TK-ST-CONFUSE');
}

/**
 * Spend AP (TK-TURN-1, TK-TURN-5). Too little AP is refused unless `gm` (the GM's call): then the excess is
 * carried into the next turn.
 */
export function spendAp(
  w: TkWork,
  id: CreatureId,
  n: number,
  ctx: TkCtx,
  rule: string | readonly string[],
  what: TkDoing,
  gm = false,
): void {
  if (n <= 0) return;
  const c = creatureOf(w.s, id);
  if (!c) return;
  const left = apLeft(w.s, id);
  if (n > left && !gm) reject({ m: 'notEnoughAp', who: ref(c), left, needed: n, for: what }, 'TK-TURN-5');
  const spend = Math.min(n, left);
  const tally = w.editSys(id).tally;
  tally.apSpent += spend;
  if (n > left) tally.apCarry += n - left;
  if (spend >= 1 || n > left) clearLocks(w, id);
  ctx.emit({
    type: 'apSpent',
    who: ref(c),
    ap: n,
    left: apLeft(w.s, id),
    max: apMax(w.s, id),
    carried: Math.max(0, n - left),
    for: what,
    rules: typeof rule === 'string' ? [rule] : [...rule],
    ids: [id],
  });
}

/** Spend all AP left this turn (whole-turn actions, full move). Returns the amount. */
export function spendAllAp(w: TkWork, id: CreatureId): number {
  const left = apLeft(w.s, id);
  if (left > 0) {
    w.editSys(id).tally.apSpent += left;
    clearLocks(w, id);
  }
  return left;
}

/** TK-TURN-6: the user spent 1 AP → its own zero-AP locks clear. */
function clearLocks(w: TkWork, id: CreatureId): void {
  if (!Object.prototype.hasOwnProperty.call(w.s.sys.zeroApLocks, id)) return;
  const s = editTk(w);
  const { [id]: _gone, ...rest } = s.zeroApLocks;
  s.zeroApLocks = rest;
}

/** TK-TURN-6: someone acted → everyone else's zero-AP locks clear ("someone else acted in between"). */
export function noteActed(w: TkWork, id: CreatureId): void {
  const locks = w.s.sys.zeroApLocks;
  const others = Object.keys(locks).filter((k) => k !== id);
  if (others.length === 0) return;
  const mine = locks[id];
  editTk(w).zeroApLocks = mine ? { [id]: mine } : {};
}

/** The rating table in force (the GM's or the default, RULING TK-R1). */
export function tableOf(enc: TkEncounter): RatingTable {
  return enc.sys.ratingTable ?? DEFAULT_TABLE;
}
const DEFAULT_TABLE = defaultRatingTable();

/** An opposed check on the rating table (TK-HIT-3 / TK-ST-1). */
export interface CheckRoll {
  readonly die: number;
  readonly row: number;
  readonly baseColumn: number;
  readonly column: number;
  readonly ranks: number;
  readonly result: TkResult;
}

/** Roll an opposed check: ratio a/b, rank modifiers (+ left), dice modifier; `purpose` names the roll. */
export function rollCheck(
  enc: TkEncounter,
  ctx: TkCtx,
  a: number,
  b: number,
  ranks: number,
  diceMod: number,
  purpose: TkMsg,
): CheckRoll {
  const baseColumn = ratioColumn(a, b);
  const column = shiftColumn(baseColumn, ranks);
  const die = ctx.roller.die(20, purpose);
  const row = ratingRow(die, diceMod);
  return { die, row, baseColumn, column, ranks, result: readTable(tableOf(enc), row, column) };
}

/** A whole number in a range, or a refusal naming the field. */
export function needInt(v: unknown, min: number, max: number, what: TkNumberField, rule?: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    reject({ m: 'badNumber', what, min, max }, rule);
  return v;
}

/** Deal damage to a creature's 生命 (the kernel's hp) and record it for the confusion rule (TK-ST-CONFUSE). */
export function dealHp(w: TkWork, id: CreatureId, amount: number): void {
  if (amount <= 0 || !w.creature(id)) return;
  const c = w.edit(id);
  c.hp -= amount;
  w.editSys(id).tally.damageThisTurn += amount;
}

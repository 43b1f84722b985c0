/** Helpers shared by the Tenkai handlers (preconditions with rule ids, AP bookkeeping, opposed checks). */
import { need, reject, tx, type Creature, type CreatureId, type Ctx, type Encounter } from '../../core';
import { tkOf, type TkCreatureData } from '../data';
import { defaultRatingTable, ratingRow, ratioColumn, readTable, shiftColumn } from '../rating';
import { apLeft, apMax, cannotAct, roundOwnerOf } from '../stats';
import { currentRoundOwner, tkDraftState, tkState } from '../state';
import { actsNormally } from '../status';
import { TK_CHECK_LABELS, TK_RESULT_LABELS, type TkResult } from '../terms';
import { creatureOf } from '../../core/creatures';

/** A creature with Tenkai data, or reject. */
export function needTk(d: Encounter, id: unknown): { c: Creature; t: TkCreatureData } {
  const c = need(d, id);
  const t = tkOf(c);
  if (!t) reject(tx(`${c.name} has no Tenkai statistics.`, `${c.name}には舵天照の能力値がありません。`), 'TK-TURN-1');
  return { c, t };
}

/**
 * May `id` act now? Only in its own round or its pair's (a rider and its partner act together, TK-MNT-1), and
 * not while asleep, fully petrified, a stopped armour, or in spirit-link flight. `gm` skips the round check.
 */
export function requireCanAct(d: Encounter, id: CreatureId, gm = false): void {
  const c = creatureOf(d, id) as Creature;
  const why = cannotAct(d, id);
  if (why) reject(tx(`${c.name} cannot act now.`, `${c.name}は今は行動できません。`), why);
  const t = tkOf(c) as TkCreatureData;
  const partner = c.mountId ? tkOf(creatureOf(d, c.mountId)) : undefined;
  if (t.fleeing || partner?.fleeing) reject(tx(`${c.name} is fleeing on the spirit link and ignores commands.`, `${c.name}はスピリットリンクで離脱中で、命令を受け付けません。`), 'TK-MNT-7');
  if (gm) return;
  const owner = currentRoundOwner(d);
  if (owner === null) reject(tx('No round is being resolved; start a turn first.', 'ラウンドの解決中ではありません。先にターンを開始してください。'), 'TK-TURN-2');
  const mine = roundOwnerOf(d, id);
  const ownerC = creatureOf(d, owner);
  const ownersMount = ownerC?.mountId ?? null;
  const members = tkState(d).roundMembers[owner] ?? [];
  if (mine !== owner && ownersMount !== id && roundOwnerOf(d, owner) !== mine && !members.includes(id)) {
    reject(tx(`It is ${ownerC?.name ?? owner}'s round; ${c.name} is defending (it can only evade or guard).`, `${ownerC?.name ?? owner}のラウンドです。${c.name}は防御中です（回避か受防のみ）。`), 'TK-TURN-2');
  }
}

/** Reject actions of a confused creature whose behaviour this turn is not "acts normally" (TK-ST-CONFUSE). */
export function requireNotConfused(d: Encounter, id: CreatureId, gm = false): void {
  const c = creatureOf(d, id) as Creature;
  if (!gm && !actsNormally(tkOf(c) as TkCreatureData)) {
    reject(tx(`${c.name} is confused: all its AP go to this turn's behaviour (the GM resolves it).`, `${c.name}は混乱中：このターンの行動力は決定された効果に全て費やされます（GMが処理）。`), 'TK-ST-CONFUSE');
  }
}

/**
 * Spend AP (TK-TURN-1, TK-TURN-5). Too little AP is refused unless `gm` (the GM's call): then the excess is
 * carried into the next turn.
 */
export function spendAp(d: Encounter, id: CreatureId, n: number, ctx: Ctx, rule: string, what: { en: string; ja: string }, gm = false): void {
  if (n <= 0) return;
  const c = creatureOf(d, id) as Creature;
  const s = tkDraftState(d);
  const left = apLeft(d, id);
  if (n > left && !gm) {
    reject(tx(`${c.name} has ${left} AP left; ${what.en} needs ${n}. (The GM may allow it or carry it into the next turn.)`, `${c.name}の残り行動力は${left}、${what.ja}には${n}必要です（マスターの裁量で許可・次ターンへの持ち越しが可能）。`), 'TK-TURN-5');
  }
  const spend = Math.min(n, left);
  s.apSpent[id] = (s.apSpent[id] ?? 0) + spend;
  if (n > left) s.apCarry[id] = (s.apCarry[id] ?? 0) + (n - left);
  if (spend >= 1 || n > left) clearLocks(d, id);
  ctx.emit({
    type: 'apSpent',
    text: tx(`${c.name} spends ${n} AP: ${what.en} (${apLeft(d, id)}/${apMax(d, id)} left${n > left ? `; ${n - left} carried into the next turn by the GM` : ''}).`, `${c.name}は行動力${n}を消費：${what.ja}（残り${apLeft(d, id)}/${apMax(d, id)}${n > left ? `、${n - left}はマスター裁量で次ターンへ` : ''}）。`),
    rules: [rule],
    ids: [id],
    data: { ap: n, left: apLeft(d, id) },
  });
}

/** Spend all AP left this turn (whole-turn actions, full move). Returns the amount. */
export function spendAllAp(d: Encounter, id: CreatureId): number {
  const s = tkDraftState(d);
  const left = apLeft(d, id);
  s.apSpent[id] = (s.apSpent[id] ?? 0) + left;
  if (left > 0) clearLocks(d, id);
  return left;
}

/** TK-TURN-6: the user spent 1 AP → its own zero-AP locks clear. */
function clearLocks(d: Encounter, id: CreatureId): void {
  const s = tkDraftState(d);
  if (s.zeroApLocks[id]) delete s.zeroApLocks[id];
}

/** TK-TURN-6: someone acted → everyone else's zero-AP locks clear ("someone else acted in between"). */
export function noteActed(d: Encounter, id: CreatureId): void {
  const s = tkDraftState(d);
  for (const k of Object.keys(s.zeroApLocks)) if (k !== id) delete s.zeroApLocks[k];
}

/** The rating table in force (the GM's or the default, RULING TK-R1). */
export function tableOf(d: Encounter): ReturnType<typeof defaultRatingTable> {
  return tkState(d).ratingTable ?? defaultRatingTable();
}

/** An opposed check on the rating table (TK-HIT-3 / TK-ST-1). */
export interface CheckRoll {
  die: number;
  row: number;
  baseColumn: number;
  column: number;
  ranks: number;
  result: TkResult;
}

/** Roll an opposed check: ratio a/b, rank modifiers (+ left), dice modifier. */
export function rollCheck(d: Encounter, ctx: Ctx, a: number, b: number, ranks: number, diceMod: number, purpose: string): CheckRoll {
  const baseColumn = ratioColumn(a, b);
  const column = shiftColumn(baseColumn, ranks);
  const die = ctx.roller.die(20, purpose);
  const row = ratingRow(die, diceMod);
  return { die, row, baseColumn, column, ranks, result: readTable(tableOf(d), row, column) };
}

/** "成功 (success)" style label of a check result. */
export function checkLabel(r: TkResult): { en: string; ja: string } {
  return { en: TK_CHECK_LABELS[r].en, ja: TK_CHECK_LABELS[r].ja };
}

/** "貫通 (penetrating)" style label of a hit result. */
export function hitLabel(r: TkResult): { en: string; ja: string } {
  return { en: TK_RESULT_LABELS[r].en, ja: TK_RESULT_LABELS[r].ja };
}

/** Validate a whole number in a range or reject. */
export function needInt(v: unknown, min: number, max: number, what: string, whatJa: string, rule?: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    reject(tx(`${what} must be a whole number from ${min} to ${max}.`, `${whatJa}は${min}〜${max}の整数です。`), rule);
  }
  return v;
}

/** Deal damage to a creature's 生命 (core hp) and record it for the confusion rule. */
export function dealHp(d: Encounter, id: CreatureId, amount: number): void {
  if (amount <= 0) return;
  const c = creatureOf(d, id) as Creature;
  c.hp -= amount;
  const s = tkDraftState(d);
  s.damageThisTurn[id] = (s.damageThisTurn[id] ?? 0) + amount;
}

/** Steps 10–13 of a turn (SD-STEP-10..13) and the turn cap (RULING SD-R10). */
import { ceilDiv, type Profile } from './calc';
import type { TurnEndChange } from './events';
import { charRef, type BattleW, type CharW, type SideKey } from './model';
import { hurt, type Rt } from './runtime';
import { traceDefeated, traceLastStrike, traceLastStrikeMissed, traceRevived, traceTurnEnd } from './trace';
import type { SkillKey } from './skills';

function findChar(b: BattleW, id: string): CharW | undefined {
  for (let i = 0; i < b.pc.length; i++) if ((b.pc[i] as CharW).id === id) return b.pc[i];
  for (let i = 0; i < b.opp.length; i++) if ((b.opp[i] as CharW).id === id) return b.opp[i];
  return undefined;
}

/** Sum of 毒の空気/高速魔法 of a side's living characters. */
function auraSum(l: CharW[], p: Profile[]): number {
  let sum = 0;
  for (let i = 0; i < l.length; i++) if ((l[i] as CharW).hp > 0) sum += (p[i] as Profile).aura;
  return sum;
}

/** SD-R5: the first living character of a side with an aura (who finished a step-10 drop). */
function auraFirst(l: CharW[], p: Profile[]): CharW | null {
  for (let i = 0; i < l.length; i++) if ((l[i] as CharW).hp > 0 && (p[i] as Profile).aura > 0) return l[i] as CharW;
  return null;
}

/** Everyone of a side out (SD-R2). Local copy of model's sideDown: the hot loop avoids cross-module calls. */
function allOut(l: CharW[]): boolean {
  for (let i = 0; i < l.length; i++) if (!(l[i] as CharW).out) return false;
  return true;
}

const HEALS: readonly [SkillKey, number][] = [
  ['recovery', 1],
  ['superRecovery', 2],
  ['regeneration', 3],
  ['dragonIncarnate', 3],
];
const AURAS: readonly [SkillKey, number][] = [
  ['poisonAir', 1],
  ['rapidMagic', 2],
];

type Term = NonNullable<TurnEndChange['terms']>[number];

function terms(ch: CharW, foes: CharW[]): Term[] {
  const t: Term[] = [];
  for (const [k, v] of HEALS) for (let i = 0; i < (ch.skills[k] ?? 0); i++) t.push({ skill: k, value: v, from: null });
  for (const f of foes) {
    if (f.hp <= 0) continue;
    for (const [k, v] of AURAS)
      for (let i = 0; i < (f.skills[k] ?? 0); i++) t.push({ skill: k, value: -v, from: charRef(f) });
  }
  return t;
}

/**
 * SD-STEP-10: every character still above 0 applies its healing to itself and its 毒の空気/高速魔法 to every
 * opponent, all summed and applied at once (e.g. +1+2+3−1−2 = +3). Characters at 0 neither act nor are affected.
 */
export function step10(rt: Rt): boolean {
  const b = rt.b;
  const pcAura = auraSum(b.pc, rt.pcProf);
  const oppAura = auraSum(b.opp, rt.oppProf);
  const pcFinisher = pcAura > 0 ? auraFirst(b.pc, rt.pcProf) : null;
  const oppFinisher = oppAura > 0 ? auraFirst(b.opp, rt.oppProf) : null;
  const lines: TurnEndChange[] | null = rt.log ? [] : null;
  // The log's terms are read before anything changes: everything in this step is simultaneous.
  const pre = lines ? [b.pc.map((ch) => terms(ch, b.opp)), b.opp.map((ch) => terms(ch, b.pc))] : null;
  for (let s = 0; s < 2; s++) {
    const l = s === 0 ? b.pc : b.opp;
    const p = s === 0 ? rt.pcProf : rt.oppProf;
    const foeAura = s === 0 ? oppAura : pcAura;
    const finisher = s === 0 ? oppFinisher : pcFinisher;
    for (let i = 0; i < l.length; i++) {
      const ch = l[i] as CharW;
      if (ch.hp <= 0) continue;
      const delta = (p[i] as Profile).heal - foeAura;
      if (delta === 0 && !lines) continue;
      const before = ch.hp;
      if (delta > 0) ch.hp = Math.min(ch.maxHp, ch.hp + delta);
      else if (delta < 0) hurt(ch, -delta, finisher);
      const t = pre ? (pre[s] as Term[][])[i] : null;
      if (lines && t && t.length > 0)
        lines.push({ who: charRef(ch), terms: t, delta, hpBefore: before, hp: ch.hp, maxHp: ch.maxHp });
    }
  }
  b.cursor.step = 11;
  if (!rt.log || !lines) return false;
  traceTurnEnd(rt.log, lines, [...b.pc, ...b.opp]);
  return true;
}

/** SD-STEP-11: revival (不死身 / 竜の化身, one per turn, once per copy); everyone else at 0 is confirmed out. */
export function step11(rt: Rt): boolean {
  const b = rt.b;
  const c = b.cursor;
  let strikes = false;
  let said = false;
  for (let s = 0; s < 2; s++) {
    const l = s === 0 ? b.pc : b.opp;
    const p = s === 0 ? rt.pcProf : rt.oppProf;
    for (let i = 0; i < l.length; i++) {
      const ch = l[i] as CharW;
      if (ch.hp > 0 || ch.out) continue;
      const pr = p[i] as Profile;
      said = true;
      if (ch.revivalsUsed < pr.revivals) {
        ch.revivalsUsed++;
        ch.hp = ceilDiv(ch.maxHp, 2);
        ch.finishedBy = null;
        if (rt.log) traceRevived(rt.log, ch, pr.revivals);
      } else {
        ch.out = true;
        ch.outTurn = c.turn;
        if (pr.spirit > 0 || pr.allOrNothing) strikes = true;
        if (rt.log) traceDefeated(rt.log, ch);
      }
    }
  }
  if (strikes) c.step = 12;
  else if (allOut(b.pc) || allOut(b.opp)) c.step = 13;
  else {
    if (rt.log && !said) rt.log.emit({ type: 'sdTurnSurvived', step: 'SD-STEP-11', rules: ['SD-STEP-11'] });
    endTurn(rt);
    return rt.log !== null;
  }
  return said;
}

/** SD-STEP-12: those confirmed at 0 this turn strike whoever finished them; victims get no revival (RULING SD-R7). */
export function step12(rt: Rt): boolean {
  const b = rt.b;
  const c = b.cursor;
  for (let s = 0; s < 2; s++) {
    const l = s === 0 ? b.pc : b.opp;
    const p = s === 0 ? rt.pcProf : rt.oppProf;
    for (let i = 0; i < l.length; i++) {
      const ch = l[i] as CharW;
      const pr = p[i] as Profile;
      if (ch.outTurn !== c.turn || (pr.spirit === 0 && !pr.allOrNothing)) continue;
      const f = ch.finishedBy === null ? undefined : findChar(b, ch.finishedBy);
      if (!f || f === ch || f.hp <= 0) {
        if (rt.log) traceLastStrikeMissed(rt.log, ch);
        continue;
      }
      const before = f.hp;
      if (pr.spirit > 0) hurt(f, pr.spirit, ch);
      if (pr.allOrNothing) hurt(f, f.hp, ch);
      if (f.hp === 0) {
        f.out = true;
        f.outTurn = c.turn;
      }
      if (rt.log) traceLastStrike(rt.log, ch, f, pr, before);
    }
  }
  if (allOut(b.pc) || allOut(b.opp)) c.step = 13;
  else endTurn(rt);
  return true;
}

/** SD-STEP-13: the side that is down loses; both down in the same turn → the PC side loses. */
export function step13(rt: Rt): boolean {
  const b = rt.b;
  const pcDown = allOut(b.pc);
  const oppDown = allOut(b.opp);
  const mutual = pcDown && oppDown;
  const winner: SideKey = pcDown ? 'opp' : 'pc';
  b.result = { winner, turn: b.cursor.turn, mutual };
  b.cursor.step = 14;
  rt.log?.emit({
    type: 'sdBattleEnded',
    step: 'SD-STEP-13',
    winner,
    turn: b.cursor.turn,
    mutual,
    rules: ['SD-STEP-13', 'SD-R2'],
  });
  return true;
}

/** Start the next turn, or end the battle as a draw at the turn cap (RULING SD-R10). */
function endTurn(rt: Rt): void {
  const b = rt.b;
  const c = b.cursor;
  if (c.turn >= b.maxTurns) {
    b.result = { winner: 'draw', turn: c.turn, mutual: false };
    c.step = 14;
    rt.log?.emit({
      type: 'sdBattleDrawn',
      step: 'SD-STEP-11',
      turn: c.turn,
      maxTurns: b.maxTurns,
      rules: ['SD-STEP-11', 'SD-R10'],
    });
    return;
  }
  c.turn++;
  c.step = 1;
  c.phase = 0;
  c.actor = 0;
  c.attack = 0;
  c.target = -1;
  c.hit = 0;
  rt.log?.emit({ type: 'sdTurnStarted', step: 'SD-STEP-01', turn: c.turn, rules: ['SD-STEP-01'] });
}

/** Steps 10–13 of a turn (SD-STEP-10..13) and the turn cap (RULING SD-R10). */
import { ceilDiv, type Profile } from './calc';
import type { SdBattle, SdCharacter, SideKey } from './model';
import { hurt, say, sideName, type Rt } from './runtime';
import { SKILL_BY_KEY, type SkillKey } from './skills';

function findChar(b: SdBattle, id: string): SdCharacter | undefined {
  for (let i = 0; i < b.pc.length; i++) if ((b.pc[i] as SdCharacter).id === id) return b.pc[i];
  for (let i = 0; i < b.opp.length; i++) if ((b.opp[i] as SdCharacter).id === id) return b.opp[i];
  return undefined;
}

/** Sum of 毒の空気/高速魔法 of a side's living characters. */
function auraSum(l: SdCharacter[], p: Profile[]): number {
  let sum = 0;
  for (let i = 0; i < l.length; i++) if ((l[i] as SdCharacter).hp > 0) sum += (p[i] as Profile).aura;
  return sum;
}

/** SD-R5: the first living character of a side with an aura (who finished a step-10 drop). */
function auraFirst(l: SdCharacter[], p: Profile[]): SdCharacter | null {
  for (let i = 0; i < l.length; i++) if ((l[i] as SdCharacter).hp > 0 && (p[i] as Profile).aura > 0) return l[i] as SdCharacter;
  return null;
}

/** Everyone of a side out (SD-R2). Local copy of model's sideDown: the hot loop avoids cross-module calls. */
function allOut(l: SdCharacter[]): boolean {
  for (let i = 0; i < l.length; i++) if (!(l[i] as SdCharacter).out) return false;
  return true;
}

const HEALS: readonly [SkillKey, number][] = [['recovery', 1], ['superRecovery', 2], ['regeneration', 3], ['dragonIncarnate', 3]];
const AURAS: readonly [SkillKey, number][] = [['poisonAir', 1], ['rapidMagic', 2]];

function terms(ch: SdCharacter, foes: SdCharacter[]): string[] {
  const t: string[] = [];
  for (const [k, v] of HEALS) for (let i = 0; i < (ch.skills[k] ?? 0); i++) t.push(`+${v} ${SKILL_BY_KEY[k].ja}`);
  for (const f of foes) {
    if (f.hp <= 0) continue;
    for (const [k, v] of AURAS) for (let i = 0; i < (f.skills[k] ?? 0); i++) t.push(`−${v} ${SKILL_BY_KEY[k].ja}(${f.name})`);
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
  const lines: string[][] | null = rt.log ? [] : null;
  // The log's terms are read before anything changes: everything in this step is simultaneous.
  const pre = lines ? [b.pc.map((ch) => terms(ch, b.opp)), b.opp.map((ch) => terms(ch, b.pc))] : null;
  for (let s = 0; s < 2; s++) {
    const l = s === 0 ? b.pc : b.opp;
    const p = s === 0 ? rt.pcProf : rt.oppProf;
    const foeAura = s === 0 ? oppAura : pcAura;
    const finisher = s === 0 ? oppFinisher : pcFinisher;
    for (let i = 0; i < l.length; i++) {
      const ch = l[i] as SdCharacter;
      if (ch.hp <= 0) continue;
      const delta = (p[i] as Profile).heal - foeAura;
      if (delta === 0 && !lines) continue;
      const before = ch.hp;
      if (delta > 0) ch.hp = Math.min(ch.maxHp, ch.hp + delta);
      else if (delta < 0) hurt(ch, -delta, finisher);
      const t = pre ? (pre[s] as string[][])[i] : null;
      if (lines && t && t.length > 0) {
        const sign = delta >= 0 ? `+${delta}` : `−${-delta}`;
        lines.push([`${ch.name}: ${t.join(' ')} = ${sign}; HP ${before} → ${ch.hp}/${ch.maxHp}`, `${ch.name}：${t.join(' ')} = ${sign}；体力 ${before} → ${ch.hp}/${ch.maxHp}`]);
      }
    }
  }
  b.cursor.step = 11;
  if (!lines) return false;
  say(rt, 'sdTurnEndApplied', 'SD-STEP-10', ['SD-SK-40', 'SD-SK-41', 'SD-SK-42', 'SD-SK-43', 'SD-SK-44', 'SD-SK-48'],
    lines.length ? lines.map((l) => l[0]).join('. ') + '.' : 'No regeneration or aura applies.',
    lines.length ? lines.map((l) => l[1]).join('。') + '。' : '回復・毒の空気・高速魔法の適用なし。',
    { hp: Object.fromEntries([...b.pc, ...b.opp].map((c) => [c.id, c.hp])) });
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
      const ch = l[i] as SdCharacter;
      if (ch.hp > 0 || ch.out) continue;
      const pr = p[i] as Profile;
      said = true;
      if (ch.revivalsUsed < pr.revivals) {
        ch.revivalsUsed++;
        ch.hp = ceilDiv(ch.maxHp, 2);
        ch.finishedBy = null;
        if (rt.log) say(rt, 'sdRevived', 'SD-STEP-11', ['SD-SK-45', 'SD-SK-48'],
          `${ch.name} revives (不死身/竜の化身 ${ch.revivalsUsed}/${pr.revivals}): HP ⌈${ch.maxHp}/2⌉ = ${ch.hp}.`,
          `${ch.name}が復活（不死身・竜の化身 ${ch.revivalsUsed}/${pr.revivals}回目）：体力 ⌈${ch.maxHp}/2⌉ = ${ch.hp}。`, { id: ch.id, hp: ch.hp });
      } else {
        ch.out = true;
        ch.outTurn = c.turn;
        if (pr.spirit > 0 || pr.allOrNothing) strikes = true;
        if (rt.log) say(rt, 'sdDefeated', 'SD-STEP-11', ['SD-R2'], `${ch.name} stays at 0 HP and is out of the battle.`, `${ch.name}は体力0点で確定、戦闘から脱落。`, { id: ch.id });
      }
    }
  }
  if (strikes) c.step = 12;
  else if (allOut(b.pc) || allOut(b.opp)) c.step = 13;
  else {
    if (rt.log && !said) say(rt, 'sdTurnSurvived', 'SD-STEP-11', [], 'Both sides still stand.', '双方とも健在。');
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
      const ch = l[i] as SdCharacter;
      const pr = p[i] as Profile;
      if (ch.outTurn !== c.turn || (pr.spirit === 0 && !pr.allOrNothing)) continue;
      const f = ch.finishedBy === null ? undefined : findChar(b, ch.finishedBy);
      if (!f || f === ch || f.hp <= 0) {
        if (rt.log) say(rt, 'sdLastStrikeMissed', 'SD-STEP-12', ['SD-R5'], `${ch.name}'s last strike has nobody standing to hit.`, `${ch.name}の最期の一撃：対象が残っていない。`);
        continue;
      }
      const before = f.hp;
      if (pr.spirit > 0) hurt(f, pr.spirit, ch);
      if (pr.allOrNothing) hurt(f, f.hp, ch);
      if (f.hp === 0) {
        f.out = true;
        f.outTurn = c.turn;
      }
      const what = rt.log ? [pr.spirit > 0 ? `鬼の気迫 ${pr.spirit}` : '', pr.allOrNothing ? '乾坤一擲 → 0' : ''].filter(Boolean).join(' + ') : '';
      if (rt.log) say(rt, 'sdLastStrikeDealt', 'SD-STEP-12', ['SD-SK-46', 'SD-SK-47', 'SD-R5'],
        `${ch.name} strikes ${f.name} (${what}): HP ${before} → ${f.hp}${f.hp === 0 ? ', out without revival' : ''}.`,
        `${ch.name}が${f.name}に最期の一撃（${what}）：体力 ${before} → ${f.hp}${f.hp === 0 ? '、不死身なしで確定' : ''}。`,
        { attackerId: ch.id, targetId: f.id, hp: f.hp });
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
  if (rt.log) say(rt, 'sdBattleEnded', 'SD-STEP-13', mutual ? ['SD-R2'] : ['SD-R2'],
    mutual ? `Both sides fell in turn ${b.cursor.turn}: a mutual wipe-out counts as the PC side's defeat.` : `Turn ${b.cursor.turn}: the ${sideName(winner).en} wins.`,
    mutual ? `第${b.cursor.turn}ターンに双方が体力0点：相討ちはＰＣ側の敗北。` : `第${b.cursor.turn}ターン：${sideName(winner).ja}の勝利。`,
    { winner, turn: b.cursor.turn, mutual });
  return true;
}

/** Start the next turn, or end the battle as a draw at the turn cap (RULING SD-R10). */
export function endTurn(rt: Rt): void {
  const b = rt.b;
  const c = b.cursor;
  if (c.turn >= b.maxTurns) {
    b.result = { winner: 'draw', turn: c.turn, mutual: false };
    c.step = 14;
    if (rt.log) say(rt, 'sdBattleDrawn', 'SD-STEP-11', ['SD-R10'], `Turn cap (${b.maxTurns}) reached: the battle is a draw (it may never end).`,
      `ターン上限（${b.maxTurns}）に到達：引き分け（決着しない構成の可能性）。`, { turn: c.turn });
    return;
  }
  c.turn++;
  c.step = 1;
  c.phase = 0;
  c.actor = 0;
  c.attack = 0;
  c.target = -1;
  c.hit = 0;
  if (rt.log) say(rt, 'sdTurnStarted', 'SD-STEP-01', [], `Turn ${c.turn} begins.`, `第${c.turn}ターン開始。`, { turn: c.turn });
}

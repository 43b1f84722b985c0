/**
 * Checks of the encounter's system part read from a file or an autosave (the kernel's loader calls `checkSys`
 * after the kernel's own checks): a damaged or hand-edited battle gets a clear message naming what is wrong —
 * skills, sides, the cursor, the result, the pending target choice, links to map creatures — instead of a crash
 * mid-battle. The stored battle is read field by field into a typed one (nothing is taken on trust), so the
 * commands can rely on the battle they are given.
 */
import { allCreatures, creatureOf, sameData } from '../core';
import type { SdMsg } from './events';
import {
  characterOf,
  isProblem,
  TARGET_POLICIES,
  type SdBattle,
  type SdCharacter,
  type SdCursor,
  type SdEncounter,
  type SdResult,
  type SideKey,
} from './model';
import { targetChoice } from './runtime';

const hasOwn = Object.prototype.hasOwnProperty;
const BATTLE_KEYS = ['pc', 'opp', 'policy', 'maxTurns', 'cursor', 'result', 'pending', 'start'];
const CHARACTER_KEYS = [
  'id',
  'name',
  'side',
  'maxHp',
  'hp',
  'atk',
  'def',
  'skills',
  'revivalsUsed',
  'out',
  'outTurn',
  'finishedBy',
  'creatureId',
];
const CURSOR_KEYS = ['turn', 'step', 'phase', 'actor', 'attack', 'target', 'hit', 'first'];
const INCOMPLETE: SdMsg = { m: 'sdStoredIncomplete' };
const POSITION: SdMsg = { m: 'sdBadPosition' };

function isObj(v: unknown): v is Readonly<Record<string, unknown>> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
function isInt(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}
/** Exactly these keys: a stray key is named; a missing one makes the battle incomplete. */
function keysProblem(o: Readonly<Record<string, unknown>>, allowed: readonly string[]): SdMsg | null {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) return { m: 'sdUnknownSysField', field: k.slice(0, 40) };
  for (const k of allowed) if (!hasOwn.call(o, k)) return INCOMPLETE;
  return null;
}
const isMsg = (v: unknown): v is SdMsg => isObj(v) && typeof v.m === 'string';

/** One stored character of `side` at position `i` (all ids of the battle collected in `ids`). */
function storedCharacter(raw: unknown, side: SideKey, i: number, ids: Set<string>): SdCharacter | SdMsg {
  if (!isObj(raw)) return INCOMPLETE;
  const keys = keysProblem(raw, CHARACTER_KEYS);
  if (keys) return keys;
  if (typeof raw.id !== 'string') return { m: 'sdDuplicateId', id: String(raw.id).slice(0, 40) };
  const c = characterOf(raw, side, i, ids);
  if (isProblem(c)) return c.reason;
  const who = { id: c.id, name: c.name };
  if (raw.side !== side) return { m: 'sdWrongSide', who };
  const { out, outTurn, finishedBy } = raw;
  if (typeof out !== 'boolean' || !isInt(outTurn, 0, 100000) || (out && c.hp !== 0))
    return { m: 'sdBadDefeatState', who };
  if (finishedBy !== null && typeof finishedBy !== 'string') return { m: 'sdBadFinishedBy', who };
  return { ...c, out, outTurn, finishedBy };
}

/** A list of stored characters, or the first problem. */
function storedList(raw: unknown, side: SideKey, ids: Set<string>): SdCharacter[] | SdMsg {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100) return INCOMPLETE;
  const out: SdCharacter[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = storedCharacter(raw[i], side, i, ids);
    if (isMsg(c)) return c;
    out.push(c);
  }
  return out;
}

function storedCursor(raw: unknown, maxTurns: number): SdCursor | SdMsg {
  if (!isObj(raw)) return INCOMPLETE;
  const keys = keysProblem(raw, CURSOR_KEYS);
  if (keys) return keys;
  const { turn, step, phase, actor, attack, target, hit, first } = raw;
  if (!isInt(turn, 1, maxTurns) || !isInt(step, 1, 14) || !isInt(actor, 0, 1000) || !isInt(attack, 0, 100))
    return POSITION;
  if (!isInt(target, -1, 1000) || (phase !== 0 && phase !== 1) || (hit !== 0 && hit !== 1 && hit !== 2))
    return POSITION;
  if (first !== 'pc' && first !== 'opp') return POSITION;
  return { turn, step, phase, actor, attack, target, hit, first };
}

function storedResult(raw: unknown, maxTurns: number): SdResult | null | SdMsg {
  if (raw === null) return null;
  if (!isObj(raw) || keysProblem(raw, ['winner', 'turn', 'mutual'])) return { m: 'sdBadResult' };
  const { winner, turn, mutual } = raw;
  if (
    (winner !== 'pc' && winner !== 'opp' && winner !== 'draw') ||
    !isInt(turn, 1, maxTurns) ||
    typeof mutual !== 'boolean'
  ) {
    return { m: 'sdBadResult' };
  }
  return { winner, turn, mutual };
}

/**
 * A stored battle read into a typed one, or the first problem. `creatureExists` tells whether a linked map
 * creature exists (in a file every link must point at a creature of the encounter).
 */
export function storedBattle(raw: unknown, creatureExists: (id: string) => boolean = () => true): SdBattle | SdMsg {
  if (!isObj(raw)) return INCOMPLETE;
  const keys = keysProblem(raw, BATTLE_KEYS);
  if (keys) return keys;
  const policy = TARGET_POLICIES.find((p) => p === raw.policy);
  if (!policy) return { m: 'sdUnknownPolicy', policy: String(raw.policy).slice(0, 40) };
  if (!isInt(raw.maxTurns, 1, 10000)) return { m: 'sdBadTurnCap', max: 10000 };
  const maxTurns = raw.maxTurns;
  const ids = new Set<string>();
  const pc = storedList(raw.pc, 'pc', ids);
  if (isMsg(pc)) return pc;
  const opp = storedList(raw.opp, 'opp', ids);
  if (isMsg(opp)) return opp;
  if (!isObj(raw.start)) return INCOMPLETE;
  const startKeys = keysProblem(raw.start, ['pc', 'opp']);
  if (startKeys) return startKeys;
  const startIds = new Set<string>();
  const startPc = storedList(raw.start.pc, 'pc', startIds);
  if (isMsg(startPc)) return startPc;
  const startOpp = storedList(raw.start.opp, 'opp', startIds);
  if (isMsg(startOpp)) return startOpp;
  // The battle's characters never change: the start lists hold the same ids in the same order.
  if (!sameIds(pc, startPc) || !sameIds(opp, startOpp)) return INCOMPLETE;
  for (const c of [...pc, ...opp, ...startPc, ...startOpp]) {
    const who = { id: c.id, name: c.name };
    if (c.finishedBy !== null && !ids.has(c.finishedBy)) return { m: 'sdBadFinishedBy', who };
    if (c.creatureId !== null && !creatureExists(c.creatureId))
      return { m: 'sdNoSuchCreature', who, id: c.creatureId.slice(0, 40) };
  }
  const cursor = storedCursor(raw.cursor, maxTurns);
  if (isMsg(cursor)) return cursor;
  if (cursor.step >= 6 && cursor.step <= 9) {
    // Steps 6–9 act on a bound attacker and target (SD-R6): both must exist.
    const pcAttacks = (cursor.phase === 0) === (cursor.first === 'pc');
    if (
      cursor.actor >= (pcAttacks ? pc : opp).length ||
      cursor.target < 0 ||
      cursor.target >= (pcAttacks ? opp : pc).length
    )
      return POSITION;
  }
  const result = storedResult(raw.result, maxTurns);
  if (isMsg(result)) return result;
  // A battle is over exactly when its cursor is past step 13.
  if ((result !== null) !== (cursor.step === 14)) return POSITION;
  const battle: SdBattle = {
    pc,
    opp,
    policy,
    maxTurns,
    cursor,
    result,
    pending: null,
    start: { pc: startPc, opp: startOpp },
  };
  if (raw.pending === null) return battle;
  const pending = expectedChoice(battle, raw.pending);
  return pending ? { ...battle, pending } : { m: 'sdBadPending' };
}

function sameIds(a: readonly SdCharacter[], b: readonly SdCharacter[]): boolean {
  return a.length === b.length && a.every((c, i) => c.id === (b[i] as SdCharacter).id);
}

/** A stored target choice (SD-R1) must be exactly the one the procedure asks at the battle's cursor, or null. */
function expectedChoice(b: SdBattle, raw: unknown): SdBattle['pending'] {
  if (!isObj(raw) || !isObj(raw.context) || b.result !== null) return null;
  const { step, resume, turn, attackerId } = raw.context;
  if ((step !== 'SD-STEP-01' && step !== 'SD-STEP-05') || (resume !== 'step' && resume !== 'turn' && resume !== 'end'))
    return null;
  const k = b.cursor;
  if (k.step !== (step === 'SD-STEP-01' ? 1 : 5) || turn !== k.turn) return null;
  // The attacker is the cursor's actor: in step 1 of the side whose specials run, in step 5 of the attacking side.
  const pcActs = step === 'SD-STEP-01' ? k.phase === 0 : (k.phase === 0) === (k.first === 'pc');
  const attacker = (pcActs ? b.pc : b.opp)[k.actor];
  if (!attacker || attacker.id !== attackerId || attacker.hp <= 0) return null;
  const expected = targetChoice(pcActs ? b.opp : b.pc, attacker, step, k.turn, resume);
  return sameData(raw, expected) ? expected : null;
}

/** The first problem with a stored battle, or null if it can be used. */
export function battleProblem(raw: unknown, creatureExists?: (id: string) => boolean): SdMsg | null {
  const b = storedBattle(raw, creatureExists);
  return isMsg(b) ? b : null;
}

/** `checkSys` of the definition: the system part of a whole encounter (files and autosaves). */
export function checkSys(enc: SdEncounter): SdMsg | null {
  const sys: unknown = enc.sys;
  if (!isObj(sys)) return INCOMPLETE;
  const keys = keysProblem(sys, ['battle']);
  if (keys) return keys;
  // 巣作りドラゴン has no riding: no command makes a creature ride, so a file may not either.
  for (const c of allCreatures(enc))
    if (c.mountId !== null || c.isRider) return { m: 'sdNoRiding', who: { id: c.id, name: c.name } };
  return sys.battle === null ? null : battleProblem(sys.battle, (id) => creatureOf(enc, id) !== undefined);
}

/**
 * The state of a 巣作りドラゴン battle (seed 003, digest SD-*): the encounter's system part `sys.battle` and each
 * map creature's part `sys` ({ atk, def, skills }). Plain data, no classes, no Maps. The two sides are short
 * ordered lists (list order matters for SD-R1 ties, SD-R5 and the order of attackers), so they are arrays rather
 * than an id-keyed record. Every field is `readonly`: the turn machine works on a writable copy
 * ({@link BattleW}, made by the command's transaction or by the simulator), never on the committed state.
 */
import type { Creature, Encounter, Mutable, PendingDecision, Ref } from '../core';
import { isSkillKey, MAX_COPIES, type SkillKey, type SkillSet } from './skills';
import type { SdMsg } from './events';

/** PC side (ＰＣ側) or opposing side (相手側). */
export type SideKey = 'pc' | 'opp';

/**
 * RULING SD-R1: who "one target" is. `lowest-hp`: the living opponent with the lowest current HP (ties by list
 * order; the default); `first`: the first living opponent in list order; `manual`: the player/GM picks (a
 * pending choice answered by `sdChooseTarget`; the simulator uses `lowest-hp` instead).
 */
export type TargetPolicy = 'lowest-hp' | 'first' | 'manual';
export const TARGET_POLICIES: readonly TargetPolicy[] = ['lowest-hp', 'first', 'manual'];

/** The ids of the 13 steps, SD-STEP-01..13. */
export type StepId =
  | 'SD-STEP-01'
  | 'SD-STEP-02'
  | 'SD-STEP-03'
  | 'SD-STEP-04'
  | 'SD-STEP-05'
  | 'SD-STEP-06'
  | 'SD-STEP-07'
  | 'SD-STEP-08'
  | 'SD-STEP-09'
  | 'SD-STEP-10'
  | 'SD-STEP-11'
  | 'SD-STEP-12'
  | 'SD-STEP-13';

/** How far one command resolves. */
export type Granularity = 'step' | 'turn' | 'end';

/** One character in the battle. */
export interface SdCharacter {
  /** Unique within the battle (a map creature's id when built from one). */
  readonly id: string;
  readonly name: string;
  readonly side: SideKey;
  readonly maxHp: number;
  readonly hp: number;
  readonly atk: number;
  readonly def: number;
  /** Skill multiset: key → copies. */
  readonly skills: SkillSet;
  /** 不死身 / 竜の化身 revivals used so far (SD-STEP-11). */
  readonly revivalsUsed: number;
  /** Confirmed at 0 HP (SD-R2): out of the battle, no revival any more. */
  readonly out: boolean;
  /** Turn it was confirmed at 0 (for step 12), or 0. */
  readonly outTurn: number;
  /** Id of the character whose damage last took it to 0 (SD-R5), or null. */
  readonly finishedBy: string | null;
  /** The map creature it stands for, if built from one. */
  readonly creatureId: string | null;
}

/** Where the procedure stands. */
export interface SdCursor {
  /** Current turn, from 1. */
  readonly turn: number;
  /** Next step to run (SD-STEP-01..13; 14 once the battle is over). */
  readonly step: number;
  /** Step 1: 0 = PC side, 1 = opposing side. Steps 5–9: 0 = the side attacking first, 1 = second. */
  readonly phase: 0 | 1;
  /** Index of the acting character in its side's list. */
  readonly actor: number;
  /** Physical attack number (0-based) of the actor in steps 6–8. */
  readonly attack: number;
  /** Index of the actor's target in the opposing list, or -1 (not chosen yet). */
  readonly target: number;
  /** Result of the last step-6 roll: 0 miss, 1 hit, 2 critical hit. */
  readonly hit: 0 | 1 | 2;
  /** Side attacking first this turn (SD-STEP-03). */
  readonly first: SideKey;
}

/** How the battle ended. */
export interface SdResult {
  /** `draw`: the turn cap was reached (a configuration that may never end, SD-R10). */
  readonly winner: SideKey | 'draw';
  readonly turn: number;
  /** Both sides fell in the same turn; the PC side loses (SD-STEP-13). */
  readonly mutual: boolean;
}

/** What a pending target choice remembers (SD-R1). */
export interface SdTargetContext {
  /** The step that asked: SD-STEP-01 (魔眼の矢 / 疾風迅雷) or SD-STEP-05 (normal attacks). */
  readonly step: 'SD-STEP-01' | 'SD-STEP-05';
  readonly attackerId: string;
  /** The turn it was asked in (a `turn` command resumes to the end of that turn). */
  readonly turn: number;
  /** How far the command that asked was resolving; the answer resumes as far. */
  readonly resume: Granularity;
}

/**
 * A target choice the battle waits for (policy `manual`, SD-R1). It lives in the battle, not in the
 * encounter-wide `pending`: only the battle waits, the map stays usable.
 */
export type SdTargetChoice = PendingDecision<'sd.target', SdTargetContext>;

/** The whole battle. */
export interface SdBattle {
  readonly pc: readonly SdCharacter[];
  readonly opp: readonly SdCharacter[];
  readonly policy: TargetPolicy;
  /** Turn cap; reaching it ends the battle as a draw (SD-R10). */
  readonly maxTurns: number;
  readonly cursor: SdCursor;
  readonly result: SdResult | null;
  /** A target choice the procedure waits for (policy `manual`); see `sdChooseTarget`. */
  readonly pending: SdTargetChoice | null;
  /** The characters as set up, for `sdReset`. */
  readonly start: { readonly pc: readonly SdCharacter[]; readonly opp: readonly SdCharacter[] };
}

/**
 * A writable battle: what the turn machine changes (a copy made by a command or the simulator). The start lists
 * stay read-only: the machine never changes them (so a command's copy shares them with the state it came from).
 */
export type BattleW = Omit<Mutable<SdBattle>, 'start'> & { start: SdBattle['start'] };
/** A writable character. */
export type CharW = Mutable<SdCharacter>;

/** The encounter's system part: the battle, or none. */
export interface SdSys {
  readonly battle: SdBattle | null;
}

/** A map creature's 巣作りドラゴン statistics (its HP are the creature's `hp` / `hpMax`). */
export interface SdPart {
  readonly atk: number;
  readonly def: number;
  readonly skills: SkillSet;
}

/** An encounter of this rule system. */
export type SdEncounter = Encounter<'sudukuri', SdPart, SdSys>;
/** A map creature of this rule system. */
export type SdCreature = Creature<SdPart>;

/** A character as a person enters it (a type literal, so it is also a plain record of values). */
export type CharacterInput = {
  readonly id?: string;
  readonly name: string;
  readonly maxHp: number;
  /** Current HP; defaults to maxHp. */
  readonly hp?: number;
  readonly atk: number;
  readonly def: number;
  readonly skills?: Readonly<Record<string, number>>;
  /** Revivals already used (for a battle set up mid-adventure). */
  readonly revivalsUsed?: number;
  readonly creatureId?: string | null;
};

/** What `sdSetBattle` takes. */
export interface BattleSetup {
  readonly pc: readonly CharacterInput[];
  readonly opp: readonly CharacterInput[];
  readonly policy?: TargetPolicy;
  readonly maxTurns?: number;
}

/** Default turn cap (SD-R10). */
export const DEFAULT_MAX_TURNS = 200;
/** Largest turn cap accepted. */
export const MAX_TURN_CAP = 10000;
/** Largest HP, attack or defence accepted. */
export const MAX_STAT = 99999;

/** A problem with a setup: the reason and the rule id. */
export interface SetupProblem {
  readonly reason: SdMsg;
  readonly ruleId: string;
}

function isWhole(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** A fresh cursor at the start of turn 1. */
function startCursor(): SdCursor {
  return { turn: 1, step: 1, phase: 0, actor: 0, attack: 0, target: -1, hit: 0, first: 'pc' };
}

/** The {@link Ref} of a character (logs and messages name characters by id and name). */
export function charRef(c: Pick<SdCharacter, 'id' | 'name'>): Ref {
  return { id: c.id, name: c.name };
}

/** A skill multiset from untrusted input: the keys and copies, or the problem (SD-SK). Zero copies are dropped. */
export function skillSetOf(raw: unknown, who: Ref | null): SkillSet | SetupProblem {
  if (raw === undefined) return {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return { reason: { m: 'sdSkillsNotAList', who }, ruleId: 'SD-SK' };
  const skills: Partial<Record<SkillKey, number>> = {};
  for (const k of Object.keys(raw)) {
    if (!isSkillKey(k)) return { reason: { m: 'sdUnknownSkill', who, skill: k.slice(0, 40) }, ruleId: 'SD-SK' };
    const n = (raw as Record<string, unknown>)[k];
    if (!isWhole(n, 0, MAX_COPIES))
      return { reason: { m: 'sdBadCopies', who, skill: k, max: MAX_COPIES }, ruleId: 'SD-SK' };
    if (n > 0) skills[k] = n;
  }
  return skills;
}

/** Is this a setup problem rather than a value? */
export function isProblem(v: unknown): v is SetupProblem {
  return (
    v !== null &&
    typeof v === 'object' &&
    Object.prototype.hasOwnProperty.call(v, 'reason') &&
    Object.prototype.hasOwnProperty.call(v, 'ruleId')
  );
}

/**
 * A character from what a person or a file gave (untrusted: any value), at position `i` of `side`; `ids` holds the
 * ids taken so far (this one is added). The problem names the character and cites the rule.
 */
export function characterOf(
  given: Readonly<Record<string, unknown>> | null | undefined,
  side: SideKey,
  i: number,
  ids: Set<string>,
): SdCharacter | SetupProblem {
  const c = given !== null && typeof given === 'object' && !Array.isArray(given) ? given : null;
  if (!c) return { reason: { m: 'sdBadName' }, ruleId: 'SD-TERM' };
  const name = typeof c.name === 'string' ? c.name.trim() : '';
  if (!name || name.length > 60) return { reason: { m: 'sdBadName' }, ruleId: 'SD-TERM' };
  const id = c.id ?? `${side}${i + 1}`;
  if (typeof id !== 'string' || !id || id.length > 200)
    return { reason: { m: 'sdDuplicateId', id: String(id).slice(0, 40) }, ruleId: 'SD-TERM' };
  const who = { id, name };
  const maxHp = c.maxHp;
  if (!isWhole(maxHp, 1, MAX_STAT)) return { reason: { m: 'sdBadMaxHp', who }, ruleId: 'SD-TERM' };
  const hp = c.hp ?? maxHp;
  if (!isWhole(hp, 0, maxHp)) return { reason: { m: 'sdBadHp', who }, ruleId: 'SD-TERM' };
  const { atk, def } = c;
  if (!isWhole(atk, 0, MAX_STAT) || !isWhole(def, 0, MAX_STAT))
    return { reason: { m: 'sdBadAtkDef', who }, ruleId: 'SD-TERM' };
  const skills = skillSetOf(c.skills, who);
  if (isProblem(skills)) return skills;
  const used = c.revivalsUsed ?? 0;
  if (!isWhole(used, 0, 99)) return { reason: { m: 'sdBadRevivals', who }, ruleId: 'SD-SK-45' };
  if (ids.has(id)) return { reason: { m: 'sdDuplicateId', id: id.slice(0, 40) }, ruleId: 'SD-TERM' };
  ids.add(id);
  const creatureId = c.creatureId ?? null;
  if (creatureId !== null && (typeof creatureId !== 'string' || creatureId.length > 200))
    return { reason: { m: 'sdBadCreatureLink', who }, ruleId: 'SD-TERM' };
  return {
    id,
    name,
    side,
    maxHp,
    hp,
    atk,
    def,
    skills,
    revivalsUsed: used,
    out: false,
    outTurn: 0,
    finishedBy: null,
    creatureId,
  };
}

/** Build a battle from a setup (untrusted input: a command, a file), or say what is wrong with it. */
export function makeBattle(setup: BattleSetup): SdBattle | SetupProblem {
  if (
    !setup ||
    !Array.isArray(setup.pc) ||
    !Array.isArray(setup.opp) ||
    setup.pc.length === 0 ||
    setup.opp.length === 0
  ) {
    return { reason: { m: 'sdSidesNeedCharacters' }, ruleId: 'SD-R2' };
  }
  if (setup.pc.length + setup.opp.length > 100)
    return { reason: { m: 'sdTooManyCharacters', max: 100 }, ruleId: 'SD-R2' };
  const policy = setup.policy ?? 'lowest-hp';
  if (!TARGET_POLICIES.includes(policy))
    return { reason: { m: 'sdUnknownPolicy', policy: String(policy).slice(0, 40) }, ruleId: 'SD-R1' };
  const maxTurns = setup.maxTurns ?? DEFAULT_MAX_TURNS;
  if (!isWhole(maxTurns, 1, MAX_TURN_CAP))
    return { reason: { m: 'sdBadTurnCap', max: MAX_TURN_CAP }, ruleId: 'SD-R10' };
  const ids = new Set<string>();
  const build = (side: SideKey, list: readonly CharacterInput[]): SdCharacter[] | SetupProblem => {
    const out: SdCharacter[] = [];
    for (let i = 0; i < list.length; i++) {
      const c = characterOf(list[i], side, i, ids);
      if (isProblem(c)) return c;
      out.push(c);
    }
    return out;
  };
  const pc = build('pc', setup.pc);
  if (!Array.isArray(pc)) return pc;
  const opp = build('opp', setup.opp);
  if (!Array.isArray(opp)) return opp;
  return {
    pc,
    opp,
    policy,
    maxTurns,
    cursor: startCursor(),
    result: null,
    pending: null,
    start: { pc: pc.map(cloneCharacter), opp: opp.map(cloneCharacter) },
  };
}

/** A writable copy of a character (its skill set is copied too). */
function cloneCharacter(c: SdCharacter): CharW {
  return { ...c, skills: { ...c.skills } };
}

/**
 * A writable copy of a battle (plain data, no JSON round trip). With `share`, the parts the machine never changes
 * — each character's skill set and the start lists — are shared with `b` instead of copied (a command's copy of a
 * committed, frozen battle: only what the command changes is new).
 */
export function cloneBattle(b: SdBattle, share = false): BattleW {
  const p = b.pending;
  const char = share ? (c: SdCharacter): CharW => ({ ...c }) : cloneCharacter;
  return {
    pc: b.pc.map(char),
    opp: b.opp.map(char),
    policy: b.policy,
    maxTurns: b.maxTurns,
    cursor: { ...b.cursor },
    result: b.result ? { ...b.result } : null,
    pending: p ? { ...p, options: p.options.map((o) => ({ ...o })), context: { ...p.context } } : null,
    start: share ? b.start : { pc: b.start.pc.map(cloneCharacter), opp: b.start.opp.map(cloneCharacter) },
  };
}

/** The battle back at its start (same characters, their set-up HP, turn 1). */
export function resetBattle(b: SdBattle): SdBattle {
  return { ...b, pc: b.start.pc, opp: b.start.opp, cursor: startCursor(), result: null, pending: null };
}

/** The battle of an encounter, or null when none has been set up. */
export function getBattle(state: Pick<SdEncounter, 'sys'>): SdBattle | null {
  return state.sys.battle;
}

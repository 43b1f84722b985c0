/**
 * Battle state of the 巣作りドラゴン procedure. Plain JSON (no classes, no Maps), kept in
 * `encounter.sys.sudukuri`. The two sides are short ordered lists (list order matters for SD-R1 ties, SD-R5
 * and the order of attackers), so they are arrays rather than an id-keyed record.
 */
import type { Encounter, PendingDecision } from '../core/model';
import { tx, type Text } from '../core/text';
import { isSkillKey, type SkillSet } from './skills';

/** PC side (ＰＣ側) or opposing side (相手側). */
export type SideKey = 'pc' | 'opp';

/**
 * RULING SD-R1: who "one target" is. `lowest-hp`: the living opponent with the lowest current HP (ties by list
 * order; the default); `first`: the first living opponent in list order; `manual`: the player/GM picks (a
 * pending choice answered by `sdChooseTarget`; the simulator uses `lowest-hp` instead).
 */
export type TargetPolicy = 'lowest-hp' | 'first' | 'manual';
export const TARGET_POLICIES: readonly TargetPolicy[] = ['lowest-hp', 'first', 'manual'];

/** One character in the battle. */
export interface SdCharacter {
  /** Unique within the battle. */
  id: string;
  name: string;
  side: SideKey;
  maxHp: number;
  hp: number;
  atk: number;
  def: number;
  /** Skill multiset: key → copies. */
  skills: SkillSet;
  /** 不死身 / 竜の化身 revivals used so far (SD-STEP-11). */
  revivalsUsed: number;
  /** Confirmed at 0 HP (SD-R2): out of the battle, no revival any more. */
  out: boolean;
  /** Turn it was confirmed at 0 (for step 12), or 0. */
  outTurn: number;
  /** Id of the character whose damage last took it to 0 (SD-R5), or null. */
  finishedBy: string | null;
  /** The map creature it stands for, if built from one. */
  creatureId: string | null;
}

/** Where the procedure stands. */
export interface SdCursor {
  /** Current turn, from 1. */
  turn: number;
  /** Next step to run (SD-STEP-01..13). */
  step: number;
  /** Step 1: 0 = PC side, 1 = opposing side. Steps 5–9: 0 = the side attacking first, 1 = second. */
  phase: 0 | 1;
  /** Index of the acting character in its side's list. */
  actor: number;
  /** Physical attack number (0-based) of the actor in steps 6–8. */
  attack: number;
  /** Index of the actor's target in the opposing list, or -1 (not chosen yet). */
  target: number;
  /** Result of the last step-6 roll: 0 miss, 1 hit, 2 critical hit. */
  hit: 0 | 1 | 2;
  /** Side attacking first this turn (SD-STEP-03). */
  first: SideKey;
}

/** How the battle ended. */
export interface SdResult {
  /** `draw`: the turn cap was reached (a configuration that may never end). */
  winner: SideKey | 'draw';
  turn: number;
  /** Both sides fell in the same turn; the PC side loses (SD-STEP-13). */
  mutual: boolean;
}

/** The whole battle. */
export interface SdBattle {
  pc: SdCharacter[];
  opp: SdCharacter[];
  policy: TargetPolicy;
  /** Turn cap; reaching it ends the battle as a draw. */
  maxTurns: number;
  cursor: SdCursor;
  result: SdResult | null;
  /** A target choice the procedure waits for (policy `manual`); see `sdChooseTarget`. */
  pending: PendingDecision | null;
  /** The characters as set up, for `sdReset`. */
  start: { pc: SdCharacter[]; opp: SdCharacter[] };
}

/** A character as a person enters it. */
export interface CharacterInput {
  id?: string;
  name: string;
  maxHp: number;
  /** Current HP; defaults to maxHp. */
  hp?: number;
  atk: number;
  def: number;
  skills?: Record<string, number>;
  /** Revivals already used (for a battle set up mid-adventure). */
  revivalsUsed?: number;
  creatureId?: string | null;
}

/** What `sdSetBattle` takes. */
export interface BattleSetup {
  pc: CharacterInput[];
  opp: CharacterInput[];
  policy?: TargetPolicy;
  maxTurns?: number;
}

/** Default turn cap. */
export const DEFAULT_MAX_TURNS = 200;
/** Largest number of copies of one skill accepted. */
export const MAX_COPIES = 9;

/** A problem with a setup: reason and the rule id. */
export interface SetupProblem {
  text: Text;
  ruleId: string;
}

function isWhole(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** A fresh cursor at the start of turn 1. */
export function startCursor(): SdCursor {
  return { turn: 1, step: 1, phase: 0, actor: 0, attack: 0, target: -1, hit: 0, first: 'pc' };
}

/** Build a battle from a setup, or say what is wrong with it. */
export function makeBattle(setup: BattleSetup): SdBattle | SetupProblem {
  if (!setup || !Array.isArray(setup.pc) || !Array.isArray(setup.opp) || setup.pc.length === 0 || setup.opp.length === 0) {
    return { text: tx('Each side needs at least one character.', '両陣営に少なくとも一人のキャラクターが必要です。'), ruleId: 'SD-R2' };
  }
  const policy = setup.policy ?? 'lowest-hp';
  if (!TARGET_POLICIES.includes(policy)) return { text: tx(`Unknown target policy "${String(policy)}".`, `不明な対象選択方式です：「${String(policy)}」`), ruleId: 'SD-R1' };
  const maxTurns = setup.maxTurns ?? DEFAULT_MAX_TURNS;
  if (!isWhole(maxTurns, 1, 10000)) return { text: tx('The turn cap is a whole number from 1 to 10000.', 'ターン上限は1〜10000の整数です。'), ruleId: 'SD-STEP-11' };
  const ids = new Set<string>();
  const build = (side: SideKey, list: CharacterInput[]): SdCharacter[] | SetupProblem => {
    const out: SdCharacter[] = [];
    for (let i = 0; i < list.length; i++) {
      const c = list[i] as CharacterInput;
      const name = typeof c?.name === 'string' ? c.name.trim() : '';
      if (!name || name.length > 60) return { text: tx('Each character needs a name of 1–60 characters.', 'キャラクター名は1〜60文字です。'), ruleId: 'SD-TERM' };
      if (!isWhole(c.maxHp, 1, 99999)) return { text: tx(`${name}: max HP must be a whole number of at least 1.`, `${name}：最大体力は1以上の整数です。`), ruleId: 'SD-TERM' };
      const hp = c.hp ?? c.maxHp;
      if (!isWhole(hp, 0, c.maxHp)) return { text: tx(`${name}: HP must be from 0 to max HP.`, `${name}：体力点は0〜最大体力です。`), ruleId: 'SD-TERM' };
      if (!isWhole(c.atk, 0, 99999) || !isWhole(c.def, 0, 99999)) return { text: tx(`${name}: attack and defence are whole numbers ≥ 0.`, `${name}：攻撃力・防御力は0以上の整数です。`), ruleId: 'SD-TERM' };
      const skills: SkillSet = {};
      for (const [k, n] of Object.entries(c.skills ?? {})) {
        if (!isSkillKey(k)) return { text: tx(`${name}: unknown skill "${k}".`, `${name}：不明な技能「${k}」です。`), ruleId: 'SD-SK' };
        if (!isWhole(n, 0, MAX_COPIES)) return { text: tx(`${name}: copies of a skill are 0–${MAX_COPIES}.`, `${name}：技能の個数は0〜${MAX_COPIES}です。`), ruleId: 'SD-SK' };
        if (n > 0) skills[k] = n;
      }
      const used = c.revivalsUsed ?? 0;
      if (!isWhole(used, 0, 99)) return { text: tx(`${name}: revivals used must be ≥ 0.`, `${name}：使用済みの復活回数は0以上です。`), ruleId: 'SD-SK-45' };
      const id = c.id ?? `${side}${i + 1}`;
      if (typeof id !== 'string' || !id || ids.has(id)) return { text: tx(`Character ids must be unique ("${String(id)}").`, `キャラクターIDが重複しています（${String(id)}）。`), ruleId: 'SD-TERM' };
      ids.add(id);
      out.push({
        id, name, side, maxHp: c.maxHp, hp, atk: c.atk, def: c.def, skills, revivalsUsed: used,
        out: false, outTurn: 0, finishedBy: null, creatureId: c.creatureId ?? null,
      });
    }
    return out;
  };
  const pc = build('pc', setup.pc);
  if (!Array.isArray(pc)) return pc;
  const opp = build('opp', setup.opp);
  if (!Array.isArray(opp)) return opp;
  return {
    pc, opp, policy, maxTurns, cursor: startCursor(), result: null, pending: null,
    start: { pc: pc.map(cloneCharacter), opp: opp.map(cloneCharacter) },
  };
}

/** Copy a character (the skill set is copied too, so a copy never aliases an immer draft or a frozen object). */
export function cloneCharacter(c: SdCharacter): SdCharacter {
  return { ...c, skills: { ...c.skills } };
}

/** A deep copy of a battle (plain data). */
export function cloneBattle(b: SdBattle): SdBattle {
  return {
    pc: b.pc.map(cloneCharacter),
    opp: b.opp.map(cloneCharacter),
    policy: b.policy,
    maxTurns: b.maxTurns,
    cursor: { ...b.cursor },
    result: b.result ? { ...b.result } : null,
    pending: b.pending ? (JSON.parse(JSON.stringify(b.pending)) as PendingDecision) : null,
    start: { pc: b.start.pc.map(cloneCharacter), opp: b.start.opp.map(cloneCharacter) },
  };
}

/** The battle back at its start (same characters, full setup HP, turn 1). */
export function resetBattle(b: SdBattle): SdBattle {
  return {
    ...cloneBattle(b),
    pc: b.start.pc.map(cloneCharacter),
    opp: b.start.opp.map(cloneCharacter),
    cursor: startCursor(),
    result: null,
    pending: null,
  };
}

/** The battle of an encounter (`state.sys.sudukuri`), or null when none has been set up. */
export function getBattle(state: Encounter): SdBattle | null {
  const b = state.sys.sudukuri as SdBattle | undefined;
  return b && Array.isArray(b.pc) && Array.isArray(b.opp) && b.cursor ? b : null;
}

/** Both sides' characters in list order (PC side first). */
export function allCharacters(b: SdBattle): SdCharacter[] {
  return [...b.pc, ...b.opp];
}

/** A side is defeated when every one of its characters is at 0 HP and out (SD-R2). */
export function sideDown(list: readonly SdCharacter[]): boolean {
  for (let i = 0; i < list.length; i++) if (!(list[i] as SdCharacter).out) return false;
  return true;
}

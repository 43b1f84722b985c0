/**
 * Events and messages of the 巣作りドラゴン rule system, as typed data (the i18n layer's catalogue
 * `src/i18n/systems/sudukuri` describes each in English and Japanese; a key without a describer does not
 * compile). Battle events carry the step that wrote them (`step`, also the first entry of `rules`) and every
 * value a reader needs: the characters, the dice, each term of the arithmetic, the HP before and after.
 * Characters are named by {@link Ref} (character id and name); `ids` lists the map creatures involved.
 */
import { rejecter, type CoreMsg, type EventOf, type Msg, type MsgOf, type Ref } from '../core';
import type { SdResult, SideKey, StepId, TargetPolicy } from './model';
import type { SkillKey } from './skills';

/** A skill as a formula names it: "狂戦士×2". */
export interface SkillTag {
  readonly skill: SkillKey;
  readonly copies: number;
}

/** One 2d6 roll of the procedure: the two faces and their total. */
export interface Roll2d6 {
  readonly dice: readonly [number, number];
  readonly total: number;
}

/** One term of a magic attack (SD-STEP-09). */
export type MagicTerm =
  | { readonly kind: 'fixed'; readonly value: number }
  | { readonly kind: 'breath'; readonly hp: number; readonly divisor: number; readonly value: number }
  | { readonly kind: 'ultimate'; readonly value: number };

/** The arithmetic of a physical success target (SD-STEP-06): 7, then each term with its sign. */
export interface HitFormula {
  /** The attacker's 隊列 / 群 and the defender's 飛行 / 熟練者 / 猛者 that apply. */
  readonly attacker: readonly SkillTag[];
  readonly defender: readonly SkillTag[];
  /** Signed terms after the base 7, in the source's order (−1 per 隊列, −2 per 群, +3 飛行, +2 熟練者, +1 猛者). */
  readonly terms: readonly number[];
  readonly target: number;
}

/** The arithmetic of one physical hit (SD-STEP-08). */
export interface PhysicalFormula {
  /** 強打, 狂戦士 and weapons of the attacker; 鉄の体 and armours of the defender. */
  readonly attacker: readonly SkillTag[];
  readonly defender: readonly SkillTag[];
  /** A natural 12 on the success roll (SD-R4): defence 0. */
  readonly critical: boolean;
  readonly atk: number;
  /** 1 + 狂戦士 copies. */
  readonly mul: number;
  /** 1 + 鉄の体 copies. */
  readonly div: number;
  /** The defence subtracted (0 under 強打 or a critical). */
  readonly def: number;
  /** +1 / +2 / +3 / +5 per weapon copy. */
  readonly weapons: readonly number[];
  /** −1 / −2 / −3 / −5 / −15 per armour and 竜の加護 copy. */
  readonly armours: readonly number[];
  /** Before the minimum of 1. */
  readonly raw: number;
  readonly damage: number;
}

/** The arithmetic of one attacker's magic this turn (SD-STEP-09). */
export interface MagicFormula {
  readonly skills: readonly SkillTag[];
  readonly terms: readonly MagicTerm[];
  readonly total: number;
}

/** One 2d6 roll of an attack as its reader sees it (dice and total null: not shown — players, of a roller not theirs, issue 26). */
export interface ShownRoll {
  readonly dice: readonly [number, number] | null;
  readonly total: number | null;
}

/** A 策士 / 知者 / 賢者 roll (SD-STEP-05). */
export interface CancelRoll extends Roll2d6 {
  readonly skill: 'tactician' | 'scholar' | 'sage';
  readonly need: number;
  readonly success: boolean;
}

/** One character's step-10 sum (SD-STEP-10). */
export interface TurnEndChange {
  readonly who: Ref;
  /** Its healing (+) and the opponents' auras (−), in the source's order (null: not shown to this reader (players, issue 26)). */
  readonly terms: readonly { readonly skill: SkillKey; readonly value: number; readonly from: Ref | null }[] | null;
  readonly delta: number;
  /** HP before, after and maximum (null: not shown to this reader (players, issue 26): a character not theirs). */
  readonly hpBefore: number | null;
  readonly hp: number | null;
  readonly maxHp: number | null;
}

/** Fields of the attack events of steps 5–9: who attacks whom. */
interface Pair {
  readonly attacker: Ref;
  readonly target: Ref;
}

/** Fields of every battle event: the step that wrote it. */
interface At<S extends StepId = StepId> {
  readonly step: S;
}

/** Events of the 巣作りドラゴン commands, by type (besides the kernel's `dieRolled`, one per die). */
export interface SdEvents {
  /** The battle was set up or replaced (sdSetBattle). */
  sdBattleSet: { pc: readonly Ref[]; opp: readonly Ref[]; policy: TargetPolicy };
  /** The battle was put back to its start (sdReset). */
  sdBattleReset: object;
  /** The battle was removed (sdClearBattle). */
  sdBattleCleared: object;
  /** RULING SD-R1's policy changed. */
  sdTargetPolicyChanged: { policy: TargetPolicy; cleared: boolean };
  /** A manual target was chosen (sdChooseTarget). */
  sdTargetChosen: { attacker: Ref; target: Ref };
  /** A manual target choice is awaited (SD-R1); see `battle.pending`. */
  sdTargetRequested: At<'SD-STEP-01' | 'SD-STEP-05'> & { attacker: Ref };
  /** SD-STEP-01: nobody holds 魔眼の矢 / 疾風迅雷 this turn. */
  sdSpecialsChecked: At<'SD-STEP-01'>;
  /**
   * SD-STEP-01: one 魔眼の矢 / 疾風迅雷 roll (11+) and its damage. The roll and the skill null: not shown to this reader (players, issue 26): an attacker not theirs;
   * the HP: a target not theirs.
   */
  sdSpecialRolled: At<'SD-STEP-01'> &
    Pair &
    ShownRoll & {
      skill: 'evilEyeArrow' | 'galeThunder' | null;
      need: number;
      hit: boolean;
      /** Damage dealt (0 on a miss). */
      damage: number;
      hpBefore: number | null;
      hp: number | null;
    };
  /** SD-STEP-02: physical attacks per living character. */
  sdAttacksCounted: At<'SD-STEP-02'> & { counts: readonly { who: Ref; attacks: number }[] };
  /** SD-STEP-03: which side attacks first, and who holds 奇襲心得 (`oppAmbush` null: not shown to this reader (players, issue 26)). */
  sdOrderDecided: At<'SD-STEP-03'> & { pcAmbush: boolean; oppAmbush: boolean | null; first: SideKey };
  /** SD-STEP-04: who holds 必殺無効. */
  sdImmunityChecked: At<'SD-STEP-04'> & { immune: readonly Ref[] };
  /** SD-STEP-05: an attacker's target, and the target's 策士/知者/賢者 rolls that failed (or none; null: not shown to this reader (players, issue 26)). */
  sdAttackDeclared: At<'SD-STEP-05'> & Pair & { rolls: readonly CancelRoll[] | null };
  /** SD-STEP-05: the attacker's normal attacks on that target are cancelled this turn (`rolls` null: not shown to this reader (players, issue 26)). */
  sdAttackCancelled: At<'SD-STEP-05'> & Pair & { rolls: readonly CancelRoll[] | null };
  /**
   * SD-STEP-06: a physical success roll. Null: not shown to this reader (players, issue 26) — the roll and the
   * attack count of an attacker not theirs, the success target and its formula unless both sides are theirs.
   */
  sdHitRolled: At<'SD-STEP-06'> &
    Pair &
    ShownRoll & {
      /** 1-based number of this physical attack, and the attacker's attacks this turn. */
      attack: number | null;
      attacks: number | null;
      targetNumber: number | null;
      /** The target's arithmetic when any skill changes it. */
      formula: SdHitFormulaMsg | null;
      /** 0 miss, 1 hit, 2 critical hit (SD-R4). */
      hit: 0 | 1 | 2;
    };
  /** SD-STEP-07: skipped against 必殺無効. */
  sdDeadlySkipped: At<'SD-STEP-07'> & Pair;
  /** SD-STEP-07: one 必殺 roll (roll, skill and need null: not shown to this reader (players, issue 26): an attacker not theirs; `hp`: a target not theirs). */
  sdDeadlyRolled: At<'SD-STEP-07'> &
    Pair &
    ShownRoll & {
      skill: 'deadlyThrow' | 'deadlyThrust' | 'deadlySlash' | null;
      need: number | null;
      success: boolean;
      hp: number | null;
    };
  /**
   * SD-STEP-08: physical damage with its arithmetic. Null: not shown to this reader (players, issue 26) — the
   * formula unless both sides are theirs, the HP of a target not theirs.
   */
  sdPhysicalDamageDealt: At<'SD-STEP-08'> &
    Pair & {
      formula: SdPhysicalFormulaMsg | null;
      damage: number;
      hpBefore: number | null;
      hp: number | null;
      maxHp: number | null;
    };
  /**
   * SD-STEP-09: magic damage (and 魔法障壁, 究極魔法 recoil). Null: not shown to this reader (players, issue 26) —
   * the formula and the attacker's HP of an attacker not theirs, the target's HP of a target not theirs.
   */
  sdMagicDamageDealt: At<'SD-STEP-09'> &
    Pair & {
      formula: SdMagicFormulaMsg | null;
      /** 魔法障壁 turned it into 1 damage to the holder. */
      barrier: boolean;
      damage: number;
      hpBefore: number | null;
      hp: number | null;
      maxHp: number | null;
      /** 究極魔法 recoil to the attacker (0 without). */
      selfDamage: number;
      selfBefore: number | null;
      selfHp: number | null;
      selfMaxHp: number | null;
    };
  /** Someone dropped to 0 in steps 1–9: the turn went on at step 10. */
  sdJumpedToStep10: At & { who: Ref };
  /** SD-STEP-10: healing and auras, summed and applied at once. */
  sdTurnEndApplied: At<'SD-STEP-10'> & { changes: readonly TurnEndChange[] };
  /** SD-STEP-11: a 不死身 / 竜の化身 revival (counts and HP null: not shown to this reader (players, issue 26): a character not theirs). */
  sdRevived: At<'SD-STEP-11'> & {
    who: Ref;
    used: number | null;
    of: number | null;
    maxHp: number | null;
    hp: number | null;
  };
  /** SD-STEP-11: a character confirmed at 0 (out). */
  sdDefeated: At<'SD-STEP-11'> & { who: Ref };
  /** SD-STEP-11: both sides still stand. */
  sdTurnSurvived: At<'SD-STEP-11'>;
  /**
   * SD-STEP-12: a 鬼の気迫 / 乾坤一擲 strike. Null: not shown to this reader (players, issue 26) — the skills of a
   * striker not theirs, the HP of a target not theirs.
   */
  sdLastStrikeDealt: At<'SD-STEP-12'> & {
    striker: Ref;
    target: Ref;
    spirit: number | null;
    allOrNothing: boolean | null;
    hpBefore: number | null;
    hp: number | null;
  };
  /** SD-STEP-12: a last strike with nobody standing to hit. */
  sdLastStrikeMissed: At<'SD-STEP-12'> & { striker: Ref };
  /** A new turn began (at SD-STEP-01). */
  sdTurnStarted: At<'SD-STEP-01'> & { turn: number };
  /** SD-STEP-13: the battle ended with a winner. */
  sdBattleEnded: At<'SD-STEP-13'> & { winner: SideKey; turn: number; mutual: boolean };
  /** SD-R10: the turn cap was reached (at SD-STEP-11); a draw. */
  sdBattleDrawn: At<'SD-STEP-11'> & { turn: number; maxTurns: number };
}

/** One event of this rule system. */
export type SdEvent = EventOf<SdEvents>;
/** A battle event (one written by a step of the procedure). */
export type SdStepEvent = Extract<SdEvent, { readonly step: StepId }>;

/** The messages of this rule system (refusals, the target choice's prompt and options, roll purposes, formulas). */
export interface SdMsgs {
  sdNoBattle: object;
  sdBattleOver: object;
  sdTargetPending: { prompt: Msg };
  sdNoTargetPending: object;
  sdNotATarget: { id: string };
  sdSidesNeedCharacters: object;
  sdTooManyCharacters: { max: number };
  sdUnknownPolicy: { policy: string };
  sdBadTurnCap: { max: number };
  sdBadName: object;
  sdBadMaxHp: { who: Ref };
  sdBadHp: { who: Ref };
  sdBadAtkDef: { who: Ref };
  /** A skill set that is not a key → copies object; `who` is null for a map creature's part. */
  sdSkillsNotAList: { who: Ref | null };
  sdUnknownSkill: { who: Ref | null; skill: string };
  sdBadCopies: { who: Ref | null; skill: SkillKey; max: number };
  sdBadRevivals: { who: Ref };
  sdDuplicateId: { id: string };
  sdBadCreatureLink: { who: Ref };
  sdNoSuchCreature: { who: Ref; id: string };
  /** A stored battle (a file, an autosave) is damaged. */
  sdStoredIncomplete: object;
  sdBadDefeatState: { who: Ref };
  sdBadFinishedBy: { who: Ref };
  sdWrongSide: { who: Ref };
  sdBadPosition: object;
  sdBadResult: object;
  sdBadPending: object;
  sdUnknownSysField: { field: string };
  sdNoRiding: { who: Ref };
  /** The prompt of a target choice (SD-R1): for the start-of-turn specials or the normal attacks. */
  sdTargetPrompt: { attacker: Ref; what: 'specials' | 'attacks'; rule: 'SD-R1' };
  /** An option of a target choice. */
  sdTargetOption: { who: Ref; hp: number; maxHp: number };
  /** Roll purpose: a 2d6 roll of a step (the step id as its rule). */
  sdRoll: { rule: StepId };
  sdHitFormula: HitFormula;
  sdPhysicalFormula: PhysicalFormula;
  sdMagicFormula: MagicFormula;
  /** Where a battle stands (the panel's status line). */
  sdCursor: {
    turn: number;
    step: StepId | null;
    /** Steps 6–9: who attacks whom; steps 6–8 also the attack number. */
    pair: { attacker: Ref; target: Ref; attack: number | null; attacks: number } | null;
    waiting: boolean;
    result: SdResult | null;
  };
}

/** One message of this rule system. */
export type SdMsg = MsgOf<SdMsgs>;
export type SdHitFormulaMsg = Extract<SdMsg, { m: 'sdHitFormula' }>;
export type SdPhysicalFormulaMsg = Extract<SdMsg, { m: 'sdPhysicalFormula' }>;
export type SdMagicFormulaMsg = Extract<SdMsg, { m: 'sdMagicFormula' }>;
export type SdRollPurpose = Extract<SdMsg, { m: 'sdRoll' }>;

/** Refuse a command with one of this system's messages (or a kernel one) and the rule id. */
export const reject: (reason: SdMsg | CoreMsg, ruleId?: string) => never = rejecter<SdMsg>();

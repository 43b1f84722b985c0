/**
 * The messages of the Tenkai rules (refusals, roll purposes, decision prompts and options, modifier sources,
 * notes) as data: a key and its parameters, creatures named by `Ref`. The i18n layer describes each in English and
 * Japanese (`src/i18n/systems/tenkai/`); a key without a describer does not compile.
 */
import { rejecter, type CoreMsg, type MsgOf, type Ref } from '../core';
import type { TkApAction } from './ap';
import type { TkMoveMode } from './commands';
import type { TkActivityKind, TkGliderMode, TkStatusKind } from './model';
import type { TkModKey } from './mods';
import type { CheckStage, TkDormancy } from './status';
import type { TkAttackKind, TkBand, TkDefence } from './terms';

/** What AP were spent on (the second half of an `apSpent` line, or a refusal for too little AP). */
export interface TkDoings {
  doAction: { action: TkApAction; times: number };
  doAttack: object;
  doSkill: { skill: string };
  doHeal: object;
  doGliderAttack: { glider: Ref };
  doMount: { partner: Ref };
  doMountedBy: { rider: Ref };
  doDismount: { partner: Ref };
  doDismountedBy: { rider: Ref };
  doMove: { mode: Extract<TkMoveMode, 'walk' | 'dash' | 'auto' | 'partner'>; squares: number; speed: number };
  doLongJump: object;
  doFullMoveRider: object;
  /** A partner's full move: all its AP for 3× 移動 (TK-MNT-2). */
  doFullMove: { distance: number };
  /** A rider of a gliding glider spends all AP on control (TK-GLD-4). */
  doGlidingControl: { glider: Ref };
  /** A partner turns to face with its rider aboard: 方向転換（相棒騎乗時）, the partner's AP (TK-MNT-3, RULING TK-R4). */
  doTurnRidden: { times: number };
  /** The spirit-link flight: `squares` at 3× the normal speed, `speed` squares per AP (TK-MNT-7, RULING TK-R8). */
  doFlee: { squares: number; speed: number };
}
/** One "spent on" message. */
export type TkDoing = MsgOf<TkDoings>;

/** A number field of a Tenkai command (for "… must be a whole number from 1 to 20"). */
export type TkNumberField =
  | 'times'
  | 'ap'
  | 'kiCost'
  | 'duration'
  | 'range'
  | 'situation'
  | 'skillRanks'
  | 'diceMod'
  | 'skillAp'
  | 'skillKi'
  | 'source'
  | 'percent'
  | 'poisonDamage'
  | 'curseStrength'
  | 'power'
  | 'hits';

/** A field of the Tenkai creature part (for refusals naming it; the i18n layer names each). */
export type TkPartField =
  | 'sys'
  | 'role'
  | 'stats'
  | 'baseStats'
  | 'attack'
  | 'defence'
  | 'guard'
  | 'accuracy'
  | 'evasion'
  | 'perception'
  | 'resistance'
  | 'agility'
  | 'ap'
  | 'ki'
  | 'kiMax'
  | 'will'
  | 'willMax'
  | 'attribute'
  | 'band'
  | 'move'
  | 'canFly'
  | 'canSwim'
  | 'shield'
  | 'knight'
  | 'onmyoji'
  | 'ayakashi'
  | 'ridable'
  | 'ridingPenalty'
  | 'glider'
  | 'armour'
  | 'statuses'
  | 'fleeing'
  | 'dead'
  | 'tally'
  | 'attacks';

/** What a part field must be. */
export type TkExpect =
  | { kind: 'int'; min: number; max: number }
  | { kind: 'intOrNone'; min: number; max: number }
  | { kind: 'pool' }
  | { kind: 'bool' }
  | { kind: 'object' }
  | { kind: 'role' }
  | { kind: 'attribute' }
  | { kind: 'band' }
  | { kind: 'ridable' }
  | { kind: 'glider' }
  | { kind: 'armour' }
  | { kind: 'status' }
  | { kind: 'tally' }
  | { kind: 'attack' }
  | { kind: 'unknown' };

/** Why the encounter's Tenkai part of a file was refused. */
export type TkSysProblem =
  | 'shape'
  | 'initiative'
  | 'started'
  | 'roundMembers'
  | 'zeroApLocks'
  | 'effects'
  | 'activities'
  | 'ratingTable'
  | 'options'
  | 'nextId'
  | 'pending';

/** The Tenkai messages, by key. */
export interface TkMsgs extends TkDoings {
  // acting (TK-TURN-*)
  cannotActNow: { who: Ref };
  fleeingIgnores: { who: Ref };
  noRound: object;
  notYourRound: { owner: Ref | null; who: Ref };
  confusedActs: { who: Ref };
  notEnoughAp: { who: Ref; left: number; needed: number; for: TkDoing };
  badNumber: { what: TkNumberField; min: number; max: number };
  wholeTurnAction: { action: TkApAction; turns: number };
  defenceNotAction: object;
  skillNeedsName: object;
  zeroApLocked: { skill: string; who: Ref };
  notEnoughKi: { who: Ref; ki: number; needed: number; skill: string };
  effectNeedsName: object;
  // turn flow
  turnInProgress: { turn: number };
  nobodyToAct: object;
  noRoundResolving: object;
  nobodyLeft: object;
  postponeTarget: object;
  noStepBack: object;
  initiativeEachTurn: object;
  // attacks (TK-HIT-*)
  selfAttack: object;
  unarmedGlider: { who: Ref };
  glidingNoAttack: object;
  fearNoAttack: { who: Ref };
  charmedNoHostility: { who: Ref; charmer: Ref | null };
  berserkNoGuard: { who: Ref };
  noEngagement: { from: TkBand; to: TkBand };
  outOfRange: { needed: number; squares: number; band: number; range: number };
  wallBlocksAttack: object;
  // the ruler (issue 17): TK-GRID-2, TK-ALT-3, TK-HIT-7; and a template that cannot be placed
  rulerBands: {
    who: Ref;
    target: Ref;
    from: TkBand;
    to: TkBand;
    squares: number;
    rangeUsed: number;
    allowed: boolean;
    ranks: number;
  };
  rulerDistanceRanks: { ranks: number };
  badTemplate: object;
  defencePrompt: { target: Ref; attacker: Ref; kind: TkAttackKind };
  /** An option of the defence choice; `column` and `ranks` null: not shown to this reader (players, issue 26). */
  defenceOption: { defence: TkDefence; column: number | null; ranks: number | null };
  badDefenceContext: object;
  // riding (TK-MNT-*)
  selfMount: object;
  notRidable: { who: Ref };
  cannotBeRidden: { who: Ref };
  onlyCharactersRide: object;
  alreadyRiding: { who: Ref };
  carriedItself: { who: Ref };
  hasRider: { who: Ref };
  notSameSquare: { rider: Ref; partner: Ref };
  notSameBand: object;
  notRiding: { who: Ref };
  mountGone: object;
  partnerFleeing: { who: Ref };
  notFleeing: { who: Ref };
  /** The spirit-link flight goes `reach` squares this turn at most (`speed` per AP, `left` AP; RULING TK-R8). */
  fleeBeyondAp: { who: Ref; squares: number; reach: number; speed: number; left: number };
  // moving (TK-GRID-*, TK-ALT-*)
  riderMoves: { who: Ref };
  gliderStopped: { who: Ref };
  noMoveStat: { who: Ref };
  armourNoFullMove: object;
  noTopSpeed: { who: Ref; mode: Extract<TkGliderMode, 'cruise' | 'gliding'> };
  fullMoveSpent: { who: Ref };
  riderNeedsAp: { who: Ref };
  glidingNormalOnly: object;
  carriedBand: { who: Ref };
  alreadyInBand: { who: Ref; band: TkBand };
  oneBandAtATime: { from: TkBand; to: TkBand };
  noMeans: { who: Ref; means: 'fly' | 'swim' };
  glidingNoClimb: object;
  bandTakesTurn: { who: Ref };
  // gear (TK-GLD-*, TK-ARM-*)
  wholeTurnSpent: { who: Ref; activity: TkActivityKind };
  notGlider: { who: Ref };
  alreadyMode: { who: Ref };
  noKiPower: { who: Ref };
  notArmour: { who: Ref };
  destroyedArmour: { who: Ref };
  otherPowerMode: object;
  noKi: { who: Ref };
  needsPilot: { who: Ref };
  onlyCharactersPilot: object;
  hasPilot: { who: Ref };
  pilotNotInSquare: { pilot: Ref; armour: Ref };
  // healing, statuses (TK-HEAL-1, TK-ST-*)
  destroyedNoHeal: { who: Ref };
  needsWill: { who: Ref };
  petrifiedImmune: { who: Ref };
  ayakashiImmune: object;
  needsDuration: { status: TkStatusKind };
  willToSpend: object;
  notUnder: { who: Ref; status: TkStatusKind };
  noSuchStatus: { who: Ref };
  actsNormallyNow: { who: Ref };
  // the rating table (TK-RATE-*)
  tablePasteText: object;
  tableNothing: object;
  tableRows: { rows: number };
  tableRowCells: { row: number; cells: number };
  tableBadCell: { row: number; column: number; cell: string };
  tableWorseDie: { column: number; die: number };
  tableWorseColumn: { row: number; column: number };
  tableBadWord: { row: number; word: string };
  badRow: { max: number };
  badColumn: { max: number };
  // the creature part and the encounter part
  badPartField: { field: TkPartField; expect: TkExpect };
  badSys: { problem: TkSysProblem };
  // roll purposes (the engine puts `rule` on the die's event)
  initiativeDie: { who: Ref; rule: string };
  hitDie: { attacker: Ref; target: Ref; rule: string };
  pairDie: { rule: string };
  checkDie: { who: Ref; status: TkStatusKind; check: CheckStage; rule: string };
  behaviourDie: { who: Ref; rule: string };
  // parts of other texts
  mod: { key: TkModKey; n?: number };
  dormant: { why: TkDormancy };
  confusionBehaviour: { die: number };
  noteAboard: { armour: Ref };
  noteMiasma: { stages: number; percent: number };
  notePetrified: { stage: number };
  noteCruising: object;
  noteNoDefence: object;
}

/** One Tenkai message. */
export type TkMsg = MsgOf<TkMsgs>;

/** Refuse a Tenkai command with a message and the rule id that forbids it (typed, so control flow narrows after it). */
export const reject: (reason: TkMsg | CoreMsg, ruleId?: string) => never = rejecter<TkMsg>();

/** A Tenkai message where the kernel takes any message (a roll's purpose, a decision's prompt and options). */
export function tkMsg(m: TkMsg): TkMsg {
  return m;
}

/**
 * Encounter-level Tenkai state in `encounter.sys.tenkai` (plain JSON): the turn (ターン) clock, the resolution
 * order of rounds (ラウンド), AP spent, the rating table, timed effects. The core `turns` mirror it for the board
 * (core "round" = Tenkai ターン; core "turn" = a character's Tenkai ラウンド).
 */
import type { CreatureId, Encounter } from '../core';
import type { RatingTable } from './rating';

/** Where the turn flow is (TK-TURN-2). */
export type TkPhase = 'setup' | 'rounds' | 'turnEnded';

/** How an initiative value came about (TK-TURN-3, TK-MNT-1). */
export interface TkInitiative {
  total: number;
  /** The d20, or null when 回避 was used without a roll. */
  die: number | null;
  basis: 'agility' | 'evasion' | 'partnerEvasion';
}

/** A timed skill effect checked at its owner's round start (TK-TURN-2 step 3). */
export interface TkEffect {
  id: string;
  ownerId: CreatureId;
  name: string;
  /** Ends at the owner's round start in this turn. */
  endsAtTurn: number;
}

/** A multi-turn activity (board an armour 6 turns, warm up a glider 1 turn … TK-TURN-5). */
export interface TkActivity {
  id: CreatureId;
  action: string;
  /** Turns still to spend after the current one. */
  turnsLeft: number;
}

/** Switches for this encounter's Tenkai rules (rulings shown in the app). */
export interface TkOptions {
  /** Fighting over the cloud sea: the spirit link applies (TK-MNT-7). */
  cloudSea: boolean;
  /** In combat (rank 5 healing default; sleep +1 outside combat). */
  inCombat: boolean;
}

/** `encounter.sys.tenkai`. */
export interface TenkaiState {
  /** Turn number (1T each); 0 before the first. */
  turn: number;
  phase: TkPhase;
  /** Initiative results of this turn. */
  initiative: Record<CreatureId, TkInitiative>;
  /** Resolution order of this turn (initiative order with postponements applied, TK-TURN-4). */
  resolution: CreatureId[];
  /** Index in `resolution` of the round being resolved. */
  current: number;
  /** Round owners whose round has started this turn (a postponed round does not start again). */
  started: CreatureId[];
  /** Riders of each round owner when the turn started: they act in that round even after dismounting (TK-MNT-1). */
  roundMembers: Record<CreatureId, CreatureId[]>;
  /** AP spent this turn by each creature (TK-TURN-1). */
  apSpent: Record<CreatureId, number>;
  /** AP carried over into the next turn (an action continued across turns at the GM's call, TK-TURN-5). */
  apCarry: Record<CreatureId, number>;
  /** Zero-AP skills that may not be reused yet (TK-TURN-6): creature → skill names. */
  zeroApLocks: Record<CreatureId, string[]>;
  /** Damage taken this turn / last turn (confusion recovery −1, TK-ST-CONFUSE). */
  damageThisTurn: Record<CreatureId, number>;
  damageLastTurn: Record<CreatureId, number>;
  /** Timed skill effects (TK-TURN-2 step 3). */
  effects: TkEffect[];
  activities: TkActivity[];
  /** GM-edited rating table, or null for the default (RULING TK-R1). */
  ratingTable: RatingTable | null;
  options: TkOptions;
  /** Counter for status / effect ids. */
  nextId: number;
}

/** A fresh Tenkai state. */
export function newTenkaiState(): TenkaiState {
  return {
    turn: 0,
    phase: 'setup',
    initiative: {},
    resolution: [],
    current: -1,
    started: [],
    roundMembers: {},
    apSpent: {},
    apCarry: {},
    zeroApLocks: {},
    damageThisTurn: {},
    damageLastTurn: {},
    effects: [],
    activities: [],
    ratingTable: null,
    options: { cloudSea: false, inCombat: true },
    nextId: 1,
  };
}

/** Read the Tenkai state (a fresh one when the encounter has none yet). Never mutates. */
export function tkState(enc: Encounter): TenkaiState {
  const s = enc.sys.tenkai;
  return s && typeof s === 'object' ? (s as TenkaiState) : newTenkaiState();
}

/** The Tenkai state of a draft, created on first use (for handlers). */
export function tkDraftState(d: Encounter): TenkaiState {
  if (!d.sys.tenkai || typeof d.sys.tenkai !== 'object') d.sys.tenkai = newTenkaiState();
  return d.sys.tenkai as TenkaiState;
}

/** Whose round is being resolved, or null. */
export function currentRoundOwner(enc: Encounter): CreatureId | null {
  const s = tkState(enc);
  if (s.phase !== 'rounds') return null;
  return s.resolution[s.current] ?? null;
}

/** Pure queries for the board and panels (one call per token / panel; no rules logic in the UI). */
import { carriedIds, creatureOf, type CreatureId } from '../core';
import { TK_AP_ACTIONS, TK_AP_TABLE, standUpCost, type TkApAction, type TkApCost } from './ap';
import type { TkEncounter, TkInitiative } from './model';
import { defaultRatingTable, type RatingTable } from './rating';
import { apLeft, apMax, armourOf, bandOf, cannotAct, fleeSpeed, poolMaxes, roundOwnerOf, turnToFace } from './stats';
import { statusList, type StatusView } from './status';
import type { TkBand } from './terms';

/** Where the turn flow is (TK-TURN-2): before the first turn, rounds being resolved, between turns. */
export type TkPhase = 'setup' | 'rounds' | 'turnEnded';

/** The phase, derived from the kernel's turn order (current −1 between turns, round 0 before the first). */
export function phaseOf(enc: Pick<TkEncounter, 'turns'>): TkPhase {
  if (enc.turns.current >= 0 && enc.turns.current < enc.turns.order.length) return 'rounds';
  return enc.turns.round === 0 ? 'setup' : 'turnEnded';
}

/** Whose round is being resolved, or null. */
export function currentRoundOwner(enc: Pick<TkEncounter, 'turns'>): CreatureId | null {
  return phaseOf(enc) === 'rounds' ? (enc.turns.order[enc.turns.current] ?? null) : null;
}

/** What a token and its tooltip show. */
export interface TkTokenInfo {
  readonly band: TkBand;
  readonly apLeft: number;
  readonly apMax: number;
  /** 生命 with its maximum after miasma (TK-ST-MIASMA). */
  readonly hp: { readonly now: number; readonly max: number };
  /** 練力 gauge (gliders and armour drain by turn, TK-GLD-2 / TK-ARM-3); max after miasma. */
  readonly ki: { readonly now: number; readonly max: number };
  readonly will: { readonly now: number; readonly max: number };
  readonly statuses: StatusView[];
  /** Its round is being resolved (or its pair's). */
  readonly acting: boolean;
  /** Rule id that keeps it from acting, or null. */
  readonly blockedBy: string | null;
  readonly fleeing: boolean;
  readonly dead: boolean;
  /** Initiative this turn and how it was set. */
  readonly initiative: TkInitiative | null;
}

/** Everything a token shows, or null for an unknown id. */
export function tokenInfo(enc: TkEncounter, id: CreatureId): TkTokenInfo | null {
  const c = creatureOf(enc, id);
  if (!c) return null;
  const t = c.sys;
  const owner = currentRoundOwner(enc);
  const maxes = poolMaxes(enc, id);
  return {
    band: bandOf(enc, id),
    apLeft: apLeft(enc, id),
    apMax: apMax(enc, id),
    hp: { now: c.hp, max: maxes.hp },
    ki: { now: t.ki, max: maxes.ki },
    will: { now: t.will, max: maxes.will },
    statuses: statusList(enc, id),
    acting: owner !== null && roundOwnerOf(enc, id) === owner,
    blockedBy: cannotAct(enc, id),
    fleeing: t.fleeing,
    dead: t.dead,
    initiative: enc.sys.initiative[roundOwnerOf(enc, id)] ?? null,
  };
}

/** Creatures in a band (the board's band filter, TK-ALT-1). */
export function creaturesInBand(enc: TkEncounter, band: TkBand): CreatureId[] {
  return enc.creatureOrder.filter((id) => bandOf(enc, id) === band);
}

/** The rating table in force and whether it is the default reconstruction (RULING TK-R1). */
export function ratingTableInUse(enc: TkEncounter): { table: RatingTable; isDefault: boolean } {
  const t = enc.sys.ratingTable;
  return t ? { table: t, isDefault: false } : { table: defaultRatingTable(), isDefault: true };
}

/** One row of the action menu: the cost table with this creature's own costs (TK-TURN-5) and whether it can pay. */
export interface TkApMenuRow {
  readonly action: TkApAction;
  readonly cost: TkApCost;
  /** Whether the payer has the AP (the creature itself, or `paidBy`). */
  readonly affordable: boolean;
  /** Set when another creature pays: a rider's turn to face is its partner's 1 AP (TK-MNT-3, RULING TK-R4). */
  readonly paidBy?: CreatureId;
}

/**
 * The cost table for a creature (TK-TURN-5): turning costs 1 for a partner with its rider aboard — also when the
 * rider asks, paid by the partner (RULING TK-R4) — or in armour; standing up 2 in armour.
 */
export function apMenu(enc: TkEncounter, id: CreatureId): TkApMenuRow[] {
  const c = creatureOf(enc, id);
  if (!c) return [];
  const inArmour = !!armourOf(enc, c) || c.sys.role === 'armour';
  const left = apLeft(enc, id);
  const max = apMax(enc, id);
  const turn = turnToFace(enc, c);
  return TK_AP_ACTIONS.map((action): TkApMenuRow => {
    let cost: TkApCost = TK_AP_TABLE[action].cost;
    if (action === 'turn') {
      cost = { ap: turn.ap };
      if (turn.payerId !== id)
        return { action, cost, affordable: turn.ap <= apLeft(enc, turn.payerId), paidBy: turn.payerId };
    }
    if (action === 'standUp') cost = { ap: standUpCost(inArmour) };
    const affordable = 'ap' in cost ? cost.ap <= left : left === max && left > 0;
    return { action, cost, affordable };
  });
}

/** A row of the turn-order tracker (TK-TURN-2..4). */
export interface TkOrderRow {
  readonly id: CreatureId;
  /** Riders acting in this round (TK-MNT-1). */
  readonly with: CreatureId[];
  readonly initiative: TkInitiative | null;
  /** done: resolved; current: being resolved; postponed: started and 後回し; waiting: not started yet. */
  readonly state: 'done' | 'current' | 'postponed' | 'waiting';
}

/** The resolution order of this turn with each round's state, for the initiative tracker. */
export function turnOrder(enc: TkEncounter): { turn: number; phase: TkPhase; rows: TkOrderRow[] } {
  const phase = phaseOf(enc);
  const { order, current } = enc.turns;
  const rows = order.map((id, i): TkOrderRow => {
    const state: TkOrderRow['state'] =
      phase !== 'rounds' || i < current
        ? 'done'
        : i === current
          ? 'current'
          : enc.sys.started.includes(id)
            ? 'postponed'
            : 'waiting';
    return { id, with: carriedIds(enc, id), initiative: enc.sys.initiative[id] ?? null, state };
  });
  return { turn: enc.turns.round, phase, rows };
}

/**
 * The spirit-link flight of a fleeing partner this turn (TK-MNT-7, RULING TK-R8): only the GM moves it
 * (`tkMove { gm: true }`), `speed` squares per AP (3× its normal speed), at most `reach` squares with the AP left;
 * null when it is not fleeing.
 */
export function spiritLinkFlight(enc: TkEncounter, id: CreatureId): { speed: number; reach: number } | null {
  const c = creatureOf(enc, id);
  if (!c?.sys.fleeing) return null;
  const speed = fleeSpeed(c.sys);
  return { speed, reach: speed * apLeft(enc, id) };
}

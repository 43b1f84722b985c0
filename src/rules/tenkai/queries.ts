/** Pure queries for the board and panels (one call per token / panel; no rules logic in the UI). */
import type { CreatureId, Encounter, Text } from '../core';
import { TK_AP_TABLE, standUpCost, turnToFaceCost, type TkApAction, type TkApCost } from './ap';
import { tkOf } from './data';
import { defaultRatingTable, type RatingTable } from './rating';
import { apLeft, apMax, armourOf, bandOf, cannotAct, effectiveStats, poolMaxes, roundOwnerOf } from './stats';
import { currentRoundOwner, tkState } from './state';
import { statusList, type StatusView } from './status';
import { TK_BAND_LABELS, type TkBand } from './terms';
import { creatureOf } from '../core/creatures';
import { carriedIds } from '../core';

/** What a token and its tooltip show. */
export interface TkTokenInfo {
  band: TkBand;
  bandLabel: Text;
  apLeft: number;
  apMax: number;
  /** 生命 with its maximum after miasma (TK-ST-MIASMA). */
  hp: { now: number; max: number };
  /** 練力 gauge (gliders and armour drain by turn, TK-GLD-2 / TK-ARM-3); max after miasma. */
  ki: { now: number; max: number };
  will: { now: number; max: number };
  statuses: StatusView[];
  /** Its round is being resolved (or its pair's). */
  acting: boolean;
  /** Rule id that keeps it from acting, or null. */
  blockedBy: string | null;
  fleeing: boolean;
  dead: boolean;
  /** Initiative this turn and how it was set. */
  initiative: { total: number; die: number | null; basis: string } | null;
}

/** Everything a token shows, or null for a creature without Tenkai data. */
export function tokenInfo(enc: Encounter, id: CreatureId): TkTokenInfo | null {
  const t = tkOf(creatureOf(enc, id));
  if (!t) return null;
  const owner = currentRoundOwner(enc);
  const band = bandOf(enc, id);
  return {
    band,
    bandLabel: TK_BAND_LABELS[band],
    apLeft: apLeft(enc, id),
    apMax: apMax(enc, id),
    hp: { now: creatureOf(enc, id)?.hp ?? 0, max: poolMaxes(enc, id).hp },
    ki: { now: t.ki, max: poolMaxes(enc, id).ki },
    will: { now: t.will, max: poolMaxes(enc, id).will },
    statuses: statusList(enc, id),
    acting: owner !== null && roundOwnerOf(enc, id) === owner,
    blockedBy: cannotAct(enc, id),
    fleeing: t.fleeing,
    dead: t.dead,
    initiative: tkState(enc).initiative[roundOwnerOf(enc, id)] ?? null,
  };
}

/** Creatures in a band (the board's band filter, TK-ALT-1). */
export function creaturesInBand(enc: Encounter, band: TkBand): CreatureId[] {
  return enc.creatureOrder.filter((id) => tkOf(creatureOf(enc, id)) && bandOf(enc, id) === band);
}

/** The rating table in force and whether it is the default reconstruction (RULING TK-R1). */
export function ratingTableInUse(enc: Encounter): { table: RatingTable; isDefault: boolean } {
  const t = tkState(enc).ratingTable;
  return t ? { table: t, isDefault: false } : { table: defaultRatingTable(), isDefault: true };
}

/** The stats panel: effective values with the rules that changed them. */
export { effectiveStats };

/** One row of the action menu: the cost table with this creature's own costs (TK-TURN-5) and whether it can pay. */
export interface TkApMenuRow {
  action: TkApAction;
  label: Text;
  cost: TkApCost;
  affordable: boolean;
}

/** The cost table for a creature: turning costs 1 riding or in armour, standing up 2 in armour (TK-TURN-5). */
export function apMenu(enc: Encounter, id: CreatureId): TkApMenuRow[] {
  const c = creatureOf(enc, id);
  if (!c || !tkOf(c)) return [];
  const mountRole = tkOf(c.mountId ? creatureOf(enc, c.mountId) : undefined)?.role;
  const inArmour = !!armourOf(enc, c) || tkOf(c)?.role === 'armour';
  const left = apLeft(enc, id);
  return (Object.keys(TK_AP_TABLE) as TkApAction[]).map((action) => {
    const row = TK_AP_TABLE[action];
    let cost: TkApCost = row.cost;
    if (action === 'turn') cost = { ap: turnToFaceCost(mountRole === 'partner' || mountRole === 'glider', inArmour) };
    if (action === 'standUp') cost = { ap: standUpCost(inArmour) };
    const affordable = 'ap' in cost ? cost.ap <= left : left === apMax(enc, id) && left > 0;
    return { action, label: row.label, cost, affordable };
  });
}

/** A row of the turn-order tracker (TK-TURN-2..4). */
export interface TkOrderRow {
  id: CreatureId;
  /** Riders acting in this round (TK-MNT-1). */
  with: CreatureId[];
  initiative: { total: number; die: number | null; basis: string } | null;
  /** done: resolved; current: being resolved; postponed: started and 後回し; waiting: not started yet. */
  state: 'done' | 'current' | 'postponed' | 'waiting';
}

/** The resolution order of this turn with each round's state, for the initiative tracker. */
export function turnOrder(enc: Encounter): { turn: number; phase: string; rows: TkOrderRow[] } {
  const s = tkState(enc);
  const rows = s.resolution.map((id, i): TkOrderRow => {
    const state: TkOrderRow['state'] =
      s.phase !== 'rounds' || i < s.current ? 'done' : i === s.current ? 'current' : s.started.includes(id) ? 'postponed' : 'waiting';
    return { id, with: carriedIds(enc, id), initiative: s.initiative[id] ?? null, state };
  });
  return { turn: s.turn, phase: s.phase, rows };
}

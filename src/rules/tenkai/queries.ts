/** Pure queries for the board and panels (one call per token / panel; no rules logic in the UI). */
import type { CreatureId, Encounter, Text } from '../core';
import { tkOf } from './data';
import { defaultRatingTable, type RatingTable } from './rating';
import { apLeft, apMax, bandOf, cannotAct, effectiveStats, roundOwnerOf } from './stats';
import { currentRoundOwner, tkState } from './state';
import { statusList, type StatusView } from './status';
import { TK_BAND_LABELS, type TkBand } from './terms';

/** What a token and its tooltip show. */
export interface TkTokenInfo {
  band: TkBand;
  bandLabel: Text;
  apLeft: number;
  apMax: number;
  /** 練力 gauge (gliders and armour drain by turn, TK-GLD-2 / TK-ARM-3). */
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
  const t = tkOf(enc.creatures[id]);
  if (!t) return null;
  const owner = currentRoundOwner(enc);
  const band = bandOf(enc, id);
  return {
    band,
    bandLabel: TK_BAND_LABELS[band],
    apLeft: apLeft(enc, id),
    apMax: apMax(enc, id),
    ki: { now: t.ki, max: t.kiMax },
    will: { now: t.will, max: t.willMax },
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
  return enc.creatureOrder.filter((id) => tkOf(enc.creatures[id]) && bandOf(enc, id) === band);
}

/** The rating table in force and whether it is the default reconstruction (RULING TK-R1). */
export function ratingTableInUse(enc: Encounter): { table: RatingTable; isDefault: boolean } {
  const t = tkState(enc).ratingTable;
  return t ? { table: t, isDefault: false } : { table: defaultRatingTable(), isDefault: true };
}

/** The stats panel: effective values with the rules that changed them. */
export { effectiveStats };

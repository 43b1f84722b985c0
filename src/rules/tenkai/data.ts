/**
 * Tenkai data on a creature: `creature.ext.tenkai`. 生命 is the core `hp` / `hpMax` (one source of truth for the
 * board); everything else Tenkai-specific lives here. Plain JSON; validated on every add/edit.
 */
import { carriedIds, tx, type Creature, type CreatureId, type Text } from '../core';
import { TK_STATUS_KINDS, type TkStatus } from './status-types';
import { TK_ATTRIBUTES, TK_BANDS, TK_STAT_KEYS, type TkAttribute, type TkBand, type TkStatKey } from './terms';
import { creatureOf, type HasCreatures } from '../core/creatures';

/** The numeric sheet (totals including item bonuses; TK rules use the totals). 俊敏 may be absent (null). */
export type TkStats = Record<Exclude<TkStatKey, 'agility'>, number> & { agility: number | null };

/** What a creature is in Tenkai terms. */
export type TkRole = 'character' | 'partner' | 'glider' | 'armour';

/** Whether a partner can be ridden (TK-MNT-6). */
export type TkRidable = 'yes' | 'awkward' | 'no';

/** Glider flight modes (TK-GLD-2..4). */
export type TkGliderMode = 'combat' | 'cruise' | 'stopped' | 'gliding';

/** Armour power modes (TK-ARM-3). */
export type TkArmourMode = 'combat' | 'standby' | 'stopped';

/** Glider state (TK-GLD-*). */
export interface TkGlider {
  /** Carries weapons; an unarmed glider cannot attack (TK-GLD-1). */
  armed: boolean;
  mode: TkGliderMode;
  /** Combat flight becomes available from this turn after a warm-up (TK-GLD-3); null = ready. */
  readyFromTurn: number | null;
  /** Turns spent in the current mode since the last 練力 change (TK-GLD-2 clock). */
  clock: number;
}

/** Armour (駆鎧) state (TK-ARM-*). */
export interface TkArmour {
  mode: TkArmourMode;
  /** Destroyed at 生命 0: workshop repair only (TK-ARM-4). */
  destroyed: boolean;
  /** Turns spent in standby/stopped since the last 練力 change (TK-ARM-3 clock). */
  clock: number;
}

/** `creature.ext.tenkai`. */
export interface TkCreatureData {
  role: TkRole;
  stats: TkStats;
  /** Stats without equipment, used when piloting an armour (TK-ARM-1); null = same as `stats`. */
  baseStats: TkStats | null;
  /** 練力 (current / max). */
  ki: number;
  kiMax: number;
  /** 気力 (current / max). */
  will: number;
  willMax: number;
  attribute: TkAttribute;
  /** Own altitude band. A carried creature's band is its mount's (derived, never read from here). */
  band: TkBand;
  /** 移動 (partners, armour): squares per 1 AP (TK-MNT-2, TK-ARM-5); null = none. */
  move: number | null;
  /** Means of movement between bands (TK-ALT-2). */
  canFly: boolean;
  canSwim: boolean;
  /** Defends with a shield (−1R to the attacker, TK-HIT-4). */
  shield: boolean;
  /** Is a knight (騎士): armour 練力 drain is 3 instead of 6 (TK-ARM-3). */
  knight: boolean;
  /** Is an onmyōji (陰陽師): miasma modifiers (TK-ST-MIASMA). */
  onmyoji: boolean;
  /** Is a demon (アヤカシ): immune to miasma (TK-ST-MIASMA). */
  ayakashi: boolean;
  /** Partners: can it be ridden (TK-MNT-6). */
  ridable: TkRidable;
  /** Partners that are awkward to ride: −nR to evasion and accuracy for both (GM's call, 1–5; TK-MNT-6). */
  ridingPenalty: number;
  glider: TkGlider | null;
  armour: TkArmour | null;
  statuses: TkStatus[];
  /** Spirit-link flight (TK-MNT-7): flees carrying its rider, ignoring commands. */
  fleeing: boolean;
  /** Dead (spirit link ended, miasma stage 10 …). */
  dead: boolean;
}

/** A full Tenkai record from partial input (defaults for the rest). */
export function tenkaiData(p: Partial<Omit<TkCreatureData, 'stats'>> & { stats?: Partial<TkStats> } = {}): TkCreatureData {
  const stats: TkStats = {
    attack: 100, defence: 100, guard: 100, accuracy: 100, evasion: 100, perception: 100, resistance: 100, agility: null, ap: 4,
    ...(p.stats ?? {}),
  };
  return {
    role: 'character',
    baseStats: null,
    ki: 50,
    kiMax: 50,
    will: 50,
    willMax: 50,
    attribute: '無',
    band: 'ground',
    move: null,
    canFly: false,
    canSwim: false,
    shield: false,
    knight: false,
    onmyoji: false,
    ayakashi: false,
    ridable: 'yes',
    ridingPenalty: 0,
    glider: null,
    armour: null,
    statuses: [],
    fleeing: false,
    dead: false,
    ...p,
    stats,
  };
}

/** The creature's Tenkai data, or undefined when it has none. */
export function tkOf(c: Creature | undefined): TkCreatureData | undefined {
  const t = c?.ext?.tenkai;
  return t && typeof t === 'object' ? (t as TkCreatureData) : undefined;
}

/** Does the creature take part in Tenkai rules? */
export function hasTenkai(c: Creature | undefined): boolean {
  return tkOf(c) !== undefined;
}

const MAX = 100000;
function int(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** First problem with `ext.tenkai`, or null if valid (used by add/edit and file import). */
export function tenkaiDataProblem(v: unknown): Text | null {
  if (!v || typeof v !== 'object') return tx('Tenkai data is missing.', '舵天照のデータがありません。');
  const t = v as TkCreatureData;
  const bad = (f: string, en: string, ja: string): Text => tx(`${f}: ${en}`, `${f}：${ja}`);
  if (!['character', 'partner', 'glider', 'armour'].includes(t.role)) return bad('role', 'character, partner, glider or armour.', 'キャラクター・相棒・グライダー・アーマーのいずれかです。');
  if (!t.stats || typeof t.stats !== 'object') return bad('stats', 'missing.', 'ありません。');
  for (const s of [t.stats, t.baseStats]) {
    if (s === null) continue;
    if (!s || typeof s !== 'object') return bad('stats', 'missing.', 'ありません。');
    for (const k of TK_STAT_KEYS) {
      const val = s[k];
      if (k === 'agility' && val === null) continue;
      if (!int(val, 0, k === 'ap' ? 99 : MAX)) return bad(k, `a whole number from 0 to ${k === 'ap' ? 99 : MAX}.`, `0〜${k === 'ap' ? 99 : MAX}の整数です。`);
    }
  }
  if (!int(t.kiMax, 0, MAX) || !int(t.ki, 0, t.kiMax)) return bad('練力', 'current 0…max, max 0…100000.', '現在値は0〜最大値です。');
  if (!int(t.willMax, 0, MAX) || !int(t.will, 0, t.willMax)) return bad('気力', 'current 0…max, max 0…100000.', '現在値は0〜最大値です。');
  if (!TK_ATTRIBUTES.includes(t.attribute)) return bad('attribute', '無, 心, 技 or 体.', '無・心・技・体のいずれかです。');
  if (!TK_BANDS.includes(t.band)) return bad('band', 'one of 水中 地上 低空 中空 高空.', '水中・地上・低空・中空・高空のいずれかです。');
  if (t.move !== null && !int(t.move, 0, 100)) return bad('移動', 'a whole number from 0 to 100, or none.', '0〜100の整数かなしです。');
  for (const k of ['canFly', 'canSwim', 'shield', 'knight', 'onmyoji', 'ayakashi', 'fleeing', 'dead'] as const) {
    if (typeof t[k] !== 'boolean') return bad(k, 'yes or no.', 'はい/いいえです。');
  }
  if (!['yes', 'awkward', 'no'].includes(t.ridable)) return bad('ridable', 'yes, awkward or no.', '可・不向き・不可のいずれかです。');
  if (!int(t.ridingPenalty, 0, 5)) return bad('riding penalty', 'a whole number from 0 to 5 (TK-MNT-6).', '0〜5の整数です（TK-MNT-6）。');
  if (t.glider !== null) {
    const g = t.glider;
    if (!g || typeof g.armed !== 'boolean' || !['combat', 'cruise', 'stopped', 'gliding'].includes(g.mode) || !int(g.clock, 0, MAX)) {
      return bad('glider', 'armed yes/no, mode combat/cruise/stopped/gliding.', '武装の有無と飛行状態を指定してください。');
    }
  }
  if (t.armour !== null) {
    const a = t.armour;
    if (!a || typeof a.destroyed !== 'boolean' || !['combat', 'standby', 'stopped'].includes(a.mode) || !int(a.clock, 0, MAX)) {
      return bad('armour', 'mode combat/standby/stopped.', '状態を指定してください。');
    }
  }
  if (!Array.isArray(t.statuses)) return bad('statuses', 'a list.', '一覧です。');
  for (const st of t.statuses) {
    const max = st?.kind === 'miasma' ? 10 : st?.kind === 'curse' || st?.kind === 'petrify' ? 5 : 0;
    if (!st || !TK_STATUS_KINDS.includes(st.kind) || typeof st.id !== 'string' || !int(st.stage, st.kind === 'curse' || st.kind === 'miasma' ? 1 : 0, max) || !int(st.appliedTurn, 0, MAX) || (st.duration !== null && !int(st.duration, 1, MAX))) {
      return bad('statuses', 'a status has an unknown kind, stage or duration.', '状態異常の種類・段階・効果時間が不正です。');
    }
  }
  return null;
}

/** Creatures riding (or aboard) `id`. */
export function ridersOf(enc: HasCreatures & { creatureOrder: CreatureId[] }, id: CreatureId): Creature[] {
  return carriedIds(enc, id).map((cid) => creatureOf(enc, cid) as Creature);
}

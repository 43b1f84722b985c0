/**
 * Effective statistics and derived facts (pure queries): what a creature's numbers are right now after
 * miasma, petrification, sleep, glider cruising and armour boarding; its band; its AP left.
 */
import { carriedIds, creatureOf, ref, type CreatureId } from '../core';
import { turnToFaceCost } from './ap';
import type { TkMsg } from './messages';
import type { TkCreature, TkCreatureData, TkEncounter, TkStats, TkStatusKind } from './model';
import type { TkBand } from './terms';

/** A rule that changed a stat, for explanations (the note is a message). */
export interface StatNote {
  readonly rule: string;
  readonly stat: keyof TkStats | 'all';
  readonly note: TkMsg;
}

/** Effective stats with the notes of what changed them. */
export interface EffectiveStats {
  readonly stats: TkStats;
  readonly notes: StatNote[];
}

/** Highest stage of a status, or −1 when absent. */
export function statusStage(t: TkCreatureData, kind: 'miasma' | 'petrify' | 'curse'): number {
  let best = -1;
  for (const s of t.statuses) if (s.kind === kind) best = Math.max(best, s.stage);
  return best;
}

/** Has the creature this status? */
export function hasStatus(t: TkCreatureData | undefined, kind: TkStatusKind): boolean {
  return !!t && t.statuses.some((s) => s.kind === kind);
}

/** Miasma stages in effect (stages − suppressed two for 6 turns, TK-ST-MIASMA). */
export function miasmaStagesInEffect(t: TkCreatureData, turn: number): number {
  if (hasStatus(t, 'petrify')) return 0; // miasma coexists with everything but petrification (TK-ST-2)
  const m = t.statuses.find((s) => s.kind === 'miasma');
  if (!m) return 0;
  const suppressed = m.suppressedUntil !== null && turn < m.suppressedUntil ? 2 : 0;
  return Math.max(0, m.stage - suppressed);
}

/** Fully petrified (stage 5, TK-ST-PETRIFY)? */
export function isFullyPetrified(t: TkCreatureData | undefined): boolean {
  return !!t && t.statuses.some((s) => s.kind === 'petrify' && s.stage >= 5);
}

/** Is the creature asleep (TK-ST-SLEEP)? */
export function isAsleep(t: TkCreatureData | undefined): boolean {
  return hasStatus(t, 'sleep') && !isFullyPetrified(t);
}

/** A stopped armour (練力 or 生命 0, or destroyed; TK-ARM-2)? */
export function isStoppedArmour(c: TkCreature | undefined): boolean {
  const t = c?.sys;
  if (!c || !t || t.role !== 'armour' || !t.armour) return false;
  return t.armour.destroyed || t.ki <= 0 || c.hp <= 0 || t.armour.mode === 'stopped';
}

/** The armour a creature pilots, if aboard one. */
export function armourOf(enc: TkEncounter, c: TkCreature): TkCreature | undefined {
  const m = c.mountId ? creatureOf(enc, c.mountId) : undefined;
  return m?.sys.role === 'armour' ? m : undefined;
}

/** The creature's mount, if it rides (or is aboard) one. */
export function mountOf(enc: TkEncounter, c: TkCreature): TkCreature | undefined {
  return c.mountId ? creatureOf(enc, c.mountId) : undefined;
}

function pct(v: number, percent: number): number {
  return Math.trunc((v * percent) / 100);
}

const NO_STATS: TkStats = {
  attack: 0,
  defence: 0,
  guard: 0,
  accuracy: 0,
  evasion: 0,
  perception: 0,
  resistance: 0,
  agility: null,
  ap: 0,
};

/**
 * Effective stats of a creature (fractions truncated):
 * - aboard an armour: pilot base stats + armour stats (TK-ARM-1);
 * - miasma: −5% per stage in effect to 攻撃 命中 回避 防御 受防 知覚 抵抗 (TK-ST-MIASMA);
 * - petrification: per stage 行動 −1, 防御 +50, 俊敏 −50 (TK-ST-PETRIFY);
 * - glider cruising: 回避 and 命中 halved (TK-GLD-3), applied to the glider and its rider's checks;
 * - asleep, or a stopped armour: 回避 and 受防 count as 0 (TK-ST-SLEEP, TK-ARM-2).
 */
export function effectiveStats(enc: TkEncounter, id: CreatureId): EffectiveStats {
  const c = creatureOf(enc, id);
  const notes: StatNote[] = [];
  if (!c) return { stats: NO_STATS, notes };
  const t = c.sys;
  let s: { -readonly [K in keyof TkStats]: TkStats[K] } = { ...t.stats };
  const armour = armourOf(enc, c);
  if (armour) {
    const base = t.baseStats ?? t.stats;
    const at = armour.sys.stats;
    s = {
      attack: base.attack + at.attack,
      defence: base.defence + at.defence,
      guard: base.guard + at.guard,
      accuracy: base.accuracy + at.accuracy,
      evasion: base.evasion + at.evasion,
      perception: base.perception + at.perception,
      resistance: base.resistance + at.resistance,
      agility: base.agility === null && at.agility === null ? null : (base.agility ?? 0) + (at.agility ?? 0),
      ap: base.ap + at.ap,
    };
    notes.push({ rule: 'TK-ARM-1', stat: 'all', note: { m: 'noteAboard', armour: ref(armour) } });
  }
  const m = miasmaStagesInEffect(t, enc.turns.round);
  if (m > 0) {
    for (const k of ['attack', 'accuracy', 'evasion', 'defence', 'guard', 'perception', 'resistance'] as const)
      s[k] = s[k] - pct(s[k], 5 * m);
    notes.push({ rule: 'TK-ST-MIASMA', stat: 'all', note: { m: 'noteMiasma', stages: m, percent: 5 * m } });
  }
  const p = statusStage(t, 'petrify');
  if (p > 0) {
    s.ap = Math.max(0, s.ap - p);
    s.defence += 50 * p;
    if (s.agility !== null) s.agility = Math.max(0, s.agility - 50 * p);
    notes.push({ rule: 'TK-ST-PETRIFY', stat: 'all', note: { m: 'notePetrified', stage: p } });
  }
  const glider = t.glider ?? mountOf(enc, c)?.sys.glider ?? null;
  if (glider?.mode === 'cruise') {
    s.evasion = Math.trunc(s.evasion / 2);
    s.accuracy = Math.trunc(s.accuracy / 2);
    notes.push({ rule: 'TK-GLD-3', stat: 'evasion', note: { m: 'noteCruising' } });
  }
  const stopped = isStoppedArmour(c) || isStoppedArmour(armour);
  if (isAsleep(t) || stopped) {
    s.evasion = 0;
    s.guard = 0;
    notes.push({ rule: stopped ? 'TK-ARM-2' : 'TK-ST-SLEEP', stat: 'evasion', note: { m: 'noteNoDefence' } });
  }
  return { stats: s, notes };
}

/**
 * The band a creature is in (TK-ALT-1). A carried creature's band is its mount's — derived every time, never
 * stored (house style: no drifting rider heights).
 */
export function bandOf(enc: TkEncounter, id: CreatureId): TkBand {
  let c = creatureOf(enc, id);
  for (let guard = 0; c?.mountId && guard < 64; guard++) {
    const m = creatureOf(enc, c.mountId);
    if (!m) break;
    c = m;
  }
  return c?.sys.band ?? 'ground';
}

/** The creature whose round a creature acts in: a rider acts in its partner's round (TK-MNT-1). */
export function roundOwnerOf(enc: TkEncounter, id: CreatureId): CreatureId {
  const c = creatureOf(enc, id);
  return c?.mountId && creatureOf(enc, c.mountId) ? c.mountId : id;
}

/** AP this creature has this turn: effective 行動 (TK-TURN-1). */
export function apMax(enc: TkEncounter, id: CreatureId): number {
  return effectiveStats(enc, id).stats.ap;
}

/** AP left this turn (never negative). */
export function apLeft(enc: TkEncounter, id: CreatureId): number {
  const c = creatureOf(enc, id);
  return c ? Math.max(0, apMax(enc, id) - c.sys.tally.apSpent) : 0;
}

/** The rule that keeps a creature from acting at all (asleep, fully petrified, stopped armour, dead), or null. */
export function cannotAct(enc: TkEncounter, id: CreatureId): string | null {
  const c = creatureOf(enc, id);
  if (!c) return 'TK-TURN-1';
  const t = c.sys;
  if (t.dead) return 'TK-MNT-7';
  if (isFullyPetrified(t)) return 'TK-ST-PETRIFY';
  if (isAsleep(t)) return 'TK-ST-SLEEP';
  if (t.role === 'armour' && isStoppedArmour(c)) return 'TK-ARM-2';
  const armour = armourOf(enc, c);
  if (armour && isStoppedArmour(armour)) return 'TK-ARM-2';
  return null;
}

/** Maximum 生命 / 練力 / 気力 after miasma (−5% per stage in effect, TK-ST-MIASMA), truncated. */
export function poolMaxes(enc: TkEncounter, id: CreatureId): { hp: number; ki: number; will: number } {
  const c = creatureOf(enc, id);
  if (!c) return { hp: 0, ki: 0, will: 0 };
  const t = c.sys;
  const m = miasmaStagesInEffect(t, enc.turns.round);
  const cut = (v: number): number => v - pct(v, 5 * m);
  return { hp: cut(c.hpMax), ki: cut(t.kiMax), will: cut(t.willMax) };
}

/** Is this creature a partner or glider (a riding partner, TK-MNT-*, TK-GLD-1)? */
function isRidingPartner(c: TkCreature | undefined): boolean {
  return c?.sys.role === 'partner' || c?.sys.role === 'glider';
}

/**
 * Who turns and pays when `c` turns to face, and how much (TK-TURN-5, TK-MNT-3, RULING TK-R4): a rider on a partner
 * or glider turns with it, and the partner pays 1 (方向転換（相棒騎乗時）), the rider nothing — whichever of the two is
 * told to turn; a partner on its own turns for 0; in armour 1 (方向転換（アーマー）), paid by the pilot.
 */
export function turnToFace(enc: TkEncounter, c: TkCreature): { payerId: CreatureId; ap: number; ridden: boolean } {
  const mount = mountOf(enc, c);
  const body = mount && isRidingPartner(mount) ? mount : c;
  const ridden = isRidingPartner(body) && carriedIds(enc, body.id).length > 0;
  const inArmour = !!armourOf(enc, c) || c.sys.role === 'armour';
  return { payerId: body.id, ap: turnToFaceCost(ridden, inArmour), ridden };
}

/**
 * The spirit-link flight's speed (TK-MNT-7 「通常の３倍の速度」, RULING TK-R8): 3 × 移動 squares per AP, 3 per AP for a
 * partner without 移動 (three times the normal move of 1 square per AP).
 */
export function fleeSpeed(t: TkCreatureData): number {
  return 3 * (t.move !== null && t.move > 0 ? t.move : 1);
}

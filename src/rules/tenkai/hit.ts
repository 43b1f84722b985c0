/**
 * The hit check (TK-HIT-*), as a pure query the UI can show before the roll: the ratio and its column, every
 * rank and dice modifier with its source and rule id, the range used. The attack command uses the same
 * function, so the preview and the roll never disagree.
 */
import {
  carriedIds,
  clearBetween,
  creatureOf,
  distance,
  EFFECT,
  sceneWalls,
  spaceOf,
  wallIndex,
  type CreatureId,
} from '../core';
import { bandEngagement } from './altitude';
import { grid } from './grid';
import type { TkMsg } from './messages';
import type { TkEncounter } from './model';
import { modSource, total, type TkHitModifier, type TkModKey } from './mods';
import { ratioColumn, shiftColumn } from './rating';
import {
  armourOf,
  bandOf,
  effectiveStats,
  hasStatus,
  isAsleep,
  isStoppedArmour,
  mountOf,
  statusStage,
  type StatNote,
} from './stats';
import type { TkAttackKind, TkAttribute, TkDefence } from './terms';

/** A skill used with an attack: its name, AP and 練力 cost (TK-HIT-1, TK-TURN-6). */
export interface TkSkillUse {
  readonly name: string;
  readonly ap: number;
  readonly ki: number;
}

/** What an attack is (the declaration of TK-HIT-1). */
export interface TkAttackSpec {
  readonly attackerId: CreatureId;
  /** The named target (for a mounted pair under guard, the one the attacker names, TK-MNT-5). */
  readonly targetId: CreatureId;
  readonly kind: TkAttackKind;
  /** 自動命中 skill (TK-HIT-6). */
  readonly autoHit?: boolean;
  /** Range of the weapon or skill in squares (0 = same square only); default 1 for melee, required otherwise. */
  readonly range?: number;
  /** GM situation modifier in ranks, + favours the attacker (TK-HIT-8: ±1, ±3, ±5). */
  readonly situation?: number;
  /** Rank modifiers stated by a skill or item (+ favours the attacker). */
  readonly skillRanks?: number;
  /** Dice modifier D+z (TK-HIT-2). */
  readonly diceMod?: number;
  /** Targets everyone in an area: a mounted pair is hit together, one damage figure for both (TK-MNT-5, RULING TK-R5). */
  readonly area?: boolean;
  /**
   * Hits at once (「X回攻撃」「同時攻撃」, 1–10; default 1): one declaration, cost and defence choice, a hit check and
   * damage per hit, one sleep recovery check for the whole attack (TK-ST-SLEEP, RULING TK-R6).
   */
  readonly hits?: number;
  /** Wielded two-handed: fixed attack +1 (TK-DMG-6). */
  readonly twoHanded?: boolean;
  /** Dual-use weapon held in one hand: fixed attack 0 (TK-DMG-7). */
  readonly dualUseOneHand?: boolean;
  /** A skill cancels the dual-use penalty (TK-DMG-7). */
  readonly cancelsDualUsePenalty?: boolean;
  readonly weaponAttribute?: TkAttribute;
  readonly skillAttribute?: TkAttribute;
  /** A skill being used (TK-HIT-1, TK-TURN-6). */
  readonly skill?: TkSkillUse;
}

/** Everything shown before the roll. */
export interface HitPreview {
  readonly allowed: boolean;
  /** Why the attack cannot be made (a message) and the rule. */
  readonly refusal?: { readonly reason: TkMsg; readonly rule: string };
  readonly defence: TkDefence;
  /** Whose statistics defend (a mounted pair defends with the partner's, TK-MNT-5). */
  readonly defenderStatsId: CreatureId;
  readonly attackerValue: number;
  readonly defenderValue: number;
  /** Column of the bare ratio and after rank modifiers. */
  readonly baseColumn: number;
  readonly column: number;
  /** Sum of the rank modifiers and of the dice modifiers. */
  readonly ranks: number;
  readonly diceMod: number;
  readonly modifiers: readonly TkHitModifier[];
  /** Squares between attacker and target (TK-GRID-2). */
  readonly distance: number;
  /** Range the attack uses: squares + 5 per band of height (TK-ALT-3). */
  readonly rangeUsed: number;
  /** The range the attack has. */
  readonly range: number;
  readonly statNotes: readonly StatNote[];
}

/** Whose statistics defend a target (TK-MNT-5; an armour's pilot defends with the combined stats, TK-ARM-1). */
export function defenceStatsHolder(enc: TkEncounter, targetId: CreatureId): CreatureId {
  const t = creatureOf(enc, targetId);
  if (!t) return targetId;
  const mount = mountOf(enc, t);
  if (mount && (mount.sys.role === 'partner' || mount.sys.role === 'glider')) return mount.id;
  if (t.sys.role === 'armour') {
    const pilot = creatureOf(enc, carriedIds(enc, t.id)[0]);
    if (pilot) return pilot.id;
  }
  return targetId;
}

/** The members of a mounted pair (partner first, then who it carries), empty for a creature on its own. */
export function pairOf(enc: TkEncounter, id: CreatureId): CreatureId[] {
  const c = creatureOf(enc, id);
  if (!c) return [];
  const head = c.mountId && creatureOf(enc, c.mountId) ? c.mountId : id;
  const out = [head, ...carriedIds(enc, head)];
  return out.length > 1 ? out : [];
}

/** Distance penalty: −1R per 2 squares (TK-HIT-7): 0–1 none, 2–3 −1R, 4–5 −2R … */
export function distanceRanks(squares: number): number {
  return -Math.floor(Math.max(0, squares) / 2);
}

/**
 * Preview a hit check (TK-HIT-2..8, TK-ALT-3, TK-MNT-4..6, TK-ST-PETRIFY, RULING TK-R7). `chosen` is the defender's choice;
 * perception and auto-hit attacks are always resolved as evasion (TK-HIT-5, TK-HIT-6).
 */
export function previewHit(enc: TkEncounter, spec: TkAttackSpec, chosen: TkDefence = 'evade'): HitPreview {
  const attacker = creatureOf(enc, spec.attackerId);
  const target = creatureOf(enc, spec.targetId);
  const defence: TkDefence = spec.kind === 'perception' || spec.autoHit ? 'evade' : chosen;
  const holderId = defenceStatsHolder(enc, spec.targetId);
  const a = effectiveStats(enc, spec.attackerId);
  const dStats = effectiveStats(enc, holderId);
  const modifiers: TkHitModifier[] = [];
  const rank = (ruleId: string, value: number, key: TkModKey, n?: number): void => {
    if (value !== 0) modifiers.push({ kind: 'ranks', value, source: modSource(key, n), ruleId });
  };
  const squares = attacker && target ? distance(spaceOf(attacker), spaceOf(target), grid.metric) : 0;
  const aBand = bandOf(enc, spec.attackerId);
  const tBand = bandOf(enc, spec.targetId);
  const eng = bandEngagement(aBand, tBand);
  const rangeUsed = squares + eng.rangeUsed;
  const range = spec.range ?? (spec.kind === 'melee' ? 1 : 0);
  let refusal: HitPreview['refusal'];
  if (!eng.allowed) refusal = { rule: 'TK-ALT-3', reason: { m: 'noEngagement', from: aBand, to: tBand } };
  else if (rangeUsed > range) {
    refusal = {
      rule: eng.rangeUsed > 0 ? 'TK-ALT-3' : 'TK-GRID-2',
      reason: { m: 'outOfRange', needed: rangeUsed, squares, band: eng.rangeUsed, range },
    };
  } else if (attacker && target && sceneWalls(enc).length > 0) {
    // RULING TK-R12 (issue 32): the source has no cover; a wall that blocks effect between the two stops the attack.
    if (!clearBetween(wallIndex(sceneWalls(enc)), spaceOf(attacker), spaceOf(target), EFFECT))
      refusal = { rule: 'TK-R12', reason: { m: 'wallBlocksAttack' } };
  }
  // TK-HIT-4
  if (defence === 'guard' && spec.kind === 'shooting') rank('TK-HIT-4', 2, 'guardVsShooting');
  const holder = creatureOf(enc, holderId);
  if (holder?.sys.shield || target?.sys.shield) rank('TK-HIT-4', -1, 'shield');
  // TK-HIT-7
  rank('TK-HIT-7', distanceRanks(squares), 'distance', squares);
  // TK-ALT-3
  if (eng.allowed && eng.steps === 1) rank('TK-ALT-3', eng.ranks, 'bandUp');
  // TK-MNT-4 rider accuracy; TK-MNT-6 awkward partners
  const aMount = attacker ? mountOf(enc, attacker) : undefined;
  const aMountT = aMount?.sys;
  if (aMountT && (aMountT.role === 'partner' || aMountT.role === 'glider')) rank('TK-MNT-4', -1, 'riderAttacks');
  const aPartner =
    aMountT?.role === 'partner'
      ? aMountT
      : attacker?.sys.role === 'partner' && pairOf(enc, spec.attackerId).length > 0
        ? attacker.sys
        : undefined;
  if (aPartner && aPartner.ridable === 'awkward' && aPartner.ridingPenalty > 0)
    rank('TK-MNT-6', -aPartner.ridingPenalty, 'awkwardAccuracy');
  if (holderId !== spec.targetId || pairOf(enc, spec.targetId).length > 0) {
    const dp = holder?.sys;
    if (dp?.role === 'partner' && dp.ridable === 'awkward' && dp.ridingPenalty > 0 && pairOf(enc, holderId).length > 0)
      rank('TK-MNT-6', dp.ridingPenalty, 'awkwardDefence');
    if (defence === 'guard' && target?.mountId && target.mountId === holderId) rank('TK-MNT-4', 1, 'riderGuards');
  }
  // TK-ST-PETRIFY: −1R per stage on every hit check (「全ての命中判定」) — the petrified attacker's, and (RULING TK-R7)
  // the check of a petrified defender, evading or guarding: the one whose statistics defend (TK-MNT-5).
  const pet = attacker ? statusStage(attacker.sys, 'petrify') : -1;
  if (pet > 0) rank('TK-ST-PETRIFY', -pet, 'petrified', pet);
  const dPet = holder ? statusStage(holder.sys, 'petrify') : -1;
  if (dPet > 0) rank('TK-R7', dPet, 'petrifiedDefender', dPet);
  // TK-HIT-8 and skills
  if (spec.situation) rank('TK-HIT-8', spec.situation, 'situation');
  if (spec.skillRanks) rank('TK-HIT-2', spec.skillRanks, 'skill');
  if (spec.diceMod)
    modifiers.push({ kind: 'dice', value: spec.diceMod, source: modSource('dice'), ruleId: 'TK-HIT-2' });
  const attackerValue = a.stats.accuracy;
  const defenderValue = defence === 'guard' ? dStats.stats.accuracy : dStats.stats.evasion;
  const baseColumn = ratioColumn(attackerValue, defenderValue);
  const ranks = total(modifiers.filter((m) => m.kind === 'ranks'));
  const diceMod = total(modifiers.filter((m) => m.kind === 'dice'));
  return {
    allowed: !refusal,
    ...(refusal ? { refusal } : {}),
    defence,
    defenderStatsId: holderId,
    attackerValue,
    defenderValue,
    baseColumn,
    column: shiftColumn(baseColumn, ranks),
    ranks,
    diceMod,
    modifiers,
    distance: squares,
    rangeUsed,
    range,
    statNotes: [...a.notes, ...dStats.notes],
  };
}

/**
 * When the defender has no choice (TK-HIT-5 perception, TK-HIT-6 auto-hit: always evasion; asleep or in a stopped
 * armour: 回避/受防 are 0 and nobody is asked, TK-ST-SLEEP / TK-ARM-2), the forced defence and its rule; else null.
 */
export function forcedDefence(enc: TkEncounter, spec: TkAttackSpec): { defence: TkDefence; rule: string } | null {
  if (spec.kind === 'perception') return { defence: 'evade', rule: 'TK-HIT-5' };
  if (spec.autoHit) return { defence: 'evade', rule: 'TK-HIT-6' };
  const holder = creatureOf(enc, defenceStatsHolder(enc, spec.targetId));
  if (isAsleep(holder?.sys)) return { defence: 'evade', rule: 'TK-ST-SLEEP' };
  if (isStoppedArmour(holder) || (holder && isStoppedArmour(armourOf(enc, holder))))
    return { defence: 'evade', rule: 'TK-ARM-2' };
  return null;
}

/** A berserk defender cannot guard (TK-ST-BERSERK). */
export function guardBlocked(enc: TkEncounter, spec: TkAttackSpec): boolean {
  const ids = [spec.targetId, defenceStatsHolder(enc, spec.targetId)];
  return ids.some((id) => hasStatus(creatureOf(enc, id)?.sys, 'berserk'));
}

/** Both defence options as the attack panel shows them before the roll: guard is null when not available. */
export function attackPreview(
  enc: TkEncounter,
  spec: TkAttackSpec,
): {
  evade: HitPreview;
  guard: HitPreview | null;
  forced: { defence: TkDefence; rule: string } | null;
  guardBlockedBy: string | null;
} {
  const forced = forcedDefence(enc, spec);
  const blocked = guardBlocked(enc, spec);
  return {
    evade: previewHit(enc, spec, 'evade'),
    guard: forced || blocked ? null : previewHit(enc, spec, 'guard'),
    forced,
    guardBlockedBy: blocked ? 'TK-ST-BERSERK' : null,
  };
}

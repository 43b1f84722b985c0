/**
 * The hit check (TK-HIT-*), as a pure query the UI can show before the roll: the ratio and its column, every
 * rank and dice modifier with its rule id, the range used. The attack command uses the same function, so the
 * preview and the roll never disagree.
 */
import { distance, gridRules, spaceOf, tx, type CreatureId, type Encounter, type Text } from '../core';
import { bandEngagement } from './altitude';
import { tkOf } from './data';
import { ratioColumn, shiftColumn } from './rating';
import { armourOf, bandOf, effectiveStats, hasStatus, isAsleep, isStoppedArmour, statusStage, type StatNote } from './stats';
import { TK_BAND_LABELS, type TkAttackKind, type TkAttribute, type TkDefence } from './terms';
import { creatureOf } from '../core/creatures';
import { carriedIds } from '../core';

/** What an attack is (the declaration of TK-HIT-1). */
export interface TkAttackSpec {
  attackerId: CreatureId;
  /** The named target (for a mounted pair under guard, the one the attacker names, TK-MNT-5). */
  targetId: CreatureId;
  kind: TkAttackKind;
  /** 自動命中 skill (TK-HIT-6). */
  autoHit?: boolean;
  /** Range of the weapon or skill in squares (0 = same square only); default 1 for melee, required otherwise. */
  range?: number;
  /** GM situation modifier in ranks, + favours the attacker (TK-HIT-8: ±1, ±3, ±5). */
  situation?: number;
  /** Rank modifiers stated by a skill or item (+ favours the attacker). */
  skillRanks?: number;
  /** Dice modifier D+z (TK-HIT-2). */
  diceMod?: number;
  /** Targets everyone in an area: a mounted pair is hit together (TK-MNT-5). */
  area?: boolean;
  /** Wielded two-handed: fixed attack +1 (TK-DMG-6). */
  twoHanded?: boolean;
  /** Dual-use weapon held in one hand: fixed attack 0 (TK-DMG-7). */
  dualUseOneHand?: boolean;
  /** A skill cancels the dual-use penalty (TK-DMG-7). */
  cancelsDualUsePenalty?: boolean;
  weaponAttribute?: TkAttribute;
  skillAttribute?: TkAttribute;
  /** A skill being used: its name, AP and 練力 cost (TK-HIT-1, TK-TURN-6). */
  skill?: { name: string; ap: number; ki: number };
}

/** One modifier of a hit check. */
export interface HitModifier {
  rule: string;
  /** Rank modifier (+ = left, attacker's favour). */
  ranks: number;
  /** Dice modifier. */
  dice: number;
  label: Text;
}

/** Everything shown before the roll. */
export interface HitPreview {
  allowed: boolean;
  refusal?: { text: Text; rule: string };
  defence: TkDefence;
  /** Whose statistics defend (a mounted pair defends with the partner's, TK-MNT-5). */
  defenderStatsId: CreatureId;
  attackerValue: number;
  defenderValue: number;
  /** Column of the bare ratio and after rank modifiers. */
  baseColumn: number;
  column: number;
  ranks: number;
  diceMod: number;
  modifiers: HitModifier[];
  /** Squares between attacker and target (TK-GRID-2). */
  distance: number;
  /** Range the attack uses: squares + 5 per band of height (TK-ALT-3). */
  rangeUsed: number;
  statNotes: StatNote[];
}

/** Whose statistics defend a target (TK-MNT-5; an armour's pilot defends with the combined stats, TK-ARM-1). */
export function defenceStatsHolder(enc: Encounter, targetId: CreatureId): CreatureId {
  const t = creatureOf(enc, targetId);
  if (!t) return targetId;
  const mount = t.mountId ? creatureOf(enc, t.mountId) : undefined;
  const mt = tkOf(mount);
  if (mount && mt && (mt.role === 'partner' || mt.role === 'glider')) return mount.id;
  if (tkOf(t)?.role === 'armour') {
    const pilot = creatureOf(enc, carriedIds(enc, t.id)[0]);
    if (pilot) return pilot.id;
  }
  return targetId;
}

/** The other members of a mounted pair (rider ↔ partner), empty for a creature on its own. */
export function pairOf(enc: Encounter, id: CreatureId): CreatureId[] {
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
 * Preview a hit check (TK-HIT-2..8, TK-ALT-3, TK-MNT-4..6, TK-ST-PETRIFY). `defence` is the defender's choice;
 * perception and auto-hit attacks are always resolved as evasion (TK-HIT-5, TK-HIT-6).
 */
export function previewHit(enc: Encounter, spec: TkAttackSpec, chosen: TkDefence = 'evade'): HitPreview {
  const attacker = creatureOf(enc, spec.attackerId);
  const target = creatureOf(enc, spec.targetId);
  const defence: TkDefence = spec.kind === 'perception' || spec.autoHit ? 'evade' : chosen;
  const holderId = defenceStatsHolder(enc, spec.targetId);
  const a = effectiveStats(enc, spec.attackerId);
  const dStats = effectiveStats(enc, holderId);
  const modifiers: HitModifier[] = [];
  const add = (rule: string, ranks: number, dice: number, en: string, ja: string): void => {
    if (ranks !== 0 || dice !== 0) modifiers.push({ rule, ranks, dice, label: tx(en, ja) });
  };
  const squares = attacker && target ? distance(spaceOf(attacker), spaceOf(target), gridRules(enc.system).metric) : 0;
  const eng = bandEngagement(bandOf(enc, spec.attackerId), bandOf(enc, spec.targetId));
  const rangeUsed = squares + eng.rangeUsed;
  let refusal: HitPreview['refusal'];
  if (!eng.allowed) {
    const ab = TK_BAND_LABELS[bandOf(enc, spec.attackerId)];
    const tb = TK_BAND_LABELS[bandOf(enc, spec.targetId)];
    refusal = { rule: 'TK-ALT-3', text: tx(`${ab.en} and ${tb.en} are two or more bands apart: no engagement.`, `${ab.ja}と${tb.ja}は二段階以上離れており、交戦できません。`) };
  }
  const range = spec.range ?? (spec.kind === 'melee' ? 1 : 0);
  if (!refusal && rangeUsed > range) {
    refusal = {
      rule: eng.rangeUsed > 0 ? 'TK-ALT-3' : 'TK-GRID-2',
      text: tx(`Out of range: the attack needs range ${rangeUsed} (${squares} square(s)${eng.rangeUsed ? ` + ${eng.rangeUsed} for the band` : ''}), it has ${range}.`, `射程外です：必要な射程は${rangeUsed}（${squares}スクエア${eng.rangeUsed ? `＋高度差${eng.rangeUsed}` : ''}）、射程は${range}です。`),
    };
  }
  // TK-HIT-4
  if (defence === 'guard' && spec.kind === 'shooting') add('TK-HIT-4', 2, 0, 'guarding against shooting +2R', '射撃に対する受防 +2R');
  const holder = tkOf(creatureOf(enc, holderId));
  if (holder?.shield || tkOf(target)?.shield) add('TK-HIT-4', -1, 0, 'defending with a shield −1R', '盾による防御 −1R');
  // TK-HIT-7
  add('TK-HIT-7', distanceRanks(squares), 0, `distance ${squares} square(s)`, `距離${squares}スクエア`);
  // TK-ALT-3
  if (eng.allowed && eng.steps === 1) add('TK-ALT-3', eng.ranks, 0, 'target one band up −3R (range 5 used)', '一段階上の高度への攻撃 −3R（射程5消費）');
  // TK-MNT-4 rider accuracy; TK-MNT-6 awkward partners
  const aMount = attacker?.mountId ? creatureOf(enc, attacker.mountId) : undefined;
  const aMountT = tkOf(aMount);
  if (attacker && aMountT && (aMountT.role === 'partner' || aMountT.role === 'glider')) add('TK-MNT-4', -1, 0, 'attacking while riding −1R', '騎乗中の騎手の命中 −1R');
  const aPartner = aMountT?.role === 'partner' ? aMountT : tkOf(attacker)?.role === 'partner' && pairOf(enc, spec.attackerId).length > 0 ? tkOf(attacker) : undefined;
  if (aPartner && aPartner.ridable === 'awkward' && aPartner.ridingPenalty > 0) add('TK-MNT-6', -aPartner.ridingPenalty, 0, 'riding a partner not meant for it (accuracy)', '非騎乗系相棒への騎乗（命中）');
  if (holderId !== spec.targetId || pairOf(enc, spec.targetId).length > 0) {
    const dp = tkOf(creatureOf(enc, holderId));
    if (dp?.role === 'partner' && dp.ridable === 'awkward' && dp.ridingPenalty > 0 && pairOf(enc, holderId).length > 0) {
      add('TK-MNT-6', dp.ridingPenalty, 0, 'defending pair on a partner not meant for riding', '非騎乗系相棒への騎乗（回避・受防）');
    }
    if (defence === 'guard' && target?.mountId && target.mountId === holderId) add('TK-MNT-4', 1, 0, 'the named rider guards at −1R', '騎手の受防判定 −1R');
  }
  // TK-ST-PETRIFY
  const attT = tkOf(attacker);
  const pet = attT ? statusStage(attT, 'petrify') : -1;
  if (pet > 0) add('TK-ST-PETRIFY', -pet, 0, `petrification stage ${pet}`, `石化${pet}段階`);
  // TK-HIT-8 and skills
  if (spec.situation) add('TK-HIT-8', spec.situation, 0, 'situation (GM)', '状況による修正（GM）');
  if (spec.skillRanks) add('TK-HIT-2', spec.skillRanks, 0, 'skill or item', 'スキル・アイテム');
  if (spec.diceMod) add('TK-HIT-2', 0, spec.diceMod, `dice modifier D${spec.diceMod >= 0 ? '+' : ''}${spec.diceMod}`, `ダイス修正D${spec.diceMod >= 0 ? '+' : ''}${spec.diceMod}`);
  const attackerValue = a.stats.accuracy;
  const defenderValue = defence === 'guard' ? dStats.stats.accuracy : dStats.stats.evasion;
  const baseColumn = ratioColumn(attackerValue, defenderValue);
  const ranks = modifiers.reduce((s, m) => s + m.ranks, 0);
  const diceMod = modifiers.reduce((s, m) => s + m.dice, 0);
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
    statNotes: [...a.notes, ...dStats.notes],
  };
}

/**
 * When the defender has no choice (TK-HIT-5 perception, TK-HIT-6 auto-hit: always evasion; asleep or in a stopped
 * armour: 回避/受防 are 0 and nobody is asked, TK-ST-SLEEP / TK-ARM-2), the forced defence and its rule; else null.
 */
export function forcedDefence(enc: Encounter, spec: TkAttackSpec): { defence: TkDefence; rule: string } | null {
  if (spec.kind === 'perception') return { defence: 'evade', rule: 'TK-HIT-5' };
  if (spec.autoHit) return { defence: 'evade', rule: 'TK-HIT-6' };
  const holder = creatureOf(enc, defenceStatsHolder(enc, spec.targetId));
  if (isAsleep(tkOf(holder))) return { defence: 'evade', rule: 'TK-ST-SLEEP' };
  if (isStoppedArmour(holder) || (holder && isStoppedArmour(armourOf(enc, holder)))) return { defence: 'evade', rule: 'TK-ARM-2' };
  return null;
}

/** A berserk defender cannot guard (TK-ST-BERSERK). */
export function guardBlocked(enc: Encounter, spec: TkAttackSpec): boolean {
  const ids = [spec.targetId, defenceStatsHolder(enc, spec.targetId)];
  return ids.some((id) => hasStatus(tkOf(creatureOf(enc, id)), 'berserk'));
}

/** Both defence options as the attack panel shows them before the roll: guard is null when not available. */
export function attackPreview(enc: Encounter, spec: TkAttackSpec): { evade: HitPreview; guard: HitPreview | null; forced: { defence: TkDefence; rule: string } | null; guardBlockedBy: string | null } {
  const forced = forcedDefence(enc, spec);
  const blocked = guardBlocked(enc, spec);
  return {
    evade: previewHit(enc, spec, 'evade'),
    guard: forced || blocked ? null : previewHit(enc, spec, 'guard'),
    forced,
    guardBlockedBy: blocked ? 'TK-ST-BERSERK' : null,
  };
}

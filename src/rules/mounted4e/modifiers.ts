/**
 * The attack-modifier query: every modifier of a proposed attack with its source and rule id, so the board,
 * the log and the resolution all show the same numbers (MC-ATK-1, MC-TGT-2, MC-TGT-3, MC-SQUEEZE-1, B-4, B-8,
 * B-9, B-10), the effects on attacker and target with their sources (B-14), and the distances of the 3-D
 * measure (B-1, MC-R13).
 */
import { creatureOf, ref, type CreatureId, type Point, type Space } from '../core';
import { effectActive, effectsOnCreature, grantsCombatAdvantage, hasConditionIn, markedBy } from './effects';
import { listOf } from './effectIndex';
import type { Effect } from './effectModel';
import { keptList } from './kept';
import type { Bonus, BonusSource } from './events';
import type { AttackKind, Defence, M4CreatureRecord, M4Encounter, WeaponGroup } from './model';
import { coverOf, type CoverReading } from './cover';
import { reachOf, type ReachVerdict } from './reach';
import { creature, isAlly } from './relations';

/** A proposed attack. */
export interface AttackQuery {
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  readonly kind: AttackKind;
  readonly weapon?: WeaponGroup | undefined;
  readonly reach?: number | undefined;
  /** MC-SPACE-2: the rider's chosen origin square (top-left of its own size); default: the best one. */
  readonly origin?: Point | undefined;
  readonly charge?: boolean | undefined;
  readonly combatAdvantage?: boolean | undefined;
  readonly cover?: 'none' | 'partial' | 'superior' | undefined;
  /** The defence the attack targets: its effect modifiers (B-14) come back in `defenceModifiers`. */
  readonly vs?: Defence | undefined;
  /** Every target of the attack (B-18: a marked attacker's −2 unless one is its marker); default the target. */
  readonly targets?: readonly CreatureId[] | undefined;
  /**
   * Reach and cover already measured for this attacker, target, reach, weapon and origin on the same positions
   * (the attack command's distance check, issue 33): used instead of measuring again.
   */
  readonly measured?: { readonly reach: ReachVerdict; readonly lines: CoverReading } | undefined;
}

/** Result of {@link attackModifiers}. */
export interface AttackModifiers {
  readonly modifiers: readonly Bonus[];
  readonly total: number;
  /** Horizontal distance in squares from the attack's origin to the target's space. */
  readonly distance: number;
  /** Vertical distance in squares between the attacker's and the target's blocks (MC-R13). */
  readonly vertical: number;
  /** The 4e distance: the larger of the two (reach and range count it, B-1). */
  readonly distance3d: number;
  /** The reach used for melee. */
  readonly reach: number;
  /** Is the target within that reach in three dimensions (B-1, MC-R13)? */
  readonly inReach: boolean;
  /** The origin space actually used (MC-SPACE-2). */
  readonly origin: Space;
  /** Effects on the target that change the defence `vs` (B-14), and the defence after them (null without `vs`). */
  readonly defenceModifiers: readonly Bonus[];
  readonly defence: number | null;
  /** Cover and line of effect by the corner-to-corner rule, with the lines traced (B-10, MC-R25, MC-R26). */
  readonly lines: CoverReading;
}

const NOT_SQUEEZING = Object.freeze({ yes: false, rule: '' });
const SQUEEZING_B9 = Object.freeze({ yes: true, rule: 'B-9' });
const SQUEEZING_MOUNT = Object.freeze({ yes: true, rule: 'MC-SQUEEZE-1' });
/** No effect on the defence (B-14): one frozen list for every attack without such effects (issue 33). */
const NO_BONUSES: readonly Bonus[] = Object.freeze([]);

/**
 * Add one modifier: its three fields, then the extra fields copied in their order (issue 33: not a spread, V8's
 * slow path; a module function, not a closure made per query).
 */
function addMod(mods: Bonus[], value: number, source: BonusSource, ruleId: string, extra?: Partial<Bonus>): void {
  const b: Record<string, unknown> = { value, source, ruleId };
  if (extra) for (const k in extra) b[k] = extra[k as keyof Bonus];
  mods.push(b as unknown as Bonus);
}

/** The lines a cover modifier reports (B-10, MC-R25). */
const traced = (lines: CoverReading) => ({ blocked: lines.blocked, walls: lines.walls, by: lines.by });

/** The sum of the modifiers' values. */
function sumOf(mods: readonly Bonus[]): number {
  let s = 0;
  for (let i = 0; i < mods.length; i++) s += (mods[i] as Bonus).value;
  return s;
}

/** Is the creature (its effects `fx`) squeezing, counting its mount's squeeze (B-9, MC-SQUEEZE-1)? */
function squeezing(enc: M4Encounter, c: M4CreatureRecord, fx: readonly Effect[]): { yes: boolean; rule: string } {
  if (hasConditionIn(enc, c, fx, 'squeezing')) return SQUEEZING_B9;
  const m = creature(enc, c.mountId);
  if (m && hasConditionIn(enc, m, listOf(m), 'squeezing')) return SQUEEZING_MOUNT;
  return NOT_SQUEEZING;
}

/** The effect modifiers of a creature's attack rolls, or of one of its defences (B-14), with their sources. */
export function effectModifiers(enc: M4Encounter, id: CreatureId, on: 'attack' | Defence): Bonus[] {
  const out: Bonus[] = [];
  for (const e of effectsOnCreature(enc, id)) {
    if (!effectActive(enc, e)) continue;
    const w = e.what;
    const applies =
      on === 'attack' ? w.kind === 'attack' : w.kind === 'defence' && (w.defence === 'all' || w.defence === on);
    if (!applies || (w.kind !== 'attack' && w.kind !== 'defence')) continue;
    const by = e.source ? creatureOf(enc, e.source) : undefined;
    const effect = { id: e.id, label: e.label, by: by ? ref(by) : null };
    const rules = e.whileRiding?.mountKeyword ? 'MC-KEY-1' : 'B-14';
    out.push(
      on === 'attack'
        ? { value: w.value, source: 'effect', ruleId: rules, effect }
        : { value: w.value, source: 'effectDefence', ruleId: rules, effect, defence: on },
    );
  }
  return out;
}

/**
 * Every modifier of a proposed attack with its source and rule id. Pure; the UI shows it before the roll and
 * the `attack` command uses the same list.
 */
export function attackModifiers(enc: M4Encounter, q: AttackQuery): AttackModifiers {
  const a = creatureOf(enc, q.attackerId);
  const t = creatureOf(enc, q.targetId);
  const mods: Bonus[] = [];
  if (!a || !t) {
    const none = { x: 0, y: 0, side: 1 };
    return {
      modifiers: [],
      total: 0,
      distance: 0,
      vertical: 0,
      distance3d: 0,
      reach: 0,
      inReach: false,
      origin: none,
      defenceModifiers: [],
      defence: null,
      lines: coverOf(enc, { attackerId: q.attackerId, targetId: q.targetId, kind: 'melee' }),
    };
  }
  const r =
    q.measured?.reach ??
    reachOf(enc, { attackerId: a.id, targetId: t.id, reach: q.reach, origin: q.origin, weapon: q.weapon });
  const dist = r.horizontal;
  // Each creature's effects read once from its record (issue 33): a creature without effects skips the B-14 scans.
  const aFx = listOf(a);
  const tFx = listOf(t);
  // MC-ATK-1 (and MC-R11: passengers follow the rider rules).
  if (a.mountId) addMod(mods, -2, a.isRider ? 'rider' : 'passenger', 'MC-ATK-1');
  if (hasConditionIn(enc, a, aFx, 'prone')) addMod(mods, -2, 'attackerProne', 'B-4');
  const sq = squeezing(enc, a, aFx);
  if (sq.yes) addMod(mods, -5, sq.rule === 'MC-SQUEEZE-1' ? 'squeezingWithMount' : 'squeezing', sq.rule);
  if (q.charge) addMod(mods, 1, 'charge', 'B-8');
  // Combat advantage (+2) from one source.
  const tsq = squeezing(enc, t, tFx);
  const tProne = hasConditionIn(enc, t, tFx, 'prone');
  // Issue 29: an effect under which the target grants combat advantage to this attacker (to every attacker, to
  // the effect's source, or to the source and its allies).
  const grant = tFx.length ? grantsCombatAdvantage(enc, t.id, a.id, (x, y) => x === y || isAlly(enc, x, y)) : undefined;
  if (q.combatAdvantage) addMod(mods, 2, 'combatAdvantage', 'B-7');
  else if (grant) {
    const by = grant.source ? creatureOf(enc, grant.source) : undefined;
    addMod(mods, 2, 'effectCombatAdvantage', 'B-14', {
      effect: { id: grant.id, label: grant.label, by: by ? ref(by) : null },
    });
  } else if (hasConditionIn(enc, t, tFx, 'stunned')) addMod(mods, 2, 'targetStunned', 'B-7');
  else if (hasConditionIn(enc, t, tFx, 'dazed')) addMod(mods, 2, 'targetDazed', 'B-7');
  else if (tsq.yes) addMod(mods, 2, 'targetSqueezing', tsq.rule);
  else if (tProne && q.kind === 'melee') addMod(mods, 2, 'targetProne', 'B-4');
  if (tProne && q.kind === 'ranged' && r.distance > 1) addMod(mods, -2, 'targetProneAfar', 'B-4');
  // B-10: cover does not stack, the best applies — the GM's terrain, the lines traced past walls and creatures
  // (issue 32), the mount in the line of fire (MC-TGT-3, ranged).
  const lines = q.measured?.lines ?? coverOf(enc, { attackerId: a.id, targetId: t.id, kind: q.kind, origin: q.origin });
  const terrain = q.kind === 'ranged' ? (q.cover ?? 'none') : 'none';
  if (terrain === 'superior') addMod(mods, -5, 'superiorCover', 'B-10');
  else if (lines.lineOfEffect && lines.cover === 'superior')
    addMod(mods, -5, 'linesSuperiorCover', 'B-10', { lines: traced(lines) });
  else if (q.kind === 'ranged' && t.mountId) addMod(mods, -2, 'mountInLineOfFire', 'MC-TGT-3');
  else if (lines.lineOfEffect && lines.cover === 'partial')
    addMod(mods, -2, 'linesCover', 'B-10', { lines: traced(lines) });
  else if (terrain === 'partial') addMod(mods, -2, 'partialCover', 'B-10');
  if (q.kind === 'melee' && r.riderAbove) {
    const h = r.riderAbove;
    if (h.weapon) addMod(mods, 0, 'longWeaponReaches', 'MC-TGT-2', { height: h.height, weapon: h.weapon });
    else addMod(mods, h.penalty, 'riderHigher', 'MC-TGT-2', { height: h.height });
  }
  // B-18: marked, and the attack does not include the marker.
  if (aFx.length) {
    const all = q.targets ?? [t.id];
    for (const by of markedBy(enc, a.id)) {
      const m = creatureOf(enc, by);
      if (m && !all.includes(by)) addMod(mods, -2, 'marked', 'B-18', { by: ref(m) });
    }
  }
  // B-14: effects on the attacker's attack rolls.
  if (aFx.length) mods.push(...effectModifiers(enc, a.id, 'attack'));
  const defenceModifiers = q.vs && tFx.length ? effectModifiers(enc, t.id, q.vs) : NO_BONUSES;
  const defence = q.vs ? t.sys.defences[q.vs] + sumOf(defenceModifiers) : null;
  return {
    // Copied at its size by a literal: the attack's event keeps it, and a list grown by push keeps spare room in
    // storage made apart from the array (issue 33, round 9: see kept.ts).
    modifiers: keptList(mods),
    total: sumOf(mods),
    distance: dist,
    vertical: r.vertical,
    distance3d: r.distance,
    reach: r.reach,
    inReach: r.inReach,
    origin: r.origin,
    defenceModifiers,
    defence,
    lines,
  };
}

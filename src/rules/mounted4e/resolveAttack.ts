/**
 * Attack resolution: d20 + bonus + every modifier (see `attackModifiers`) against a defence, one damage roll,
 * HP change; checks of attack numbers and of reach / range (B-1, MC-SPACE-2).
 */
import { applyHpChange, creatureOf, ref, type CreatureId, type Ctx, type Ref, type Work } from '../core';
import type { AttackInput } from './commands';
import type { AttackRollKind, Bonus, M4Event } from './events';
import { hasCondition } from './effects';
import { coverOfBlock } from './cover';
import { attackModifiers } from './modifiers';
import { blockOf, reachBetween, type ReachVerdict } from './reach';
import type { CoverReading } from './cover';
import type { AttackSpec, M4CreatureRecord, M4Encounter } from './model';
import { m4msg, reject } from './msgs';
import { oneId } from './lists';
import { specProblem } from './spec';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** Refuse an attack spec with impossible numbers. */
export function checkSpec(spec: unknown): asserts spec is AttackSpec {
  const p = specProblem(spec);
  if (p) reject(p);
}

/** Options of {@link resolveAttack}. */
export interface ResolveOptions {
  readonly charge?: boolean;
  readonly opportunity?: boolean;
  /** The reach and cover {@link checkDistance} measured for this target, on the same positions (issue 33). */
  readonly measured?: Measured | undefined;
}

/** What {@link checkDistance} measured for one target: reach / range (B-1, MC-R13) and cover (B-10). */
export interface Measured {
  readonly targetId: CreatureId;
  readonly reach: ReachVerdict;
  readonly lines: CoverReading;
}

/** No rule id (B-1's plain attack and damage): one frozen list, logged as it is (issue 33). */
const NO_RULES: readonly string[] = Object.freeze([]);

/** The rule ids of an attack's modifiers and cover, each once, in order (issue 33: no set, spread or copies). */
function ruleIds(mods: readonly Bonus[], defence: readonly Bonus[], lines: readonly string[]): readonly string[] {
  if (mods.length === 0 && defence.length === 0 && lines.length === 0) return NO_RULES;
  const out: string[] = [];
  const add = (id: string): void => {
    if (!out.includes(id)) out.push(id);
  };
  for (let i = 0; i < mods.length; i++) add((mods[i] as Bonus).ruleId);
  for (let i = 0; i < defence.length; i++) add((defence[i] as Bonus).ruleId);
  for (let i = 0; i < lines.length; i++) add(lines[i] as string);
  return out;
}

/**
 * Roll one attack against `input.targetId` (or each of `input.targetIds`), apply damage, report everything. Returns
 * the targets hit (a power's on-hit effects follow, issue 29).
 */
export function resolveAttack(w: W, ctx: C, input: AttackInput, o: ResolveOptions = {}): CreatureId[] {
  const a = w.creature(input.attackerId);
  if (!a) return [];
  const ids = input.targetIds ?? (input.targetId !== undefined ? [input.targetId] : []);
  const spec = input.attack;
  const kind: AttackRollKind = o.opportunity ? 'opportunity' : o.charge ? 'charge' : input.kind;
  // Each creature's reference read once (issue 33: the same frozen `ref`, not one look-up per event).
  const ra = ref(a);
  // The targets hit, made when the first one is (issue 33: most attack rolls have one target, many miss).
  let hits: Hit[] | null = null;
  let anyPlain = false;
  for (let i = 0; i < ids.length; i++) {
    const t = w.creature(ids[i] as CreatureId);
    if (!t) continue;
    // Named fields, no spread (issue 33: V8 takes a slow path for an object spread among literal keys).
    const q = attackModifiers(w.s, {
      attackerId: a.id,
      targetId: t.id,
      kind: input.kind,
      weapon: spec.weapon,
      reach: spec.reach,
      origin: input.origin,
      charge: o.charge,
      combatAdvantage: input.combatAdvantage,
      cover: input.cover,
      vs: spec.vs,
      targets: ids,
      measured: o.measured?.targetId === t.id ? o.measured : undefined,
    });
    const rt = ref(t);
    const die = ctx.roller.die(20, m4msg({ m: 'attackRoll', attacker: ra, target: rt }));
    const total = die + spec.bonus + q.total;
    const defenceValue = q.defence ?? t.sys.defences[spec.vs];
    const crit = die === 20;
    const hit = crit || (die !== 1 && total >= defenceValue);
    ctx.emit({
      type: hit ? 'attackHit' : 'attackMissed',
      attacker: ra,
      target: rt,
      kind,
      die,
      bonus: spec.bonus,
      modifiers: q.modifiers,
      total,
      defence: spec.vs,
      defenceValue,
      defenceModifiers: q.defenceModifiers,
      hit,
      crit,
      rules: ruleIds(q.modifiers, q.defenceModifiers, q.lines.rules),
      ids: [a.id, t.id],
    });
    if (hit) {
      (hits ??= []).push({ t, rt, crit });
      if (!crit) anyPlain = true;
    }
  }
  if (hits === null) return [];
  // One damage roll for every target hit (4e), rolled after the attack rolls.
  const d = spec.damage;
  const damageRoll = anyPlain ? ctx.roller.sum(d.count, d.sides, m4msg({ m: 'damageRoll', damage: d })) : null;
  // B-18: a weakened attacker deals half damage (rounded down).
  const weakened = hasCondition(w.s, a, 'weakened');
  const hitIds: CreatureId[] = new Array<CreatureId>(hits.length);
  for (let i = 0; i < hits.length; i++) {
    const { t, rt, crit } = hits[i] as Hit;
    hitIds[i] = t.id;
    const full = Math.max(0, crit ? d.count * d.sides + d.plus : (damageRoll?.total ?? 0) + d.plus);
    const amount = weakened ? Math.floor(full / 2) : full;
    const now = amount > 0 ? w.edit(t.id) : (w.creature(t.id) ?? t);
    if (amount > 0) applyHpChange(now, -amount);
    ctx.emit({
      type: 'damageDealt',
      who: rt,
      attacker: ra,
      amount,
      damage: { count: d.count, sides: d.sides, plus: d.plus },
      rolled: crit ? null : (damageRoll?.total ?? null),
      crit,
      weakened,
      hp: now.hp,
      hpMax: now.hpMax,
      rules: NO_RULES,
      ids: oneId(t.id),
    });
  }
  return hitIds;
}

/** A target hit by an attack roll, for the damage that follows. */
interface Hit {
  readonly t: M4CreatureRecord;
  readonly rt: Ref;
  readonly crit: boolean;
}

/**
 * Check reach / range for a single-target attack in three dimensions (B-1, RULING MC-R13; MC-SPACE-2 origin):
 * a target whose block is out of reach is refused, the vertical distance counting as distance. (A rider whose
 * mount is within reach can be attacked: MC-TGT-2 gives −2 instead.)
 */
export function checkDistance(enc: M4Encounter, input: AttackInput, targetId: CreatureId): Measured | undefined {
  const a = creatureOf(enc, input.attackerId);
  const t = creatureOf(enc, targetId);
  if (!a || !t) return undefined;
  // The weapon too, so the attack's modifiers can reuse this verdict (MC-TGT-2's long weapons, issue 33). Each
  // creature read once, the target's block measured once for the reach and the cover (issue 33).
  const tb = blockOf(enc, t);
  const r = reachBetween(enc, a, t, tb, {
    reach: input.attack.reach,
    origin: input.origin,
    weapon: input.attack.weapon,
  });
  if (input.kind === 'melee' && !r.inReach) {
    const rule = r.horizontal <= r.reach ? 'MC-R13' : a.mountId ? 'MC-SPACE-2' : 'B-1';
    if (r.vertical > r.reach && r.vertical >= r.horizontal)
      reject(
        {
          m: 'outOfReach3d',
          target: ref(t),
          horizontal: r.horizontal,
          vertical: r.vertical,
          attacker: ref(a),
          reach: r.reach,
        },
        rule,
      );
    reject({ m: 'outOfReach', target: ref(t), distance: r.distance, attacker: ref(a), reach: r.reach }, rule);
  }
  // B-10 (issue 32): a melee or ranged attack needs line of effect — a line from a corner not blocked by a wall.
  // The origin space the reach check chose is the one the lines start from (MC-SPACE-2, issue 33).
  const lines = coverOfBlock(enc, a.id, t, input.kind, r.origin, tb);
  if (!lines.lineOfEffect) reject({ m: 'noLineOfEffect', target: ref(t) }, 'B-10');
  const range = input.attack.range;
  if (input.kind === 'ranged' && range !== undefined && r.distance > range) {
    if (r.vertical > range && r.vertical >= r.horizontal)
      reject({ m: 'outOfRange3d', target: ref(t), horizontal: r.horizontal, vertical: r.vertical, range }, 'MC-R13');
    reject({ m: 'outOfRange', target: ref(t), distance: r.distance, range });
  }
  return { targetId, reach: r, lines };
}

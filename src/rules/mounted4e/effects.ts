/**
 * Effects that last (B-14): reading them (each creature's record holds the effects on it, issue 33; the index in
 * effectIndex.ts finds one by id or by the turn that ends it), the conditions a creature has (toggled ∪ from
 * effects: every rule that checks a condition asks {@link hasCondition}), and starting / ending one with its event.
 * An effect names its target by id and lives on it, so it follows the creature, never the stack; a [Mount] or
 * "while riding" effect ends when the two part (MC-KEY-1, RULING MC-R17).
 */
import { creatureOf, ref, type CreatureId, type Ctx, type Ref, type Work } from '../core';
import type { Effect, EffectDuration, EffectWhat } from './effectModel';
import { effectIndex, effectNumber, listOf } from './effectIndex';
import { keptList } from './kept';
import type { EffectEndCause, EffectFacts, DurationFacts, M4Event } from './events';
import { CONDITIONS, type M4CreatureRecord, type M4Encounter } from './model';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** Every effect of the encounter, in the order they began (built from the index; for panels and rare commands). */
export function effectsOf(enc: Pick<M4Encounter, 'creatures' | 'creatureOrder'>): readonly Effect[] {
  return effectIndex(enc).everything();
}

/** How many effects last now (without building the list). */
export function effectCount(enc: Pick<M4Encounter, 'creatures' | 'creatureOrder'>): number {
  return effectIndex(enc).byId.size;
}

/** The effect with this id, or undefined. */
export function effectById(enc: Pick<M4Encounter, 'creatures' | 'creatureOrder'>, id: string): Effect | undefined {
  return typeof id === 'string' ? effectIndex(enc).byId.get(id) : undefined;
}

/** The effects on one creature, in the order they began (its record holds them: one read). */
export function effectsOnCreature(enc: Pick<M4Encounter, 'creatures'>, id: CreatureId): readonly Effect[] {
  return listOf(creatureOf(enc, id));
}

/** Which of the pair of a "while riding" effect is the rider (the one carried), or undefined if they do not ride together. */
function riderOfPair(enc: M4Encounter, a: CreatureId, b: CreatureId): M4CreatureRecord | undefined {
  const ca = creatureOf(enc, a);
  const cb = creatureOf(enc, b);
  if (ca?.mountId === b) return ca;
  if (cb?.mountId === a) return cb;
  return undefined;
}

/**
 * Does the effect work now? A [Mount] benefit works only if the rider has the Mounted Combat feat (MC-KEY-1);
 * every other effect works while it lasts.
 */
export function effectActive(enc: M4Encounter, e: Effect): boolean {
  if (!e.whileRiding?.mountKeyword) return true;
  return riderOfPair(enc, e.target, e.whileRiding.with)?.sys.riding.mountedCombatFeat === true;
}

/**
 * Has the creature this condition — toggled by the GM or from an effect that works now (B-14)? Every rule that
 * checks a condition (B-4, B-7, B-9, B-12, MC-TURN-1 …) asks this.
 */
export function hasCondition(
  enc: M4Encounter,
  c: Pick<M4CreatureRecord, 'id' | 'conditions'>,
  condition: string,
): boolean {
  return hasConditionIn(enc, c, effectsOnCreature(enc, c.id), condition);
}

/**
 * {@link hasCondition} with the creature's effect list already read (`fx`: its record's list, what
 * `effectsOnCreature` returns for it), so a rule that asks several conditions of one creature reads its record
 * once (issue 33: an attack asked ~8 times). Same answer (B-14).
 */
export function hasConditionIn(
  enc: M4Encounter,
  c: Pick<M4CreatureRecord, 'conditions'>,
  fx: readonly Effect[],
  condition: string,
): boolean {
  if (c.conditions.includes(condition)) return true;
  // An index loop: the lists are often frozen (shared empty list, committed lists), where for-of took the
  // iterator's slow path and allocated per step (issue 33).
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i] as Effect;
    if (e.what.kind === 'condition' && e.what.condition === condition && effectActive(enc, e)) return true;
  }
  return false;
}

/** B-18: a slowed creature's speed is 2 (or less if its own is); every other creature moves at its own speed. */
export function speedOf(enc: M4Encounter, c: M4CreatureRecord, own: number = c.speed): number {
  return hasCondition(enc, c, 'slowed') ? Math.min(own, 2) : own;
}

/**
 * B-18: a marked creature takes −2 to attack rolls of an attack that does not include the creature that marked
 * it (the source of its "marked" effect; a toggled mark names nobody and gives no penalty).
 */
export function markedBy(enc: M4Encounter, id: CreatureId): CreatureId[] {
  const out: CreatureId[] = [];
  for (const e of effectsOnCreature(enc, id)) {
    if (e.what.kind === 'condition' && e.what.condition === 'marked' && e.source && effectActive(enc, e))
      out.push(e.source);
  }
  return out;
}

/**
 * The conditions a creature has: its toggled ones and those of its effects that work now, each once, in the
 * system's order (what the board shows on the token).
 */
export function conditionsOf(enc: M4Encounter, id: CreatureId): string[] {
  const c = creatureOf(enc, id);
  if (!c) return [];
  const have = new Set(c.conditions);
  for (const e of effectsOnCreature(enc, id)) {
    if (e.what.kind === 'condition' && effectActive(enc, e)) have.add(e.what.condition);
  }
  const known: readonly string[] = CONDITIONS;
  return [...known.filter((k) => have.has(k)), ...[...have].filter((k) => !known.includes(k))];
}

/** A creature as an event names it (an id that left the encounter keeps its id as the name). */
function refOf(enc: M4Encounter, id: CreatureId | null): Ref | null {
  if (id === null) return null;
  const c = creatureOf(enc, id);
  return c ? ref(c) : { id, name: id };
}

/** The duration with the creatures it names, for the log and the panels. */
export function durationFacts(enc: M4Encounter, e: Pick<Effect, 'duration' | 'source' | 'target'>): DurationFacts {
  const d: EffectDuration = e.duration;
  switch (d.kind) {
    case 'saveEnds':
    case 'encounter':
      return { kind: d.kind };
    case 'endOfSourceNext':
      return { kind: d.kind, whose: refOf(enc, e.source) ?? { id: '', name: '' } };
    case 'endOfTargetNext':
      return { kind: d.kind, whose: refOf(enc, e.target) ?? { id: '', name: '' } };
    case 'startOfNext':
      return { kind: d.kind, whose: refOf(enc, d.of) ?? { id: d.of, name: d.of } };
  }
}

/** What an effect is, as events and panels show it (no lookups needed by a reader). */
export function effectFacts(enc: M4Encounter, e: Effect): EffectFacts {
  return {
    id: e.id,
    what: copyWhat(e.what),
    duration: durationFacts(enc, e),
    label: e.label,
    by: refOf(enc, e.source),
    whileRiding: e.whileRiding
      ? { with: refOf(enc, e.whileRiding.with) as Ref, mountKeyword: e.whileRiding.mountKeyword }
      : null,
  };
}

/** A clean copy of what an effect does (events never share a working value). */
export function copyWhat(w: EffectWhat): EffectWhat {
  switch (w.kind) {
    case 'condition':
      return { kind: 'condition', condition: w.condition };
    case 'attack':
      return { kind: 'attack', value: w.value };
    case 'defence':
      return { kind: 'defence', defence: w.defence, value: w.value };
    case 'ongoing':
      return { kind: 'ongoing', amount: w.amount, damageType: w.damageType };
    case 'combatAdvantage':
      return { kind: 'combatAdvantage', to: w.to };
  }
}

/**
 * An effect under which `targetId` grants combat advantage to `attackerId` (issue 29: "the target grants combat
 * advantage to you / to you and your allies / to every attacker"), or undefined. `allies` says whether two
 * creatures are allies (MC-ELIG-2).
 */
export function grantsCombatAdvantage(
  enc: M4Encounter,
  targetId: CreatureId,
  attackerId: CreatureId,
  allies: (a: CreatureId, b: CreatureId) => boolean,
): Effect | undefined {
  for (const e of effectsOnCreature(enc, targetId)) {
    if (e.what.kind !== 'combatAdvantage' || !effectActive(enc, e)) continue;
    const to = e.what.to;
    if (to === 'all') return e;
    if (!e.source) continue;
    if (e.source === attackerId) return e;
    if (to === 'sourceAllies' && allies(e.source, attackerId)) return e;
  }
  return undefined;
}

/** Replace the effect list of a creature (this command's copy of its record and part; none = no list). */
function setList(w: W, id: CreatureId, list: readonly Effect[]): void {
  const p = w.patchSys(id);
  // Copied by a literal of its size when short (the history keeps it: issue 33, round 9, see kept.ts).
  if (list.length) p.effects = list.length <= 4 ? keptList(list) : list;
  else delete p.effects;
}

/** Start an effect (B-14): it gets the next id; `effectStarted` is logged with its rules. */
export function startEffect(
  w: W,
  ctx: C,
  fields: Omit<Effect, 'id' | 'armed' | 'savedIn'>,
  rules: readonly string[],
): Effect {
  const n = w.s.sys.nextEffect ?? 1;
  // Every field named (a spread followed by new keys is a slow path in V8: issue 33).
  const effect: Effect = {
    target: fields.target,
    source: fields.source,
    what: fields.what,
    duration: fields.duration,
    label: fields.label,
    whileRiding: fields.whileRiding,
    id: `e${n}`,
    armed: false,
    savedIn: null,
  };
  setList(w, effect.target, [...effectsOnCreature(w.s, effect.target), effect]);
  w.patch('sys').nextEffect = n + 1;
  const target = creatureOf(w.s, effect.target);
  ctx.emit({
    type: 'effectStarted',
    who: target ? ref(target) : { id: effect.target, name: effect.target },
    effect: effectFacts(w.s, effect),
    active: effectActive(w.s, effect),
    // A frozen rule list is logged as it is (issue 33); the ids at their size.
    rules: Object.isFrozen(rules) ? rules : keptList(rules),
    ids: effect.source && effect.source !== effect.target ? [effect.target, effect.source] : [effect.target],
  });
  return effect;
}

/** End effects by id (each logged with its cause and rules); ids that are gone already are skipped. */
export function endEffects(
  w: W,
  ctx: C,
  ids: readonly string[],
  cause: EffectEndCause,
  rules: readonly string[],
): void {
  if (ids.length === 0) return;
  const idx = effectIndex(w.s);
  // The log's rule list: a frozen list is logged as it is (the kernel keeps it), any other is copied once.
  const logged = Object.isFrozen(rules) ? rules : keptList(rules);
  if (ids.length === 1) {
    // One effect (a save made, one duration over): no sets, sorts or maps (issue 33). Same steps as below.
    const e = idx.byId.get(ids[0] as string);
    if (!e) return;
    const f = effectFacts(w.s, e);
    setList(
      w,
      e.target,
      effectsOnCreature(w.s, e.target).filter((x) => x.id !== e.id),
    );
    emitEnded(w, ctx, e, f, cause, logged);
    return;
  }
  const gone = new Set(ids);
  const ending: Effect[] = [];
  for (const id of gone) {
    const e = idx.byId.get(id);
    if (e) ending.push(e);
  }
  if (ending.length === 0) return;
  ending.sort((a, b) => effectNumber(a) - effectNumber(b));
  // Facts first: the log names the creatures as they are now.
  const facts = ending.map((e) => ({ e, f: effectFacts(w.s, e) }));
  for (const target of new Set(ending.map((e) => e.target)))
    setList(
      w,
      target,
      effectsOnCreature(w.s, target).filter((e) => !gone.has(e.id)),
    );
  for (const { e, f } of facts) emitEnded(w, ctx, e, f, cause, logged);
}

/** Log that an effect ended (B-14): its target as it is now, the facts read before the change. */
function emitEnded(w: W, ctx: C, e: Effect, f: EffectFacts, cause: EffectEndCause, rules: readonly string[]): void {
  const target = creatureOf(w.s, e.target);
  ctx.emit({
    type: 'effectEnded',
    who: target ? ref(target) : { id: e.target, name: e.target },
    effect: f,
    cause,
    rules,
    ids: target ? [target.id] : [],
  });
}

/** Change one effect (its arming or its last save): a new effect object in a new list on its creature. */
export function updateEffect(w: W, id: string, change: Partial<Pick<Effect, 'armed' | 'savedIn'>>): void {
  const e = effectById(w.s, id);
  if (!e) return;
  setList(
    w,
    e.target,
    effectsOnCreature(w.s, e.target).map((x) => (x.id === id ? changedEffect(x, change) : x)),
  );
}

/** The fields of an effect {@link startEffect} made, in its order. */
const EFFECT_ORDER: readonly string[] = [
  'target',
  'source',
  'what',
  'duration',
  'label',
  'whileRiding',
  'id',
  'armed',
  'savedIn',
];

/** Whether `e`'s own keys are {@link EFFECT_ORDER}, in that order. */
function madeLayout(e: Effect): boolean {
  let i = 0;
  for (const k in e) if (k !== EFFECT_ORDER[i++]) return false;
  return i === EFFECT_ORDER.length;
}

/**
 * `e` with its arming or last save changed: the spread's keys, values and order; written as a literal when `e` has
 * {@link startEffect}'s layout (issue 33, round 9: the history keeps it, see kept.ts), else spread as before.
 */
function changedEffect(e: Effect, change: Partial<Pick<Effect, 'armed' | 'savedIn'>>): Effect {
  const armed = change.armed ?? e.armed;
  const savedIn = change.savedIn ?? e.savedIn;
  if (!madeLayout(e)) return { ...e, armed, savedIn };
  return {
    target: e.target,
    source: e.source,
    what: e.what,
    duration: e.duration,
    label: e.label,
    whileRiding: e.whileRiding,
    id: e.id,
    armed,
    savedIn,
  };
}

/** Put an effect on its target again as it is given (a GM correction of its source, removeCreature). */
export function replaceEffect(w: W, e: Effect): void {
  setList(
    w,
    e.target,
    effectsOnCreature(w.s, e.target).map((x) => (x.id === e.id ? e : x)),
  );
}

/**
 * A creature left its mount (or the mount its rider): every "while riding" effect of the pair ends — a
 * [Mount] benefit stays with neither (MC-KEY-1). `rule` is the rule that parted them.
 */
export function partEffects(w: W, ctx: C, a: CreatureId, b: CreatureId, rule: string): void {
  const ids = [
    ...effectsOnCreature(w.s, a).filter((e) => e.whileRiding?.with === b),
    ...effectsOnCreature(w.s, b).filter((e) => e.whileRiding?.with === a),
  ].map((e) => e.id);
  endEffects(w, ctx, ids, 'parted', ['MC-KEY-1', rule]);
}

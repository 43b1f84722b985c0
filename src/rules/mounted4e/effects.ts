/**
 * Effects that last (B-14): reading them (a per-target index of the encounter's effect list, built once per
 * state), the conditions a creature has (toggled ∪ from effects: every rule that checks a condition asks
 * {@link hasCondition}), and starting / ending one with its event. An effect names its target by id, so it
 * follows the creature, never the stack; a [Mount] or "while riding" effect ends when the two part (MC-KEY-1,
 * RULING MC-R17).
 */
import { creatureOf, ref, type CreatureId, type Ctx, type Mutable, type Ref, type Work } from '../core';
import type { Effect, EffectDuration, EffectWhat } from './effectModel';
import type { EffectEndCause, EffectFacts, DurationFacts, M4Event } from './events';
import { CONDITIONS, type M4CreatureRecord, type M4Encounter } from './model';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

const NONE: readonly Effect[] = Object.freeze([]);

/** Every effect of the encounter, in the order they began. */
export function effectsOf(enc: Pick<M4Encounter, 'sys'>): readonly Effect[] {
  return enc.sys.effects ?? NONE;
}

/** The effect with this id, or undefined. */
export function effectById(enc: Pick<M4Encounter, 'sys'>, id: string): Effect | undefined {
  return effectsOf(enc).find((e) => e.id === id);
}

/** Effects by target, per committed (frozen) effect list: built once, then every read is a lookup. */
const byTarget = new WeakMap<readonly Effect[], Map<CreatureId, Effect[]>>();

/** The effects on one creature, in the order they began. */
export function effectsOnCreature(enc: Pick<M4Encounter, 'sys'>, id: CreatureId): readonly Effect[] {
  const list = effectsOf(enc);
  if (list.length === 0) return NONE;
  // A command's working copy may still change: read it directly until it is committed.
  if (!Object.isFrozen(list)) return list.filter((e) => e.target === id);
  let idx = byTarget.get(list);
  if (!idx) {
    idx = new Map();
    for (const e of list) {
      const l = idx.get(e.target);
      if (l) l.push(e);
      else idx.set(e.target, [e]);
    }
    byTarget.set(list, idx);
  }
  return idx.get(id) ?? NONE;
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
  if (c.conditions.includes(condition)) return true;
  for (const e of effectsOnCreature(enc, c.id)) {
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

/** The encounter's effect list, writable (created on the first effect). */
function liveEffects(w: W): Mutable<Effect>[] {
  const sys = w.root('sys');
  if (!sys.effects) sys.effects = [];
  return sys.effects;
}

/** Start an effect (B-14): it gets the next id; `effectStarted` is logged with its rules. */
export function startEffect(
  w: W,
  ctx: C,
  fields: Omit<Effect, 'id' | 'armed' | 'savedIn'>,
  rules: readonly string[],
): Effect {
  const n = w.s.sys.nextEffect ?? 1;
  const effect: Effect = { ...fields, id: `e${n}`, armed: false, savedIn: null };
  liveEffects(w).push(effect as Mutable<Effect>);
  w.root('sys').nextEffect = n + 1;
  const target = creatureOf(w.s, effect.target);
  ctx.emit({
    type: 'effectStarted',
    who: target ? ref(target) : { id: effect.target, name: effect.target },
    effect: effectFacts(w.s, effect),
    active: effectActive(w.s, effect),
    rules: [...rules],
    ids: [effect.target, ...(effect.source && effect.source !== effect.target ? [effect.source] : [])],
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
  const gone = new Set(ids);
  const ending = effectsOf(w.s).filter((e) => gone.has(e.id));
  if (ending.length === 0) return;
  // Facts first: the log names the creatures as they are now.
  const facts = ending.map((e) => ({ e, f: effectFacts(w.s, e) }));
  const sys = w.root('sys');
  sys.effects = (sys.effects ?? []).filter((e) => !gone.has(e.id));
  for (const { e, f } of facts) {
    const target = creatureOf(w.s, e.target);
    ctx.emit({
      type: 'effectEnded',
      who: target ? ref(target) : { id: e.target, name: e.target },
      effect: f,
      cause,
      rules: [...rules],
      ids: target ? [target.id] : [],
    });
  }
}

/** Change one effect in place (its arming or its last save). */
export function editEffect(w: W, id: string): Mutable<Effect> | undefined {
  return liveEffects(w).find((e) => e.id === id);
}

/**
 * A creature left its mount (or the mount its rider): every "while riding" effect of the pair ends — a
 * [Mount] benefit stays with neither (MC-KEY-1). `rule` is the rule that parted them.
 */
export function partEffects(w: W, ctx: C, a: CreatureId, b: CreatureId, rule: string): void {
  const ids = effectsOf(w.s)
    .filter(
      (e) =>
        e.whileRiding && ((e.target === a && e.whileRiding.with === b) || (e.target === b && e.whileRiding.with === a)),
    )
    .map((e) => e.id);
  endEffects(w, ctx, ids, 'parted', ['MC-KEY-1', rule]);
}

/**
 * addEffect (GM, B-14): put an effect that lasts on a creature — a condition or a modifier, whose power it is,
 * and a 4e duration; several at once, the same condition from two sources kept apart. A stunned flier that
 * cannot hover falls at once (B-12), as with the condition toggled. Prone has no duration in 4e (B-4): use
 * knockProne, which runs the riding rules (MC-PRONE-1..3). A new mark replaces an old one (B-18).
 */
import { need, ref } from '../../core';
import { newChain } from '../chain';
import type { AddEffectCommand } from '../commands';
import {
  CA_TO,
  DAMAGE_TYPES,
  DURATION_KINDS,
  EFFECT_KINDS,
  type CombatAdvantageTo,
  type EffectDuration,
  type EffectWhat,
} from '../effectModel';
import { effectsOnCreature, endEffects, hasCondition, startEffect } from '../effects';
import { runJobs } from '../jobs';
import { CONDITIONS, DEFENCES, type M4Encounter } from '../model';
import { reject } from '../msgs';
import { knockDownStanding } from '../proneEffects';
import { creature } from '../relations';
import type { C, W } from './types';

/** Conditions that cannot last (B-4: prone ends when the creature stands up; hidden is the GM's view switch). */
const NO_DURATION = ['prone', 'hidden'];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
/** Has `o` no own key but `keys` (a key loop: no list of keys made per check, issue 33)? */
const only = (o: Record<string, unknown>, keys: readonly string[]): boolean => {
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k) && !keys.includes(k)) return false;
  return true;
};

/** What the effect does, checked (B-14, B-15). */
function whatOf(v: unknown): EffectWhat {
  if (!isObj(v) || !(EFFECT_KINDS as readonly unknown[]).includes(v.kind)) return reject({ m: 'badEffect' }, 'B-14');
  switch (v.kind) {
    case 'condition': {
      const c = v.condition;
      if (!only(v, ['kind', 'condition']) || typeof c !== 'string' || !(CONDITIONS as readonly string[]).includes(c))
        return reject({ m: 'badEffect' }, 'B-14');
      if (NO_DURATION.includes(c)) return reject({ m: 'noDurationCondition', condition: c }, 'B-4');
      return { kind: 'condition', condition: c };
    }
    case 'attack':
      if (!only(v, ['kind', 'value']) || !isInt(v.value, -20, 20) || v.value === 0)
        return reject({ m: 'badEffect' }, 'B-14');
      return { kind: 'attack', value: v.value };
    case 'defence': {
      const d = v.defence;
      if (!only(v, ['kind', 'defence', 'value']) || !isInt(v.value, -20, 20) || v.value === 0)
        return reject({ m: 'badEffect' }, 'B-14');
      if (d !== 'all' && !(DEFENCES as readonly unknown[]).includes(d)) return reject({ m: 'badEffect' }, 'B-14');
      return { kind: 'defence', defence: d as 'all', value: v.value };
    }
    case 'combatAdvantage':
      if (!only(v, ['kind', 'to']) || !(CA_TO as readonly unknown[]).includes(v.to))
        return reject({ m: 'badEffect' }, 'B-14');
      return { kind: 'combatAdvantage', to: v.to as CombatAdvantageTo };
    default: {
      const t = v.damageType ?? 'untyped';
      if (
        !only(v, ['kind', 'amount', 'damageType']) ||
        !isInt(v.amount, 1, 1000) ||
        !(DAMAGE_TYPES as readonly unknown[]).includes(t)
      )
        return reject({ m: 'badEffect' }, 'B-15');
      return { kind: 'ongoing', amount: v.amount, damageType: t as 'untyped' };
    }
  }
}

/** How long it lasts, checked (B-14, B-3). */
function durationOf(w: W, v: unknown, source: string | null): EffectDuration {
  if (!isObj(v) || !(DURATION_KINDS as readonly unknown[]).includes(v.kind)) return reject({ m: 'badEffect' }, 'B-14');
  if (v.kind === 'startOfNext') {
    if (!only(v, ['kind', 'of'])) return reject({ m: 'badEffect' }, 'B-14');
    const ofId = v.of === undefined ? source : v.of;
    if (ofId === null) return reject({ m: 'effectNeedsSource' }, 'B-14');
    const of = need(w, ofId);
    return { kind: 'startOfNext', of: of.id };
  }
  if (!only(v, ['kind'])) return reject({ m: 'badEffect' }, 'B-14');
  if (v.kind === 'endOfSourceNext' && source === null) return reject({ m: 'effectNeedsSource' }, 'B-14');
  return { kind: v.kind as 'saveEnds' };
}

/** The rules an effect starts under (B-14; B-15 ongoing damage; MC-KEY-1 a [Mount] benefit): read only, shared. */
const RULES_PLAIN: readonly string[] = Object.freeze(['B-14']);
const RULES_ONGOING: readonly string[] = Object.freeze(['B-14', 'B-15']);
const RULES_KEY: readonly string[] = Object.freeze(['B-14', 'MC-KEY-1']);

/** Are the two riding together (one carries the other)? */
function together(enc: M4Encounter, a: string, b: string): boolean {
  return creature(enc, a)?.mountId === b || creature(enc, b)?.mountId === a;
}

/**
 * Start a checked effect on a creature (B-14): a new mark replaces an old one (B-18); a flier stunned aloft that
 * cannot hover falls (B-12). The `addEffect` command and a power's hit (issue 29) both come here.
 */
export function putEffect(
  w: W,
  ctx: C,
  fields: { target: string; source: string | null; what: EffectWhat; duration: EffectDuration; label: string },
  whileRiding: { with: string; mountKeyword: boolean } | null = null,
  extraRules: readonly string[] = [],
): void {
  const t = need(w, fields.target);
  const what = fields.what;
  const wasStunned = hasCondition(w.s, t, 'stunned');
  // B-18: a creature is marked by one creature at a time; a new mark replaces the old.
  if (what.kind === 'condition' && what.condition === 'marked') {
    const old = effectsOnCreature(w.s, t.id)
      .filter((e) => e.what.kind === 'condition' && e.what.condition === 'marked')
      .map((e) => e.id);
    endEffects(w, ctx, old, 'superseded', ['B-18']);
  }
  const rules = whileRiding?.mountKeyword ? RULES_KEY : what.kind === 'ongoing' ? RULES_ONGOING : RULES_PLAIN;
  startEffect(
    w,
    ctx,
    {
      target: t.id,
      source: fields.source,
      what,
      duration: fields.duration,
      label: fields.label,
      whileRiding,
    },
    extraRules.length > 0 ? [...rules, ...extraRules] : rules,
  );
  // B-12: a stunned flier aloft falls unless it can hover; its riders stay on unless it lands prone (MC-PRONE-2).
  const c = w.creature(t.id);
  if (!c || wasStunned || !hasCondition(w.s, c, 'stunned') || c.mountId || !c.flying || c.elevation <= 0 || c.sys.hover)
    return;
  const chain = newChain();
  knockDownStanding(w, ctx, chain, c.id, 'stunned');
  runJobs(w, ctx, chain);
}

/** addEffect: check the effect, start it (B-14), and let a stunned flier fall (B-12). */
export function addEffect(w: W, cmd: AddEffectCommand, ctx: C): void {
  const t = need(w, cmd.targetId);
  const source = cmd.sourceId === undefined || cmd.sourceId === null ? null : need(w, cmd.sourceId).id;
  const what = whatOf(cmd.what);
  const duration = durationOf(w, cmd.duration, source);
  const label = typeof cmd.label === 'string' ? cmd.label.trim().slice(0, 80) : '';
  let whileRiding: { with: string; mountKeyword: boolean } | null = null;
  if (cmd.whileRiding) {
    const other = need(w, cmd.whileRiding.with);
    if (!together(w.s, t.id, other.id)) reject({ m: 'notRidingTogether', who: ref(t), with: ref(other) }, 'MC-KEY-1');
    whileRiding = { with: other.id, mountKeyword: cmd.whileRiding.mountKeyword === true };
  }
  putEffect(w, ctx, { target: t.id, source, what, duration, label }, whileRiding);
}

/**
 * The "add effect" form as data (issue 19): what the GM has typed, and the `addEffect` command it makes (B-14).
 * Only the form's own checks are here (a number typed, a source chosen where the duration counts the source's
 * turns); every rule of the effect is the engine's, whose refusal the form shows with its rule id.
 */
import type { CreatureId } from '../../../rules';
import {
  CONDITIONS,
  type AddEffectCommand,
  type CombatAdvantageTo,
  type DamageType,
  type Defence,
  type EffectDuration,
  type EffectWhat,
} from '../../../rules/mounted4e';
import type { StringKey } from '../../../i18n';

/** The kinds of effect the form offers (B-14, B-15). */
export type WhatKind = EffectWhat['kind'];
/** The duration kinds the form offers (B-14, B-3). */
export type DurationKind = EffectDuration['kind'];

/**
 * The conditions an effect may carry. Prone ends when the creature stands up and `hidden` is the GM's view switch,
 * so neither has a duration (B-4; the engine refuses them too, `noDurationCondition`).
 */
export const EFFECT_CONDITIONS: readonly string[] = CONDITIONS.filter((c) => c !== 'prone' && c !== 'hidden');

/** What the GM has typed or picked. Numbers stay text until the command is made. */
export interface EffectDraft {
  targetId: CreatureId;
  /** '' = nobody (an effect of unknown origin). */
  sourceId: CreatureId | '';
  kind: WhatKind;
  condition: string;
  /** Attack or defence modifier. */
  value: string;
  defence: Defence | 'all';
  amount: string;
  damageType: DamageType;
  /** Combat advantage: granted to every attacker, to the source, or to the source and its allies (issue 29). */
  caTo: CombatAdvantageTo;
  duration: DurationKind;
  /** For "until the start of X's next turn": X ('' = the source). */
  startOf: CreatureId | '';
  label: string;
  /** Tie it to riding with this creature (MC-KEY-1), '' = no. */
  whileRidingWith: CreatureId | '';
  mountKeyword: boolean;
}

/** A fresh draft for a target. */
export function newDraft(targetId: CreatureId, sourceId: CreatureId | '' = ''): EffectDraft {
  return {
    targetId,
    sourceId,
    kind: 'condition',
    condition: 'dazed',
    value: '-2',
    defence: 'ac',
    amount: '5',
    damageType: 'untyped',
    caTo: 'source',
    duration: 'saveEnds',
    startOf: '',
    label: '',
    whileRidingWith: '',
    mountKeyword: false,
  };
}

/** A whole number typed in (a leading "−" as typed on a Japanese keyboard counts as a minus sign). */
export function intOf(text: string): number | null {
  const t = text
    .trim()
    .replace(/^[−ー－]/, '-')
    .replace(/^＋/, '+');
  if (!/^[+-]?\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** What the draft's effect does, or the form's problem. */
function whatOf(d: EffectDraft): EffectWhat | StringKey {
  switch (d.kind) {
    case 'condition':
      return { kind: 'condition', condition: d.condition };
    case 'attack':
    case 'defence': {
      const v = intOf(d.value);
      if (v === null || v === 0) return 'fx.badNumber';
      return d.kind === 'attack' ? { kind: 'attack', value: v } : { kind: 'defence', defence: d.defence, value: v };
    }
    case 'ongoing': {
      const n = intOf(d.amount);
      if (n === null || n < 1) return 'fx.badNumber';
      return { kind: 'ongoing', amount: n, damageType: d.damageType };
    }
    case 'combatAdvantage':
      // "To you" / "to you and your allies" names the source: the form asks for one.
      if (d.caTo !== 'all' && !d.sourceId) return 'fx.needSource';
      return { kind: 'combatAdvantage', to: d.caTo };
  }
}

/** How long the draft's effect lasts, or the form's problem. */
function durationOf(d: EffectDraft): EffectDuration | StringKey {
  switch (d.duration) {
    case 'startOfNext': {
      const of = d.startOf || d.sourceId;
      return of ? { kind: 'startOfNext', of } : 'fx.needSource';
    }
    case 'endOfSourceNext':
      return d.sourceId ? { kind: 'endOfSourceNext' } : 'fx.needSource';
    default:
      return { kind: d.duration };
  }
}

/** The `addEffect` command of a draft (B-14), or the key of what the form must say first. */
export function draftCommand(
  d: EffectDraft,
): { ok: true; command: AddEffectCommand } | { ok: false; problem: StringKey } {
  const what = whatOf(d);
  if (typeof what === 'string') return { ok: false, problem: what };
  const duration = durationOf(d);
  if (typeof duration === 'string') return { ok: false, problem: duration };
  const label = d.label.trim();
  const command: AddEffectCommand = {
    type: 'addEffect',
    targetId: d.targetId,
    sourceId: d.sourceId || null,
    what,
    duration,
    ...(label ? { label } : {}),
    ...(d.whileRidingWith ? { whileRiding: { with: d.whileRidingWith, mountKeyword: d.mountKeyword } } : {}),
  };
  return { ok: true, command };
}

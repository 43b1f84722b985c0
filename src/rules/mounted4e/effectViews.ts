/**
 * Queries of effects for the panels and the board (B-14, B-15, B-3, MC-KEY-1): the effects on a creature with
 * their words (messages the catalogue describes), whether each works now, and — for the initiative entry —
 * what happens at the start and the end of that creature's turn.
 */
import { creatureOf, ref, type CreatureId } from '../core';
import type { Effect } from './effectModel';
import { effectIndex } from './effectIndex';
import { ongoingParts, turnMembers } from './effectTurns';
import { effectActive, effectFacts, effectsOnCreature } from './effects';
import type { EffectFacts, OngoingPart } from './events';
import type { M4Encounter } from './model';
import type { M4Msg } from './msgs';

/** One effect as a panel shows it. */
export interface EffectView {
  readonly id: string;
  readonly facts: EffectFacts;
  /** Does it work now? (A [Mount] benefit needs the rider's Mounted Combat feat, MC-KEY-1.) */
  readonly active: boolean;
  /** Why not, when it does not. */
  readonly inactive: M4Msg | null;
  /** The whole effect in words (`effectLine`), what it does (`effectWhat`), how long (`effectDuration`). */
  readonly line: M4Msg;
  readonly what: M4Msg;
  readonly duration: M4Msg;
}

function view(enc: M4Encounter, e: Effect): EffectView {
  const facts = effectFacts(enc, e);
  const active = effectActive(enc, e);
  const c = creatureOf(enc, e.target);
  const w = e.whileRiding ? creatureOf(enc, e.whileRiding.with) : undefined;
  const rider = c && w ? (c.mountId === w.id ? c : w) : undefined;
  return {
    id: e.id,
    facts,
    active,
    inactive: active || !rider ? null : { m: 'mountKeywordInactive', rider: ref(rider) },
    line: { m: 'effectLine', effect: facts },
    what: { m: 'effectWhat', what: facts.what },
    duration: { m: 'effectDuration', duration: facts.duration },
  };
}

/** The effects on a creature, in the order they began (what the token's icons and the sheet show). */
export function effectsOn(enc: M4Encounter, id: CreatureId): EffectView[] {
  return effectsOnCreature(enc, id).map((e) => view(enc, e));
}

/** What a creature's turn will do to effects (the initiative entry). */
export interface TurnEffects {
  /** The creatures whose turn it is (an adventurer rider and its mount share one, MC-TURN-1). */
  readonly members: readonly CreatureId[];
  /** At the start: ongoing damage by creature (B-15: the highest of each type), then effects that end. */
  readonly ongoing: readonly {
    readonly who: CreatureId;
    readonly parts: readonly OngoingPart[];
    readonly total: number;
  }[];
  readonly endAtStart: readonly EffectView[];
  /** At the end: effects that end, then the saving throws to make (B-3). */
  readonly endAtEnd: readonly EffectView[];
  readonly saves: readonly EffectView[];
}

/** The members of a creature's turn: itself, and the mount of an adventurer rider (MC-TURN-1). */
function membersOf(enc: M4Encounter, id: CreatureId): readonly CreatureId[] {
  const current = turnMembers(enc);
  if (current.includes(id)) return current;
  const c = creatureOf(enc, id);
  return c && c.isRider && c.kind === 'adventurer' && c.mountId ? [id, c.mountId] : [id];
}

/**
 * What happens to effects in this creature's turn — the current one if it is acting, else its next (B-14,
 * B-15, B-3): ongoing damage and effects ending at its start, effects ending and saves at its end.
 */
export function turnEffects(enc: M4Encounter, id: CreatureId): TurnEffects {
  const members = membersOf(enc, id);
  const acting = turnMembers(enc).includes(id);
  const ongoing: { who: CreatureId; parts: OngoingPart[]; total: number }[] = [];
  const endAtStart: EffectView[] = [];
  const endAtEnd: EffectView[] = [];
  const saves: EffectView[] = [];
  for (const m of members) {
    for (const e of effectsOnCreature(enc, m)) if (e.duration.kind === 'saveEnds') saves.push(view(enc, e));
    const parts = ongoingParts(enc, m);
    if (parts.length && !acting) ongoing.push({ who: m, parts, total: parts.reduce((s, p) => s + p.amount, 0) });
  }
  for (const e of effectIndex(enc).ownedBy(members)) {
    if (e.duration.kind === 'startOfNext') {
      if (!acting) endAtStart.push(view(enc, e));
    } else if (e.armed || !acting) endAtEnd.push(view(enc, e));
  }
  return { members, ongoing, endAtStart, endAtEnd, saves };
}

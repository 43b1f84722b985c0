/**
 * What the players may see and ask for in 4e (issue 26; the contract in `core/players.ts`).
 *
 * - Their own creatures' parts: defences, riding traits, hover, basic attack, height, powers, the MC-INIT-1 link to
 *   a rider they see (turn bookkeeping stays with the GM: it is keyed by the GM's turn order).
 * - A visible creature of another side: whether it hovers (seen at the table); no defences, traits or attacks.
 * - On every creature they see, its effects (B-14; on their target's record since issue 33) — a source or a
 *   creature its duration names that they do not see is not named, and then the label (the power's name, the GM's
 *   words) is not shown either; each effect known by an id drawn from the room's alias of it (`e` and up to nine
 *   digits), so that the ids do not count the GM's effects.
 * - The encounter: the optional rules; the action set of the turn when its owner is seen (the turn pips); delayed
 *   turns (B-16) of creatures they see.
 * - Requests: a player acts for the creatures the GM gave them, a rider also for its mount (MC-TURN-1: they share
 *   one set of actions); everything else is the GM's.
 * - Events: what the players read of each (`playerEvents.ts`): their own figures, of everyone else the outcome.
 * - MC-R19: a player's move that runs into a creature or ground they could not see stops before it, and what stopped
 *   it is revealed (the kernel's `revealUnseen`, applied by the GM's request desk).
 */
import { actor, KERNEL_PERMISSIONS, type CreatureId, type PlayerPolicy, type PlayerScope } from '../core';
import type { M4Command } from './commands';
import type { Delayed, Effect, Placement } from './effectModel';
import type { M4Event } from './events';
import type { ActionSet, Grant, M4Creature, M4Encounter, M4Sys } from './model';
import { creaturePart, newSys } from './part';
import { events4e } from './playerEvents';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
type Scope = PlayerScope<M4Encounter>;

/** A party creature's part as its players see it. */
function ownPart(part: unknown, _id: CreatureId, s: Scope): M4Creature {
  const p = part as M4Creature;
  return {
    defences: { ...p.defences },
    riding: { ...p.riding },
    hover: p.hover,
    basicAttack: p.basicAttack ? { ...p.basicAttack, damage: { ...p.basicAttack.damage } } : null,
    initLink:
      p.initLink && s.visible(p.initLink.rider)
        ? { rider: s.alias(p.initLink.rider), serial: p.initLink.serial }
        : null,
    marks: { acted: null, shared: null, immediate: null, opportunity: null },
    heightFt: p.heightFt,
    // Its powers (issue 29): the party's own sheet; an enemy's never reach the players (`otherPart`).
    ...(p.powers ? { powers: p.powers } : {}),
    ...seenEffects(p, s),
  };
}

/** A visible creature of another side: the defaults (no defences, traits or attacks), and whether it hovers. */
function otherPart(part: unknown, _id: CreatureId, s: Scope): M4Creature {
  const d = creaturePart(undefined, undefined);
  const base = (d.ok ? d.part : {}) as M4Creature;
  if (!isObj(part)) return base;
  return {
    ...base,
    ...(typeof part.hover === 'boolean' ? { hover: part.hover } : {}),
    ...seenEffects(part as unknown as M4Creature, s),
  };
}

/** The effects on a creature the players see, as they see them (`{}` when none is). */
function seenEffects(p: M4Creature, s: Scope): { effects?: Effect[] } {
  if (!Array.isArray(p.effects) || p.effects.length === 0) return {};
  const effects = p.effects.flatMap((e) => {
    const v = publicEffect(e, s);
    return v ? [v] : [];
  });
  return effects.length ? { effects } : {};
}

/**
 * The id the players know an effect by: `e` and a number drawn from the room's alias of the GM's id (an HMAC the
 * players cannot reverse), below the counter the view states. The GM's ids count every effect, those on creatures
 * the players do not see too; these count nothing. (Two effects of one view drawing the same number: about 1 in
 * 200,000 for a hundred effects; the player page would then refuse that view and wait for the next.)
 */
function effectAlias(id: string, s: Scope): string {
  const a = s.alias(`effect:${id}`);
  let h = 0x811c9dc5;
  for (let i = 0; i < a.length; i++) h = Math.imul(h ^ a.charCodeAt(i), 0x01000193) >>> 0;
  return `e${(h % (VIEW_EFFECT_COUNTER - 1)) + 1}`;
}

/** The effect counter of the players' view: above every aliased effect id. */
const VIEW_EFFECT_COUNTER = 1_000_000_000;

/** An effect as the players see it, or none (see the module comment). */
function publicEffect(e: Effect, s: Scope): Effect | null {
  if (!s.visible(e.target)) return null;
  const d = e.duration;
  if (d.kind === 'startOfNext' && !s.visible(d.of)) return null;
  const sourceSeen = e.source !== null && s.visible(e.source);
  if (d.kind === 'endOfSourceNext' && !sourceSeen) return null;
  if (e.whileRiding && !s.visible(e.whileRiding.with)) return null;
  return {
    id: effectAlias(e.id, s),
    target: s.alias(e.target),
    source: sourceSeen ? s.alias(e.source as CreatureId) : null,
    what: e.what,
    duration: d.kind === 'startOfNext' ? { kind: 'startOfNext', of: s.alias(d.of) } : d,
    // The power's name says who it is from: not when that one is unseen.
    label: e.source !== null && !sourceSeen ? '' : e.label,
    whileRiding: e.whileRiding ? { with: s.alias(e.whileRiding.with), mountKeyword: e.whileRiding.mountKeyword } : null,
    armed: e.armed,
    savedIn: null,
  };
}

/** The action set of the turn, when the players see whose it is. */
function publicSet(set: ActionSet | null, s: Scope): ActionSet | null {
  if (!set || !s.visible(set.owner)) return null;
  return {
    owner: s.alias(set.owner),
    members: set.members.filter(s.visible).map(s.alias),
    round: set.round,
    left: { ...set.left },
    spent: set.spent
      .filter((x) => s.visible(x.by))
      .map((x) => ({
        by: s.alias(x.by),
        action: x.action,
        as: x.as,
        what: x.what.kind === 'command' ? { kind: 'command', mount: s.ref(x.what.mount) } : x.what,
      })),
    charged: set.charged,
  };
}

/** The encounter part as the players see it. */
function encounterPart(sys: M4Sys, s: Scope): M4Sys {
  const delayed = (sys.delayed ?? [])
    .filter((d) => s.visible(d.id))
    .map((d): Delayed => ({ id: s.alias(d.id), members: d.members.filter(s.visible).map(s.alias), round: d.round }));
  const placed = (sys.placed ?? [])
    .filter((p) => s.visible(p.id) && s.visible(p.after))
    .map((p): Placement => ({ id: s.alias(p.id), after: s.alias(p.after) }));
  return {
    ...newSys(),
    options: { ...sys.options },
    set: publicSet(sys.set, s),
    granted: sys.granted.filter((g) => s.visible(g.mount)).map((g): Grant => ({ mount: s.alias(g.mount), key: '' })),
    nextLink: sys.nextLink,
    // The effects are on the creatures (`seenEffects`), by aliased ids below this counter.
    nextEffect: VIEW_EFFECT_COUNTER,
    ...(delayed.length ? { delayed } : {}),
    ...(placed.length ? { placed } : {}),
  };
}

/**
 * A creature's part without references to the creatures in `gone` (the players' world): its effects whose duration
 * or riding pair names one of them end, one whose source is gone has none (or ends, when it lasts until the end of
 * its source's next turn); an MC-INIT-1 link to a gone rider is dropped. The same object when nothing names them.
 */
function partWithout(given: unknown, gone: ReadonlySet<CreatureId>): unknown {
  const part = given as M4Creature;
  const here = (id: CreatureId) => !gone.has(id);
  const link = part.initLink && !here(part.initLink.rider);
  const list = part.effects;
  let changed = false;
  const effects = list?.flatMap((e): Effect[] => {
    const d = e.duration;
    if ((e.whileRiding && !here(e.whileRiding.with)) || (d.kind === 'startOfNext' && !here(d.of))) {
      changed = true;
      return [];
    }
    if (e.source !== null && !here(e.source)) {
      changed = true;
      return d.kind === 'endOfSourceNext' ? [] : [{ ...e, source: null }];
    }
    return [e];
  });
  if (!changed && !link) return part;
  const { effects: _old, ...rest } = part;
  return { ...rest, ...(link ? { initLink: null } : {}), ...(effects?.length ? { effects } : {}) };
}

/** The encounter part without references to the creatures in `gone` (the players' world, core/players.ts). */
function withoutCreatures(sys: M4Sys, gone: ReadonlySet<CreatureId>): M4Sys {
  const here = (id: CreatureId) => !gone.has(id);
  const set = sys.set && here(sys.set.owner) ? { ...sys.set, members: sys.set.members.filter(here) } : null;
  return {
    ...sys,
    set,
    granted: sys.granted.filter((g) => here(g.mount)),
    ...(sys.delayed
      ? { delayed: sys.delayed.filter((d) => here(d.id)).map((d) => ({ ...d, members: d.members.filter(here) })) }
      : {}),
    ...(sys.placed ? { placed: sys.placed.filter((p) => here(p.id) && here(p.after)) } : {}),
  };
}

/** The 4e players' policy. */
export const players4e: PlayerPolicy<M4Encounter, M4Command['type'], M4Event> = {
  ownPart,
  otherPart,
  encounterPart,
  withoutCreatures,
  partWithout,
  permissions: {
    ...KERNEL_PERMISSIONS,
    mount: actor('id', 'owned'),
    dismount: actor('id', 'owned'),
    takeReins: actor('id', 'owned'),
    commandMount: actor('id', 'owned'),
    shift: actor('id', 'controlled'),
    takeAction: actor('id', 'controlled'),
    attack: actor('attackerId', 'controlled'),
    charge: actor('attackerId', 'controlled'),
    teleport: actor('id', 'owned'),
    dropProne: actor('id', 'owned'),
    standUp: actor('id', 'owned'),
    delayTurn: actor('id', 'owned'),
  },
  events: events4e,
  pathCommands: ['moveCreature', 'charge'],
  unseenRule: 'MC-R19',
};

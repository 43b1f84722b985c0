/**
 * What the players may see and ask for in 4e (issue 26; the contract in `core/players.ts`).
 *
 * - Their own creatures' parts: defences, riding traits, hover, basic attack, height, the MC-INIT-1 link to a rider
 *   they see (turn bookkeeping stays with the GM: it is keyed by the GM's turn order).
 * - A visible creature of another side: whether it hovers (seen at the table); no defences, traits or attacks.
 * - The encounter: the optional rules; the action set of the turn when its owner is seen (the turn pips); effects
 *   (B-14) on creatures they see — a source or a creature its duration names that they do not see is not named, and
 *   then the label (the power's name, the GM's words) is not shown either; effect ids renumbered so that they do
 *   not count the GM's effects; delayed turns (B-16) of creatures they see.
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
  };
}

/** A visible creature of another side: the defaults (no defences, traits or attacks), and whether it hovers. */
function otherPart(part: unknown, _id: CreatureId, _s: Scope): M4Creature {
  const d = creaturePart(undefined, undefined);
  const base = (d.ok ? d.part : {}) as M4Creature;
  return isObj(part) && typeof part.hover === 'boolean' ? { ...base, hover: part.hover } : base;
}

/** An effect as the players see it, or none (see the module comment). */
function publicEffect(e: Effect, s: Scope): Omit<Effect, 'id'> | null {
  if (!s.visible(e.target)) return null;
  const d = e.duration;
  if (d.kind === 'startOfNext' && !s.visible(d.of)) return null;
  const sourceSeen = e.source !== null && s.visible(e.source);
  if (d.kind === 'endOfSourceNext' && !sourceSeen) return null;
  if (e.whileRiding && !s.visible(e.whileRiding.with)) return null;
  return {
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
  const effects = (sys.effects ?? []).flatMap((e) => {
    const p = publicEffect(e, s);
    return p ? [p] : [];
  });
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
    ...(effects.length
      ? { effects: effects.map((e, i) => ({ ...e, id: `e${i + 1}` })), nextEffect: effects.length + 1 }
      : {}),
    ...(delayed.length ? { delayed } : {}),
    ...(placed.length ? { placed } : {}),
  };
}

/** The encounter part without references to the creatures in `gone` (the players' world, core/players.ts). */
function withoutCreatures(sys: M4Sys, gone: ReadonlySet<CreatureId>): M4Sys {
  const here = (id: CreatureId) => !gone.has(id);
  const effects = sys.effects?.flatMap((e): Effect[] => {
    if (!here(e.target) || (e.whileRiding && !here(e.whileRiding.with))) return [];
    const d = e.duration;
    if (d.kind === 'startOfNext' && !here(d.of)) return [];
    if (e.source !== null && !here(e.source)) return d.kind === 'endOfSourceNext' ? [] : [{ ...e, source: null }];
    return [e];
  });
  const set = sys.set && here(sys.set.owner) ? { ...sys.set, members: sys.set.members.filter(here) } : null;
  return {
    ...sys,
    set,
    granted: sys.granted.filter((g) => here(g.mount)),
    ...(effects ? { effects } : {}),
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

/**
 * What the players may see and ask for in 舵天照 (issue 26; the contract in `core/players.ts`).
 *
 * - Their own characters' sheets (statistics, 練力 and 気力, AP, statuses); a status names its source or the one it
 *   is about only when the players see them.
 * - A visible creature of another side: what the table sees — its role, altitude band, how it moves, shield,
 *   glider and armour modes, statuses (without the caster's power or the poison's figure) — and no statistics, pools
 *   or AP.
 * - The encounter: the options, initiative results of their own round owners (others: the order only), which
 *   rounds have started and who acts in them (creatures they see), the timed effects and activities of their own.
 * - Events: what the players read of each (`playerEvents.ts`): their own figures, of everyone else the outcome.
 * - Requests: a player acts for the characters the GM gave them, and directs a partner one of them rides (TK-MNT-1);
 *   ending or postponing the round only on their own round.
 */
import { actor, KERNEL_PERMISSIONS, onOwnTurn, type CreatureId, type PlayerPolicy, type PlayerScope } from '../core';
import type { TenkaiCommand } from './commands';
import type { TkEvent } from './events';
import { decisionTenkai, eventsTenkai } from './playerEvents';
import { newTkSys, tenkaiData, type TkCreatureData, type TkEncounter, type TkStatus, type TkSys } from './model';

type Scope = PlayerScope<TkEncounter>;
const hasOwn = Object.prototype.hasOwnProperty;

/** Statuses as the players see them: numbered afresh, naming only creatures they see; `exact` keeps the figures. */
function statuses(list: readonly TkStatus[], s: Scope, exact: boolean): TkStatus[] {
  return list.map((st, i) => ({
    ...st,
    id: `st${i + 1}`,
    sourceId: st.sourceId !== null && s.visible(st.sourceId) ? s.alias(st.sourceId) : null,
    towardsId: st.towardsId !== null && s.visible(st.towardsId) ? s.alias(st.towardsId) : null,
    power: exact ? st.power : 0,
    damage: exact ? st.damage : 0,
    flags: [...st.flags],
  }));
}

function ownPart(part: unknown, _id: CreatureId, s: Scope): TkCreatureData {
  const p = part as TkCreatureData;
  return { ...p, statuses: statuses(p.statuses, s, true) };
}

function otherPart(part: unknown, _id: CreatureId, s: Scope): TkCreatureData {
  const p = part as TkCreatureData;
  const d = tenkaiData();
  return {
    ...d,
    role: p.role,
    band: p.band,
    canFly: p.canFly,
    canSwim: p.canSwim,
    shield: p.shield,
    ridable: p.ridable,
    glider: p.glider ? { ...p.glider } : null,
    armour: p.armour ? { ...p.armour } : null,
    statuses: statuses(p.statuses, s, false),
    fleeing: p.fleeing,
    dead: p.dead,
    // No pools (no 練力 gauge), no AP (no pips): those are statistics.
    ki: 0,
    kiMax: 0,
    will: 0,
    willMax: 0,
    stats: { ...d.stats, ap: 0 },
    baseStats: null,
  };
}

/** A record keyed by creature id, only the keys `keep` accepts, keys aliased. */
function byCreature<T, U>(
  v: Readonly<Record<CreatureId, T>>,
  keep: (id: CreatureId) => boolean,
  s: Scope,
  f: (x: T) => U,
) {
  const out: Record<CreatureId, U> = {};
  for (const k of Object.keys(v)) if (hasOwn.call(v, k) && keep(k)) out[s.alias(k)] = f(v[k] as T);
  return out;
}

function encounterPart(sys: TkSys, s: Scope): TkSys {
  const seen = (id: CreatureId) => s.visible(id);
  const ours = (id: CreatureId) => s.visible(id) && s.party(id);
  const effects = sys.effects.filter((e) => ours(e.ownerId));
  return {
    ...newTkSys(),
    options: { ...sys.options },
    initiative: byCreature(sys.initiative, ours, s, (i) => ({ ...i })),
    started: sys.started.filter(seen).map(s.alias),
    roundMembers: byCreature(sys.roundMembers, seen, s, (l) => l.filter(seen).map(s.alias)),
    effects: effects.map((e, i) => ({ ...e, id: `ef${i + 1}`, ownerId: s.alias(e.ownerId) })),
    activities: sys.activities
      .filter((a) => ours(a.id) && seen(a.targetId))
      .map((a) => ({ ...a, id: s.alias(a.id), targetId: s.alias(a.targetId) })),
    nextId: effects.length + 1,
  };
}

function withoutCreatures(sys: TkSys, gone: ReadonlySet<CreatureId>): TkSys {
  const here = (id: CreatureId) => !gone.has(id);
  const keep = <T>(v: Readonly<Record<CreatureId, T>>, f: (x: T) => T = (x) => x) => {
    const out: Record<CreatureId, T> = {};
    for (const k of Object.keys(v)) if (hasOwn.call(v, k) && here(k)) out[k] = f(v[k] as T);
    return out;
  };
  return {
    ...sys,
    initiative: keep(sys.initiative),
    started: sys.started.filter(here),
    roundMembers: keep(sys.roundMembers, (l) => l.filter(here)),
    zeroApLocks: keep(sys.zeroApLocks),
    effects: sys.effects.filter((e) => here(e.ownerId)),
    activities: sys.activities.filter((a) => here(a.id) && here(a.targetId)),
  };
}

/** The Tenkai players' policy. */
export const playersTenkai: PlayerPolicy<TkEncounter, TenkaiCommand['type'], TkEvent> = {
  ownPart,
  otherPart,
  encounterPart,
  withoutCreatures,
  permissions: {
    ...KERNEL_PERMISSIONS,
    tkSpendAp: actor('id', 'controlled'),
    tkUseSkill: actor('id', 'controlled'),
    tkMove: actor('id', 'controlled'),
    tkChangeBand: actor('id', 'controlled'),
    tkAttack: actor('attackerId', 'controlled'),
    tkHeal: actor('healerId', 'owned'),
    tkMountPartner: actor('riderId', 'owned'),
    tkDismountPartner: actor('riderId', 'owned'),
    tkGliderMode: actor('id', 'controlled'),
    tkArmourMode: actor('id', 'controlled'),
    tkBoardArmour: actor('pilotId', 'owned'),
    tkSuppressMiasma: actor('id', 'owned'),
    tkEndRound: onOwnTurn,
    tkPostpone: onOwnTurn,
  },
  events: eventsTenkai,
  decision: decisionTenkai,
  // No `unseenRule`: creatures share squares here (TK-GRID-1), so a hidden one never stops a move, and no command
  // is a path command, so the ruling never applies.
  // A drag on the player's page is Tenkai's own move (TK-GRID-*, TK-MNT-2/3), not the kernel's moveCreature.
  dragMove: 'tkMove',
};

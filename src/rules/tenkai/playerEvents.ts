/**
 * What the players may read of each 舵天照 event (issue 26; the contract in `core/players.ts`): an allow-list, so an
 * event type not listed here is the GM's. The players' log is described from these copies; the GM's from the events
 * as they are.
 *
 * - The players' side ("ours": a party creature they see) keeps its own figures: its 命中 or 回避 in a hit check, the
 *   die of its own rolls, its damage arithmetic when both sides are its own, its 生命, AP, 練力, skills and effects.
 * - Of every other creature the outcome only: the result of a hit check, the damage a creature they see takes, that
 *   a status took hold or ended; no 命中, 回避, 防御, 抵抗, 攻撃, fixed attack, columns, dice, 生命, AP or 練力 (the
 *   players' encounter shows none of those either, `players.ts`).
 * - An attack by a creature they cannot see on one they see is read (the attacker is "someone").
 * - GM-only (not listed): the GM's set-up (`armourBoarded`, the rating table's events, `optionsChanged`), and every
 *   kernel event the kernel's views do not show.
 */
import {
  KERNEL_EVENT_VIEWS,
  oursRef,
  seenRef,
  type CoreEvent,
  type EventViews,
  type Msg,
  type PendingDecision,
  type PlayerScope,
  type Ref,
} from '../core';
import type { TkEvent, TkEvents } from './events';
import type { TkMsg } from './messages';
import type { TkEncounter } from './model';

type Scope = PlayerScope<TkEncounter>;
type Ev<K extends keyof TkEvents> = Extract<TkEvent, { type: K }>;
type Decided = Extract<CoreEvent, { type: 'decided' }>;

/** A creature of the players' side that they see: its figures are theirs. */
const ours = oursRef;
/** A creature the players see. */
const seen = seenRef;
/** Read when the creature it is about is one of theirs (its pools, AP, effects, activities). */
const theirsOnly =
  <K extends keyof TkEvents>(who: (e: Ev<K>) => Ref) =>
  (e: Ev<K>, s: Scope): Ev<K> | null =>
    ours(s, who(e)) ? e : null;

/** The hit check (TK-HIT-3): each side's value to its own players; the columns only when both sides are theirs. */
function hitChecked(e: Ev<'hitChecked'>, s: Scope): Ev<'hitChecked'> | null {
  if (!seen(s, e.defender) && !ours(s, e.attacker)) return null;
  const mine = ours(s, e.attacker);
  const theirs = ours(s, e.statsHolder);
  if (mine && theirs) return e;
  return {
    ...e,
    attackerValue: mine ? e.attackerValue : null,
    defenderValue: theirs ? e.defenderValue : null,
    baseColumn: null,
    column: null,
    ranks: null,
    modifiers: [],
    // The die is the attacker's roll (TK-HIT-3).
    die: mine ? e.die : null,
    diceMod: mine ? e.diceMod : null,
    row: mine ? e.row : null,
  };
}

/** Damage (TK-DMG-*): the attacker's figures to the attacker's players, the victim's to the victim's. */
function damageRolled(e: Ev<'damageRolled'>, s: Scope): Ev<'damageRolled'> | null {
  if (!seen(s, e.victim)) return null;
  const mine = ours(s, e.attacker);
  const theirs = ours(s, e.victim);
  if (mine && theirs) return e;
  return {
    ...e,
    attack: mine ? e.attack : null,
    fixed: mine ? e.fixed : null,
    defenceValue: theirs ? e.defenceValue : null,
    guard: theirs ? e.guard : null,
    base: null,
    minimum: null,
    attributePercent: null,
  };
}

/**
 * A status check (TK-ST-1): the caster's power to the caster's players, the resistance to the bearer's; the die is
 * the caster's on a start check and the bearer's on the others; the columns only when both sides are theirs (a check
 * without a caster counts as theirs on that side).
 */
function statusChecked(e: Ev<'statusChecked'>, s: Scope): Ev<'statusChecked'> | null {
  if (!seen(s, e.who)) return null;
  const caster = e.source === null || ours(s, e.source);
  const bearer = ours(s, e.who);
  if (caster && bearer) return { ...e, statusId: null };
  const roller = e.check === 'start' ? caster : bearer;
  return {
    ...e,
    statusId: null,
    power: caster ? e.power : null,
    resistance: bearer ? e.resistance : null,
    ranks: null,
    modifiers: [],
    die: roller ? e.die : null,
    baseColumn: null,
    column: null,
  };
}

/**
 * Healing: the amount of a creature they see; its 生命 to its own players; the heal's arithmetic (the healer's figure,
 * the 生命 before) only when the healed and the healer are theirs.
 */
function healed(e: Ev<'healed'>, s: Scope): Ev<'healed'> | null {
  if (!seen(s, e.who)) return null;
  const { heal: _heal, ...plain } = e;
  if (!ours(s, e.who)) return { ...plain, hp: null, hpMax: null };
  return e.heal && e.heal.healer !== null && !ours(s, e.heal.healer) ? plain : e;
}

/**
 * The defence choice (TK-TURN-2) as the defender's players read it: its options' columns tell the attacker's 命中,
 * so they go when the attacker is not theirs (the choice stays).
 */
function defenceLabel(option: Msg, prompt: Msg, s: Scope): Msg {
  if (option.m !== 'defenceOption' || prompt.m !== 'defencePrompt') return option;
  const attacker = (prompt as Extract<TkMsg, { m: 'defencePrompt' }>).attacker;
  return ours(s, attacker) ? option : ({ ...option, column: null, ranks: null } as TkMsg);
}

/** A pending decision of the players' as they are shown it (`PlayerPolicy.decision`). */
export function decisionTenkai(p: PendingDecision, s: Scope): PendingDecision {
  return { ...p, options: p.options.map((o) => ({ ...o, label: defenceLabel(o.label, p.prompt, s) })) };
}

/** A decision answered: the kernel's view (the players' own decision), its option as {@link decisionTenkai} shows it. */
function decided(e: Decided, s: Scope): Decided | null {
  const v = KERNEL_EVENT_VIEWS.decided;
  const read = typeof v === 'function' ? v(e, s) : e;
  return read ? { ...e, option: defenceLabel(e.option, e.prompt, s) } : null;
}

/** A creature's statuses are numbered afresh in the players' encounter: the GM's status id is never sent. */
const noStatusId = <T extends { readonly statusId: string | null }>(e: T): T => ({ ...e, statusId: '' });

/** The players' views of the 舵天照 events (see the module comment). */
export const eventsTenkai: EventViews<TkEncounter, TkEvent> = {
  ...KERNEL_EVENT_VIEWS,
  decided,
  turnStarted: 'public',
  turnEnded: 'public',
  // The order without the creatures they cannot see (the builder leaves them out of the list).
  orderDecided: (e, s) => (e.order.some((r) => seen(s, r)) ? e : null),
  roundStarted: 'public',
  roundEnded: 'public',
  roundPostponed: 'public',
  roundResumed: 'public',
  apSpent: theirsOnly<'apSpent'>((e) => e.who),
  actionTaken: 'public',
  // A skill a creature they see uses is seen; what it costs is the user's.
  skillUsed: (e, s) => (!seen(s, e.who) ? null : ours(s, e.who) ? e : { ...e, ap: null, ki: null }),
  effectAdded: theirsOnly<'effectAdded'>((e) => e.who),
  effectEnded: theirsOnly<'effectEnded'>((e) => e.who),
  activityStarted: (e, s) => (ours(s, e.who) && seen(s, e.target) ? e : null),
  activityContinued: (e, s) => (ours(s, e.who) && seen(s, e.target) ? e : null),
  activityCompleted: (e, s) => (ours(s, e.who) && seen(s, e.target) ? e : null),
  bandChanged: 'public',
  // The attack's numbers (range, situation, skill ranks and costs) are the attacker's.
  attackDeclared: (e, s) => {
    if (!seen(s, e.target) && !ours(s, e.attacker)) return null;
    if (ours(s, e.attacker)) return e;
    const { attackerId, targetId, kind, hits, area, autoHit } = e.spec;
    return {
      ...e,
      spec: {
        attackerId,
        targetId,
        kind,
        ...(hits !== undefined ? { hits } : {}),
        ...(area ? { area } : {}),
        ...(autoHit ? { autoHit } : {}),
      },
    };
  },
  defenceAsked: (e, s) => (seen(s, e.target) ? e : null),
  hitChecked,
  pairTargetChosen: (e, s) => (seen(s, e.hit) ? { ...e, die: null } : null),
  damageRolled,
  damaged: KERNEL_EVENT_VIEWS.damaged,
  healed,
  altitudeLost: 'public',
  spiritLinkFled: (e, s) => (seen(s, e.partner) && e.riders.some((r) => seen(s, r)) ? e : null),
  partnerDied: (e, s) => (seen(s, e.partner) && e.riders.some((r) => seen(s, r)) ? e : null),
  mounted: (e, s) => (seen(s, e.rider) && seen(s, e.partner) ? e : null),
  dismounted: (e, s) => (seen(s, e.rider) && seen(s, e.partner) ? e : null),
  armourDestroyed: (e, s) => (seen(s, e.armour) ? e : null),
  armourModeChanged: (e, s) => (seen(s, e.armour) ? e : null),
  gliderModeChanged: (e, s) => (seen(s, e.glider) ? e : null),
  gliderModeChanging: (e, s) => (seen(s, e.glider) ? e : null),
  // Out of 練力, 練力 itself: pools, the players' own only.
  gliderPowerLost: theirsOnly<'gliderPowerLost'>((e) => e.glider),
  kiChanged: theirsOnly<'kiChanged'>((e) => e.who),
  statusChecked,
  // The poison's damage per turn comes from the caster's power: the bearer's players only.
  statusApplied: (e, s) =>
    !seen(s, e.who) ? null : ours(s, e.who) ? noStatusId(e) : { ...noStatusId(e), damage: null, scale: null },
  statusResisted: 'public',
  statusEnded: (e, s) => (seen(s, e.who) ? noStatusId(e) : null),
  poisonDamaged: (e, s) => (!seen(s, e.who) ? null : ours(s, e.who) ? e : { ...e, hp: null, hpMax: null }),
  confusionBehaviourSet: 'public',
  charmOrderAnswered: 'public',
  miasmaProgressed: 'public',
  miasmaHeld: 'public',
  miasmaSuppressed: 'public',
  diedOfMiasma: 'public',
  petrificationProgressed: 'public',
};

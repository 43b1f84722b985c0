/**
 * What the players may read of each 4e event (issue 26; the contract in `core/players.ts`): an allow-list, so an
 * event type not listed here is the GM's. The players' log is described from these copies; the GM's log from the
 * events as they are.
 *
 * - The players' side (a party creature they see, "ours") keeps its own figures: its attack rolls with their bonus
 *   and modifiers, its defences, its saves with their bonuses, its damage dice, HP and initiative.
 * - Of every other creature only the outcome: hit or miss, saved or not, the damage a creature they see takes; no
 *   defence value, attack bonus, die, total, damage dice, remaining HP, statistic (fly speed, Acrobatics and
 *   Athletics, Mounted Combat, loads, training) or the GM's words (an action's note).
 * - An attack by a creature they cannot see on one they see is read: the attacker is "someone" (the builder names
 *   unseen creatures so). An event only about creatures they cannot see is not read.
 * - Effects (B-14) as the players' encounter shows them (`publicEffect` in players.ts): on creatures they see,
 *   without the power's name or its user when the user is unseen; the GM's effect ids are never sent.
 * - GM-only (not listed): the GM's set-up and overrides (`basicAttackSet`, `optionChanged`, `chainCancelled`), a
 *   decision that is not the players' (`decisionPending` of another chooser), and every kernel event the kernel's
 *   views do not show (`dieRolled`, `creatureEdited`, `creatureRemoved`, `terrainPainted` …).
 */
import {
  KERNEL_EVENT_VIEWS,
  oursRef,
  seenRef,
  namesOnlySeen,
  type EventBase,
  type EventViews,
  type PlayerScope,
  type Ref,
} from '../core';
import type { AttackRolled, Bonus, EffectFacts, M4Event, M4Events } from './events';
import type { M4Encounter } from './model';

type Scope = PlayerScope<M4Encounter>;
type Ev<K extends keyof M4Events> = Extract<M4Event, { type: K }>;

/** A creature of the players' side that they see: its figures are theirs. */
const ours = oursRef;
/** A creature the players see. */
const seen = seenRef;

/** A bonus as the players read it: its effect without the GM's id (and unnamed when its user is unseen). */
function bonusOf(b: Bonus, s: Scope): Bonus {
  // B-10 (issue 32): the lines still count, but an unseen creature in the way is not named.
  if (b.lines) return { ...b, lines: { ...b.lines, by: b.lines.by.filter((r) => seen(s, r)) } };
  if (!b.effect) return b;
  const by = b.effect.by && seen(s, b.effect.by) ? b.effect.by : null;
  return { ...b, effect: { id: '', label: b.effect.by && !by ? '' : b.effect.label, by } };
}

/**
 * An effect as the players read it, or null when the players' encounter does not show it (`publicEffect`): its
 * target unseen, the turn its duration counts unseen, or a "while riding" partner unseen. The power's name and its
 * user are left out when the user is unseen; the GM's effect id is never sent.
 */
function effectOf(f: EffectFacts, target: Ref, s: Scope): EffectFacts | null {
  if (!seen(s, target)) return null;
  const d = f.duration;
  if (d.kind === 'startOfNext' && !seen(s, d.whose)) return null;
  if (d.kind === 'endOfSourceNext' && !seen(s, d.whose)) return null;
  if (f.whileRiding && !seen(s, f.whileRiding.with)) return null;
  const bySeen = f.by !== null && seen(s, f.by);
  return { ...f, id: '', label: f.by !== null && !bySeen ? '' : f.label, by: bySeen ? f.by : null };
}

/**
 * An attack roll: read when its target is seen (an unseen attacker is "someone") or the attacker is ours. The
 * attacker's die, bonus, modifiers and total only when the attacker is ours; the defence value and the effects on
 * it only when the target is ours.
 */
function attackRoll<T extends AttackRolled & EventBase>(e: T, s: Scope): T | null {
  if (!seen(s, e.target) && !ours(s, e.attacker)) return null;
  const mine = ours(s, e.attacker);
  const theirs = ours(s, e.target);
  return {
    ...e,
    die: mine ? e.die : null,
    bonus: mine ? e.bonus : null,
    modifiers: mine ? e.modifiers.map((b) => bonusOf(b, s)) : [],
    total: mine ? e.total : null,
    defenceValue: theirs ? e.defenceValue : null,
    defenceModifiers: theirs ? e.defenceModifiers.map((b) => bonusOf(b, s)) : [],
  };
}

/**
 * A save (MC-FM-2, MC-PRONE-3, B-2): its die, bonuses and total only for ours; of anyone else the outcome. A save by
 * a creature the players cannot see (a hidden rider) is not read.
 */
function save(e: Ev<'savingThrowRolled'>, s: Scope): Ev<'savingThrowRolled'> | null {
  if (!seen(s, e.saver) || !seen(s, e.subject)) return null;
  if (ours(s, e.saver) || !e.attempted) return { ...e, bonuses: e.bonuses.map((b) => bonusOf(b, s)) };
  return { ...e, die: null, bonuses: [], total: null };
}

/** The players' views of the 4e events (see the module comment). */
export const events4e: EventViews<M4Encounter, M4Event> = {
  ...KERNEL_EVENT_VIEWS,
  actionsShared: (e, s) => (seen(s, e.rider) && seen(s, e.mount) ? e : null),
  // The players' own decision, when the players' encounter shows it (it names nobody they cannot see).
  decisionPending: (e, s) => (ours(s, e.chooser) && namesOnlySeen(e.prompt, s) ? e : null),
  noRoomToLand: 'public',
  savingThrowRolled: save,
  fell: (e, s) => {
    if (!seen(s, e.who)) return null;
    if (ours(s, e.who)) return e;
    // The dice are the rule's (1d10 per 10 ft); the roll before Acrobatics and the check are the creature's.
    return { ...e, rolled: null, acrobatics: null, hp: null, hpMax: null };
  },
  dismounted: 'public',
  dismountedByForce: 'public',
  passengersRemain: (e, s) => (seen(s, e.mount) && e.passengers.some((p) => seen(s, p)) ? e : null),
  // Whether a rider has the Mounted Combat feat, a mount's load and training: statistics of the players' own only.
  mountBenefitsChecked: (e, s) => (ours(s, e.rider) && seen(s, e.mount) ? e : null),
  loadExceeded: (e, s) => (ours(s, e.mount) ? e : null),
  fellProne: 'public',
  flierFell: (e, s) => (!seen(s, e.who) ? null : ours(s, e.who) ? e : { ...e, flySpeed: null }),
  landedSafely: 'public',
  attackHit: (e, s) => attackRoll(e, s),
  attackMissed: (e, s) => attackRoll(e, s),
  damageDealt: (e, s) => {
    if (!seen(s, e.who)) return null;
    const mine = ours(s, e.attacker);
    const theirs = ours(s, e.who);
    return {
      ...e,
      damage: mine ? e.damage : null,
      rolled: mine ? e.rolled : null,
      hp: theirs ? e.hp : null,
      hpMax: theirs ? e.hpMax : null,
    };
  },
  charged: (e, s) => (seen(s, e.attacker) ? e : null),
  mountCommanded: (e, s) => (seen(s, e.rider) && seen(s, e.mount) ? e : null),
  forcedMoved: 'public',
  // Not read when the rider who may save is unseen (it would tell of a hidden rider).
  forcedMoveStarted: (e, s) =>
    seen(s, e.mount) && e.moved.some((m) => seen(s, m)) && (e.rider === null || seen(s, e.rider)) ? e : null,
  approachedMount: 'public',
  // How a creature got on (its Athletics check, its walk): the players' own; of others only that it did.
  mountFailed: (e, s) => (!seen(s, e.who) ? null : ours(s, e.who) ? e : { ...e, notes: [] }),
  mounted: (e, s) => (!seen(s, e.who) ? null : ours(s, e.who) ? e : { ...e, notes: [] }),
  shifted: 'public',
  stoodUp: 'public',
  // The note is the words of whoever took the action: the players' own, never the GM's.
  actionTaken: (e, s) => (!seen(s, e.who) ? null : ours(s, e.who) ? e : { ...e, note: '' }),
  tookReins: 'public',
  teleported: 'public',
  turnFolded: (e, s) => (seen(s, e.who) && seen(s, e.host) ? e : null),
  initiativeShared: (e, s) =>
    seen(s, e.mount) && seen(s, e.rider) ? { ...e, initiative: ours(s, e.rider) ? e.initiative : null } : null,
  typicalMountHinted: (e, s) => (ours(s, e.who) ? e : null),
  effectStarted: (e, s) => {
    const effect = effectOf(e.effect, e.who, s);
    if (!effect) return null;
    // Whether a [Mount] benefit works tells whether the rider has Mounted Combat: said of the players' own pairs only.
    const w = e.effect.whileRiding;
    const told = !w?.mountKeyword || (ours(s, e.who) && ours(s, w.with));
    return { ...e, effect, active: told ? e.active : null };
  },
  effectEnded: (e, s) => {
    const effect = effectOf(e.effect, e.who, s);
    return effect ? { ...e, effect } : null;
  },
  effectSaveRolled: (e, s) => {
    const effect = effectOf(e.effect, e.saver, s);
    if (!effect) return null;
    if (ours(s, e.saver)) return { ...e, effect, bonuses: e.bonuses.map((b) => bonusOf(b, s)) };
    return { ...e, effect, die: null, bonuses: [], total: null };
  },
  ongoingDamageTaken: (e, s) => {
    if (!seen(s, e.who)) return null;
    const theirs = ours(s, e.who);
    const parts = e.parts.map((p) => ({ ...p, effect: '', by: p.by && seen(s, p.by) ? p.by : null }));
    return { ...e, parts, hp: theirs ? e.hp : null, hpMax: theirs ? e.hpMax : null };
  },
  turnEnded: 'public',
  turnDelayed: 'public',
  delayedTurnTaken: (e, s) => (!seen(s, e.who) ? null : { ...e, initiative: ours(s, e.who) ? e.initiative : null }),
  delayedTurnLost: 'public',
  // How many effects end counts those on creatures the players cannot see.
  encounterEnded: (e) => ({ ...e, effects: null }),
};

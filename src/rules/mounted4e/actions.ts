/**
 * The action economy (B-7) with the mounted rules on top: an adventurer rider and its mount share one set of
 * actions (MC-TURN-1), still shared for the rest of the turn after a dismount (MC-TURN-2); a monster rider's
 * mount has its own turn (MC-TURN-3) but may be commanded (MC-SEP-1); passengers act alone (MC-PASS-1/2).
 * Immediate and opportunity actions are marked on the creature that counts them (its part), so spending one
 * copies one record, not a table.
 */
import { creatureOf, ref, type CreatureId, type Ctx, type Work } from '../core';
import type { M4Event } from './events';
import { effectsOnCreature, hasConditionIn } from './effects';
import { keptPush } from './kept';
import type { ActionCost, ActionKind, ActionSet, Grant, M4Encounter, SpentAction, SpentOn, TurnMarks } from './model';
import { reject, type M4Msg } from './msgs';
import { creature, riderOf } from './relations';

type W = Work<M4Encounter>;

/**
 * Replace the current action set (only called where one exists): the encounter part is copied shallowly, the
 * set itself once — a command copies only the field it changes (issue 33).
 */
function changeSet(w: W, change: (set: ActionSet) => ActionSet): void {
  const set = w.s.sys.set;
  if (!set) throw new Error('mounted4e: no action set');
  w.patch('sys').set = change(set);
}

/** Change a creature's turn marks (its part copied shallowly, the marks once). */
export function mark(w: W, id: CreatureId, change: Partial<TurnMarks>): void {
  const p = w.patchSys(id);
  const m = p.marks;
  p.marks = {
    acted: change.acted !== undefined ? change.acted : m.acted,
    shared: change.shared !== undefined ? change.shared : m.shared,
    immediate: change.immediate !== undefined ? change.immediate : m.immediate,
    opportunity: change.opportunity !== undefined ? change.opportunity : m.opportunity,
  };
}

/** Which pips may pay for an action (B-7 substitutions: a standard for a move or minor, a move for a minor). */
const PAYS: Readonly<Record<ActionKind, readonly ActionKind[]>> = {
  standard: ['standard'],
  move: ['move', 'standard'],
  minor: ['minor', 'move', 'standard'],
};

/** Is combat running (an initiative order with a current turn)? Out of combat no actions are counted. */
export function inCombat(enc: M4Encounter): boolean {
  return enc.turns.current >= 0 && enc.turns.order.length > 0;
}

/** Key of the current turn, for "one opportunity action per turn" (B-7). */
export function turnKey(enc: M4Encounter): string {
  const t = enc.turns;
  if (t.current < 0) return 'out';
  // The last key made is kept: rules ask it many times per turn (B-7, B-3 saves, B-11), the text only changes
  // with the turn (issue 33: the number-to-text conversion per question showed in the profile).
  if (t.round !== keyRound || t.current !== keyCurrent) {
    keyRound = t.round;
    keyCurrent = t.current;
    keyText = `${t.round}:${t.current}`;
  }
  return keyText;
}
let keyRound = NaN;
let keyCurrent = NaN;
let keyText = '';

/**
 * Who counts the immediate / opportunity actions of `id`: an adventurer and the mount it rides share them
 * (MC-TURN-1), so a mount carrying an adventurer rider counts under the rider.
 */
export function sharedKey(enc: M4Encounter, id: CreatureId): CreatureId {
  const r = riderOf(enc, id);
  return r && r.kind === 'adventurer' ? r.id : id;
}

/** Was the mount granted a move action this turn (MC-SEP-1)? */
export function isGranted(enc: M4Encounter, id: CreatureId): boolean {
  const granted = enc.sys.granted;
  if (granted.length === 0) return false; // most turns grant nothing: no key asked (issue 33)
  const key = turnKey(enc);
  for (let i = 0; i < granted.length; i++) {
    const g = granted[i] as Grant;
    if (g.mount === id && g.key === key) return true;
  }
  return false;
}

/** Why an action cannot be taken: the reason and the rule id. */
export interface ActionProblem {
  readonly reason: M4Msg;
  readonly rule: string;
}

/** Is a pip left that may pay for `action` (B-7)? A loop, not a closure made per question (issue 33). */
function canPay(set: ActionSet, action: ActionKind): boolean {
  const pays = PAYS[action];
  for (let i = 0; i < pays.length; i++) if (set.left[pays[i] as ActionKind] > 0) return true;
  return false;
}

const dazedLimitRule = (set: ActionSet): string => (set.members.length > 1 ? 'MC-TURN-1' : 'B-7');

/** Why `id` cannot take `action` now, or null (the checks of {@link spend} without spending). */
export function actionProblem(enc: M4Encounter, id: CreatureId, action: ActionCost): ActionProblem | null {
  const c = creatureOf(enc, id);
  if (!c) return { reason: { m: 'noSuchCreature' }, rule: 'B-7' };
  if (action === 'none' || !inCombat(enc)) return null;
  const set = enc.sys.set;
  const who = ref(c);
  // The creature's effects read once for every condition asked here (issue 33; B-7, B-14).
  const fx = effectsOnCreature(enc, c.id);
  if (hasConditionIn(enc, c, fx, 'stunned')) return { reason: { m: 'stunned', who }, rule: 'B-7' };
  if (action === 'free') return null;
  const member = !!set && set.members.includes(id);
  if (action === 'immediate' || action === 'opportunity') {
    if (hasConditionIn(enc, c, fx, 'dazed')) return { reason: { m: 'dazedNoReactions', who }, rule: 'B-7' };
    if (member) return { reason: { m: 'notOnOwnTurn', who, action }, rule: 'B-7' };
    const key = sharedKey(enc, id);
    const shared = key !== id || (c.isRider && c.kind === 'adventurer' && c.mountId) ? 'MC-TURN-1' : 'B-7';
    const marks = creatureOf(enc, key)?.sys.marks;
    if (action === 'immediate' && marks?.immediate === enc.turns.round)
      return { reason: { m: 'immediateUsed', who }, rule: shared };
    if (action === 'opportunity' && marks?.opportunity === turnKey(enc))
      return { reason: { m: 'opportunityUsed', who }, rule: shared };
    return null;
  }
  if (!member || !set) {
    if (action === 'move' && isGranted(enc, id)) return null;
    const m = creature(enc, c.mountId);
    if (!c.isRider && m && set?.members.includes(m.id))
      return { reason: { m: 'passengerActsAlone', who }, rule: 'MC-PASS-2' };
    const rider = riderOf(enc, id);
    if (rider && rider.kind === 'monster' && set?.members.includes(rider.id))
      return { reason: { m: 'hasOwnTurn', who, rider: ref(rider) }, rule: 'MC-SEP-1' };
    return { reason: { m: 'notYourTurn', who }, rule: 'B-7' };
  }
  if (set.charged) return { reason: { m: 'chargedFreeOnly' }, rule: 'B-8' };
  if (hasConditionIn(enc, c, fx, 'dazed') && set.spent.some((x) => x.by === id))
    return { reason: { m: 'dazedOneAction', who }, rule: dazedLimitRule(set) };
  if (!canPay(set, action)) {
    const names =
      set.members.length > 1 ? set.members.map((mid) => ref(creatureOf(enc, mid) ?? { id: mid, name: mid })) : [who];
    return { reason: { m: 'noActionLeft', who: names, action }, rule: dazedLimitRule(set) };
  }
  return null;
}

/** Spend an action (refuses with the reason and rule id if it is not available). Returns the pip paid. */
export function spend(w: W, id: CreatureId, action: ActionCost, what: SpentOn): ActionKind | null {
  const p = actionProblem(w.s, id, action);
  if (p) reject(p.reason, p.rule);
  if (action === 'none' || action === 'free' || !inCombat(w.s)) return null;
  if (action === 'immediate') {
    mark(w, sharedKey(w.s, id), { immediate: w.s.turns.round });
    return null;
  }
  if (action === 'opportunity') {
    mark(w, sharedKey(w.s, id), { opportunity: turnKey(w.s) });
    return null;
  }
  const current = w.s.sys.set;
  if (!current || !current.members.includes(id)) {
    // MC-SEP-1: the granted move is used.
    const sys = w.patch('sys');
    sys.granted = sys.granted.filter((g) => g.mount !== id);
    return 'move';
  }
  const pays = PAYS[action];
  let pip = pays[0] as ActionKind;
  for (let i = 0; i < pays.length; i++)
    if (current.left[pays[i] as ActionKind] > 0) {
      pip = pays[i] as ActionKind;
      break;
    }
  const entry: SpentAction = { by: id, action, as: pip, what };
  if (current === madeSet) {
    // B-7: a set this module built has the literal's keys in the literal's order, so the new one is written as a
    // literal (issue 33: an object spread with a computed key is V8's slow path). Same keys, order and values.
    const left = current.left;
    const spent = current.spent;
    // The spent list by a literal of its size (kept.ts: V8 pretenures what the history keeps).
    const list = keptPush(spent, entry);
    const set: ActionSet = {
      owner: current.owner,
      members: current.members,
      round: current.round,
      left: {
        standard: pip === 'standard' ? left.standard - 1 : left.standard,
        move: pip === 'move' ? left.move - 1 : left.move,
        minor: pip === 'minor' ? left.minor - 1 : left.minor,
      },
      spent: list,
      charged: current.charged,
    };
    w.patch('sys').set = set;
    madeSet = set;
    return pip;
  }
  // Any other layout (an older file's, a set another handler copied) keeps its own key order.
  changeSet(w, (set) => ({
    ...set,
    left: { ...set.left, [pip]: set.left[pip] - 1 },
    spent: [...set.spent, entry],
  }));
  return pip;
}

/**
 * The last action set built by {@link startTurn} or {@link spend} as a literal (owner, members, round, left with
 * standard, move, minor, spent, charged): only that very object is known to have this key order (issue 33).
 */
let madeSet: ActionSet | null = null;

/**
 * A fresh turn's pips and spent list (B-7): shared by every new set, since a set is replaced, never changed in place
 * (`changeSet`); frozen so a stray write throws (issue 33: two objects fewer per turn, in memory and in the history).
 */
const FULL: Readonly<Record<ActionKind, number>> = Object.freeze({ standard: 1, move: 1, minor: 1 });
const NOTHING_SPENT: readonly SpentAction[] = Object.freeze([]);
const TURN_1: readonly string[] = Object.freeze(['MC-TURN-1']);

/** Start the turn of `ownerId`: a fresh set, shared with its mount for an adventurer rider (MC-TURN-1). */
export function startTurn(w: W, ctx: Ctx<M4Event>, ownerId: CreatureId): void {
  const c = w.creature(ownerId);
  if (!c) return;
  const round = w.s.turns.round;
  const sys = w.patch('sys');
  if (sys.granted.length > 0) sys.granted = [];
  mark(w, ownerId, { acted: round });
  const m = c.kind === 'adventurer' && c.isRider ? creature(w.s, c.mountId) : undefined;
  // The members' list made at its size (a literal, not a push: issue 33); the event and the set share it.
  const members = m ? [ownerId, m.id] : [ownerId];
  if (m) {
    mark(w, m.id, { shared: round });
    ctx.emit({ type: 'actionsShared', rider: ref(c), mount: ref(m), rules: TURN_1, ids: members });
  }
  const set: ActionSet = {
    owner: ownerId,
    members,
    round,
    left: FULL,
    spent: NOTHING_SPENT,
    charged: false,
  };
  sys.set = set;
  madeSet = set;
}

/** An adventurer who mounts during its own turn shares the rest of its set with the mount (MC-TURN-1). */
export function joinSet(w: W, riderId: CreatureId, mountId: CreatureId): void {
  const set = w.s.sys.set;
  const r = w.creature(riderId);
  if (
    !set ||
    !r ||
    !set.members.includes(riderId) ||
    r.kind !== 'adventurer' ||
    !r.isRider ||
    set.members.includes(mountId)
  )
    return;
  changeSet(w, (s) => ({ ...s, members: [...s.members, mountId] }));
  mark(w, mountId, { shared: w.s.turns.round });
}

/** What the board shows about a creature's actions (B-7, MC-TURN-1). */
export interface ActionSetView {
  /** Whether the creature may spend from the current turn's set. */
  readonly active: boolean;
  readonly owner: CreatureId | null;
  readonly members: readonly CreatureId[];
  readonly left: Readonly<Record<ActionKind, number>>;
  readonly spent: readonly SpentAction[];
  readonly charged: boolean;
  readonly immediateUsed: boolean;
  readonly opportunityUsed: boolean;
  /** MC-SEP-1: a move granted by the rider this turn. */
  readonly grantedMove: boolean;
}

/**
 * The action set a creature may use now: pips left and who spent what (B-7, MC-TURN-1/2, MC-SEP-1).
 * For a creature that is not acting, `active` is false and `left` is all zero.
 */
export function actionSetOf(enc: M4Encounter, id: CreatureId): ActionSetView {
  const set = enc.sys.set;
  const marks = creatureOf(enc, sharedKey(enc, id))?.sys.marks;
  const active = !!set && set.members.includes(id);
  return {
    active,
    owner: active && set ? set.owner : null,
    members: active && set ? [...set.members] : [id],
    left: active && set ? { ...set.left } : { standard: 0, move: 0, minor: 0 },
    spent: active && set ? [...set.spent] : [],
    charged: active && set ? set.charged : false,
    immediateUsed: marks?.immediate === enc.turns.round,
    opportunityUsed: marks?.opportunity === turnKey(enc),
    grantedMove: isGranted(enc, id),
  };
}

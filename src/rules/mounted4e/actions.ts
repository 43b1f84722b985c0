/**
 * The action economy (B-7) with the mounted rules on top: an adventurer rider and its mount share one set of
 * actions (MC-TURN-1), still shared for the rest of the turn after a dismount (MC-TURN-2); a monster rider's
 * mount has its own turn (MC-TURN-3) but may be commanded (MC-SEP-1); passengers act alone (MC-PASS-1/2).
 */
import { reject, tx, type Creature, type CreatureId, type Ctx, type Encounter } from '../core';
import { creature, riderOf } from './relations';
import { m4, m4View, turnKey, type ActionCost, type ActionKind, type ActionSet, type SpentAction } from './state';
import { creatureOf } from '../core/creatures';

/** Which pips may pay for an action (B-7 substitutions: a standard for a move or minor, a move for a minor). */
const PAYS: Record<ActionKind, ActionKind[]> = {
  standard: ['standard'],
  move: ['move', 'standard'],
  minor: ['minor', 'move', 'standard'],
};

/** Is combat running (an initiative order with a current turn)? Out of combat no actions are counted. */
export function inCombat(enc: Encounter): boolean {
  return enc.turns.current >= 0 && enc.turns.order.length > 0;
}

/**
 * Key under which immediate / opportunity actions are counted: an adventurer and the mount it rides share
 * them (MC-TURN-1), so a mount carrying an adventurer rider counts under the rider's id.
 */
export function sharedKey(enc: Encounter, id: CreatureId): CreatureId {
  const r = riderOf(enc, id);
  return r && r.kind === 'adventurer' ? r.id : id;
}

function dazedLimitRule(set: ActionSet): string {
  return set.members.length > 1 ? 'MC-TURN-1' : 'B-7';
}

/** Why `id` cannot take `action` now, or null (the checks of {@link spend} without spending). */
export function actionProblem(enc: Encounter, id: CreatureId, action: ActionCost): { text: { en: string; ja: string }; rule: string } | null {
  const c = creatureOf(enc, id);
  if (!c) return { text: tx('No such creature.', 'そのクリーチャーはいません。'), rule: 'B-7' };
  if (action === 'none' || !inCombat(enc)) return null;
  const s = m4View(enc);
  if (c.conditions.includes('stunned')) return { text: tx(`${c.name} is stunned and cannot act.`, `${c.name}は朦朧状態で行動できない。`), rule: 'B-7' };
  if (action === 'free') return null;
  const member = !!s.set && s.set.members.includes(id);
  if (action === 'immediate' || action === 'opportunity') {
    if (c.conditions.includes('dazed')) {
      return { text: tx(`${c.name} is dazed: no immediate or opportunity actions.`, `${c.name}は幻惑状態のため即応・機会アクションを行えない。`), rule: 'B-7' };
    }
    if (member) return { text: tx(`${c.name} cannot take an ${action} action on its own turn.`, `${c.name}は自分の手番に${action === 'immediate' ? '即応' : '機会'}アクションを行えない。`), rule: 'B-7' };
    const key = sharedKey(enc, id);
    const shared = key !== id || (c.isRider && c.kind === 'adventurer' && c.mountId) ? 'MC-TURN-1' : 'B-7';
    if (action === 'immediate' && s.immediate[key] === enc.turns.round) {
      return { text: tx(`${c.name} has already used the immediate action of this round.`, `${c.name}はこのラウンドの即応アクションを使用済みだ。`), rule: shared };
    }
    if (action === 'opportunity' && s.opportunity[key] === turnKey(enc)) {
      return { text: tx(`${c.name} has already used the opportunity action of this turn.`, `${c.name}はこのターンの機会アクションを使用済みだ。`), rule: shared };
    }
    return null;
  }
  if (!member) {
    if (action === 'move' && s.granted[id] === turnKey(enc)) return null;
    const m = creature(enc, c.mountId);
    if (!c.isRider && m && s.set?.members.includes(m.id)) {
      return { text: tx(`${c.name} is a passenger and acts on its own turn, not with the mount.`, `同乗者${c.name}は乗騎と一緒には行動せず、自分の手番に行動する。`), rule: 'MC-PASS-2' };
    }
    const rider = riderOf(enc, id);
    if (rider && rider.kind === 'monster' && s.set?.members.includes(rider.id)) {
      return { text: tx(`${c.name} has its own turn; ${rider.name} may command it with a move action.`, `${c.name}は別の手番を持つ。${rider.name}は移動アクションで命令できる。`), rule: 'MC-SEP-1' };
    }
    return { text: tx(`It is not ${c.name}'s turn.`, `${c.name}の手番ではない。`), rule: 'B-7' };
  }
  const set = s.set as ActionSet;
  if (set.charged) return { text: tx(`After a charge only free actions remain this turn.`, `突撃の後はこのターン、フリー・アクションしか行えない。`), rule: 'B-8' };
  if (c.conditions.includes('dazed') && set.spent.some((x) => x.by === id)) {
    return { text: tx(`${c.name} is dazed and has already taken its one action.`, `${c.name}は幻惑状態で、1回のアクションをすでに行った。`), rule: dazedLimitRule(set) };
  }
  if (!PAYS[action].some((k) => set.left[k] > 0)) {
    const who = set.members.length > 1 ? set.members.map((m) => creatureOf(enc, m)?.name ?? m).join(' & ') : c.name;
    return { text: tx(`${who}: no ${action} action left this turn.`, `${who}はこのターンの${jaAction(action)}アクションが残っていない。`), rule: dazedLimitRule(set) };
  }
  return null;
}

/** Japanese name of an action. */
export function jaAction(a: ActionCost): string {
  return { standard: '標準', move: '移動', minor: 'マイナー', free: 'フリー', immediate: '即応', opportunity: '機会', none: '' }[a];
}

/** Spend an action (rejects with the reason and rule id if it is not available). Returns the pip paid. */
export function spend(d: Encounter, id: CreatureId, action: ActionCost, what: string): ActionKind | null {
  const p = actionProblem(d, id, action);
  if (p) reject(p.text, p.rule);
  if (action === 'none' || action === 'free' || !inCombat(d)) return null;
  const s = m4(d);
  if (action === 'immediate') {
    s.immediate[sharedKey(d, id)] = d.turns.round;
    return null;
  }
  if (action === 'opportunity') {
    s.opportunity[sharedKey(d, id)] = turnKey(d);
    return null;
  }
  if (!s.set || !s.set.members.includes(id)) {
    delete s.granted[id]; // MC-SEP-1: the granted move is used.
    return 'move';
  }
  const set = s.set;
  const pip = PAYS[action].find((k) => set.left[k] > 0) as ActionKind;
  set.left[pip] -= 1;
  const entry: SpentAction = { by: id, action, as: pip, what };
  set.spent.push(entry);
  return pip;
}

/** Start the turn of `ownerId`: a fresh set, shared with its mount for an adventurer rider (MC-TURN-1). */
export function startTurn(d: Encounter, ctx: Ctx, ownerId: CreatureId): void {
  const s = m4(d);
  const c = creatureOf(d, ownerId) as Creature;
  const members = [ownerId];
  s.granted = {};
  s.acted[ownerId] = d.turns.round;
  if (c.kind === 'adventurer' && c.isRider && c.mountId && creatureOf(d, c.mountId)) {
    members.push(c.mountId);
    s.sharedRound[c.mountId] = d.turns.round;
    const m = creatureOf(d, c.mountId) as Creature;
    ctx.emit({
      type: 'actionsShared',
      text: tx(
        `${c.name} and ${m.name} share one set of actions this turn: standard, move and minor (MC-TURN-1).`,
        `${c.name}と${m.name}はこのターン、1そろいのアクション（標準・移動・マイナー）を共有する（MC-TURN-1）。`,
      ),
      rules: ['MC-TURN-1'],
      ids: members,
    });
  }
  s.set = { owner: ownerId, members, round: d.turns.round, left: { standard: 1, move: 1, minor: 1 }, spent: [], charged: false };
}

/** An adventurer who mounts during its own turn shares the rest of its set with the mount (MC-TURN-1). */
export function joinSet(d: Encounter, riderId: CreatureId, mountId: CreatureId): void {
  const s = m4(d);
  const r = creatureOf(d, riderId) as Creature;
  if (s.set && s.set.members.includes(riderId) && r.kind === 'adventurer' && r.isRider && !s.set.members.includes(mountId)) {
    s.set.members.push(mountId);
    s.sharedRound[mountId] = d.turns.round;
  }
}

/** What the board shows about a creature's actions (B-7, MC-TURN-1). */
export interface ActionSetView {
  /** Whether the creature may spend from the current turn's set. */
  active: boolean;
  owner: CreatureId | null;
  members: CreatureId[];
  left: Record<ActionKind, number>;
  spent: SpentAction[];
  charged: boolean;
  immediateUsed: boolean;
  opportunityUsed: boolean;
  /** MC-SEP-1: a move granted by the rider this turn. */
  grantedMove: boolean;
}

/**
 * The action set a creature may use now: pips left and who spent what (B-7, MC-TURN-1/2, MC-SEP-1).
 * For a creature that is not acting, `active` is false and `left` is all zero.
 */
export function actionSetOf(enc: Encounter, id: CreatureId): ActionSetView {
  const s = m4View(enc);
  const key = sharedKey(enc, id);
  const active = !!s.set && s.set.members.includes(id);
  return {
    active,
    owner: active ? (s.set as ActionSet).owner : null,
    members: active ? [...(s.set as ActionSet).members] : [id],
    left: active ? { ...(s.set as ActionSet).left } : { standard: 0, move: 0, minor: 0 },
    spent: active ? [...(s.set as ActionSet).spent] : [],
    charged: active ? (s.set as ActionSet).charged : false,
    immediateUsed: s.immediate[key] === enc.turns.round,
    opportunityUsed: s.opportunity[key] === turnKey(enc),
    grantedMove: s.granted[id] === turnKey(enc),
  };
}

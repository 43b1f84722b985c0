/**
 * Effects at the start and the end of a turn (B-14, B-15, B-3). A turn belongs to its members — an adventurer
 * rider and its mount share one (MC-TURN-1), a passenger has its own (MC-PASS-1) — so a mount's "until the end
 * of its next turn" ends with the shared turn. Start: ongoing damage (the highest of each type, B-15), then the
 * effects that end at the start of that turn; the "end of next turn" effects of the members are armed. End:
 * the armed "end of next turn" effects end, then a saving throw for every "save ends" effect on a member (B-3;
 * no bonus: the military saddle's +5 is for the MC-FM-2 / MC-PRONE-3 saves only). Each step asks the effect
 * index for the effects counted in the members' turns (issue 33); nothing scans the creatures or the effects.
 */
import { applyHpChange, creatureOf, ref, type CreatureId, type Ctx, type Ref, type Work } from '../core';
import { turnKey } from './actions';
import { oneId } from './lists';
import type { EffectSaveJob } from './chain';
import type { Effect } from './effectModel';
import { effectIndex } from './effectIndex';
import { effectActive, effectById, effectFacts, effectsOnCreature, endEffects, updateEffect } from './effects';
import type { M4Event, OngoingPart } from './events';
import type { M4Encounter } from './model';

export { durationOwner } from './effectIndex';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** Rule lists and changes of the turn's steps, made once (frozen lists are logged as they are; issue 33). */
const B14: readonly string[] = Object.freeze(['B-14']);
const B14_B16: readonly string[] = Object.freeze(['B-14', 'B-16']);
const B16: readonly string[] = Object.freeze(['B-16']);
const B15: readonly string[] = Object.freeze(['B-15']);
const B3: readonly string[] = Object.freeze(['B-3']);
const ARM = Object.freeze({ armed: true });
const NO_SAVES: readonly EffectSaveJob[] = Object.freeze([]);

const endsAtEnd = (e: Effect): boolean =>
  e.duration.kind === 'endOfSourceNext' || e.duration.kind === 'endOfTargetNext';

/** Whose turn it is: the current set's members (MC-TURN-1: rider and mount), else the current creature. */
export function turnMembers(enc: M4Encounter): readonly CreatureId[] {
  const cur = enc.turns.order[enc.turns.current];
  if (cur === undefined) return [];
  const set = enc.sys.set;
  // The set's own list (read only, never kept): no copy per turn (issue 33).
  return set && set.owner === cur ? set.members : [cur];
}

/** B-15: the ongoing damage a creature takes at the start of its turn: the highest of each type, every type adding. */
export function ongoingParts(enc: M4Encounter, id: CreatureId): OngoingPart[] {
  const parts: OngoingPart[] = [];
  for (const e of effectsOnCreature(enc, id)) {
    if (e.what.kind !== 'ongoing' || !effectActive(enc, e)) continue;
    const type = e.what.damageType;
    const at = parts.findIndex((p) => p.damageType === type);
    const by = e.source ? creatureOf(enc, e.source) : undefined;
    const part: OngoingPart = {
      damageType: type,
      amount: e.what.amount,
      effect: e.id,
      by: by ? ref(by) : null,
      ignored: [],
    };
    const old = at >= 0 ? parts[at] : undefined;
    if (!old) parts.push(part);
    else if (part.amount > old.amount)
      parts[at] = { ...part, ignored: [...old.ignored, { effect: old.effect, amount: old.amount }] };
    else parts[at] = { ...old, ignored: [...old.ignored, { effect: part.effect, amount: part.amount }] };
  }
  return parts;
}

/** B-15: a creature takes its ongoing damage. */
function ongoingDamage(w: W, ctx: C, id: CreatureId): void {
  if (effectsOnCreature(w.s, id).length === 0) return; // most creatures have no effect: no list (issue 33)
  const parts = ongoingParts(w.s, id);
  if (parts.length === 0) return;
  const total = parts.reduce((s, p) => s + p.amount, 0);
  const c = w.edit(id);
  applyHpChange(c, -total);
  ctx.emit({
    type: 'ongoingDamageTaken',
    who: ref(c),
    parts,
    total,
    hp: c.hp,
    hpMax: c.hpMax,
    rules: B15,
    ids: [id],
  });
}

/**
 * The start of a turn of `members` (B-14, B-15): ongoing damage, then effects lasting "until the start of X's
 * next turn" for a member X end, and "until the end of … next turn" effects of a member are armed.
 */
export function startOfTurn(w: W, ctx: C, members: readonly CreatureId[]): void {
  for (let i = 0; i < members.length; i++) ongoingDamage(w, ctx, members[i] as CreatureId);
  const owned = effectIndex(w.s).ownedBy(members);
  if (owned.length === 0) return; // most turns own no effect (issue 33)
  const ending: string[] = [];
  const arming: string[] = [];
  for (let i = 0; i < owned.length; i++) {
    const e = owned[i] as Effect;
    if (e.duration.kind === 'startOfNext') ending.push(e.id);
    else if (endsAtEnd(e) && !e.armed) arming.push(e.id);
  }
  endEffects(w, ctx, ending, 'expired', B14);
  for (const id of arming) updateEffect(w, id, ARM);
}

/**
 * The end of `who`'s turn (B-14, B-3): `turnEnded` is logged, armed "end of next turn" effects of the members
 * end, and the saving throws of the members' "save ends" effects are returned as jobs (each asks its
 * creature). `lost`: a delayed turn never taken (B-16). Effects already saved against in this turn are skipped.
 */
export function endOfTurn(
  w: W,
  ctx: C,
  who: CreatureId,
  members: readonly CreatureId[],
  lost: boolean,
): readonly EffectSaveJob[] {
  const c = creatureOf(w.s, who);
  if (c) {
    // The lists made at their size (a turn has one or two members, MC-TURN-1): no push-grown arrays kept in the
    // history (issue 33).
    let refs: Ref[];
    const m0 = members.length > 0 ? creatureOf(w.s, members[0] as CreatureId) : undefined;
    let ids: readonly CreatureId[];
    if (members.length === 1 && m0) {
      refs = [ref(m0)];
      ids = oneId(m0.id);
    } else {
      refs = [];
      const list: CreatureId[] = [];
      for (let i = 0; i < members.length; i++) {
        const m = creatureOf(w.s, members[i] as CreatureId);
        if (m) {
          refs.push(ref(m));
          list.push(m.id);
        }
      }
      ids = list;
    }
    ctx.emit({ type: 'turnEnded', who: ref(c), members: refs, lost, rules: lost ? B16 : B14, ids });
  }
  const owned = effectIndex(w.s).ownedBy(members);
  if (owned.length > 0) {
    const ending: string[] = [];
    for (let i = 0; i < owned.length; i++) {
      const e = owned[i] as Effect;
      if (endsAtEnd(e) && e.armed) ending.push(e.id);
    }
    endEffects(w, ctx, ending, 'expired', lost ? B14_B16 : B14);
  }
  // The turn's key and the list are made only if a member has a "save ends" effect (most turns have none).
  let key: string | null = null;
  let saves: EffectSaveJob[] | null = null;
  for (let i = 0; i < members.length; i++) {
    const fx = effectsOnCreature(w.s, members[i] as CreatureId);
    for (let j = 0; j < fx.length; j++) {
      const e = fx[j] as Effect;
      if (e.duration.kind !== 'saveEnds') continue;
      key ??= (lost ? 'lost:' : '') + turnKey(w.s);
      if (e.savedIn !== key) (saves ??= []).push({ kind: 'effectSave', effectId: e.id, turnKey: key });
    }
  }
  return saves ?? NO_SAVES;
}

/** The DC of a saving throw (B-3). */
export const SAVE_DC = 10;

/** B-3: roll the save against one "save ends" effect (d20, no modifier, 10+ ends it). */
export function rollEffectSave(w: W, ctx: C, job: EffectSaveJob, die: number): void {
  const e = effectById(w.s, job.effectId);
  const c = e ? creatureOf(w.s, e.target) : undefined;
  if (!e || !c) return;
  const success = die >= SAVE_DC;
  ctx.emit({
    type: 'effectSaveRolled',
    saver: ref(c),
    effect: effectFacts(w.s, e),
    die,
    bonuses: [],
    total: die,
    dc: SAVE_DC,
    success,
    rules: B3,
    ids: [c.id],
  });
  if (success) endEffects(w, ctx, [e.id], 'saved', B3);
  else updateEffect(w, e.id, { savedIn: job.turnKey });
}

/**
 * The resumers of this system's pending decisions, by kind (the kernel's single `decide` checks the option and
 * calls them): each continues the rule chain the decision interrupted with the chosen option, then runs the
 * rest of the chain it carried.
 */
import {
  carriedGroup,
  type Ctx,
  type Decide,
  type DecisionOption,
  type PendingDecision,
  type Point,
  type Resumer,
  type Work,
} from '../core';
import { spend } from './actions';
import { chainOf, newChain, type Chain, type DecisionKind, type LandJob } from './chain';
import type { M4Event } from './events';
import { queueFirst, runJobs } from './jobs';
import { land, optionSquare } from './landing';
import { pointOf, type M4Encounter } from './model';
import { m4msg, reject } from './msgs';
import { rollEffectSave } from './effectTurns';
import { creature, riderOf } from './relations';
import { checkSpec, resolveAttack } from './resolveAttack';
import { resolveSave } from './saves';
import { DEFAULT_BASIC_ATTACK } from './spec';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;
type Step = (w: W, p: PendingDecision, opt: DecisionOption, cmd: Decide, ctx: C, chain: Chain) => void;

/** A resumer: the decision's own step, then the rest of its chain. */
const resume =
  (step: Step): Resumer<M4Encounter, M4Event> =>
  (w, p, opt, cmd, ctx) => {
    const chain = newChain(chainOf(p).rest);
    step(w, p, opt, cmd, ctx, chain);
    runJobs(w, ctx, chain);
  };

/** The square a landing option names (refused if it names none). */
function squareOf(opt: DecisionOption): Point {
  const at = optionSquare(opt);
  if (!at) return reject({ m: 'notASquare' });
  return at;
}

/** mc.land: where an unseated creature lands (MC-MOUNT-2, MC-PRONE-*, MC-FM-2), or MC-TP-2's square of the former space. */
const landStep: Step = (w, p, opt, _cmd, ctx, chain) => {
  const { job, current } = chainOf(p);
  if (job.kind === 'tpLand' && current !== undefined)
    queueFirst(chain, { ...job, chosen: { ...job.chosen, [current]: squareOf(opt) } });
  else if (job.kind === 'land') land(w, ctx, job, squareOf(opt));
};

/** mc.save: the rider saves or not (MC-FM-2, MC-PASS-4, MC-PRONE-3). */
const saveStep: Step = (w, p, opt, _cmd, ctx, chain) => {
  const { job } = chainOf(p);
  if (job.kind === 'save') resolveSave(w, ctx, chain, job, opt.id === 'save');
};

/** mc.pickPassenger: the rider stays with one moved passenger; the others fall off at the end point (MC-PASS-4). */
const pickStep: Step = (w, p, opt, _cmd, _ctx, chain) => {
  const { job } = chainOf(p);
  if (job.kind !== 'pickPassenger') return;
  const m = creature(w.s, job.forced.mountId);
  const rider = riderOf(w.s, job.forced.mountId);
  const end = job.forced.path[job.forced.path.length - 1];
  if (!m || !end) return;
  const others = job.forced.movedIds.filter((id) => id !== opt.id);
  const landJobs = others.map((id): LandJob => ({
    kind: 'land',
    id,
    mountId: m.id,
    area: 'footprint',
    squares: [end],
    prone: true,
    cause: 'forced',
    rule: 'MC-PASS-4',
    altitude: m.elevation,
  }));
  if (rider)
    queueFirst(
      chain,
      {
        kind: 'save',
        rule: 'MC-FM-2',
        saverId: rider.id,
        subjectId: opt.id,
        forced: { ...job.forced, movedIds: [opt.id] },
      },
      ...landJobs,
    );
};

/** mc.target: rider or mount as the target of a single-target attack (MC-TGT-1). */
const targetStep: Step = (w, p, opt, _cmd, ctx) => {
  const { job } = chainOf(p);
  if (job.kind === 'target') resolveAttack(w, ctx, { ...job.attack, targetId: opt.id });
};

/**
 * mc.opportunity: the provoked creature attacks (its stated numbers in `decide.with.attack`, else its basic
 * attack). The attack interrupts the move: it is judged where the group was when it provoked (B-11, MC-R6).
 */
const opportunityStep: Step = (w, p, opt, cmd, ctx) => {
  const { job } = chainOf(p);
  if (job.kind !== 'opportunity' || opt.id === 'decline') return;
  const a = creature(w.s, job.attackerId);
  if (!a) return;
  spend(w, a.id, 'opportunity', { kind: 'attack', attack: 'melee' });
  const given: unknown = cmd.with?.attack;
  if (given !== undefined) checkSpec(given);
  const spec = given ?? a.sys.basicAttack ?? DEFAULT_BASIC_ATTACK;
  const at = job.at;
  const group =
    at && creature(w.s, job.provokerId) ? [...carriedGroup(w.s, job.provokerId)].filter((id) => creature(w.s, id)) : [];
  const saved = group.map((id) => ({ id, pos: (creature(w.s, id) ?? a).pos }));
  if (at) for (const id of group) w.edit(id).pos = pointOf(at);
  resolveAttack(w, ctx, { attackerId: a.id, targetId: opt.id, kind: 'melee', attack: spec }, { opportunity: true });
  for (const x of saved) w.edit(x.id).pos = x.pos;
};

/**
 * mc.effectSave: the saving throw against a "save ends" effect (B-3): "roll" rolls the seeded d20 or takes the
 * die typed in with the answer; "typed" ("I rolled …") requires exactly one typed-in die.
 */
const effectSaveStep: Step = (w, p, opt, cmd, ctx) => {
  const { job } = chainOf(p);
  if (job.kind !== 'effectSave') return;
  if (opt.id === 'typed' && cmd.dice?.length !== 1) reject({ m: 'typeTheDie' }, 'B-3');
  const die = ctx.roller.die(20, m4msg({ m: 'effectSaveRoll', rule: 'B-3' }));
  rollEffectSave(w, ctx, job, die);
};

/** This system's resumers, by decision kind. */
export const decisions: Readonly<Record<DecisionKind, Resumer<M4Encounter, M4Event>>> = {
  'mc.land': resume(landStep),
  'mc.save': resume(saveStep),
  'mc.pickPassenger': resume(pickStep),
  'mc.target': resume(targetStep),
  'mc.opportunity': resume(opportunityStep),
  'mc.effectSave': resume(effectSaveStep),
};

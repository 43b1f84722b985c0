/**
 * Running a rule chain: each queued job either resolves at once (one legal option, or none that matters) or
 * becomes the encounter's pending decision with its legal options, carrying the rest of the queue in its
 * context (see chain.ts); `decide` resumes it through this system's resumers (decisions.ts).
 */
import { ref, spaceOf, type Ctx, type DecisionOption, type Work } from '../core';
import { actionProblem, turnKey } from './actions';
import type { Chain, ChainContext, Job } from './chain';
import type { M4Event } from './events';
import { filledEnd, land, landingSquares, pointId, presentTeleport, type Ask } from './landing';
import type { M4Encounter } from './model';
import { m4msg } from './msgs';
import { effectById, effectFacts } from './effects';
import { creature, nearestFreeSquare } from './relations';
import { keptList, keptMap, keptPush } from './kept';
import { oneId, oneRule } from './lists';
import { saveBonus } from './saveBonus';
import { turnOn } from './turnOrder';

type W = Work<M4Encounter>;
type C = Ctx<M4Event>;

/** Add jobs at the end of the chain. */
export function queueJobs(chain: Chain, ...jobs: Job[]): void {
  chain.queue.push(...jobs);
}

/** Add jobs at the front of the chain (they come before anything already waiting). */
export function queueFirst(chain: Chain, ...jobs: Job[]): void {
  chain.queue.unshift(...jobs);
}

/** Run queued jobs until one needs a person (it becomes the pending decision) or the chain is done. */
export function runJobs(w: W, ctx: C, chain: Chain): void {
  while (!w.s.pending && chain.queue.length > 0) {
    const ask = present(w, ctx, chain.queue.shift() as Job, chain);
    if (!ask) continue;
    // Literals of their fields, the same keys in the same order as before (issue 33, round 9: see kept.ts).
    const rest = keptList(chain.queue);
    const context: ChainContext =
      ask.current !== undefined ? { job: ask.job, rest, current: ask.current } : { job: ask.job, rest };
    const d = ask.decision;
    // Every field named (a spread followed by a new key is a slow path in V8: issue 33).
    w.set('pending', {
      kind: d.kind,
      chooserId: d.chooserId,
      prompt: d.prompt,
      options: d.options,
      ruleId: d.ruleId,
      playerFacing: d.playerFacing,
      context,
    });
    chain.queue.length = 0;
    const p = ask.decision;
    const chooser = creature(w.s, p.chooserId);
    ctx.emit({
      type: 'decisionPending',
      chooser: chooser ? ref(chooser) : null,
      prompt: p.prompt,
      kind: p.kind,
      options: optionIds(p.options),
      rules: oneRule(p.ruleId),
      ids: chooser ? oneId(chooser.id) : [],
    });
  }
}

/** B-3: the options of every "save ends" saving throw, the same each time (read only, shared: issue 33). */
const EFFECT_SAVE_OPTIONS: readonly DecisionOption[] = Object.freeze([
  Object.freeze({ id: 'roll', label: m4msg({ m: 'rollEffectSave' }) }),
  Object.freeze({ id: 'typed', label: m4msg({ m: 'typedEffectSave' }) }),
]);
const EFFECT_SAVE_IDS: readonly string[] = Object.freeze(EFFECT_SAVE_OPTIONS.map((o) => o.id));

/** The ids of a decision's options, for its event (the shared saving-throw options' list is made once). */
function optionIds(options: readonly DecisionOption[]): readonly string[] {
  return options === EFFECT_SAVE_OPTIONS ? EFFECT_SAVE_IDS : keptMap(options, optionId);
}

/** An option's id. */
function optionId(o: DecisionOption): string {
  return o.id;
}

/** B-11 / MC-OA-1: one option per target that may be attacked, then "no attack" (literals: see kept.ts). */
function opportunityOptions(w: W, targets: readonly string[]): DecisionOption[] {
  if (targets.length === 1)
    return [targetOption(w, targets[0] as string), { id: 'decline', label: m4msg({ m: 'noAttack' }) }];
  return keptPush<DecisionOption>(
    keptMap(targets, (id) => targetOption(w, id)),
    { id: 'decline', label: m4msg({ m: 'noAttack' }) },
  );
}

/** An opportunity attack's target option (B-11). */
function targetOption(w: W, id: string): DecisionOption {
  return { id, label: m4msg({ m: 'attackTarget', target: ref(creature(w.s, id) ?? { id, name: id }) }) };
}

/** A landing square's option (MC-R5). */
function squareOption(p: { x: number; y: number }): DecisionOption {
  return { id: pointId(p), label: m4msg({ m: 'square', at: p }), square: p };
}

/** Show one job: resolve it at once when there is nothing to choose, else the question to ask. */
function present(w: W, ctx: C, job: Job, chain: Chain): Ask | null {
  switch (job.kind) {
    case 'turnOn':
      turnOn(w, ctx, job, chain);
      return null;
    case 'effectSave': {
      const e = effectById(w.s, job.effectId);
      const c = e ? creature(w.s, e.target) : undefined;
      if (!e || !c) return null;
      return {
        decision: {
          kind: 'mc.effectSave',
          chooserId: c.id,
          prompt: m4msg({ m: 'effectSavePrompt', saver: ref(c), effect: effectFacts(w.s, e) }),
          options: EFFECT_SAVE_OPTIONS,
          ruleId: 'B-3',
          playerFacing: true,
        },
        job,
      };
    }
    case 'tpLand':
      return presentTeleport(w, ctx, job);
    case 'land': {
      const c = creature(w.s, job.id);
      if (!c || c.mountId !== job.mountId) return null;
      const opts = landingSquares(w.s, job);
      // MC-R15: the mount fills the end point; the creature lands beside it (its choice).
      if (filledEnd(w.s, job)) job = { ...job, rule: 'MC-R15' };
      if (opts.length === 1) {
        land(w, ctx, job, opts[0] as { x: number; y: number });
        return null;
      }
      if (opts.length === 0) {
        const m = creature(w.s, job.mountId);
        const p = m ? nearestFreeSquare(w.s, c, spaceOf(m), new Set([c.id])) : null;
        if (!p) return null; // nowhere on the map: the creature stays on (the GM may move things)
        ctx.emit({
          type: 'noRoomToLand',
          who: ref(c),
          at: p,
          rule: job.rule,
          formerSpace: false,
          rules: ['MC-R5', job.rule],
          ids: [c.id],
        });
        land(w, ctx, job, p);
        return null;
      }
      return {
        decision: {
          kind: 'mc.land',
          chooserId: c.id,
          prompt: m4msg({ m: 'landWhere', who: ref(c), rule: job.rule }),
          options: keptMap(opts, squareOption),
          ruleId: job.rule,
          playerFacing: true,
        },
        job,
      };
    }
    case 'save': {
      const saver = creature(w.s, job.saverId);
      const subject = creature(w.s, job.subjectId);
      if (!saver || !subject) return null;
      const bonus = saveBonus(w.s, job);
      return {
        decision: {
          kind: 'mc.save',
          chooserId: saver.id,
          prompt: m4msg({
            m: 'savePrompt',
            saver: ref(saver),
            rule: job.rule,
            bonus,
            goal: job.rule === 'MC-FM-2' ? 'keepMount' : 'stayMounted',
          }),
          options: [
            { id: 'save', label: m4msg({ m: 'rollSave', bonus }) },
            { id: 'noSave', label: m4msg({ m: 'noSave' }) },
          ],
          ruleId: job.rule,
          playerFacing: true,
        },
        job,
      };
    }
    case 'pickPassenger': {
      const r = creature(w.s, job.riderId);
      if (!r) return null;
      const options: DecisionOption[] = keptMap(job.forced.movedIds, (id) => ({
        id,
        label: m4msg({ m: 'creature', who: ref(creature(w.s, id) ?? { id, name: id }) }),
      }));
      return {
        decision: {
          kind: 'mc.pickPassenger',
          chooserId: r.id,
          prompt: m4msg({ m: 'pickPassenger', rider: ref(r) }),
          options,
          ruleId: 'MC-PASS-4',
          playerFacing: true,
        },
        job,
      };
    }
    case 'target': {
      const a = creature(w.s, job.attack.attackerId);
      return {
        decision: {
          kind: 'mc.target',
          chooserId: job.attack.attackerId,
          prompt: m4msg({ m: 'pickTarget', attacker: a ? ref(a) : null }),
          options: keptMap(job.ids, (id) => ({
            id,
            label: m4msg({ m: 'creature', who: ref(creature(w.s, id) ?? { id, name: id }) }),
          })),
          ruleId: 'MC-TGT-1',
          playerFacing: true,
        },
        job,
      };
    }
    case 'opportunity': {
      const a = creature(w.s, job.attackerId);
      const targets = job.targets.filter((id) => creature(w.s, id));
      if (
        !a ||
        targets.length === 0 ||
        a.hp <= 0 ||
        actionProblem(w.s, a.id, 'opportunity') ||
        turnKey(w.s) !== job.turnKey
      )
        return null;
      const provoker = creature(w.s, job.provokerId);
      return {
        decision: {
          kind: 'mc.opportunity',
          chooserId: a.id,
          prompt: m4msg(
            job.cause === 'move'
              ? { m: 'opportunityPrompt', attacker: ref(a) }
              : { m: 'opportunityRangedPrompt', attacker: ref(a), provoker: provoker ? ref(provoker) : null },
          ),
          options: opportunityOptions(w, targets),
          ruleId: job.cause === 'move' ? 'B-11' : 'MC-OA-1',
          playerFacing: true,
        },
        job,
      };
    }
  }
}

/**
 * decide: answer the pending decision, then continue the rule chain.
 */
import {
  carriedGroup, reject, tx, type Creature, type CreatureId, type Ctx, type Encounter, type Point,
} from '../../core';
import { spend } from '../actions';
import type { DecideCommand } from '../commands';
import { queueFirst, runJobs } from '../jobs';
import { land } from '../landing';
import { riderOf } from '../relations';
import { checkSpec, defaultBasicAttack, resolveAttack } from '../resolveAttack';
import { resolveSave } from '../saves';
import { m4, type Job, type LandJob } from '../state';
import { creatureOf } from '../../core/creatures';

/** decide: answer the pending decision with one of its options, then continue the chain. */
export function decide(d: Encounter, cmd: DecideCommand, ctx: Ctx): void {
  const p = d.pending;
  if (!p) reject(tx('No decision is pending.', '決定待ちはありません。'));
  const opt = p.options.find((o) => o.id === cmd.optionId);
  if (!opt) reject(tx(`"${String(cmd.optionId)}" is not one of the options.`, `「${String(cmd.optionId)}」は選択肢にありません。`), p.ruleId);
  if (opt.disabledReason) reject(opt.disabledReason, p.ruleId);
  const job = (p.context as { job: Job }).job;
  d.pending = null;
  ctx.emit({ type: 'decided', text: tx(`${p.prompt.en} → ${opt.label.en}`, `${p.prompt.ja} → ${opt.label.ja}`), rules: [p.ruleId], data: { optionId: opt.id } });
  switch (job.kind) {
    case 'tpLand': {
      const current = (p.context as { current: CreatureId }).current;
      queueFirst(d, { ...job, chosen: { ...job.chosen, [current]: opt.square as Point } });
      break;
    }
    case 'land':
      land(d, ctx, job, opt.square as Point);
      break;
    case 'save':
      resolveSave(d, ctx, job, opt.id === 'save');
      break;
    case 'pickPassenger': {
      const rider = riderOf(d, job.forced.mountId);
      const m = creatureOf(d, job.forced.mountId) as Creature;
      const others = job.forced.movedIds.filter((id) => id !== opt.id);
      const landJobs = others.map((id): LandJob => ({ kind: 'land', id, mountId: m.id, area: 'footprint', squares: [job.forced.path[job.forced.path.length - 1] as Point], prone: true, cause: 'forced', rule: 'MC-PASS-4', altitude: m.elevation }));
      if (rider) queueFirst(d, { kind: 'save', rule: 'MC-FM-2', saverId: rider.id, subjectId: opt.id, forced: { ...job.forced, movedIds: [opt.id] } }, ...landJobs);
      break;
    }
    case 'target':
      resolveAttack(d, ctx, { ...job.attack, targetId: opt.id, targetSquare: undefined });
      break;
    case 'opportunity': {
      if (opt.id === 'decline') break;
      const a = creatureOf(d, job.attackerId) as Creature;
      spend(d, a.id, 'opportunity', 'opportunity attack');
      const spec = cmd.attack ?? m4(d).basicAttacks[a.id] ?? defaultBasicAttack();
      if (cmd.attack) checkSpec(cmd.attack);
      // The attack interrupts the move: judge it where the group was when it provoked (B-11), then put it back.
      const group = job.at ? [...carriedGroup(d, job.provokerId)] : [];
      const saved = group.map((id) => ({ id, pos: (creatureOf(d, id) as Creature).pos }));
      for (const id of group) (creatureOf(d, id) as Creature).pos = { ...(job.at as Point) };
      resolveAttack(d, ctx, { type: 'attack', attackerId: a.id, targetId: opt.id, kind: 'melee', attack: spec, action: 'none' }, { opportunity: true, provokedBy: job.cause });
      for (const x of saved) (creatureOf(d, x.id) as Creature).pos = x.pos;
      break;
    }
  }
  runJobs(d, ctx);
}

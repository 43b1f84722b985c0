/** The rider's saving throws: MC-FM-2 (and MC-PASS-4) against forced movement, MC-PRONE-3 against prone. */
import { tx, type Creature, type Ctx, type Encounter, type Point } from '../core';
import { moveGroupAlong } from './forcedPath';
import { queueFirst } from './jobs';
import type { ForcedContext, LandJob, SaveJob } from './state';
import { creatureOf } from '../core/creatures';

/** Resolve a rider's save (MC-FM-2, MC-PASS-4, MC-PRONE-3). */
export function resolveSave(d: Encounter, ctx: Ctx, job: SaveJob, attempt: boolean): void {
  const saver = creatureOf(d, job.saverId) as Creature;
  const subject = creatureOf(d, job.subjectId) as Creature;
  const mount = creatureOf(d, saver.mountId ?? '');
  const bonus = mount?.riding.militarySaddle ? 5 : 0;
  let success = false;
  let rollEn = 'no save';
  let rollJa = 'セーヴなし';
  if (attempt) {
    const d20 = ctx.roller.die(20, tx(`save (${job.rule})`, `セーヴィング・スロー（${job.rule}）`));
    const total = d20 + bonus;
    success = total >= 10;
    rollEn = `save ${d20}${bonus ? ' + 5 (military saddle)' : ''} = ${total} ${success ? '≥' : '<'} 10`;
    rollJa = `セーヴ${d20}${bonus ? ' + 5（軍用鞍）' : ''} = ${total} ${success ? '≥' : '<'} 10`;
  }
  const rules = job.saverId !== job.subjectId ? [job.rule, 'MC-PASS-4'] : [job.rule];
  const ruleText = rules.join(', ');
  const ruleJa = rules.join('、');
  if (job.rule === 'MC-PRONE-3') {
    ctx.emit({
      type: 'savingThrowRolled',
      text: success
        ? tx(`${saver.name} is knocked prone on ${mount?.name ?? 'the mount'}; ${rollEn}: neither dismounted nor prone (${ruleText}).`, `${saver.name}は${mount?.name ?? '乗騎'}の上で伏せ状態にされた。${rollJa}：降ろされず、伏せ状態にもならない（${ruleJa}）。`)
        : tx(`${saver.name} is knocked prone on ${mount?.name ?? 'the mount'}; ${rollEn}: dismounted and prone beside it (${ruleText}).`, `${saver.name}は${mount?.name ?? '乗騎'}の上で伏せ状態にされた。${rollJa}：降ろされ、隣接マスで伏せ状態になる（${ruleJa}）。`),
      rules,
      ids: [saver.id],
      data: { success, attempted: attempt },
    });
    if (!success && mount) {
      queueFirst(d, { kind: 'land', id: saver.id, mountId: mount.id, area: 'adjacent', prone: true, cause: 'prone', rule: 'MC-PRONE-3', altitude: mount.elevation });
    }
    return;
  }
  const f = job.forced as ForcedContext;
  const n = f.path.length;
  const verb = { push: 'pushed', pull: 'pulled', slide: 'slid' }[f.kind];
  const verbJa = { push: '押しやられた', pull: '引き寄せられた', slide: '横滑りさせられた' }[f.kind];
  const m = creatureOf(d, f.mountId) as Creature;
  ctx.emit({
    type: 'savingThrowRolled',
    text: success
      ? tx(`${subject.name} is ${verb} ${n} square${n === 1 ? "" : "s"}; ${rollEn}: ${m.name} moves with ${subject.name}${subject.id === saver.id ? "" : `, carrying ${saver.name}`} (${ruleText}).`, `${subject.name}は${n}マス${verbJa}。${rollJa}：${m.name}も一緒に移動する（${ruleJa}）。`)
      : tx(`${subject.name} is ${verb} ${n} square${n === 1 ? '' : 's'}; ${rollEn}: ${subject.name} is dismounted and falls prone at the end point (${ruleText}).`, `${subject.name}は${n}マス${verbJa}。${rollJa}：${subject.name}は乗騎から降ろされ、終着点で伏せ状態になる（${ruleJa}）。`),
    rules,
    ids: [saver.id, subject.id, m.id],
    data: { success, attempted: attempt },
  });
  if (success) {
    moveGroupAlong(d, ctx, m, f.path, f.kind, rules);
    return;
  }
  // Failed or no save: the moved riders/passengers land at the end point (MC-FM-2, MC-PASS-4).
  const moved = f.movedIds.filter((id) => creatureOf(d, id)?.mountId === m.id && (id === subject.id || job.saverId === job.subjectId));
  queueFirst(
    d,
    ...moved.map((id): LandJob => ({ kind: 'land', id, mountId: m.id, area: 'footprint', squares: [f.path[n - 1] as Point], prone: true, cause: 'forced', rule: rules[rules.length - 1] as string, altitude: m.elevation })),
  );
}


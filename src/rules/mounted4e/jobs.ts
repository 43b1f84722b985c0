/**
 * Rule chains that wait for people: a queue of follow-up steps (jobs). Each job either resolves at once (one
 * legal option) or becomes the encounter's pending decision with its legal options; `decide` resumes it.
 */
import { spaceOf, tx, type Creature, type Ctx, type DecisionOption, type Encounter, type Point } from '../core';
import { actionProblem } from './actions';
import { land, landingSquares, pointId, presentTeleport } from './landing';
import { nearestFreeSquare } from './relations';
import { m4, turnKey, type Job } from './state';
import { ruled, sq } from './text';
import { creatureOf } from '../core/creatures';

/** Add jobs at the end of the queue. */
export function queueJobs(d: Encounter, ...jobs: Job[]): void {
  m4(d).jobs.push(...jobs);
}

/** Add jobs at the front of the queue (they come before anything already waiting). */
export function queueFirst(d: Encounter, ...jobs: Job[]): void {
  m4(d).jobs.unshift(...jobs);
}

/** Run queued jobs until one needs a person (it becomes `d.pending`) or the queue is empty. */
export function runJobs(d: Encounter, ctx: Ctx): void {
  const s = m4(d);
  while (!d.pending && s.jobs.length > 0) present(d, ctx, s.jobs.shift() as Job);
  if (d.pending) {
    const p = d.pending;
    const who = p.chooserId ? creatureOf(d, p.chooserId)?.name : undefined;
    ctx.emit({
      type: 'decisionPending',
      text: tx(`Waiting for ${who ?? 'the GM'}: ${p.prompt.en}`, `${who ?? 'GM'}の決定待ち：${p.prompt.ja}`),
      rules: [p.ruleId],
      ids: p.chooserId ? [p.chooserId] : [],
      data: { kind: p.kind, options: p.options.map((o) => o.id) },
    });
  }
}

/** Show one job: resolve it at once when there is nothing to choose, else make it the pending decision. */
export function present(d: Encounter, ctx: Ctx, job: Job): void {
  switch (job.kind) {
    case 'tpLand':
      return presentTeleport(d, ctx, job);
    case 'land': {
      const c = creatureOf(d, job.id);
      if (!c || c.mountId !== job.mountId) return;
      const opts = landingSquares(d, job);
      if (opts.length === 1) return land(d, ctx, job, opts[0] as Point);
      if (opts.length === 0) {
        const m = creatureOf(d, job.mountId) as Creature;
        const p = nearestFreeSquare(d, c, spaceOf(m), new Set([c.id]));
        if (!p) return; // nowhere on the map: the creature stays on (the GM may move things)
        ctx.emit({
          type: 'noRoomToLand',
          text: ruled(`No free square for ${c.name} where ${job.rule} puts it; it lands in the nearest free square ${sq(p)}`, `${job.rule}の定める場所に${c.name}の空きマスがない。最も近い空きマス${sq(p)}に着地する`, 'MC-R5'),
          rules: ['MC-R5', job.rule],
          ids: [c.id],
        });
        return land(d, ctx, job, p);
      }
      d.pending = {
        kind: 'mc.land',
        chooserId: c.id,
        prompt: tx(`Where does ${c.name} land? (${job.rule})`, `${c.name}はどこに着地する？（${job.rule}）`),
        options: opts.map((p) => ({ id: pointId(p), label: tx(sq(p), sq(p)), square: p })),
        ruleId: job.rule,
        playerFacing: true,
        context: { job },
      };
      return;
    }
    case 'save': {
      const saver = creatureOf(d, job.saverId);
      const subject = creatureOf(d, job.subjectId);
      if (!saver || !subject) return;
      const m = creatureOf(d, saver.mountId ?? '');
      const bonus = m?.riding.militarySaddle ? 5 : 0;
      const b = bonus ? ' + 5 (military saddle)' : '';
      const bj = bonus ? ' + 5（軍用鞍）' : '';
      const goal = job.rule === 'MC-FM-2' ? tx('keep the mount with you', '乗騎と一緒に移動する') : tx('stay mounted and standing', '騎乗したまま伏せ状態にならない');
      d.pending = {
        kind: 'mc.save',
        chooserId: saver.id,
        prompt: tx(`${saver.name}: save (d20${b} ≥ 10) to ${goal.en}? (${job.rule})`, `${saver.name}：セーヴィング・スロー（d20${bj} ≥ 10）で${goal.ja}か？（${job.rule}）`),
        options: [
          { id: 'save', label: tx(`Roll the save (d20${b})`, `セーヴィング・スローを行う（d20${bj}）`) },
          { id: 'noSave', label: tx('No save: be dismounted and fall prone', 'セーヴしない：乗騎から降ろされ伏せ状態になる') },
        ],
        ruleId: job.rule,
        playerFacing: true,
        context: { job },
      };
      return;
    }
    case 'pickPassenger': {
      const r = creatureOf(d, job.riderId);
      if (!r) return;
      const opts: DecisionOption[] = job.forced.movedIds.map((id) => ({ id, label: tx(creatureOf(d, id)?.name ?? id, creatureOf(d, id)?.name ?? id) }));
      d.pending = {
        kind: 'mc.pickPassenger',
        chooserId: r.id,
        prompt: tx(`${r.name}: which moved passenger do you try to stay with? The others are dismounted (MC-PASS-4).`, `${r.name}：強制移動された同乗者のうち誰と一緒に移動を試みるか？ 残りは降ろされる（MC-PASS-4）。`),
        options: opts,
        ruleId: 'MC-PASS-4',
        playerFacing: true,
        context: { job },
      };
      return;
    }
    case 'target': {
      const a = creatureOf(d, job.attack.attackerId);
      d.pending = {
        kind: 'mc.target',
        chooserId: job.attack.attackerId,
        prompt: tx(`${a?.name ?? '?'}: attack which creature in that space? (MC-TGT-1)`, `${a?.name ?? '?'}：その接敵面のどのクリーチャーを攻撃する？（MC-TGT-1）`),
        options: job.ids.map((id) => ({ id, label: tx(creatureOf(d, id)?.name ?? id, creatureOf(d, id)?.name ?? id) })),
        ruleId: 'MC-TGT-1',
        playerFacing: true,
        context: { job },
      };
      return;
    }
    case 'opportunity': {
      const a = creatureOf(d, job.attackerId);
      const targets = job.targets.filter((id) => creatureOf(d, id));
      if (!a || targets.length === 0 || a.hp <= 0 || actionProblem(d, a.id, 'opportunity') || turnKey(d) !== job.turnKey) return;
      const rule = job.cause === 'move' ? 'B-11' : 'MC-OA-1';
      d.pending = {
        kind: 'mc.opportunity',
        chooserId: a.id,
        prompt:
          job.cause === 'move'
            ? tx(`${a.name} may make an opportunity attack: pick a target (B-11, MC-OA-1).`, `${a.name}は機会攻撃を行える：目標を選ぶ（B-11、MC-OA-1）。`)
            : tx(`${a.name} may make an opportunity attack against ${creatureOf(d, job.provokerId)?.name ?? '?'}, who provoked it (MC-OA-1).`, `${a.name}は誘発した${creatureOf(d, job.provokerId)?.name ?? '?'}に機会攻撃を行える（MC-OA-1）。`),
        options: [
          ...targets.map((id) => ({ id, label: tx(`Attack ${creatureOf(d, id)?.name ?? id}`, `${creatureOf(d, id)?.name ?? id}を攻撃`) })),
          { id: 'decline', label: tx('No attack', '攻撃しない') },
        ],
        ruleId: rule,
        playerFacing: true,
        context: { job },
      };
      return;
    }
  }
}

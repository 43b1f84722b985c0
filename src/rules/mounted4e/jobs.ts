/**
 * Rule chains that wait for people: a queue of follow-up steps (jobs). Each job either resolves at once (one
 * legal option) or becomes the encounter's pending decision with its legal options; `decide` resumes it.
 */
import { carriedGroup, reject, spaceOf, tx, type Creature, type CreatureId, type Ctx, type DecisionOption, type Encounter, type Point } from '../core';
import { actionProblem, spend } from './actions';
import type { DecideCommand } from './commands';
import { checkSpec, resolveAttack, defaultBasicAttack } from './handlers/attack';
import { land, landingSquares, pointId, presentTeleport } from './landing';
import { nearestFreeSquare, riderOf } from './relations';
import { resolveSave } from './saves';
import { m4, turnKey, type Job, type LandJob } from './state';
import { ruled, sq } from './text';

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
    const who = p.chooserId ? d.creatures[p.chooserId]?.name : undefined;
    ctx.emit({
      type: 'decisionPending',
      text: tx(`Waiting for ${who ?? 'the GM'}: ${p.prompt.en}`, `${who ?? 'GM'}の決定待ち：${p.prompt.ja}`),
      rules: [p.ruleId],
      ids: p.chooserId ? [p.chooserId] : [],
      data: { kind: p.kind, options: p.options.map((o) => o.id) },
    });
  }
}

function present(d: Encounter, ctx: Ctx, job: Job): void {
  switch (job.kind) {
    case 'tpLand':
      return presentTeleport(d, ctx, job);
    case 'land': {
      const c = d.creatures[job.id];
      if (!c || c.mountId !== job.mountId) return;
      const opts = landingSquares(d, job);
      if (opts.length === 1) return land(d, ctx, job, opts[0] as Point);
      if (opts.length === 0) {
        const m = d.creatures[job.mountId] as Creature;
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
      const saver = d.creatures[job.saverId];
      const subject = d.creatures[job.subjectId];
      if (!saver || !subject) return;
      const m = d.creatures[saver.mountId ?? ''];
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
      const r = d.creatures[job.riderId];
      if (!r) return;
      const opts: DecisionOption[] = job.forced.movedIds.map((id) => ({ id, label: tx(d.creatures[id]?.name ?? id, d.creatures[id]?.name ?? id) }));
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
      const a = d.creatures[job.attack.attackerId];
      d.pending = {
        kind: 'mc.target',
        chooserId: job.attack.attackerId,
        prompt: tx(`${a?.name ?? '?'}: attack which creature in that space? (MC-TGT-1)`, `${a?.name ?? '?'}：その接敵面のどのクリーチャーを攻撃する？（MC-TGT-1）`),
        options: job.ids.map((id) => ({ id, label: tx(d.creatures[id]?.name ?? id, d.creatures[id]?.name ?? id) })),
        ruleId: 'MC-TGT-1',
        playerFacing: true,
        context: { job },
      };
      return;
    }
    case 'opportunity': {
      const a = d.creatures[job.attackerId];
      const targets = job.targets.filter((id) => d.creatures[id]);
      if (!a || targets.length === 0 || a.hp <= 0 || actionProblem(d, a.id, 'opportunity') || turnKey(d) !== job.turnKey) return;
      const rule = job.cause === 'move' ? 'B-11' : 'MC-OA-1';
      d.pending = {
        kind: 'mc.opportunity',
        chooserId: a.id,
        prompt:
          job.cause === 'move'
            ? tx(`${a.name} may make an opportunity attack: pick a target (B-11, MC-OA-1).`, `${a.name}は機会攻撃を行える：目標を選ぶ（B-11、MC-OA-1）。`)
            : tx(`${a.name} may make an opportunity attack against ${d.creatures[job.provokerId]?.name ?? '?'}, who provoked it (MC-OA-1).`, `${a.name}は誘発した${d.creatures[job.provokerId]?.name ?? '?'}に機会攻撃を行える（MC-OA-1）。`),
        options: [
          ...targets.map((id) => ({ id, label: tx(`Attack ${d.creatures[id]?.name ?? id}`, `${d.creatures[id]?.name ?? id}を攻撃`) })),
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
      const m = d.creatures[job.forced.mountId] as Creature;
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
      const a = d.creatures[job.attackerId] as Creature;
      spend(d, a.id, 'opportunity', 'opportunity attack');
      const spec = cmd.attack ?? m4(d).basicAttacks[a.id] ?? defaultBasicAttack();
      if (cmd.attack) checkSpec(cmd.attack);
      // The attack interrupts the move: judge it where the group was when it provoked (B-11), then put it back.
      const group = job.at ? [...carriedGroup(d, job.provokerId)] : [];
      const saved = group.map((id) => ({ id, pos: (d.creatures[id] as Creature).pos }));
      for (const id of group) (d.creatures[id] as Creature).pos = { ...(job.at as Point) };
      resolveAttack(d, ctx, { type: 'attack', attackerId: a.id, targetId: opt.id, kind: 'melee', attack: spec, action: 'none' }, { opportunity: true, provokedBy: job.cause });
      for (const x of saved) (d.creatures[x.id] as Creature).pos = x.pos;
      break;
    }
  }
  runJobs(d, ctx);
}

/** cancelDecision (GM override): drop the pending decision and the rest of its chain. */
export function cancelDecision(d: Encounter, _cmd: { type: 'cancelDecision' }, ctx: Ctx): void {
  if (!d.pending) reject(tx('No decision is pending.', '決定待ちはありません。'));
  const p = d.pending;
  d.pending = null;
  const dropped = m4(d).jobs.length;
  m4(d).jobs = [];
  ctx.emit({
    type: 'decisionCancelled',
    text: tx(`The GM cancels the pending decision: ${p.prompt.en}${dropped ? ` (and ${dropped} follow-up step(s))` : ''}`, `GMが決定待ちを取り消した：${p.prompt.ja}${dropped ? `（後続${dropped}件も）` : ''}`),
    rules: [p.ruleId],
  });
}

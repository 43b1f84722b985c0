/**
 * Rule chains that wait for people: a queue of follow-up steps (jobs). Each job either resolves at once (one
 * legal option) or becomes the encounter's pending decision with its legal options; `decide` resumes it.
 */
import { carriedGroup, overlaps, reject, spaceAt, spaceOf, tx, type Creature, type CreatureId, type Ctx, type DecisionOption, type Encounter, type Point } from '../core';
import { actionProblem, spend } from './actions';
import type { DecideCommand } from './commands';
import { unseat } from './falling';
import { checkSpec, resolveAttack, defaultBasicAttack } from './handlers/attack';
import { moveGroupAlong } from './handlers/forced';
import { freeSquaresWithin, legalDismountSquares, nearestFreeSquare, riderOf } from './relations';
import { m4, turnKey, type ForcedContext, type Job, type LandJob, type SaveJob, type TeleportLandJob } from './state';
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

const pointId = (p: Point): string => `${p.x},${p.y}`;

/** Legal landing squares of a land job, computed now (earlier landings may have taken squares). */
export function landingSquares(d: Encounter, job: LandJob): Point[] {
  const c = d.creatures[job.id];
  const m = d.creatures[job.mountId];
  if (!c || !m) return [];
  if (job.area === 'adjacent') return legalDismountSquares(d, c.id);
  const own = new Set([c.id]);
  const out: Point[] = [];
  for (const p of job.squares ?? []) {
    for (const q of freeSquaresWithin(d, c, spaceAt(p, m.size), spaceOf(m), own)) {
      if (!out.some((o) => o.x === q.x && o.y === q.y)) out.push(q);
    }
  }
  return out;
}

function land(d: Encounter, ctx: Ctx, job: LandJob, at: Point): void {
  const c = d.creatures[job.id] as Creature;
  unseat(d, ctx, c, at, { prone: job.prone, cause: job.cause, rule: job.rule, altitude: job.altitude });
}

/** Squares of the mount's former space where the next creature of a teleport job may land (MC-R3). */
export function teleportLandingSquares(d: Encounter, job: TeleportLandJob, id: CreatureId): Point[] {
  const m = d.creatures[job.mountId];
  const c = d.creatures[id];
  if (!m || !c) return [];
  const dest = spaceAt(job.to, m.size);
  const taken = Object.entries(job.chosen)
    .filter((e): e is [CreatureId, Point] => e[1] !== null)
    .map(([cid, p]) => spaceAt(p, (d.creatures[cid] as Creature).size));
  return freeSquaresWithin(d, c, spaceOf(m), dest, new Set([c.id, m.id])).filter((p) => !taken.some((t) => overlaps(t, spaceAt(p, c.size))));
}

function presentTeleport(d: Encounter, ctx: Ctx, job: TeleportLandJob): void {
  const m = d.creatures[job.mountId];
  if (!m) return;
  for (;;) {
    const next = job.ids.find((id) => !(id in job.chosen) && d.creatures[id]?.mountId === m.id);
    if (!next) break;
    const opts = teleportLandingSquares(d, job, next);
    if (opts.length > 1) {
      const c = d.creatures[next] as Creature;
      d.pending = {
        kind: 'mc.land',
        chooserId: c.id,
        prompt: tx(`${m.name} teleports away: where in its former space does ${c.name} fall prone? (MC-TP-2, MC-R3)`, `${m.name}が瞬間移動で去る。${c.name}は元の接敵面のどこで伏せ状態になる？（MC-TP-2、MC-R3）`),
        options: opts.map((p) => ({ id: pointId(p), label: tx(sq(p), sq(p)), square: p })),
        ruleId: 'MC-TP-2',
        playerFacing: true,
        context: { job: { ...job, chosen: { ...job.chosen } }, current: next },
      };
      return;
    }
    job.chosen[next] = opts[0] ?? null;
  }
  m.pos = { ...job.to };
  for (const id of job.ids) {
    const c = d.creatures[id];
    if (!c || c.mountId !== m.id) continue;
    let at = job.chosen[id] ?? null;
    if (!at) {
      at = nearestFreeSquare(d, c, spaceOf(m), new Set([c.id]));
      if (!at) {
        c.pos = { ...m.pos };
        continue; // no room anywhere: it stays on (a GM fixes the map)
      }
      ctx.emit({ type: 'noRoomToLand', text: ruled(`No free square of the former space for ${c.name}; it lands in the nearest free square ${sq(at)}`, `元の接敵面に${c.name}の空きマスがない。最も近い空きマス${sq(at)}に着地する`, 'MC-R5'), rules: ['MC-R5', 'MC-TP-2'], ids: [c.id] });
    }
    unseat(d, ctx, c, at, { prone: true, cause: 'mountTeleported', rule: 'MC-TP-2', altitude: m.elevation });
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

/** Resolve a rider's save (MC-FM-2, MC-PASS-4, MC-PRONE-3). */
function resolveSave(d: Encounter, ctx: Ctx, job: SaveJob, attempt: boolean): void {
  const saver = d.creatures[job.saverId] as Creature;
  const subject = d.creatures[job.subjectId] as Creature;
  const mount = d.creatures[saver.mountId ?? ''];
  const bonus = mount?.riding.militarySaddle ? 5 : 0;
  let success = false;
  let rollEn = 'no save';
  let rollJa = 'セーヴなし';
  if (attempt) {
    const d20 = ctx.roller.die(20, `save (${job.rule})`);
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
  const m = d.creatures[f.mountId] as Creature;
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
  const moved = f.movedIds.filter((id) => d.creatures[id]?.mountId === m.id && (id === subject.id || job.saverId === job.subjectId));
  queueFirst(
    d,
    ...moved.map((id): LandJob => ({ kind: 'land', id, mountId: m.id, area: 'footprint', squares: [f.path[n - 1] as Point], prone: true, cause: 'forced', rule: rules[rules.length - 1] as string, altitude: m.elevation })),
  );
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

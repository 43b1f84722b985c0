/**
 * mount: adjacent (MC-MOUNT-1), from a distance with extra movement (MC-MOUNT-3), by a jump (MC-MOUNT-4,
 * B-6) or a teleport (MC-MOUNT-5, RULING MC-R2); as rider or passenger (MC-PASS-*, RULING MC-R4).
 */
import { distance, reject, spaceOf, tx, type Ctx, type Encounter, type Point } from '../../core';
import { spend } from '../actions';
import type { MountCommand } from '../commands';
import { queueJobs, runJobs } from '../jobs';
import { approachPlan, loadHint, mountProblem, takeReinsEffects } from '../mountRules';
import { opportunityJobs, provokersOfMove } from '../opportunity';
import { riderOf } from '../relations';
import { extraMovement, spaceHeight, verticalReachFt } from '../tables';
import { need, needPoint } from './common';

/** mount: check eligibility, move and enter the space, link initiative (MC-INIT-1), share the turn (MC-TURN-1). */
export function mount(d: Encounter, cmd: MountCommand, ctx: Ctx): void {
  const c = need(d, cmd.id);
  const m = need(d, cmd.mountId);
  const p = mountProblem(d, c.id, m.id, cmd.asPassenger === true);
  if (p) reject(p.text, p.rule);
  const asPassenger = cmd.asPassenger === true || !!riderOf(d, m.id);
  const adjacent = distance(spaceOf(c), spaceOf(m), 'chebyshev') === 1;
  const via = cmd.via ?? (adjacent ? 'adjacent' : 'move');
  if (!['adjacent', 'move', 'jump', 'teleport'].includes(via)) reject(tx('Mount by: adjacent, move, jump or teleport.', '乗り方は隣接・移動・跳躍・瞬間移動のいずれかです。'));
  if (via !== 'teleport' && m.elevation !== c.elevation) {
    reject(tx(`${m.name} is at another height; ${c.name} cannot reach it.`, `${m.name}は別の高度にいて、${c.name}は届かない。`), 'MC-MOUNT-1');
  }
  const action = cmd.action ?? 'move';
  if (!['move', 'standard', 'none'].includes(action)) reject(tx('Mounting costs a move action (or is part of another action).', '騎乗は移動アクションです（または他のアクションの一部）。'), 'MC-MOUNT-1');
  const sh = spaceHeight(m.size);
  let path: Point[] = [];
  let to = c.pos;
  let enter = true;
  const notes: { en: string; ja: string }[] = [];
  const rules: string[] = [];
  if (via === 'adjacent') {
    if (!adjacent) reject(tx(`${c.name} is not adjacent to ${m.name}; mount with a move (extra movement) instead.`, `${c.name}は${m.name}に隣接していない。移動して乗る（追加の移動）こと。`), 'MC-MOUNT-1');
    rules.push('MC-MOUNT-1');
  } else if (via === 'teleport') {
    const dist = cmd.teleportDistance;
    if (typeof dist !== 'number' || !Number.isInteger(dist) || dist < 0) reject(tx('Give the teleport distance.', '瞬間移動の距離を指定してください。'), 'MC-MOUNT-5');
    if (dist < sh) reject(tx(`A teleport of ${dist} is shorter than ${m.name}'s space height ${sh} and cannot be used to mount.`, `瞬間移動${dist}マスは${m.name}の接敵面の高さ${sh}より短く、騎乗には使えない。`), 'MC-R2');
    const gap = distance(spaceOf(c), spaceOf(m), 'chebyshev');
    if (gap > dist) reject(tx(`${m.name} is ${gap} squares away, beyond the teleport's ${dist}.`, `${m.name}は${gap}マス先で、瞬間移動${dist}マスでは届かない。`), 'B-13');
    rules.push('MC-MOUNT-5');
    notes.push({ en: `teleport ${dist} ≥ space height ${sh}: no extra movement`, ja: `瞬間移動${dist} ≥ 接敵面の高さ${sh}：追加の移動なし` });
  } else {
    const given = cmd.approach !== undefined ? needPoint(cmd.approach) : undefined;
    if (c.conditions.includes('immobilised') || c.conditions.includes('restrained')) reject(tx(`${c.name} cannot move.`, `${c.name}は移動できない。`), 'MC-MOUNT-3');
    const ap = approachPlan(d, c, m, c.speed, given);
    if (!ap) reject(tx(`${c.name} cannot reach a square adjacent to ${m.name} this move.`, `${c.name}はこの移動で${m.name}に隣接するマスへ行けない。`), 'MC-MOUNT-3');
    path = ap.plan.path;
    to = ap.to;
    let extra = extraMovement(m.size);
    if (via === 'jump') {
      const running = path.length >= 2;
      const d20 = ctx.roller.die(20, tx('Athletics high jump (B-6, MC-MOUNT-4)', '〈運動〉による高跳び（B-6、MC-MOUNT-4）'));
      const check = d20 + c.riding.athleticsBonus;
      const jumpFt = check / (running ? 5 : 10);
      const reached = verticalReachFt(c.size) + jumpFt;
      const needFt = sh * d.grid.squareSize;
      const before = extra;
      extra = reached >= needFt ? 0 : Math.max(0, extra - 2 * Math.floor(reached / 5));
      rules.push('MC-MOUNT-4', 'B-6');
      notes.push({
        en: `Athletics ${d20} + ${c.riding.athleticsBonus} = ${check}${running ? ' with a running start' : ''}: jumps ${jumpFt.toFixed(1)} ft, reaches ${reached.toFixed(1)} ft vs space height ${needFt} ft: extra movement ${before} → ${extra}`,
        ja: `〈運動〉${d20} + ${c.riding.athleticsBonus} = ${check}${running ? '（助走あり）' : ''}：跳躍${jumpFt.toFixed(1)}フィート、手が届く高さ${reached.toFixed(1)}フィート 対 接敵面の高さ${needFt}フィート：追加の移動${before} → ${extra}`,
      });
    } else {
      rules.push('MC-MOUNT-3');
      notes.push({ en: `${ap.plan.cost} to get adjacent + ${extra} extra movement`, ja: `隣接まで${ap.plan.cost} + 追加の移動${extra}` });
    }
    const total = ap.plan.cost + extra;
    if (total > c.speed) {
      if (via === 'move') reject(tx(`Mounting ${m.name} needs ${total} squares of movement (${ap.plan.cost} + ${extra} extra); ${c.name}'s speed is ${c.speed}.`, `${m.name}への騎乗には移動${total}マス（${ap.plan.cost} + 追加${extra}）が必要だが、${c.name}の移動速度は${c.speed}。`), 'MC-MOUNT-3');
      enter = false;
    }
  }
  const provoked = via === 'teleport' ? [] : provokersOfMove(d, c.id, path);
  spend(d, c.id, action, 'mount');
  const from = c.pos;
  if (path.length) {
    c.pos = { ...to };
    ctx.emit({ type: 'creatureMoved', text: tx(`${c.name} moves from (${from.x}, ${from.y}) to (${to.x}, ${to.y}) to mount ${m.name}.`, `${c.name}は${m.name}に乗るため(${from.x}, ${from.y})から(${to.x}, ${to.y})へ移動した。`), rules: [rules[0] as string], ids: [c.id], data: { from, to, path } });
  }
  const noteEn = notes.map((n) => `; ${n.en}`).join('');
  const noteJa = notes.map((n) => `、${n.ja}`).join('');
  if (!enter) {
    ctx.emit({ type: 'mountFailed', text: tx(`${c.name} cannot get onto ${m.name} this move${noteEn} (${rules.join(', ')}).`, `${c.name}はこの移動では${m.name}に乗れない${noteJa}（${rules.join('、')}）。`), rules, ids: [c.id, m.id] });
  } else {
    c.mountId = m.id;
    c.isRider = !asPassenger;
    c.pos = { ...m.pos };
    c.elevation = 0;
    if (asPassenger) rules.push('MC-PASS-1');
    ctx.emit({
      type: 'mounted',
      text: tx(
        `${c.name} mounts ${m.name} as ${asPassenger ? 'a passenger' : 'its rider'}${noteEn}; ${m.name} counts as an ally of ${c.name} and its allies (${[...rules, 'MC-ELIG-2'].join(', ')}).`,
        `${c.name}は${m.name}に${asPassenger ? '同乗者' : '乗り手'}として乗った${noteJa}。${m.name}は${c.name}とその味方にとって味方とみなされる（${[...rules, 'MC-ELIG-2'].join('、')}）。`,
      ),
      rules: [...rules, 'MC-ELIG-2'],
      ids: [c.id, m.id],
      data: { asPassenger, via },
    });
    if (!asPassenger) takeReinsEffects(d, ctx, c, m);
    loadHint(d, ctx, m);
  }
  queueJobs(d, ...opportunityJobs(d, provoked, c.id));
  runJobs(d, ctx);
}

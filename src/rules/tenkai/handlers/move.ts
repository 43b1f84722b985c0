/** Handlers: tkMove and the core moveCreature override (TK-GRID-*, TK-MNT-2/3, TK-ARM-5), tkChangeBand (TK-ALT-2). */
import { coreHandlers, isPlan, carriedGroup, planMove, reject, tx, type Creature, type Ctx, type Encounter, type MoveCreature, type Point } from '../../core';
import { footMoveCost } from '../ap';
import { bandChangeMeans } from '../altitude';
import type { TkChangeBand, TkMove } from '../commands';
import { tkOf } from '../data';
import { apLeft, apMax, armourOf, bandOf } from '../stats';
import { currentRoundOwner, tkDraftState } from '../state';
import { TK_BAND_LABELS, TK_BANDS } from '../terms';
import { needTk, noteActed, requireCanAct, requireNotConfused, spendAllAp, spendAp } from './util';
import { creatureOf } from '../../core/creatures';
import { carriedIds } from '../../core';

function isPoint(p: unknown): p is Point {
  const q = p as Point;
  return !!q && Number.isInteger(q.x) && Number.isInteger(q.y);
}

/** tkMove: pay AP by mode, then move the creature with everything it carries. */
export function tkMove(d: Encounter, cmd: TkMove, ctx: Ctx): void {
  const { c: who, t: whoT } = needTk(d, cmd.id);
  if (!isPoint(cmd.to)) reject(tx('The destination must be a square.', '目的地はマスで指定してください。'));
  // A rider does not move on its own; an armour's pilot moves the armour (TK-MNT-3, TK-ARM-5).
  const armour = armourOf(d, who);
  if (who.mountId && !armour) reject(tx(`${who.name} rides; move the partner, or dismount first.`, `${who.name}は騎乗中です。相棒を移動させるか、先に降りてください。`), 'TK-MNT-3');
  const body: Creature = armour ?? who;
  const bodyT = tkOf(body) ?? whoT;
  const payer = armour ? who.id : body.id;
  requireCanAct(d, payer, cmd.gm);
  requireNotConfused(d, payer, cmd.gm);
  const riders = carriedIds(d, body.id);
  const g = bodyT.glider;
  if (g && (g.mode === 'stopped')) reject(tx(`${body.name} is stopped.`, `${body.name}は停止状態です。`), 'TK-GLD-2');
  const move = bodyT.move;
  let mode = cmd.mode ?? 'auto';
  if (mode === 'auto' && move !== null && move > 0) mode = 'partner';
  if (bodyT.fleeing) mode = 'partner';
  const maxSquares = d.grid.width * d.grid.height;
  const plan = planMove(d, body.id, cmd.to, cmd.gm ? maxSquares : mode === 'fullMove' ? 3 * (move ?? 0) : mode === 'partner' ? maxSquares : mode === 'dash' ? 3 : mode === 'longJump' ? 1 : maxSquares);
  if (!isPlan(plan)) reject(plan.reason, 'TK-GRID-2');
  const squares = plan.cost;
  if (squares === 0) reject(tx(`${body.name} is already there.`, `${body.name}はすでにそこにいます。`));
  const rules: string[] = ['TK-GRID-2', 'TK-GRID-3'];
  if (!cmd.gm) {
    if (mode === 'walk') spendAp(d, payer, squares, ctx, 'TK-GRID-3', { en: `move ${squares} square(s)`, ja: `移動${squares}スクエア` });
    else if (mode === 'dash') spendAp(d, payer, 2, ctx, 'TK-GRID-3', { en: `dash ${squares} square(s)`, ja: `ダッシュ${squares}スクエア` });
    else if (mode === 'longJump') spendAp(d, payer, 2, ctx, 'TK-GRID-3', { en: 'running long jump (10 m)', ja: '走り幅跳び（10m）' });
    else if (mode === 'auto') spendAp(d, payer, footMoveCost(squares), ctx, 'TK-GRID-3', { en: `move ${squares} square(s) (moves and dashes)`, ja: `移動${squares}スクエア（移動・ダッシュ）` });
    else if (mode === 'partner') {
      if (move === null || move <= 0) reject(tx(`${body.name} has no 移動 stat.`, `${body.name}には移動の値がありません。`), 'TK-MNT-2');
      const speed = bodyT.fleeing ? 3 * move : move;
      const ap = Math.ceil(squares / speed);
      spendAp(d, payer, ap, ctx, armour || bodyT.role === 'armour' ? 'TK-ARM-5' : 'TK-MNT-2', { en: `move ${squares} square(s) at 移動 ${speed} per AP`, ja: `移動${squares}スクエア（1行動につき${speed}）` });
      rules.push(bodyT.fleeing ? 'TK-MNT-7' : armour || bodyT.role === 'armour' ? 'TK-ARM-5' : 'TK-MNT-3');
    } else if (mode === 'fullMove') {
      if (armour || bodyT.role === 'armour') reject(tx('Armour has no full move.', 'アーマーには全力移動ルールはありません。'), 'TK-ARM-5');
      if (move === null || move <= 0) reject(tx(`${body.name} has no 移動 stat.`, `${body.name}には移動の値がありません。`), 'TK-MNT-2');
      if (g?.mode === 'cruise' || g?.mode === 'gliding') reject(tx(`${body.name} cannot reach top speed while ${g.mode === 'cruise' ? 'cruising' : 'gliding'}.`, `${body.name}は${g.mode === 'cruise' ? '巡航' : '滑空'}中は最高速度を出せません。`), g.mode === 'cruise' ? 'TK-GLD-3' : 'TK-GLD-4');
      if (apLeft(d, body.id) < apMax(d, body.id) || apMax(d, body.id) === 0) reject(tx(`A full move takes all of ${body.name}'s AP; it has spent some already.`, `全力移動には${body.name}の全行動力が必要ですが、すでに消費しています。`), 'TK-MNT-2');
      for (const r of riders) if (apLeft(d, r) < 1) reject(tx(`${creatureOf(d, r)?.name} needs 1 AP for the full move.`, `全力移動には${creatureOf(d, r)?.name}の行動力1が必要です。`), 'TK-MNT-3');
      const all = spendAllAp(d, body.id);
      ctx.emit({ type: 'apSpent', text: tx(`${body.name} spends all ${all} AP on a full move (3× 移動 = ${3 * move}).`, `${body.name}は全行動力${all}を全力移動に費やす（移動×3 = ${3 * move}）。`), rules: ['TK-MNT-2', 'TK-MNT-3'], ids: [body.id], data: { ap: all } });
      for (const r of riders) spendAp(d, r, 1, ctx, 'TK-MNT-3', { en: 'full move of the partner', ja: '相棒の全力移動' });
      rules.push('TK-MNT-2', 'TK-MNT-3');
    }
    if (g?.mode === 'gliding' && mode !== 'walk' && mode !== 'partner') reject(tx('A gliding glider has normal movement only.', '滑空中のグライダーは通常移動のみ可能です。'), 'TK-GLD-4');
  }
  const from = body.pos;
  for (const id of carriedGroup(d, body.id)) (creatureOf(d, id) as Creature).pos = { ...cmd.to };
  noteActed(d, payer);
  const carried = riders.map((x) => creatureOf(d, x)?.name).filter(Boolean);
  ctx.emit({
    type: 'creatureMoved',
    text: tx(`${body.name}${carried.length ? ` carrying ${carried.join(', ')}` : ''} moves ${squares} square(s) (${squares * d.grid.squareSize} m) from (${from.x}, ${from.y}) to (${cmd.to.x}, ${cmd.to.y})${cmd.gm ? ' (GM)' : ''}.`, `${body.name}${carried.length ? `（${carried.join('、')}を乗せて）` : ''}は(${from.x}, ${from.y})から(${cmd.to.x}, ${cmd.to.y})へ${squares}スクエア（${squares * d.grid.squareSize}m）移動した${cmd.gm ? '（GM）' : ''}。`),
    rules,
    ids: [...carriedGroup(d, body.id)],
    data: { from, to: cmd.to, path: plan.path, squares, mode },
  });
}

/** moveCreature (core override): during a round, a drag on the board is a move paying AP; otherwise (or `gm`) free placement. */
export function moveCreature(d: Encounter, cmd: MoveCreature, ctx: Ctx): void {
  const c = creatureOf(d, cmd.id);
  if (!cmd.gm && tkOf(c) && currentRoundOwner(d) !== null) {
    tkMove(d, { type: 'tkMove', id: cmd.id, to: cmd.to }, ctx);
    return;
  }
  coreHandlers.moveCreature(d, { ...cmd, gm: cmd.gm ?? true }, ctx);
}

/** tkChangeBand: one band per whole turn, with a means of movement (TK-ALT-2). */
export function tkChangeBand(d: Encounter, cmd: TkChangeBand, ctx: Ctx): void {
  const { c } = needTk(d, cmd.id);
  if (!TK_BANDS.includes(cmd.to)) reject(tx('Unknown band.', '不明な高度です。'), 'TK-ALT-1');
  if (c.mountId) reject(tx(`${c.name} is carried: its band is its mount's.`, `${c.name}は騎乗中で、高度は相棒と同じです。`), 'TK-ALT-2');
  const t = tkOf(c);
  if (!t) return;
  const from = bandOf(d, c.id);
  const means = bandChangeMeans(from, cmd.to);
  if (from === cmd.to) reject(tx(`${c.name} is already ${TK_BAND_LABELS[from].en}.`, `${c.name}はすでに${TK_BAND_LABELS[from].ja}にいます。`), 'TK-ALT-2');
  if (!means) reject(tx(`Only one band at a time: ${TK_BAND_LABELS[from].en} → ${TK_BAND_LABELS[cmd.to].en} is more than one.`, `高度は一段階ずつしか移動できません（${TK_BAND_LABELS[from].ja} → ${TK_BAND_LABELS[cmd.to].ja}）。`), 'TK-ALT-2');
  if (!cmd.gm) {
    if ((means === 'fly' && !t.canFly) || (means === 'swim' && !t.canSwim)) {
      reject(tx(`${c.name} has no means to ${means === 'fly' ? 'fly' : 'swim'}.`, `${c.name}には${means === 'fly' ? '飛行' : '潜水'}の移動手段がありません。`), 'TK-ALT-2');
    }
    if (t.glider && t.glider.mode === 'gliding' && TK_BANDS.indexOf(cmd.to) > TK_BANDS.indexOf(from)) reject(tx('A gliding glider cannot climb.', '滑空中のグライダーは上昇できません。'), 'TK-GLD-4');
    requireCanAct(d, c.id);
    requireNotConfused(d, c.id);
    if (tkDraftState(d).phase === 'rounds' && (apLeft(d, c.id) < apMax(d, c.id) || apMax(d, c.id) === 0)) {
      reject(tx(`Changing band takes a whole turn; ${c.name} has already spent AP this turn.`, `高度の移動には1ターンが必要ですが、${c.name}はこのターンに行動力を消費済みです。`), 'TK-ALT-2');
    }
    spendAllAp(d, c.id);
    noteActed(d, c.id);
  }
  t.band = cmd.to;
  ctx.emit({ type: 'bandChanged', text: tx(`${c.name} changes band: ${TK_BAND_LABELS[from].en} → ${TK_BAND_LABELS[cmd.to].en} (a whole turn).`, `${c.name}は高度を移動した：${TK_BAND_LABELS[from].ja} → ${TK_BAND_LABELS[cmd.to].ja}（1ターン）。`), rules: ['TK-ALT-2'], ids: [...carriedGroup(d, c.id)], data: { from, to: cmd.to } });
}

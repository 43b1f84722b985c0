/** Handlers: moveCreature and paintTerrain. */
import type { MoveCreature, PaintTerrain } from '../commands';
import { reject, type Ctx } from '../engine';
import { cellIndex, inGrid, neighbours, samePoint } from '../geometry';
import type { Creature, Encounter, Point } from '../model';
import { carriedGroup, isPlan, planMove } from '../movement';
import { tx } from '../text';
import { need } from './creatures';
import { creatureOf, withCreature } from '../creatures';

/** Rule id that keeps a rider from moving on its own, per system. */
function riderMoveRule(d: Encounter): string {
  return d.system === 'tenkai' ? 'TK-MNT-3' : 'MC-MOVE-1';
}

function isPoint(p: unknown): p is Point {
  const q = p as Point;
  return !!q && Number.isInteger(q.x) && Number.isInteger(q.y);
}

/** Check a given path step by step; returns its cost. */
function checkPath(d: Encounter, mover: Creature, cmd: MoveCreature, maxCost: number): { path: Point[]; cost: number } {
  const path = cmd.path as Point[];
  if (!Array.isArray(path) || !path.every(isPoint)) reject(tx('The path must be a list of squares.', '経路はマスの並びにしてください。'));
  const last = path[path.length - 1];
  if (!last || !samePoint(last, cmd.to)) reject(tx('The path does not end at the destination.', '経路が目的地で終わっていません。'));
  let cost = 0;
  let at = mover.pos;
  const metric = d.system === 'tenkai' ? 'manhattan' : 'chebyshev';
  for (const step of path) {
    if (!neighbours(at, metric).some((n) => samePoint(n, step))) {
      reject(tx(`(${step.x}, ${step.y}) is not one step from (${at.x}, ${at.y}).`, `(${step.x}, ${step.y})は(${at.x}, ${at.y})の隣ではありません。`));
    }
    const one = planMove(withCreature(d, { ...mover, pos: at }), mover.id, step, 2);
    if (!isPlan(one) || one.cost === 0) {
      reject(isPlan(one) ? tx('The path stands still.', '経路が進んでいません。') : one.reason);
    }
    cost += one.cost;
    at = step;
  }
  if (cost > maxCost) reject(tx(`The path costs ${cost} squares; ${mover.name} has ${maxCost}.`, `経路に${cost}マスかかります。${mover.name}の移動力は${maxCost}です。`));
  return { path, cost };
}

/**
 * moveCreature: inside the grid, not through blocking terrain or enemies, not ending in another creature's
 * space; carried creatures (riders, passengers) move with their mount (MC-FM-1 / MC-MOVE-1 share this path).
 */
export function moveCreature(d: Encounter, cmd: MoveCreature, ctx: Ctx): void {
  const mover = need(d, cmd.id);
  if (!isPoint(cmd.to)) reject(tx('The destination must be a square.', '目的地はマスで指定してください。'));
  if (mover.mountId) {
    const mount = creatureOf(d, mover.mountId);
    reject(
      tx(
        `${mover.name} rides ${mount?.name ?? 'a mount'} and moves only when it moves; dismount first.`,
        `${mover.name}は${mount?.name ?? '乗騎'}に乗っており、乗騎と共にしか動けません。先に降りてください。`,
      ),
      riderMoveRule(d),
    );
  }
  if (!inGrid(cmd.to, d.grid)) reject(tx('That square is off the map.', 'そこは地図の外です。'));
  const speed = mover.flying && mover.flySpeed > 0 ? Math.max(mover.speed, mover.flySpeed) : mover.speed;
  const maxCost = cmd.gm ? d.grid.width * d.grid.height * 2 : speed;
  let plan: { path: Point[]; cost: number };
  if (cmd.path !== undefined) {
    plan = checkPath(d, mover, cmd, maxCost);
  } else {
    const p = planMove(d, mover.id, cmd.to, maxCost);
    if (!isPlan(p)) reject(p.reason);
    plan = p;
  }
  if (cmd.elevation !== undefined) {
    if (!Number.isInteger(cmd.elevation) || cmd.elevation < 0 || cmd.elevation > 1000) {
      reject(tx('Height must be a whole number of squares from 0 to 1000.', '高度は0〜1000の整数マスです。'));
    }
    if (!mover.flying && cmd.elevation !== 0) reject(tx(`${mover.name} cannot fly.`, `${mover.name}は飛行できません。`), 'B-12');
  }
  if (plan.path.length === 0 && (cmd.elevation === undefined || cmd.elevation === mover.elevation)) {
    reject(tx(`${mover.name} is already there.`, `${mover.name}はすでにそこにいます。`));
  }
  const from = { ...mover.pos };
  const group = [...carriedGroup(d, mover.id)]; // moving does not change who carries whom: computed once
  for (const id of group) (creatureOf(d, id) as Creature).pos = { ...cmd.to };
  if (cmd.elevation !== undefined) mover.elevation = cmd.elevation;
  const carried = group.filter((id) => id !== mover.id).map((id) => (creatureOf(d, id) as Creature).name);
  const withWhom = carried.length ? { en: ` carrying ${carried.join(', ')}`, ja: `（${carried.join('、')}を乗せて）` } : { en: '', ja: '' };
  ctx.emit({
    type: 'creatureMoved',
    text: tx(
      `${mover.name}${withWhom.en} moves from (${from.x}, ${from.y}) to (${cmd.to.x}, ${cmd.to.y}): ${plan.path.length} square(s), ${plan.cost} movement${cmd.gm ? ' (GM placement)' : ''}.`,
      `${mover.name}${withWhom.ja}は(${from.x}, ${from.y})から(${cmd.to.x}, ${cmd.to.y})へ移動した：${plan.path.length}マス、移動コスト${plan.cost}${cmd.gm ? '（GM配置）' : ''}。`,
    ),
    rules: carried.length ? ['MC-MOVE-1'] : [],
    ids: group,
    data: { from, to: cmd.to, path: plan.path, cost: plan.cost },
  });
}

/** paintTerrain: set terrain and/or ground elevation on squares (a GM map edit). */
export function paintTerrain(d: Encounter, cmd: PaintTerrain, ctx: Ctx): void {
  if (!Array.isArray(cmd.squares) || cmd.squares.length === 0 || !cmd.squares.every(isPoint)) {
    reject(tx('Choose one or more squares.', 'マスを選んでください。'));
  }
  if (cmd.terrain === undefined && cmd.elevation === undefined) reject(tx('Nothing to paint.', '塗る内容がありません。'));
  if (cmd.terrain !== undefined && ![0, 1, 2].includes(cmd.terrain)) reject(tx('Unknown terrain.', '不明な地形です。'));
  if (cmd.elevation !== undefined && (!Number.isInteger(cmd.elevation) || Math.abs(cmd.elevation) > 100)) {
    reject(tx('Ground elevation is a whole number of squares from −100 to 100.', '地面の高さは−100〜100の整数マスです。'));
  }
  for (const p of cmd.squares) {
    if (!inGrid(p, d.grid)) reject(tx(`(${p.x}, ${p.y}) is off the map.`, `(${p.x}, ${p.y})は地図の外です。`));
  }
  for (const p of cmd.squares) {
    const i = cellIndex(p, d.grid);
    if (cmd.terrain !== undefined) d.grid.terrain[i] = cmd.terrain;
    if (cmd.elevation !== undefined) d.grid.elevation[i] = cmd.elevation;
  }
  ctx.emit({
    type: 'terrainPainted',
    text: tx(`The map changes in ${cmd.squares.length} square(s).`, `${cmd.squares.length}マスの地形を変更した。`),
    rules: [],
    data: { count: cmd.squares.length },
  });
}

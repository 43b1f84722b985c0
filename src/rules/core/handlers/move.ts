/** Kernel handlers: moveCreature and paintTerrain. */
import type { MoveCreature, PaintTerrain, PlaceCreature } from '../commands';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import { cellIndex, inGrid } from '../geometry';
import { ref } from '../message';
import type { Creature, Point } from '../model';
import { carriedGroup, endSpaceProblem, isPlan, planMove } from '../movement';
import { checkGivenPath, isSquare } from '../pathCheck';
import { spaceAt } from '../geometry';
import type { Work } from '../work';
import { need } from './creatures';

/**
 * moveCreature: inside the grid, not through blocking terrain or (where creatures do not stack) enemies, not
 * ending in another creature's space; carried creatures move with their mount (4e MC-MOVE-1, Tenkai TK-MNT-3).
 */
export function moveCreature(w: Work, cmd: MoveCreature, ctx: Ctx): void {
  const mover = need(w, cmd.id);
  const rules = ctx.system.grid;
  if (!isSquare(cmd.to)) reject(msg('destinationNotSquare', {}));
  if (mover.mountId)
    reject(
      msg('ridesMount', {
        who: ref(mover),
        mount: w.creature(mover.mountId) ? ref(w.creature(mover.mountId) as Creature) : null,
      }),
      ctx.system.riderMoveRule,
    );
  if (!inGrid(cmd.to, w.s.grid)) reject(msg('offMap', {}));
  const speed = mover.flying && mover.flySpeed > 0 ? Math.max(mover.speed, mover.flySpeed) : mover.speed;
  const maxCost = cmd.gm ? w.s.grid.width * w.s.grid.height * 2 : speed;
  let plan: { path: readonly Point[]; cost: number };
  if (cmd.path !== undefined) {
    plan = checkGivenPath(w.s, rules, mover, cmd, maxCost);
  } else {
    const p = planMove(w.s, rules, mover.id, cmd.to, maxCost);
    if (!isPlan(p)) reject(p.reason, p.rule);
    plan = p;
  }
  if (cmd.elevation !== undefined) {
    if (!Number.isInteger(cmd.elevation) || cmd.elevation < 0 || cmd.elevation > 1000) reject(msg('badHeight', {}));
    if (!mover.flying && cmd.elevation !== 0) reject(msg('cannotFly', { who: ref(mover) }), 'B-12');
  }
  if (plan.path.length === 0 && (cmd.elevation === undefined || cmd.elevation === mover.elevation))
    reject(msg('alreadyThere', { who: ref(mover) }));
  const from = mover.pos;
  const group = [...carriedGroup(w.s, mover.id)]; // moving does not change who carries whom: computed once
  for (const id of group) w.edit(id).pos = { ...cmd.to };
  if (cmd.elevation !== undefined) w.edit(mover.id).elevation = cmd.elevation;
  const carried = group.filter((id) => id !== mover.id).map((id) => ref(w.creature(id) as Creature));
  ctx.emit({
    type: 'creatureMoved',
    who: ref(mover),
    carried,
    from,
    to: { x: cmd.to.x, y: cmd.to.y },
    path: plan.path,
    cost: plan.cost,
    gm: cmd.gm === true,
    rules: carried.length ? [ctx.system.riderMoveRule] : [],
    ids: group,
  });
}

/**
 * placeCreature: the GM puts a creature (with what it carries) on a space; only the space is checked (issue 15).
 * A carried creature is placed with its mount, so the GM moves the mount.
 */
export function placeCreature(w: Work, cmd: PlaceCreature, ctx: Ctx): void {
  const c = need(w, cmd.id);
  if (!isSquare(cmd.to)) reject(msg('destinationNotSquare', {}));
  if (c.mountId)
    reject(
      msg('ridesMount', { who: ref(c), mount: w.creature(c.mountId) ? ref(w.creature(c.mountId) as Creature) : null }),
      ctx.system.riderMoveRule,
    );
  const group = carriedGroup(w.s, c.id);
  const where = endSpaceProblem(w.s, ctx.system.grid, spaceAt(cmd.to, c.size), group);
  if (where) reject(where);
  if (cmd.elevation !== undefined) {
    if (!Number.isInteger(cmd.elevation) || cmd.elevation < 0 || cmd.elevation > 1000) reject(msg('badHeight', {}));
    if (!c.flying && cmd.elevation !== 0) reject(msg('cannotFly', { who: ref(c) }), 'B-12');
  }
  if (c.pos.x === cmd.to.x && c.pos.y === cmd.to.y && (cmd.elevation === undefined || cmd.elevation === c.elevation))
    reject(msg('alreadyThere', { who: ref(c) }));
  const from = c.pos;
  for (const id of group) w.edit(id).pos = { x: cmd.to.x, y: cmd.to.y };
  if (cmd.elevation !== undefined) w.edit(c.id).elevation = cmd.elevation;
  const carried = [...group].filter((id) => id !== c.id).map((id) => ref(w.creature(id) as Creature));
  ctx.emit({
    type: 'creaturePlaced',
    who: ref(c),
    carried,
    from,
    to: { x: cmd.to.x, y: cmd.to.y },
    rules: [],
    ids: [...group],
  });
}

/** paintTerrain: set terrain and/or ground elevation on squares (a GM map edit). */
export function paintTerrain(w: Work, cmd: PaintTerrain, ctx: Ctx): void {
  if (cmd.squares.length === 0 || !cmd.squares.every(isSquare)) reject(msg('chooseSquares', {}));
  if (cmd.terrain === undefined && cmd.elevation === undefined) reject(msg('nothingToPaint', {}));
  if (cmd.terrain !== undefined && ![0, 1, 2].includes(cmd.terrain)) reject(msg('unknownTerrain', {}));
  if (cmd.elevation !== undefined && (!Number.isInteger(cmd.elevation) || Math.abs(cmd.elevation) > 100))
    reject(msg('badGroundElevation', {}));
  for (const p of cmd.squares) if (!inGrid(p, w.s.grid)) reject(msg('squareOffMap', { at: { x: p.x, y: p.y } }));
  const g = w.root('grid');
  for (const p of cmd.squares) {
    const i = cellIndex(p, g);
    if (cmd.terrain !== undefined) g.terrain[i] = cmd.terrain;
    if (cmd.elevation !== undefined) g.elevation[i] = cmd.elevation;
  }
  ctx.emit({ type: 'terrainPainted', count: cmd.squares.length, rules: [] });
}

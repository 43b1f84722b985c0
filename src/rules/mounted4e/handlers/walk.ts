/**
 * The 4e move (the kernel's planner with 4e passability, `grid.allies`, MC-ELIG-2, and 4e speed: B-18 slowed):
 * inside the grid, not through
 * blocking terrain or creatures that are no allies, not ending in another creature's space; what the mover
 * carries moves with it (MC-MOVE-1). Emits the kernel's `creatureMoved`, so the log, the board and the B-11 /
 * B-8 follow-ups read it as before.
 */
import {
  carriedGroup,
  checkGivenPath,
  inGrid,
  isPlan,
  isSquare,
  msg,
  planMove,
  ref,
  type Creature,
  type MoveCreature,
  type Point,
} from '../../core';
import { speedOf } from '../effects';
import { keptList } from '../kept';
import { grid, type M4CreatureRecord } from '../model';
import { reject } from '../msgs';
import type { C, W } from './types';

/** The rules a move cites (MC-MOVE-1 when it carries someone), made once. */
const MOVE_1: readonly string[] = Object.freeze(['MC-MOVE-1']);
const NO_RULES: readonly string[] = Object.freeze([]);

/** A creature's speed for a move: its fly speed while flying if that is higher, B-18 slowed applied. */
export function moveSpeed(w: W, mover: M4CreatureRecord): number {
  return speedOf(w.s, mover, mover.flying && mover.flySpeed > 0 ? Math.max(mover.speed, mover.flySpeed) : mover.speed);
}

/** Walk (or, with `gm`, place) a creature that stands on its own; `speed` overrides its speed (a charge). */
export function walk(w: W, cmd: MoveCreature, ctx: C, speed?: number): void {
  const mover = w.creature(cmd.id);
  if (!mover) return reject(msg('noCreature', { id: String(cmd.id).slice(0, 60) }));
  if (!isSquare(cmd.to)) reject(msg('destinationNotSquare', {}));
  if (!inGrid(cmd.to, w.s.grid)) reject(msg('offMap', {}));
  const own = moveSpeed(w, mover);
  // B-18: a slowed creature moves at most 2 squares (a GM placement ignores speed).
  const maxCost = cmd.gm ? w.s.grid.width * w.s.grid.height * 2 : (speed ?? own);
  let plan: { path: readonly Point[]; cost: number };
  if (cmd.path !== undefined)
    plan = checkGivenPath(w.s, grid, mover, cmd, maxCost); // MC-ELIG-2, MC-R20
  else {
    const p = planMove(w.s, grid, mover.id, cmd.to, maxCost);
    if (!isPlan(p)) return reject(p.reason, p.rule);
    plan = p;
  }
  if (cmd.elevation !== undefined) {
    if (!Number.isInteger(cmd.elevation) || cmd.elevation < 0 || cmd.elevation > 1000) reject(msg('badHeight', {}));
    if (!mover.flying && cmd.elevation !== 0) reject(msg('cannotFly', { who: ref(mover) }), 'B-12');
  }
  if (plan.path.length === 0 && (cmd.elevation === undefined || cmd.elevation === mover.elevation))
    reject(msg('alreadyThere', { who: ref(mover) }));
  const from = mover.pos;
  // A lone mover's group by a literal (the event keeps it: issue 33, round 9, see kept.ts); else the spread.
  const carriedSet = carriedGroup(w.s, mover.id);
  const group = carriedSet.size === 1 && carriedSet.has(mover.id) ? [mover.id] : [...carriedSet];
  for (const id of group) w.edit(id).pos = { x: cmd.to.x, y: cmd.to.y };
  if (cmd.elevation !== undefined) w.edit(mover.id).elevation = cmd.elevation;
  const carried =
    group.length === 1 && group[0] === mover.id
      ? []
      : group.filter((id) => id !== mover.id).map((id) => ref(w.creature(id) as Creature));
  const who = ref(mover);
  const to = { x: cmd.to.x, y: cmd.to.y };
  const gm = cmd.gm === true;
  const rules = carried.length ? MOVE_1 : NO_RULES;
  // A short path copied by a literal of its size: the event keeps it (issue 33, round 9, see kept.ts).
  const path = plan.path.length <= 4 ? keptList(plan.path) : plan.path;
  // Every field named, `fly` only on a flight (B-12), in the log's order (a spread is a slow path: issue 33).
  if (mover.flying && !cmd.gm)
    ctx.emit({
      type: 'creatureMoved',
      who,
      carried,
      from,
      to,
      path,
      cost: plan.cost,
      gm,
      fly: true,
      rules,
      ids: group,
    });
  else
    ctx.emit({
      type: 'creatureMoved',
      who,
      carried,
      from,
      to,
      path,
      cost: plan.cost,
      gm,
      rules,
      ids: group,
    });
}

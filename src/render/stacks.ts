/** Stacks on the board (stacking systems, TK-GRID-1): which square fans out under the pointer, and picking a token. */
import {
  carriedIds,
  creatureOf,
  spatialIndex,
  standersIn,
  systemFor,
  type CoreEvent,
  type Creature,
  type CreatureId,
  type Encounter,
  type Outcome,
  type Point,
} from '../rules';
import type { MovePreview } from '../store';
import { CELL } from './constants';
import { stackMembers } from './layout';
import type { TokenLayer } from './tokenLayer';

/**
 * The square to fan out for a pointer at world position `w`: the open fan stays while the pointer is within reach
 * of its tokens (so a fanned token can be clicked), else the square under the pointer if it holds a stack.
 */
export function fanTarget(enc: Encounter, w: Point | null, open: Point | null): Point | null {
  if (!w || !systemFor(enc).grid.stacking) return null;
  if (
    open &&
    Math.hypot(w.x - (open.x + 0.5) * CELL, w.y - (open.y + 0.5) * CELL) < CELL * 1.15 &&
    stackMembers(enc, open).length > 1
  )
    return open;
  const sq = { x: Math.floor(w.x / CELL), y: Math.floor(w.y / CELL) };
  return stackMembers(enc, sq).length > 1 ? sq : null;
}

/** The topmost token drawn under world position `w`, or null. */
export function tokenAt(layer: TokenLayer, w: Point): CreatureId | null {
  const views = layer.order;
  for (let i = views.length - 1; i >= 0; i--) {
    const v = views[i];
    const p = v?.placement;
    if (v && p && Math.hypot(w.x - v.target.x, w.y - v.target.y) <= p.radius) return v.id;
  }
  return null;
}

/**
 * The drag preview of a move, asked of the engine by a dry run of the same `moveCreature` the drop sends, in
 * every rule system: the path and cost it would use, or the engine's own refusal with its rule id (a rider
 * dragged alone, MC-MOVE-1; not its turn, B-7; too little AP, TK-TURN-5 …). The renderer decides no rule;
 * a rule system's preview label reads the dry run's events (Tenkai: the AP charged).
 */
export function movePreview(
  dryRun: (c: { type: 'moveCreature'; id: CreatureId; to: Point }) => Outcome,
  id: CreatureId,
  to: Point,
): MovePreview {
  const r = dryRun({ type: 'moveCreature', id, to });
  if (!r.ok)
    return {
      id,
      to,
      path: [],
      cost: 0,
      legal: false,
      ...(r.kind === 'refused' ? { reason: r.reason, ...(r.ruleId ? { ruleId: r.ruleId } : {}) } : {}),
    };
  const moved = r.events.find((e): e is Extract<CoreEvent, { type: 'creatureMoved' }> => e.type === 'creatureMoved');
  const path = moved?.path ?? [];
  return { id, to, path: [...path], cost: moved?.cost ?? path.length, legal: true, events: r.events };
}

/** Creatures at a square, top first: riders and passengers before their mount (every stack member where stacking). */
export function stackAt(enc: Encounter, sq: Point): Creature[] {
  const out: Creature[] = [];
  // Standing creatures covering the square, newest first (drawn on top), from the kernel's spatial index.
  const standers = standersIn(spatialIndex(enc), { x: sq.x, y: sq.y, side: 1 }, new Set()).reverse();
  for (const st of standers) {
    const carried = carriedIds(enc, st.c.id)
      .map((id) => creatureOf(enc, id))
      .filter((o): o is Creature => !!o);
    carried.sort((a, b) => Number(b.isRider) - Number(a.isRider));
    out.push(...carried, st.c);
    if (!systemFor(enc).grid.stacking) break;
  }
  return out;
}

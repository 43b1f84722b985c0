/** Stacks on the board (stacking systems, TK-GRID-1): which square fans out under the pointer, and picking a token. */
import { apply, gridRules, type CreatureId, type Encounter, type Point } from '../rules';
import type { MovePreview } from '../store';
import { CELL } from './constants';
import { stackMembers } from './layout';
import type { TokenLayer } from './tokenLayer';

/**
 * The square to fan out for a pointer at world position `w`: the open fan stays while the pointer is within reach
 * of its tokens (so a fanned token can be clicked), else the square under the pointer if it holds a stack.
 */
export function fanTarget(enc: Encounter, w: Point | null, open: Point | null): Point | null {
  if (!w || !gridRules(enc.system).stacking) return null;
  if (open && Math.hypot(w.x - (open.x + 0.5) * CELL, w.y - (open.y + 0.5) * CELL) < CELL * 1.15 && stackMembers(enc, open).length > 1) return open;
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
 * dragged alone, MC-MOVE-1; not its turn, B-7; too little AP, TK-TURN-5 …). The renderer decides no rule.
 * Tenkai previews also show the AP charged (TK-GRID-3 / TK-MNT-2).
 */
export function movePreview(enc: Encounter, id: CreatureId, to: Point): MovePreview {
  const r = apply(enc, { type: 'moveCreature', id, to });
  if (!r.ok) return { id, to, path: [], cost: 0, legal: false, reason: r.reason };
  const moved = r.events.find((e) => e.type === 'creatureMoved');
  const path = (moved?.data?.path as Point[] | undefined) ?? [];
  if (enc.system !== 'tenkai') return { id, to, path, cost: Number(moved?.data?.cost ?? path.length), legal: true };
  const squares = Number(moved?.data?.squares ?? 0);
  const ap = r.events.filter((e) => e.type === 'apSpent').reduce((n, e) => n + Number(e.data?.ap ?? 0), 0);
  return { id, to, path, cost: squares, legal: true, label: { en: `${squares} square(s) · ${ap} AP`, ja: `${squares}スクエア・行動${ap}` } };
}

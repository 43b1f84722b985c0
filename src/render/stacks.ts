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
  const byRoot = new Map([...layer.views.entries()].map(([id, v]) => [v.root as unknown, { id, v }]));
  const kids = layer.tokens.children;
  for (let i = kids.length - 1; i >= 0; i--) {
    const hit = byRoot.get(kids[i]);
    const p = hit?.v.placement;
    if (hit && p && Math.hypot(w.x - hit.v.target.x, w.y - hit.v.target.y) <= p.radius) return hit.id;
  }
  return null;
}

/**
 * The drag preview of a Tenkai move, asked of the engine by a dry run of the same `moveCreature` the drop sends
 * (so the AP shown is the AP charged, TK-GRID-3 / TK-MNT-2): path and AP, or the engine's refusal.
 */
export function tenkaiMovePreview(enc: Encounter, id: CreatureId, to: Point): MovePreview {
  const r = apply(enc, { type: 'moveCreature', id, to });
  if (!r.ok) return { id, to, path: [], cost: 0, legal: false, reason: r.reason };
  const moved = r.events.find((e) => e.type === 'creatureMoved');
  const squares = Number(moved?.data?.squares ?? 0);
  const ap = r.events.filter((e) => e.type === 'apSpent').reduce((n, e) => n + Number(e.data?.ap ?? 0), 0);
  const path = (moved?.data?.path as Point[] | undefined) ?? [];
  return { id, to, path, cost: squares, legal: true, label: { en: `${squares} square(s) · ${ap} AP`, ja: `${squares}スクエア・行動${ap}` } };
}

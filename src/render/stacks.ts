/** Stacks on the board (stacking systems, TK-GRID-1): which square fans out under the pointer, and picking a token. */
import { gridRules, type CreatureId, type Encounter, type Point } from '../rules';
import { CELL } from './constants';
import { stackMembers } from './layout';
import type { TokenLayer } from './tokenLayer';

/**
 * The square to fan out for a pointer at world position `w`: the open fan stays while the pointer is within reach
 * of its tokens (so a fanned token can be clicked), else the square under the pointer if it holds a stack.
 */
export function fanTarget(enc: Encounter, w: Point | null, open: Point | null): Point | null {
  if (!w || !gridRules(enc.system).stacking) return null;
  if (open && Math.hypot(w.x - (open.x + 0.5) * CELL, w.y - (open.y + 0.5) * CELL) < CELL * 0.95 && stackMembers(enc, open).length > 1) return open;
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

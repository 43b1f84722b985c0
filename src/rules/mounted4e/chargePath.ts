/**
 * The path of a charge (B-8, MC-CHARGE-1): every square must bring the mover closer to its target, so the
 * shortest path of an ordinary move is not always one (round a rock it may step sideways). This planner searches
 * only the steps that bring the mover closer — the distance falls by one each step, so the search is a short
 * layered one — and returns the cheapest such path to the end the GM picked, or why there is none (issue 29: the
 * app once picked a path through a square that is no closer and refused a charge a legal path allowed).
 */
import {
  carriedGroup,
  distance,
  endSpaceProblem,
  ref,
  samePoint,
  spaceAt,
  stepCost,
  type CoreMsg,
  type Point,
  type Space,
} from '../core';
import { grid, type M4CreatureRecord, type M4Encounter } from './model';
import type { M4Msg } from './msgs';

/** A charge path: its squares (the start excluded) and its cost in squares of movement. */
export interface ChargePath {
  readonly path: readonly Point[];
  readonly cost: number;
}

/**
 * The cheapest path from `mover`'s square to `to` on which every square is closer to `target` than the last
 * (B-8), within `speed`; or the refusal (the end's own problem, or B-8's "no square-by-square closer path").
 */
export function chargePath(
  enc: M4Encounter,
  mover: M4CreatureRecord,
  target: Space,
  to: Point,
  speed: number,
): ChargePath | { reason: CoreMsg | M4Msg } {
  const group = carriedGroup(enc, mover.id);
  const end = endSpaceProblem(enc, grid, spaceAt(to, mover.size), group);
  if (end) return { reason: end };
  const dist = (p: Point) => distance(spaceAt(p, mover.size), target, 'chebyshev');
  const goal = dist(to);
  const start = mover.pos;
  // Layers by distance to the target: each step goes down one or more layers (never across or up).
  let layer = new Map<string, { at: Point; cost: number; path: Point[] }>([
    [`${start.x},${start.y}`, { at: start, cost: 0, path: [] }],
  ]);
  let best: ChargePath | null = null;
  for (let guard = 0; layer.size > 0 && guard <= speed; guard++) {
    const next = new Map<string, { at: Point; cost: number; path: Point[] }>();
    for (const n of layer.values()) {
      const d = dist(n.at);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const q = { x: n.at.x + dx, y: n.at.y + dy };
          const dq = dist(q);
          if (dq >= d || dq < goal) continue;
          const c = stepCost(enc, grid, mover, group, n.at, q);
          if (typeof c !== 'number' || n.cost + c > speed) continue;
          const path = [...n.path, q];
          if (samePoint(q, to)) {
            if (!best || n.cost + c < best.cost) best = { path, cost: n.cost + c };
            continue;
          }
          const key = `${q.x},${q.y}`;
          const old = next.get(key);
          if (!old || old.cost > n.cost + c) next.set(key, { at: q, cost: n.cost + c, path });
        }
      }
    }
    layer = next;
  }
  if (best) return best;
  return { reason: { m: 'chargeNoPath', mover: ref(mover), to: { x: to.x, y: to.y }, speed } };
}

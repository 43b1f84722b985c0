/**
 * Movement planning on the grid, pure. Used by the move command and by the board's live path preview,
 * so the preview and the rule never disagree.
 */
import { inGrid, neighbours, spaceAt, type Space } from './geometry';
import type { Creature, CreatureId, Encounter, Point } from './model';
import { spaceSide, TERRAIN_BLOCKING, TERRAIN_DIFFICULT } from './model';
import { cellKey, readable, spatialIndex, standersIn } from './spatial';
import { gridRules } from './systems';
import { tx, type Text } from './text';
import { creatureOf } from './creatures';

/** A planned move. */
export interface MovePlan {
  /** Squares stepped into (top-left of the space), excluding the start, ending at the destination. */
  path: Point[];
  /** Movement spent in squares (difficult terrain counts double in 4e). */
  cost: number;
}

/** Why a destination cannot be reached. */
export interface MoveRefusal {
  reason: Text;
}

/** The group that moves together: a creature and everything it carries (riders, passengers), in creature order. */
export function carriedGroup(enc: Encounter, id: CreatureId): Set<CreatureId> {
  const carried = spatialIndex(enc).carried;
  if (!carried.has(id)) return new Set<CreatureId>([id]);
  const found: CreatureId[] = [];
  const queue: CreatureId[] = [id];
  const seen = new Set<CreatureId>([id]);
  while (queue.length) {
    for (const cid of carried.get(queue.shift() as CreatureId) ?? []) {
      if (seen.has(cid)) continue;
      seen.add(cid);
      found.push(cid);
      queue.push(cid);
    }
  }
  if (found.length > 1) {
    const idx = spatialIndex(enc);
    found.sort((a, b) => idx.rankOf(a) - idx.rankOf(b));
  }
  return new Set<CreatureId>([id, ...found]);
}

/** Spaces of creatures standing on the grid on their own (carried creatures share their mount's space). */
export function standingSpaces(enc: Encounter, except: Set<CreatureId>): { c: Creature; s: Space }[] {
  const out: { c: Creature; s: Space }[] = [];
  for (const st of spatialIndex(enc).standing) if (!except.has(st.c.id)) out.push({ c: st.c, s: { ...st.s } });
  return out;
}

/** Is the space free of blocking terrain and inside the grid? */
export function spaceOpen(enc: Encounter, s: Space): boolean {
  const g = readable(enc.grid);
  if (s.x < 0 || s.y < 0 || s.x + s.side > g.width || s.y + s.side > g.height) return false;
  for (let dy = 0; dy < s.side; dy++) {
    for (let dx = 0; dx < s.side; dx++) if (g.terrain[(s.y + dy) * g.width + s.x + dx] === TERRAIN_BLOCKING) return false;
  }
  return true;
}

/** Creatures (standing on their own) whose space overlaps `s`, other than those in `except`. */
export function occupantsOf(enc: Encounter, s: Space, except: Set<CreatureId>): Creature[] {
  if (gridRules(enc.system).stacking) return [];
  return standersIn(spatialIndex(enc), s, except).map((o) => o.c);
}

/** Can a creature end its move in this space? Returns null if yes, else the reason. */
export function endSpaceProblem(enc: Encounter, mover: Creature, s: Space, group: Set<CreatureId>): Text | null {
  if (s.x < 0 || s.y < 0 || s.x + s.side > enc.grid.width || s.y + s.side > enc.grid.height) {
    return tx('That space is off the map.', 'そこは地図の外です。');
  }
  if (!spaceOpen(enc, s)) return tx('That space has blocking terrain.', 'そこには通行できない地形があります。');
  const occ = occupantsOf(enc, s, group);
  if (occ.length > 0) {
    const names = occ.map((o) => o.name).join(', ');
    return tx(`That space is occupied by ${names}.`, `そこは${names}が占めています。`);
  }
  void mover;
  return null;
}

/**
 * Cheapest path for `mover` (and what it carries) from its space to `to` (top-left), at most `maxCost`
 * squares. Allies' spaces can be passed through but not ended in; enemies' spaces block (4e); diagonal steps
 * may not cut the corner of blocking terrain.
 */
export function planMove(draftOrState: Encounter, moverId: CreatureId, to: Point, maxCost: number): MovePlan | MoveRefusal {
  // Read-only search: work on plain objects (every read through a draft is a proxy trap; issue 8).
  const enc = readable(draftOrState);
  const mover = creatureOf(enc, moverId);
  if (!mover) return { reason: tx('No such creature.', 'そのクリーチャーはいません。') };
  const rules = gridRules(enc.system);
  const group = carriedGroup(enc, moverId);
  const target = spaceAt(to, mover.size);
  const endProblem = endSpaceProblem(enc, mover, target, group);
  if (endProblem) return { reason: endProblem };
  if (to.x === mover.pos.x && to.y === mover.pos.y) return { path: [], cost: 0 };

  const g = readable(enc.grid);
  const idx = rules.stacking ? null : spatialIndex(enc);
  const side = spaceSide(mover.size);
  // Each square is judged once per search (a square is reached from up to 8 neighbours); no allocation.
  const openMemo = new Map<number, boolean>();
  const open = (x: number, y: number): boolean => {
    const k = y * g.width + x;
    let v = openMemo.get(k);
    if (v === undefined) {
      v = spaceOpen(enc, { x, y, side });
      openMemo.set(k, v);
    }
    return v;
  };
  const passMemo = new Map<number, boolean>();
  const passable = (p: Point): boolean => {
    const k = p.y * g.width + p.x;
    let v = passMemo.get(k);
    if (v !== undefined) return v;
    v = open(p.x, p.y);
    if (v && idx) {
      // Enemies (and neutrals) block; allies and the moving group do not.
      scan: for (let dy = 0; dy < side; dy++) {
        for (let dx = 0; dx < side; dx++) {
          const list = idx.cells.get(cellKey(p.x + dx, p.y + dy));
          if (!list) continue;
          for (const st of list) {
            if (st.c.side !== mover.side && !group.has(st.c.id)) {
              v = false;
              break scan;
            }
          }
        }
      }
    }
    passMemo.set(k, v);
    return v;
  };
  const stepCost = (p: Point): number => {
    if (!rules.difficultCostsDouble) return 1;
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) if (g.terrain[(p.y + dy) * g.width + p.x + dx] === TERRAIN_DIFFICULT) return 2;
    }
    return 1;
  };
  // Dijkstra with small integer costs (bucket queue), bounded by maxCost.
  const key = (p: Point): number => p.y * g.width + p.x;
  const best = new Map<number, number>();
  const prev = new Map<number, number>();
  const start = key(mover.pos);
  best.set(start, 0);
  const buckets: Point[][] = [[mover.pos]];
  const goal = key(to);
  for (let cost = 0; cost < buckets.length && cost <= maxCost; cost++) {
    const bucket = buckets[cost];
    if (!bucket) continue;
    for (const p of bucket) {
      const k = key(p);
      if ((best.get(k) ?? Infinity) < cost) continue;
      if (k === goal) {
        const path: Point[] = [];
        let cur = k;
        while (cur !== start) {
          path.push({ x: cur % g.width, y: Math.floor(cur / g.width) });
          cur = prev.get(cur) as number;
        }
        path.reverse();
        return { path, cost };
      }
      for (const n of neighbours(p, rules.metric)) {
        if (!inGrid(n, g) || !passable(n)) continue;
        if (n.x !== p.x && n.y !== p.y) {
          // No cutting corners of blocking terrain.
          if (!open(n.x, p.y) || !open(p.x, n.y)) continue;
        }
        const nc = cost + stepCost(n);
        if (nc > maxCost) continue;
        const nk = key(n);
        if (nc < (best.get(nk) ?? Infinity)) {
          best.set(nk, nc);
          prev.set(nk, k);
          (buckets[nc] ??= []).push(n);
        }
      }
    }
  }
  return {
    reason: tx(
      `No path within ${maxCost} square(s) of movement.`,
      `移動${maxCost}マス以内で到達できる経路がありません。`,
    ),
  };
}

/** Type guard for a successful plan. */
export function isPlan(p: MovePlan | MoveRefusal): p is MovePlan {
  return 'path' in p;
}

/** The free space nearest to `near` (spiral search) for a creature of `size`, or null if the map is full. */
export function findFreeSpace(enc: Encounter, size: Creature['size'], near: Point): Point | null {
  const probe = { ...({} as Creature), id: '\u0000probe', size, side: 'neutral' } as Creature;
  const none = new Set<CreatureId>();
  const maxR = Math.max(enc.grid.width, enc.grid.height);
  for (let r = 0; r <= maxR; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
        const p = { x: near.x + dx, y: near.y + dy };
        if (!endSpaceProblem(enc, probe, spaceAt(p, size), none)) return p;
      }
    }
  }
  return null;
}

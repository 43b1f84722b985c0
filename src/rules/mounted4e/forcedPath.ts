/**
 * Forced movement paths (B-2) and moving a whole carried group along one (MC-FM-1), with precipices.
 */
import {
  carriedGroup, distance, groundUnder, inGrid, neighbours, occupantsOf, spaceAt, spaceOpen, tx, type Creature,
  type CreatureId, type Ctx, type Encounter, type Point, type Space,
} from '../core';
import { fall } from './falling';
import { proneWithRiders } from './proneEffects';
import { carriedBy, creature, effectiveSpace } from './relations';
import { creatureOf } from '../core/creatures';

/** The creature whose space a forced movement of `id` moves: its mount if it is carried (MC-FM-2, MC-PASS-4). */
export function footprintOwner(enc: Encounter, id: CreatureId): Creature {
  const c = creatureOf(enc, id) as Creature;
  return creature(enc, c.mountId) ?? c;
}

/**
 * Squares (top-left of the moved space) the next step of a forced movement may enter (B-2): on the map, no
 * blocking terrain, no creature outside the moved group; a push gets farther from the source, a pull closer,
 * a slide goes anywhere. For a rider or passenger the moved space is its mount's (app ruling MC-R7).
 */
export function forcedMoveNextSquares(enc: Encounter, targetId: CreatureId, kind: 'push' | 'pull' | 'slide', sourceId: CreatureId | null, pathSoFar: Point[]): Point[] {
  const t = creatureOf(enc, targetId);
  if (!t) return [];
  const owner = footprintOwner(enc, targetId);
  const group = carriedGroup(enc, owner.id);
  const last = pathSoFar.length ? (pathSoFar[pathSoFar.length - 1] as Point) : owner.pos;
  const src: Space | null = sourceId && creatureOf(enc, sourceId) ? effectiveSpace(enc, sourceId) : null;
  const here = spaceAt(last, owner.size);
  const out: Point[] = [];
  for (const n of neighbours(last, 'chebyshev')) {
    if (!inGrid(n, enc.grid)) continue;
    const s = spaceAt(n, owner.size);
    if (!spaceOpen(enc, s) || occupantsOf(enc, s, group).length > 0) continue;
    if (kind !== 'slide') {
      if (!src) continue;
      const before = distance(src, here, 'chebyshev');
      const after = distance(src, s, 'chebyshev');
      if (kind === 'push' ? after <= before : after >= before) continue;
    }
    out.push(n);
  }
  return out;
}

/**
 * Move `mover` and everyone it carries along a checked forced path (MC-FM-1). A creature that is not flying
 * and is forced over a drop may save to stop prone at the edge (B-2); otherwise it falls at the end (B-5).
 */
export function moveGroupAlong(d: Encounter, ctx: Ctx, mover: Creature, path: Point[], kind: 'push' | 'pull' | 'slide', rules: string[]): void {
  let at = mover.pos;
  let drop = 0;
  let caught = false;
  let saveFailed = false;
  let moved = 0;
  for (const step of path) {
    const gNow = groundUnder(spaceAt(at, mover.size), d.grid);
    const gNext = groundUnder(spaceAt(step, mover.size), d.grid);
    if (!mover.flying && gNext < gNow) {
      if (!saveFailed) {
        const d20 = ctx.roller.die(20, tx('save to catch yourself at the edge (B-2)', '縁で踏みとどまるセーヴ（B-2）'));
        const ok = d20 >= 10;
        ctx.emit({
          type: 'savingThrowRolled',
          text: ok
            ? tx(`${mover.name} is forced over an edge; save ${d20} ≥ 10: it catches itself and falls prone at the edge (B-2).`, `${mover.name}は崖へ押し出された。セーヴ${d20} ≥ 10：踏みとどまり、縁で伏せ状態になる（B-2）。`)
            : tx(`${mover.name} is forced over an edge; save ${d20} < 10: it goes over (B-2).`, `${mover.name}は崖へ押し出された。セーヴ${d20} < 10：転落する（B-2）。`),
          rules: ['B-2'],
          ids: [mover.id],
          data: { d20, success: ok },
        });
        if (ok) {
          caught = true;
          break;
        }
        saveFailed = true;
      }
      drop += gNow - gNext;
    }
    at = step;
    moved += 1;
  }
  const from = mover.pos;
  for (const id of carriedGroup(d, mover.id)) (creatureOf(d, id) as Creature).pos = { ...at };
  const carried = carriedBy(d, mover.id);
  const verb = { push: 'pushed', pull: 'pulled', slide: 'slid' }[kind];
  const verbJa = { push: '押しやられた', pull: '引き寄せられた', slide: '横滑りさせられた' }[kind];
  const withEn = carried.length ? ` with ${carried.map((c) => c.name).join(', ')}` : '';
  const withJa = carried.length ? `（${carried.map((c) => c.name).join('、')}も一緒に）` : '';
  ctx.emit({
    type: 'forcedMoved',
    text: tx(`${mover.name}${withEn} is ${verb} ${moved} square${moved === 1 ? '' : 's'} to (${at.x}, ${at.y}) (${rules.join(', ')}).`, `${mover.name}${withJa}は${moved}マス${verbJa}：(${at.x}, ${at.y})（${rules.join('、')}）。`),
    rules,
    ids: [mover.id, ...carried.map((c) => c.id)],
    data: { kind, from, to: at, squares: moved },
  });
  if (caught) proneWithRiders(d, ctx, mover, 'B-2');
  else if (drop > 0) {
    const r = fall(mover, drop * d.grid.squareSize, ctx, ['B-2']);
    if (!r.standing) proneWithRiders(d, ctx, mover, 'B-5');
  }
}

/**
 * Test helpers for walls (issue 32): until the scene has its `walls` and `vision` fields, the tests put them on
 * an encounter's scene with a cast — the one place besides `scene.ts` that knows their shape.
 */
import type { Encounter } from '../model';
import type { Wall, WallKind } from '../walls';

let next = 0;

/** A wall segment in squares (see `core/walls.ts`). */
export function aWall(x1: number, y1: number, x2: number, y2: number, kind: WallKind = 'wall', open = false): Wall {
  return { id: `wall${next++}`, kind, x1, y1, x2, y2, open };
}

/** The encounter with these walls (and the vision fog on or off) in its scene. */
export function withWalls<E extends Encounter>(e: E, walls: readonly Wall[], vision = false): E {
  return { ...e, scene: { ...e.scene, walls, vision } as E['scene'] };
}

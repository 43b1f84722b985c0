/**
 * The scene's walls and vision switch as the rules read them (issue 32): `Scene.walls` and `Scene.vision` (model,
 * file format, commands in `walls.ts` / `handlers/walls.ts`); a scene of a test built without them has none.
 */
import type { Encounter } from '../model';
import type { Wall } from '../walls';

const NONE: readonly Wall[] = Object.freeze([]);

/** The scene's walls, doors, windows and terrain lines (none when the scene has none). */
export function sceneWalls(e: Pick<Encounter, 'scene'>): readonly Wall[] {
  return e.scene.walls ?? NONE;
}

/** Is the party's vision fog on (the players see only what their creatures see)? */
export function sceneVision(e: Pick<Encounter, 'scene'>): boolean {
  return e.scene.vision === true;
}

/**
 * The scene's walls and vision switch as the rules read them (issue 32). The one place that reads them from the
 * encounter: `Scene.walls` and `Scene.vision` are added by the walls part of issue 32 (model, file format,
 * commands); until then a scene without them has no walls and no vision fog.
 */
import type { Encounter } from '../model';
import type { Wall } from '../walls';

const NONE: readonly Wall[] = Object.freeze([]);

/** The scene's walls, doors, windows and terrain lines (none when the scene has none). */
export function sceneWalls(e: Pick<Encounter, 'scene'>): readonly Wall[] {
  return (e.scene as { walls?: readonly Wall[] }).walls ?? NONE;
}

/** Is the party's vision fog on (the players see only what their creatures see)? */
export function sceneVision(e: Pick<Encounter, 'scene'>): boolean {
  return (e.scene as { vision?: boolean }).vision === true;
}

/**
 * Kernel handlers of walls, doors and the vision option (issue 32): addWalls, removeWalls, setDoor, setVision, and
 * the walls a `setScene` replaces (a map imported with its walls). Every change is one undoable command; the scene's
 * wall list is replaced, never changed in place, so the movement cache (`wallSteps`) follows each revision.
 */
import type { AddWalls, RemoveWalls, SetDoor, SetVision, WallInput } from '../commands';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import type { Work } from '../work';
import { MAX_WALLS, wallProblem, type Wall } from '../walls';

/** The id the next wall made gets (the encounter's id counter, shared with creatures: `w<n>`). */
export function nextWallId(n: number): string {
  return `w${n}`;
}

/**
 * Walls made from inputs (checked against the grid, each given the next id), appended to `keep`. Refuses the whole
 * command when one does not fit or the scene would hold more than {@link MAX_WALLS}.
 */
export function makeWalls(w: Work, inputs: readonly WallInput[], keep: readonly Wall[]): Wall[] {
  if (inputs.length === 0) reject(msg('badWall', { field: 'walls', max: MAX_WALLS }));
  if (keep.length + inputs.length > MAX_WALLS) reject(msg('badWall', { field: 'count', max: MAX_WALLS }));
  const g = w.s.grid;
  let n = w.s.nextId;
  const out = [...keep];
  for (const i of inputs) {
    const wall: Wall = {
      id: nextWallId(n++),
      kind: i.kind,
      x1: i.x1,
      y1: i.y1,
      x2: i.x2,
      y2: i.y2,
      open: i.open === true,
    };
    const bad = wallProblem(wall, g.width, g.height);
    if (bad) reject(msg('badWall', { field: bad, max: MAX_WALLS }));
    out.push(Object.freeze(wall));
  }
  w.set('nextId', n);
  return out;
}

/** How many of each kind a list holds (for the log). */
export function wallCounts(walls: readonly Pick<Wall, 'kind'>[]): {
  walls: number;
  doors: number;
  windows: number;
  terrain: number;
} {
  const c = { walls: 0, doors: 0, windows: 0, terrain: 0 };
  for (const x of walls) {
    if (x.kind === 'door') c.doors++;
    else if (x.kind === 'window') c.windows++;
    else if (x.kind === 'terrain') c.terrain++;
    else c.walls++;
  }
  return c;
}

/** addWalls: one wall or the segments of a polyline, each checked (kind, ends within the grid). */
export function addWalls(w: Work, cmd: AddWalls, ctx: Ctx): void {
  const walls = makeWalls(w, cmd.walls, w.s.scene.walls);
  w.set('scene', { ...w.s.scene, walls });
  ctx.emit({ type: 'wallsAdded', ...wallCounts(cmd.walls), rules: [] });
}

/** removeWalls: the named walls go; an id that names no wall refuses the whole command. */
export function removeWalls(w: Work, cmd: RemoveWalls, ctx: Ctx): void {
  const gone = new Set(cmd.ids);
  if (gone.size === 0) reject(msg('noWall', { id: '', door: false }));
  const have = new Set(w.s.scene.walls.map((x) => x.id));
  for (const id of gone) if (!have.has(id)) reject(msg('noWall', { id: String(id).slice(0, 40), door: false }));
  w.set('scene', { ...w.s.scene, walls: w.s.scene.walls.filter((x) => !gone.has(x.id)) });
  ctx.emit({ type: 'wallsRemoved', count: gone.size, rules: [] });
}

/** setDoor: open or close a door (only a door opens). */
export function setDoor(w: Work, cmd: SetDoor, ctx: Ctx): void {
  const walls = w.s.scene.walls;
  const i = walls.findIndex((x) => x.id === cmd.id);
  const door = walls[i];
  if (!door || door.kind !== 'door') return reject(msg('noWall', { id: String(cmd.id).slice(0, 40), door: true }));
  if (door.open === cmd.open) reject(msg('doorAlready', { open: cmd.open }));
  const next = [...walls];
  next[i] = Object.freeze({ ...door, open: cmd.open });
  w.set('scene', { ...w.s.scene, walls: next });
  ctx.emit({
    type: 'doorChanged',
    open: cmd.open,
    at: { x: Math.floor(Math.min(door.x1, door.x2)), y: Math.floor(Math.min(door.y1, door.y2)) },
    rules: [],
  });
}

/** setVision: the vision fog on or off. */
export function setVision(w: Work, cmd: SetVision, ctx: Ctx): void {
  if (w.s.scene.vision === cmd.on) reject(msg('nothingToChange', {}));
  w.set('scene', { ...w.s.scene, vision: cmd.on });
  ctx.emit({ type: 'visionChanged', on: cmd.on, rules: [] });
}

/**
 * Issue 32: walls in the scene — the commands (add, remove, open/close a door, the vision option) with undo and redo,
 * the file (round trip, migration of older files, hostile walls), and movement that does not cross walls (MC-R20
 * with the kernel's test system: orthogonal steps, diagonal corners, open doors, walls along an edge, large
 * creatures, the planner's refusal).
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import type { WallInput } from './commands';
import type { CoreEvent } from './events';
import { loadEncounterFile, parseEncounterFile, saveEncounterFile } from './file';
import type { Encounter } from './model';
import { isPlan, planMove, wallStepsOf } from './movement';
import { kapply, kernelEncounter, kernelSession, kernelSystem, krun } from './testing';
import { MAX_WALLS, segmentsTouch, spaceStepBlocked, wallsProblem, type Wall } from './walls';

const systemOf = (id: string) => (id === 'kernel' ? kernelSystem : undefined);
const base = () =>
  krun(kernelEncounter({ width: 10, height: 8 }), {
    type: 'addCreature',
    creature: { name: 'Knight', side: 'party', pos: { x: 1, y: 1 }, speed: 6 },
  });
const wall = (x1: number, y1: number, x2: number, y2: number, kind: WallInput['kind'] = 'wall'): WallInput => ({
  kind,
  x1,
  y1,
  x2,
  y2,
});
const withWalls = (enc: Encounter, ...walls: WallInput[]) => krun(enc, { type: 'addWalls', walls });
function refused(s: Encounter, c: object): { text: string; rule: string | undefined } {
  const r = kapply(s, c);
  expect(r.ok).toBe(false);
  return !r.ok && r.kind === 'refused'
    ? { text: describeMsg('kernel', r.reason, 'en'), rule: r.ruleId }
    : { text: 'not refused', rule: undefined };
}
const move = (to: { x: number; y: number }, path?: { x: number; y: number }[]) => ({
  type: 'moveCreature',
  id: 'c1',
  to,
  ...(path ? { path } : {}),
});

describe('issue 32: wall commands', () => {
  it('adds a polyline of walls with ids, logs them in both languages, undoes and redoes', () => {
    const s = kernelSession(base());
    const r = s.apply({
      type: 'addWalls',
      walls: [wall(3, 0, 3, 4), wall(3, 4, 6, 4), wall(6, 4, 7, 4, 'door'), wall(0, 6, 2, 6, 'window')],
    });
    expect(r.ok).toBe(true);
    expect(s.state.scene.walls.map((w) => [w.id, w.kind, w.open])).toEqual([
      ['w2', 'wall', false],
      ['w3', 'wall', false],
      ['w4', 'door', false],
      ['w5', 'window', false],
    ]);
    const ev = r.ok ? (r.events[0] as CoreEvent) : null;
    expect(ev && describeEvent('kernel', ev, 'en')).toBe('Added 2 walls, 1 door, 1 window.');
    expect(ev && describeEvent('kernel', ev, 'ja')).toBe('壁2本、扉1枚、窓1枚を置いた。');
    s.undo();
    expect(s.state.scene.walls).toEqual([]);
    s.redo();
    expect(s.state.scene.walls).toHaveLength(4);
  });
  it('opens and closes a door, removes walls, refuses what is not there; each undoable', () => {
    const s = kernelSession(withWalls(base(), wall(3, 0, 3, 1, 'door'), wall(3, 1, 3, 3)));
    const open = s.apply({ type: 'setDoor', id: 'w2', open: true });
    expect(open.ok && describeEvent('kernel', open.events[0] as CoreEvent, 'en')).toBe('The door at (3, 0) is opened.');
    expect(open.ok && describeEvent('kernel', open.events[0] as CoreEvent, 'ja')).toBe('(3, 0)の扉を開けた。');
    expect(s.state.scene.walls[0]?.open).toBe(true);
    expect(refused(s.state, { type: 'setDoor', id: 'w2', open: true }).text).toBe('The door is already open.');
    expect(refused(s.state, { type: 'setDoor', id: 'w3', open: true }).text).toBe('There is no such door.');
    s.undo();
    expect(s.state.scene.walls[0]?.open).toBe(false);
    const rm = s.apply({ type: 'removeWalls', ids: ['w3'] });
    expect(rm.ok && describeEvent('kernel', rm.events[0] as CoreEvent, 'en')).toBe('Removed 1 wall.');
    expect(s.state.scene.walls.map((w) => w.id)).toEqual(['w2']);
    expect(refused(s.state, { type: 'removeWalls', ids: ['w2', 'nope'] }).text).toBe('There is no such wall.');
    expect(s.state.scene.walls).toHaveLength(1);
    s.undo();
    expect(s.state.scene.walls).toHaveLength(2);
  });
  it('turns the vision fog on and off (logged, undoable)', () => {
    const s = kernelSession(base());
    const r = s.apply({ type: 'setVision', on: true });
    expect(r.ok && describeEvent('kernel', r.events[0] as CoreEvent, 'en')).toMatch(/Vision fog is on/);
    expect(s.state.scene.vision).toBe(true);
    expect(kapply(s.state, { type: 'setVision', on: true }).ok).toBe(false);
    s.undo();
    expect(s.state.scene.vision).toBe(false);
  });
  it.each([
    ['an end off the map', [wall(0, 0, 11, 0)], /x2/],
    ['a negative end', [wall(0, -1, 0, 3)], /y1/],
    ['no length', [wall(2, 2, 2, 2)], /length/],
    ['an open wall', [{ ...wall(0, 0, 1, 0), open: true }], /open/],
    ['no wall at all', [], /at least one wall/],
  ])('refuses %s and changes nothing', (_what, walls, why) => {
    const s = base();
    expect(refused(s, { type: 'addWalls', walls }).text).toMatch(why);
  });
  it('refuses an unknown kind or an infinite end by the shape check', () => {
    expect(kapply(base(), { type: 'addWalls', walls: [{ ...wall(0, 0, 1, 0), kind: 'portcullis' }] }).ok).toBe(false);
    expect(kapply(base(), { type: 'addWalls', walls: [wall(0, 0, Infinity, 0)] }).ok).toBe(false);
  });
  it(`refuses more than ${MAX_WALLS} walls in a scene`, () => {
    const many = Array.from({ length: MAX_WALLS }, (_, i) => wall(0, 0, 1 + (i % 9), 1));
    const full = withWalls(base(), ...many);
    expect(full.scene.walls).toHaveLength(MAX_WALLS);
    expect(refused(full, { type: 'addWalls', walls: [wall(0, 0, 1, 0)] }).text).toMatch(/at most 10000 walls/);
  });
  it('setScene replaces the walls in one step (a map imported with its walls)', () => {
    const s = kernelSession(withWalls(base(), wall(3, 0, 3, 1)));
    const r = s.apply({ type: 'setScene', walls: [wall(1, 0, 1, 2), wall(5, 5, 6, 5, 'door')] });
    expect(r.ok && describeEvent('kernel', r.events[0] as CoreEvent, 'en')).toBe(
      'The walls are replaced: 1 wall, 1 door.',
    );
    expect(s.state.scene.walls.map((w) => w.kind)).toEqual(['wall', 'door']);
    s.undo();
    expect(s.state.scene.walls.map((w) => [w.x1, w.y1, w.x2, w.y2])).toEqual([[3, 0, 3, 1]]);
  });
});

describe('issue 32: walls in files', () => {
  it('round-trip walls, doors and the vision option', () => {
    const s = kernelSession(base());
    s.apply({ type: 'addWalls', walls: [wall(3, 0, 3, 4), wall(3, 4, 4, 4, 'door'), wall(0.5, 0.25, 2.75, 1.5)] });
    s.apply({ type: 'setDoor', id: 'w3', open: true });
    s.apply({ type: 'setVision', on: true });
    const loaded = loadEncounterFile(saveEncounterFile(s), systemOf);
    expect(loaded.ok && loaded.session.state.scene).toEqual(s.state.scene);
    expect(loaded.ok && loaded.session.initial.scene.walls).toEqual([]);
  });
  it('an older file without walls or vision loads with none, off', () => {
    const text = saveEncounterFile(kernelSession(base())).replace(/,"walls":\[\],"vision":false/, '');
    expect(text).not.toMatch(/walls|vision/);
    const r = loadEncounterFile(text, systemOf);
    expect(r.ok && r.session.state.scene).toMatchObject({ walls: [], vision: false });
  });
  const good: Wall = { id: 'w1', kind: 'wall', x1: 0, y1: 0, x2: 2, y2: 0, open: false };
  it.each([
    ['a wall off the grid', [{ ...good, x2: 10.5 }], /walls/],
    ['a NaN end (written as a string)', [{ ...good, y1: 'NaN' }], /walls/],
    ['an unknown kind', [{ ...good, kind: 'portal' }], /walls/],
    ['an open window', [{ ...good, kind: 'window', open: true }], /walls/],
    ['two walls with one id', [good, { ...good, x2: 3 }], /walls/],
    ['an id with a path in it', [{ ...good, id: '../x' }], /walls/],
    ['an extra key', [{ ...good, onClick: 'x' }], /walls/],
    ['walls that are not a list', { w1: good }, /walls/],
    ['a vision that is not a switch', 'vision', /vision/],
  ])('refuse a scene with %s', (_what, walls, why) => {
    const text = saveEncounterFile(kernelSession(base())).replace(
      /"walls":\[\],"vision":false/,
      walls === 'vision' ? '"walls":[],"vision":"yes"' : `"walls":${JSON.stringify(walls)},"vision":false`,
    );
    const r = parseEncounterFile(text, systemOf);
    expect(r.ok).toBe(false);
    expect(!r.ok && describeMsg('kernel', r.error, 'en')).toMatch(why);
  });
  it('checks the count limit before each wall', () => {
    const many = Array.from({ length: MAX_WALLS + 1 }, (_, i) => ({ ...good, id: `w${i}` }));
    expect(wallsProblem(many, 10, 8)).toBe('count');
    expect(wallsProblem([good], 10, 8)).toBeNull();
  });
});

describe('issue 32, MC-R20: movement does not cross walls', () => {
  // Knight at (1, 1); a wall on the vertical line x = 3 from y = 0 to y = 8 (the whole map's height) with a door.
  const walled = (doorOpen = false) => {
    let s = withWalls(base(), wall(3, 0, 3, 3), wall(3, 3, 3, 4, 'door'), wall(3, 4, 3, 8));
    if (doorOpen) s = krun(s, { type: 'setDoor', id: 'w3', open: true });
    return krun(s, { type: 'placeCreature', id: 'c1', to: { x: 2, y: 3 } });
  };
  it('an orthogonal step through a wall is refused, naming the step and MC-R20', () => {
    const r = refused(walled(), move({ x: 3, y: 2 }, [{ x: 3, y: 2 }]));
    expect(r).toEqual({ text: 'A wall is in the way from (2, 3) to (3, 2).', rule: 'MC-R20' });
    const straight = refused(walled(), move({ x: 3, y: 3 }, [{ x: 3, y: 3 }]));
    expect(straight).toEqual({ text: 'A wall is in the way from (2, 3) to (3, 3).', rule: 'MC-R20' });
  });
  it('a closed door blocks; an open door lets the step through', () => {
    expect(refused(walled(false), move({ x: 3, y: 3 }, [{ x: 3, y: 3 }])).rule).toBe('MC-R20');
    expect(kapply(walled(true), move({ x: 3, y: 3 }, [{ x: 3, y: 3 }])).ok).toBe(true);
  });
  it('the planner finds no way round a wall across the map and says walls are why (MC-R20)', () => {
    const r = refused(walled(), move({ x: 5, y: 3 }));
    expect(r).toEqual({ text: 'Walls are in the way: no way around them within 6 squares.', rule: 'MC-R20' });
    const through = kapply(walled(true), move({ x: 5, y: 3 }));
    expect(through.ok && through.state.creatures.c1?.pos).toEqual({ x: 5, y: 3 });
  });
  it('the planner goes round a short wall', () => {
    const s = krun(withWalls(base(), wall(3, 0, 3, 3)), { type: 'placeCreature', id: 'c1', to: { x: 2, y: 1 } });
    const plan = planMove(s, kernelSystem.grid, 'c1', { x: 4, y: 1 }, 6);
    expect(isPlan(plan) && plan.path.every((p) => p.y >= 2 || p.x !== 3)).toBe(true);
    // (2, 2), (2, 3), then (3, 3) — not diagonally from (2, 2): the wall's end touches that corner — (4, 2), (4, 1).
    expect(isPlan(plan) && plan.cost).toBe(5);
  });
  it('a wall along the edge of the squares does not stop a move beside it', () => {
    // A horizontal wall on y = 2 from x = 0 to 6: walking along row 1 is free.
    const s = withWalls(base(), wall(0, 2, 6, 2));
    expect(
      kapply(
        s,
        move(
          { x: 4, y: 1 },
          [2, 3, 4].map((x) => ({ x, y: 1 })),
        ),
      ).ok,
    ).toBe(true);
    expect(refused(s, move({ x: 1, y: 2 }, [{ x: 1, y: 2 }])).rule).toBe('MC-R20');
  });
  it('a diagonal step may not cut a wall corner nor slip between walls meeting at the corner', () => {
    // One wall ending at the corner (2, 2) between the knight's square (1, 1) and (2, 1).
    const corner = withWalls(base(), wall(2, 0, 2, 2));
    expect(refused(corner, move({ x: 2, y: 2 }, [{ x: 2, y: 2 }]))).toEqual({
      text: 'A wall is in the way from (1, 1) to (2, 2).',
      rule: 'MC-R20',
    });
    // Two walls meeting at (2, 2) from the other side: (2, 2)–(3, 2) and (2, 2)–(2, 3).
    const meet = withWalls(base(), wall(2, 2, 3, 2), wall(2, 2, 2, 3));
    expect(refused(meet, move({ x: 2, y: 2 }, [{ x: 2, y: 2 }])).rule).toBe('MC-R20');
    // A wall one square away from the corner leaves the diagonal free.
    const away = withWalls(base(), wall(3, 0, 3, 2));
    expect(kapply(away, move({ x: 2, y: 2 }, [{ x: 2, y: 2 }])).ok).toBe(true);
    // A free line crossing the diagonal between the two centres blocks it too.
    const free = withWalls(base(), wall(1.5, 2.5, 2.5, 1.5));
    expect(refused(free, move({ x: 2, y: 2 }, [{ x: 2, y: 2 }])).rule).toBe('MC-R20');
  });
  it('a terrain wall and a window block movement', () => {
    for (const kind of ['terrain', 'window'] as const) {
      const s = withWalls(base(), wall(2, 0, 2, 8, kind));
      expect(refused(s, move({ x: 2, y: 1 }, [{ x: 2, y: 1 }])).rule).toBe('MC-R20');
    }
  });
  it('a Large creature moves every square of its space: a wall in front of its second row stops it', () => {
    let s = krun(kernelEncounter({ width: 10, height: 8 }), {
      type: 'addCreature',
      creature: { name: 'Horse', side: 'party', size: 'large', pos: { x: 1, y: 1 }, speed: 8 },
    });
    // A wall on x = 3 only beside the lower row of the horse (y 2..3).
    s = withWalls(s, wall(3, 2, 3, 3));
    expect(refused(s, move({ x: 2, y: 1 }, [{ x: 2, y: 1 }])).rule).toBe('MC-R20');
    // Nor may it stand with the wall between its own squares (placed by the GM).
    expect(refused(s, { type: 'placeCreature', id: 'c1', to: { x: 2, y: 1 } }).text).toMatch(/A wall runs through/);
    // Up one row its lower row passes above the wall.
    s = krun(s, { type: 'placeCreature', id: 'c1', to: { x: 1, y: 0 } });
    expect(kapply(s, move({ x: 2, y: 0 }, [{ x: 2, y: 0 }])).ok).toBe(true);
    const clear = withWalls(
      krun(kernelEncounter({ width: 10, height: 8 }), {
        type: 'addCreature',
        creature: { name: 'Horse', side: 'party', size: 'large', pos: { x: 1, y: 4 }, speed: 8 },
      }),
      wall(3, 2, 3, 3),
    );
    expect(kapply(clear, move({ x: 2, y: 4 }, [{ x: 2, y: 4 }])).ok).toBe(true);
  });
  it('the step grid is computed once per wall list and answers the same as the geometry', () => {
    const s = withWalls(base(), wall(2, 0, 2, 2), wall(4.2, 3.1, 7.9, 6.3));
    const ws = wallStepsOf(s);
    expect(wallStepsOf(s)).toBe(ws);
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 10; x++)
        for (const [dx, dy] of [
          [1, 0],
          [0, 1],
          [1, 1],
          [-1, 1],
        ] as const) {
          if (x + dx < 0 || x + dx >= 10 || y + dy >= 8) continue;
          const geo = s.scene.walls.some((w) =>
            segmentsTouch(w.x1, w.y1, w.x2, w.y2, x + 0.5, y + 0.5, x + dx + 0.5, y + dy + 0.5),
          );
          expect(spaceStepBlocked(ws, x, y, 1, dx, dy), `${x},${y} by ${dx},${dy}`).toBe(geo);
          expect(spaceStepBlocked(ws, x + dx, y + dy, 1, -dx, -dy)).toBe(geo);
        }
  });
});

/**
 * Issue 32: Universal VTT files (.dd2vtt / .uvtt / .df2vtt) built in the test with a real PNG: the grid from
 * map_size, the alignment from pixels_per_grid and map_origin, walls from line_of_sight, doors from portals, lights
 * counted and left out; the scene command it makes applied to a session (one undo step); hostile files refused with
 * their reason, and nothing stored or changed.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../i18n';
import { kapply, kernelEncounter, kernelSession } from '../../rules/core/testing';
import type { CoreEvent } from '../../rules';
import { toBase64 } from './encoding';
import { png } from './testing';
import { MAX_UVTT_BYTES, parseUvtt, uvttScene, UVTT_NAME } from './uvtt';

const PIC = png(10 * 20, 8 * 20);
const file = (over: Record<string, unknown> = {}) => ({
  format: 0.3,
  resolution: { map_origin: { x: 2, y: 1 }, map_size: { x: 10, y: 8 }, pixels_per_grid: 20 },
  // A room's wall (grid units, from the origin (2, 1)) and a pillar.
  line_of_sight: [
    [
      { x: 3, y: 2 },
      { x: 7, y: 2 },
      { x: 7, y: 6 },
    ],
    [
      { x: 9, y: 6 },
      { x: 9, y: 6 },
      { x: 10, y: 6 },
    ],
  ],
  objects_line_of_sight: [],
  portals: [
    {
      position: { x: 7, y: 6.5 },
      bounds: [
        { x: 7, y: 6 },
        { x: 7, y: 7 },
      ],
      rotation: 0,
      closed: true,
      freestanding: false,
    },
    {
      bounds: [
        { x: 3, y: 4 },
        { x: 4, y: 4 },
      ],
      closed: false,
    },
  ],
  lights: [{ position: { x: 4, y: 4 }, range: 5, intensity: 1, color: 'ffeedd', shadows: true }],
  environment: { baked_lighting: true, ambient_light: 'ffffffff' },
  image: toBase64(PIC),
  ...over,
});
const text = (over?: Record<string, unknown>) => JSON.stringify(file(over));

describe('issue 32: Universal VTT import', () => {
  it('reads the grid, the alignment, walls and doors; counts the lights', () => {
    const r = parseUvtt(text());
    if (!r.ok) throw new Error(r.problem);
    const m = r.map;
    expect([m.width, m.height, m.cell]).toEqual([10, 8, 20]);
    expect(m.picture.mime).toBe('image/png');
    expect(m.picture.bytes).toEqual(PIC);
    expect(m.walls).toEqual([
      { kind: 'wall', x1: 1, y1: 1, x2: 5, y2: 1 },
      { kind: 'wall', x1: 5, y1: 1, x2: 5, y2: 5 },
      { kind: 'wall', x1: 7, y1: 5, x2: 8, y2: 5 },
      { kind: 'door', x1: 5, y1: 5, x2: 5, y2: 6, open: false },
      { kind: 'door', x1: 1, y1: 3, x2: 2, y2: 3, open: true },
    ]);
    expect([m.doors, m.lights]).toEqual([2, 1]);
    expect(UVTT_NAME.test('Crypt.dd2vtt') && UVTT_NAME.test('a.UVTT') && UVTT_NAME.test('b.df2vtt')).toBe(true);
    expect(UVTT_NAME.test('map.png')).toBe(false);
  });
  it('makes one setScene: the picture aligned at 20 px a square and the walls, undone in one step', () => {
    const r = parseUvtt(text());
    if (!r.ok) throw new Error(r.problem);
    const scene = uvttScene(r.map, { id: 'pic-1', width: 200, height: 160 });
    expect(scene.map).toEqual({ asset: 'pic-1', width: 200, height: 160, cell: 20, offsetX: 0, offsetY: 0 });
    const s = kernelSession(kernelEncounter({ width: 10, height: 8 }));
    const out = s.apply({ type: 'setScene', map: scene.map, walls: scene.walls });
    expect(out.ok && describeEvent('kernel', out.events[0] as CoreEvent, 'en')).toBe(
      'The map picture is placed under the grid. The walls are replaced: 3 walls, 2 doors.',
    );
    expect(s.state.scene.walls).toHaveLength(5);
    expect(s.state.scene.walls.filter((w) => w.kind === 'door' && w.open)).toHaveLength(1);
    s.undo();
    expect([s.state.scene.map, s.state.scene.walls]).toEqual([null, []]);
    // A picture scaled after export: the square's pixels follow its width.
    expect(uvttScene(r.map, { id: 'pic-1', width: 100, height: 80 }).map.cell).toBe(10);
  });
  it('the walls of a map larger than the grid are refused by the kernel (the importer makes a new encounter)', () => {
    const r = parseUvtt(text());
    if (!r.ok) throw new Error(r.problem);
    const small = kernelEncounter({ width: 6, height: 4 });
    expect(kapply(small, { type: 'setScene', walls: r.map.walls }).ok).toBe(false);
  });
  const tooManyLines = Array.from({ length: 10_001 }, () => [
    { x: 3, y: 2 },
    { x: 4, y: 2 },
  ]);
  it.each([
    ['not JSON', '{"format": 0.3, ', 'notJson'],
    ['JSON of something else', JSON.stringify({ format: 3, version: 3, initial: {} }), 'notUvtt'],
    [
      'a map size of NaN (written as a string)',
      text({ resolution: { map_size: { x: 'NaN', y: 8 }, pixels_per_grid: 20 } }),
      'resolution',
    ],
    ['no pixels per square', text({ resolution: { map_size: { x: 10, y: 8 }, pixels_per_grid: 0 } }), 'resolution'],
    ['a map of 100000 squares', text({ resolution: { map_size: { x: 100000, y: 8 }, pixels_per_grid: 20 } }), 'tooBig'],
    [
      'a wall outside the map',
      text({
        line_of_sight: [
          [
            { x: 3, y: 2 },
            { x: 30, y: 2 },
          ],
        ],
      }),
      'outside',
    ],
    [
      'a wall point without numbers',
      text({
        line_of_sight: [
          [
            { x: 3, y: 2 },
            { x: '4', y: 2 },
          ],
        ],
      }),
      'walls',
    ],
    ['walls that are not lists', text({ line_of_sight: { a: 1 } }), 'walls'],
    ['more than 10000 walls', text({ line_of_sight: tooManyLines }), 'tooManyWalls'],
    ['a door of one point', text({ portals: [{ bounds: [{ x: 3, y: 2 }] }] }), 'portals'],
    [
      'a door whose state is text',
      text({
        portals: [
          {
            bounds: [
              { x: 3, y: 2 },
              { x: 4, y: 2 },
            ],
            closed: 'no',
          },
        ],
      }),
      'portals',
    ],
    ['an SVG for a picture', text({ image: toBase64(new TextEncoder().encode('<svg onload="x()"/>')) }), 'image'],
    ['an image that is not base64', text({ image: '<script>' }), 'image'],
    ['a file over the size limit', ' '.repeat(MAX_UVTT_BYTES + 1), 'tooLarge'],
  ])('refuses %s', (_what, t, problem) => {
    expect(parseUvtt(t)).toEqual({ ok: false, problem });
  });
  it('a __proto__ key changes nothing and is not read', () => {
    const r = parseUvtt(text().replace('"format":0.3', '"__proto__":{"polluted":1},"format":0.3'));
    expect(r.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

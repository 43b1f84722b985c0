/**
 * Universal VTT map files (issue 32): `.dd2vtt` (Dungeondraft), `.uvtt`, `.df2vtt` (DungeonFog), also written by
 * Dungeon Alchemist. A JSON object: `format`, `resolution` (`map_origin` and `map_size` in squares,
 * `pixels_per_grid`), `line_of_sight` and `objects_line_of_sight` (polylines of points in squares), `portals`
 * (doors: `bounds` two points, `closed`), `lights`, `environment` and `image` (the picture, base64 PNG or WebP).
 *
 * Read like an encounter file: one size limit before anything is parsed, one `JSON.parse`, then every field the app
 * uses is checked — numbers finite and in range, coordinates on the map, counts within the scene's wall limit, the
 * image base64 of a PNG, WebP or JPEG picture (the picture store checks it again, decodes it and sizes it). The result
 * is plain data: the grid (squares from `map_size`), the map layer's alignment (pixels per square from
 * `pixels_per_grid`, the grid's corner at the picture's corner: `map_origin` is subtracted from every point), the
 * walls and doors as the kernel's `WallInput`s. Lights are counted and left out (the app has no lighting yet).
 */
import { MAX_GRID_SIDE, MAX_WALLS, type WallInput } from '../../rules';
import { MAX_PICTURE_BYTES } from './messages';
import { fromBase64 } from './encoding';
import { sniff, type PictureMime } from './sniff';

/** Largest file read: the largest picture in base64 (4/3 of 16 MB) and room for the walls. */
export const MAX_UVTT_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 4 * 1024 * 1024;

/** File names the importer takes. */
export const UVTT_NAME = /\.(dd2vtt|uvtt|df2vtt)$/i;

/** Why a file was refused (the i18n layer says it in each language: `scene.uvtt.<problem>`). */
export type UvttProblem =
  | 'tooLarge'
  | 'notJson'
  | 'notUvtt'
  | 'resolution'
  | 'tooBig'
  | 'walls'
  | 'tooManyWalls'
  | 'outside'
  | 'portals'
  | 'image';

/** A Universal VTT map as the app uses it. */
export interface UvttMap {
  /** The grid: squares across and down (`map_size`, rounded up). */
  readonly width: number;
  readonly height: number;
  /** Pixels per square (`pixels_per_grid`). */
  readonly cell: number;
  readonly picture: { readonly mime: PictureMime; readonly bytes: Uint8Array<ArrayBuffer> };
  /** Walls (`line_of_sight`, `objects_line_of_sight`) and doors (`portals`), in squares from the grid's corner. */
  readonly walls: readonly WallInput[];
  readonly doors: number;
  /** Lights in the file: counted, not imported. */
  readonly lights: number;
}

export type UvttResult = { ok: true; map: UvttMap } | { ok: false; problem: UvttProblem };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** How far outside the map (in squares) a point may lie and be pulled onto its edge (exports round). */
const SLACK = 0.05;

class Refused extends Error {
  constructor(readonly problem: UvttProblem) {
    super(problem);
  }
}
const fail = (p: UvttProblem): never => {
  throw new Refused(p);
};

/** A point `{x, y}` of the file, in squares from the grid's corner, on the map (pulled in by at most SLACK). */
function pointOf(v: unknown, origin: { x: number; y: number }, w: number, h: number, what: UvttProblem) {
  if (!isObj(v) || !finite(v.x) || !finite(v.y)) return fail(what);
  const x = v.x - origin.x;
  const y = v.y - origin.y;
  if (x < -SLACK || y < -SLACK || x > w + SLACK || y > h + SLACK) return fail('outside');
  return { x: Math.min(w, Math.max(0, x)), y: Math.min(h, Math.max(0, y)) };
}

/** Read a Universal VTT file's text. Nothing is stored: the caller stores the picture and sends one command. */
export function parseUvtt(text: string): UvttResult {
  try {
    if (text.length > MAX_UVTT_BYTES) fail('tooLarge');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return fail('notJson');
    }
    if (!isObj(data) || !isObj(data.resolution) || typeof data.image !== 'string') return fail('notUvtt');
    if (data.format !== undefined && !finite(data.format)) fail('notUvtt');
    const r = data.resolution;
    const origin = r.map_origin ?? { x: 0, y: 0 };
    const size = r.map_size;
    const cell = r.pixels_per_grid;
    if (
      !isObj(origin) ||
      !finite(origin.x) ||
      !finite(origin.y) ||
      Math.abs(origin.x) > 1e6 ||
      Math.abs(origin.y) > 1e6
    )
      return fail('resolution');
    if (!isObj(size) || !finite(size.x) || !finite(size.y) || size.x <= 0 || size.y <= 0) return fail('resolution');
    if (!finite(cell) || cell < 4 || cell > 2048) return fail('resolution');
    if (size.x > MAX_GRID_SIDE || size.y > MAX_GRID_SIDE) return fail('tooBig');
    const width = Math.max(1, Math.ceil(size.x - 0.01));
    const height = Math.max(1, Math.ceil(size.y - 0.01));
    const o = { x: origin.x, y: origin.y };

    const walls: WallInput[] = [];
    const add = (w: WallInput) => {
      if (walls.length >= MAX_WALLS) fail('tooManyWalls');
      walls.push(w);
    };
    for (const key of ['line_of_sight', 'objects_line_of_sight'] as const) {
      const lines = data[key];
      if (lines === undefined) continue;
      if (!Array.isArray(lines)) return fail('walls');
      if (lines.length > MAX_WALLS) fail('tooManyWalls');
      for (const line of lines) {
        if (!Array.isArray(line) || line.length > MAX_WALLS + 1) return fail('walls');
        let prev: { x: number; y: number } | null = null;
        for (const pt of line) {
          const p = pointOf(pt, o, size.x, size.y, 'walls');
          if (prev && (prev.x !== p.x || prev.y !== p.y))
            add({ kind: 'wall', x1: prev.x, y1: prev.y, x2: p.x, y2: p.y });
          prev = p;
        }
      }
    }
    let doors = 0;
    if (data.portals !== undefined) {
      if (!Array.isArray(data.portals)) return fail('portals');
      if (data.portals.length > MAX_WALLS) fail('tooManyWalls');
      for (const d of data.portals) {
        if (!isObj(d) || !Array.isArray(d.bounds) || d.bounds.length !== 2) return fail('portals');
        if (d.closed !== undefined && typeof d.closed !== 'boolean') return fail('portals');
        const a = pointOf(d.bounds[0], o, size.x, size.y, 'portals');
        const b = pointOf(d.bounds[1], o, size.x, size.y, 'portals');
        if (a.x === b.x && a.y === b.y) continue;
        add({ kind: 'door', x1: a.x, y1: a.y, x2: b.x, y2: b.y, open: d.closed === false });
        doors++;
      }
    }
    const lights = Array.isArray(data.lights) ? data.lights.length : 0;

    // The picture: base64 (a data URL's prefix allowed) of a PNG, WebP or JPEG file within the store's size.
    const b64 = data.image.replace(/^data:image\/(?:png|webp|jpeg);base64,/, '');
    if (b64.length === 0 || b64.length > Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 4) return fail('image');
    if (!/^[A-Za-z0-9+/\r\n]*={0,2}[\r\n]*$/.test(b64)) return fail('image');
    const bytes = fromBase64(b64.replace(/[\r\n]/g, ''));
    if (!bytes) return fail('image');
    const mime = sniff(bytes);
    if (mime !== 'image/png' && mime !== 'image/webp' && mime !== 'image/jpeg') return fail('image');
    return { ok: true, map: { width, height, cell, picture: { mime, bytes }, walls, doors, lights } };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, problem: e.problem };
    throw e;
  }
}

/**
 * The scene of an imported map on a grid of at least its size: the picture at `cell` pixels a square with the
 * grid's corner on the picture's (the export's picture is the map from `map_origin`), and its walls. When the
 * stored picture is not `map_size × pixels_per_grid` pixels (an export scaled after), the square's pixels follow
 * the picture's width.
 */
export function uvttScene(
  map: UvttMap,
  picture: { id: string; width: number; height: number },
): {
  map: { asset: string; width: number; height: number; cell: number; offsetX: number; offsetY: number };
  walls: readonly WallInput[];
} {
  const expected = map.width * map.cell;
  const cell =
    Math.abs(picture.width - expected) <= Math.max(2, expected * 0.01) ? map.cell : picture.width / map.width;
  return {
    map: { asset: picture.id, width: picture.width, height: picture.height, cell, offsetX: 0, offsetY: 0 },
    walls: map.walls,
  };
}

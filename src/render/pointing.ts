/**
 * What the GM points at (issue 17), as data (pure, no PixiJS): the ruler's and the template's text, the letters
 * of squares to choose from, the map alignment from two dragged grid corners, and the overlay both boards draw
 * and the GM window sends to the player view ({@link sharedOverlay}; filtered there, src/app/overlayFilter.ts).
 */
import { creatureOf, type AnyEncounter, type Encounter, type MapLayer, type Point, type RulerReading } from '../rules';
import { describeMsg, squares as countSquares, t, templateHeightLine, type Lang } from '../i18n';
import type { SharedOverlay, TemplatePreview, ToolDrafts, UiState } from '../store';
import { CELL } from './constants';
import { previewLabel } from './input';
import { forcedNext } from './mountedInput';

/** The letter of the i-th choice: A … Z, then AA, AB … */
export function letterOf(i: number): string {
  let s = '';
  let n = i;
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** Squares lettered A, B, C … in reading order (top row first, left to right), each square once. */
export function letterSquares(squares: readonly Point[]): { square: Point; letter: string }[] {
  const seen = new Set<string>();
  const list: Point[] = [];
  for (const p of squares) {
    const k = `${p.x},${p.y}`;
    if (seen.has(k)) continue;
    seen.add(k);
    list.push({ x: p.x, y: p.y });
  }
  list.sort((a, b) => a.y - b.y || a.x - b.x);
  return list.map((square, i) => ({ square, letter: letterOf(i) }));
}

/** The squares a person chooses from now: a pending decision's square options, else a square pick's squares. */
export function choiceSquares(enc: Pick<Encounter, 'pending'>, pick: UiState['pick']): Point[] {
  const opts = enc.pending?.options.filter((o) => o.square && !o.disabledReason).map((o) => o.square as Point) ?? [];
  if (opts.length) return opts;
  return pick?.squares ?? [];
}

const round2 = (v: number) => Math.round(v * 100) / 100;
/**
 * The offset congruent to `a` modulo a square `m` that is nearest `near` (the present offset). The printed grid's
 * lines repeat every square, so any congruent offset aligns them; the nearest one keeps the picture where it lay
 * instead of a whole square away (issue 29: a first drag started 2 px up-left of a printed corner gives −2, not 48).
 */
const nearMod = (a: number, m: number, near: number) => {
  const r = (((a - near) % m) + m) % m;
  return near + (r > m / 2 ? r - m : r);
};

/**
 * The map alignment from two grid corners printed on the picture, dragged from one to the opposite corner of a
 * block of `squares` × `squares` printed squares (`a`, `b` in world units under the present alignment): the
 * picture's pixels per square, and the offset that puts the printed corners on the board's grid lines (the
 * picture's top-left in the first square). Null when the drag is not a square block of at least 4 px per square.
 */
export function alignFromCorners(map: MapLayer, a: Point, b: Point, squares = 1): MapLayer | null {
  const k = map.cell / CELL;
  const pa = { x: a.x * k + map.offsetX, y: a.y * k + map.offsetY };
  const pb = { x: b.x * k + map.offsetX, y: b.y * k + map.offsetY };
  const n = Math.max(1, Math.round(squares));
  const dx = Math.abs(pb.x - pa.x);
  const dy = Math.abs(pb.y - pa.y);
  if (dx < 4 * n || dy < 4 * n || Math.abs(dx - dy) > 0.25 * Math.max(dx, dy)) return null;
  const cell = round2((dx + dy) / (2 * n));
  if (cell < 4 || cell > 2048) return null;
  return {
    ...map,
    cell,
    offsetX: round2(nearMod(Math.min(pa.x, pb.x), cell, map.offsetX)),
    offsetY: round2(nearMod(Math.min(pa.y, pb.y), cell, map.offsetY)),
  };
}

/** A length in the grid's unit ("30 ft", "30フィート"). */
function length(lang: Lang, r: Pick<RulerReading, 'unit' | 'squareSize'>, n: number): string {
  const v = Math.round(n * r.squareSize * 10) / 10;
  return t(lang, r.unit === 'm' ? 'ruler.m' : 'ruler.ft', { n: v });
}

/** The ruler's plate, line by line: squares and length, the distance the rules count, the height, legs, the rules' notes. */
export function rulerLines(system: string, r: RulerReading, lang: Lang): string[] {
  const lines = [
    t(lang, 'ruler.distance', { squares: countSquares(r.squares, lang), length: length(lang, r, r.squares) }),
  ];
  if (r.distance !== r.squares)
    lines.push(
      t(lang, 'ruler.counted', { squares: countSquares(r.distance, lang), length: length(lang, r, r.distance) }),
    );
  if (r.rise !== 0)
    lines.push(
      t(lang, r.rise > 0 ? 'ruler.higher' : 'ruler.lower', {
        squares: countSquares(Math.abs(r.rise), lang),
        length: length(lang, r, Math.abs(r.rise)),
      }),
    );
  if (r.legs.length > 1) lines.push(t(lang, 'ruler.legs', { legs: r.legs.join(' + ') }));
  for (const n of r.notes) lines.push(describeMsg(system, n, lang));
  // The rules the reading applies, as the log cites them.
  if (r.rules.length) lines.push(r.rules.join(' · '));
  return lines;
}

const TEMPLATE_TITLES = {
  closeBurst: 'template.closeBurst',
  closeBlast: 'template.closeBlast',
  areaBurst: 'template.areaBurst',
  area: 'template.area',
} as const;

/** A template's name and size ("Close burst 2", "近接範囲・爆発2"). */
export function templateTitle(kind: string, size: number, lang: Lang): string {
  const key = Object.prototype.hasOwnProperty.call(TEMPLATE_TITLES, kind)
    ? TEMPLATE_TITLES[kind as keyof typeof TEMPLATE_TITLES]
    : null;
  return key ? t(lang, key, { n: size }) : `${kind} ${size}`;
}

/** The template's plate: its name, then whom it includes (names the encounter knows) or why it cannot go there. */
export function templateLines(enc: Encounter, o: NonNullable<SharedOverlay['template']>, lang: Lang): string[] {
  const lines = [templateTitle(o.kind, o.size, lang)];
  if (!o.ok) {
    if (o.reason) lines.push(describeMsg(enc.system, o.reason, lang));
    return lines;
  }
  const names = o.included.map((id) => creatureOf(enc, id)?.name).filter((n): n is string => !!n);
  lines.push(
    names.length
      ? t(lang, 'template.includes', { list: names.join(lang === 'ja' ? '、' : ', ') })
      : t(lang, 'template.nobody'),
  );
  const height = templateHeightLine(namedOut(enc, o.outOfHeight ?? []), lang);
  if (height) lines.push(height);
  return lines;
}

/** The creatures out of a template's height, with their names (those the encounter knows). */
function namedOut(enc: Encounter, out: readonly { id: string; by: number }[]): { name: string; by: number }[] {
  return out.flatMap((o) => {
    const name = creatureOf(enc, o.id)?.name;
    return name ? [{ name, by: o.by }] : [];
  });
}

/** The template part of the overlay from the UI's preview. */
function templateOf(p: TemplatePreview | null): SharedOverlay['template'] {
  if (!p) return null;
  const r = p.reading;
  return {
    kind: p.query.kind,
    size: p.query.size,
    squares: r.ok ? [...r.squares] : [],
    included: r.ok ? [...r.included] : [],
    ...(r.ok && r.outOfHeight?.length ? { outOfHeight: r.outOfHeight.map((o) => ({ ...o })) } : {}),
    ok: r.ok,
    ...(r.ok ? {} : { reason: r.reason }),
  };
}

/**
 * What the GM points at now, from the encounter, the UI state and the tools' drafts (the ruler, the template): both
 * boards draw it; the player view gets it filtered.
 */
export function sharedOverlay(
  enc: AnyEncounter,
  u: Pick<UiState, 'preview' | 'forced' | 'pick' | 'pings'>,
  d: Pick<ToolDrafts, 'ruler' | 'templatePreview'>,
): SharedOverlay {
  const p = u.preview;
  return {
    ruler: d.ruler
      ? { points: d.ruler.points, fromId: d.ruler.fromId, toId: d.ruler.toId, reading: d.ruler.reading }
      : null,
    template: templateOf(d.templatePreview),
    preview: p
      ? {
          id: p.id,
          ...(p.placedId ? { placedId: p.placedId } : {}),
          ...(p.mountId ? { mountId: p.mountId } : {}),
          to: p.to,
          path: p.path,
          legal: p.legal,
          cost: p.cost,
          ...(p.via ? { via: p.via } : {}),
          label: { en: previewLabel('en', enc.system, p), ja: previewLabel('ja', enc.system, p) },
        }
      : null,
    forced: u.forced ? { targetId: u.forced.targetId, path: u.forced.path, next: forcedNext(enc, u.forced) } : null,
    squares: u.pick?.squares ?? [],
    choices: letterSquares(choiceSquares(enc, u.pick)),
    pings: u.pings,
  };
}

/** A new overlay with nothing in it (no ruler, template, preview, forced path, squares, letters or pings). */
export const emptyOverlay = (): SharedOverlay => ({
  ruler: null,
  template: null,
  preview: null,
  forced: null,
  squares: [],
  choices: [],
  pings: [],
});

/** An overlay with nothing in it, shared and frozen. */
export const EMPTY_OVERLAY: SharedOverlay = Object.freeze(emptyOverlay());

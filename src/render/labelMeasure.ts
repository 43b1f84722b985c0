/**
 * The legibility measure (pure), independent of how the layout places labels: given the tokens and the label
 * boxes drawn for them, count what covers what. The unit test runs it over the samples and the benchmark scene;
 * the end-to-end test runs it over what the board actually drew.
 *
 * - `labelLabel`: a label box of one creature overlapping a label box of another;
 * - `labelSpace`: a label box overlapping the space of another creature that does not share the label owner's
 *   space (a rider shares its mount's space, a pile shares its square);
 * - `own`: two label boxes of the same creature overlapping (a chip over the glyph);
 * - `coverCarried`: a label box covering the core of a rider's or passenger's token.
 */
import type { CreatureId } from '../rules';
import { CELL } from './constants';
import { coreOf, overlaps, type LabelBox, type LabelToken, type Rect } from './labelLayout';

/** Overlap counts (see the module comment) and the first few offending pairs, for the test's message. */
export interface OverlapReport {
  labelLabel: number;
  labelSpace: number;
  own: number;
  coverCarried: number;
  examples: string[];
}

/** Overlap area below which two boxes count as touching (antialiasing, rounding). */
const SLACK = 0.5;

function area(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Count the overlaps of the label boxes `boxes` (by token id) among `tokens`. */
export function measureOverlaps(
  tokens: readonly LabelToken[],
  boxes: ReadonlyMap<CreatureId, readonly LabelBox[]>,
): OverlapReport {
  const r: OverlapReport = { labelLabel: 0, labelSpace: 0, own: 0, coverCarried: 0, examples: [] };
  const note = (s: string) => {
    if (r.examples.length < 12) r.examples.push(s);
  };
  type Entry = { rect: Rect; owner: number; what: string };
  const buckets = new Map<number, Entry[]>();
  const add = (e: Entry) => {
    const x0 = Math.floor(e.rect.x / CELL);
    const x1 = Math.floor((e.rect.x + e.rect.w) / CELL);
    const y0 = Math.floor(e.rect.y / CELL);
    const y1 = Math.floor((e.rect.y + e.rect.h) / CELL);
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const k = (y + 4096) * 16384 + x + 4096;
        const b = buckets.get(k);
        if (b) b.push(e);
        else buckets.set(k, [e]);
      }
  };
  const near = (rect: Rect): Set<Entry> => {
    const s = new Set<Entry>();
    const x0 = Math.floor(rect.x / CELL);
    const x1 = Math.floor((rect.x + rect.w) / CELL);
    const y0 = Math.floor(rect.y / CELL);
    const y1 = Math.floor((rect.y + rect.h) / CELL);
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) for (const e of buckets.get((y + 4096) * 16384 + x + 4096) ?? []) s.add(e);
    return s;
  };
  const spaceOf = (t: LabelToken): Rect => ({
    x: t.space.x * CELL,
    y: t.space.y * CELL,
    w: t.space.side * CELL,
    h: t.space.side * CELL,
  });

  // Label boxes against label boxes (each pair once) and within a creature.
  tokens.forEach((t, i) => {
    const mine = boxes.get(t.id) ?? [];
    mine.forEach((b, j) => {
      for (const o of mine.slice(j + 1))
        if (area(b, o) > SLACK) {
          r.own++;
          note(`${t.id} ${b.kind} × own ${o.kind}`);
        }
      for (const e of near(b))
        if (e.owner !== i && area(b, e.rect) > SLACK) {
          r.labelLabel++;
          note(`${t.id} ${b.kind} "${b.text}" × ${e.what}`);
        }
    });
    for (const b of mine) add({ rect: b, owner: i, what: `${t.id} ${b.kind} "${b.text}"` });
  });

  // Label boxes against other creatures' spaces and carried creatures' cores.
  buckets.clear();
  tokens.forEach((t, i) => {
    if (!t.mountId) add({ rect: spaceOf(t), owner: i, what: `space of ${t.id}` });
  });
  const labelHits = (t: LabelToken, i: number) => {
    const own = spaceOf(t);
    for (const b of boxes.get(t.id) ?? []) {
      for (const e of near(b)) {
        if (e.owner === i || overlaps(e.rect, own)) continue;
        if (area(b, e.rect) > SLACK) {
          r.labelSpace++;
          note(`${t.id} ${b.kind} "${b.text}" × ${e.what}`);
        }
      }
    }
  };
  tokens.forEach((t, i) => {
    if (!t.fanned) labelHits(t, i);
  });
  buckets.clear();
  tokens.forEach((t, i) => {
    if (t.mountId && !t.buried) add({ rect: coreOf(t.p), owner: i, what: `token of ${t.id}` });
  });
  tokens.forEach((t, i) => {
    for (const b of boxes.get(t.id) ?? [])
      for (const e of near(b))
        if (e.owner !== i && area(b, e.rect) > SLACK) {
          r.coverCarried++;
          note(`${t.id} ${b.kind} "${b.text}" × ${e.what}`);
        }
  });
  return r;
}

/** Total of the counts the tests require to be zero. */
export function totalOverlaps(r: OverlapReport): number {
  return r.labelLabel + r.labelSpace + r.own + r.coverCarried;
}

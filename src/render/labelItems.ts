/**
 * The labels of one token as items to place (pure): each with its text forms (longest first), its font, its box
 * padding and the spots it may take, in order of preference (labelGeometry.ts). The layout (labelLayout.ts)
 * offers each to its collision index and keeps the first spot that is free.
 */
import { CELL } from './constants';
import type { DetailLevel } from './labelDetail';
import { chipSpots, GAP, nameSpots, type Rect } from './labelGeometry';
import type { LabelKind, LabelToken } from './labelLayout';
import { badgeForms, chipForms, estimateWidth, nameForms } from './labelText';

/** A label to place: its forms (longest first) at a font, box padding, and where it may go. */
export interface Item {
  kind: LabelKind;
  forms: string[];
  font: number;
  bold?: boolean;
  padX: number;
  lineH: number;
  spots: (w: number, h: number) => Iterable<Rect>;
}

/** The space a token is in, in world units. */
export function spaceRect(t: LabelToken): Rect {
  return { x: t.space.x * CELL, y: t.space.y * CELL, w: t.space.side * CELL, h: t.space.side * CELL };
}

/** Glyph, HP bar, pips and pile count of one token, each offered to `put` (in this order). */
export function marks(t: LabelToken, lv: DetailLevel, put: (item: Item) => boolean): void {
  const { cx, cy, radius: r } = t.p;
  const S = spaceRect(t);
  // Glyph: centred, or (a mount) on a part of the disc its riders leave free; sized to the disc.
  if (t.glyph) {
    let font = t.carrying ? r * 0.5 : r * 0.95;
    const width = estimateWidth(t.glyph, font, true);
    if (width > r * 1.5) font *= (r * 1.5) / width;
    if (font * lv.scale >= 6) {
      const offs = t.carrying ? MOUNT_GLYPH_SPOTS : CENTRE;
      put({
        kind: 'glyph',
        forms: [t.glyph],
        font,
        bold: true,
        padX: 0,
        lineH: font * 1.05,
        spots: (w, h) => offs.map(([dx, dy]) => ({ x: cx + dx * r - w / 2, y: cy + dy * r - h / 2, w, h })),
      });
    }
  }
  // HP bar (and the second gauge) across the top of the disc, or its bottom when a rider covers the top.
  const barH = Math.min(r * 0.3, Math.max(4, 3.5 / lv.scale)) * (t.gauge ? 1.7 : 1);
  const barW = r * 1.6;
  const top = Math.max(S.y + GAP, cy - r - barH / 2);
  const bottom = Math.min(S.y + S.h - GAP - barH, cy + r - barH / 2);
  put({
    kind: 'hp',
    forms: [''],
    font: 0,
    padX: 0,
    lineH: barH,
    spots: () => [
      { x: cx - barW / 2, y: top, w: barW, h: barH },
      { x: cx - barW / 2, y: bottom, w: barW, h: barH },
      { x: cx - r / 2, y: top, w: r, h: barH },
    ],
  });
  if (t.pips > 0 && lv.level >= 2) {
    const pw = t.pips * 8;
    put({
      kind: 'pips',
      forms: [''],
      font: 0,
      padX: 0,
      lineH: 7,
      spots: () => [
        { x: cx - pw / 2, y: Math.min(S.y + S.h - GAP - 7, cy + r - 4), w: pw, h: 7 },
        { x: cx - pw / 2, y: top + barH + GAP, w: pw, h: 7 },
      ],
    });
  }
  if (t.count > 0) {
    const d = Math.max(14, 9 / lv.scale);
    put({
      kind: 'count',
      forms: [String(t.count)],
      font: d * 0.7,
      padX: 0,
      lineH: d,
      spots: () => [
        { x: S.x + GAP, y: S.y + GAP, w: d, h: d },
        { x: S.x + GAP, y: S.y + S.h - GAP - d, w: d, h: d },
        { x: S.x + S.w - GAP - d, y: S.y + S.h - GAP - d, w: d, h: d },
      ],
    });
  }
}

/** Height badge, chips and name of one token, each offered to `put` (in this order). */
export function words(t: LabelToken, lv: DetailLevel, put: (item: Item) => boolean): void {
  const S = spaceRect(t);
  const D = { x: t.p.cx - t.p.radius, y: t.p.cy - t.p.radius, w: 2 * t.p.radius, h: 2 * t.p.radius };
  const chipH = lv.chip * 1.25;
  if (t.height)
    put({
      kind: 'badge',
      forms: badgeForms(t.height),
      font: lv.chip,
      padX: lv.chip * 0.3,
      lineH: chipH,
      spots: (w, h) => chipSpots(t, S, D, w, h, false),
    });
  if (t.chips)
    put({
      kind: 'chips',
      forms: chipForms(t.chips),
      font: lv.chip,
      padX: lv.chip * 0.3,
      lineH: chipH,
      spots: (w, h) => chipSpots(t, S, D, w, h, true),
    });
  if (t.name && (!t.fanned || t.selected))
    put({
      kind: 'name',
      forms: nameForms(t.name),
      font: lv.name,
      padX: lv.name * 0.35,
      lineH: lv.name * 1.3,
      spots: (w, h) => nameSpots(t, t.fanned ? D : S, w, h),
    });
}

/** Where a mount's glyph may go on its disc (in radii from its centre), clear of its riders. */
const MOUNT_GLYPH_SPOTS: readonly (readonly [number, number])[] = [
  [-0.58, 0.58],
  [0.58, 0.58],
  [-0.64, 0],
  [0.64, 0],
  [0, 0.64],
  [-0.58, -0.58],
  [0.58, -0.58],
];
const CENTRE: readonly (readonly [number, number])[] = [[0, 0]];

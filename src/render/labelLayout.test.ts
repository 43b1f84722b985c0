/**
 * Legible tokens (issue 15): over the 4e sample, the Tenkai sample and the benchmark scenes, at every level of
 * detail where labels are drawn, no label box overlaps another creature's label box, another creature's space,
 * its own other labels or a carried creature's token. The same measure over today's placement (the geometry the
 * token view used before this layout) finds overlaps, so the measure can fail.
 */
// The systems' board parts are registered with their UI (issue 31: the UI list, src/ui/systems.tsx).
import '../ui/systems';
import { describe, expect, it } from 'vitest';
import { benchEncounter, LARGE, SMOKE } from '../../bench/encounter';
import { sampleEncounter } from '../app/sample';
import { sampleTenkaiEncounter } from '../app/sampleTenkai';
import { allCreatures, apply, type AnyEncounter, type Point } from '../rules';
import { CELL } from './constants';
import { detailLevel, LabelLayout, layoutLabels, LEVEL_STEPS, type LabelBox, type LabelToken } from './labelLayout';
import { DetailSchedule } from './labelDetail';
import { measureOverlaps, totalOverlaps } from './labelMeasure';
import { estimateWidth } from './labelText';
import { sceneLabelTokens } from './tokenFacts';

/** The label boxes of the token view before this layout (fixed offsets from the token's centre). */
function todaysPlacement(tokens: readonly LabelToken[]): Map<string, LabelBox[]> {
  const out = new Map<string, LabelBox[]>();
  for (const t of tokens) {
    const boxes: LabelBox[] = [];
    out.set(t.id, boxes);
    if (t.buried) continue;
    const { cx, cy, radius: r, role } = t.p;
    const box = (kind: LabelBox['kind'], text: string, font: number, mx: number, my: number, w: number, h: number) =>
      boxes.push({ kind, text, font, x: mx - w / 2, y: my - h / 2, w, h });
    const gf = t.carrying ? 28 * 0.55 : 28 * Math.min(1.4, r / 30);
    const [gx, gy] = t.carrying ? [cx - r * 0.62, cy + r * 0.62] : [cx, cy];
    box('glyph', t.glyph, gf, gx, gy, estimateWidth(t.glyph, gf, true), gf * 1.05);
    const barH = t.gauge ? 10 : 6;
    boxes.push({ kind: 'hp', text: '', font: 0, x: cx - 0.9 * r, y: cy - r - 10, w: 1.8 * r, h: barH });
    if ((role === 'standing' && !t.fanned) || t.selected) {
      const s = Math.min(0.8, Math.max(0.42, r / 40));
      box(
        'name',
        t.name,
        24 * s,
        cx,
        cy + r + 16 * s + (role === 'standing' ? 6 : 2),
        estimateWidth(t.name, 24 * s),
        24 * s * 1.1,
      );
    }
    if (t.height) {
      const k = t.p.stack ? 0.8 : 1;
      const f = 22 * (t.p.stack ? 0.55 : 0.7);
      box(
        'badge',
        t.height,
        f,
        role === 'standing' ? cx + r * 0.75 : cx + r + 24,
        role === 'standing' ? cy - r * 0.95 : cy,
        Math.max(52 * k, estimateWidth(t.height, f) + 10 * k),
        22 * k,
      );
    }
    if (t.chips) box('chips', t.chips, 13.2, cx, cy + r * 0.45, estimateWidth(t.chips, 13.2, true) + 8, 18);
    if (t.pips) box('pips', '', 0, cx, cy + r + 5, t.pips * 8, 6);
    if (t.count) box('count', String(t.count), 13, cx - r - 6, cy, 18, 18);
  }
  return out;
}

type Scene = { name: string; enc: AnyEncounter; selected?: string | null };
const byName = (enc: AnyEncounter, name: string) => allCreatures(enc).find((c) => c.name === name)?.id ?? null;
const m4 = sampleEncounter('en');
const scenes: Scene[] = [
  { name: '4e sample (en)', enc: m4 },
  { name: '4e sample (ja)', enc: sampleEncounter('ja') },
  { name: '4e sample, Sir Aldric selected', enc: m4, selected: byName(m4, 'Sir Aldric') },
  { name: 'Tenkai sample (en)', enc: sampleTenkaiEncounter('en') },
  { name: 'Tenkai sample (ja)', enc: sampleTenkaiEncounter('ja') },
  { name: 'bench SMOKE (50)', enc: benchEncounter(SMOKE).encounter },
  { name: 'bench LARGE (1,000)', enc: benchEncounter(LARGE).encounter },
];
/** A camera scale inside each level of detail where labels are drawn (levels 1 … 5). */
const scales = LEVEL_STEPS.map((s, i) => (s + (LEVEL_STEPS[i + 1] ?? s * 1.5)) / 2 / CELL);
const tokensOf = (s: Scene, fanned: Point | null = null) =>
  sceneLabelTokens(s.enc, { lang: 'en', selectedId: s.selected ?? null, mode: 'gm', fanned });

describe('label layout: no label covers another creature’s (issue 15)', () => {
  const rows: Record<string, string | number>[] = [];
  for (const s of scenes) {
    it(`${s.name}: 0 overlaps at every level of detail; today’s placement has some`, () => {
      const tokens = tokensOf(s);
      const before = measureOverlaps(tokens, todaysPlacement(tokens));
      expect(totalOverlaps(before), `today's placement of ${s.name}`).toBeGreaterThan(0);
      const row: Record<string, string | number> = {
        scene: s.name,
        today: `${before.labelLabel}/${before.labelSpace}/${before.own}/${before.coverCarried}`,
      };
      for (const scale of scales) {
        const lv = detailLevel(scale);
        const boxes = layoutLabels(tokens, s.enc.grid, lv);
        const after = measureOverlaps(tokens, boxes);
        expect(after, `${s.name} at level ${lv.level}: ${after.examples.join('; ')}`).toMatchObject({
          labelLabel: 0,
          labelSpace: 0,
          own: 0,
          coverCarried: 0,
        });
        const names = [...boxes.values()].filter((b) => b.some((x) => x.kind === 'name')).length;
        const wanted = tokens.filter((t) => !t.buried && t.name).length;
        row[`L${lv.level}`] = `${totalOverlaps(after)} · ${names}/${wanted} names`;
      }
      rows.push(row);
    });
  }
  it('prints the counts (today: label×label / label×space / own / over a carried token; per level: overlaps · names drawn)', () => {
    console.table(rows);
    expect(rows.length).toBe(scenes.length);
  });

  it('a fanned-out Tenkai pile: its tokens’ labels overlap nothing of one another', () => {
    const s = scenes.find((x) => x.name === 'Tenkai sample (en)') as Scene;
    const tokens = tokensOf(s, { x: 3, y: 5 });
    expect(tokens.filter((t) => t.fanned).length).toBe(3);
    for (const scale of scales) {
      const r = measureOverlaps(tokens, layoutLabels(tokens, s.enc.grid, detailLevel(scale)));
      expect(r.labelLabel + r.own + r.coverCarried, r.examples.join('; ')).toBe(0);
    }
  });
});

describe('label layout: what is shown', () => {
  const tokens = sceneLabelTokens(m4, { lang: 'en', selectedId: null, mode: 'gm' });
  const named = (boxes: Map<string, LabelBox[]>, id: string) => boxes.get(id)?.find((b) => b.kind === 'name');
  const id = (name: string) => byName(m4, name) as string;

  it('every name of the 4e sample is drawn at the 720p and 1080p zooms (full or shortened)', () => {
    for (const scale of [0.75, 1.25]) {
      const boxes = layoutLabels(tokens, m4.grid, detailLevel(scale));
      for (const t of tokens) expect(named(boxes, t.id), `${t.name} at ${scale}`).toBeDefined();
    }
  });

  it('the rider’s name sits above the mount’s space, the mount’s below, the passenger’s under the mount’s', () => {
    const boxes = layoutLabels(tokens, m4.grid, detailLevel(1.25));
    const blaze = allCreatures(m4).find((c) => c.name.startsWith('Blaze')) as { pos: Point };
    const top = blaze.pos.y * CELL;
    const bottom = top + 2 * CELL;
    const rider = named(boxes, id('Sir Aldric')) as LabelBox;
    const mount = named(boxes, id('Blaze (warhorse)')) as LabelBox;
    const pip = named(boxes, id('Pip')) as LabelBox;
    expect(rider.y + rider.h).toBeLessThanOrEqual(top);
    expect(mount.y).toBeGreaterThanOrEqual(bottom);
    expect(pip.y).toBeGreaterThanOrEqual(mount.y + mount.h);
  });

  it('text is legible on screen at the smallest zoom of each level, and names are dropped below level 2', () => {
    for (const scale of scales) {
      const lv = detailLevel(scale);
      const boxes = [...layoutLabels(tokens, m4.grid, lv).values()].flat();
      if (lv.level < 2) expect(boxes.some((b) => b.kind === 'name')).toBe(false);
      for (const b of boxes) if (b.kind === 'name') expect(b.font * lv.scale).toBeGreaterThanOrEqual(9.5);
    }
  });

  it('a mount’s glyph moves off its riders’ tokens', () => {
    const boxes = layoutLabels(tokens, m4.grid, detailLevel(1.25));
    const g = boxes.get(id('Blaze (warhorse)'))?.find((b) => b.kind === 'glyph') as LabelBox;
    const rider = tokens.find((t) => t.id === id('Sir Aldric')) as LabelToken;
    expect(Math.hypot(g.x + g.w / 2 - rider.p.cx, g.y + g.h / 2 - rider.p.cy)).toBeGreaterThan(rider.p.radius);
  });

  it('shortens before hiding: a name with no room keeps a short form', () => {
    // Three Medium creatures in a row, wall to wall, on a one-row map: names have only the row's free ends.
    const boxes = layoutLabels(
      [0, 1, 2].map((i) => standingToken(`c${i}`, i + 1, 0, { name: `Knight Errant Number ${i}` })),
      { width: 5, height: 1 },
      detailLevel(1.25),
    );
    const texts = [...boxes.values()]
      .flat()
      .filter((b) => b.kind === 'name')
      .map((b) => b.text);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((t) => t.length < 'Knight Errant Number 0'.length)).toBe(true);
  });
});

describe('chips between diagonal neighbours (issue 30)', () => {
  const tok = (id: string, x: number, y: number, chips: string, height = ''): LabelToken =>
    standingToken(id, x, y, { chips, height, name: '' });
  /** How close a box comes to a square (0 when it touches it). */
  const gap = (b: LabelBox, x: number, y: number): number =>
    Math.max(0, x * CELL - (b.x + b.w), b.x - (x + 1) * CELL, y * CELL - (b.y + b.h), b.y - (y + 1) * CELL);

  it('a chip or badge outside its space keeps away from a diagonal neighbour, at every level where chips show', () => {
    // A at (2,2) with long chips and a badge that cannot fit inside; B and C diagonal to it.
    const tokens = [tok('a', 2, 2, 'P Dz St Im Rs Sq', '↑15ft'), tok('b', 3, 3, ''), tok('c', 1, 1, '')];
    let outside = 0;
    for (const scale of [0.6, 0.85, 1.25, 2]) {
      const boxes = layoutLabels(tokens, { width: 6, height: 6 }, detailLevel(scale)).get('a') ?? [];
      for (const b of boxes.filter((x) => x.kind === 'chips' || x.kind === 'badge')) {
        const inside =
          b.x >= 2 * CELL - 0.01 &&
          b.x + b.w <= 3 * CELL + 0.01 &&
          b.y >= 2 * CELL - 0.01 &&
          b.y + b.h <= 3 * CELL + 0.01;
        if (inside) continue;
        outside++;
        expect(gap(b, 3, 3), `${b.kind} at ${scale}`).toBeGreaterThanOrEqual(CELL / 3 - 0.01);
        expect(gap(b, 1, 1), `${b.kind} at ${scale}`).toBeGreaterThanOrEqual(CELL / 3 - 0.01);
      }
    }
    expect(outside).toBeGreaterThan(0); // the case is exercised: some chip did go outside
  });
});

describe('label layout kept between changes', () => {
  it('after each of 200 random moves on the 50-creature bench map, the incremental layout has 0 overlaps and re-places only what is near a change', () => {
    let enc = benchEncounter(SMOKE).encounter as AnyEncounter;
    const lv = detailLevel(0.85);
    const layout = new LabelLayout();
    layout.layout(sceneLabelTokens(enc, { lang: 'en', selectedId: null, mode: 'gm' }), enc.grid, lv);
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const placed: number[] = [];
    for (let k = 0; k < 200; k++) {
      const standing = allCreatures(enc).filter((c) => !c.mountId);
      const c = standing[Math.floor(rnd() * standing.length)];
      if (!c) continue;
      const to = { x: Math.floor(rnd() * enc.grid.width), y: Math.floor(rnd() * enc.grid.height) };
      const r = applyMove(enc, c.id, to);
      if (r) enc = r;
      const sel = rnd() < 0.3 ? (standing[Math.floor(rnd() * standing.length)]?.id ?? null) : null;
      const tokens = sceneLabelTokens(enc, { lang: 'en', selectedId: sel, mode: 'gm' });
      const boxes = layout.layout(tokens, enc.grid, lv);
      const m = measureOverlaps(tokens, boxes);
      expect(totalOverlaps(m), `step ${k}: ${m.examples.join('; ')}`).toBe(0);
      placed.push(layout.lastPlacedCount);
    }
    placed.sort((a, b) => a - b);
    expect(placed[placed.length >> 1]).toBeLessThan(25); // the median step re-places under half the tokens
  });
});

/** A Medium creature standing alone on square (x, y), with a glyph and whatever `over` gives. */
function standingToken(id: string, x: number, y: number, over: Partial<LabelToken> = {}): LabelToken {
  return {
    id,
    p: { cx: (x + 0.5) * CELL, cy: (y + 0.5) * CELL, radius: CELL * 0.44, role: 'standing' },
    space: { x, y, side: 1 },
    mountId: null,
    glyph: 'K',
    name: '',
    height: '',
    chips: '',
    gauge: false,
    pips: 0,
    count: 0,
    buried: false,
    fanned: false,
    selected: false,
    current: false,
    carrying: false,
    ...over,
  };
}

/** The GM's placement of a creature (with what it carries), or null when the space is not free. */
function applyMove(enc: AnyEncounter, id: string, to: Point): AnyEncounter | null {
  const r = apply(enc, { type: 'placeCreature', id, to });
  return r.ok ? r.state : null;
}

describe('level of detail', () => {
  it('levels begin at 15, 24, 34, 48 and 72 px per square; names are at least 13 px at a level’s smallest zoom', () => {
    expect(detailLevel(14.9 / CELL).level).toBe(0);
    expect(detailLevel(15 / CELL).level).toBe(1);
    expect(detailLevel(24 / CELL)).toMatchObject({ level: 2 });
    expect(detailLevel(47 / CELL).level).toBe(3);
    expect(detailLevel(2).level).toBe(5);
    for (const s of [24, 34, 48, 72]) expect(detailLevel(s / CELL).name * (s / CELL)).toBeCloseTo(13, 5);
    expect(detailLevel(34 / CELL, 1.5).name).toBeGreaterThan(detailLevel(34 / CELL).name); // the player view
  });
  it('a new level is laid out once the zoom rests; zoomed out past labels the last level is kept', () => {
    const d = new DetailSchedule(1, 100);
    d.take(1);
    d.cameraAt(0.8, 0); // level 3: due at 100
    expect(d.due(50)).toBe(false);
    d.cameraAt(0.85, 60); // still moving: due at 160
    expect(d.due(120)).toBe(false);
    expect(d.due(170)).toBe(true);
    expect(d.due(171)).toBe(false);
    expect(d.take(0.85).level).toBe(3);
    expect(d.take(0.1).level).toBe(3); // level 0: labels hidden, keep level 3's layout
    d.cameraAt(0.1, 200);
    expect(d.due(1000)).toBe(false);
  });
});

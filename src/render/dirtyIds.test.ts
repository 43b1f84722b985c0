import { describe, expect, it } from 'vitest';
import { benchEncounter, LARGE, SMOKE } from '../../bench/encounter';
import {
  allCreatures,
  apply,
  carriedIds,
  creatureOf,
  NO_CHANGE,
  type AnyEncounter,
  type Diff,
  type Encounter,
} from '../rules';
import { DirtyIds, diffIds, MAX_DIRTY, withCarried } from './dirtyIds';
import { detailLevel, LabelLayout, type LabelToken } from './labelLayout';
import { measureOverlaps, totalOverlaps } from './labelMeasure';
import { sceneLabelTokens } from './tokenFacts';

/** The GM places a creature (with what it carries); the outcome's state and diff. */
function place(
  enc: AnyEncounter,
  id: string,
  to: { x: number; y: number },
): { state: AnyEncounter; diff: Diff } | null {
  const r = apply(enc, { type: 'placeCreature', id, to });
  return r.ok ? { state: r.state, diff: r.diff } : null;
}

/** A free square near a creature that its space can be placed on. */
function moveNear(enc: AnyEncounter, id: string): { state: AnyEncounter; diff: Diff } {
  const c = creatureOf(enc, id);
  if (!c) throw new Error(`no ${id}`);
  for (let r = 2; r <= 8; r++)
    for (const [dx, dy] of [
      [r, 0],
      [-r, 0],
      [0, r],
      [0, -r],
      [r, r],
      [-r, -r],
    ] as const) {
      const out = place(enc, id, { x: c.pos.x + dx, y: c.pos.y + dy });
      if (out) return out;
    }
  throw new Error(`${id} cannot be placed near`);
}

describe('the creatures a change dirties (issue 16)', () => {
  const b = benchEncounter(LARGE);
  const enc0 = b.encounter as AnyEncounter;
  const mount = b.loadedMountId;

  it('a move of a loaded mount names the mount and what it carries, with and without the diff naming them', () => {
    const carried = carriedIds(enc0, mount);
    expect(carried.length).toBe(3); // a rider and two passengers (the bench's probe)
    const { state, diff } = moveNear(enc0, mount);
    const named = new Set<string>();
    diffIds(diff, named);
    expect(named.has(mount)).toBe(true);
    // Whatever the diff names, the board reconciles the mount's load too (a carried token sits on its mount's disc).
    const due = withCarried(state as Encounter, [mount]);
    expect([...due].sort()).toEqual([mount, ...carried].sort());
    // … and a carried creature's mount.
    expect(withCarried(state as Encounter, [carried[0] as string]).has(mount)).toBe(true);
    // Far fewer than the encounter's thousand.
    expect(withCarried(state as Encounter, named).size).toBeLessThan(10);
  });

  it('a diff names the mounts a creature was and is on', () => {
    const c = allCreatures(enc0).find((x) => x.mountId);
    if (!c?.mountId) throw new Error('no carried creature');
    const other = { ...c, mountId: 'zz' };
    const named = new Set<string>();
    diffIds({ ...NO_CHANGE, updated: { [c.id]: [c, other] } }, named);
    expect([...named].sort()).toEqual([c.id, c.mountId, 'zz'].sort());
  });

  it('collects ids between frames; a change without a diff, or too many ids, asks for everything', () => {
    const d = new DirtyIds();
    expect(d.take()).toBeNull(); // the first frame reconciles everything
    expect(d.take()?.size).toBe(0); // nothing changed since
    const { diff } = moveNear(enc0, mount);
    d.change(diff);
    d.change(moveNear(enc0, 'c5').diff);
    const got = d.take();
    expect(got?.has(mount)).toBe(true);
    expect(got?.has('c5')).toBe(true);
    d.change(null);
    d.change(diff);
    expect(d.take()).toBeNull();
    const many: Record<string, readonly [never, never]> = {};
    for (let i = 0; i <= MAX_DIRTY; i++) many[`x${i}`] = [undefined as never, undefined as never];
    d.change({ ...NO_CHANGE, updated: many });
    expect(d.take()).toBeNull();
    d.change(diff);
    d.everything();
    expect(d.take()).toBeNull();
  });
});

describe('label layout of only the changed tokens (relayout, issue 16)', () => {
  const lv = detailLevel(0.85);
  const ctx = { lang: 'en', selectedId: null, mode: 'gm' } as const;

  it('on the 1,000-creature map a move of the loaded mount re-places a few dozen tokens at most, with 0 overlaps, as a full layout of the same scene has', () => {
    const b = benchEncounter(LARGE);
    let enc = b.encounter as AnyEncounter;
    const layout = new LabelLayout();
    layout.layout(sceneLabelTokens(enc, ctx), enc.grid, lv);
    expect(layout.lastPlacedCount).toBe(1000);
    const walker = allCreatures(enc).find(
      (c) => !c.mountId && c.id !== b.loadedMountId && carriedIds(enc, c.id).length === 0 && c.id > 'c1',
    );
    if (!walker) throw new Error('no creature on foot');
    for (let k = 0; k < 4; k++) {
      const id = k % 2 ? walker.id : b.loadedMountId;
      enc = moveNear(enc, id).state;
      const tokens = sceneLabelTokens(enc, ctx);
      const due = withCarried(enc as Encounter, [id]);
      const boxes = layout.relayout(
        tokens.filter((t) => due.has(t.id)),
        enc.grid,
        lv,
      );
      expect(boxes).not.toBeNull();
      expect(boxes?.has(id)).toBe(true);
      expect(layout.lastPlacedCount).toBeGreaterThanOrEqual(due.size);
      expect(layout.lastPlacedCount).toBeLessThan(60);
      const all = new Map(tokens.map((t) => [t.id, layout.boxesOf(t.id) ?? []]));
      const m = measureOverlaps(tokens, all);
      expect(totalOverlaps(m), `move ${k}: ${m.examples.join('; ')}`).toBe(0);
      // The same tokens again: nothing to place; a full layout call agrees with the kept boxes.
      expect(
        layout.relayout(
          tokens.filter((t) => due.has(t.id)),
          enc.grid,
          lv,
        )?.size,
      ).toBe(0);
      const again = layout.layout(tokens, enc.grid, lv);
      expect(layout.lastPlacedCount).toBe(0);
      for (const t of tokens) expect(again.get(t.id)).toBe(all.get(t.id));
    }
  });

  it('after 200 random moves on the 50-creature map, relayout of the moved token has 0 overlaps, and refuses another level or an unknown token', () => {
    let enc = benchEncounter(SMOKE).encounter as AnyEncounter;
    const layout = new LabelLayout();
    layout.layout(sceneLabelTokens(enc, ctx), enc.grid, lv);
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let k = 0; k < 200; k++) {
      const standing = allCreatures(enc).filter((c) => !c.mountId);
      const c = standing[Math.floor(rnd() * standing.length)];
      if (!c) continue;
      const r = place(enc, c.id, { x: Math.floor(rnd() * enc.grid.width), y: Math.floor(rnd() * enc.grid.height) });
      if (!r) continue;
      enc = r.state;
      const tokens = sceneLabelTokens(enc, ctx);
      const named = new Set<string>();
      diffIds(r.diff, named);
      const due = withCarried(enc as Encounter, named);
      if (
        !layout.relayout(
          tokens.filter((t) => due.has(t.id)),
          enc.grid,
          lv,
        )
      )
        layout.layout(tokens, enc.grid, lv);
      const all = new Map(tokens.map((t) => [t.id, layout.boxesOf(t.id) ?? []]));
      const m = measureOverlaps(tokens, all);
      expect(totalOverlaps(m), `step ${k}: ${m.examples.join('; ')}`).toBe(0);
    }
    const t = sceneLabelTokens(enc, ctx)[0] as LabelToken;
    expect(layout.relayout([t], enc.grid, detailLevel(2))).toBeNull();
    expect(layout.relayout([{ ...t, id: 'nobody' }], enc.grid, lv)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { benchEncounter, SMOKE } from '../../bench/encounter';
import { allCreatures, type AnyEncounter, type Creature } from '../rules';
import { makeCreature } from '../rules/core/factory';
import { detailLevel, LabelLayout, type LabelBox } from './labelLayout';
import type { TokenPlacement } from './layout';
import { DrawnBoxes, TokenDrawnState, type BodyInputs, type PartsDue } from './tokenDrawn';
import { flagsFor, sceneLabelTokens } from './tokenFacts';
import type { TokenFlags } from './tokenView';

// Issue 33: a token view redraws a part only when what it is drawn from changed, and finds that out without
// building key strings (tokenDrawn.ts). A frame that reconciles every token must redraw none that did not change,
// and every one that did.

const creature = (over: Partial<Creature> = {}): Creature =>
  makeCreature({ id: 'c1', name: 'Ogre', sys: {}, pos: { x: 3, y: 4 }, hp: 20, hpMax: 30, ...over }) as Creature;
const place = (over: Partial<TokenPlacement> = {}): TokenPlacement => ({
  cx: 350,
  cy: 450,
  radius: 40,
  role: 'standing',
  ...over,
});
const flags = (over: Partial<TokenFlags> = {}): TokenFlags => ({
  selected: false,
  current: false,
  partner: false,
  height: '',
  exactHp: true,
  carrying: false,
  labelScale: 1,
  ...over,
});
const box = (kind: LabelBox['kind'], text: string, x: number, y: number, w = 60, h = 16): LabelBox => ({
  kind,
  text,
  x,
  y,
  w,
  h,
  font: 14,
});
const boxes = (dx = 0, dy = 0, name = 'Ogre'): LabelBox[] => [
  box('glyph', 'Og', 330 + dx, 430 + dy, 40, 40),
  box('hp', '', 320 + dx, 480 + dy, 60, 6),
  box('name', name, 310 + dx, 500 + dy, 80, 18),
];
const body = (over: Partial<BodyInputs> = {}): BodyInputs => ({ shape: 'round', hidden: false, picture: -1, ...over });
const none = (): PartsDue => ({ space: false, token: false, labels: false });

/** A state drawn once for the base inputs, and what is due for these. */
function dueAfterBase(
  c: Creature = creature(),
  p: TokenPlacement = place(),
  f: TokenFlags = flags(),
  bx: readonly LabelBox[] = boxes(),
  b: BodyInputs = body(),
): PartsDue {
  const s = new TokenDrawnState();
  s.drawn(creature(), place(), flags(), body(), boxes(), true);
  return s.due(c, p, f, b, bx, true, none());
}

describe('token view change detection (issue 33: no key strings per token per frame)', () => {
  it('nothing is due when nothing changed, also for new but equal objects', () => {
    expect(dueAfterBase()).toEqual({ space: false, token: false, labels: false });
  });

  it('everything is due before the first drawing', () => {
    const s = new TokenDrawnState();
    expect(s.due(creature(), place(), flags(), body(), boxes(), true, none())).toEqual({
      space: true,
      token: true,
      labels: true,
    });
  });

  it('a change of HP, of the maximum, or a prone condition redraws the labels only', () => {
    expect(dueAfterBase(creature({ hp: 12 }))).toEqual({ space: false, token: false, labels: true });
    expect(dueAfterBase(creature({ hpMax: 31 }))).toEqual({ space: false, token: false, labels: true });
    expect(dueAfterBase(creature({ conditions: ['prone'] }))).toEqual({ space: false, token: false, labels: true });
  });

  it("a label's text, size or place relative to the token redraws the labels", () => {
    expect(dueAfterBase(undefined, undefined, undefined, boxes(0, 0, 'Ogre (wounded)')).labels).toBe(true);
    expect(dueAfterBase(undefined, undefined, undefined, boxes(0, 12)).labels).toBe(true);
    const wider = boxes();
    wider[2] = { ...(wider[2] as LabelBox), w: 95 };
    expect(dueAfterBase(undefined, undefined, undefined, wider).labels).toBe(true);
    const smaller = boxes();
    smaller[2] = { ...(smaller[2] as LabelBox), font: 12 };
    expect(dueAfterBase(undefined, undefined, undefined, smaller).labels).toBe(true);
    expect(dueAfterBase(undefined, undefined, undefined, boxes().slice(0, 2)).labels).toBe(true);
  });

  it('a token moving with its labels redraws nothing (the view is only placed again); a sub-pixel shift neither', () => {
    const moved = dueAfterBase(creature({ pos: { x: 5, y: 4 } }), place({ cx: 550 }), undefined, boxes(200, 0));
    expect(moved).toEqual({ space: false, token: false, labels: false });
    expect(dueAfterBase(undefined, undefined, undefined, boxes(0.2, -0.3)).labels).toBe(false);
  });

  it("the rule system's marks (pips, gauge, badge colour) redraw the labels; equal marks in a new object do not", () => {
    const s = new TokenDrawnState();
    const x = { pips: { left: 2, max: 3 }, gauge: 0.5, badgeColor: 0xff0000 };
    s.drawn(creature(), place(), flags({ extra: x }), body(), boxes(), true);
    const due = (e: TokenFlags['extra']) =>
      s.due(creature(), place(), flags({ extra: e }), body(), boxes(), true, none());
    expect(due({ pips: { left: 2, max: 3 }, gauge: 0.5, badgeColor: 0xff0000 }).labels).toBe(false);
    expect(due({ ...x, pips: { left: 1, max: 3 } }).labels).toBe(true);
    expect(due({ ...x, gauge: 0.25 }).labels).toBe(true);
    expect(due({ ...x, badgeColor: 0x00ff00 }).labels).toBe(true);
    expect(due(undefined).labels).toBe(true);
  });

  it('selection, turn, colour, a picture or the eye-off mark redraw the token; size, side or flight the space', () => {
    expect(dueAfterBase(undefined, undefined, flags({ selected: true }))).toEqual({
      space: false,
      token: true,
      labels: false,
    });
    expect(dueAfterBase(undefined, undefined, flags({ current: true })).token).toBe(true);
    expect(dueAfterBase(undefined, undefined, flags({ hiddenMark: true })).token).toBe(true);
    expect(dueAfterBase(creature({ color: '#ff0000' }))).toEqual({ space: false, token: true, labels: true });
    expect(dueAfterBase(undefined, undefined, undefined, undefined, body({ picture: 7 }))).toEqual({
      space: false,
      token: true,
      labels: true,
    });
    expect(dueAfterBase(creature({ size: 'large' })).space).toBe(true);
    expect(dueAfterBase(creature({ side: 'enemy' }))).toEqual({ space: true, token: true, labels: false });
    expect(dueAfterBase(creature({ flying: true, elevation: 2 })).space).toBe(true);
    expect(dueAfterBase(undefined, place({ role: 'rider' })).space).toBe(true);
  });

  it('labels not drawn (off screen, zoomed out) are neither compared nor recorded: they are due when drawn', () => {
    const s = new TokenDrawnState();
    s.drawn(creature(), place(), flags(), body(), boxes(), true);
    const hurt = creature({ hp: 5 });
    expect(s.due(hurt, place(), flags(), body(), boxes(), false, none()).labels).toBe(false);
    s.drawn(hurt, place(), flags(), body(), boxes(), false);
    expect(s.due(hurt, place(), flags(), body(), boxes(), true, none()).labels).toBe(true);
  });

  it('keeps copies: boxes changed in place after drawing are seen as changed', () => {
    const d = new DrawnBoxes();
    const bx = boxes();
    expect(d.same(bx)).toBe(false);
    d.set(bx);
    expect(d.same(bx)).toBe(true);
    expect(d.same(boxes())).toBe(true);
    (bx[2] as LabelBox).text = 'Ogre chief';
    expect(d.same(bx)).toBe(false);
    d.clear();
    expect(d.same([])).toBe(false);
    d.set([]);
    expect(d.same([])).toBe(true);
  });

  it('on a bench map, a frame that reconciles every token finds exactly the tokens whose HP changed', () => {
    const enc = benchEncounter(SMOKE).encounter as AnyEncounter;
    const ctx = { lang: 'en', selectedId: null, mode: 'gm' } as const;
    const lv = detailLevel(1);
    const layout = new LabelLayout();
    const drawnFor = (e: AnyEncounter) => {
      const tokens = sceneLabelTokens(e, ctx);
      const bx = layout.layout(tokens, e.grid, lv);
      const f = flagsFor(e, ctx);
      const all = new Map(allCreatures(e).map((c) => [c.id, c]));
      return tokens.map((t) => ({
        c: all.get(t.id) as Creature,
        p: t.p,
        f: f(all.get(t.id) as Creature),
        bx: bx.get(t.id) ?? [],
      }));
    };
    const states = new Map<string, TokenDrawnState>();
    for (const { c, p, f, bx } of drawnFor(enc)) {
      const s = new TokenDrawnState();
      s.drawn(c, p, f, body(), bx, true);
      states.set(c.id, s);
    }
    const hurt = allCreatures(enc)
      .filter((c) => !c.mountId)
      .slice(0, 3)
      .map((c) => c.id);
    expect(hurt.length).toBe(3);
    const creatures: Record<string, Creature> = { ...(enc.creatures as Record<string, Creature>) };
    for (const id of hurt) {
      const c = creatures[id] as Creature;
      creatures[id] = { ...c, hp: c.hp - 1 };
    }
    const after = { ...enc, creatures } as unknown as AnyEncounter;
    const due = drawnFor(after)
      .filter(({ c, p, f, bx }) => (states.get(c.id) as TokenDrawnState).due(c, p, f, body(), bx, true, none()).labels)
      .map(({ c }) => c.id);
    expect(due.sort()).toEqual([...hurt].sort());
  });
});

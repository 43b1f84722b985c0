/**
 * The board's tools as state machines, driven with plain pointer inputs over the real stores (no PixiJS): the
 * select tool's click, drag, the GM's `Alt` placement, mount offers in 4e and Tenkai; the router's choice of tool.
 */
// The systems' board parts are registered with their UI (issue 31: the UI list, src/ui/systems.tsx).
import '../ui/systems';
import { describe, expect, it } from 'vitest';
import { sampleEncounter } from '../app/sample';
import { sampleTenkaiEncounter } from '../app/sampleTenkai';
import { allCreatures, creatureOf, type AnyEncounter, type Command, type Point } from '../rules';
import { createEncounterStore, createToolStore, createUiStore } from '../store';
import { CELL } from './constants';
import { Tools } from './tools/machine';
import { ForcedMoveTool } from './tools/forcedTool';
import type { InputHost, PointerInput } from './tools/types';

/** A board one square = CELL client pixels, camera at the origin. */
function rig(enc: AnyEncounter) {
  const encStore = createEncounterStore(enc);
  const ui = createUiStore('en');
  const cam = { x: 0, y: 0 };
  const host: InputHost = {
    canvas: {} as HTMLCanvasElement,
    toSquare: (cx, cy) => ({ x: Math.floor(cx / CELL), y: Math.floor(cy / CELL) }),
    pan: (dx, dy) => {
      cam.x += dx;
      cam.y += dy;
    },
    zoomAt: () => {},
    camera: () => cam,
    setCamera: (x, y) => {
      cam.x = x;
      cam.y = y;
    },
  };
  const drafts = createToolStore();
  const tools = new Tools({ host, enc: encStore, ui, drafts }).follow();
  const at = (sq: Point, alt = false): PointerInput => ({
    clientX: (sq.x + 0.5) * CELL,
    clientY: (sq.y + 0.5) * CELL,
    altKey: alt,
  });
  /** Press on `from`, move through a few points to `to`, release (as the e2e page object drags). */
  const drag = (from: Point, to: Point, alt = false, release = true) => {
    const tool = tools.active();
    tool.down(at(from, alt), from);
    for (let i = 1; i <= 4; i++)
      tool.move({
        clientX: (from.x + (to.x - from.x) * (i / 4) + 0.5) * CELL,
        clientY: (from.y + (to.y - from.y) * (i / 4) + 0.5) * CELL,
        altKey: alt,
      });
    if (release) tool.up(at(to, alt));
    return tool;
  };
  const id = (name: string) =>
    (allCreatures(encStore.getState().encounter).find((c) => c.name === name) as { id: string }).id;
  const c = (name: string) => creatureOf(encStore.getState().encounter, id(name));
  const glyph = (g: string) =>
    (allCreatures(encStore.getState().encounter).find((x) => x.glyph === g) as { id: string }).id;
  return { encStore, ui, drafts, tools, at, drag, id, c, glyph, cursor: () => encStore.getState().session.cursor };
}

describe('select tool: idle → pointing → dragging', () => {
  it('a click selects; clicking the shared square again cycles rider → passenger → mount', () => {
    const r = rig(sampleEncounter('en'));
    const sq = (r.c('Blaze (warhorse)') as { pos: Point }).pos;
    const click = () => {
      const t = r.tools.active();
      t.down(r.at(sq), sq);
      expect(t.state).toBe('select.pointing');
      t.up(r.at(sq));
      expect(t.state).toBe('select.idle');
      return r.ui.getState().selectedId;
    };
    expect(click()).toBe(r.id('Sir Aldric'));
    expect(click()).toBe(r.id('Pip'));
    expect(click()).toBe(r.id('Blaze (warhorse)'));
  });

  it('a drag previews the engine’s path and the drop moves; pressing on empty ground pans', () => {
    const r = rig(sampleEncounter('en'));
    const ogre = r.c('Ogre') as { pos: Point };
    const to = { x: ogre.pos.x - 3, y: ogre.pos.y + 4 };
    const t = r.drag(ogre.pos, to, false, false);
    expect(t.state).toBe('select.dragging');
    expect(r.ui.getState().preview).toMatchObject({ legal: true, to });
    t.up(r.at(to));
    expect(r.c('Ogre')?.pos).toEqual(to);
    const p = r.tools.active();
    p.down(r.at({ x: 0, y: 0 }), { x: 0, y: 0 });
    expect(p.state).toBe('select.panning');
    p.up(r.at({ x: 0, y: 0 }));
  });
});

describe('the GM’s hand: Alt-drag places (placeCreature, only the space is checked)', () => {
  it('a rider Alt-dragged places its mount with both riders; the preview says so; one undoable command', () => {
    const r = rig(sampleEncounter('en'));
    r.ui.getState().select(r.id('Sir Aldric'));
    const from = (r.c('Blaze (warhorse)') as { pos: Point }).pos;
    const t = r.drag(from, { x: 12, y: 12 }, true, false);
    const p = r.ui.getState().preview;
    expect(p).toMatchObject({ via: 'place', legal: true, placedId: r.id('Blaze (warhorse)'), path: [] });
    expect(p?.label?.en).toContain('with Sir Aldric, Pip');
    const before = r.cursor();
    t.up(r.at({ x: 12, y: 12 }, true));
    expect(r.cursor()).toBe(before + 1);
    for (const n of ['Blaze (warhorse)', 'Sir Aldric', 'Pip']) expect(r.c(n)?.pos).toEqual({ x: 12, y: 12 });
    expect(r.c('Sir Aldric')?.mountId).toBe(r.id('Blaze (warhorse)'));
    expect(r.encStore.getState().lastEvents.some((e) => e.type === 'creaturePlaced')).toBe(true);
    r.encStore.getState().undo();
    expect(r.c('Blaze (warhorse)')?.pos).toEqual(from);
  });

  it('is not bound by speed or turn, but an occupied or blocked space is refused with the engine’s reason', () => {
    const r = rig(sampleEncounter('en'));
    const ogre = r.c('Ogre') as { pos: Point };
    r.drag(ogre.pos, { x: 1, y: 1 }, true);
    expect(r.c('Ogre')?.pos).toEqual({ x: 1, y: 1 });
    const before = r.cursor();
    const t = r.drag({ x: 1, y: 1 }, { x: 10, y: 6 }, true, false); // rocks
    expect(r.ui.getState().preview).toMatchObject({ via: 'place', legal: false });
    expect(r.ui.getState().preview?.reason).toBeDefined();
    t.up(r.at({ x: 10, y: 6 }, true));
    expect(r.cursor()).toBe(before);
    expect(r.encStore.getState().refusal).not.toBeNull();
  });

  it('pressing or releasing Alt mid-drag switches the preview between move and placement', () => {
    const r = rig(sampleEncounter('en'));
    const ogre = r.c('Ogre') as { pos: Point };
    const t = r.drag(ogre.pos, { x: 2, y: 2 }, false, false);
    expect(r.ui.getState().preview?.via ?? 'move').toBe('move');
    expect(r.ui.getState().preview?.legal).toBe(false); // too far for a move
    t.modifiers?.({ altKey: true });
    expect(r.ui.getState().preview).toMatchObject({ via: 'place', legal: true });
    t.cancel();
    expect(r.ui.getState().preview).toBeNull();
    expect(t.state).toBe('select.idle');
  });
});

describe('dropping a creature on a possible mount offers to mount', () => {
  it('4e: a dismounted knight dropped on his horse — an offer (adjacent, legal), no command, no refusal', () => {
    const r = rig(sampleEncounter('en'));
    const aldric = r.id('Sir Aldric');
    expect(r.encStore.getState().dispatch({ type: 'dismount', id: aldric, to: { x: 2, y: 6 } } as Command).ok).toBe(
      true,
    );
    const before = r.cursor();
    const t = r.drag({ x: 2, y: 6 }, { x: 3, y: 6 }, false, false);
    expect(r.ui.getState().preview).toMatchObject({ via: 'mount', legal: true, mountId: r.id('Blaze (warhorse)') });
    t.up(r.at({ x: 3, y: 6 }));
    const o = r.ui.getState().mountOffer;
    expect(o).toMatchObject({ id: aldric, mountId: r.id('Blaze (warhorse)'), asPassenger: false });
    expect(o?.choices[0]).toMatchObject({
      via: 'adjacent',
      legal: true,
      command: { type: 'mount', id: aldric, mountId: r.id('Blaze (warhorse)'), via: 'adjacent' },
    });
    expect(r.cursor()).toBe(before);
    expect(r.encStore.getState().refusal).toBeNull();
    // Taking the offer is one command the engine accepts.
    expect(r.encStore.getState().dispatch(o?.choices[0]?.command as Command).ok).toBe(true);
    expect(r.c('Sir Aldric')?.mountId).toBe(r.id('Blaze (warhorse)'));
  });

  it('4e: no offer for a mount the rules refuse outright (the ogre is not smaller than a dire wolf): the move is refused as before', () => {
    const r = rig(sampleEncounter('en'));
    const ogre = r.c('Ogre') as { pos: Point };
    const wolf = r.c('Dire wolf A') as { pos: Point };
    r.drag(ogre.pos, wolf.pos);
    expect(r.ui.getState().mountOffer).toBeNull();
    expect(r.encStore.getState().refusal).not.toBeNull();
  });

  it('Tenkai: a character dropped into its partner’s square moves there, then is offered to ride it (tkMountPartner)', () => {
    const r = rig(sampleTenkaiEncounter('en'));
    const akane = r.glyph('志');
    const dragon = r.glyph('龍');
    expect(r.encStore.getState().dispatch({ type: 'placeCreature', id: akane, to: { x: 4, y: 5 } } as Command).ok).toBe(
      true,
    );
    r.drag({ x: 4, y: 5 }, { x: 3, y: 5 });
    expect(creatureOf(r.encStore.getState().encounter, akane)?.pos).toEqual({ x: 3, y: 5 });
    expect(r.ui.getState().mountOffer).toMatchObject({
      id: akane,
      mountId: dragon,
      choices: [{ via: 'ride', legal: true, command: { type: 'tkMountPartner', riderId: akane, partnerId: dragon } }],
    });
  });
});

describe('the router picks the tool the UI state makes active', () => {
  it('select by default, a brush while painting, pick-a-square while a pick is open, forced movement while its tool is open', () => {
    const r = rig(sampleEncounter('en'));
    expect(r.tools.active()).toBe(r.tools.select);
    r.ui.getState().setTool({ kind: 'terrain', terrain: 1 });
    expect(r.tools.active()).toBe(r.tools.paint);
    r.ui.getState().setTool({ kind: 'select' });
    r.ui.getState().startPick({
      id: r.id('Sir Aldric'),
      squares: [{ x: 2, y: 6 }],
      prompt: { en: '', ja: '' },
      command: { type: 'dismount', id: r.id('Sir Aldric') },
      field: 'to',
    });
    expect(r.tools.active()).toBe(r.tools.pick);
    // A click on the highlighted square answers the pick; a drag would only pan.
    const t = r.tools.active();
    t.down(r.at({ x: 2, y: 6 }), { x: 2, y: 6 });
    t.up(r.at({ x: 2, y: 6 }));
    expect(r.c('Sir Aldric')?.pos).toEqual({ x: 2, y: 6 });
    r.ui
      .getState()
      .setForced({ targetId: r.id('Ogre'), alsoIds: [], kind: 'push', sourceId: null, distance: 1, path: [] });
    // 4e's forced-movement tool is the 4e board part's (issue 31), not the generic machine's.
    expect(r.tools.active()).toBeInstanceOf(ForcedMoveTool);
    expect(r.tools.active().state).toBe('forced.idle');
  });

  it('the paint tool paints the squares dragged over in one command', () => {
    const r = rig(sampleEncounter('en'));
    r.ui.getState().setTool({ kind: 'height', elevation: 2 });
    const before = r.cursor();
    r.drag({ x: 0, y: 0 }, { x: 2, y: 0 });
    expect(r.cursor()).toBe(before + 1);
    const g = r.encStore.getState().encounter.grid;
    expect([0, 1, 2].map((x) => g.elevation[x])).toEqual([2, 2, 2]);
  });
});

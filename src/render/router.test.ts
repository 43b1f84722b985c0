/**
 * Issue 31, the one input path: every key reaches exactly one handler — a layer over the board, the active tool
 * (its state node's first refusal), or the action registry — in each tool state; every pointer press goes to the
 * active tool alone; tools are entered and exited (exit clears their own drafts); Esc cancels the active tool and
 * goes back to select. Driven through the real router, tool machine and stores (no PixiJS, no DOM).
 */
// The systems' board parts are registered with their UI (issue 31: the UI list, src/ui/systems.tsx).
import '../ui/systems';
import { describe, expect, it, vi } from 'vitest';
import { sampleEncounter } from '../app/sample';
import { sampleTenkaiEncounter } from '../app/sampleTenkai';
import { allCreatures, creatureOf, type AnyEncounter, type Point } from '../rules';
import {
  createEncounterStore,
  createToolStore,
  createUiStore,
  InputRouter,
  type KeyInput,
  type KeyLayer,
  type Tool as UiTool,
} from '../store';
import { CELL } from './constants';
import { Tools } from './tools/machine';
import { ForcedMoveTool } from './tools/forcedTool';
import type { InputHost, PointerInput, Tool } from './tools/types';

function rig(enc: AnyEncounter = sampleEncounter('en')) {
  const encStore = createEncounterStore(enc);
  const ui = createUiStore('en');
  const drafts = createToolStore();
  const cam = { x: 0, y: 0 };
  const host: InputHost = {
    canvas: {} as HTMLCanvasElement,
    toSquare: (cx, cy) => ({ x: Math.floor(cx / CELL), y: Math.floor(cy / CELL) }),
    pan: () => {},
    zoomAt: () => {},
    camera: () => cam,
    setCamera: (x, y) => {
      cam.x = x;
      cam.y = y;
    },
    toWorld: (cx, cy) => ({ x: cx, y: cy }),
  };
  const tools = new Tools({ host, enc: encStore, ui, drafts }).follow();
  const router = new InputRouter();
  /** What each handler was handed (the layers above and the registry are spies; the tool layer is the machine). */
  const calls: KeyLayer[] = [];
  const above = vi.fn((e: KeyInput) => e.key === 'Escape' && layerOpen.value);
  const registry = vi.fn((e: KeyInput) => registryKeys.has(e.key));
  const layerOpen = { value: false };
  // The registry's shortcuts of the shared actions that these tests press (N, R, Delete, arrows, Enter in 4e).
  const registryKeys = new Set(['n', 'r', 'Delete', 'ArrowUp', 'Enter', '?']);
  router.set('above', (e) => {
    const took = above(e);
    if (took) calls.push('above');
    return took;
  });
  router.set('tool', (e) => {
    const took = tools.key(e);
    if (took) calls.push('tool');
    return took;
  });
  router.set('registry', (e) => {
    const took = registry(e);
    if (took) calls.push('registry');
    return took;
  });
  const press = (key: string, mods: Partial<KeyInput> = {}, type = 'keydown') => {
    calls.length = 0;
    const e = {
      key,
      type,
      altKey: false,
      shiftKey: false,
      ctrlKey: false,
      metaKey: false,
      target: null,
      prevented: false,
      preventDefault() {
        this.prevented = true;
      },
      stopPropagation: () => {},
      ...mods,
    };
    const layer = router.key(e);
    return { layer, calls: [...calls], prevented: e.prevented };
  };
  const at = (sq: Point, extra: Partial<PointerInput> = {}): PointerInput => ({
    clientX: (sq.x + 0.5) * CELL,
    clientY: (sq.y + 0.5) * CELL,
    ...extra,
  });
  const id = (name: string) =>
    (allCreatures(encStore.getState().encounter).find((c) => c.name === name) as { id: string }).id;
  return { encStore, ui, drafts, tools, router, press, at, id, layerOpen, above, registry };
}

type Rig = ReturnType<typeof rig>;

/** Tool states to press keys in: how to get there, and the active tool's state name. */
const STATES: { name: string; state: string; setUp(r: Rig): void }[] = [
  { name: 'select, nothing in hand', state: 'select.idle', setUp: () => {} },
  {
    name: 'select, a creature selected',
    state: 'select.idle',
    setUp: (r) => r.ui.getState().select(r.id('Ogre')),
  },
  { name: 'ruler', state: 'ruler.idle', setUp: (r) => r.ui.getState().setTool({ kind: 'ruler' }) },
  {
    name: 'template',
    state: 'template.following',
    setUp: (r) => r.ui.getState().setTool({ kind: 'template', template: 'closeBurst', size: 1 }),
  },
  { name: 'fog', state: 'fog.idle', setUp: (r) => r.ui.getState().setTool({ kind: 'fog', shape: 'rect' }) },
  { name: 'ping', state: 'ping.idle', setUp: (r) => r.ui.getState().setTool({ kind: 'ping' }) },
  { name: 'wall, no line', state: 'wall.idle', setUp: (r) => r.ui.getState().setTool({ kind: 'wall', wall: 'wall' }) },
  {
    name: 'wall, a line begun',
    state: 'wall.drawing',
    setUp: (r) => {
      r.ui.getState().setTool({ kind: 'wall', wall: 'wall' });
      r.drafts.getState().setWallDraft({ kind: 'wall', points: [{ x: 1, y: 1 }], cursor: null });
    },
  },
  {
    name: 'pick a square',
    state: 'pick.awaiting',
    setUp: (r) =>
      r.ui.getState().startPick({
        id: r.id('Sir Aldric'),
        squares: null,
        prompt: { en: 'x', ja: 'x' },
        command: { type: 'dismount', id: r.id('Sir Aldric') },
        field: 'to',
      }),
  },
  {
    name: '4e forced movement',
    state: 'forced.idle',
    setUp: (r) =>
      r.ui
        .getState()
        .setForced({ targetId: r.id('Ogre'), alsoIds: [], kind: 'push', sourceId: null, distance: 2, path: [] }),
  },
];

/** Who takes a key in a state: 'tool' for the keys the active tool owns there, else the registry (or nobody). */
function expected(key: string, state: string, layerOpen: boolean): KeyLayer | null {
  if (key === 'Escape') return layerOpen ? 'above' : 'tool';
  if (key === 'Enter' && state === 'wall.drawing') return 'tool';
  if (['n', 'r', 'Delete', 'ArrowUp', 'Enter', '?'].includes(key)) return 'registry';
  return null;
}

describe('the input router: each key reaches exactly one handler (issue 31)', () => {
  for (const s of STATES)
    for (const layerOpen of [false, true])
      for (const key of ['Escape', 'Enter', 'Delete', 'ArrowUp', 'n', 'r', '?', 'q'])
        it(`${s.name}${layerOpen ? ', a menu open over the board' : ''}: ${key} → ${expected(key, s.state, layerOpen) ?? 'nobody'}`, () => {
          const r = rig();
          s.setUp(r);
          r.layerOpen.value = layerOpen;
          expect(r.tools.active().state).toBe(s.state);
          const got = r.press(key);
          const want = expected(key, s.state, layerOpen);
          expect(got.layer).toBe(want);
          // Exactly one handler acted (none for a key nobody takes), and the page's default is kept then.
          expect(got.calls).toEqual(want ? [want] : []);
          expect(got.prevented).toBe(!!want);
        });

  it('a key typed in a field goes to nobody (the field keeps it), Esc included', () => {
    const r = rig();
    r.ui.getState().setTool({ kind: 'ruler' });
    const field = { tagName: 'INPUT' } as unknown as EventTarget;
    expect(r.press('Escape', { target: field }).layer).toBeNull();
    expect(r.press('n', { target: field }).layer).toBeNull();
    expect(r.tools.active().state).toBe('ruler.idle');
    expect(r.registry).not.toHaveBeenCalled();
  });

  it('Alt is the gesture’s: mid-drag it goes to the tool alone (the GM’s placement preview), never to a shortcut', () => {
    const r = rig();
    const ogre = creatureOf(r.encStore.getState().encounter, r.id('Ogre'));
    if (!ogre) throw new Error('no ogre');
    const to = { x: ogre.pos.x + 2, y: ogre.pos.y };
    const t = r.tools.active();
    r.tools.current = t;
    t.down(r.at(ogre.pos), ogre.pos);
    t.move(r.at(to));
    expect(r.ui.getState().preview?.via).toBeUndefined();
    const down = r.press('Alt', { altKey: true });
    expect(down).toMatchObject({ layer: 'tool', calls: ['tool'], prevented: true });
    expect(r.ui.getState().preview?.via).toBe('place');
    const up = r.press('Alt', {}, 'keyup');
    expect(up.layer).toBe('tool');
    expect(r.ui.getState().preview?.via).not.toBe('place');
    // With no gesture in hand Alt goes to nobody; a key release never reaches the registry.
    t.up(r.at(to));
    r.tools.current = null;
    expect(r.press('Alt', { altKey: true }).layer).toBeNull();
    expect(r.press('n', {}, 'keyup').layer).toBeNull();
    expect(r.registry).not.toHaveBeenCalled();
  });
});

describe('tools are state nodes: enter and exit (issue 31)', () => {
  const TOOLS: { tool: UiTool; draw(r: Rig): void; draft(r: Rig): unknown }[] = [
    {
      tool: { kind: 'ruler' },
      draw: (r) => {
        const t = r.tools.active();
        t.down(r.at({ x: 0, y: 0 }), { x: 0, y: 0 });
        t.move(r.at({ x: 3, y: 0 }));
        t.up(r.at({ x: 3, y: 0 }));
      },
      draft: (r) => r.drafts.getState().ruler,
    },
    {
      tool: { kind: 'template', template: 'areaBurst', size: 1, range: 30 },
      draw: (r) => {
        r.ui.getState().select(r.id('Sir Aldric'));
        const t = r.tools.active();
        t.down(r.at({ x: 5, y: 5 }), { x: 5, y: 5 });
        t.up(r.at({ x: 5, y: 5 }));
      },
      draft: (r) => r.drafts.getState().templatePreview,
    },
    {
      tool: { kind: 'fog', shape: 'rect' },
      draw: (r) => {
        const t = r.tools.active();
        t.down(r.at({ x: 1, y: 1 }), { x: 1, y: 1 });
        t.move(r.at({ x: 3, y: 2 }));
      },
      draft: (r) => r.drafts.getState().fogDraft,
    },
    {
      tool: { kind: 'wall', wall: 'door' },
      draw: (r) => {
        const t = r.tools.active();
        t.down(r.at({ x: 1, y: 1 }), { x: 1, y: 1 });
        t.up(r.at({ x: 1, y: 1 }));
      },
      draft: (r) => r.drafts.getState().wallDraft,
    },
  ];

  for (const { tool, draw, draft } of TOOLS) {
    it(`${tool.kind}: switching to another tool exits it and clears its draft; nothing is sent`, () => {
      const r = rig();
      r.ui.getState().setTool(tool);
      draw(r);
      expect(draft(r)).not.toBeNull();
      const before = r.encStore.getState().session.cursor;
      r.ui.getState().setTool({ kind: 'ping' });
      expect(r.tools.active().state).toBe('ping.idle');
      expect(draft(r)).toBeNull();
      expect(r.encStore.getState().session.cursor).toBe(before);
    });

    it(`${tool.kind}: Esc cancels its draft and goes back to the select tool`, () => {
      const r = rig();
      r.ui.getState().setTool(tool);
      draw(r);
      // A line of walls being drawn is ended by its first Esc (the wall tool stays); the next one leaves.
      if (tool.kind === 'wall') expect(r.press('Escape').layer).toBe('tool');
      expect(r.press('Escape')).toMatchObject({ layer: 'tool', calls: ['tool'] });
      expect(draft(r)).toBeNull();
      expect(r.ui.getState().tool.kind).toBe('select');
      expect(r.tools.active().state).toBe('select.idle');
    });
  }

  it('the tool machine enters and exits each tool once per switch', () => {
    const r = rig();
    const log: string[] = [];
    for (const [name, t] of [
      ['select', r.tools.select],
      ['ruler', r.tools.ruler],
      ['ping', r.tools.ping],
    ] as const) {
      const node: Tool = t;
      node.enter = () => log.push(`enter ${name}`);
      node.exit = () => log.push(`exit ${name}`);
    }
    r.ui.getState().setTool({ kind: 'ruler' });
    r.ui.getState().setTool({ kind: 'ruler' });
    r.ui.getState().select(r.id('Ogre'));
    r.ui.getState().setTool({ kind: 'ping' });
    r.press('Escape');
    expect(log).toEqual(['exit select', 'enter ruler', 'exit ruler', 'enter ping', 'exit ping', 'enter select']);
  });

  it('Esc in the select tool: a drag is dropped (its preview with it); with nothing in hand it unselects', () => {
    const r = rig();
    const ogre = creatureOf(r.encStore.getState().encounter, r.id('Ogre'));
    if (!ogre) throw new Error('no ogre');
    const t = r.tools.active();
    r.tools.current = t;
    t.down(r.at(ogre.pos), ogre.pos);
    t.move(r.at({ x: ogre.pos.x + 2, y: ogre.pos.y }));
    expect(t.state).toBe('select.dragging');
    expect(r.ui.getState().preview).not.toBeNull();
    expect(r.press('Escape').layer).toBe('tool');
    expect(t.state).toBe('select.idle');
    expect(r.tools.current).toBeNull();
    expect(r.ui.getState().preview).toBeNull();
    expect(r.ui.getState().selectedId).toBe(ogre.id);
    r.press('Escape');
    expect(r.ui.getState().selectedId).toBeNull();
  });

  it('Esc closes the square pick and the 4e forced-movement tool (B-2), sending nothing', () => {
    const r = rig();
    for (const s of STATES.filter((x) => x.state === 'pick.awaiting' || x.state === 'forced.idle')) {
      s.setUp(r);
      const before = r.encStore.getState().session.cursor;
      expect(r.tools.active().state).toBe(s.state);
      expect(r.press('Escape').layer).toBe('tool');
      expect(r.ui.getState().pick).toBeNull();
      expect(r.ui.getState().forced).toBeNull();
      expect(r.tools.active().state).toBe('select.idle');
      expect(r.encStore.getState().session.cursor).toBe(before);
    }
  });

  it('Delete with a wall selected removes the wall (the tool’s); with none it is the registry’s', () => {
    const r = rig();
    r.encStore.getState().dispatch({ type: 'addWalls', walls: [{ kind: 'wall', x1: 1, y1: 1, x2: 3, y2: 1 }] });
    const wall = r.encStore.getState().encounter.scene.walls[0];
    if (!wall) throw new Error('no wall');
    r.ui.getState().setTool({ kind: 'wall', wall: 'wall' });
    r.drafts.getState().selectWall(wall.id);
    expect(r.press('Delete')).toMatchObject({ layer: 'tool', calls: ['tool'] });
    expect(r.encStore.getState().encounter.scene.walls).toHaveLength(0);
    expect(r.press('Delete')).toMatchObject({ layer: 'registry', calls: ['registry'] });
  });
});

describe('4e’s forced-movement tool is the 4e board part’s (issue 31)', () => {
  it('a system without it (Tenkai) never enters it: the forced state opens no tool there', () => {
    const r = rig(sampleTenkaiEncounter('en'));
    const first = allCreatures(r.encStore.getState().encounter)[0];
    if (!first) throw new Error('empty');
    r.ui.getState().setForced({ targetId: first.id, alsoIds: [], kind: 'push', sourceId: null, distance: 1, path: [] });
    expect(r.tools.active()).toBe(r.tools.select);
  });

  it('in 4e it is entered while the forced-movement panel is open, and left when it closes', () => {
    const r = rig();
    STATES.find((s) => s.state === 'forced.idle')?.setUp(r);
    expect(r.tools.active()).toBeInstanceOf(ForcedMoveTool);
    r.ui.getState().setForced(null);
    expect(r.tools.active()).toBe(r.tools.select);
  });
});

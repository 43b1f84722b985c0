/**
 * Issue 31 (one input path) for the player's page (issue 28's gestures): every pointer event on the player's board
 * goes through the board's input (input.ts) to the player view's one tool (tools/playerGestureTool.ts), and each
 * gesture — tap, long press, the right button, a drag proposing a move, a pan, a pinch, two fingers panning, a double
 * tap — reaches exactly one handler. Driven through the real attachInput, tool machine and stores with DOM-like events
 * on a stand-in canvas (no PixiJS).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleEncounter } from '../app/sample';
import type { CreatureId } from '../rules';
import { createEncounterStore, createUiStore } from '../store';
import { CELL } from './constants';
import { attachInput } from './input';
import type { Tools } from './tools/machine';
import { PLAYER_LONG_PRESS_MS, setPlayerGestures, type PlayerGestures } from './tools/playerGestureTool';
import type { InputHost } from './tools/types';

const MINE = 'mine' as CreatureId;
const THEIRS = 'theirs' as CreatureId;

/** The player's board: the real input on a stand-in canvas, the page's handlers as spies. */
function rig(withPage = true) {
  const canvas = new EventTarget();
  const pan = vi.fn();
  const zoomAt = vi.fn();
  const host: InputHost = {
    canvas: canvas as HTMLCanvasElement,
    toSquare: (cx, cy) => ({ x: Math.floor(cx / CELL), y: Math.floor(cy / CELL) }),
    pan,
    zoomAt,
    camera: () => ({ x: 0, y: 0 }),
    setCamera: () => {},
  };
  const ui = createUiStore('en');
  const page = {
    picking: vi.fn(() => false),
    // The player's creature is on square (1, 1); someone else's on (3, 1).
    moverAt: vi.fn((sq: { x: number; y: number }) => (sq.x === 1 && sq.y === 1 ? MINE : null)),
    otherAt: vi.fn((sq: { x: number; y: number }) => (sq.x === 3 && sq.y === 1 ? THEIRS : null)),
    tap: vi.fn(),
    longPress: vi.fn(),
    dragOver: vi.fn(),
    drop: vi.fn(),
    pointer: vi.fn(),
    ping: vi.fn(),
  } satisfies PlayerGestures;
  const unset = withPage ? setPlayerGestures(ui, page) : () => {};
  let tools: Tools | null = null;
  const detach = attachInput(host, createEncounterStore(sampleEncounter('en')), ui, false, (t) => (tools = t));
  if (!tools) throw new Error('no tools');
  const machine: Tools = tools;
  // The GM's tools must never see a player's event.
  const gmDowns = [machine.select, machine.pan, machine.ping, machine.pick].map((t) => vi.spyOn(t, 'down'));
  const fire = (type: string, init: Record<string, unknown>) => {
    const e = new Event(type, { cancelable: true });
    Object.assign(e, { button: 0, pointerType: 'mouse', pointerId: 1, altKey: false, ...init });
    canvas.dispatchEvent(e);
    return e;
  };
  /** A square's centre in client px. */
  const at = (x: number, y: number) => ({ clientX: (x + 0.5) * CELL, clientY: (y + 0.5) * CELL });
  /** Which of the page's gesture handlers acted (and whether the view panned or zoomed), in order, deduplicated. */
  const acted = () => {
    const out: string[] = [];
    for (const k of ['tap', 'longPress', 'drop', 'ping'] as const) if (page[k].mock.calls.length) out.push(k);
    if (page.dragOver.mock.calls.some(([, to]) => to)) out.push('dragOver');
    if (pan.mock.calls.length) out.push('pan');
    if (zoomAt.mock.calls.length) out.push('zoom');
    return out;
  };
  return { canvas, page, pan, zoomAt, machine, gmDowns, fire, at, acted, off: () => (detach(), unset()) };
}

type Rig = ReturnType<typeof rig>;
const touch = (r: Rig, type: string, id: number, p: { clientX: number; clientY: number }) =>
  r.fire(type, { pointerType: 'touch', pointerId: id, ...p });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the player view has one tool, and every pointer event goes to it (issue 31)', () => {
  it('the machine holds the player gesture tool; the GM tools never get a press', () => {
    const r = rig();
    expect(r.machine.active()).toBe(r.machine.player);
    r.fire('pointerdown', r.at(1, 1));
    expect(r.machine.player.state).toBe('player.press');
    r.fire('pointerup', r.at(1, 1));
    for (const d of r.gmDowns) expect(d).not.toHaveBeenCalled();
    r.off();
  });

  it.each([
    ['a mouse tap on the player’s creature', 'mouse', [1, 1], 'tap'],
    ['a finger tap on empty ground', 'touch', [5, 5], 'tap'],
  ] as const)('%s: a tap, and nothing else', (_, kind, [x, y], want) => {
    const r = rig();
    r.fire('pointerdown', { pointerType: kind, ...r.at(x, y) });
    r.fire('pointermove', { pointerType: kind, clientX: r.at(x, y).clientX + 3, clientY: r.at(x, y).clientY });
    r.fire('pointerup', { pointerType: kind, ...r.at(x, y) });
    vi.advanceTimersByTime(PLAYER_LONG_PRESS_MS * 2);
    expect(r.acted()).toEqual([want]);
    expect(r.page.tap).toHaveBeenCalledTimes(1);
    r.off();
  });

  it('a finger held still opens the token menu (long press) and its release is no tap', () => {
    const r = rig();
    touch(r, 'pointerdown', 7, r.at(1, 1));
    vi.advanceTimersByTime(PLAYER_LONG_PRESS_MS + 1);
    touch(r, 'pointerup', 7, r.at(1, 1));
    expect(r.acted()).toEqual(['longPress']);
    expect(r.page.longPress).toHaveBeenCalledTimes(1);
    r.off();
  });

  it('the right button opens the token menu at once, and nothing else', () => {
    const r = rig();
    r.fire('pointerdown', { button: 2, ...r.at(1, 1) });
    r.fire('pointerup', { button: 2, ...r.at(1, 1) });
    r.fire('contextmenu', r.at(1, 1));
    expect(r.acted()).toEqual(['longPress']);
    r.off();
  });

  it.each(['mouse', 'touch'])(
    'a %s drag of the player’s creature previews each square and proposes the move once',
    (kind) => {
      const r = rig();
      r.fire('pointerdown', { pointerType: kind, ...r.at(1, 1) });
      r.fire('pointermove', { pointerType: kind, ...r.at(2, 1) });
      r.fire('pointermove', { pointerType: kind, ...r.at(2, 2) });
      vi.advanceTimersByTime(PLAYER_LONG_PRESS_MS * 2);
      r.fire('pointerup', { pointerType: kind, ...r.at(2, 2) });
      expect(r.acted()).toEqual(['drop', 'dragOver']);
      expect(r.page.dragOver.mock.calls).toEqual([
        [MINE, { x: 2, y: 1 }],
        [MINE, { x: 2, y: 2 }],
      ]);
      expect(r.page.drop).toHaveBeenCalledExactlyOnceWith(MINE, { x: 2, y: 2 });
      r.off();
    },
  );

  it('a drag of someone else’s creature is still asked for (the answer says why not), not a pan', () => {
    const r = rig();
    touch(r, 'pointerdown', 3, r.at(3, 1));
    touch(r, 'pointermove', 3, r.at(4, 1));
    touch(r, 'pointerup', 3, r.at(4, 1));
    expect(r.page.drop).toHaveBeenCalledExactlyOnceWith(THEIRS, { x: 4, y: 1 });
    expect(r.pan).not.toHaveBeenCalled();
    r.off();
  });

  it('a drag back to where it started proposes nothing', () => {
    const r = rig();
    r.fire('pointerdown', r.at(1, 1));
    r.fire('pointermove', r.at(2, 1));
    r.fire('pointermove', r.at(1, 1));
    r.fire('pointerup', r.at(1, 1));
    expect(r.page.dragOver.mock.calls.at(-1)).toEqual([MINE, null]);
    expect(r.acted()).toEqual(['dragOver']);
    r.off();
  });

  it('with a pick open, a press on the creature is a tap, never a drag', () => {
    const r = rig();
    r.page.picking.mockReturnValue(true);
    r.fire('pointerdown', r.at(1, 1));
    r.fire('pointerup', r.at(1, 1));
    expect(r.acted()).toEqual(['tap']);
    r.off();
  });

  it.each(['mouse', 'touch'])('a %s drag on empty ground pans the view, and is no tap', (kind) => {
    const r = rig();
    r.fire('pointerdown', { pointerType: kind, clientX: 300, clientY: 300 });
    r.fire('pointermove', { pointerType: kind, clientX: 320, clientY: 310 });
    r.fire('pointermove', { pointerType: kind, clientX: 330, clientY: 330 });
    r.fire('pointerup', { pointerType: kind, clientX: 330, clientY: 330 });
    expect(r.acted()).toEqual(['pan']);
    const moved = r.pan.mock.calls.reduce((s, [dx, dy]) => ({ x: s.x + dx, y: s.y + dy }), { x: 0, y: 0 });
    expect(moved).toEqual({ x: 30, y: 30 });
    r.off();
  });

  it('two fingers pinch: zoom about their midpoint by the change of their distance, nothing else', () => {
    const r = rig();
    // The first finger lands on the player's creature: the second one makes it a pinch, not a drag.
    touch(r, 'pointerdown', 1, r.at(1, 1));
    const a = r.at(1, 1);
    touch(r, 'pointerdown', 2, { clientX: a.clientX + 100, clientY: a.clientY });
    expect(r.machine.player.state).toBe('player.pinch');
    touch(r, 'pointermove', 2, { clientX: a.clientX + 200, clientY: a.clientY });
    vi.advanceTimersByTime(PLAYER_LONG_PRESS_MS * 2);
    touch(r, 'pointerup', 2, { clientX: a.clientX + 200, clientY: a.clientY });
    touch(r, 'pointerup', 1, a);
    expect(r.zoomAt).toHaveBeenCalledExactlyOnceWith(a.clientX + 100, a.clientY, 2);
    expect(r.page.tap).not.toHaveBeenCalled();
    expect(r.page.longPress).not.toHaveBeenCalled();
    expect(r.page.drop).not.toHaveBeenCalled();
    expect(r.machine.player.state).toBe('player.idle');
    r.off();
  });

  it('two fingers moving together pan by their midpoint at the same zoom; one lifted, the other pans on', () => {
    const r = rig();
    touch(r, 'pointerdown', 1, { clientX: 300, clientY: 300 });
    touch(r, 'pointerdown', 2, { clientX: 400, clientY: 300 });
    touch(r, 'pointermove', 1, { clientX: 320, clientY: 300 });
    touch(r, 'pointermove', 2, { clientX: 420, clientY: 300 });
    // One finger then the other: apart, then together again — the same zoom in the end, panned by the midpoint's 20.
    expect(r.zoomAt.mock.calls.reduce((z, [, , f]) => z * f, 1)).toBeCloseTo(1);
    const moved = r.pan.mock.calls.reduce((s, [dx, dy]) => ({ x: s.x + dx, y: s.y + dy }), { x: 0, y: 0 });
    expect(moved).toEqual({ x: 20, y: 0 });
    touch(r, 'pointerup', 2, { clientX: 420, clientY: 300 });
    r.pan.mockClear();
    // The first finger goes on alone: its moves still reach the tool, and pan from where it was (no jump).
    expect(r.machine.player.state).toBe('player.pan');
    touch(r, 'pointermove', 1, { clientX: 330, clientY: 305 });
    expect(r.pan).toHaveBeenCalledExactlyOnceWith(10, 5);
    touch(r, 'pointerup', 1, { clientX: 330, clientY: 305 });
    expect(r.page.tap).not.toHaveBeenCalled();
    expect(r.machine.player.state).toBe('player.idle');
    r.off();
  });

  it('a lost pointer (pointercancel) drops the drag: no proposal', () => {
    const r = rig();
    touch(r, 'pointerdown', 1, r.at(1, 1));
    touch(r, 'pointermove', 1, r.at(2, 1));
    touch(r, 'pointercancel', 1, r.at(2, 1));
    touch(r, 'pointerup', 1, r.at(2, 1));
    expect(r.page.drop).not.toHaveBeenCalled();
    expect(r.page.dragOver.mock.calls.at(-1)).toEqual([MINE, null]);
    r.off();
  });

  it('a double click pings; the pointer over the board is shown to the table, and its leaving too', () => {
    const r = rig();
    r.fire('dblclick', r.at(2, 2));
    expect(r.acted()).toEqual(['ping']);
    r.fire('pointermove', r.at(2, 2));
    expect(r.page.pointer).toHaveBeenLastCalledWith({ x: r.at(2, 2).clientX, y: r.at(2, 2).clientY });
    r.fire('pointerleave', {});
    expect(r.page.pointer).toHaveBeenLastCalledWith(null);
    r.off();
  });

  it('without a page (the GM’s second window for the table) it only pans and zooms', () => {
    const r = rig(false);
    r.fire('pointerdown', r.at(1, 1));
    r.fire('pointermove', r.at(3, 3));
    r.fire('pointerup', r.at(3, 3));
    touch(r, 'pointerdown', 1, { clientX: 0, clientY: 0 });
    touch(r, 'pointerdown', 2, { clientX: 100, clientY: 0 });
    touch(r, 'pointermove', 2, { clientX: 50, clientY: 0 });
    vi.advanceTimersByTime(PLAYER_LONG_PRESS_MS * 2);
    expect(r.pan).toHaveBeenCalled();
    expect(r.zoomAt.mock.calls.at(-1)?.[2]).toBe(0.5);
    expect(r.page.tap).not.toHaveBeenCalled();
    expect(r.page.longPress).not.toHaveBeenCalled();
    r.off();
  });
});

/**
 * Board input as a small state machine (idle → pointing → dragging, or panning / painting). It turns pointer
 * and key events into camera changes, UI-state previews and commands; it decides no rule (move legality
 * comes from a dry run of the very command the drop sends).
 */
import { carriedIds, spatialIndex, standersIn, systemFor, type Command, type Creature, type Encounter, type Point } from '../rules';
import type { EncounterStore, MovePreview, UiStore } from '../store';
import { describeRefusal, t, tr, type Lang } from '../i18n';
import { forcedStep, squareChoice } from './mountedInput';
import { movePreview } from './stacks';
import { boardSystemOf } from './systems';
import { creatureOf } from '../rules';

type State =
  | { kind: 'idle' }
  | { kind: 'pointing'; id: string; sx: number; sy: number; grab: Point; picked?: boolean }
  | { kind: 'dragging'; id: string; grab: Point; last: string }
  | { kind: 'panning'; sx: number; sy: number; cx: number; cy: number; choose?: boolean }
  | { kind: 'painting'; squares: Map<string, Point> }
  | { kind: 'forcing'; grab: Point; dragged: boolean; sx: number; sy: number };

/** What the input needs from the board. */
export interface InputHost {
  canvas: HTMLCanvasElement;
  toSquare(clientX: number, clientY: number): Point;
  pan(dx: number, dy: number): void;
  zoomAt(clientX: number, clientY: number, factor: number): void;
  camera(): { x: number; y: number };
  setCamera(x: number, y: number): void;
  /** The pointer moves with nothing pressed (clientX < 0: it left the board); fans out stacks. */
  hover?(clientX: number, clientY: number): void;
  /** The token drawn under a client position (a fanned-out stack's token), if any. */
  pickAt?(clientX: number, clientY: number): string | null;
}

/** Creatures at a square, top first: riders and passengers before their mount (every stack member where stacking). */
export function stackAt(enc: Encounter, sq: Point): Creature[] {
  const out: Creature[] = [];
  // Standing creatures covering the square, newest first (drawn on top), from the kernel's spatial index.
  const standers = standersIn(spatialIndex(enc), { x: sq.x, y: sq.y, side: 1 }, new Set()).reverse();
  for (const st of standers) {
    const carried = carriedIds(enc, st.c.id).map((id) => creatureOf(enc, id)).filter((o): o is Creature => !!o);
    carried.sort((a, b) => Number(b.isRider) - Number(a.isRider));
    out.push(...carried, st.c);
    if (!systemFor(enc).grid.stacking) break;
  }
  return out;
}

/** Wire pointer, wheel and key events. Returns a function that removes them. */
export function attachInput(host: InputHost, enc: EncounterStore, ui: UiStore, gm: boolean): () => void {
  let state: State = { kind: 'idle' };
  const el = host.canvas;

  const rect = () => el.getBoundingClientRect();
  const grabbedAt = (stack: Creature[]): Creature | undefined => {
    const sel = ui.getState().selectedId;
    return stack.find((c) => c.id === sel) ?? stack[stack.length - 1];
  };

  const onDown = (e: PointerEvent) => {
    el.setPointerCapture?.(e.pointerId);
    const sq = host.toSquare(e.clientX, e.clientY);
    const u = ui.getState();
    u.openMenu(null);
    if (e.button === 1 || !gm) {
      const c = host.camera();
      state = { kind: 'panning', sx: e.clientX, sy: e.clientY, cx: c.x, cy: c.y };
      return;
    }
    if (e.button === 2) return;
    if (u.forced) {
      state = forcedStep(enc.getState().encounter, ui, sq, null, e.clientX, e.clientY);
      return;
    }
    const pend = enc.getState().encounter.pending;
    if (u.pick || pend?.options.some((o) => o.square)) {
      // A square pick or a pending square option: a click answers it (a drag still pans).
      const cam = host.camera();
      state = { kind: 'panning', sx: e.clientX, sy: e.clientY, cx: cam.x, cy: cam.y, choose: true };
      return;
    }
    if (u.tool.kind !== 'select') {
      state = { kind: 'painting', squares: new Map([[`${sq.x},${sq.y}`, sq]]) };
      u.setHighlights([sq]);
      return;
    }
    const stack = stackAt(enc.getState().encounter, sq);
    const pickedId = host.pickAt?.(e.clientX, e.clientY) ?? null;
    const all = enc.getState().encounter;
    const pc = creatureOf(all, pickedId);
    // A rider drawn on its selected mount: grab the mount (the selected one wins, as in a shared square).
    const picked = pc?.mountId && pc.mountId === u.selectedId ? creatureOf(all, u.selectedId) : pc;
    const c = picked ?? grabbedAt(stack);
    if (picked) {
      // A token of a fanned-out stack: exactly this one, whichever square it is drawn over.
      state = { kind: 'pointing', id: picked.id, sx: e.clientX, sy: e.clientY, grab: { x: 0, y: 0 }, picked: true };
    } else if (c) {
      const base = c.mountId ? creatureOf(enc.getState().encounter, c.mountId)?.pos ?? c.pos : c.pos;
      state = { kind: 'pointing', id: c.id, sx: e.clientX, sy: e.clientY, grab: { x: sq.x - base.x, y: sq.y - base.y } };
    } else {
      const cam = host.camera();
      state = { kind: 'panning', sx: e.clientX, sy: e.clientY, cx: cam.x, cy: cam.y };
    }
  };

  // The engine decides; the preview is a dry run of the command the drop will send (see movePreview).
  const previewTo = (id: string, to: Point) => {
    ui.getState().setPreview(movePreview((c) => enc.getState().preview(c), id, to));
  };

  const onMove = (e: PointerEvent) => {
    if (state.kind === 'forcing') {
      state = forcedStep(enc.getState().encounter, ui, host.toSquare(e.clientX, e.clientY), state, e.clientX, e.clientY);
      return;
    }
    if (state.kind === 'idle') host.hover?.(e.clientX, e.clientY);
    if (state.kind === 'panning') {
      host.setCamera(state.cx + e.clientX - state.sx, state.cy + e.clientY - state.sy);
    } else if (state.kind === 'pointing') {
      if (Math.hypot(e.clientX - state.sx, e.clientY - state.sy) > 5) {
        state = { kind: 'dragging', id: state.id, grab: state.grab, last: '' };
        ui.getState().select(state.id);
      }
    }
    if (state.kind === 'dragging') {
      const sq = host.toSquare(e.clientX, e.clientY);
      const to = { x: sq.x - state.grab.x, y: sq.y - state.grab.y };
      const key = `${to.x},${to.y}`;
      if (key !== state.last) {
        state.last = key;
        previewTo(state.id, to);
      }
    } else if (state.kind === 'painting') {
      const sq = host.toSquare(e.clientX, e.clientY);
      state.squares.set(`${sq.x},${sq.y}`, sq);
      ui.getState().setHighlights([...state.squares.values()]);
    }
  };

  const onUp = (e: PointerEvent) => {
    const u = ui.getState();
    if (state.kind === 'forcing') {
      const f = u.forced;
      // Releasing a drawn path applies it (B-2); single clicks only add squares (Apply / Enter sends it).
      if (f && state.dragged && f.path.length > 0) {
        const r = enc.getState().dispatch({ type: 'forceMove', targetId: f.targetId, alsoIds: f.alsoIds, kind: f.kind, sourceId: f.sourceId ?? undefined, distance: f.distance, path: f.path });
        if (r.ok) u.setForced(null);
      }
      state = { kind: 'idle' };
      return;
    }
    if (state.kind === 'panning' && state.choose && Math.hypot(e.clientX - state.sx, e.clientY - state.sy) <= 5) {
      // A click answers the square pick or the pending decision's square option.
      squareChoice(enc, ui, host.toSquare(e.clientX, e.clientY));
    } else if (state.kind === 'pointing' && state.picked) {
      u.select(state.id);
    } else if (state.kind === 'pointing') {
      // A click: select; clicking a shared square again cycles rider → passengers → mount.
      const stack = stackAt(enc.getState().encounter, host.toSquare(e.clientX, e.clientY));
      const i = stack.findIndex((c) => c.id === u.selectedId);
      const next = i >= 0 ? stack[(i + 1) % stack.length] : stack[0];
      u.select(next?.id ?? null);
    } else if (state.kind === 'dragging') {
      const p = u.preview;
      u.setPreview(null);
      if (p && p.id === state.id) {
        const c = creatureOf(enc.getState().encounter, p.id);
        if (c && (p.to.x !== c.pos.x || p.to.y !== c.pos.y || c.mountId)) {
          // Always ask the engine: it owns the rule and writes the reason (with rule id) when it refuses.
          const r = enc.getState().dispatch({ type: 'moveCreature', id: p.id, to: p.to } as Command);
          // A rider dragged alone: explain and offer to dismount (MC-MOVE-1).
          if (!r.ok && c.mountId && p.reason) u.setMounted({ offer: { id: c.id, reason: p.reason, ...(p.ruleId ? { ruleId: p.ruleId } : {}) } });
        }
      }
    } else if (state.kind === 'painting') {
      const squares = [...state.squares.values()].filter((q) => q.x >= 0 && q.y >= 0);
      u.setHighlights([]);
      const tool = u.tool;
      if (squares.length) {
        if (tool.kind === 'terrain') enc.getState().dispatch({ type: 'paintTerrain', squares, terrain: tool.terrain } as Command);
        if (tool.kind === 'height') enc.getState().dispatch({ type: 'paintTerrain', squares, elevation: tool.elevation } as Command);
      }
    }
    state = { kind: 'idle' };
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    host.zoomAt(e.clientX, e.clientY, Math.exp(-e.deltaY * 0.0015));
  };

  const onContext = (e: MouseEvent) => {
    e.preventDefault();
    if (!gm) return;
    const stack = stackAt(enc.getState().encounter, host.toSquare(e.clientX, e.clientY));
    const c = grabbedAt(stack);
    const u = ui.getState();
    if (c) {
      u.select(c.id);
      const r = rect();
      u.openMenu({ id: c.id, x: e.clientX - r.left, y: e.clientY - r.top });
    }
  };

  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (!gm || (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || target.isContentEditable))) return;
    const u = ui.getState();
    const dirs: Record<string, Point> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };
    const d = dirs[e.key];
    if (d && u.selectedId) {
      e.preventDefault();
      const c = creatureOf(enc.getState().encounter, u.selectedId);
      if (c) enc.getState().dispatch({ type: 'moveCreature', id: c.id, to: { x: c.pos.x + d.x, y: c.pos.y + d.y } } as Command);
    } else if (e.key === 'Escape') {
      const busy = u.pick || u.forced;
      u.openMenu(null);
      u.setPreview(null);
      u.startPick(null);
      u.setForced(null);
      if (!busy) u.select(null);
    }
  };

  const onLeave = () => host.hover?.(-1, -1);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onUp);
  el.addEventListener('wheel', onWheel, { passive: false });
  el.addEventListener('contextmenu', onContext);
  window.addEventListener('keydown', onKey);
  return () => {
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onUp);
    el.removeEventListener('wheel', onWheel);
    el.removeEventListener('contextmenu', onContext);
    window.removeEventListener('keydown', onKey);
  };
}

/** The preview's label: cost (or the rule system's own label), or why not (the engine's refusal). */
export function previewLabel(lang: Lang, system: string, p: MovePreview): string {
  if (p.label) return tr(lang, p.label);
  const own = boardSystemOf(system).previewLabel?.(lang, p);
  if (own) return own;
  return p.legal ? t(lang, 'move.preview', { n: p.cost }) : p.reason ? describeRefusal(system, { reason: p.reason, ruleId: p.ruleId }, lang) : '✕';
}

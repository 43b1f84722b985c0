/**
 * Board input (issue 31: one input path): pointer, touch and wheel events of the board's canvas go to the tool
 * machine's active tool (tools/machine.ts): select (idle → pointing → dragging, with the GM's `Alt` placement, mount
 * offers, pings and the long-press ping of a finger), paint, pick a square, the ruler, area templates, fog, map
 * alignment, pings, walls (issue 32), a rule system's own tool (4e's forced movement) and panning; in the player
 * view, its one gesture tool (tools/playerGestureTool.ts: tap, long press, a drag proposing a move, pan, pinch with a
 * second finger). A press hands the
 * gesture to that tool until it ends; a pointer moving with nothing pressed goes to the active tool's `hover`. Keys
 * come through the window's input router (src/store/inputRouter.ts), whose tool layer is the machine's `key`: the
 * active tool gets the first refusal, the action registry the rest. Input decides no rule.
 */
import { zoomAt, type CameraState } from './camera';
import { routerOf, toolStoreOf, type EncounterStore, type MovePreview, type UiStore } from '../store';
import { describeRefusal, t, tr, type Lang } from '../i18n';
import { stackAt } from './stacks';
import { boardSystemOf } from './systems';
import { Tools } from './tools/machine';
import type { InputHost } from './tools/types';

export type { InputHost } from './tools/types';

/** What a board offers its input (the board's public API, as the tools see it). */
export interface InputBoard {
  readonly app: { readonly canvas: HTMLCanvasElement };
  toSquare(clientX: number, clientY: number): { x: number; y: number };
  camera(): CameraState;
  setCamera(c: CameraState): void;
  hover(clientX: number, clientY: number): void;
  pickAt(clientX: number, clientY: number): string | null;
  tokenUnder?(clientX: number, clientY: number): string | null;
  toWorldAt?(clientX: number, clientY: number): { x: number; y: number };
  /** Read the canvas's box again (a press starts a gesture; the board keeps the box between reads). */
  refreshRect?(): void;
}

/** The input host of a board: pan and zoom through its camera, squares and picking through its view. */
export function inputHost(b: InputBoard): InputHost {
  const canvas = b.app.canvas;
  return {
    canvas,
    toSquare: (cx, cy) => b.toSquare(cx, cy),
    pan: (dx, dy) => b.setCamera({ ...b.camera(), x: b.camera().x + dx, y: b.camera().y + dy }),
    zoomAt: (cx, cy, f) => {
      const r = canvas.getBoundingClientRect();
      b.setCamera(zoomAt(b.camera(), cx - r.left, cy - r.top, f));
    },
    camera: () => b.camera(),
    setCamera: (x, y) => b.setCamera({ ...b.camera(), x, y }),
    hover: (cx, cy) => b.hover(cx, cy),
    pickAt: (cx, cy) => b.pickAt(cx, cy),
    ...(b.tokenUnder ? { tokenUnder: (cx: number, cy: number) => b.tokenUnder?.(cx, cy) ?? null } : {}),
    ...(b.toWorldAt ? { toWorld: (cx: number, cy: number) => b.toWorldAt?.(cx, cy) ?? { x: 0, y: 0 } } : {}),
    ...(b.refreshRect ? { refreshRect: () => b.refreshRect?.() } : {}),
  };
}

/** Wire pointer, touch and wheel events to the tools, and the tools' keys to the router. Returns the unwiring. */
export function attachInput(
  host: InputHost,
  enc: EncounterStore,
  ui: UiStore,
  gm: boolean,
  onTools?: (t: Tools) => void,
): () => void {
  const tools = new Tools({ host, enc, ui, drafts: toolStoreOf(ui) }, gm ? 'gm' : 'player').follow();
  onTools?.(tools);
  const router = routerOf(ui);
  // The GM's board tools take their keys first (the player's gesture tool has no keys of its own).
  const offKeys = gm ? router.set('tool', (e) => tools.key(e)) : () => {};
  const detach = router.attach(window);
  const el = host.canvas;

  const onDown = (e: PointerEvent) => {
    // A press: the page is as the last frame laid it out; the board's kept canvas box is read afresh now.
    host.refreshRect?.();
    el.setPointerCapture?.(e.pointerId);
    const u = ui.getState();
    u.openMenu(null);
    if (u.mountOffer) u.setMountOffer(null);
    // The right button is the GM's context menu; the player's tool takes it (its token menu at once).
    if (e.button === 2 && gm) return;
    // Alt+click pings with any tool (the select tool reads Alt itself: Alt-drag is the GM's placement). The player
    // view has one tool: its presses, a second finger's included, all go to it.
    const active = tools.active();
    const tool = !gm
      ? active
      : e.button === 1
        ? tools.pan
        : e.altKey && active !== tools.select && active !== tools.pick
          ? tools.ping
          : active;
    tools.current = tool;
    tool.down(e, host.toSquare(e.clientX, e.clientY));
  };
  const onMove = (e: PointerEvent) => {
    if (tools.current) tools.current.move(e);
    else {
      tools.active().hover?.(e);
      host.hover?.(e.clientX, e.clientY);
    }
  };
  const onUp = (e: PointerEvent) => {
    const tool = tools.current;
    tools.current = null;
    tool?.up(e);
    // A gesture of several pointers goes on (a pinch's other finger pans on).
    if (tool?.holding?.()) tools.current = tool;
  };
  const onCancel = () => {
    tools.current?.cancel();
    tools.current = null;
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    host.zoomAt(e.clientX, e.clientY, Math.exp(-e.deltaY * 0.0015));
  };
  const onContext = (e: MouseEvent) => {
    e.preventDefault();
    if (!gm) return;
    // Issue 32: a right-click ends the line of walls being drawn.
    if (toolStoreOf(ui).getState().wallDraft) return tools.wall.finish();
    const stack = stackAt(enc.getState().encounter, host.toSquare(e.clientX, e.clientY));
    const u = ui.getState();
    const c = stack.find((x) => x.id === u.selectedId) ?? stack[stack.length - 1];
    if (c) {
      u.select(c.id);
      const r = el.getBoundingClientRect();
      u.openMenu({ id: c.id, x: e.clientX - r.left, y: e.clientY - r.top });
    }
  };
  const onLeave = () => {
    host.hover?.(-1, -1);
    tools.active().hoverEnd?.();
  };
  const onDouble = (e: MouseEvent) => tools.active().double?.(e);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onCancel);
  el.addEventListener('wheel', onWheel, { passive: false });
  el.addEventListener('contextmenu', onContext);
  el.addEventListener('dblclick', onDouble);
  return () => {
    el.removeEventListener('dblclick', onDouble);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onCancel);
    el.removeEventListener('wheel', onWheel);
    el.removeEventListener('contextmenu', onContext);
    offKeys();
    detach();
    tools.dispose();
  };
}

/** The preview's label: cost (or the rule system's own label), or why not (the engine's refusal). */
export function previewLabel(lang: Lang, system: string, p: MovePreview): string {
  if (p.label && p.legal) return tr(lang, p.label);
  if (p.label && !p.reason) return tr(lang, p.label);
  const own = p.via === 'place' ? null : boardSystemOf(system).previewLabel?.(lang, p);
  if (own) return own;
  return p.legal
    ? t(lang, 'move.preview', { n: p.cost })
    : p.reason
      ? describeRefusal(system, { reason: p.reason, ruleId: p.ruleId }, lang)
      : '✕';
}

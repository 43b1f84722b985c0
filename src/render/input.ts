/**
 * Board input: a router from pointer, wheel and key events to the active tool (tools/): select (idle → pointing →
 * dragging, with the GM's `Alt` placement, mount offers and pings), paint, forced movement, pick a square, the
 * ruler, area templates, fog, map alignment, pings, walls (issue 32), and panning. The UI state says which tool is active (a square
 * pick or a pending square option, the forced-movement tool, else the UI's `tool`); a press hands the gesture to
 * that tool until it ends, and a pointer moving with nothing pressed goes to the active tool's `hover`. Input
 * decides no rule.
 */
import { cmd } from '../rules';
import { zoomAt, type CameraState } from './camera';
import type { EncounterStore, MovePreview, UiStore } from '../store';
import { describeRefusal, t, tr, type Lang } from '../i18n';
import { stackAt } from './stacks';
import { boardSystemOf } from './systems';
import { AlignTool } from './tools/alignTool';
import { FogTool } from './tools/fogTool';
import { ForcedMoveTool } from './tools/forcedTool';
import { PaintTool } from './tools/paintTool';
import { PickSquareTool } from './tools/pickTool';
import { PingTool } from './tools/pingTool';
import { RulerTool } from './tools/rulerTool';
import { SelectTool } from './tools/selectTool';
import { TemplateTool } from './tools/templateTool';
import { WallTool } from './tools/wallTool';
import { PanTool, type InputHost, type Tool, type ToolContext } from './tools/types';
import { creatureOf } from '../rules';

export type { InputHost } from './tools/types';

/** The board's tools, one instance each, and which one the UI state makes active. */
export class Tools {
  readonly select: SelectTool;
  readonly paint: PaintTool;
  readonly forced: ForcedMoveTool;
  readonly pick: PickSquareTool;
  readonly pan: PanTool;
  readonly ruler: RulerTool;
  readonly template: TemplateTool;
  readonly fog: FogTool;
  readonly align: AlignTool;
  readonly ping: PingTool;
  readonly wall: WallTool;
  /** The tool owning the present gesture (null between gestures). */
  current: Tool | null = null;

  constructor(private readonly ctx: ToolContext) {
    this.select = new SelectTool(ctx);
    this.paint = new PaintTool(ctx);
    this.forced = new ForcedMoveTool(ctx);
    this.pick = new PickSquareTool(ctx);
    this.pan = new PanTool(ctx);
    this.ruler = new RulerTool(ctx);
    this.template = new TemplateTool(ctx);
    this.fog = new FogTool(ctx);
    this.align = new AlignTool(ctx);
    this.ping = new PingTool(ctx);
    this.wall = new WallTool(ctx);
  }

  /** The tool a press starts now. */
  active(): Tool {
    const u = this.ctx.ui.getState();
    if (u.forced) return this.forced;
    if (u.pick || this.ctx.enc.getState().encounter.pending?.options.some((o) => o.square)) return this.pick;
    switch (u.tool.kind) {
      case 'terrain':
      case 'height':
        return this.paint;
      case 'ruler':
        return this.ruler;
      case 'template':
        return this.template;
      case 'fog':
        return this.fog;
      case 'align':
        return this.align;
      case 'ping':
        return this.ping;
      case 'wall':
        return this.wall;
      default:
        return this.select;
    }
  }

  /** The encounter or the selection changed: previews that read the rules read them again. */
  refresh(): void {
    this.ruler.refresh();
    this.template.refresh();
  }
}

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

/** Wire pointer, wheel and key events. Returns a function that removes them. */
export function attachInput(
  host: InputHost,
  enc: EncounterStore,
  ui: UiStore,
  gm: boolean,
  onTools?: (t: Tools) => void,
): () => void {
  const tools = new Tools({ host, enc, ui });
  onTools?.(tools);
  const el = host.canvas;

  const onDown = (e: PointerEvent) => {
    // A press: the page is as the last frame laid it out; the board's kept canvas box is read afresh now.
    host.refreshRect?.();
    el.setPointerCapture?.(e.pointerId);
    const u = ui.getState();
    u.openMenu(null);
    if (u.mountOffer) u.setMountOffer(null);
    if (e.button === 2) return;
    // Alt+click pings with any tool (the select tool reads Alt itself: Alt-drag is the GM's placement).
    const active = tools.active();
    const tool =
      e.button === 1 || !gm
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
      if (gm) tools.active().hover?.(e);
      host.hover?.(e.clientX, e.clientY);
    }
  };
  const onUp = (e: PointerEvent) => {
    const tool = tools.current;
    tools.current = null;
    tool?.up(e);
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
    if (ui.getState().wallDraft) return tools.wall.finish();
    const stack = stackAt(enc.getState().encounter, host.toSquare(e.clientX, e.clientY));
    const u = ui.getState();
    const c = stack.find((x) => x.id === u.selectedId) ?? stack[stack.length - 1];
    if (c) {
      u.select(c.id);
      const r = el.getBoundingClientRect();
      u.openMenu({ id: c.id, x: e.clientX - r.left, y: e.clientY - r.top });
    }
  };
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (
      !gm ||
      (target &&
        (target.tagName === 'INPUT' ||
          target.tagName === 'TEXTAREA' ||
          target.tagName === 'SELECT' ||
          target.isContentEditable))
    )
      return;
    if (e.key === 'Alt') {
      tools.current?.modifiers?.({ altKey: e.type === 'keydown' });
      if (tools.current) e.preventDefault(); // no menu-bar focus mid-drag
      return;
    }
    if (e.type !== 'keydown') return;
    const u = ui.getState();
    const dirs: Record<string, { x: number; y: number }> = {
      ArrowUp: { x: 0, y: -1 },
      ArrowDown: { x: 0, y: 1 },
      ArrowLeft: { x: -1, y: 0 },
      ArrowRight: { x: 1, y: 0 },
    };
    const d = dirs[e.key];
    if (d && u.selectedId) {
      e.preventDefault();
      const c = creatureOf(enc.getState().encounter, u.selectedId);
      if (c) enc.getState().dispatch(cmd('moveCreature', { id: c.id, to: { x: c.pos.x + d.x, y: c.pos.y + d.y } }));
    } else if (ui.getState().wallDraft && (e.key === 'Escape' || e.key === 'Enter')) {
      // Issue 32: Esc (or Enter) ends the line of walls being drawn; the wall tool stays.
      e.preventDefault();
      tools.wall.finish();
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && u.tool.kind === 'wall' && u.wallSelected) {
      e.preventDefault();
      tools.wall.removeSelected();
    } else if (e.key === 'Escape') {
      const busy =
        u.pick ||
        u.forced ||
        tools.current ||
        u.mountOffer ||
        u.ruler ||
        u.templatePreview ||
        u.align ||
        u.fogDraft ||
        u.tool.kind !== 'select';
      tools.current?.cancel();
      tools.current = null;
      u.openMenu(null);
      u.setPreview(null);
      u.startPick(null);
      u.setForced(null);
      u.setMountOffer(null);
      u.setRuler(null);
      u.setTemplatePreview(null);
      u.setAlign(null);
      u.setFogDraft(null);
      // Esc leaves the ruler (or any board tool) for selecting, as the status bar's chip says (issue 29).
      if (u.tool.kind !== 'select') u.setTool({ kind: 'select' });
      if (!busy) u.select(null);
    }
  };

  const onLeave = () => host.hover?.(-1, -1);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onCancel);
  el.addEventListener('wheel', onWheel, { passive: false });
  el.addEventListener('contextmenu', onContext);
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKey);
  return () => {
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onCancel);
    el.removeEventListener('wheel', onWheel);
    el.removeEventListener('contextmenu', onContext);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKey);
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

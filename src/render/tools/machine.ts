/**
 * The tool machine (issue 31; tldraw's root `StateNode`): the board's tools are its children, one of them active.
 * The UI asks for a tool (the tool bar's `ui.tool`; a panel opens a square pick or a rule system's own tool, such as
 * 4e's forced movement, which its board part registers: src/render/systems.ts); the machine follows: it exits the
 * tool that was active — which drops its gesture and clears its own draft — and enters the new one. Pointer events
 * go to the active tool (the press's tool owns the gesture until it ends); keys get to it first through the input
 * router (src/store/inputRouter.ts): Esc cancels its gesture and draft and goes back to the select tool.
 */
import type { KeyInput } from '../../store';
import { boardSystemOf } from '../systems';
import { AlignTool } from './alignTool';
import { FogTool } from './fogTool';
import { PaintTool } from './paintTool';
import { PickSquareTool } from './pickTool';
import { PingTool } from './pingTool';
import { PlayerGestureTool } from './playerGestureTool';
import { RulerTool } from './rulerTool';
import { SelectTool } from './selectTool';
import { TemplateTool } from './templateTool';
import { PanTool, type Tool, type ToolContext } from './types';
import { WallTool } from './wallTool';

/** The board's tools, one instance each, and the one that is active. */
export class Tools {
  readonly select: SelectTool;
  readonly paint: PaintTool;
  readonly pick: PickSquareTool;
  readonly pan: PanTool;
  readonly ruler: RulerTool;
  readonly template: TemplateTool;
  readonly fog: FogTool;
  readonly align: AlignTool;
  readonly ping: PingTool;
  readonly wall: WallTool;
  /** The player view's one tool (taps, long presses, drags proposing moves, pans and pinches). */
  readonly player: PlayerGestureTool;
  /** The tool owning the present gesture (null between gestures). */
  current: Tool | null = null;
  /** The rule systems' own tools, made once per system and tool id. */
  private readonly own = new Map<string, Tool>();
  private activeTool: Tool;
  private readonly unsubs: (() => void)[] = [];

  /** `view`: the GM's board (the tool bar's tools) or the player view (its gesture tool, always). */
  constructor(
    private readonly ctx: ToolContext,
    private readonly view: 'gm' | 'player' = 'gm',
  ) {
    this.select = new SelectTool(ctx);
    this.paint = new PaintTool(ctx);
    this.pick = new PickSquareTool(ctx);
    this.pan = new PanTool(ctx);
    this.ruler = new RulerTool(ctx);
    this.template = new TemplateTool(ctx);
    this.fog = new FogTool(ctx);
    this.align = new AlignTool(ctx);
    this.ping = new PingTool(ctx);
    this.wall = new WallTool(ctx);
    this.player = new PlayerGestureTool(ctx);
    this.activeTool = this.select;
    this.sync();
  }

  /** Follow the stores: the machine changes tool as soon as the UI asks (call {@link dispose} to stop). */
  follow(): this {
    this.unsubs.push(
      this.ctx.ui.subscribe(() => this.sync()),
      this.ctx.enc.subscribe((s, prev) => {
        if (s.encounter.pending !== prev.encounter.pending || s.encounter.system !== prev.encounter.system) this.sync();
      }),
    );
    return this;
  }

  dispose(): void {
    for (const u of this.unsubs.splice(0)) u();
  }

  /** The tool the UI asks for now: a rule system's own tool it opened, a square to pick, else the tool bar's. */
  private wanted(): Tool {
    if (this.view === 'player') return this.player;
    const u = this.ctx.ui.getState();
    const enc = this.ctx.enc.getState().encounter;
    for (const def of boardSystemOf(enc.system).tools ?? []) {
      if (!def.active(u)) continue;
      const key = `${enc.system}/${def.id}`;
      let t = this.own.get(key);
      if (!t) this.own.set(key, (t = def.create(this.ctx)));
      return t;
    }
    if (u.pick || enc.pending?.options.some((o) => o.square)) return this.pick;
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

  /** Exit the active tool and enter the one asked for, if they differ. */
  sync(): void {
    const next = this.wanted();
    if (next === this.activeTool) return;
    const last = this.activeTool;
    if (this.current === last) this.current = null;
    this.activeTool = next;
    last.exit?.();
    next.enter?.();
  }

  /** The tool a press starts now. */
  active(): Tool {
    this.sync();
    return this.activeTool;
  }

  /**
   * A key press or release, the active tool's to take first (the router asks). Alt goes to the gesture in hand (the
   * GM's Alt-drag placement). Esc the tool leaves alone cancels its gesture, clears its draft and goes back to the
   * select tool.
   */
  key(e: KeyInput): boolean {
    if (e.key === 'Alt' || e.key === 'AltGraph') {
      if (!this.current?.modifiers) return false;
      this.current.modifiers({ altKey: e.type === 'keydown' });
      e.preventDefault(); // no menu-bar focus mid-drag
      return true;
    }
    if (e.type !== 'keydown') return false;
    const tool = this.active();
    if (tool.key?.(e)) {
      if (e.key === 'Escape') this.current = null;
      return true;
    }
    if (e.key !== 'Escape' || tool === this.select) return false;
    this.current?.cancel();
    this.current = null;
    tool.leave?.();
    const u = this.ctx.ui.getState();
    u.setPreview(null);
    if (u.tool.kind !== 'select') u.setTool({ kind: 'select' });
    this.sync();
    return true;
  }

  /** The encounter or the selection changed: previews that read the rules read them again. */
  refresh(): void {
    this.ruler.refresh();
    this.template.refresh();
  }
}

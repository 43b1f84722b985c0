/**
 * 4e's forced-movement tool (B-2), a tool of the 4e board part (src/render/systems.ts registers it; the generic tool
 * machine never names it): active while the forced-movement panel is open (`ui.forced`). Press on the moved space
 * (or a legal next square) and draw the path square by square — only the rules' legal next squares
 * (`forcedMoveNextSquares`) are accepted; releasing a drawn path sends `forceMove`, single clicks only add squares
 * (Apply / Enter sends it). Esc closes it (back to the select tool).
 */
import { creatureOf, spaceSide, type AnyEncounter, type Point } from '../../rules';
import type { UiStore, UiState } from '../../store';
import { m4ForcedNext } from '../mounted4eBoard';
import type { PointerInput, Tool, ToolContext } from './types';

const same = (a: Point | undefined, b: Point | undefined) => !!a && !!b && a.x === b.x && a.y === b.y;

/** The forcing gesture: offset of the pointer inside the moved space, and whether it became a drag. */
interface Forcing {
  kind: 'forcing';
  grab: Point;
  dragged: boolean;
  sx: number;
  sy: number;
}

/** Pointer down (prev null) or move while the forced-movement tool is open: extend or shorten the path. */
function forcedStep(enc: AnyEncounter, ui: UiStore, sq: Point, prev: Forcing | null, cx: number, cy: number): Forcing {
  const u = ui.getState();
  const f = u.forced;
  const target = f ? creatureOf(enc, f.targetId) : undefined;
  const owner = target?.mountId ? (creatureOf(enc, target.mountId) ?? target) : target;
  const state: Forcing = prev ?? { kind: 'forcing', grab: { x: 0, y: 0 }, dragged: false, sx: cx, sy: cy };
  if (!f || !owner) return state;
  if (Math.hypot(cx - state.sx, cy - state.sy) > 5) state.dragged = true;
  const side = spaceSide(owner.size);
  const end = f.path[f.path.length - 1] ?? owner.pos;
  const next = m4ForcedNext(enc, f);
  if (!prev) {
    if (sq.x >= end.x && sq.x < end.x + side && sq.y >= end.y && sq.y < end.y + side) {
      state.grab = { x: sq.x - end.x, y: sq.y - end.y };
      return state;
    }
    // A click outside the space: any legal next footprint that covers the clicked square.
    for (let dy = 0; dy < side; dy++) {
      for (let dx = 0; dx < side; dx++) {
        const cand = { x: sq.x - dx, y: sq.y - dy };
        if (next.some((p) => same(p, cand))) {
          state.grab = { x: dx, y: dy };
          u.setForced({ ...f, path: [...f.path, cand] });
          return state;
        }
      }
    }
    return state;
  }
  const cand = { x: sq.x - state.grab.x, y: sq.y - state.grab.y };
  if (same(cand, end)) return state;
  const before = f.path.length >= 2 ? f.path[f.path.length - 2] : owner.pos;
  if (f.path.length > 0 && same(cand, before)) u.setForced({ ...f, path: f.path.slice(0, -1) });
  else if (next.some((p) => same(p, cand))) u.setForced({ ...f, path: [...f.path, cand] });
  return state;
}

export class ForcedMoveTool implements Tool {
  private forcing: Forcing | null = null;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.forcing ? 'forced.drawing' : 'forced.idle';
  }

  down(e: PointerInput, sq: Point): void {
    this.forcing = forcedStep(this.ctx.enc.getState().encounter, this.ctx.ui, sq, null, e.clientX, e.clientY);
  }

  move(e: PointerInput): void {
    if (!this.forcing) return;
    this.forcing = forcedStep(
      this.ctx.enc.getState().encounter,
      this.ctx.ui,
      this.ctx.host.toSquare(e.clientX, e.clientY),
      this.forcing,
      e.clientX,
      e.clientY,
    );
  }

  up(): void {
    const u = this.ctx.ui.getState();
    const f = u.forced;
    if (f && this.forcing?.dragged && f.path.length > 0) {
      const r = this.ctx.enc.getState().dispatch({
        type: 'forceMove',
        targetId: f.targetId,
        alsoIds: f.alsoIds,
        kind: f.kind,
        sourceId: f.sourceId ?? undefined,
        distance: f.distance,
        path: f.path,
      });
      if (r.ok) u.setForced(null);
    }
    this.forcing = null;
  }

  cancel(): void {
    this.forcing = null;
  }

  /** Esc: the forced-movement tool is closed, its path dropped (nothing sent). */
  leave(): void {
    if (this.ctx.ui.getState().forced) this.ctx.ui.getState().setForced(null);
  }

  exit(): void {
    this.forcing = null;
  }
}

/** The tool as the 4e board part registers it: active while the forced-movement panel is open. */
export const M4_FORCED_TOOL = {
  id: 'forced',
  active: (u: UiState) => !!u.forced,
  create: (ctx: ToolContext): Tool => new ForcedMoveTool(ctx),
} as const;

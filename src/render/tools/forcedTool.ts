/**
 * The forced-movement tool (B-2): press on the moved space (or a legal next square) and draw the path square by
 * square; releasing a drawn path sends `forceMove`, single clicks only add squares (Apply / Enter sends it).
 */
import { forcedStep, type Forcing } from '../mountedInput';
import type { Point } from '../../rules';
import type { PointerInput, Tool, ToolContext } from './types';

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
}

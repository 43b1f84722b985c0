/**
 * The ruler (issue 17): press on a square or a creature and drag to another; the reading is the rule system's
 * (`rulerReading`: squares by its counting, the height between the ends, its notes). Shift-press continues from
 * the end with a new leg (the old end becomes a waypoint). The ruler stays until Escape, the next press or another tool; nothing
 * is dispatched (a preview, never in history).
 */
import { creatureOf, MAX_RULER_POINTS, rulerReading, type CreatureId, type Point } from '../../rules';
import { stackAt } from '../stacks';
import type { PointerInput, Tool, ToolContext } from './types';

/** The creature a press or the end of a drag is on: the token drawn under the pointer, else the square's top one. */
export function creatureUnder(ctx: ToolContext, e: PointerInput, sq: Point): CreatureId | null {
  const enc = ctx.enc.getState().encounter;
  const drawn = ctx.host.tokenUnder?.(e.clientX, e.clientY) ?? null;
  if (drawn && creatureOf(enc, drawn)) return drawn;
  const stack = stackAt(enc, sq);
  const sel = ctx.ui.getState().selectedId;
  return (stack.find((c) => c.id === sel) ?? stack[0])?.id ?? null;
}

export class RulerTool implements Tool {
  private measuring = false;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.measuring ? 'ruler.measuring' : 'ruler.idle';
  }

  down(e: PointerInput, sq: Point): void {
    const r = this.ctx.drafts.getState().ruler;
    this.measuring = true;
    if (e.shiftKey && r && r.points.length >= 2 && r.points.length < MAX_RULER_POINTS) {
      // A waypoint: the present end stays, a new leg starts from it.
      this.measure([...r.points, sq], r.fromId, creatureUnder(this.ctx, e, sq));
      return;
    }
    const from = creatureUnder(this.ctx, e, sq);
    this.measure([sq, sq], from, from);
  }

  move(e: PointerInput): void {
    if (!this.measuring) return;
    const r = this.ctx.drafts.getState().ruler;
    if (!r) return;
    const sq = this.ctx.host.toSquare(e.clientX, e.clientY);
    const last = r.points[r.points.length - 1];
    const to = creatureUnder(this.ctx, e, sq);
    if (last && last.x === sq.x && last.y === sq.y && to === r.toId) return;
    this.measure([...r.points.slice(0, -1), sq], r.fromId, to);
  }

  up(): void {
    this.measuring = false;
    const d = this.ctx.drafts.getState();
    if (d.ruler) d.setRuler({ ...d.ruler, live: false });
  }

  cancel(): void {
    this.measuring = false;
    this.ctx.drafts.getState().setRuler(null);
  }

  /** Another tool: the ruler is put away. */
  exit(): void {
    this.cancel();
  }

  private measure(points: Point[], fromId: CreatureId | null, toId: CreatureId | null): void {
    const enc = this.ctx.enc.getState().encounter;
    // Measuring from a creature to itself is measuring from its space (the end is the square).
    const to = toId && toId !== fromId ? toId : null;
    const reading = rulerReading(enc, { points, fromId, toId: to });
    this.ctx.drafts.getState().setRuler({ points, fromId, toId: to, reading, live: this.measuring });
  }

  /** Measure again after the encounter changed (a creature moved, the ground was painted). */
  refresh(): void {
    const r = this.ctx.drafts.getState().ruler;
    if (r) this.measure(r.points, r.fromId, r.toId);
  }
}

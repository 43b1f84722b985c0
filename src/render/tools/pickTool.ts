/**
 * Pick a square: while a square pick (dismount `to`, teleport `to`, charge `to` …) or a pending decision with
 * square options is open, a click answers it; a drag still pans the view. Hovering a square previews a square
 * pick by a dry run of the very command the click sends (issue 29): the path the mover takes and the space it
 * ends in, or the engine's refusal with its rule id — so a charge shows where the mount ends before the click.
 */
import type { Point } from '../../rules';
import { creatureOf, withSquare } from '../../rules';
import type { MovePreview } from '../../store';
import { squareChoice } from '../mountedInput';
import { PanGesture, type PointerInput, type Tool, type ToolContext } from './types';

/** The kernel's move event, as a dry run's events carry it. */
interface Moved {
  type: 'creatureMoved';
  who: { id: string };
  to: Point;
  path: readonly Point[];
  cost: number;
}

export class PickSquareTool implements Tool {
  private pan: PanGesture | null = null;
  /** The square last previewed (a preview is asked for again only when the square changes). */
  private last = '';
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.pan ? 'pick.choosing' : 'pick.awaiting';
  }

  down(e: PointerInput): void {
    this.pan = new PanGesture(this.ctx.host, e);
  }

  move(e: PointerInput): void {
    this.pan?.move(e);
  }

  up(e: PointerInput): void {
    if (this.pan?.isClick(e)) {
      this.last = '';
      squareChoice(this.ctx.enc, this.ctx.ui, this.ctx.host.toSquare(e.clientX, e.clientY));
    }
    this.pan = null;
  }

  hover(e: PointerInput): void {
    const u = this.ctx.ui.getState();
    const pick = u.pick;
    if (!pick) return;
    const sq = this.ctx.host.toSquare(e.clientX, e.clientY);
    const key = `${pick.command.type},${pick.id},${sq.x},${sq.y}`;
    if (key === this.last) return;
    this.last = key;
    u.setPreview(pickPreview(this.ctx, sq));
  }

  cancel(): void {
    this.pan = null;
    this.last = '';
  }

  /** Esc: the square pick is closed (a pending decision's square options stay: the decision is the rules'). */
  leave(): void {
    if (this.ctx.ui.getState().pick) this.ctx.ui.getState().startPick(null);
  }

  exit(): void {
    this.cancel();
  }
}

/** The preview of the square pick answered with `sq`: a dry run of its command (null: no pick open). */
export function pickPreview(ctx: Pick<ToolContext, 'enc' | 'ui'>, sq: Point): MovePreview | null {
  const pick = ctx.ui.getState().pick;
  if (!pick) return null;
  const state = ctx.enc.getState();
  const enc = state.encounter;
  const who = creatureOf(enc, pick.id);
  if (!who) return null;
  // The space drawn is the one that moves: a rider's mount when the rider charges (MC-CHARGE-1).
  const r = state.preview(withSquare(pick.command, pick.field, sq));
  if (!r.ok) {
    const mover = who.mountId ?? who.id;
    return {
      id: who.id,
      placedId: mover,
      to: sq,
      path: [],
      cost: 0,
      legal: false,
      ...(r.kind === 'refused' ? { reason: r.reason, ...(r.ruleId ? { ruleId: r.ruleId } : {}) } : {}),
    };
  }
  const moved = r.events.find((x) => x.type === 'creatureMoved') as Moved | undefined;
  if (!moved) return { id: who.id, to: sq, path: [], cost: 0, legal: true, events: r.events };
  return {
    id: moved.who.id,
    to: { x: moved.to.x, y: moved.to.y },
    path: moved.path.map((p) => ({ x: p.x, y: p.y })),
    cost: moved.cost,
    legal: true,
    events: r.events,
  };
}

/**
 * Pick a square: while a square pick (dismount `to`, teleport `to`, charge `to` …) or a pending decision with
 * square options is open, a click answers it; a drag still pans the view.
 */
import { squareChoice } from '../mountedInput';
import { PanGesture, type PointerInput, type Tool, type ToolContext } from './types';

export class PickSquareTool implements Tool {
  private pan: PanGesture | null = null;
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
    if (this.pan?.isClick(e)) squareChoice(this.ctx.enc, this.ctx.ui, this.ctx.host.toSquare(e.clientX, e.clientY));
    this.pan = null;
  }

  cancel(): void {
    this.pan = null;
  }
}

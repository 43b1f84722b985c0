/** The ping tool (issue 17): a click points at a square (an expanding ring in both windows); a drag pans. */
import { PanGesture, type PointerInput, type Tool, type ToolContext } from './types';

export class PingTool implements Tool {
  private pan: PanGesture | null = null;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.pan ? 'ping.pressing' : 'ping.idle';
  }

  down(e: PointerInput): void {
    this.pan = new PanGesture(this.ctx.host, e);
  }

  move(e: PointerInput): void {
    this.pan?.move(e);
  }

  up(e: PointerInput): void {
    if (this.pan?.isClick(e)) this.ctx.ui.getState().ping(this.ctx.host.toSquare(e.clientX, e.clientY));
    this.pan = null;
  }

  cancel(): void {
    this.pan = null;
  }

  exit(): void {
    this.pan = null;
  }
}

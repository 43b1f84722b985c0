/**
 * Area templates (issue 17): the rule system's kinds (`templateKinds`) placed on the board and read by its rules
 * (`templateReading`): a close burst around its user (a rider's origin is the square of its mount's space under
 * the pointer, MC-SPACE-2), a close blast next to the user and an area burst at the square under the pointer. The
 * template follows the pointer until a click places it; a drag pans. The reading (squares, the creatures it
 * includes, its targets) is the tool's draft (the tool store) for the panels (the attack helper's targets). Nothing is sent.
 */
import { creatureOf, spaceSide, templateKinds, templateReading, type Point, type TemplateQuery } from '../../rules';
import { PanGesture, type PointerInput, type Tool, type ToolContext } from './types';

export class TemplateTool implements Tool {
  private pan: PanGesture | null = null;
  /** The square the pointer was last over. */
  private at: Point | null = null;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.pan
      ? 'template.panning'
      : this.ctx.drafts.getState().templatePreview?.fixed
        ? 'template.placed'
        : 'template.following';
  }

  down(e: PointerInput): void {
    this.pan = new PanGesture(this.ctx.host, e);
  }

  move(e: PointerInput): void {
    this.pan?.move(e);
  }

  up(e: PointerInput): void {
    if (this.pan?.isClick(e)) this.place(this.ctx.host.toSquare(e.clientX, e.clientY), true);
    this.pan = null;
  }

  hover(e: PointerInput): void {
    if (this.ctx.drafts.getState().templatePreview?.fixed) return;
    const sq = this.ctx.host.toSquare(e.clientX, e.clientY);
    if (this.at && this.at.x === sq.x && this.at.y === sq.y) return;
    this.place(sq, false);
  }

  cancel(): void {
    this.pan = null;
  }

  /** Another tool: the template is taken off the board (the attack helper's targets with it). */
  exit(): void {
    this.pan = null;
    this.at = null;
    this.ctx.drafts.getState().setTemplatePreview(null);
  }

  /** Read the template at a square (null: where it was) for the selected user. */
  place(sq: Point | null, fixed: boolean): void {
    const u = this.ctx.ui.getState();
    const d = this.ctx.drafts.getState();
    const tool = u.tool;
    if (tool.kind !== 'template') return;
    if (sq) this.at = sq;
    const enc = this.ctx.enc.getState().encounter;
    const kind = templateKinds(enc).find((k) => k.kind === tool.template);
    const user = u.selectedId ? creatureOf(enc, u.selectedId) : undefined;
    const here = this.at;
    let at: Point | null = null;
    let origin: Point | undefined;
    if (kind?.needsSquare && here) {
      // A blast is centred on the pointer (its top-left is given); a burst's centre is the square itself.
      const back = tool.template === 'closeBlast' ? Math.floor((tool.size - 1) / 2) : 0;
      at = { x: here.x - back, y: here.y - back };
    }
    const mount = user?.mountId ? creatureOf(enc, user.mountId) : undefined;
    if (mount && here && !kind?.needsSquare) {
      // MC-SPACE-2: the rider's origin is the square of its mount's space the GM points at.
      const side = spaceSide(mount.size);
      if (here.x >= mount.pos.x && here.x < mount.pos.x + side && here.y >= mount.pos.y && here.y < mount.pos.y + side)
        origin = here;
      else if (d.templatePreview?.query.origin && d.templatePreview.query.userId === user?.id)
        origin = d.templatePreview.query.origin;
    }
    const query: TemplateQuery = {
      kind: tool.template,
      size: tool.size,
      userId: user?.id ?? null,
      at,
      ...(origin ? { origin } : {}),
      ...(tool.range !== undefined ? { range: tool.range } : {}),
    };
    if (kind?.needsSquare && !at) {
      d.setTemplatePreview(null);
      return;
    }
    d.setTemplatePreview({ query, reading: templateReading(enc, query), fixed });
  }

  /**
   * Read it again after the encounter, the selection or the tool changed (same place, fixed or not). A template of
   * another kind, size or range is armed again: it follows the pointer until the next click places it (issue 29:
   * after the size was edited the first click must place the new template, not be taken by the old one).
   */
  refresh(): void {
    const tool = this.ctx.ui.getState().tool;
    const placed = this.ctx.drafts.getState().templatePreview;
    if (tool.kind !== 'template') return;
    const q = placed?.query;
    const same = !!q && q.kind === tool.template && q.size === tool.size && q.range === tool.range;
    this.place(null, same ? (placed?.fixed ?? false) : false);
  }
}

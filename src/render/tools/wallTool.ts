/**
 * The wall tool (issue 32): click square corners one after the other for a polyline of walls of the chosen kind
 * (Shift: the point where the pointer is, not the nearest corner); Esc, a right-click or a second click on the last
 * point ends the line and sends it as one `addWalls` (one entry in history). With no line begun, a click on a wall
 * selects it (Delete removes it) and a click on a door opens or closes it (`setDoor`). A drag pans. Previews go to the
 * tool store (`wallDraft`, `wallSelected`; cleared when another tool is chosen); every change is a command, so undo works as everywhere.
 */
import { cmd, type Command, type Point, type Wall } from '../../rules';
import type { KeyInput } from '../../store';
import { describeRefusal } from '../../i18n';
import { CELL } from '../constants';
import { PanGesture, type PointerInput, type Tool, type ToolContext } from './types';

/** How near (in squares) a click must be to a wall to pick it. */
const PICK_DISTANCE = 0.3;

/** Distance from point p to the segment of a wall, in squares. */
export function distanceToWall(p: Point, w: Pick<Wall, 'x1' | 'y1' | 'x2' | 'y2'>): number {
  const dx = w.x2 - w.x1;
  const dy = w.y2 - w.y1;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - w.x1) * dx + (p.y - w.y1) * dy) / l2));
  return Math.hypot(p.x - (w.x1 + t * dx), p.y - (w.y1 + t * dy));
}

/** The wall nearest to p within {@link PICK_DISTANCE} squares (doors first when two are as near), or null. */
export function wallAt(walls: readonly Wall[], p: Point): Wall | null {
  let best: Wall | null = null;
  let bestD = PICK_DISTANCE;
  for (const w of walls) {
    const d = distanceToWall(p, w) - (w.kind === 'door' ? 0.05 : 0);
    if (d <= bestD) {
      best = w;
      bestD = d;
    }
  }
  return best;
}

/** A point of the line: the nearest square corner, or (free) the point itself to a hundredth; within the grid. */
export function wallPoint(world: Point, width: number, height: number, free: boolean): Point {
  const x = world.x / CELL;
  const y = world.y / CELL;
  const snap = (v: number) => (free ? Math.round(v * 100) / 100 : Math.round(v));
  return { x: Math.max(0, Math.min(width, snap(x))), y: Math.max(0, Math.min(height, snap(y))) };
}

export class WallTool implements Tool {
  private pan: PanGesture | null = null;
  constructor(private readonly ctx: ToolContext) {}

  get state(): string {
    return this.ctx.drafts.getState().wallDraft ? 'wall.drawing' : this.pan ? 'wall.pressing' : 'wall.idle';
  }

  private kind(): Wall['kind'] {
    const t = this.ctx.ui.getState().tool;
    return t.kind === 'wall' ? t.wall : 'wall';
  }

  /** Where the pointer is, in squares (unsnapped). */
  private world(e: PointerInput): Point | null {
    const w = this.ctx.host.toWorld?.(e.clientX, e.clientY);
    return w ? { x: w.x / CELL, y: w.y / CELL } : null;
  }

  private point(e: PointerInput): Point | null {
    const w = this.ctx.host.toWorld?.(e.clientX, e.clientY);
    const g = this.ctx.enc.getState().encounter.grid;
    return w ? wallPoint(w, g.width, g.height, !!e.shiftKey) : null;
  }

  down(e: PointerInput): void {
    this.pan = new PanGesture(this.ctx.host, e);
  }

  move(e: PointerInput): void {
    this.pan?.move(e);
  }

  up(e: PointerInput): void {
    const click = this.pan?.isClick(e) ?? false;
    this.pan = null;
    if (!click) return;
    const u = this.ctx.ui.getState();
    const d = this.ctx.drafts.getState();
    const p = this.point(e);
    if (!p) return;
    const draft = d.wallDraft;
    if (!draft) {
      const at = this.world(e);
      const hit = at ? wallAt(this.ctx.enc.getState().encounter.scene.walls, at) : null;
      if (hit) {
        // A selected wall is the Delete key's, not a creature (the creature's Delete would remove it).
        u.select(null);
        d.selectWall(hit.id);
        if (hit.kind === 'door') this.send(cmd('setDoor', { id: hit.id, open: !hit.open }));
        return;
      }
      d.selectWall(null);
      d.setWallDraft({ kind: this.kind(), points: [p], cursor: p });
      return;
    }
    const last = draft.points[draft.points.length - 1];
    if (last && last.x === p.x && last.y === p.y) {
      this.finish();
      return;
    }
    d.setWallDraft({ ...draft, points: [...draft.points, p], cursor: p });
  }

  hover(e: PointerInput): void {
    const d = this.ctx.drafts.getState();
    const draft = d.wallDraft;
    if (!draft) return;
    const p = this.point(e);
    if (p && (!draft.cursor || draft.cursor.x !== p.x || draft.cursor.y !== p.y))
      d.setWallDraft({ ...draft, cursor: p });
  }

  /** End the line: its segments as one `addWalls` (nothing when fewer than two points were clicked). */
  finish(): void {
    const d = this.ctx.drafts.getState();
    const draft = d.wallDraft;
    d.setWallDraft(null);
    if (!draft || draft.points.length < 2) return;
    const walls = [];
    for (let i = 1; i < draft.points.length; i++) {
      const a = draft.points[i - 1] as Point;
      const b = draft.points[i] as Point;
      if (a.x !== b.x || a.y !== b.y) walls.push({ kind: draft.kind, x1: a.x, y1: a.y, x2: b.x, y2: b.y });
    }
    if (walls.length) this.send(cmd('addWalls', { walls }));
  }

  /** Remove the selected wall. */
  removeSelected(): boolean {
    const d = this.ctx.drafts.getState();
    const id = d.wallSelected;
    if (!id) return false;
    d.selectWall(null);
    this.send(cmd('removeWalls', { ids: [id] }));
    return true;
  }

  private send(c: Command): void {
    const r = this.ctx.enc.getState().dispatch(c);
    if (!r.ok) {
      const u = this.ctx.ui.getState();
      const enc = this.ctx.enc.getState().encounter;
      u.notify(r.kind === 'refused' ? describeRefusal(enc.system, r, u.lang) : r.error, 'error');
    }
  }

  cancel(): void {
    this.pan = null;
  }

  /**
   * Keys while drawing: Esc or Enter ends the line of walls (the wall tool stays); Delete (Backspace) removes the
   * selected wall. Esc with no line is the machine's (back to the select tool).
   */
  key(e: KeyInput): boolean {
    const d = this.ctx.drafts.getState();
    if (d.wallDraft && (e.key === 'Escape' || e.key === 'Enter')) {
      this.finish();
      return true;
    }
    if ((e.key === 'Delete' || e.key === 'Backspace') && d.wallSelected) return this.removeSelected();
    return false;
  }

  /** Another tool: the line being drawn is dropped (nothing sent) and the wall unselected. */
  exit(): void {
    this.pan = null;
    const d = this.ctx.drafts.getState();
    if (d.wallDraft) d.setWallDraft(null);
    if (d.wallSelected) d.selectWall(null);
  }
}

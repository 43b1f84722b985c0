/**
 * Board input helpers of the forced-movement and pick-a-square tools (tools/): drawing a forced-movement path
 * square by square (only the rules' legal next squares are accepted, B-2) and answering square picks / pending
 * square options with a click. They emit commands and UI previews; the engine decides.
 */
import { cmd, spaceSide, withSquare, type AnyEncounter, type Point } from '../rules';
import type { EncounterStore, ForcedTool, UiStore } from '../store';
import { boardSystemOf } from './systems';
import { t } from '../i18n';
import { creatureOf } from '../rules';

/** The forcing gesture: offset of the pointer inside the moved space, and whether it became a drag. */
export interface Forcing {
  kind: 'forcing';
  grab: Point;
  dragged: boolean;
  sx: number;
  sy: number;
}

const same = (a: Point | undefined, b: Point | undefined) => !!a && !!b && a.x === b.x && a.y === b.y;

/** The legal next squares of the forced-movement tool (from the rule system, through the board registry). */
export function forcedNext(enc: AnyEncounter, f: ForcedTool): Point[] {
  return boardSystemOf(enc.system).forcedNext?.(enc, f) ?? [];
}

/** Pointer down (prev null) or move while the forced-movement tool is open: extend or shorten the path. */
export function forcedStep(
  enc: AnyEncounter,
  ui: UiStore,
  sq: Point,
  prev: Forcing | null,
  cx: number,
  cy: number,
): Forcing {
  const u = ui.getState();
  const f = u.forced;
  const target = f ? creatureOf(enc, f.targetId) : undefined;
  const owner = target?.mountId ? (creatureOf(enc, target.mountId) ?? target) : target;
  const state: Forcing = prev ?? { kind: 'forcing', grab: { x: 0, y: 0 }, dragged: false, sx: cx, sy: cy };
  if (!f || !owner) return state;
  if (Math.hypot(cx - state.sx, cy - state.sy) > 5) state.dragged = true;
  const side = spaceSide(owner.size);
  const end = f.path[f.path.length - 1] ?? owner.pos;
  const next = forcedNext(enc, f);
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

/** A click on the board answers the square pick or a pending decision's square option. Returns true if used. */
export function squareChoice(enc: EncounterStore, ui: UiStore, sq: Point): boolean {
  const u = ui.getState();
  const s = enc.getState();
  if (s.encounter.pending) {
    const opt = s.encounter.pending.options.find((o) => o.square && same(o.square, sq) && !o.disabledReason);
    if (opt) {
      s.dispatch(cmd('decide', { optionId: opt.id }));
      return true;
    }
    return false;
  }
  if (u.pick) {
    if (u.pick.squares && !u.pick.squares.some((p) => same(p, sq))) {
      u.notify(t(u.lang, 'pick.notLegal'), 'error');
      return true;
    }
    const r = s.dispatch(withSquare(u.pick.command, u.pick.field, sq));
    if (r.ok) u.startPick(null);
    return true;
  }
  return false;
}

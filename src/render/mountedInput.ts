/**
 * Board input helpers of the pick-a-square tool (tools/pickTool.ts) and of the drawing of a forced-movement path
 * (the rule system's own tool, e.g. 4e's tools/forcedTool.ts): the legal next squares of a forced path (through
 * the board registry) and answering square picks / pending square options with a click. They emit commands and
 * UI previews; the engine decides.
 */
import { cmd, withSquare, type AnyEncounter, type Point } from '../rules';
import type { EncounterStore, ForcedTool, UiStore } from '../store';
import { boardSystemOf } from './systems';
import { t } from '../i18n';

const same = (a: Point | undefined, b: Point | undefined) => !!a && !!b && a.x === b.x && a.y === b.y;

/** The legal next squares of the forced-movement tool (from the rule system, through the board registry). */
export function forcedNext(enc: AnyEncounter, f: ForcedTool): Point[] {
  return boardSystemOf(enc.system).forcedNext?.(enc, f) ?? [];
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

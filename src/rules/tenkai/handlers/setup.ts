/** Handlers: tkSetRatingTable, tkSetRatingCell (TK-RATE-4, RULING TK-R1), tkSetOptions, tkEditData. */
import { need, ref } from '../../core';
import type { TkEditData, TkSetOptions, TkSetRatingCell, TkSetRatingTable } from '../commands';
import { reject } from '../messages';
import { creaturePart } from '../part';
import {
  defaultRatingTable,
  parseRatingTable,
  RATING_COLUMNS,
  RATING_ROWS,
  validateRatingTable,
  type RatingTable,
} from '../rating';
import { editTk, type TkCtx, type TkWork } from '../work';

/** tkSetRatingTable: a table, pasted text or the default; errors refuse, non-monotonic cells warn. */
export function tkSetRatingTable(w: TkWork, cmd: TkSetRatingTable, ctx: TkCtx): void {
  if (cmd.reset) {
    editTk(w).ratingTable = null;
    ctx.emit({ type: 'ratingTableReset', rules: ['TK-RATE-4', 'TK-R1'] });
    return;
  }
  let table: RatingTable | undefined = cmd.table;
  if (cmd.text !== undefined) {
    if (cmd.text.length > 20000) reject({ m: 'tablePasteText' }, 'TK-RATE-4');
    const parsed = parseRatingTable(cmd.text);
    if ('errors' in parsed) return reject(parsed.errors[0]?.problem ?? { m: 'tableNothing' }, 'TK-RATE-4');
    table = parsed.table;
  }
  if (!table) return reject({ m: 'tableNothing' }, 'TK-RATE-4');
  const v = validateRatingTable(table);
  if (v.errors.length > 0) reject(v.errors[0]?.problem ?? { m: 'tableNothing' }, 'TK-RATE-4');
  editTk(w).ratingTable = { rows: table.rows.map((r) => [...r]) };
  ctx.emit({ type: 'ratingTableChanged', warnings: v.warnings, rules: ['TK-RATE-4', 'TK-R1'] });
}

/** tkSetRatingCell: edit one cell (the GM's table starts as a copy of the default). */
export function tkSetRatingCell(w: TkWork, cmd: TkSetRatingCell, ctx: TkCtx): void {
  if (!Number.isInteger(cmd.row) || cmd.row < 1 || cmd.row > RATING_ROWS)
    reject({ m: 'badRow', max: RATING_ROWS }, 'TK-RATE-2');
  if (!Number.isInteger(cmd.column) || cmd.column < 0 || cmd.column >= RATING_COLUMNS)
    reject({ m: 'badColumn', max: RATING_COLUMNS - 1 }, 'TK-RATE-1');
  const before = w.s.sys.ratingTable ?? defaultRatingTable();
  // Only the changed row is copied; the others stay shared with the table before.
  const table: RatingTable = {
    rows: before.rows.map((r, i) => (i === cmd.row - 1 ? r.map((x, j) => (j === cmd.column ? cmd.result : x)) : r)),
  };
  editTk(w).ratingTable = table;
  const v = validateRatingTable(table);
  ctx.emit({
    type: 'ratingCellChanged',
    row: cmd.row,
    column: cmd.column,
    result: cmd.result,
    warnings: v.warnings.length,
    rules: ['TK-RATE-4'],
  });
}

/** tkSetOptions: over the cloud sea (TK-MNT-7); in combat (TK-HEAL-1, TK-ST-SLEEP). */
export function tkSetOptions(w: TkWork, cmd: TkSetOptions, ctx: TkCtx): void {
  if (cmd.cloudSea === undefined && cmd.inCombat === undefined) reject({ m: 'nothingToChange' });
  const s = editTk(w);
  s.options = { cloudSea: cmd.cloudSea ?? s.options.cloudSea, inCombat: cmd.inCombat ?? s.options.inCombat };
  ctx.emit({ type: 'optionsChanged', cloudSea: s.options.cloudSea, inCombat: s.options.inCombat, rules: ['TK-MNT-7'] });
}

/** tkEditData: change part of a creature's Tenkai sheet (merged, then validated as a whole; a bad value changes nothing). */
export function tkEditData(w: TkWork, cmd: TkEditData, ctx: TkCtx): void {
  const c = need(w, cmd.id);
  const p = creaturePart(cmd.patch, c.sys);
  if (!p.ok) return reject(p.reason);
  w.edit(c.id).sys = p.part;
  ctx.emit({ type: 'creatureEdited', who: ref(c), fields: Object.keys(cmd.patch), rules: [], ids: [c.id] });
}

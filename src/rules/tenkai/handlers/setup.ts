/**
 * Handlers: tkSetRatingTable, tkSetRatingCell (TK-RATE-4, RULING TK-R1), tkSetOptions, tkEditData, and the core
 * overrides addCreature / editCreature (which validate `ext.tenkai`).
 */
import { coreHandlers, reject, tx, type AddCreature, type Ctx, type EditCreature, type Encounter } from '../../core';
import type { TkEditData, TkSetOptions, TkSetRatingCell, TkSetRatingTable } from '../commands';
import { tenkaiData, tenkaiDataProblem, tkOf, type TkCreatureData } from '../data';
import { defaultRatingTable, parseRatingTable, RATING_COLUMNS, RATING_ROWS, RATIO_COLUMN_LABELS, validateRatingTable, type RatingTable } from '../rating';
import { tkDraftState } from '../state';
import { TK_RESULT_LABELS, TK_RESULTS } from '../terms';
import { need } from '../../core';
import { creatureOf } from '../../core/creatures';

/** tkSetRatingTable: a table, pasted text or the default; errors refuse, non-monotonic cells warn. */
export function tkSetRatingTable(d: Encounter, cmd: TkSetRatingTable, ctx: Ctx): void {
  const s = tkDraftState(d);
  if (cmd.reset) {
    s.ratingTable = null;
    ctx.emit({ type: 'ratingTableReset', text: tx('The rating table is back to the default (a reconstruction, RULING TK-R1).', 'レーティング表を既定（復元したもの、RULING TK-R1）に戻した。'), rules: ['TK-RATE-4', 'TK-R1'] });
    return;
  }
  let table: RatingTable | undefined = cmd.table;
  if (cmd.text !== undefined) {
    if (typeof cmd.text !== 'string' || cmd.text.length > 20000) reject(tx('Paste the table as text.', '表をテキストで貼り付けてください。'), 'TK-RATE-4');
    const parsed = parseRatingTable(cmd.text);
    if ('errors' in parsed) reject(parsed.errors[0]?.text ?? tx('The table could not be read.', '表を読み取れませんでした。'), 'TK-RATE-4');
    table = parsed.table;
  }
  if (!table) reject(tx('Give a table, pasted text, or reset.', '表・貼り付けテキスト・既定に戻すのいずれかを指定してください。'), 'TK-RATE-4');
  const v = validateRatingTable(table);
  if (v.errors.length > 0) reject(v.errors[0]?.text ?? tx('Invalid table.', '不正な表です。'), 'TK-RATE-4');
  s.ratingTable = { rows: table.rows.map((r) => [...r]) };
  ctx.emit({
    type: 'ratingTableChanged',
    text: tx(`The GM's rating table is now in use${v.warnings.length ? ` (warning: ${v.warnings.length} non-monotonic cell(s))` : ''}.`, `GMのレーティング表を使用する${v.warnings.length ? `（注意：単調でないマスが${v.warnings.length}箇所）` : ''}。`),
    rules: ['TK-RATE-4', 'TK-R1'],
    data: { warnings: v.warnings.map((w) => ({ row: w.row, column: w.column, text: w.text })) },
  });
}

/** tkSetRatingCell: edit one cell (the GM's table starts as a copy of the default). */
export function tkSetRatingCell(d: Encounter, cmd: TkSetRatingCell, ctx: Ctx): void {
  if (!Number.isInteger(cmd.row) || cmd.row < 1 || cmd.row > RATING_ROWS) reject(tx(`Row is 1–${RATING_ROWS}.`, `行は1〜${RATING_ROWS}です。`), 'TK-RATE-2');
  if (!Number.isInteger(cmd.column) || cmd.column < 0 || cmd.column >= RATING_COLUMNS) reject(tx(`Column is 0–${RATING_COLUMNS - 1}.`, `列は0〜${RATING_COLUMNS - 1}です。`), 'TK-RATE-1');
  if (!TK_RESULTS.includes(cmd.result)) reject(tx('A cell is one of 貫通 直撃 軽傷 微傷 失敗.', 'マスは貫通・直撃・軽傷・微傷・失敗のいずれかです。'), 'TK-RATE-3');
  const s = tkDraftState(d);
  const table = s.ratingTable ?? defaultRatingTable();
  const row = table.rows[cmd.row - 1] as string[];
  row[cmd.column] = cmd.result;
  s.ratingTable = table;
  const v = validateRatingTable(table);
  ctx.emit({
    type: 'ratingCellChanged',
    text: tx(`Rating table row ${cmd.row}, column ${RATIO_COLUMN_LABELS[cmd.column]}: ${TK_RESULT_LABELS[cmd.result].ja}${v.warnings.length ? ` (warning: ${v.warnings.length} non-monotonic cell(s))` : ''}.`, `レーティング表 ${cmd.row}行・${RATIO_COLUMN_LABELS[cmd.column]}列：${TK_RESULT_LABELS[cmd.result].ja}${v.warnings.length ? `（注意：単調でないマスが${v.warnings.length}箇所）` : ''}。`),
    rules: ['TK-RATE-4'],
    data: { warnings: v.warnings.length },
  });
}

/** tkSetOptions: over the cloud sea (TK-MNT-7); in combat (TK-HEAL-1, TK-ST-SLEEP). */
export function tkSetOptions(d: Encounter, cmd: TkSetOptions, ctx: Ctx): void {
  const s = tkDraftState(d);
  if (cmd.cloudSea === undefined && cmd.inCombat === undefined) reject(tx('Nothing to change.', '変更内容がありません。'));
  if (cmd.cloudSea !== undefined) {
    if (typeof cmd.cloudSea !== 'boolean') reject(tx('On or off.', 'オンかオフです。'));
    s.options.cloudSea = cmd.cloudSea;
  }
  if (cmd.inCombat !== undefined) {
    if (typeof cmd.inCombat !== 'boolean') reject(tx('On or off.', 'オンかオフです。'));
    s.options.inCombat = cmd.inCombat;
  }
  ctx.emit({ type: 'optionsChanged', text: tx(`Battlefield: ${s.options.cloudSea ? 'over the cloud sea' : 'not over the cloud sea'}, ${s.options.inCombat ? 'in combat' : 'outside combat'}.`, `戦場：${s.options.cloudSea ? '雲海上' : '雲海上ではない'}、${s.options.inCombat ? '戦闘中' : '非戦闘中'}。`), rules: ['TK-MNT-7'], data: { ...s.options } });
}

/** tkEditData: create or change a creature's Tenkai data (validated; a bad value changes nothing). */
export function tkEditData(d: Encounter, cmd: TkEditData, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!cmd.patch || typeof cmd.patch !== 'object') reject(tx('Nothing to change.', '変更内容がありません。'));
  const old = tkOf(c);
  const next: TkCreatureData = old
    ? ({ ...(JSON.parse(JSON.stringify(old)) as TkCreatureData), ...structuredClone(cmd.patch), stats: { ...old.stats, ...(cmd.patch.stats ?? {}) } } as TkCreatureData)
    : tenkaiData(structuredClone(cmd.patch) as Partial<TkCreatureData>);
  const problem = tenkaiDataProblem(next);
  if (problem) reject(problem);
  c.ext = { ...(c.ext ?? {}), tenkai: next };
  ctx.emit({ type: 'creatureEdited', text: tx(`${c.name}: Tenkai data ${old ? 'changed' : 'added'} (${Object.keys(cmd.patch).join(', ')}).`, `${c.name}：舵天照のデータを${old ? '変更' : '追加'}した（${Object.keys(cmd.patch).join('、')}）。`), rules: [], ids: [c.id], data: { fields: Object.keys(cmd.patch) } });
}

/** addCreature (core override): as the core, then `ext.tenkai` (if given) must be valid. */
export function addCreature(d: Encounter, cmd: AddCreature, ctx: Ctx): void {
  coreHandlers.addCreature(d, cmd, ctx);
  const id = d.creatureOrder[d.creatureOrder.length - 1] as string;
  const t = creatureOf(d, id)?.ext?.tenkai;
  if (t !== undefined) {
    const p = tenkaiDataProblem(t);
    if (p) reject(p);
  }
}

/** editCreature (core override): as the core, then `ext.tenkai` must stay valid. */
export function editCreature(d: Encounter, cmd: EditCreature, ctx: Ctx): void {
  coreHandlers.editCreature(d, cmd, ctx);
  const t = creatureOf(d, cmd.id)?.ext?.tenkai;
  if (t !== undefined) {
    const p = tenkaiDataProblem(t);
    if (p) reject(p);
  }
}

/**
 * The rating table (レーティング表, TK-RATE-*): 25 ratio columns × rows 1–22, five results per cell.
 * The source lost the cells, so the default is a reconstruction (RULING TK-R1); the GM may edit or paste a table.
 */
import type { TkMsg } from './messages';
import { TK_RESULTS, resultRank, type TkResult } from './terms';

/** Column lower bounds ×10, left (attacker best) to right (TK-RATE-1). */
export const RATIO_COLUMNS_X10: readonly number[] = [
  50, 45, 40, 36, 32, 29, 26, 23, 20, 18, 16, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 0,
];
/** Column headings as in the source (〜5.0 … 〜0.0). */
export const RATIO_COLUMN_LABELS: readonly string[] = RATIO_COLUMNS_X10.map((v) => `〜${(v / 10).toFixed(1)}`);
/** Number of columns and rows (TK-RATE-1, TK-RATE-2). */
export const RATING_COLUMNS = 25;
export const RATING_ROWS = 22;
/** Index of the ≥1.0 column. */
export const COLUMN_RATIO_ONE = 15;

/** A table: `rows[r][c]` is the result for die row r+1 in column c. */
export interface RatingTable {
  readonly rows: readonly (readonly TkResult[])[];
}

/**
 * Column of a ratio attacker/defender (TK-HIT-3): the leftmost column whose bound the ratio reaches. Computed
 * in integers (a × 10 ≥ bound × b) so 1.0, 0.3 … never fall into the wrong column by float error. A defender
 * value of 0 (asleep, a stopped armour) gives the leftmost column.
 */
export function ratioColumn(attacker: number, defender: number): number {
  if (defender <= 0) return 0;
  for (let i = 0; i < RATIO_COLUMNS_X10.length; i++) {
    if (attacker * 10 >= (RATIO_COLUMNS_X10[i] as number) * defender) return i;
  }
  return RATING_COLUMNS - 1;
}

/** Apply rank modifiers (+ = left, in the attacker's favour), stopping at either end (TK-RATE-1, TK-HIT-2). */
export function shiftColumn(column: number, ranks: number): number {
  return Math.max(0, Math.min(RATING_COLUMNS - 1, column - ranks));
}

/** Row for a die result with dice modifiers: 1–22 (TK-RATE-2); results past 22 read row 22, below 1 row 1. */
export function ratingRow(die: number, diceMod: number): number {
  return Math.max(1, Math.min(RATING_ROWS, die + diceMod));
}

/**
 * The default table (RULING TK-R1): monotonic, centred so that at ratio 1.0 a d20 gives 貫通 on 20–22, 直撃 16–19,
 * 軽傷 11–15, 微傷 7–10, 失敗 1–6; every band boundary moves one row per column.
 */
export function defaultRatingTable(): { rows: TkResult[][] } {
  const base: Record<Exclude<TkResult, 'miss'>, number> = { penetrate: 20, direct: 16, light: 11, graze: 7 };
  const rows: TkResult[][] = [];
  for (let r = 1; r <= RATING_ROWS; r++) {
    const row: TkResult[] = [];
    for (let c = 0; c < RATING_COLUMNS; c++) {
      const shift = c - COLUMN_RATIO_ONE;
      let res: TkResult = 'miss';
      for (const k of ['penetrate', 'direct', 'light', 'graze'] as const) {
        if (r >= base[k] + shift) {
          res = k;
          break;
        }
      }
      row.push(res);
    }
    rows.push(row);
  }
  return { rows };
}

/** Read a cell. */
export function readTable(table: RatingTable, row: number, column: number): TkResult {
  return table.rows[row - 1]?.[column] ?? 'miss';
}

/** A problem found by {@link validateRatingTable} or {@link parseRatingTable}: where, and what (a message). */
export interface TableIssue {
  readonly row: number | null;
  readonly column: number | null;
  readonly problem: TkMsg;
}

/** Result of validating a table: errors forbid saving it; warnings (non-monotonic cells) are shown. */
export interface TableValidation {
  readonly errors: TableIssue[];
  readonly warnings: TableIssue[];
}

/**
 * Validate a table (TK-RATE-4): 22 rows × 25 columns, every cell one of the five results. A table where a higher
 * die or a more favourable column gives a worse result is allowed but warned about.
 */
export function validateRatingTable(t: unknown): TableValidation {
  const errors: TableIssue[] = [];
  const warnings: TableIssue[] = [];
  const rows = (t as RatingTable | null)?.rows;
  if (!Array.isArray(rows) || rows.length !== RATING_ROWS) {
    errors.push({ row: null, column: null, problem: { m: 'tableRows', rows: RATING_ROWS } });
    return { errors, warnings };
  }
  rows.forEach((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== RATING_COLUMNS) {
      errors.push({ row: r + 1, column: null, problem: { m: 'tableRowCells', row: r + 1, cells: RATING_COLUMNS } });
      return;
    }
    row.forEach((cell: unknown, c) => {
      if (!TK_RESULTS.includes(cell as TkResult)) {
        errors.push({
          row: r + 1,
          column: c,
          problem: { m: 'tableBadCell', row: r + 1, column: c, cell: String(cell).slice(0, 20) },
        });
      }
    });
  });
  if (errors.length > 0) return { errors, warnings };
  const cells = rows as TkResult[][];
  for (let r = 0; r < RATING_ROWS; r++) {
    for (let c = 0; c < RATING_COLUMNS; c++) {
      const here = resultRank(cells[r]?.[c] as TkResult);
      if (r + 1 < RATING_ROWS && resultRank(cells[r + 1]?.[c] as TkResult) > here) {
        warnings.push({ row: r + 2, column: c, problem: { m: 'tableWorseDie', column: c, die: r + 2 } });
      }
      if (c > 0 && resultRank(cells[r]?.[c - 1] as TkResult) > here) {
        warnings.push({ row: r + 1, column: c - 1, problem: { m: 'tableWorseColumn', row: r + 1, column: c - 1 } });
      }
    }
  }
  return { errors, warnings };
}

/** The source's cell words (hit reading 貫通 … 失敗), the file format of a pasted or copied table. */
const CELL_JA: { readonly [K in TkResult]: string } = {
  penetrate: '貫通',
  direct: '直撃',
  light: '軽傷',
  graze: '微傷',
  miss: '失敗',
};

/** Words a pasted cell may be (see {@link parseRatingTable}); own properties only. */
const CELL_WORDS = new Map<string, TkResult>([
  ...TK_RESULTS.map((r): [string, TkResult] => [r, r]),
  ...TK_RESULTS.map((r): [string, TkResult] => [CELL_JA[r], r]),
  ['成功', 'penetrate'],
  ['軽成功', 'direct'],
  ['普通', 'light'],
  ['軽失敗', 'graze'],
  ['penetrating', 'penetrate'],
  ['p', 'penetrate'],
  ['d', 'direct'],
  ['l', 'light'],
  ['g', 'graze'],
  ['m', 'miss'],
  ['貫', 'penetrate'],
  ['直', 'direct'],
  ['軽', 'light'],
  ['微', 'graze'],
  ['失', 'miss'],
]);

/**
 * Parse a pasted table (spreadsheet copy: tabs, commas or spaces). Cells may be 貫通/直撃/軽傷/微傷/失敗, the check
 * words 成功/軽成功/普通/軽失敗, English names, or one letter p/d/l/g/m. A heading row (〜5.0 …) and a leading
 * die-number column are skipped. Returns the table (to validate) or the errors.
 */
export function parseRatingTable(text: string): { table: RatingTable } | { errors: TableIssue[] } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const errors: TableIssue[] = [];
  const rows: TkResult[][] = [];
  if (lines.length > 200)
    return { errors: [{ row: null, column: null, problem: { m: 'tableRows', rows: RATING_ROWS } }] };
  for (const line of lines) {
    let cells = line
      .split(/[\t,;]+|\s+/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    if (cells.some((s) => s.startsWith('〜') || s.startsWith('~') || s.startsWith('≥'))) continue; // heading row
    if (cells.length === RATING_COLUMNS + 1 && /^\d+$/.test(cells[0] as string)) cells = cells.slice(1);
    const row: TkResult[] = [];
    cells.forEach((s, c) => {
      const r = CELL_WORDS.get(s) ?? CELL_WORDS.get(s.toLowerCase());
      if (!r)
        errors.push({
          row: rows.length + 1,
          column: c,
          problem: { m: 'tableBadWord', row: rows.length + 1, word: s.slice(0, 20) },
        });
      else row.push(r);
    });
    rows.push(row);
  }
  if (errors.length > 0) return { errors };
  return { table: { rows } };
}

/** Format a table as tab-separated text with the source's headings (for copy/paste and the rules reference). */
export function formatRatingTable(t: RatingTable): string {
  const head = ['', ...RATIO_COLUMN_LABELS].join('\t');
  const body = t.rows.map((row, r) => [String(r + 1), ...row.map((c) => CELL_JA[c])].join('\t'));
  return [head, ...body].join('\n');
}

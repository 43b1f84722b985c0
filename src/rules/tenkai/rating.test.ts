import { describe, expect, it } from 'vitest';
import {
  defaultRatingTable,
  formatRatingTable,
  parseRatingTable,
  RATING_COLUMNS,
  RATING_ROWS,
  RATIO_COLUMN_LABELS,
  ratingRow,
  readTable,
  shiftColumn,
  TK_RESULTS,
  validateRatingTable,
  type TkResult,
} from './index';
import { TK_CHECK_LABELS, TK_RESULT_LABELS } from '../../i18n/systems/tenkai';
import { aTenkaiEncounter, no, ofType, ok } from './testkit';

const bandAt = (col: number): Record<TkResult, number[]> => {
  const t = defaultRatingTable();
  const out: Record<TkResult, number[]> = { penetrate: [], direct: [], light: [], graze: [], miss: [] };
  for (let r = 1; r <= 22; r++) out[readTable(t, r, col)].push(r);
  return out;
};

describe('rating table', () => {
  it('TK-RATE-1: 25 ratio columns from 〜5.0 to 〜0.0; rank modifiers stop at either end', () => {
    expect(RATING_COLUMNS).toBe(25);
    expect(RATIO_COLUMN_LABELS[0]).toBe('〜5.0');
    expect(RATIO_COLUMN_LABELS[15]).toBe('〜1.0');
    expect(RATIO_COLUMN_LABELS[24]).toBe('〜0.0');
    expect(shiftColumn(2, 5)).toBe(0);
    expect(shiftColumn(22, -5)).toBe(24);
  });

  it('TK-RATE-2: rows are die results 1–20 plus 21–22 for results pushed past 20', () => {
    expect(RATING_ROWS).toBe(22);
    expect(ratingRow(20, 1)).toBe(21);
    expect(ratingRow(20, 5)).toBe(22);
    expect(ratingRow(1, -3)).toBe(1);
    // At 〜0.9, row 21 is 貫通 but 20 is not: only a dice modifier reaches it.
    expect(readTable(defaultRatingTable(), 20, 16)).toBe('direct');
    expect(readTable(defaultRatingTable(), 21, 16)).toBe('penetrate');
  });

  it('TK-RATE-3: five results, best first, read as 成功…失敗 for opposed status checks', () => {
    expect(TK_RESULTS.map((r) => TK_RESULT_LABELS[r].ja)).toEqual(['貫通', '直撃', '軽傷', '微傷', '失敗']);
    expect(TK_RESULTS.map((r) => TK_CHECK_LABELS[r].ja)).toEqual(['成功', '軽成功', '普通', '軽失敗', '失敗']);
  });

  it('TK-RATE-4 / RULING TK-R1: the default is monotonic and centred on ratio 1.0, one row per column', () => {
    const t = defaultRatingTable();
    expect(t.rows).toHaveLength(22);
    expect(t.rows.every((r) => r.length === 25)).toBe(true);
    expect(validateRatingTable(t)).toEqual({ errors: [], warnings: [] });
    expect(bandAt(15)).toEqual({
      penetrate: [20, 21, 22],
      direct: [16, 17, 18, 19],
      light: [11, 12, 13, 14, 15],
      graze: [7, 8, 9, 10],
      miss: [1, 2, 3, 4, 5, 6],
    });
    expect(bandAt(14).penetrate[0]).toBe(19);
    expect(bandAt(16).miss).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('TK-RATE-4: the GM pastes a table; it is validated and saved in the encounter', () => {
    const b = aTenkaiEncounter();
    const text = formatRatingTable(defaultRatingTable()).replace(/^(20\t(?:[^\t]+\t){15})貫通/m, '$1失敗');
    const parsed = parseRatingTable(text);
    expect('table' in parsed).toBe(true);
    const r = ok(b.state, { type: 'tkSetRatingTable', text });
    expect(r.state.sys.ratingTable?.rows[19]?.[15]).toBe('miss');
    // Allowed but warned: non-monotonic.
    const warnings = ofType(r.events, 'ratingTableChanged')[0]?.warnings as unknown[];
    expect(warnings.length).toBeGreaterThan(0);
    // The saved table is the one used by hit checks: die 20 at 1.0 now misses.
    const s = ok(
      ok(
        ok(r.state, {
          type: 'addCreature',
          creature: { name: 'A', sys: { ...defaultCreature(), stats: { ...defaultCreature().stats, agility: 100 } } },
        }).state,
        {
          type: 'addCreature',
          creature: { name: 'D', pos: { x: 1, y: 0 }, sys: defaultCreature() },
        },
      ).state,
      { type: 'tkStartTurn', dice: [20] },
    ).state;
    const hit = ok(s, {
      type: 'tkAttack',
      attackerId: 'c1',
      targetId: 'c2',
      kind: 'melee',
      defence: 'evade',
      dice: [20],
    });
    expect(ofType(hit.events, 'hitChecked')[0]?.result).toBe('miss');
    // Reset to the default.
    expect(ok(r.state, { type: 'tkSetRatingTable', reset: true }).state.sys.ratingTable).toBeNull();
  });

  it('TK-RATE-4: a cell that is not one of the five results is refused and nothing changes', () => {
    const b = aTenkaiEncounter();
    const bad = defaultRatingTable();
    (bad.rows[3] as string[])[4] = 'crit';
    expect(validateRatingTable(bad).errors[0]?.row).toBe(4);
    const r = no(b.state, { type: 'tkSetRatingTable', table: bad });
    expect(r.ruleId).toBe('TK-RATE-4');
    expect(no(b.state, { type: 'tkSetRatingTable', text: '貫通 直撃 bogus' }).ruleId).toBe('TK-RATE-4');
    const short = defaultRatingTable();
    short.rows.pop();
    expect(validateRatingTable(short).errors).toHaveLength(1);
    expect(no(b.state, { type: 'tkSetRatingCell', row: 23, column: 0, result: 'miss' }).ruleId).toBe('TK-RATE-2');
    const cell = ok(b.state, { type: 'tkSetRatingCell', row: 1, column: 0, result: 'miss' });
    expect(cell.state.sys.ratingTable?.rows[0]?.[0]).toBe('miss');
    expect(ofType(cell.events, 'ratingCellChanged')[0]?.warnings).toBeGreaterThan(0);
  });
});

function defaultCreature() {
  return {
    role: 'character',
    stats: {
      attack: 100,
      defence: 100,
      guard: 100,
      accuracy: 100,
      evasion: 100,
      perception: 100,
      resistance: 100,
      agility: 0,
      ap: 4,
    },
    baseStats: null,
    ki: 10,
    kiMax: 10,
    will: 10,
    willMax: 10,
    attribute: '無',
    band: 'ground',
    move: null,
    canFly: false,
    canSwim: false,
    shield: false,
    knight: false,
    onmyoji: false,
    ayakashi: false,
    ridable: 'yes',
    ridingPenalty: 0,
    glider: null,
    armour: null,
    statuses: [],
    fleeing: false,
    dead: false,
  };
}

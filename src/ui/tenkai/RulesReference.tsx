/**
 * The rules reference over the board: the rating table (TK-RATE-*) as a coloured 25 × 22 table — the default
 * reconstruction (RULING TK-R1) or the GM's table saved with the encounter — editable per cell (click cycles the
 * five results), pasteable (validated; a non-monotonic table is accepted with a warning), resettable; and the
 * battlefield switches.
 */
import { useMemo, useState } from 'react';
import {
  formatRatingTable,
  parseRatingTable,
  ratingTableInUse,
  validateRatingTable,
  RATIO_COLUMN_LABELS,
  TK_RESULTS,
  type TkResult,
} from '../../rules/tenkai';
import { TK_RESULT_LABELS } from '../../i18n/systems/tenkai';
import { useDispatch, useT } from '../context';
import { RuleChip } from '../RuleChip';
import { RESULT_COLORS, RESULT_TEXT } from './helpers';
import { useTkUi } from './tkUi';
import { useTkEnc } from './useTkEnc';

export function RulesReference() {
  const { t, tr, msg, refusal } = useT();
  const dispatch = useDispatch();
  const enc = useTkEnc();
  const setShowRules = useTkUi((s) => s.setShowRules);
  // The table in force depends on the encounter's own table only (null: the default reconstruction, RULING TK-R1).
  const custom = enc?.sys.ratingTable;
  const { table, isDefault } = useMemo(
    () => (enc ? ratingTableInUse(enc) : { table: { rows: [] }, isDefault: true }),
    [custom],
  );
  const warnings = useMemo(() => validateRatingTable(table).warnings, [table]);
  const warned = useMemo(() => new Set(warnings.map((w) => `${w.row},${w.column}`)), [warnings]);
  const [text, setText] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const cycle = (row: number, column: number, r: TkResult, back: boolean) => {
    const i = TK_RESULTS.indexOf(r);
    const next = TK_RESULTS[(i + (back ? TK_RESULTS.length - 1 : 1)) % TK_RESULTS.length] as TkResult;
    dispatch({ type: 'tkSetRatingCell', row, column, result: next });
  };
  const usePaste = () => {
    const parsed = parseRatingTable(text);
    if ('errors' in parsed)
      return setPasteError(
        parsed.errors
          .slice(0, 3)
          .map((e) => msg(e.problem))
          .join(' '),
      );
    const v = validateRatingTable(parsed.table);
    if (v.errors.length)
      return setPasteError(
        v.errors
          .slice(0, 3)
          .map((e) => msg(e.problem))
          .join(' '),
      );
    const r = dispatch({ type: 'tkSetRatingTable', text });
    setPasteError(r.ok ? null : r.kind === 'refused' ? refusal(r) : t('bug.report', { why: r.error }));
  };
  if (!enc) return null;
  const options = enc.sys.options;
  return (
    <div className="sd-host tk-rules" data-testid="tk.rules">
      <div className="row">
        <h2 className="tk-rules-title">
          {t('tk.rating.title')} <RuleChip id="TK-RATE-1" />
        </h2>
        <button data-testid="tk.rules.close" onClick={() => setShowRules(false)}>
          ✕
        </button>
      </div>
      <p className={isDefault ? 'muted' : 'warn'} data-testid="tk.rating.status">
        {t(isDefault ? 'tk.rating.default' : 'tk.rating.custom')} <RuleChip id={isDefault ? 'TK-R1' : 'TK-RATE-4'} />
      </p>
      <div className="row tk-legend">
        {TK_RESULTS.map((r) => (
          <span key={r} className="tk-cell" style={{ background: RESULT_COLORS[r], color: RESULT_TEXT[r] }}>
            {tr(TK_RESULT_LABELS[r])}
          </span>
        ))}
        <span className="muted small">{t('tk.rating.editHint')}</span>
      </div>
      {warnings.length > 0 && (
        <p className="warn" data-testid="tk.rating.warnings">
          ⚠ {t('tk.rating.warnings', { n: warnings.length })}{' '}
          {warnings
            .slice(0, 2)
            .map((w) => msg(w.problem))
            .join(' ')}
        </p>
      )}
      <div className="tk-table-wrap">
        <table className="tk-rating" data-testid="tk.rating">
          <thead>
            <tr>
              <th>{t('tk.rating.die')}</th>
              {RATIO_COLUMN_LABELS.map((l) => (
                <th key={l}>{l}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                <th>{r + 1}</th>
                {row.map((cell, c) => (
                  <td
                    key={c}
                    className={warned.has(`${r + 1},${c}`) ? 'warned' : ''}
                    style={{ background: RESULT_COLORS[cell], color: RESULT_TEXT[cell] }}
                    data-testid={`tk.rating.cell.${r + 1}.${c}`}
                    data-result={cell}
                    title={`${r + 1} / ${RATIO_COLUMN_LABELS[c]}: ${tr(TK_RESULT_LABELS[cell])}`}
                    onClick={(e) => cycle(r + 1, c, cell, e.shiftKey)}
                  >
                    {TK_RESULT_LABELS[cell].ja.slice(0, 1)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <label className="field wide">
        <span>{t('tk.rating.paste')}</span>
        <textarea
          data-testid="tk.rating.text"
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
      </label>
      {pasteError && (
        <p className="error" role="alert" data-testid="tk.rating.error">
          {pasteError}
        </p>
      )}
      <div className="row">
        <button data-testid="tk.rating.use" disabled={text.trim() === ''} onClick={usePaste}>
          {t('tk.rating.usePaste')}
        </button>
        <button data-testid="tk.rating.copy" onClick={() => setText(formatRatingTable(table))}>
          {t('tk.rating.copy')}
        </button>
        <button
          data-testid="tk.rating.reset"
          disabled={isDefault}
          onClick={() => dispatch({ type: 'tkSetRatingTable', reset: true })}
        >
          {t('tk.rating.reset')}
        </button>
      </div>
      <h3>{t('tk.options')}</h3>
      <div className="row">
        <label className="check">
          <input
            data-testid="tk.opt.cloudSea"
            type="checkbox"
            checked={options.cloudSea}
            onChange={(e) => dispatch({ type: 'tkSetOptions', cloudSea: e.target.checked })}
          />
          {t('tk.cloudSea')}
        </label>
        <RuleChip id="TK-MNT-7" />
        <label className="check">
          <input
            data-testid="tk.opt.inCombat"
            type="checkbox"
            checked={options.inCombat}
            onChange={(e) => dispatch({ type: 'tkSetOptions', inCombat: e.target.checked })}
          />
          {t('tk.inCombat')}
        </label>
        <RuleChip id="TK-HEAL-1" />
      </div>
    </div>
  );
}

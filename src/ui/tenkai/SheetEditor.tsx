/**
 * The Tenkai sheet of the selected creature: 生命 練力 気力 攻撃 防御 受防 命中 回避 知覚 抵抗 俊敏 行動, attribute, band,
 * partners' 移動 and flags. The engine validates (`tkEditData`); a refused sheet changes nothing and says why.
 */
import { useEffect, useState } from 'react';
import type { Msg, Outcome } from '../../rules';
import {
  TK_ATTRIBUTES,
  TK_BANDS,
  TK_RIDABLE,
  TK_ROLES,
  TK_STAT_KEYS,
  type TkCreature,
  type TkCreatureData,
} from '../../rules/tenkai';
import { TK_ATTRIBUTE_LABELS, TK_BAND_LABELS, TK_STAT_LABELS } from '../../i18n/systems/tenkai';
import { useDispatch, useT } from '../context';
import { sheetDraft, sheetPatch, type SheetDraft } from './helpers';

type NumKey = Exclude<
  keyof SheetDraft,
  'role' | 'attribute' | 'band' | 'ridable' | 'canFly' | 'canSwim' | 'shield' | 'knight'
>;

/** The field a refusal names (the sheet marks that input), or null. */
function fieldOf(m: Msg): string | null {
  return 'field' in m && typeof m.field === 'string' ? m.field : null;
}

/** Why the sheet was not applied, and which field the rules refused. */
interface SheetError {
  text: string;
  field: string | null;
}

export function SheetEditor({ creature, data }: { creature: TkCreature; data: TkCreatureData }) {
  const { t, tr, refusal } = useT();
  const dispatch = useDispatch();
  const [draft, setDraft] = useState<SheetDraft>(() => sheetDraft(creature, data));
  const [error, setError] = useState<SheetError | null>(null);
  useEffect(() => {
    setDraft(sheetDraft(creature, data));
    setError(null);
  }, [creature, data]);
  const num = (k: NumKey, label: string) => (
    <label className="field" key={k}>
      <span>{label}</span>
      <input
        data-testid={`tk.sheet.${k}`}
        inputMode="numeric"
        aria-invalid={error?.field === k || undefined}
        value={draft[k]}
        onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
      />
    </label>
  );
  const check = (k: 'canFly' | 'canSwim' | 'shield' | 'knight', label: string) => (
    <label className="check" key={k}>
      <input
        data-testid={`tk.sheet.${k}`}
        type="checkbox"
        checked={draft[k]}
        onChange={(e) => setDraft({ ...draft, [k]: e.target.checked })}
      />
      {label}
    </label>
  );
  const why = (r: Exclude<Outcome, { ok: true }>): SheetError =>
    r.kind === 'refused'
      ? { text: refusal(r), field: fieldOf(r.reason) }
      : { text: t('bug.report', { why: r.error }), field: null };
  const save = () => {
    const { data: patch, hp } = sheetPatch(creature, data, draft);
    const changed: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(patch))
      if (JSON.stringify(v) !== JSON.stringify((data as unknown as Record<string, unknown>)[k])) changed[k] = v;
    if (hp) {
      const r = dispatch({ type: 'editCreature', id: creature.id, patch: hp });
      if (!r.ok) return setError(why(r));
    }
    if (Object.keys(changed).length > 0) {
      const r = dispatch({ type: 'tkEditData', id: creature.id, patch: changed });
      if (!r.ok) return setError(why(r));
    }
    setError(null);
  };
  return (
    <form
      className="editor tk-sheet"
      data-testid="tk.sheet"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="grid3">
        {num('hp', tr(TK_STAT_LABELS.hp))}
        {num('hpMax', `${tr(TK_STAT_LABELS.hp)} ${t('tk.max')}`)}
        {num('move', `${tr(TK_STAT_LABELS.move)}`)}
        {num('ki', tr(TK_STAT_LABELS.ki))}
        {num('kiMax', `${tr(TK_STAT_LABELS.ki)} ${t('tk.max')}`)}
        <span />
        {num('will', tr(TK_STAT_LABELS.will))}
        {num('willMax', `${tr(TK_STAT_LABELS.will)} ${t('tk.max')}`)}
        <span />
        {TK_STAT_KEYS.map((k) => num(k, tr(TK_STAT_LABELS[k])))}
        <label className="field">
          <span>{t('tk.role')}</span>
          <select
            data-testid="tk.sheet.role"
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as SheetDraft['role'] })}
          >
            {TK_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`tk.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('tk.attribute')}</span>
          <select
            data-testid="tk.sheet.attribute"
            value={draft.attribute}
            onChange={(e) => setDraft({ ...draft, attribute: e.target.value as SheetDraft['attribute'] })}
          >
            {TK_ATTRIBUTES.map((a) => (
              <option key={a} value={a}>
                {a} {tr(TK_ATTRIBUTE_LABELS[a]) !== a ? `(${tr(TK_ATTRIBUTE_LABELS[a])})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('tk.band')}</span>
          <select
            data-testid="tk.sheet.band"
            value={draft.band}
            disabled={!!creature.mountId}
            onChange={(e) => setDraft({ ...draft, band: e.target.value as SheetDraft['band'] })}
          >
            {TK_BANDS.map((b) => (
              <option key={b} value={b}>
                {tr(TK_BAND_LABELS[b])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('tk.ridable')}</span>
          <select
            data-testid="tk.sheet.ridable"
            value={draft.ridable}
            onChange={(e) => setDraft({ ...draft, ridable: e.target.value as SheetDraft['ridable'] })}
          >
            {TK_RIDABLE.map((r) => (
              <option key={r} value={r}>
                {t(`tk.ridable.${r}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="conds">
        {check('canFly', t('tk.canFly'))}
        {check('canSwim', t('tk.canSwim'))}
        {check('shield', t('tk.shield'))}
        {check('knight', t('tk.knight'))}
      </div>
      {error && (
        <p className="error" role="alert" data-testid="tk.sheet.error" data-field={error.field ?? undefined}>
          {error.text}
        </p>
      )}
      <button type="submit" data-testid="tk.sheet.save">
        {t('tk.save')}
      </button>
    </form>
  );
}

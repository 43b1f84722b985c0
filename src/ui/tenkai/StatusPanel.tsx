/**
 * Status effects of one character (TK-ST-*): each with its icon, stage, turns left (watch it tick at each turn
 * start), dormancy and confusion behaviour, a cure button; and a form to apply one with its start check.
 */
import { useMemo, useState } from 'react';
import { creatureOf } from '../../rules';
import { statusList, TK_STATUS_KINDS, type TkStatusKind } from '../../rules/tenkai';
import { TK_STATUS_LABELS } from '../../i18n/systems/tenkai';
import { useDispatch, useT } from '../context';
import { RuleChip } from '../RuleChip';
import { useTkEnc } from './useTkEnc';
import { badDie, typedDie } from '../dice';
import { LabeledInput } from '../formFields';

/** A status's icon: the first character of the source's term (毒 混 暴 恐 魅 呪 睡 瘴 石). */
const icon = (k: TkStatusKind) => TK_STATUS_LABELS[k].ja.slice(0, 1);

export function StatusPanel({ id }: { id: string }) {
  const { t, tr, msg, lang } = useT();
  const dispatch = useDispatch();
  const enc = useTkEnc();
  const list = useMemo(() => (enc ? statusList(enc, id) : []), [enc, id]);
  const [kind, setKind] = useState<TkStatusKind>('poison');
  const [source, setSource] = useState('');
  const [duration, setDuration] = useState('3');
  const [damage, setDamage] = useState('10');
  const [strength, setStrength] = useState('1');
  const [noCheck, setNoCheck] = useState(false);
  // "I rolled…": the 1D20 of a start, effect or progression check typed in (TK-ST-1); empty = the seeded dice.
  const [die, setDie] = useState('');
  const typed = typedDie(die);
  const dice = typed === null ? {} : { dice: [typed] };
  if (!enc) return null;
  const others = enc.creatureOrder.filter((x) => x !== id);
  const timed = kind !== 'miasma' && kind !== 'petrify';
  const apply = () => {
    const n = (v: string) => Math.trunc(Number(v));
    dispatch({
      type: 'tkApplyStatus',
      targetId: id,
      kind,
      sourceId: source || null,
      ...(timed ? { duration: n(duration) } : {}),
      ...(kind === 'poison' ? { damage: n(damage) } : {}),
      ...(kind === 'curse' ? { strength: n(strength) } : {}),
      ...(noCheck ? { noCheck: true } : dice),
    });
  };
  return (
    <div className="tk-status" data-testid="tk.status">
      <h3>
        {t('tk.statuses')} <RuleChip id="TK-ST-1" />
      </h3>
      {list.length === 0 && <p className="muted small">{t('tk.noStatus')}</p>}
      <ul className="tk-status-list" data-testid="tk.status.list">
        {list.map((s) => (
          <li key={s.id} className={s.active ? '' : 'dormant'} data-testid={`tk.status.item.${s.kind}`}>
            <span className={`tk-icon tk-icon-${s.kind}`} aria-hidden="true">
              {icon(s.kind)}
            </span>
            <span className="tk-status-name">
              {tr(TK_STATUS_LABELS[s.kind])}
              {s.stage > 0 && ` · ${t('tk.stage', { n: s.stage })}`}
            </span>
            <span className="muted small" data-testid={`tk.status.left.${s.kind}`}>
              {s.turnsLeft === null ? t('tk.untilCured') : t('tk.turnsLeft', { n: s.turnsLeft })}
            </span>
            {!s.active && (
              <span className="tag" title={s.dormantBecause ? msg(s.dormantBecause) : ''}>
                {t('tk.dormant')}
              </span>
            )}
            <RuleChip id={s.rule} />
            <button
              className="small"
              data-testid={`tk.status.cure.${s.kind}`}
              onClick={() => dispatch({ type: 'tkCureStatus', id, statusId: s.id })}
            >
              {t('tk.cure')}
            </button>
            {s.kind === 'confuse' && s.behaviour && (
              <button
                className="small"
                data-testid="tk.status.reroll"
                onClick={() => dispatch({ type: 'tkRerollConfusion', id })}
              >
                {t('tk.st.reroll')}
              </button>
            )}
            {s.kind === 'charm' && (
              <button
                className="small"
                data-testid="tk.status.order"
                onClick={() => dispatch({ type: 'tkCharmOrder', id, ...dice })}
              >
                {t('tk.st.order')}
              </button>
            )}
            {s.kind === 'miasma' && (
              <button
                className="small"
                data-testid="tk.status.progress"
                onClick={() => dispatch({ type: 'tkMiasmaProgress', id, ...dice })}
              >
                {t('tk.st.progress')}
              </button>
            )}
            {s.kind === 'miasma' && (
              <button
                className="small"
                data-testid="tk.status.suppress"
                onClick={() => dispatch({ type: 'tkSuppressMiasma', id })}
              >
                {t('tk.st.suppress')}
              </button>
            )}
            {s.behaviour && <div className="small tk-behaviour">{msg(s.behaviour)}</div>}
          </li>
        ))}
      </ul>
      <div className="tk-status-form grid2">
        <label className="field">
          <span>{t('tk.statuses')}</span>
          <select data-testid="tk.status.kind" value={kind} onChange={(e) => setKind(e.target.value as TkStatusKind)}>
            {TK_STATUS_KINDS.map((k) => (
              <option key={k} value={k}>
                {lang === 'ja' ? tr(TK_STATUS_LABELS[k]) : `${icon(k)} ${tr(TK_STATUS_LABELS[k])}`}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('tk.source')}</span>
          <select data-testid="tk.status.source" value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="">—</option>
            {others.map((x) => (
              <option key={x} value={x}>
                {creatureOf(enc, x)?.name}
              </option>
            ))}
          </select>
        </label>
        {timed && (
          <LabeledInput
            label={t('tk.duration')}
            testId="tk.status.duration"
            type="number"
            min={1}
            value={duration}
            onValue={setDuration}
          />
        )}
        {kind === 'poison' && (
          <LabeledInput
            label={t('tk.damage')}
            testId="tk.status.damage"
            type="number"
            min={0}
            value={damage}
            onValue={setDamage}
          />
        )}
        {kind === 'curse' && (
          <LabeledInput
            label={t('tk.strength')}
            testId="tk.status.strength"
            type="number"
            min={1}
            max={5}
            value={strength}
            onValue={setStrength}
          />
        )}
        <label className="check">
          <input
            data-testid="tk.status.nocheck"
            type="checkbox"
            checked={noCheck}
            onChange={(e) => setNoCheck(e.target.checked)}
          />
          {t('tk.noCheck')}
        </label>
      </div>
      <div className="row">
        <LabeledInput
          className="field small"
          label={t('roll.typed')}
          testId="tk.status.die"
          type="number"
          min={1}
          max={20}
          placeholder={t('roll.blank')}
          aria-invalid={badDie(die)}
          disabled={noCheck}
          value={die}
          onValue={setDie}
        />
        <button data-testid="tk.status.apply" onClick={apply}>
          {typed !== null && !noCheck ? `${t('roll.useTyped', { n: typed })} · ` : ''}
          {t('tk.apply')}
        </button>
      </div>
    </div>
  );
}

/**
 * The Tenkai Turn tab (TK-TURN-2..4): the resolution order of this turn from `turnOrder` with each round's state,
 * initiative and AP left (Start turn, End round and 後回し are pinned above the tabs: TkTurnStrip). Riders act in
 * their partner's round (TK-MNT-1) and are listed with it. The rating table opens from here (or K).
 */
import { useMemo } from 'react';
import { creatureOf } from '../../rules';
import { tokenInfo, turnOrder } from '../../rules/tenkai';
import { useT, useUi } from '../context';
import { RuleChip } from '../RuleChip';
import { KeyOf } from '../actions/ActionButton';
import { useTkUi } from './tkUi';
import { useTkEnc } from './useTkEnc';

export function TurnPanel() {
  const { t, d } = useT();
  const showRules = useTkUi((s) => s.showRules);
  const setShowRules = useTkUi((s) => s.setShowRules);
  const enc = useTkEnc();
  const select = useUi((s) => s.select);
  const selectedId = useUi((s) => s.selectedId);
  const order = useMemo(() => (enc ? turnOrder(enc) : null), [enc]);
  if (!enc || !order) return null;
  const rounds = order.phase === 'rounds';
  return (
    <section className="panel initiative tk-turn" aria-label={t('tk.turn')} data-testid="tk.turn">
      <h2>
        {t('tk.turn')}
        <span>{order.turn > 0 ? t('tk.turnN', { n: order.turn }) : ''}</span>
      </h2>
      <div className="row">
        <span className="muted small">
          {t(rounds ? 'tk.phase.rounds' : order.phase === 'setup' ? 'tk.phase.setup' : 'tk.phase.idle')}
        </span>
        <RuleChip id="TK-TURN-2" />
        <button
          type="button"
          data-testid="tk.rules.toggle"
          aria-pressed={showRules}
          onClick={() => setShowRules(!showRules)}
        >
          {t('tk.rules')} <KeyOf id="tk.rating" />
        </button>
      </div>
      {order.rows.length === 0 && <p className="muted small">{t('tk.noOrder')}</p>}
      <ol className="init-order" data-testid="tk.turn.order">
        {order.rows.map((r) => {
          const c = creatureOf(enc, r.id);
          if (!c) return null;
          const info = tokenInfo(enc, r.id);
          return (
            <li
              key={r.id}
              className={`tk-row tk-${r.state} side-${c.side} ${selectedId === r.id ? 'selected' : ''}`}
              data-testid={`tk.turn.row.${r.id}`}
              data-state={r.state}
            >
              <div className="init-line">
                <button className="link" onClick={() => select(r.id)}>
                  {r.state === 'current' && '▶ '}
                  {c.name}
                  {r.with.length > 0 && (
                    <span className="pair"> &amp; {d.names(r.with.flatMap((id) => creatureOf(enc, id) ?? []))}</span>
                  )}
                </button>
                {r.with.length > 0 && <RuleChip id="TK-MNT-1" />}
                <span className="tag">{t(`tk.state.${r.state}`)}</span>
              </div>
              <div className="muted small tk-row-info">
                {r.initiative && (
                  <span title={t(`tk.basis.${r.initiative.basis}`)}>
                    {t('tk.init', { n: r.initiative.total })}
                    {r.initiative.die !== null ? t('tk.initDie', { die: r.initiative.die }) : ''}
                  </span>
                )}
                {info && (
                  <span data-testid={`tk.turn.ap.${r.id}`}>
                    {' '}
                    · {t('tk.apLeft', { left: info.apLeft, max: info.apMax })}
                  </span>
                )}
                {r.with.map((id) => {
                  const ri = tokenInfo(enc, id);
                  return ri ? (
                    <span key={id}>
                      {' '}
                      · {creatureOf(enc, id)?.name} {t('tk.apLeft', { left: ri.apLeft, max: ri.apMax })}
                    </span>
                  ) : null;
                })}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

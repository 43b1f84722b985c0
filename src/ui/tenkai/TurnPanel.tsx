/**
 * The Tenkai turn tracker (TK-TURN-2..4): the resolution order of this turn from `turnOrder` with each round's
 * state, initiative and AP left; Start turn, End round, Postpone (後回し). Riders act in their partner's round
 * (TK-MNT-1) and are listed with it.
 */
import { useMemo } from 'react';
import { creatureOf } from '../../rules';
import { tokenInfo, turnOrder } from '../../rules/tenkai';
import { useDispatch, useT, useUi } from '../context';
import { RuleChip } from '../RuleChip';
import { useTkEnc } from './useTkEnc';

/** Chips and tags keep their width beside a long name (Japanese text would otherwise break inside them). */
const NO_SHRINK = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

export function TurnPanel() {
  const { t, d } = useT();
  const dispatch = useDispatch();
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
        <span data-testid="tk.turn.number">{order.turn > 0 ? t('tk.turnN', { n: order.turn }) : ''} <span className="muted small">{t(rounds ? 'tk.phase.rounds' : order.phase === 'setup' ? 'tk.phase.setup' : 'tk.phase.idle')}</span></span>
      </h2>
      <div className="row">
        <button data-testid="tk.turn.start" disabled={rounds} onClick={() => dispatch({ type: 'tkStartTurn' })}>▶ {t('tk.startTurn')}</button>
        <button data-testid="tk.turn.end-round" disabled={!rounds} onClick={() => dispatch({ type: 'tkEndRound' })}>{t('tk.endRound')}</button>
        <button data-testid="tk.turn.postpone" disabled={!rounds} onClick={() => dispatch({ type: 'tkPostpone' })}>{t('tk.postpone')}</button>
        <RuleChip id="TK-TURN-2" />
      </div>
      {order.rows.length === 0 && <p className="muted small">{t('tk.noOrder')}</p>}
      <ol className="init-order" data-testid="tk.turn.order">
        {order.rows.map((r) => {
          const c = creatureOf(enc, r.id);
          if (!c) return null;
          const info = tokenInfo(enc, r.id);
          return (
            <li key={r.id} className={`tk-row tk-${r.state} side-${c.side} ${selectedId === r.id ? 'selected' : ''}`} data-testid={`tk.turn.row.${r.id}`} data-state={r.state}>
              <div className="init-line">
                <button className="link" onClick={() => select(r.id)}>
                  {r.state === 'current' && '▶ '}
                  {c.name}
                  {r.with.length > 0 && <span className="pair"> &amp; {d.names(r.with.flatMap((id) => creatureOf(enc, id) ?? []))}</span>}
                </button>
                {r.with.length > 0 && <span style={NO_SHRINK}><RuleChip id="TK-MNT-1" /></span>}
                <span className="tag" style={NO_SHRINK}>{t(`tk.state.${r.state}`)}</span>
              </div>
              <div className="muted small tk-row-info">
                {r.initiative && <span title={t(`tk.basis.${r.initiative.basis}`)}>{t('tk.init', { n: r.initiative.total })}{r.initiative.die !== null ? t('tk.initDie', { die: r.initiative.die }) : ''}</span>}
                {info && <span data-testid={`tk.turn.ap.${r.id}`}> · {t('tk.apLeft', { left: info.apLeft, max: info.apMax })}</span>}
                {r.with.map((id) => {
                  const ri = tokenInfo(enc, id);
                  return ri ? <span key={id}> · {creatureOf(enc, id)?.name} {t('tk.apLeft', { left: ri.apLeft, max: ri.apMax })}</span> : null;
                })}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

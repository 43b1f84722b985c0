/** Initiative tracker: roll for all or type values, sorted order, current turn, next/previous, round. */
import { useEnc, useDispatch, useT, useUi } from './context';

export function InitiativePanel() {
  const { t } = useT();
  const dispatch = useDispatch();
  const turns = useEnc((s) => s.encounter.turns);
  const creatures = useEnc((s) => s.encounter.creatures);
  const order = useEnc((s) => s.encounter.creatureOrder);
  const select = useUi((s) => s.select);
  const selectedId = useUi((s) => s.selectedId);
  const waiting = order.filter((id) => creatures[id]?.initiative === null);
  return (
    <section className="panel initiative" aria-label={t('panel.initiative')}>
      <h2>
        {t('panel.initiative')} {turns.round > 0 && <span data-testid="init.round">{t('init.round', { n: turns.round })}</span>}
      </h2>
      <div className="row">
        <button data-testid="init.roll-all" onClick={() => dispatch({ type: 'rollInitiative', all: true })}>{t('init.rollAll')}</button>
        <button data-testid="init.roll-missing" disabled={waiting.length === 0} onClick={() => dispatch({ type: 'rollInitiative' })}>{t('init.rollMissing')}</button>
        <button data-testid="init.prev" onClick={() => dispatch({ type: 'previousTurn' })}>◀ {t('init.prev')}</button>
        <button data-testid="init.next" onClick={() => dispatch({ type: 'nextTurn' })}>{t('init.next')} ▶</button>
      </div>
      {turns.order.length === 0 && <p className="muted">{t('init.notStarted')}</p>}
      <ol className="init-order" data-testid="init.order">
        {[...turns.order, ...waiting].map((id, i) => {
          const c = creatures[id];
          if (!c) return null;
          const current = i === turns.current && i < turns.order.length;
          return (
            <li key={id} className={`${current ? 'current' : ''} ${selectedId === id ? 'selected' : ''} side-${c.side}`} data-testid={`init.entry.${id}`}>
              <button className="link" onClick={() => select(id)}>
                {current && '▶ '}
                {c.name}
              </button>
              <input
                aria-label={t('init.value', { name: c.name })}
                data-testid={`init.value.${id}`}
                type="number"
                defaultValue={c.initiative ?? ''}
                key={`${id}-${c.initiative ?? 'x'}`}
                onBlur={(e) => {
                  const v = e.target.value.trim();
                  const value = v === '' ? null : Number(v);
                  if (value !== c.initiative) dispatch({ type: 'setInitiative', id, value });
                }}
                onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

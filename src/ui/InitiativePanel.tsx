/**
 * Initiative tracker: roll for all or type values, sorted order, current turn, next/previous, round.
 * Mounted combat: an adventurer rider and its mount are one entry with one shared action set (MC-TURN-1);
 * a monster rider and its mount are two entries on the same count (MC-TURN-3); passengers have their own
 * entries (MC-PASS-1). The current entry shows its action pips.
 */
import type { Creature, Encounter } from '../rules';
import { riderOf } from '../rules/mounted4e';
import { useEnc, useDispatch, useT, useUi } from './context';
import { TurnPips } from './mounted/TurnPips';
import { creatureOf } from '../rules';

/** The mount folded into an adventurer rider's entry (MC-TURN-1), if any. */
function foldedMount(enc: Encounter, c: Creature): Creature | undefined {
  if (enc.system !== 'mounted4e' || c.kind !== 'adventurer' || !c.isRider || !c.mountId) return undefined;
  return creatureOf(enc, c.mountId);
}

export function InitiativePanel() {
  const { t } = useT();
  const dispatch = useDispatch();
  const enc = useEnc((s) => s.encounter);
  const turns = enc.turns;
  const order = enc.creatureOrder;
  const select = useUi((s) => s.select);
  const selectedId = useUi((s) => s.selectedId);
  const waiting = order.filter((id) => creatureOf(enc, id)?.initiative === null);
  const currentId = turns.current >= 0 ? turns.order[turns.current] : undefined;
  const m4 = enc.system === 'mounted4e';
  const note = (c: Creature): string | null => {
    if (!m4) return null;
    const r = riderOf(enc, c.id);
    if (c.mountId) {
      const m = creatureOf(enc, c.mountId)?.name ?? '';
      if (!c.isRider) return t('init.passenger', { m });
      if (c.kind === 'monster') return t('init.separate', { m });
    }
    if (r && r.kind === 'monster') return t('init.riddenBy', { r: r.name });
    return null;
  };
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
          const c = creatureOf(enc, id);
          if (!c) return null;
          // A mount ridden by an adventurer is shown inside its rider's entry (MC-TURN-1).
          const rider = m4 ? riderOf(enc, id) : undefined;
          if (rider && foldedMount(enc, rider)?.id === id && (turns.order.includes(rider.id) || waiting.includes(rider.id))) return null;
          const mount = foldedMount(enc, c);
          const inOrder = i < turns.order.length;
          const current = inOrder && (currentId === id || (!!mount && currentId === mount.id));
          const n = note(c);
          return (
            <li key={id} className={`${current ? 'current' : ''} ${selectedId === id ? 'selected' : ''} side-${c.side}`} data-testid={`init.entry.${id}`}>
              <div className="init-line">
                <button className="link" onClick={() => select(id)}>
                  {current && '▶ '}
                  {c.name}
                  {mount && (
                    <span className="pair" data-testid={`init.pair.${id}`}> &amp; {mount.name} <span className="rule-ids">MC-TURN-1</span></span>
                  )}
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
              </div>
              {n && <div className="muted small init-note" data-testid={`init.note.${id}`}>{n}</div>}
              {current && m4 && currentId && <TurnPips id={currentId} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Initiative tracker: roll for all or type values, sorted order, current turn, next/previous, round.
 * Mounted combat: an adventurer rider and its mount are one entry with one shared action set (MC-TURN-1);
 * a monster rider and its mount are two entries on the same count (MC-TURN-3); passengers have their own
 * entries (MC-PASS-1). The current entry shows its action pips.
 */
import type { Creature, Encounter } from '../rules';
import { riderOf } from '../rules/mounted4e';
import { memo } from 'react';
import { useDispatch, useEncDeferred, useServices, useT, useUi, type AppServices } from './context';
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
  const svc = useServices();
  // The list follows the store in a transition: a command's frame is not held up by a thousand entries.
  const enc = useEncDeferred((s) => s.encounter);
  const turns = enc.turns;
  const order = enc.creatureOrder;
  const selectedId = useUi((s) => s.selectedId);
  const waiting = order.filter((id) => creatureOf(enc, id)?.initiative === null);
  const entries = [...turns.order, ...waiting];
  const listed = new Set(entries);
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
        {entries.map((id, i) => {
          const c = creatureOf(enc, id);
          if (!c) return null;
          // A mount ridden by an adventurer is shown inside its rider's entry (MC-TURN-1).
          const rider = m4 ? riderOf(enc, id) : undefined;
          if (rider && foldedMount(enc, rider)?.id === id && listed.has(rider.id)) return null;
          const mount = foldedMount(enc, c);
          const inOrder = i < turns.order.length;
          const current = inOrder && (currentId === id || (!!mount && currentId === mount.id));
          return (
            <InitEntry
              key={id}
              c={c}
              mountName={mount?.name ?? null}
              current={current}
              selected={selectedId === id}
              note={note(c)}
              label={t('init.value', { name: c.name })}
              pipsFor={current && m4 && currentId ? currentId : null}
              svc={svc}
            />
          );
        })}
      </ol>
    </section>
  );
}

/** One entry; re-renders only when its creature or its flags change (memo). */
const InitEntry = memo(function InitEntry(p: {
  c: Creature;
  mountName: string | null;
  current: boolean;
  selected: boolean;
  note: string | null;
  label: string;
  pipsFor: string | null;
  svc: AppServices;
}) {
  const { c, svc } = p;
  const id = c.id;
  return (
    <li className={`${p.current ? 'current' : ''} ${p.selected ? 'selected' : ''} side-${c.side}`} data-testid={`init.entry.${id}`}>
      <div className="init-line">
        <button className="link" onClick={() => svc.ui.getState().select(id)}>
          {p.current && '▶ '}
          {c.name}
          {p.mountName !== null && (
            <span className="pair" data-testid={`init.pair.${id}`}> &amp; {p.mountName} <span className="rule-ids">MC-TURN-1</span></span>
          )}
        </button>
        <input
          aria-label={p.label}
          data-testid={`init.value.${id}`}
          type="number"
          defaultValue={c.initiative ?? ''}
          key={`${id}-${c.initiative ?? 'x'}`}
          onBlur={(e) => {
            const v = e.target.value.trim();
            const value = v === '' ? null : Number(v);
            if (value !== c.initiative) svc.encounter.getState().dispatch({ type: 'setInitiative', id, value });
          }}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
        />
      </div>
      {p.note && <div className="muted small init-note" data-testid={`init.note.${id}`}>{p.note}</div>}
      {p.pipsFor && <TurnPips id={p.pipsFor} />}
    </li>
  );
});

/**
 * The Turn tab: roll for all or type values, the sorted order with the current turn (the round, Previous / Next
 * turn and the current turn's pips are pinned above the tabs, see layout/TurnStrip). Mounted combat: an adventurer
 * rider and its mount are one entry with one shared action set (MC-TURN-1); a monster rider and its mount are two
 * entries on the same count (MC-TURN-3); passengers have their own entries (MC-PASS-1).
 */
import type { Creature, CreatureId } from '../rules';
import { memo } from 'react';
import { ActionButton } from './actions/ActionButton';
import { RuleChip } from './RuleChip';
import { useDispatch, useEncDeferred, useServices, useT, useUi, type AppServices } from './context';
import { uiOf } from './systems';
import { creatureOf } from '../rules';

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
  const extras = uiOf(enc.system).initiative;
  const foldedMount = (c: Creature): Creature | undefined => extras?.fold?.(enc, c);
  const note = (c: Creature): string | null => extras?.note?.(enc, c, t) ?? null;
  // Mounts folded into their rider's entry (found once, not per row).
  const foldedInto = new Map<CreatureId, CreatureId>();
  for (const id of entries) {
    const c = creatureOf(enc, id);
    const m = c ? foldedMount(c) : undefined;
    if (c && m) foldedInto.set(m.id, c.id);
  }
  return (
    <section className="panel initiative" aria-label={t('panel.initiative')}>
      <h2>
        {t('panel.initiative')} {turns.round > 0 && <span data-testid="init.round">{t('init.round', { n: turns.round })}</span>}
      </h2>
      <div className="row">
        {/* Before the first round "Roll for all" is pinned in the turn strip (one button with this test id at a time). */}
        {turns.round > 0 && <ActionButton id="turn.rollAll" testId="init.roll-all" showKey />}
        <button data-testid="init.roll-missing" disabled={waiting.length === 0} onClick={() => dispatch({ type: 'rollInitiative' })}>{t('init.rollMissing')}</button>
      </div>
      {turns.order.length === 0 && <p className="muted">{t('init.notStarted')}</p>}
      <ol className="init-order" data-testid="init.order">
        {entries.map((id, i) => {
          const c = creatureOf(enc, id);
          if (!c) return null;
          // A mount folded into its rider's entry (4e MC-TURN-1) is shown there.
          const rider = foldedInto.get(id);
          if (rider && listed.has(rider)) return null;
          const mount = foldedMount(c);
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
              foldRule={extras?.foldRule}
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
  foldRule?: string | undefined;
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
            <span className="pair" data-testid={`init.pair.${id}`}> &amp; {p.mountName} {p.foldRule && <RuleChip id={p.foldRule} />}</span>
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
    </li>
  );
});

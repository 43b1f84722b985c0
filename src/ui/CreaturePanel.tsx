/** Creatures: add from the built-in list, see everyone, select, and edit the selected one. */
import { useState } from 'react';
import { TEMPLATES } from '../app/bestiary';
import { findFreeSpace } from '../rules';
import { CreatureEditor } from './CreatureEditor';
import { useDispatch, useEnc, useServices, useT, useUi } from './context';
import { creatureOf } from '../rules';

export function CreaturePanel() {
  const { t, tr } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  const order = useEnc((s) => s.encounter.creatureOrder);
  const creatures = useEnc((s) => s.encounter.creatures);
  const selectedId = useUi((s) => s.selectedId);
  const select = useUi((s) => s.select);
  const [key, setKey] = useState(TEMPLATES[0]?.key ?? '');
  const selected = selectedId ? creatureOf({ creatures }, selectedId) : undefined;

  const add = () => {
    const tpl = TEMPLATES.find((x) => x.key === key);
    if (!tpl) return;
    const enc = svc.encounter.getState().encounter;
    const size = tpl.creature.size ?? 'medium';
    const pos = findFreeSpace(enc, size, { x: Math.floor(enc.grid.width / 2), y: Math.floor(enc.grid.height / 2) }) ?? { x: 0, y: 0 };
    const n = order.filter((id) => creatureOf({ creatures }, id)?.name.startsWith(tr(tpl.label))).length;
    const r = dispatch({ type: 'addCreature', creature: { ...tpl.creature, name: n ? `${tr(tpl.label)} ${n + 1}` : tr(tpl.label), pos } });
    if (r.ok) select(`c${enc.nextId}`);
  };

  return (
    <section className="panel creatures" aria-label={t('panel.creatures')}>
      <h2>{t('panel.creatures')}</h2>
      <div className="row">
        <select data-testid="creatures.template" value={key} onChange={(e) => setKey(e.target.value)} aria-label={t('creature.addFrom')}>
          {TEMPLATES.map((tp) => (
            <option key={tp.key} value={tp.key}>{tr(tp.label)}</option>
          ))}
        </select>
        <button data-testid="creatures.add" onClick={add}>＋ {t('creature.add')}</button>
      </div>
      <ul className="creature-list" data-testid="creatures.list">
        {order.map((id) => {
          const c = creatureOf({ creatures }, id);
          if (!c) return null;
          const mount = c.mountId ? creatureOf({ creatures }, c.mountId) : undefined;
          return (
            <li key={id} className={`side-${c.side} ${id === selectedId ? 'selected' : ''}`}>
              <button className="link" data-testid={`creatures.item.${id}`} onClick={() => select(id)}>
                <span className="swatch" style={{ background: c.color }} />
                {c.name}
                {mount && <span className="muted"> → {mount.name}</span>}
                <span className="hp">{c.hp}/{c.hpMax}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <h3>{t('panel.selected')}</h3>
      {selected ? <CreatureEditor creature={selected} /> : <p className="muted">{t('creature.none')}</p>}
    </section>
  );
}

/** Creatures: add from the built-in list, see everyone, select, and edit the selected one. */
import { memo, useState } from 'react';
import { creatureOf, findFreeSpace, systemFor, type Creature } from '../rules';
import { uiOf } from './systems';
import { templateCreature } from './templateGlyph';
import { CreatureEditor } from './CreatureEditor';
import { useDispatch, useEnc, useEncDeferred, useServices, useT, useUi } from './context';

export function CreaturePanel() {
  const { t, tr, lang } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  // The list follows the store in a transition (a command's frame is not held up by a thousand rows); the
  // selected creature's editor follows it at once.
  const list = useEncDeferred((s) => s.encounter);
  const order = list.creatureOrder;
  const selectedId = useUi((s) => s.selectedId);
  const select = useUi((s) => s.select);
  const system = useEnc((s) => s.encounter.system);
  const TEMPLATES = uiOf(system).templates ?? [];
  const [key, setKey] = useState(TEMPLATES[0]?.key ?? '');
  const selected = useEnc((s) => (selectedId ? creatureOf(s.encounter, selectedId) : undefined));

  const add = () => {
    const tpl = TEMPLATES.find((x) => x.key === key);
    if (!tpl) return;
    const enc = svc.encounter.getState().encounter;
    const size = tpl.creature.size ?? 'medium';
    const pos = findFreeSpace(enc, systemFor(enc).grid, size, {
      x: Math.floor(enc.grid.width / 2),
      y: Math.floor(enc.grid.height / 2),
    }) ?? { x: 0, y: 0 };
    const n = enc.creatureOrder.filter((id) => creatureOf(enc, id)?.name.startsWith(tr(tpl.label))).length;
    const r = dispatch({
      type: 'addCreature',
      creature: { ...templateCreature(tpl, lang), name: n ? `${tr(tpl.label)} ${n + 1}` : tr(tpl.label), pos },
    });
    if (r.ok) select(`c${enc.nextId}`);
  };

  return (
    <section className="panel creatures" aria-label={t('panel.creatures')}>
      <h2>{t('panel.creatures')}</h2>
      <div className="row">
        <select
          data-testid="creatures.template"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-label={t('creature.addFrom')}
        >
          {TEMPLATES.map((tp) => (
            <option key={tp.key} value={tp.key}>
              {tr(tp.label)}
            </option>
          ))}
        </select>
        <button data-testid="creatures.add" onClick={add}>
          ＋ {t('creature.add')}
        </button>
      </div>
      <ul className="creature-list" data-testid="creatures.list">
        {order.map((id) => {
          const c = creatureOf(list, id);
          if (!c) return null;
          const mount = c.mountId ? creatureOf(list, c.mountId) : undefined;
          return (
            <CreatureRow
              key={id}
              c={c}
              mountName={mount ? mount.name : null}
              selected={id === selectedId}
              select={select}
            />
          );
        })}
      </ul>
      <h3>{t('panel.selected')}</h3>
      {selected ? <CreatureEditor creature={selected} /> : <p className="muted">{t('creature.none')}</p>}
    </section>
  );
}

/** One row of the list; re-renders only when its creature or its flags change (memo). */
const CreatureRow = memo(function CreatureRow({
  c,
  mountName,
  selected,
  select,
}: {
  c: Creature;
  mountName: string | null;
  selected: boolean;
  select: (id: string | null) => void;
}) {
  return (
    <li className={`side-${c.side} ${selected ? 'selected' : ''}`}>
      <button className="link" data-testid={`creatures.item.${c.id}`} onClick={() => select(c.id)}>
        <span className="swatch" style={{ background: c.color }} />
        {c.name}
        {mountName !== null && <span className="muted"> → {mountName}</span>}
        <span className="hp">
          {c.hp}/{c.hpMax}
        </span>
      </button>
    </li>
  );
});

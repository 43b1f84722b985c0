/**
 * Creatures: add from the built-in list or the GM's own bestiary (issue 29: searched by name), see everyone,
 * select, and edit the selected one.
 */
import { memo, useState } from 'react';
import { creatureOf, findFreeSpace, systemFor, type Creature } from '../rules';
import { uiOf, type Template } from './systems';
import { templateCreature } from './templateGlyph';
import { BestiaryDialog } from './bestiary/BestiaryDialog';
import { useBestiary } from './bestiary/useBestiary';
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
  const builtIn = uiOf(system).templates ?? [];
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState(false);
  const mine = useBestiary((v) => v.entries);
  // The GM's entries of this system first (newest first), then the built-in list; both filtered by the search.
  const own: Template[] = (svc.bestiary?.search(mine, query, system) ?? []).map((e) => ({
    key: `b:${e.id}`,
    label: { en: e.name, ja: e.name },
    creature: e.creature,
  }));
  const words = query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  const shown = builtIn.filter((tp) =>
    words.every((w) => `${tp.label.en} ${tp.label.ja}`.normalize('NFKC').toLowerCase().includes(w)),
  );
  const TEMPLATES = [...own, ...shown];
  const [picked, setKey] = useState(builtIn[0]?.key ?? '');
  const key = TEMPLATES.some((x) => x.key === picked) ? picked : (TEMPLATES[0]?.key ?? '');
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
        <input
          type="search"
          className="template-search"
          data-testid="creatures.search"
          placeholder={t('bestiary.search')}
          aria-label={t('bestiary.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {svc.bestiary && (
          <button type="button" data-testid="creatures.bestiary" onClick={() => setDialog(true)}>
            {t('bestiary.open')}
          </button>
        )}
      </div>
      <div className="row">
        <select
          data-testid="creatures.template"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-label={t('creature.addFrom')}
        >
          {own.length > 0 && (
            <optgroup label={t('bestiary.mine')}>
              {own.map((tp) => (
                <option key={tp.key} value={tp.key}>
                  {tr(tp.label)}
                </option>
              ))}
            </optgroup>
          )}
          {shown.length > 0 && (
            <optgroup label={t('bestiary.builtIn')}>
              {shown.map((tp) => (
                <option key={tp.key} value={tp.key}>
                  {tr(tp.label)}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <button data-testid="creatures.add" onClick={add} disabled={!key}>
          ＋ {t('creature.add')}
        </button>
      </div>
      {dialog && <BestiaryDialog onClose={() => setDialog(false)} />}
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

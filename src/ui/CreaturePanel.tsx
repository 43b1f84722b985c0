/**
 * Creatures: add from the built-in list or the GM's own bestiary (issue 29: searched by name), see everyone,
 * select, and edit the selected one.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState } from 'react';
import { creatureOf, findFreeSpace, systemFor, type Creature } from '../rules';
import { uiOf, type Template } from './systems';
import { templateCreature } from './templateGlyph';
import { BestiaryDialog } from './bestiary/BestiaryDialog';
import { TemplateSearch } from './bestiary/TemplateSearch';
import { useBestiary } from './bestiary/useBestiary';
import { CreatureEditor } from './CreatureEditor';
import { ImportCharacters } from './imports/ImportCharacters';
import { useDispatch, useEnc, useEncDeferred, useServices, useT, useUi } from './context';
import { measureRow } from './layout/virtualRows';

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
  // Issue 33: the list is virtualised (a thousand creatures: ~20 rows exist, in a list that scrolls by itself).
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count: order.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 26,
    overscan: 8,
    getItemKey: (i) => order[i] ?? i,
    // Issue 33: rows measured by the ResizeObserver after the browser's layout, not one forced layout per row.
    measureElement: measureRow,
    // Issue 33: a scroll re-renders in React's own time, not synchronously (flushSync) inside the task that
    // scrolled it (a drop, a click, the panels' work after the frame).
    useFlushSync: false,
  });
  // The selected creature in view (only this list scrolls).
  const selectedRow = selectedId ? order.indexOf(selectedId) : -1;
  useEffect(() => {
    if (selectedRow >= 0) v.scrollToIndex(selectedRow, { align: 'auto' });
  }, [selectedRow, v]);

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
      <TemplateSearch query={query} setQuery={setQuery} openBestiary={svc.bestiary ? () => setDialog(true) : null} />
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
      <ImportCharacters />
      {dialog && <BestiaryDialog onClose={() => setDialog(false)} />}
      <div className="creature-list" ref={scroller} data-testid="creatures.list">
        <ul style={{ height: v.getTotalSize(), position: 'relative' }}>
          {v.getVirtualItems().map((item) => {
            const id = order[item.index] as string;
            const c = creatureOf(list, id);
            if (!c) return null;
            const mount = c.mountId ? creatureOf(list, c.mountId) : undefined;
            return (
              <CreatureRow
                key={item.key}
                index={item.index}
                start={item.start}
                measure={v.measureElement}
                c={c}
                mountName={mount ? mount.name : null}
                selected={id === selectedId}
                select={select}
              />
            );
          })}
        </ul>
      </div>
      <h3>{t('panel.selected')}</h3>
      {selected ? <CreatureEditor creature={selected} /> : <p className="muted">{t('creature.none')}</p>}
    </section>
  );
}

/** One row of the list; re-renders only when its creature, its flags or its place change (memo). */
const CreatureRow = memo(function CreatureRow({
  index,
  start,
  measure,
  c,
  mountName,
  selected,
  select,
}: {
  index: number;
  start: number;
  measure: (el: Element | null) => void;
  c: Creature;
  mountName: string | null;
  selected: boolean;
  select: (id: string | null) => void;
}) {
  return (
    <li
      ref={measure}
      data-index={index}
      className={`side-${c.side} ${selected ? 'selected' : ''}`}
      style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${start}px)` }}
    >
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

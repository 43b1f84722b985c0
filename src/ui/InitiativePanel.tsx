/**
 * The Turn tab: roll for all or type values, the sorted order with the current turn (the round, Previous / Next
 * turn and the current turn's pips are pinned above the tabs, see layout/TurnStrip). Mounted combat: an adventurer
 * rider and its mount are one entry with one shared action set (MC-TURN-1); a monster rider and its mount are two
 * entries on the same count (MC-TURN-3); passengers have their own entries (MC-PASS-1).
 *
 * The order is virtualised (@tanstack/react-virtual, issue 16): of 1,000 entries only the rows in view (and a few
 * around them) exist, in a list that scrolls by itself; the current turn is kept in view by scrolling that list
 * only, and the row holding the keyboard focus is kept rendered while it is scrolled away.
 */
import type { AnyEncounter, Creature, CreatureId } from '../rules';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { Lang } from '../i18n';
import { ActionButton } from './actions/ActionButton';
import { RuleChip } from './RuleChip';
import { useDispatch, useEncDeferred, useServices, useT, useUi, type AppServices } from './context';
import { uiOf } from './systems';
import { creatureOf } from '../rules';
import { useLayout } from './layout/layoutUi';
import { measureRow } from './layout/virtualRows';

/** Frames the current entry is followed after a scroll to it, while the rows around it are measured. */
const FOLLOW_FRAMES = 20;

/** The rows of the order: each creature with an entry, a folded mount left out (it is in its rider's row). */
interface Row {
  c: Creature;
  mount: Creature | undefined;
  inOrder: boolean;
}

export function InitiativePanel() {
  const { t, lang } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  // The list follows the store after the board's frame: a command's frame is not held up by a thousand entries.
  const enc = useEncDeferred((s) => s.encounter);
  const turns = enc.turns;
  const selectedId = useUi((s) => s.selectedId);
  const ui = uiOf(enc.system);
  const extras = ui.initiative;
  const { rows, waiting } = rowsOf(enc, extras?.fold);
  const currentId = turns.current >= 0 ? turns.order[turns.current] : undefined;
  const currentRow = rows.findIndex((r) => r.inOrder && (r.c.id === currentId || r.mount?.id === currentId));

  const scroller = useRef<HTMLDivElement>(null);
  // The row holding the keyboard focus stays rendered while it is scrolled out of view (focus is never lost).
  const focused = useRef<number | null>(null);
  const rangeExtractor = useCallback((r: Range) => {
    const out = defaultRangeExtractor(r);
    const f = focused.current;
    if (f === null || f >= r.count || out.includes(f)) return out;
    return [...out, f].sort((a, b) => a - b);
  }, []);
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 30,
    overscan: 8,
    getItemKey: (i) => rows[i]?.c.id ?? i,
    rangeExtractor,
    // Issue 33: rows measured by the ResizeObserver after the browser's layout, not one forced layout per row.
    measureElement: measureRow,
    // Issue 33: a scroll re-renders in React's own time, not synchronously (flushSync) inside the task that
    // scrolled it (a drop, a click, the panels' work after the frame).
    useFlushSync: false,
  });
  // The current turn in view: only this list scrolls (never the sidebar or the page). Not while its tab is hidden
  // (issue 33: the library reads the hidden list's scrollHeight — a forced layout of the page in the panels' task
  // after every turn change — and reads it again in each frame of its scroll loop); the panel renders again when
  // its tab is shown, and scrolls then — once the list has its size (the library's ResizeObserver gives it after
  // the browser's next layout: two frames at most).
  const scrolledTo = useRef<number | null>(null);
  // A tab shown or hidden renders the panel again (its order may have changed while it was hidden, with no render
  // since): the effect below then scrolls.
  useLayout((s) => s.tab);
  useEffect(() => {
    if (currentRow < 0 || scrolledTo.current === currentRow) return;
    const el = scroller.current;
    if (!el || el.closest('.tab-panel:not(.active)')) return;
    scrolledTo.current = currentRow;
    // Rows measured after the scroll (the ResizeObserver, frames later) move the entry: it is followed for a few
    // frames ('auto' scrolls only when the entry is not wholly in view).
    const scroll = (left: number) => {
      if (!el.isConnected || scrolledTo.current !== currentRow) return;
      // Still no size (a loaded machine: the ResizeObserver has not reported yet): not scrolled. The library renders
      // the panel again when the size comes, and this effect scrolls then.
      if (!v.scrollRect?.height) {
        scrolledTo.current = null;
        return;
      }
      v.scrollToIndex(currentRow, { align: 'auto' });
      if (left > 0) requestAnimationFrame(() => scroll(left - 1));
    };
    if (v.scrollRect?.height) scroll(FOLLOW_FRAMES);
    else requestAnimationFrame(() => requestAnimationFrame(() => scroll(FOLLOW_FRAMES)));
  });

  return (
    <section className="panel initiative" aria-label={t('panel.initiative')}>
      <h2>
        {t('panel.initiative')}{' '}
        {turns.round > 0 && <span data-testid="init.round">{t('init.round', { n: turns.round })}</span>}
      </h2>
      <div className="row">
        {/* Before the first round "Roll for all" is pinned in the turn strip (one button with this test id at a time). */}
        {turns.round > 0 && <ActionButton id="turn.rollAll" testId="init.roll-all" showKey />}
        <button
          data-testid="init.roll-missing"
          disabled={waiting === 0}
          onClick={() => dispatch({ type: 'rollInitiative' })}
        >
          {t('init.rollMissing')}
        </button>
      </div>
      {turns.order.length === 0 && <p className="muted">{t('init.notStarted')}</p>}
      <div
        className="init-scroll"
        ref={scroller}
        data-testid="init.scroll"
        onFocus={(e) => {
          const i = Number((e.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index);
          focused.current = Number.isInteger(i) ? i : null;
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null;
        }}
      >
        <ol className="init-order" data-testid="init.order" style={{ height: v.getTotalSize(), position: 'relative' }}>
          {v.getVirtualItems().map((item) => {
            const r = rows[item.index];
            if (!r) return null;
            const { c, mount } = r;
            const current = r.inOrder && (currentId === c.id || (!!mount && currentId === mount.id));
            return (
              <InitEntry
                key={item.key}
                index={item.index}
                start={item.start}
                measure={v.measureElement}
                c={c}
                mountName={mount?.name ?? null}
                current={current}
                selected={selectedId === c.id}
                note={extras?.note?.(enc, c, t) ?? null}
                // The system's note about the coming turn (4e: ongoing damage, effects ending, saves due) reads the
                // whole encounter: passed only where the system has one, so other rows stay memoised.
                turnEnc={ui.initiativeNote ? enc : null}
                turnNote={ui.initiativeNote}
                lang={lang}
                label={t('init.value', { name: c.name })}
                foldRule={extras?.foldRule}
                svc={svc}
              />
            );
          })}
        </ol>
      </div>
    </section>
  );
}

type Fold = ((enc: AnyEncounter, c: Creature) => Creature | undefined) | undefined;
/**
 * The rows of an encounter state, kept per state (not in a `useMemo`: a transition render that React interrupts
 * and restarts would build them again).
 */
const rowsCache = new WeakMap<AnyEncounter, { fold: Fold; rows: Row[]; waiting: number }>();

/** The rows in order: the turn order, then the creatures still without a value; folded mounts left out (exported for tests). */
export function rowsOf(enc: AnyEncounter, fold: Fold): { rows: Row[]; waiting: number } {
  const hit = rowsCache.get(enc);
  if (hit && hit.fold === fold) return hit;
  const made = buildRows(enc, fold);
  rowsCache.set(enc, { fold, ...made });
  return made;
}

function buildRows(enc: AnyEncounter, fold: Fold): { rows: Row[]; waiting: number } {
  const turns = enc.turns;
  const waitingIds = enc.creatureOrder.filter((id) => creatureOf(enc, id)?.initiative === null);
  const entries = [...turns.order, ...waitingIds];
  const listed = new Set(entries);
  const made: (Row | null)[] = entries.map((id, i) => {
    const c = creatureOf(enc, id);
    return c ? { c, mount: fold?.(enc, c), inOrder: i < turns.order.length } : null;
  });
  // Mounts folded into their rider's entry (4e MC-TURN-1) are shown there.
  const foldedInto = new Set<CreatureId>();
  for (const r of made) if (r?.mount && listed.has(r.c.id)) foldedInto.add(r.mount.id);
  const rows = made.filter((r): r is Row => r !== null && !foldedInto.has(r.c.id));
  return { rows, waiting: waitingIds.length };
}

/** One entry; re-renders only when its creature, its place or its flags change (memo). */
const InitEntry = memo(function InitEntry(p: {
  index: number;
  start: number;
  measure: (el: Element | null) => void;
  c: Creature;
  mountName: string | null;
  current: boolean;
  selected: boolean;
  note: string | null;
  turnEnc: AnyEncounter | null;
  turnNote: ((enc: AnyEncounter, id: CreatureId, lang: Lang) => ReactNode | null) | undefined;
  lang: Lang;
  label: string;
  foldRule?: string | undefined;
  svc: AppServices;
}) {
  const { c, svc } = p;
  const id = c.id;
  const turnNote = p.turnEnc && p.turnNote ? p.turnNote(p.turnEnc, id, p.lang) : null;
  return (
    <li
      ref={p.measure}
      data-index={p.index}
      className={`${p.current ? 'current' : ''} ${p.selected ? 'selected' : ''} side-${c.side}`}
      data-testid={`init.entry.${id}`}
      style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${p.start}px)` }}
    >
      <div className="init-line">
        <button className="link" onClick={() => svc.ui.getState().select(id)}>
          {p.current && '▶ '}
          {c.name}
          {p.mountName !== null && (
            <span className="pair" data-testid={`init.pair.${id}`}>
              {' '}
              &amp; {p.mountName} {p.foldRule && <RuleChip id={p.foldRule} />}
            </span>
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
      {p.note && (
        <div className="muted small init-note" data-testid={`init.note.${id}`}>
          {p.note}
        </div>
      )}
      {turnNote}
    </li>
  );
});

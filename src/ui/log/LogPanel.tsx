/**
 * The combat log: every line of the session, virtualised (the whole session stays reachable without rendering it
 * all), newest last. It scrolls only itself: it follows new lines while the GM is at the bottom and keeps its
 * place when the GM scrolls back. Filters by creature and by rule id; rule ids are chips (they open the rule).
 * The dice line and the palettes sit under it (issue 18).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { creatureOf, type AnyEncounter, type CreatureId, type EventBase } from '../../rules';
import { defaultDiceStyle, describeEvent, t, type DiceStyle, type Lang } from '../../i18n';
import { useEnc, useEncDeferred, useServices, useT, useUi } from '../context';
import { RuleChips } from '../RuleChip';
import { DiceLine } from './DiceLine';
import { Palette } from './Palette';
import { LOG_WINDOW, useLogLines, type LogLine } from './useLogLines';
import { measureRow } from '../layout/virtualRows';

export function LogPanel() {
  const { t, lang } = useT();
  const system = useEnc((s) => s.encounter.system);
  const diceStyle = useUi((s) => s.diceStyle) ?? defaultDiceStyle(lang);
  const uiStore = useServices().ui;
  // The newest lines (issue 33: a long history keeps a window of them; earlier ones on request).
  const [want, setWant] = useState(LOG_WINDOW);
  const { lines: all, earlier } = useLogLines(want, { sentNow: true });
  const [who, setWho] = useState('');
  // The creature filter's options (a thousand) are made when the GM first reaches for it (issue 33: not in the
  // panel's first render).
  const [opened, setOpened] = useState(false);
  const [rule, setRule] = useState('');
  // The creature filter's names follow the store after the frame, and its 1,000 options re-render only when a
  // name, a creature or the order changed (not on every move).
  const enc = useEncDeferred((s) => s.encounter);
  const names = useNames(enc);
  const lines = useMemo(() => {
    const r = rule.trim().toUpperCase();
    if (!who && !r) return all;
    return all.filter(
      (l: LogLine) =>
        (!who || (l.event.ids ?? []).includes(who)) &&
        (!r || l.event.rules.some((id) => id.toUpperCase().startsWith(r))),
    );
  }, [all, who, rule]);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Rows are keyed by their line's stable key (command number and place in it), never by their index in the list.
  const v = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 24,
    overscan: 12,
    getItemKey: (i) => lines[i]?.key ?? i,
    // Issue 33: rows measured by the ResizeObserver after the browser's layout, not one forced layout per row.
    measureElement: measureRow,
    // Issue 33: a scroll re-renders in React's own time, not synchronously (flushSync) inside the task that
    // scrolled it (a drop, a click, the panels' work after the frame).
    useFlushSync: false,
  });
  // Follow new lines only while the GM is at the bottom (scrolling back keeps the place).
  useLayoutEffect(() => {
    if (atBottom.current && lines.length > 0) v.scrollToIndex(lines.length - 1, { align: 'end' });
  }, [lines.length, v]);
  // (On the element itself: the scroller appears only with the first line, after this panel mounted.)
  const onScroll = () => {
    const el = scroller.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };
  return (
    <section className="panel log" aria-label={t('panel.log')}>
      <h2>{t('panel.log')}</h2>
      <div className="row log-filters">
        <select
          data-testid="log.filter.creature"
          aria-label={t('log.filterCreature')}
          value={who}
          onChange={(e) => setWho(e.target.value)}
          onFocus={() => setOpened(true)}
          onPointerDown={() => setOpened(true)}
        >
          <option value="">{t('log.everyone')}</option>
          {opened ? (
            <WhoOptions names={names} />
          ) : (
            who && <option value={who}>{names.find((x) => x[0] === who)?.[1] ?? who}</option>
          )}
        </select>
        <input
          data-testid="log.filter.rule"
          aria-label={t('log.filterRule')}
          placeholder={t('log.filterRule')}
          value={rule}
          onChange={(e) => setRule(e.target.value)}
          size={10}
        />
        <span className="muted small" data-testid="log.count">
          {t('log.count', { n: lines.length })}
        </span>
        <select
          data-testid="log.diceStyle"
          aria-label={t('log.diceStyle')}
          title={t('log.diceStyle')}
          value={diceStyle}
          onChange={(e) => {
            const v = e.target.value as DiceStyle;
            uiStore.getState().setDiceStyle(v === defaultDiceStyle(lang) ? null : v);
          }}
        >
          <option value="bcdice">{t('log.diceStyle.bcdice')}</option>
          <option value="saddlegrid">{t('log.diceStyle.saddlegrid')}</option>
        </select>
      </div>
      {earlier > 0 && (
        <button
          type="button"
          className="link small"
          data-testid="log.earlier"
          onClick={() => setWant((w) => w + LOG_WINDOW)}
        >
          {t('log.earlier', { n: earlier })}
        </button>
      )}
      {lines.length === 0 ? (
        <p className="muted">{all.length === 0 ? t('log.empty') : t('log.noneMatch')}</p>
      ) : (
        <div className="log-scroll" ref={scroller} data-testid="log.scroll" onScroll={onScroll}>
          <ol data-testid="log.lines" style={{ height: v.getTotalSize(), position: 'relative' }}>
            {v.getVirtualItems().map((item) => {
              const l = lines[item.index] as LogLine;
              return (
                <LogRow
                  key={item.key}
                  index={item.index}
                  start={item.start}
                  seq={l.seq}
                  event={l.event}
                  asker={l.asker}
                  system={system}
                  lang={lang}
                  diceStyle={diceStyle}
                  measure={v.measureElement}
                />
              );
            })}
          </ol>
        </div>
      )}
      <DiceLineOnce />
      <PaletteOnce />
    </section>
  );
}

/**
 * One line. Memoised on its line and place: a new command re-renders only the rows it adds (and the rows that
 * scroll into view), never the ones already shown.
 */
const LogRow = memo(function LogRow(p: {
  index: number;
  start: number;
  seq: number;
  event: EventBase;
  asker?: string | undefined;
  system: string;
  lang: Lang;
  diceStyle: DiceStyle;
  measure: (el: Element | null) => void;
}) {
  return (
    <li
      ref={p.measure}
      data-index={p.index}
      className={p.event.type === 'dieRolled' ? 'roll' : p.event.type === 'diceRolled' ? 'dice' : ''}
      data-testid="log.line"
      style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${p.start}px)` }}
    >
      <span className="seq">#{p.seq}</span>{' '}
      {p.asker !== undefined && (
        <span className="asker" data-testid="log.asker">
          {t(p.lang, 'log.asker', { name: p.asker })}
        </span>
      )}{' '}
      {describeEvent(p.system, p.event, p.lang, { diceStyle: p.diceStyle })}
      <RuleChips ids={p.event.rules} />
    </li>
  );
});

// The dice line and the palette follow their own slices of the stores: a new log line does not re-render them.
const DiceLineOnce = memo(function DiceLineOnce() {
  return <DiceLine />;
});
const PaletteOnce = memo(Palette);

type Names = readonly (readonly [CreatureId, string])[];

/**
 * The creatures' ids and names in order; the same array while none of them changed. Read again on every new root
 * (the creature table is updated in place, so its identity says nothing: a renamed creature is renamed here at
 * once, issue 29).
 */
function useNames(enc: Pick<AnyEncounter, 'creatureOrder' | 'creatures'>): Names {
  const last = useRef<Names>([]);
  return useMemo(() => {
    const prev = last.current;
    const next: Names = enc.creatureOrder.map((id) => [id, creatureOf(enc, id)?.name ?? id] as const);
    const same = prev.length === next.length && next.every((x, i) => prev[i]?.[0] === x[0] && prev[i]?.[1] === x[1]);
    if (!same) last.current = next;
    return last.current;
  }, [enc]);
}

const WhoOptions = memo(function WhoOptions({ names }: { names: Names }) {
  return names.map(([id, name]) => (
    <option key={id} value={id}>
      {name}
    </option>
  ));
});

/**
 * The combat log: every line of the session, virtualised (the whole session stays reachable without rendering it
 * all), newest last. It scrolls only itself: it follows new lines while the GM is at the bottom and keeps its
 * place when the GM scrolls back. Filters by creature and by rule id; rule ids are chips (they open the rule).
 * The dice line and the palettes sit under it (issue 18).
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEnc, useT } from '../context';
import { RuleChips } from '../RuleChip';
import { DiceLine } from './DiceLine';
import { Palette } from './Palette';
import { useLogLines, type LogLine } from './useLogLines';

export function LogPanel() {
  const { t, ev } = useT();
  const all = useLogLines();
  const [who, setWho] = useState('');
  const [rule, setRule] = useState('');
  const order = useEnc((s) => s.encounter.creatureOrder);
  const creatures = useEnc((s) => s.encounter.creatures);
  const lines = useMemo(() => {
    const r = rule.trim().toUpperCase();
    if (!who && !r) return all;
    return all.filter((l: LogLine) => (!who || (l.event.ids ?? []).includes(who)) && (!r || l.event.rules.some((id) => id.toUpperCase().startsWith(r))));
  }, [all, who, rule]);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const v = useVirtualizer({ count: lines.length, getScrollElement: () => scroller.current, estimateSize: () => 24, overscan: 24, getItemKey: (i) => lines[i]?.key ?? i });
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
        <select data-testid="log.filter.creature" aria-label={t('log.filterCreature')} value={who} onChange={(e) => setWho(e.target.value)}>
          <option value="">{t('log.everyone')}</option>
          {order.map((id) => (
            <option key={id} value={id}>{creatures[id]?.name ?? id}</option>
          ))}
        </select>
        <input data-testid="log.filter.rule" aria-label={t('log.filterRule')} placeholder={t('log.filterRule')} value={rule} onChange={(e) => setRule(e.target.value)} size={10} />
        <span className="muted small" data-testid="log.count">{t('log.count', { n: lines.length })}</span>
      </div>
      {lines.length === 0 ? (
        <p className="muted">{all.length === 0 ? t('log.empty') : t('log.noneMatch')}</p>
      ) : (
        <div className="log-scroll" ref={scroller} data-testid="log.scroll" onScroll={onScroll}>
          <ol data-testid="log.lines" style={{ height: v.getTotalSize(), position: 'relative' }}>
            {v.getVirtualItems().map((item) => {
              const l = lines[item.index] as LogLine;
              return (
                <li
                  key={item.key}
                  ref={v.measureElement}
                  data-index={item.index}
                  className={l.event.type === 'dieRolled' ? 'roll' : ''}
                  data-testid="log.line"
                  style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                >
                  <span className="seq">#{l.seq}</span> {ev(l.event)}
                  <RuleChips ids={l.event.rules} />
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <DiceLine />
      <Palette />
    </section>
  );
}

/**
 * How the virtual lists (the turn order, the creature list, the log) measure their rows (issue 33).
 *
 * The library's default measures a row when React attaches it (`offsetHeight` in the ref callback): each read
 * forces the browser to lay out the page at once, and a row found taller than its estimate moves the list (a
 * scroll write) before the next row is read — a forced layout per row. After a reload the panels mount with a
 * thousand-row encounter and a long log, and that one task held the first render of every list (hundreds of ms).
 *
 * Here a row attached by React keeps the size already known for it (or the list's estimate) and the library's
 * ResizeObserver — which it starts on every row it is given — reports the real size after the browser's own
 * layout, in the same frame, before anything is painted, all rows in one batch. A list in a hidden tab
 * (`content-visibility: hidden`) is not laid out at all until its tab is shown; then its rows are measured.
 */
import { measureElement, type Virtualizer } from '@tanstack/react-virtual';

export function measureRow<S extends Element | Window>(
  el: Element,
  entry: ResizeObserverEntry | undefined,
  v: Virtualizer<S, Element>,
): number {
  if (entry) return measureElement(el, entry, v);
  const i = v.indexFromElement(el);
  return v.itemSizeCache.get(v.options.getItemKey(i)) ?? v.options.estimateSize(i);
}

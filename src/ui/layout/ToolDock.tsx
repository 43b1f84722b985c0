/**
 * The dock beside the tokens: one floating column holding every open tool card — a pending decision, a mount
 * offer, and the rule system's tools (4e: roll card, dismount offer, forced movement, attack helper; Tenkai: the
 * attack panel). It is anchored (floating-ui) to the box around the involved tokens and the squares the cards ask
 * about, placed to their right (flipped to the left, then below or above, when it does not fit) and never over
 * them; the board pans (and zooms out only if it must) so that those tokens stay in view beside it. While the
 * board waits for a square to be picked, the dock steps aside (hidden; the cards keep their state).
 */
import { autoUpdate, flip, offset, shift, size, useFloating, type ReferenceElement } from '@floating-ui/react';
import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CreatureId, Point } from '../../rules';
import type { ClientBox } from '../../store';
import { ErrorBoundary } from '../ErrorBoundary';
import { MountOfferCard } from '../MountOfferCard';
import { PendingDialog } from '../PendingDialog';
import { useEnc, useServices, useUi, type BoardView } from '../context';
import { uiOf } from '../systems';
import { useDock } from './dockUi';

/** Gap between the tokens and the dock (px). */
const GAP = 16;
/** Room kept around the tokens when the board pans them into view (px). */
const MARGIN = 32;

/** The client box around the tokens and squares (null if nothing of it is drawn). */
export function involvedBox(board: BoardView, ids: readonly CreatureId[], squares: readonly Point[]): ClientBox | null {
  const boxes: ClientBox[] = [...board.tokenBoxes(ids, { labels: true }).values()];
  if (squares.length) {
    const a = board.squareToClient(0, 0);
    const b = board.squareToClient(1, 0);
    const half = Math.abs(b.x - a.x) / 2;
    for (const s of squares) {
      const p = board.squareToClient(s.x, s.y);
      boxes.push({
        x: p.x - half,
        y: p.y - half,
        left: p.x - half,
        top: p.y - half,
        right: p.x + half,
        bottom: p.y + half,
        width: 2 * half,
        height: 2 * half,
      });
    }
  }
  const first = boxes[0];
  if (!first) return null;
  let l = first.left,
    t = first.top,
    r = first.right,
    bt = first.bottom;
  for (const x of boxes) {
    l = Math.min(l, x.left);
    t = Math.min(t, x.top);
    r = Math.max(r, x.right);
    bt = Math.max(bt, x.bottom);
  }
  return { x: l, y: t, left: l, top: t, right: r, bottom: bt, width: r - l, height: bt - t };
}

/** An element's size as laid out (fractional px). */
function sizeOf(el: HTMLElement): { width: number; height: number } {
  const r = el.getBoundingClientRect();
  return { width: r.width, height: r.height };
}

function sameSize(a: { width: number; height: number }, b: { width: number; height: number }): boolean {
  return a.width === b.width && a.height === b.height;
}

/** Where the dock goes beside the tokens: to their right, or under them. */
type Side = 'right' | 'bottom';

const PLACEMENT = {
  right: { placement: 'right-start', fallback: ['left-start', 'bottom-start', 'top-start'] },
  bottom: { placement: 'bottom-start', fallback: ['top-start', 'right-start', 'left-start'] },
} as const;

/**
 * The side that keeps the tokens largest: beside them (a tall group) or under them (a wide group, e.g. an attacker
 * and a target far apart) — the one that needs the board to zoom out least to show them next to the dock.
 */
export function chooseSide(
  u: { width: number; height: number },
  view: { width: number; height: number },
  dock: { width: number; height: number },
  margin: number,
): Side {
  const scaleToFit = (w: number, h: number) => Math.min(1, w / Math.max(1, u.width), h / Math.max(1, u.height));
  const right = scaleToFit(view.width - dock.width - 2 * GAP - 2 * margin, view.height - 2 * margin);
  const bottom = scaleToFit(view.width - 2 * margin, view.height - dock.height - 2 * GAP - 2 * margin);
  return bottom > right + 0.05 ? 'bottom' : 'right';
}

export function ToolDock() {
  const svc = useServices();
  const system = useEnc((s) => s.encounter.system);
  const cards = useDock((s) => s.cards);
  const picking = useUi((s) => !!s.pick);
  const ids = useMemo(() => [...new Set(Object.values(cards).flatMap((c) => c.ids))], [cards]);
  const squares = useMemo(() => Object.values(cards).flatMap((c) => c.squares ?? []), [cards]);
  const key = `${ids.join(',')}|${squares.map((p) => `${p.x}.${p.y}`).join(',')}`;
  const open = Object.keys(cards).length > 0 && !picking;
  const board = svc.board?.() ?? null;
  const [side, setSide] = useState<Side>('right');
  // A closed dock is not placed (issue 33): floating-ui's own triggers (its size, scrolling) and the board's view
  // changes are ignored while it is closed; opening places it (the layout effect below).
  const openRef = useRef(open);
  openRef.current = open;
  const whileOpen = useCallback((reference: ReferenceElement, floating: HTMLElement, place: () => void) => {
    const ifOpen = () => {
      if (openRef.current) place();
    };
    // autoUpdate's own ResizeObserver (its only element: the reference is virtual) also reports the dock's
    // size once at once, a frame after the set-up has placed it: that first report places the dock again for
    // nothing when its size is the one it was placed with (issue 33: one placement per opening).
    const stop = autoUpdate(reference, floating, ifOpen, { elementResize: false });
    if (typeof ResizeObserver !== 'function') return stop;
    const placedAt = sizeOf(floating);
    let first = true;
    const resized = new ResizeObserver(() => {
      const same = first && sameSize(sizeOf(floating), placedAt);
      first = false;
      if (!same) ifOpen();
    });
    resized.observe(floating);
    return () => {
      resized.disconnect();
      stop();
    };
  }, []);
  const { refs, floatingStyles, update, placement, elements } = useFloating({
    open,
    placement: PLACEMENT[side].placement,
    strategy: 'absolute',
    middleware: [
      offset(GAP),
      flip({ crossAxis: false, fallbackPlacements: [...PLACEMENT[side].fallback], padding: 8 }),
      shift({ padding: 8, crossAxis: false }),
      // Never taller than the room there: the dock scrolls inside instead of running off the board.
      size({
        padding: 8,
        apply({ availableHeight, elements: el }) {
          el.floating.style.maxHeight = `${Math.max(160, Math.floor(availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: whileOpen,
  });
  // Anchor to the involved tokens (read again at every positioning: the camera moves them).
  useLayoutEffect(() => {
    if (!board || !open) return;
    refs.setPositionReference({
      getBoundingClientRect: () =>
        involvedBox(board, ids, squares) ?? { x: 0, y: 0, left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 },
    });
    // `key` stands for ids and squares.
  }, [board, open, key, refs]);
  // Keep the tokens in view beside the dock: pan them out from under it (the pan is animated: the dock follows it
  // through onViewChange below). No placement here (issue 33): whenever this runs while open, floating-ui's
  // autoUpdate is set up anew — for the new reference the effect above gives (the next commit, in this task), for a
  // new floating element or a new `update` (this commit) — and that set-up places the dock; an update() here
  // placed it a second time, and on opening against the previous opening's reference (overwritten at once).
  useLayoutEffect(() => {
    const el = elements.floating;
    if (!board || !open || !el || ids.length + squares.length === 0) return;
    const u = involvedBox(board, ids, squares);
    const view = (el.offsetParent as HTMLElement | null)?.getBoundingClientRect();
    const next = u && view ? chooseSide(u, view, { width: el.offsetWidth, height: el.offsetHeight }, MARGIN) : 'right';
    setSide(next);
    board.ensureVisible(ids, {
      margin: MARGIN,
      reserve: next === 'right' ? { right: el.offsetWidth + 2 * GAP } : { bottom: el.offsetHeight + 2 * GAP },
    });
    // `update` stands for the placement options (a new side runs this again, as before).
  }, [board, open, key, elements.floating, update]);
  useEffect(() => (board ? board.onViewChange(() => openRef.current && update()) : undefined), [board, update]);
  const style = !open
    ? { display: 'none' }
    : board
      ? floatingStyles
      : { position: 'absolute' as const, right: 8, top: 8 };
  return (
    <div
      ref={refs.setFloating}
      className="tool-dock"
      style={style}
      data-testid="dock"
      data-side={side}
      data-placement={open ? placement : 'closed'}
    >
      <DockCards system={system} />
    </div>
  );
}

/**
 * The dock's cards. Memoised (issue 33): the dock renders again each time floating-ui places it — synchronously, in
 * the board's frame, when the tokens it sits beside moved or their labels changed (a save's condition chip) — and
 * the cards, which follow the encounter through their own subscriptions, need not render with it.
 */
const DockCards = memo(function DockCards({ system }: { system: string }) {
  const tools = uiOf(system).tools ?? [];
  return (
    <>
      <ErrorBoundary name="pending">
        <PendingDialog />
      </ErrorBoundary>
      <ErrorBoundary name="mount-offer">
        <MountOfferCard />
      </ErrorBoundary>
      {tools.map((T, i) => (
        <ErrorBoundary key={`${system}-${i}`} name={`tool-${i}`}>
          <Suspense fallback={null}>
            <T />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
});

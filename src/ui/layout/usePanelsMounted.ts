/**
 * Which of the sidebar's panels are mounted (issue 33). They mount after the board's first frame, one panel per
 * task — the shown tab's first, then the docked log, then the hidden tabs in order — so a reload of a thousand
 * creatures and a long history never mounts every list in one task (each panel's first render and layout is its
 * own task, and a frame can come between them). A tab the GM opens is mounted at once; a mounted panel stays
 * mounted (it keeps its state and scroll, as before).
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * `order`: the panels' ids, the first shown at once (the active tab), the others one per task after it.
 * Returns whether the panel with an id is mounted.
 */
export function usePanelsMounted(drawn: boolean, order: readonly string[]): (id: string) => boolean {
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set());
  const next = drawn ? order.find((id) => !mounted.has(id)) : undefined;
  useEffect(() => {
    if (next === undefined) return;
    // The first (the shown tab) right after the frame; each other one in a task of its own.
    const add = () => startTransition(() => setMounted((m) => (m.has(next) ? m : new Set(m).add(next))));
    if (mounted.size === 0) return add();
    const timer = setTimeout(add, 0);
    return () => clearTimeout(timer);
  }, [next, mounted]);
  const first = drawn ? order[0] : undefined;
  return (id) => mounted.has(id) || id === first;
}

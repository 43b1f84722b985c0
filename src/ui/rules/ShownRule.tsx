/** Where the player views show the rule the GM shows them (issue 21): nothing until the GM shows one. */
import { lazy, Suspense } from 'react';
import { useUi } from '../context';

const SharedRule = lazy(() => import('./SharedRule').then((m) => ({ default: m.SharedRule })));

export function ShownRule() {
  const id = useUi((s) => s.shared?.rule ?? null);
  if (!id) return null;
  return (
    <Suspense fallback={null}>
      <SharedRule id={id} />
    </Suspense>
  );
}

/**
 * Imports on the board (issue 30): Ctrl+V of a ココフォリア character while no field has the focus, and a ユドナリウム
 * zip dropped on the board (a picture dropped there stays the map's, `BoardDrop`). Mounted once from the start; the
 * importers are loaded at the first import (start-up, issue 33). Renders nothing.
 */
import { useEffect } from 'react';
import { useServices } from '../context';
import type { Notice } from './importCharacters';

const importers = () => import('./importCharacters');

const inField = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export function BoardImports() {
  const svc = useServices();
  useEffect(() => {
    const tell = (n: Notice) => svc.ui.getState().notify(n.text, n.kind);
    const paste = (e: ClipboardEvent) => {
      if (inField(e.target)) return;
      const text = e.clipboardData?.getData('text') ?? '';
      if (!text.trim().startsWith('{')) return;
      e.preventDefault();
      void importers()
        .then((m) => m.importCocofolia(svc, text))
        .then(tell);
    };
    const drop = (e: DragEvent) => {
      const f = e.dataTransfer?.files[0];
      if (!f || !/\.zip$/iu.test(f.name)) return;
      const area = document.querySelector('[data-testid="board-area"]');
      if (!area || !(e.target instanceof Node) || !area.contains(e.target)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      area.classList.remove('board-drop-target');
      void importers()
        .then((m) => m.importYudonarium(svc, f))
        .then(tell);
    };
    document.addEventListener('paste', paste);
    // Capture: the zip is taken before the board's picture drop looks at it.
    document.addEventListener('drop', drop, true);
    return () => {
      document.removeEventListener('paste', paste);
      document.removeEventListener('drop', drop, true);
    };
  }, [svc]);
  return null;
}

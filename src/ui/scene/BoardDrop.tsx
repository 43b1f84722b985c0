/**
 * Dropping a picture file on the board: it becomes the map picture (GM; one `setScene`, undoable); a Universal VTT
 * map (`.dd2vtt`, `.uvtt`, `.df2vtt`, issue 32) comes with its grid alignment, walls and doors. Listens on the
 * board area (a drop on a panel that takes pictures itself, `data-picture-drop`, is that panel's). Mounted once by
 * the toolbar from the start (a file dropped on the page must never open in its place); what the file becomes is
 * loaded at the first drop (`dropFile.ts`, start-up, issue 33). Renders nothing.
 */
import { useEffect, useState } from 'react';
import { useServices } from '../context';

/** Does a drag carry files (not text or a link)? */
const carriesFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');

export function BoardDrop() {
  const svc = useServices();
  const [area, setArea] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setArea(document.querySelector<HTMLElement>('[data-testid="board-area"]'));
  }, []);
  useEffect(() => {
    if (!area) return;
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
      area.classList.add('board-drop-target');
    };
    const leave = (e: DragEvent) => {
      if (!e.relatedTarget || !area.contains(e.relatedTarget as Node)) area.classList.remove('board-drop-target');
    };
    const drop = (e: DragEvent) => {
      area.classList.remove('board-drop-target');
      if (!carriesFiles(e)) return;
      e.preventDefault();
      // A drop inside a panel over the board (the creature editor's picture) is that panel's.
      if (e.target instanceof HTMLElement && e.target.closest('[data-picture-drop]')) return;
      const f = e.dataTransfer?.files[0];
      if (!f) return;
      void import('./dropFile').then((m) => m.dropFile(svc, f));
    };
    area.addEventListener('dragover', over);
    area.addEventListener('dragleave', leave);
    area.addEventListener('drop', drop);
    return () => {
      area.removeEventListener('dragover', over);
      area.removeEventListener('dragleave', leave);
      area.removeEventListener('drop', drop);
    };
  }, [area, svc]);
  return null;
}

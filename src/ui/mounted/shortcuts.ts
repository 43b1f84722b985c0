/**
 * Keyboard shortcuts for the mounted actions on the selected creature: M mount list (token menu),
 * D dismount, P knock prone, T teleport, F forced movement, A attack helper, Enter apply the forced path,
 * Esc cancel the current tool.
 */
import { useEffect } from 'react';
import { useServices } from '../context';
import { startDismount, startForced, startTeleport } from './starters';
import { creatureOf } from '../../rules';

export function useMountedShortcuts(): void {
  const svc = useServices();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)) return;
      const ui = svc.ui.getState();
      const enc = svc.encounter.getState().encounter;
      if (enc.system !== 'mounted4e') return;
      if (e.key === 'Escape') {
        // Cancel the tool only; the board's own Esc (deselect) must not run for the same key press.
        if (ui.pick || ui.forced || ui.mounted.offer) e.stopImmediatePropagation();
        ui.startPick(null);
        ui.setForced(null);
        ui.setMounted({ offer: null });
        return;
      }
      const f = ui.forced;
      if (e.key === 'Enter' && f && el?.tagName !== 'BUTTON') {
        const r = svc.encounter.getState().dispatch({ type: 'forceMove', targetId: f.targetId, alsoIds: f.alsoIds, kind: f.kind, sourceId: f.sourceId ?? undefined, distance: f.distance, path: f.path });
        if (r.ok) ui.setForced(null);
        return;
      }
      const id = ui.selectedId;
      const c = id ? creatureOf(enc, id) : undefined;
      if (!id || !c) return;
      const key = e.key.toLowerCase();
      if (key === 'd' && c.mountId) startDismount(ui, enc, id);
      else if (key === 'p') svc.encounter.getState().dispatch({ type: 'knockProne', id });
      else if (key === 't') startTeleport(ui, id, 5);
      else if (key === 'f') startForced(ui, enc, id);
      else if (key === 'a') ui.setMounted({ attackerId: id });
      else if (key === 'm') {
        // Open the token menu at the top-left of the board (the mount list is inside it).
        ui.openMenu({ id, x: 12, y: 12 });
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [svc]);
}

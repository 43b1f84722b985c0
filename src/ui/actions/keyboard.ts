/**
 * The one key listener of the GM window: every key press goes through the action registry (`actionForKey`).
 * It listens first (the capture phase on `window`); a key it performs is consumed (default prevented, propagation
 * stopped) so nothing else acts on the same press. It leaves alone: typing in a field, the keys a focused widget
 * navigates with (menus, tabs, radio groups, dialogs), Enter / Space on a button, a modal dialog's keys, IME
 * composition, and Alt (the board's GM placement while dragging). A key no action takes now (Esc with no layer
 * open, the board's gesture keys) reaches the board's own input.
 */
import { useEffect } from 'react';
import { useServices } from '../context';
import { runAction } from './ActionButton';
import { actionCtx } from './helpers';
import { actionForKey } from './registry';

const NAV = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Enter',
  ' ',
  'PageUp',
  'PageDown',
]);
const WIDGETS =
  '[role="menu"], [role="menubar"], [role="listbox"], [role="tablist"], [role="radiogroup"], [role="grid"], [role="dialog"], [role="toolbar"]';
const ACTIVATES =
  'button, a[href], summary, [role="menuitem"], [role="tab"], [role="option"], [role="checkbox"], [role="radio"]';
const MODIFIERS = new Set(['Shift', 'Control', 'Meta', 'Alt', 'AltGraph', 'CapsLock']);

function editable(el: HTMLElement): boolean {
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';
}

/** Should the registry see this key press at all? */
export function routed(e: KeyboardEvent, target: HTMLElement | null, doc: Document = document): boolean {
  if (e.isComposing || e.altKey || MODIFIERS.has(e.key)) return false;
  // A modal dialog (the encounter library, settings) owns every key while it is open.
  if (doc.querySelector('dialog[open], [aria-modal="true"]')) return false;
  if (!target || target === doc.body) return true;
  if (editable(target)) return false;
  if ((e.key === 'Enter' || e.key === ' ') && target.closest(ACTIVATES)) return false;
  const widget = target.closest(WIDGETS);
  if (widget && NAV.has(e.key)) return false;
  // Esc inside a dialog (the rules reference) is the dialog's.
  if (e.key === 'Escape' && widget?.getAttribute('role') === 'dialog') return false;
  return true;
}

/** Install the one key listener (the app calls this once). */
export function useActionKeys(): void {
  const svc = useServices();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (!routed(e, target)) return;
      const c = { ...actionCtx(svc), pressed: e.key };
      const def = actionForKey(c.enc.system, e, c);
      if (!def) return;
      e.preventDefault();
      e.stopPropagation();
      const done = runAction(def, c);
      // A menu action performed by its key closes the menu (the mount list's key keeps it open on its list).
      if (done && c.ui.menu && def.menu && !def.keepsMenu) c.ui.openMenu(null);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [svc]);
}

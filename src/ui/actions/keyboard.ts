/**
 * The action registry's keys in the window's one input path (issue 31, src/store/inputRouter.ts): the router asks,
 * in order, the layers over the board (the registry's Esc actions: close the token menu, the shortcut overlay, the
 * rules reference, a system's panel), then the board's active tool (its first refusal: Esc cancels its gesture and
 * draft, Enter ends a line of walls …), then the registry (`actionForKey`). The first that takes a key consumes it
 * (default prevented, propagation stopped): no key acts twice. The gate leaves alone: typing in a field, the keys a
 * focused widget navigates with (menus, tabs, radio groups, dialogs), Enter / Space on a button, a modal dialog's
 * keys, IME composition, and Alt (the board's GM placement while dragging: the tool's alone).
 */
import { useEffect } from 'react';
import { routerOf, type KeyInput } from '../../store';
import { useServices, type AppServices } from '../context';
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
export function routed(
  e: Pick<KeyInput, 'key' | 'altKey' | 'isComposing'>,
  target: HTMLElement | null,
  doc: Document = document,
): boolean {
  if (e.isComposing || e.altKey || MODIFIERS.has(e.key)) return false;
  // Typing in a field is the field's (asked first, issue 33: the query below walks the whole document, ~0.3 ms
  // at 1,000 creatures, on every key typed in the dice line).
  const inBody = !target || target === doc.body;
  if (!inBody && editable(target)) return false;
  // A modal dialog (the encounter library, settings) owns every key while it is open.
  if (doc.querySelector('dialog[open], [aria-modal="true"]')) return false;
  if (inBody) return true;
  if ((e.key === 'Enter' || e.key === ' ') && target.closest(ACTIVATES)) return false;
  const widget = target.closest(WIDGETS);
  if (widget && NAV.has(e.key)) return false;
  // Esc inside a dialog (the rules reference) is the dialog's.
  if (e.key === 'Escape' && widget?.getAttribute('role') === 'dialog') return false;
  return true;
}

/**
 * Perform the registry's action bound to a key, if one is relevant now: the router's `above` layer takes only Esc
 * (the registry's Esc actions each close a layer drawn over the board), its `registry` layer every other key.
 */
export function registryKey(svc: AppServices, e: KeyInput, layer: 'above' | 'registry'): boolean {
  if ((e.key === 'Escape') !== (layer === 'above')) return false;
  const c = { ...actionCtx(svc), pressed: e.key };
  const def = actionForKey(c.enc.system, e, c);
  if (!def) return false;
  const done = runAction(def, c);
  // A menu action performed by its key closes the menu (the mount list's key keeps it open on its list).
  if (done && c.ui.menu && def.menu && !def.keepsMenu) c.ui.openMenu(null);
  return true;
}

/** Put the registry in the window's input router (the app calls this once). */
export function useActionKeys(): void {
  const svc = useServices();
  useEffect(() => {
    const router = routerOf(svc.ui);
    const offs = [
      router.setGate((e) => routed(e, e.target instanceof HTMLElement ? e.target : null)),
      router.set('above', (e) => registryKey(svc, e, 'above')),
      router.set('registry', (e) => registryKey(svc, e, 'registry')),
      router.attach(window),
    ];
    return () => offs.forEach((off) => off());
  }, [svc]);
}

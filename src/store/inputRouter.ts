/**
 * The one input path (issue 31): every key press of a window goes through one router to exactly one handler.
 *
 * - **above**: a layer the UI draws over the board (the token menu, the shortcut overlay, the rules reference, the
 *   player's token menu) takes the keys that close it first, as the topmost thing on screen;
 * - **tool**: then the board's active tool (its state node, src/render/tools/machine.ts) gets the first refusal —
 *   Esc cancels its gesture and draft, Enter ends a line of walls, Delete removes the selected wall;
 * - **registry**: else the action registry (src/ui/actions) performs the action bound to the key, if any.
 *
 * The first that takes the key ends it (default prevented, propagation stopped): a key is never acted on twice.
 * Alt is a gesture modifier, not a shortcut: its presses and releases (and every key release) go to the tool only.
 * Pointer and touch events reach the board's tool the same way (src/render/input.ts: the press goes to the active
 * tool, which owns the gesture until it ends). One router per window, beside its UI store (`routerOf(ui)`); its one
 * listener is on `window` in the capture phase, installed while anything is attached.
 */
import type { UiStore } from './uiStore';

/** A key event as the router and its handlers read it (a DOM KeyboardEvent, or a test's plain object). */
export interface KeyInput {
  readonly key: string;
  readonly type: string;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly isComposing?: boolean;
  readonly target?: EventTarget | null;
  preventDefault(): void;
  stopPropagation(): void;
}

/** A handler: true if it took the key. */
export type KeyHandler = (e: KeyInput) => boolean;

/** The handlers, in the order they are asked. */
export const KEY_LAYERS = ['above', 'tool', 'registry'] as const;
export type KeyLayer = (typeof KEY_LAYERS)[number];

/** Does a key press go to the handlers at all (typing in a field, a modal dialog's keys: the page's own)? */
export type KeyGate = (e: KeyInput) => boolean;

const editable = (t: EventTarget | null | undefined): boolean => {
  const el = t as { tagName?: string; isContentEditable?: boolean } | null | undefined;
  return !!el && (el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName ?? ''));
};

export class InputRouter {
  private readonly handlers = new Map<KeyLayer, KeyHandler>();
  /** The UI's gate (the GM window's: widgets' navigation keys, dialogs); by default only fields are left alone. */
  private gate: KeyGate = (e) => !e.isComposing && !editable(e.target);
  private attached = 0;
  private detach: (() => void) | null = null;

  /** Put a handler in a layer (replacing the last one there). Returns its removal. */
  set(layer: KeyLayer, h: KeyHandler): () => void {
    this.handlers.set(layer, h);
    return () => {
      if (this.handlers.get(layer) === h) this.handlers.delete(layer);
    };
  }

  /** Set the gate (the action registry's `routed`). Returns its removal. */
  setGate(g: KeyGate): () => void {
    const before = this.gate;
    this.gate = g;
    return () => {
      if (this.gate === g) this.gate = before;
    };
  }

  /** Route one key event: the layer that took it, or null (nothing acts; the page keeps its default). */
  key(e: KeyInput): KeyLayer | null {
    const alt = e.key === 'Alt' || e.key === 'AltGraph';
    // A release, Alt: the tool's gesture only (the GM's Alt-drag placement), never a shortcut.
    if (e.type !== 'keydown' || alt) {
      if (editable(e.target)) return null;
      return this.handlers.get('tool')?.(e) ? 'tool' : null;
    }
    if (!this.gate(e)) return null;
    for (const layer of KEY_LAYERS) {
      const h = this.handlers.get(layer);
      if (h?.(e)) {
        e.preventDefault();
        e.stopPropagation();
        return layer;
      }
    }
    return null;
  }

  /** Listen on the window while anything is attached (the board, the action keys). Returns the detach. */
  attach(win: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    if (this.attached++ === 0) {
      const on = (e: KeyboardEvent) => void this.key(e);
      win.addEventListener('keydown', on, true);
      win.addEventListener('keyup', on, true);
      this.detach = () => {
        win.removeEventListener('keydown', on, true);
        win.removeEventListener('keyup', on, true);
      };
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (--this.attached === 0) {
        this.detach?.();
        this.detach = null;
      }
    };
  }
}

const routers = new WeakMap<UiStore, InputRouter>();

/** The input router of the window whose UI store this is (made on first use). */
export function routerOf(ui: UiStore): InputRouter {
  let r = routers.get(ui);
  if (!r) routers.set(ui, (r = new InputRouter()));
  return r;
}

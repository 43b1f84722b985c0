/** What both windows' composition roots share: starting a board in an element, and rendering the React root. */
import { StrictMode, type ReactNode } from 'react';
// PixiJS without `new Function` (its shader and uniform code generators): the Content-Security-Policy of the
// served app has no 'unsafe-eval' (vite.config.ts).
import 'pixi.js/unsafe-eval';
import { Board, type BoardMode } from '../render/board';
import type { EncounterStore, UiStore } from '../store';
import { afterFrame } from './afterFrame';
import { ServicesContext, type AppServices } from '../ui/context';
import { markBoardDrawn } from '../ui/startup';
import { hostSizeHint, rememberHostSize } from './boardSize';

/** The window's local storage, if it may be used (a sandboxed frame throws on reading it). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the one live board of a window: `mount` creates it in an element (calling `ready` once WebGL is up,
 * reporting a failure as a notice) and returns the unmount function React's effect cleanup calls.
 */
export class BoardSlot {
  current: Board | null = null;
  /** A board already starting (see {@link prepare}); the next mount uses it. */
  private prepared: Board | null = null;

  constructor(
    private readonly encounter: EncounterStore,
    private readonly ui: UiStore,
    private readonly mode: BoardMode,
  ) {}

  /**
   * Start the next board's PixiJS now (WebGL and shaders), before React has an element for it (start-up) — at the
   * size its host had the last time the window had this size (issue 33: no resize of the canvas when it mounts).
   */
  prepare(): void {
    if (this.prepared) return;
    this.prepared = new Board(this.encounter, this.ui, this.mode);
    this.prepared.prepare(hostSizeHint(storage(), this.mode, window)).catch(() => {
      /* reported when the board mounts */
    });
  }

  mount(el: HTMLElement, setup: (b: Board) => void = () => {}, ready: (b: Board) => void = () => {}): () => void {
    const b = this.prepared ?? new Board(this.encounter, this.ui, this.mode);
    this.prepared = null;
    setup(b);
    this.current = b;
    b.mount(el)
      .then(() => {
        // The canvas now has its host's size (PixiJS resizeTo): the next start creates the renderer at it.
        if (b.ready) rememberHostSize(storage(), this.mode, window, b.app.screen);
        ready(b);
      })
      .catch((e: unknown) => this.ui.getState().notify(`WebGL: ${String(e)}`, 'error'))
      // The board's first frame is drawn in the next animation frame: the sidebar's panels mount after it.
      .finally(() => afterFrame(markBoardDrawn));
    let destroyed = false;
    return () => {
      if (destroyed) return;
      destroyed = true;
      if (this.current === b) this.current = null;
      try {
        b.destroy();
      } catch {
        /* the board may not have finished starting */
      }
    };
  }
}

let reactDom: Promise<typeof import('react-dom/client')> | null = null;

/**
 * Load React DOM (once). Not by the entry module: the board's PixiJS starts before React DOM is even evaluated
 * (start-up, issue 16). A composition root calls this as soon as PixiJS has started, so React DOM is evaluated
 * while the library opens instead of after it (issue 33); {@link renderRoot} calls it too.
 */
export function loadReactDom(): Promise<typeof import('react-dom/client')> {
  return (reactDom ??= import('react-dom/client'));
}

/** Render a window's React tree with its services (React DOM loaded by {@link loadReactDom}). */
export function renderRoot(services: AppServices, app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  void loadReactDom().then(({ createRoot }) =>
    createRoot(root).render(
      <StrictMode>
        <ServicesContext.Provider value={services}>{app}</ServicesContext.Provider>
      </StrictMode>,
    ),
  );
}

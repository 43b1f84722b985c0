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
   * With no size remembered (a first visit, a new window size) nothing starts here: the board is created when it
   * mounts, at its host's laid-out size. Started early at a guessed size, the mount's resize was a wait for the GPU
   * (40–1,470 ms in round 9's first visits), and the early context creation and shader links held the main thread
   * while the library opened and the UI's chunks were evaluated; first visits came 896 ms sooner without it (median
   * of 14 paired visits against main's build, round 9, load 10–14).
   */
  prepare(): void {
    if (this.prepared) return;
    const size = hostSizeHint(storage(), this.mode, window);
    if (!size) return;
    this.prepared = new Board(this.encounter, this.ui, this.mode);
    this.prepared.prepare(size).catch(() => {
      /* reported when the board mounts */
    });
  }

  mount(el: HTMLElement, setup: (b: Board) => void = () => {}, ready: (b: Board) => void = () => {}): () => void {
    const prepared = this.prepared;
    const b = prepared ?? new Board(this.encounter, this.ui, this.mode);
    this.prepared = null;
    // A board not started beforehand starts now, at its host's laid-out size: no resize of the canvas when it mounts.
    if (!prepared && el.clientWidth > 0 && el.clientHeight > 0)
      b.prepare({ width: el.clientWidth, height: el.clientHeight }).catch(() => {
        /* reported by the mount below */
      });
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

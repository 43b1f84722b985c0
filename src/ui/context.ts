/** React access to the stores: narrow selectors only (a panel re-renders when its slice changes). */
import { createContext, startTransition, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { AnyEncounter, Command, EventBase, Msg, Outcome } from '../rules';
import type { Encounters, ImportOutcome } from '../app/encounters';
import type { PictureService } from '../app/assets';
import type { Bestiary } from '../app/bestiary/store';
import {
  toolStoreOf,
  type BoardAnchors,
  type ChatStore,
  type EncounterState,
  type EncounterStore,
  type ToolState,
  type UiState,
  type UiStore,
} from '../store';
import { afterFrame } from '../app/afterFrame';
import {
  describeEvent,
  describeMsg,
  describeRefusal,
  describer,
  t as translate,
  tr as translateRules,
  type Describe,
  type Lang,
  type StringKey,
  type Text,
} from '../i18n';

/** What the composition root hands to the panels. */
export interface AppServices {
  encounter: EncounterStore;
  ui: UiStore;
  /** Mount the board into an element; returns an unmount function. */
  mountBoard(el: HTMLElement): () => void;
  /** Fit the board to the screen. */
  fitBoard(): void;
  /** Export the open encounter's file text. */
  exportFile(): string;
  /** The open encounter's file text with the pictures its whole history uses (what Export writes). */
  exportFileWithPictures?(): Promise<string>;
  /** The picture store (issue 17); null or absent where there is none (optional: other windows' services need not name it). */
  pictures?: PictureService | null;
  /**
   * Import a file's text as a new encounter (the loader checks everything; a refused file changes nothing and
   * gives the message at once; an accepted one is written as a new library entry and opened).
   */
  importFile(text: string, fileName?: string): ImportOutcome;
  /** The encounter library (null in the player view). */
  library: LibraryService | null;
  /** The table's chat (issue 30); absent where there is none (the player windows). */
  chat?: ChatStore;
  /** The GM's own bestiary (issue 29); absent where there is none (the player windows). */
  bestiary?: Bestiary | null;
  /** A sample's starting state, in a language (the New encounter dialog's "start from"). */
  sampleOf(kind: 'sample' | 'sampleTenkai', lang: Lang): Promise<AnyEncounter>;
  /** Open the player view window. */
  openPlayerView(): void;
  /** Open the rules reference at a rule id (issue 21). */
  openRule?(id: string): void;
  /**
   * The live board's anchors (issue 15: tools open beside the tokens they act on, the board pans to keep them in
   * view), or null while no board is drawn. Optional: without it the tools dock at the board's right edge.
   */
  board?(): BoardView | null;
}

/** What panels use of the board: token boxes on screen, panning them into view, and a square's place on screen. */
export type BoardView = BoardAnchors & { squareToClient(x: number, y: number): { x: number; y: number } };

/** What the library dialogs and banners use of the app's encounter library. */
export type LibraryService = Pick<
  Encounters,
  | 'view'
  | 'refresh'
  | 'open'
  | 'create'
  | 'duplicate'
  | 'rename'
  | 'remove'
  | 'undelete'
  | 'exportText'
  | 'keepMine'
  | 'useTheirs'
  | 'retry'
  | 'restorePrefix'
  | 'inspectDamaged'
  | 'dismissDamaged'
  | 'dismissLost'
  | 'dismissHistoryShort'
  | 'retryHistory'
>;

export const ServicesContext = createContext<AppServices | null>(null);

/** The services. */
export function useServices(): AppServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('ServicesContext missing');
  return s;
}

/**
 * The encounter as the panels show it (issue 33): the store's state, published after the board's next frame. A
 * command sent by a drop, a click or a key re-renders no panel in its own task (React renders a store's update
 * synchronously, before the frame, and no transition can defer it): the board draws the change in the frame, the
 * panels follow in the task after it, all from the same snapshot (one render per frame however many commands).
 * What the panels read of a store: its state as shown, and a subscription to it.
 */
export interface ShownEncounter {
  getState(): EncounterState;
  subscribe(listener: () => void): () => void;
}
const shownStates = new WeakMap<EncounterStore, ShownEncounter>();

/** The panels' view of a store, made on first use (one per store, shared by every panel; exported for tests). */
export function shownOf(store: EncounterStore): ShownEncounter {
  const known = shownStates.get(store);
  if (known) return known;
  let state = store.getState();
  let pending = false;
  const listeners = new Set<() => void>();
  const publish = () => {
    pending = false;
    const now = store.getState();
    if (now === state) return;
    state = now;
    for (const f of listeners) f();
  };
  store.subscribe(() => {
    if (pending) return;
    pending = true;
    afterFrame(publish);
  });
  const shown: ShownEncounter = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  shownStates.set(store, shown);
  return shown;
}

/**
 * Select from the encounter as the panels show it: the store's state after the board's next frame (see `shownOf`;
 * one frame behind the store at most). Code acting on the encounter (a click's handler) reads the store itself.
 */
export function useEnc<T>(sel: (s: EncounterState) => T): T {
  const shown = shownOf(useServices().encounter);
  return useSyncExternalStore(shown.subscribe, () => sel(shown.getState()));
}

/**
 * The deferred panels of one store: a single subscription that, after the board's next frame (`afterFrame`),
 * hands every panel the same snapshot in one React transition (coalesced: one render of all the long panels per
 * frame however many commands came in; no two deferred panels ever show different states).
 */
interface Lagging {
  listeners: Set<(s: EncounterState) => void>;
  unsubscribe: (() => void) | null;
  pending: boolean;
}
const lagging = new WeakMap<EncounterStore, Lagging>();

/** Follow a store one frame behind (exported for tests). */
export function followAfterFrame(store: EncounterStore, listener: (s: EncounterState) => void): () => void {
  let l = lagging.get(store);
  if (!l) {
    l = { listeners: new Set(), unsubscribe: null, pending: false };
    lagging.set(store, l);
  }
  const lag = l;
  const flush = () => {
    lag.pending = false;
    const s = store.getState();
    startTransition(() => {
      for (const f of lag.listeners) f(s);
    });
  };
  lag.listeners.add(listener);
  lag.unsubscribe ??= store.subscribe(() => {
    if (lag.pending) return;
    lag.pending = true;
    afterFrame(flush);
  });
  return () => {
    lag.listeners.delete(listener);
    if (lag.listeners.size === 0) {
      lag.unsubscribe?.();
      lag.unsubscribe = null;
    }
  };
}

/**
 * Select from the encounter store for a panel that need not update before the board's next frame (long lists):
 * the value follows the store after the next frame, in a React transition (rendered in time slices that yield to
 * the board's frames), so a command's first frame is not held up by re-rendering a thousand rows (issue 16). One
 * frame behind the store at most; the value the panel first renders with is the store's at that time.
 */
export function useEncDeferred<T>(sel: (s: EncounterState) => T): T {
  const store = useServices().encounter;
  const selRef = useRef(sel);
  selRef.current = sel;
  const [value, setValue] = useState(() => sel(store.getState()));
  useEffect(() => {
    // Catch up with changes between the render and this effect, then follow the store a frame behind.
    const now = selRef.current(store.getState());
    setValue(() => now);
    return followAfterFrame(store, (s) => {
      const next = selRef.current(s);
      setValue(() => next);
    });
  }, [store]);
  return value;
}

/** Select from the UI store. */
export function useUi<T>(sel: (s: UiState) => T): T {
  return useStore(useServices().ui, sel);
}

/** Select from the board tools' drafts (the ruler, the template placed, the wall selected …; issue 31). */
export function useDrafts<T>(sel: (s: ToolState) => T): T {
  return useStore(toolStoreOf(useServices().ui), sel);
}

/** Dispatch a command; rejections show up through the store's `refusal`. */
export function useDispatch(): (c: Command) => Outcome {
  const enc = useServices().encounter;
  return (c) => enc.getState().dispatch(c);
}

/** Translation helpers bound to the current language and the encounter's rule system. */
export interface Translate {
  /** A UI string. */
  t: (k: StringKey, p?: Record<string, string | number>) => string;
  /** A text in both languages. */
  tr: (x: Text) => string;
  /** An event of the rules, described. */
  ev: (e: EventBase) => string;
  /** A message of the rules (refusal, prompt, option), described. */
  msg: (m: Msg) => string;
  /** A refusal with its rule id. */
  refusal: (r: { reason: Msg; ruleId?: string | undefined }) => string;
  /** The describe helpers (condition and field names …). */
  d: Describe;
  lang: Lang;
}

/** Translation helpers bound to the current language and the encounter's rule system. */
export function useT(): Translate {
  const lang = useUi((s) => s.lang);
  const diceStyle = useUi((s) => s.diceStyle) ?? undefined;
  const system = useEnc((s) => s.encounter.system);
  return {
    t: (k, p) => translate(lang, k, p),
    tr: (x) => translateRules(lang, x),
    ev: (e) => describeEvent(system, e, lang, diceStyle ? { diceStyle } : undefined),
    msg: (m) => describeMsg(system, m, lang),
    refusal: (r) => describeRefusal(system, r, lang),
    d: describer(system, lang),
    lang,
  };
}

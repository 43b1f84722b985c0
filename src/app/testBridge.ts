/**
 * A small typed bridge on `window` for end-to-end tests: the canvas hides the scene from the DOM, so tests
 * read what is drawn (token positions, selection) and where a square is on screen. It never changes state
 * except through the same `dispatch` and services the UI uses. Installed in test builds only (main.tsx,
 * vite.config.ts): a build for players (`npm start`) does not contain it.
 */
import type { Board, SceneSnapshot, TableSnapshot } from '../render/board';
import { toolStoreOf, type MovePreview, type SharedOverlay, type TemplatePreview, type Tool } from '../store';
import { creatureOf, type Command, type Creature, type Encounter, type Outcome } from '../rules';
import type { BattleSetup } from '../rules/sudukuri';
import type { AppServices } from '../ui/context';
import { describeEvent, describeMsg } from '../i18n';
import type { Encounters } from './encounters';
import type { StorageFigures } from './storage/measure';
import { exportWithPictures, fromBase64, type AddResult, type PictureInfo, type PictureStore } from './assets';

/** The bridge's shape (read by e2e/). */
export interface TestBridge {
  encounter(): Encounter;
  /** One creature of the current state (the table is sharded; see rules/core/creatures.ts). */
  creature(id: string): Creature | undefined;
  cursor(): number;
  scene(): SceneSnapshot | null;
  /** One token's drawn target (what `scene()` gives for it, without the snapshot of every token; the bench's probes). */
  tokenTarget(id: string): { x: number; y: number } | null;
  squareToClient(x: number, y: number): { x: number; y: number } | null;
  dispatch(c: Command): Outcome;
  /** Undo the last command (as the toolbar's button does). */
  undo(): void;
  /**
   * Commands before the open session's first undoable entry: 0 once the whole history is in (a restore from a
   * checkpoint grows it back in idle time, issue 33), else the checkpoint's position.
   */
  historyBase(): number;
  selected(): string | null;
  logText(): string[];
  /**
   * Import an encounter file (the same service as the Import button): an error message at once and nothing
   * changed, or null — the file is then written as a new library entry and opened (`imported()` resolves then).
   */
  importFile(text: string): string | null;
  /** Resolves when the last accepted import is open. */
  imported(): Promise<void>;
  /** The open encounter's file text (what Export writes). */
  exportFile(): string;
  /** The encounter store's revision (increments on every change). */
  revision(): number;
  /** Resolves once every change made so far is on disk (true), or false when nothing is being saved. */
  whenSaved(): Promise<boolean>;
  /** The library entry the open encounter is written to. */
  currentEntry(): string | null;
  /**
   * Storage figures in this browser (a benchmark, not a test): restore of sessions of the given lengths and the
   * main-thread cost of one autosave at each length. Uses its own database. Loaded on demand.
   */
  measureStorage(lengths: readonly number[], runs?: number, fileText?: string): Promise<StorageFigures>;
  /** Set the camera (benchmarks pan and zoom through this). */
  setCamera(x: number, y: number, scale: number): void;
  /** Frames actually rendered so far (the board renders on demand). */
  renderedFrames(): number;
  /**
   * Simulate `runs` Sudukuri battles of `setup` in the odds worker (a fresh worker, as the odds view uses);
   * milliseconds from the request to the result (benchmark). Loaded on demand.
   */
  oddsInWorker(setup: BattleSetup, runs: number, seed: number): Promise<{ ms: number; pWin: number }>;
  /** Issue 17: the table's parts as the board draws them (map, grid, fog, pointing, token pictures, tool state). */
  table(): TableSnapshot | null;
  /** Issue 17: choose a board tool (as the toolbar, the scene panel and the keys do). */
  setTool(tool: Tool): void;
  /** Issue 17: select a creature (the template's user). */
  select(id: string | null): void;
  /** Issue 17: what the GM points at (`ui.shared`: the GM's own; in the player view, what it received). */
  shared(): SharedOverlay | null;
  /** Issue 17: the area template placed, with its reading. */
  templatePreview(): TemplatePreview | null;
  /** Issue 29: the move preview drawn (a drag, or a square pick's hover: a charge's path and end). */
  preview(): MovePreview | null;
  /** The picture store (issue 17), so tests add pictures without a file picker. */
  assets: {
    /** Add a picture from its bytes in base64, as a dropped file named `name` (the same checks). */
    add(bytesBase64: string, name: string): Promise<AddResult>;
    /** Every stored picture. */
    list(): Promise<PictureInfo[]>;
    has(id: string): Promise<boolean>;
    /** The open encounter's file text with the pictures its history uses (what Export writes with pictures). */
    exportFile(): Promise<string>;
  };
}

declare global {
  interface Window {
    __saddlegrid?: TestBridge;
  }
}

export function installTestBridge(
  svc: AppServices,
  board: () => Board | null,
  encounters: Encounters | null = null,
  pictures: PictureStore | null = null,
): void {
  let lastImport: Promise<unknown> = Promise.resolve();
  window.__saddlegrid = {
    encounter: () => svc.encounter.getState().encounter,
    creature: (id) => creatureOf(svc.encounter.getState().encounter, id),
    cursor: () => svc.encounter.getState().session.cursor,
    scene: () => board()?.scene() ?? null,
    tokenTarget: (id) => board()?.tokenTarget(id) ?? null,
    squareToClient: (x, y) => board()?.squareToClient(x, y) ?? null,
    dispatch: (c) => svc.encounter.getState().dispatch(c),
    undo: () => svc.encounter.getState().undo(),
    historyBase: () => svc.encounter.getState().session.base,
    selected: () => svc.ui.getState().selectedId,
    importFile(text) {
      const r = svc.importFile(text);
      if (!r.ok) return r.error;
      lastImport = r.opened;
      return null;
    },
    imported: () => lastImport.then(() => undefined),
    exportFile: () => svc.exportFile(),
    revision: () => svc.encounter.getState().revision,
    whenSaved: () => encounters?.whenSaved() ?? Promise.resolve(false),
    currentEntry: () => encounters?.view.getState().currentId ?? null,
    async measureStorage(lengths, runs = 5, fileText) {
      const { measureStorage } = await import('./storage/measure');
      return measureStorage(indexedDB, lengths, runs, fileText);
    },
    setCamera: (x, y, scale) => board()?.setCamera({ x, y, scale }),
    renderedFrames: () => board()?.renderedFrames ?? 0,
    async oddsInWorker(setup, runs, seed) {
      const [{ makeBattle }, { requestOdds }] = await Promise.all([
        import('../rules/sudukuri'),
        import('./sudukuri/oddsClient'),
      ]);
      const battle = makeBattle(setup);
      if (!('cursor' in battle)) throw new Error(describeMsg('sudukuri', battle.reason, 'en'));
      const t0 = performance.now();
      const r = await requestOdds(battle, { runs, seed }).promise;
      return { ms: performance.now() - t0, pWin: r.pWin };
    },
    table: () => board()?.table() ?? null,
    setTool: (tool) => svc.ui.getState().setTool(tool),
    select: (id) => svc.ui.getState().select(id),
    shared: () => svc.ui.getState().shared,
    templatePreview: () => toolStoreOf(svc.ui).getState().templatePreview,
    preview: () => svc.ui.getState().preview,
    assets: {
      add: async (b64, name) => {
        if (!pictures) throw new Error('no picture store');
        return pictures.addPicture(new Blob([fromBase64(b64) ?? new Uint8Array(0)]), name);
      },
      list: () => pictures?.list() ?? Promise.resolve([]),
      has: (id) => pictures?.has(id) ?? Promise.resolve(false),
      exportFile: () => exportWithPictures(svc.encounter.getState().session, pictures),
    },
    logText: () => {
      const s = svc.encounter.getState();
      const lang = svc.ui.getState().lang;
      return s.session.log().map((l) => describeEvent(s.encounter.system, l.event, lang));
    },
  };
}

/**
 * A small typed bridge on `window` for end-to-end tests: the canvas hides the scene from the DOM, so tests
 * read what is drawn (token positions, selection) and where a square is on screen. It never changes state
 * except through the same `dispatch` the UI uses.
 */
import type { Board, SceneSnapshot } from '../render/board';
import { creatureOf, type Command, type Creature, type Encounter, type Outcome } from '../rules';
import type { BattleSetup } from '../rules/sudukuri';
import type { AppServices } from '../ui/context';
import { describeEvent, describeMsg } from '../i18n';

/** The bridge's shape (read by e2e/). */
export interface TestBridge {
  encounter(): Encounter;
  /** One creature of the current state (the table is sharded; see rules/core/creatures.ts). */
  creature(id: string): Creature | undefined;
  cursor(): number;
  scene(): SceneSnapshot | null;
  squareToClient(x: number, y: number): { x: number; y: number } | null;
  dispatch(c: Command): Outcome;
  selected(): string | null;
  logText(): string[];
  /** Load an encounter file (same path as the Import button); returns an error message or null. */
  importFile(text: string): string | null;
  /** Set the camera (benchmarks pan and zoom through this). */
  setCamera(x: number, y: number, scale: number): void;
  /** Frames actually rendered so far (the board renders on demand). */
  renderedFrames(): number;
  /**
   * Simulate `runs` Sudukuri battles of `setup` in the odds worker (a fresh worker, as the odds view uses);
   * milliseconds from the request to the result (benchmark). Loaded on demand.
   */
  oddsInWorker(setup: BattleSetup, runs: number, seed: number): Promise<{ ms: number; pWin: number }>;
}

declare global {
  interface Window {
    __saddlegrid?: TestBridge;
  }
}

export function installTestBridge(svc: AppServices, board: () => Board | null): void {
  window.__saddlegrid = {
    encounter: () => svc.encounter.getState().encounter,
    creature: (id) => creatureOf(svc.encounter.getState().encounter, id),
    cursor: () => svc.encounter.getState().session.cursor,
    scene: () => board()?.scene() ?? null,
    squareToClient: (x, y) => board()?.squareToClient(x, y) ?? null,
    dispatch: (c) => svc.encounter.getState().dispatch(c),
    selected: () => svc.ui.getState().selectedId,
    importFile: (text) => svc.importFile(text),
    setCamera: (x, y, scale) => board()?.setCamera({ x, y, scale }),
    renderedFrames: () => board()?.renderedFrames ?? 0,
    async oddsInWorker(setup, runs, seed) {
      const [{ makeBattle }, { requestOdds }] = await Promise.all([import('../rules/sudukuri'), import('./sudukuri/oddsClient')]);
      const battle = makeBattle(setup);
      if (!('cursor' in battle)) throw new Error(describeMsg('sudukuri', battle.reason, 'en'));
      const t0 = performance.now();
      const r = await requestOdds(battle, { runs, seed }).promise;
      return { ms: performance.now() - t0, pWin: r.pWin };
    },
    logText: () => {
      const s = svc.encounter.getState();
      const lang = svc.ui.getState().lang;
      return s.session.log().map((l) => describeEvent(s.encounter.system, l.event, lang));
    },
  };
}

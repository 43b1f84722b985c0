/** UI state, kept apart from the encounter: language, selection, tool, previews, menus, messages. */
import { createStore } from 'zustand/vanilla';
import type { CreatureId, Lang, Point, Terrain, Text } from '../rules';

/** The board's tools (a small state machine per tool lives in the renderer's input layer). */
export type Tool = { kind: 'select' } | { kind: 'terrain'; terrain: Terrain } | { kind: 'height'; elevation: number };

/** A live path preview while dragging (never enters history). */
export interface MovePreview {
  id: CreatureId;
  to: Point;
  path: Point[];
  cost: number;
  legal: boolean;
  reason?: Text;
}

/** The token menu, opened by right-click. */
export interface TokenMenu {
  id: CreatureId;
  x: number;
  y: number;
}

/** UI state and setters. */
export interface UiState {
  lang: Lang;
  selectedId: CreatureId | null;
  tool: Tool;
  preview: MovePreview | null;
  menu: TokenMenu | null;
  /** A short message (import result, save status). */
  notice: { text: string; kind: 'info' | 'error'; n: number } | null;
  /** Another tab wrote the same encounter. */
  conflict: boolean;
  /** Squares to highlight (legal options of a pending decision, etc.). */
  highlights: Point[];
  setLang(lang: Lang): void;
  select(id: CreatureId | null): void;
  setTool(tool: Tool): void;
  setPreview(p: MovePreview | null): void;
  openMenu(m: TokenMenu | null): void;
  notify(text: string, kind?: 'info' | 'error'): void;
  setConflict(c: boolean): void;
  setHighlights(h: Point[]): void;
}

/** Create the UI store. */
export function createUiStore(lang: Lang) {
  return createStore<UiState>()((set, get) => ({
    lang,
    selectedId: null,
    tool: { kind: 'select' },
    preview: null,
    menu: null,
    notice: null,
    conflict: false,
    highlights: [],
    setLang: (l) => set({ lang: l }),
    select: (id) => set({ selectedId: id }),
    setTool: (tool) => set({ tool }),
    setPreview: (preview) => set({ preview }),
    openMenu: (menu) => set({ menu }),
    notify: (text, kind = 'info') => set({ notice: { text, kind, n: (get().notice?.n ?? 0) + 1 } }),
    setConflict: (conflict) => set({ conflict }),
    setHighlights: (highlights) => set({ highlights }),
  }));
}

/** The UI store type. */
export type UiStore = ReturnType<typeof createUiStore>;

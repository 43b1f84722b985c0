/**
 * The board tools' drafts (issue 31): what a tool is in the middle of — the ruler as measured, the area template
 * placed, the map alignment, the fog and the walls being drawn, the wall selected — kept out of the UI store. Each
 * draft belongs to one tool (src/render/tools/): the tool writes it and clears it when it is left (`exit`), so a
 * tool switch never leaves another tool's draft behind. Panels and the shared overlay read it here
 * (`toolStoreOf(ui)`: one per window, beside its UI store).
 */
import { createStore } from 'zustand/vanilla';
import type { CreatureId, MapLayer, Point, RulerReading, TemplateQuery, TemplateReading, WallKind } from '../rules';
import type { UiStore } from './uiStore';

/** The walls being drawn (issue 32): the points clicked so far (square units) and where the pointer is. */
export interface WallDraft {
  readonly kind: WallKind;
  readonly points: readonly Point[];
  readonly cursor: Point | null;
}

/** The ruler as measured (a preview: never a command). */
export interface RulerState {
  /** Start, waypoints, end (squares). */
  points: Point[];
  fromId: CreatureId | null;
  toId: CreatureId | null;
  reading: RulerReading;
  /** The pointer is still down on the last leg. */
  live: boolean;
}

/** An area template placed on the board: the query and what the rules say it covers (the attack helper's targets). */
export interface TemplatePreview {
  query: TemplateQuery;
  reading: TemplateReading;
  /** Placed by a click (false: it follows the pointer). */
  fixed: boolean;
}

/** The map alignment being dragged (world units, the grid's own), and the alignment it would give. */
export interface AlignDraft {
  from: Point;
  to: Point;
  map: MapLayer | null;
}

/** The fog being drawn (GM board only): a rectangle or a brush stroke's squares, and whether it hides or reveals. */
export interface FogDraft {
  hide: boolean;
  rect: { x: number; y: number; width: number; height: number } | null;
  squares: Point[];
}

/** The drafts, one field per tool (null: that tool has nothing in hand). */
export interface ToolDrafts {
  /** The ruler (issue 17), or null. */
  ruler: RulerState | null;
  /** The area template placed (issue 17), or null: the UI lists its targets and hands them to the attack helper. */
  templatePreview: TemplatePreview | null;
  /** The map alignment being dragged. */
  align: AlignDraft | null;
  /** The fog being drawn. */
  fogDraft: FogDraft | null;
  /** The walls being drawn (issue 32). */
  wallDraft: WallDraft | null;
  /** The wall the wall tool selected (Delete removes it). */
  wallSelected: string | null;
}

/** The drafts and their setters. */
export interface ToolState extends ToolDrafts {
  setRuler(r: RulerState | null): void;
  setTemplatePreview(t: TemplatePreview | null): void;
  setAlign(a: AlignDraft | null): void;
  setFogDraft(f: FogDraft | null): void;
  setWallDraft(d: WallDraft | null): void;
  selectWall(id: string | null): void;
}

/** Nothing in hand. */
export const NO_DRAFTS: Readonly<ToolDrafts> = {
  ruler: null,
  templatePreview: null,
  align: null,
  fogDraft: null,
  wallDraft: null,
  wallSelected: null,
};

/** Create a tool store (tests; the app takes the window's with {@link toolStoreOf}). */
export function createToolStore() {
  return createStore<ToolState>()((set) => ({
    ...NO_DRAFTS,
    setRuler: (ruler) => set({ ruler }),
    setTemplatePreview: (templatePreview) => set({ templatePreview }),
    setAlign: (align) => set({ align }),
    setFogDraft: (fogDraft) => set({ fogDraft }),
    setWallDraft: (wallDraft) => set({ wallDraft }),
    selectWall: (wallSelected) => set({ wallSelected }),
  }));
}

/** The tool store type. */
export type ToolStore = ReturnType<typeof createToolStore>;

const stores = new WeakMap<UiStore, ToolStore>();

/** The tool drafts of the window whose UI store this is (made on first use). */
export function toolStoreOf(ui: UiStore): ToolStore {
  let s = stores.get(ui);
  if (!s) stores.set(ui, (s = createToolStore()));
  return s;
}

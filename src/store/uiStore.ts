/** UI state, kept apart from the encounter: language, selection, tool, previews, menus, messages. */
import { createStore } from 'zustand/vanilla';
import type {
  Command,
  CommandAwaiting,
  CreatureId,
  EventBase,
  Msg,
  Point,
  RulerReading,
  Terrain,
  WallKind,
} from '../rules';
import type { DiceStyle, Lang, Text } from '../i18n';

/** The board's tools (a small state machine per tool lives in the renderer's input layer). */
export type Tool =
  | { kind: 'select' }
  | { kind: 'terrain'; terrain: Terrain }
  | { kind: 'height'; elevation: number }
  /** Measure (issue 17): drag from a square or a creature to another; Shift-click adds waypoints. Nothing is sent. */
  | { kind: 'ruler' }
  /**
   * Place one of the rule system's area templates (`templateKinds`): its kind, its size N and an area burst's
   * range. The selected creature is its user; the reading is the template tool's draft (`toolStore.ts`).
   */
  | { kind: 'template'; template: string; size: number; range?: number }
  /** Fog of war: a dragged rectangle or a brush stroke, hiding or revealing by {@link UiState.fogMode} (Shift: the other). */
  | { kind: 'fog'; shape: 'rect' | 'brush' }
  /** Align the map picture: drag from a grid corner printed on it to the opposite corner of a block of `squares` squares. */
  | { kind: 'align'; squares: number }
  /** Point at squares: a click pings (both windows). */
  | { kind: 'ping' }
  /**
   * Walls (issue 32): click square corners for a polyline of walls of this kind (Shift: a free point), Esc, a
   * right-click or a click on the last point ends it (one `addWalls`); a click on a wall selects it, on a door
   * opens or closes it too.
   */
  | { kind: 'wall'; wall: WallKind };

/** A ping: an expanding ring at a square for about {@link PING_MS} ms, in both windows. */
export interface Ping {
  id: number;
  at: Point;
}

/** How long a ping shows (ms). */
export const PING_MS = 1500;

/**
 * What the GM points at, as the player view receives and draws it (issue 17): geometry, and ids of creatures the
 * players see only (the GM window filters it before posting, src/app/overlayFilter.ts).
 */
export interface SharedOverlay {
  ruler: { points: Point[]; fromId: CreatureId | null; toId: CreatureId | null; reading: RulerReading } | null;
  template: {
    kind: string;
    size: number;
    squares: Point[];
    included: CreatureId[];
    ok: boolean;
    reason?: Msg;
    /** Under its squares but out of its heights, by squares (+ above, − below; issue 29). */
    outOfHeight?: { id: CreatureId; by: number }[];
  } | null;
  /** The drag preview: the path and its cost (its label in both languages). */
  preview: {
    id: CreatureId;
    placedId?: CreatureId;
    mountId?: CreatureId;
    to: Point;
    path: Point[];
    legal: boolean;
    cost: number;
    via?: 'move' | 'place' | 'mount';
    label: Text;
  } | null;
  /** The forced-movement tool: the path drawn so far and the legal next squares. */
  forced: { targetId: CreatureId; path: Point[]; next: Point[] } | null;
  /** Legal squares of a square pick. */
  squares: Point[];
  /** Squares to choose from (a pending decision's, a square pick's), lettered A, B, C … in reading order. */
  choices: { square: Point; letter: string }[];
  pings: Ping[];
  /** A rule the GM shows the players (issue 21: "show to players"), by id. */
  rule?: string;
}

/** A live path preview while dragging (never enters history). */
export interface MovePreview {
  id: CreatureId;
  to: Point;
  path: Point[];
  cost: number;
  legal: boolean;
  /** Why the engine refuses the move (its own refusal, with its rule id). */
  reason?: Msg;
  ruleId?: string;
  /** The events the dry run produced (a rule system's preview label reads them, e.g. Tenkai's AP). */
  events?: readonly EventBase[];
  /** Label instead of "n squares" (e.g. "3 + 4 extra = 7", MC-MOUNT-3). */
  label?: Text;
  /**
   * What the drop will do: a move (the default), the GM's placement (`Alt`-drag: `placeCreature`, only the space
   * is checked), or an offer to mount the creature under the pointer (nothing is sent until the offer is taken).
   */
  via?: 'move' | 'place' | 'mount';
  /** The creature placed when it is not `id` (a rider Alt-dragged: its mount is placed, carrying it). */
  placedId?: CreatureId;
  /** The creature the drop would mount (`via: 'mount'`). */
  mountId?: CreatureId;
}

/** One way to take a mount offer: the command to send, whether the engine's dry run accepts it, and why not. */
export interface MountOfferChoice {
  /** How: 4e `adjacent` / `move` / `jump`; Tenkai `ride` (tkMountPartner). */
  via: string;
  command: Command;
  legal: boolean;
  reason?: Msg;
  ruleId?: string;
}

/**
 * A creature was dropped on a creature that could carry it: offer to mount (issue 15). The board makes the offer
 * only for a mount the rules allow (the rule system's own query through the board registry); the panel that shows
 * it sends one of `choices` and clears the offer.
 */
export interface MountOffer {
  id: CreatureId;
  mountId: CreatureId;
  /** The mount's square (top-left of its space), where the panel anchors. */
  at: Point;
  /** The creature would be a passenger (the mount already has a rider). */
  asPassenger: boolean;
  choices: MountOfferChoice[];
}

/** A box in client (page) coordinates, with a DOMRect's fields (floating-ui's virtual elements read it). */
export interface ClientBox {
  x: number;
  y: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/**
 * What the board offers panels that open beside tokens (attack helper, forced movement, decisions, roll cards):
 * where tokens are on screen, a floating-ui virtual element for a group of tokens, panning them into view, and a
 * notice when any of that moves. The board implements it; the composition root hands it to the UI.
 */
export interface BoardAnchors {
  /** Each drawn token's box in client coordinates: its space (a carried creature: its own disc) and, with `labels`, its labels. */
  tokenBoxes(ids: readonly CreatureId[], opts?: { labels?: boolean }): Map<CreatureId, ClientBox>;
  /** A virtual element around the tokens (their union), or null if none is drawn. */
  anchor(
    ids: readonly CreatureId[],
    opts?: { labels?: boolean },
  ): { getBoundingClientRect(): ClientBox; contextElement?: Element } | null;
  /**
   * Pan (and zoom out if it must) so that the tokens are in view with `margin` pixels to spare, outside the
   * `reserve`d sides of the view (a tray). Animated unless `animate` is false. Returns whether the camera moves.
   */
  ensureVisible(
    ids: readonly CreatureId[],
    opts?: {
      margin?: number;
      reserve?: { left?: number; right?: number; top?: number; bottom?: number };
      animate?: boolean;
    },
  ): boolean;
  /** Called after the camera, the canvas size or a token's drawn position changed. Returns the unsubscribe. */
  onViewChange(listener: () => void): () => void;
}

/**
 * The next click on the board picks a square: the board dispatches `command` with the square put in `field`
 * (dismount `to`, teleport `to`, charge `to`, mount `approach`). `squares` are highlighted; null = any square.
 */
export interface SquarePick {
  id: CreatureId;
  squares: Point[] | null;
  prompt: Text;
  command: CommandAwaiting<'to'>;
  field: 'to';
}

/** The forced-movement tool (B-2): the target, the effect, and the path drawn square by square. */
export interface ForcedTool {
  targetId: CreatureId;
  /** Other creatures on the same mount moved by the same effect (MC-PASS-4). */
  alsoIds: CreatureId[];
  kind: 'push' | 'pull' | 'slide';
  sourceId: CreatureId | null;
  distance: number;
  /** Top-left squares of the moved space, in order. */
  path: Point[];
}

/** A roll as shown to the table: natural die, bonus, total and outcome with rule ids. */
export interface RollShown {
  natural: number;
  sides: number;
  /** Each bonus or penalty with where it comes from (military saddle +5, MC-ATK-1 −2 …). */
  parts: { value: number; label: Text; ruleId?: string }[];
  total: number;
  outcome: Text;
  success: boolean;
  ruleIds: string[];
  manual: boolean;
}

/** Panels and offers of the mounted tools. */
export interface MountedUi {
  /** The attack helper is open for this attacker. */
  attackerId: CreatureId | null;
  /** …with this power of the attacker chosen (issue 29: a power picked in the token menu). */
  powerId?: string | null;
  /**
   * After a refused drag of a rider: explain and offer to dismount (MC-MOVE-1), or to move its mount to `to`
   * instead (the mount's square the drag ended on, issue 29).
   */
  offer: { id: CreatureId; reason: Msg; ruleId?: string; to?: Point } | null;
}

/** The token menu, opened by right-click. */
export interface TokenMenu {
  id: CreatureId;
  x: number;
  y: number;
}

/** One traced line of the attack helper's cover (B-10), in squares. */
export interface CoverLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly blocked: boolean;
}

/** UI state and setters. */
export interface UiState {
  lang: Lang;
  /** How the log writes a roll of the dice line (issue 30); null: the language's default (BCDice's in Japanese). */
  diceStyle: DiceStyle | null;
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
  /** Mounted-combat tools: square pick, forced-movement tool, attack helper, last roll, offers. */
  pick: SquarePick | null;
  forced: ForcedTool | null;
  mounted: MountedUi;
  /** A creature dropped on a possible mount: the offer to mount (null: none). */
  mountOffer: MountOffer | null;
  /**
   * The lines the 4e attack helper traced for cover (B-10, issue 32) while it is open, in squares: drawn on the
   * GM's board, green when clear, red when blocked. Null: none.
   */
  coverLines: readonly CoverLine[] | null;
  /** The fog tool hides or reveals (Shift while dragging: the other). */
  fogMode: 'hide' | 'reveal';
  /** Pings showing now. */
  pings: Ping[];
  /** The player view: what the GM points at (received over the live channel). */
  shared: SharedOverlay | null;
  setLang(lang: Lang): void;
  setDiceStyle(style: DiceStyle | null): void;
  select(id: CreatureId | null): void;
  setTool(tool: Tool): void;
  setPreview(p: MovePreview | null): void;
  openMenu(m: TokenMenu | null): void;
  notify(text: string, kind?: 'info' | 'error'): void;
  setConflict(c: boolean): void;
  setHighlights(h: Point[]): void;
  /** Start a square pick (the board's next click on a highlighted square completes `pick.command`). */
  startPick(p: SquarePick | null): void;
  setForced(f: ForcedTool | null): void;
  setMounted(patch: Partial<MountedUi>): void;
  setMountOffer(o: MountOffer | null): void;
  setCoverLines(lines: readonly CoverLine[] | null): void;
  setFogMode(m: 'hide' | 'reveal'): void;
  /** Ping a square: shown for {@link PING_MS} ms. */
  ping(at: Point): void;
  setShared(o: SharedOverlay | null): void;
}

/** The last ping id given. */
let pingSeq = 0;

/** Create the UI store. */
export function createUiStore(lang: Lang, diceStyle: DiceStyle | null = null) {
  return createStore<UiState>()((set, get) => ({
    lang,
    diceStyle,
    selectedId: null,
    tool: { kind: 'select' },
    preview: null,
    menu: null,
    notice: null,
    conflict: false,
    highlights: [],
    pick: null,
    forced: null,
    mounted: { attackerId: null, offer: null },
    mountOffer: null,
    coverLines: null,
    fogMode: 'hide',
    pings: [],
    shared: null,
    setLang: (l) => set({ lang: l }),
    setDiceStyle: (diceStyle) => set({ diceStyle }),
    select: (id) => set({ selectedId: id }),
    // The tool asked for; the board's tool machine exits the last one (clearing its draft) and enters this one.
    setTool: (tool) => set({ tool }),
    setPreview: (preview) => set({ preview }),
    openMenu: (menu) => set({ menu }),
    notify: (text, kind = 'info') => set({ notice: { text, kind, n: (get().notice?.n ?? 0) + 1 } }),
    setConflict: (conflict) => set({ conflict }),
    // No highlights after none changes nothing (a closing decision card clears them in its click's task, issue 33).
    setHighlights: (highlights) => {
      if (highlights.length === 0 && get().highlights.length === 0) return;
      set({ highlights });
    },
    // A new or closed pick drops the last pick's hover preview (issue 29).
    startPick: (pick) =>
      set({ pick, highlights: pick?.squares ?? [], menu: null, ...(get().pick ? { preview: null } : {}) }),
    setForced: (forced) => set({ forced, menu: null, ...(forced ? { pick: null } : {}) }),
    setMounted: (patch) => set({ mounted: { ...get().mounted, ...patch } }),
    setMountOffer: (mountOffer) => set({ mountOffer }),
    setCoverLines: (coverLines) => set({ coverLines }),
    setFogMode: (fogMode) => set({ fogMode }),
    ping: (at) => {
      // Rising across reloads too (the player view plays each id it has not seen once).
      const id = (pingSeq = Math.max(pingSeq + 1, Date.now()));
      set({ pings: [...get().pings, { id, at: { x: at.x, y: at.y } }].slice(-8) });
      setTimeout(() => set({ pings: get().pings.filter((p) => p.id !== id) }), PING_MS);
    },
    setShared: (shared) => set({ shared }),
  }));
}

/** The UI store type. */
export type UiStore = ReturnType<typeof createUiStore>;

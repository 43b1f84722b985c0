/**
 * The board's reconciliation (issue 31: split out of board.ts): the layers brought in line with the present
 * encounter — the map picture, terrain, grid, walls and fog, then the tokens, only those the store's diffs named
 * when nothing every token depends on changed (issue 16) — and what the GM points at, drawn from the GM's own stores
 * or from what the player view received.
 */
import {
  carriedIds,
  systemFor,
  type AnyEncounter as Encounter,
  type Creature,
  type CreatureId,
  type Point,
} from '../rules';
import { creatureOf } from '../rules';
import { tr } from '../i18n';
import type { ToolStore, UiState } from '../store';
import type { BoardLayers, BoardMode } from './boardLayers';
import type { DetailLevel } from './labelDetail';
import type { PictureCache } from './pictures';
import { sharedOverlay } from './pointing';
import { boardSystemOf } from './systems';
import { carriersOf, flagsFor, selectionTouches } from './tokenFacts';
import { sameOrder } from './tiles';

/** What one reconciliation of the tokens is given (besides the encounter and the UI state). */
export interface TokenPass {
  animate: boolean;
  /** The creatures named since the last pass, or null: everything. */
  due: ReadonlySet<CreatureId> | null;
  hidden: Set<CreatureId>;
  fanned: Point | null;
  level: DetailLevel;
}

/** Reconciles the board's layers, remembering what every token depended on at the last pass. */
export class BoardReconciler {
  /** What every token depended on at the last reconciliation (see {@link scene}). */
  private lastContext: unknown[] | null = null;
  private lastCarriers = new Set<CreatureId>();
  private lastOrder: readonly CreatureId[] | null = null;
  /** Whose turn it was at the last pass, and the tokens whose turn ring changed at this one (issue 33). */
  private lastCurrent: CreatureId | undefined = undefined;
  private turnPassed: CreatureId[] = [];
  /** The selection at the last pass and its mount then; the tokens whose rings a new selection changes (issue 33). */
  private lastSelected: CreatureId | null = null;
  private lastSelMount: CreatureId | null = null;
  private selectionPassed: CreatureId[] = [];

  constructor(
    private readonly layers: BoardLayers,
    private readonly drafts: ToolStore,
    private readonly pictures: PictureCache,
    private readonly mode: BoardMode,
  ) {}

  /**
   * The layers under the tokens; answers whether what every token depends on is unchanged since the last pass
   * (then a token whose creature is unchanged can be skipped).
   */
  scene(enc: Encounter, ui: UiState): boolean {
    const l = this.layers;
    l.mapPicture.update(enc.scene.map, enc.grid, this.pictures, ui.lang);
    l.terrain.setOverMap(!!enc.scene.map);
    l.terrain.update(enc.grid);
    l.gridLines.update(enc.grid.width, enc.grid.height, enc.scene.gridLines);
    if (l.walls.update(enc.scene.walls)) {
      const d = this.drafts.getState();
      l.walls.drawDraft(d.wallDraft, d.wallSelected);
    }
    l.fog.update(enc);
    const sel = ui.selectedId ? creatureOf(enc, ui.selectedId) : undefined;
    const sys = boardSystemOf(enc.system);
    // A standing creature (no stacking) looks as drawn while its object, whether it carries someone,
    // and what every token depends on (grid, language, creature list, pictures, fog) are unchanged: the
    // reconciliation skips it (a command changes a few creatures of a thousand). Of the selected creature only
    // what carries it matters to the others (the partner ring), so moving the selected creature is such a command.
    // The player views too (issue 33): their states now come with the diff of what changed (liveChannel.ts).
    // Whose turn it is shows only on two tokens (the turn ring and the label's rank): a turn passing reconciles
    // those two with the changed ones, not all of them (issue 33: a save that ends a turn redrew every token).
    const current = currentOf(enc);
    this.turnPassed = current === this.lastCurrent ? [] : [this.lastCurrent, current].filter((x) => x !== undefined);
    this.lastCurrent = current;
    // A new selection shows on the creatures it leaves and takes and on their partners (selection and partner rings,
    // and the label layout places the selected first), not on every token (issue 33: the drag that selects the
    // creature it moves reconciled a thousand tokens). Those are reconciled with the changed ones: the creatures, and
    // their mounts (what each carries is added with the changed ones, dirtyIds.ts withCarried). The selected creature
    // getting on or off a mount moves its partner rings: everything, as before.
    const selected = ui.selectedId;
    const selMount = sel?.mountId ?? null;
    const selMountChanged = selected === this.lastSelected && selMount !== this.lastSelMount;
    this.selectionPassed = selectionTouches(enc, this.lastSelected, selected);
    this.lastSelected = selected;
    this.lastSelMount = selMount;
    const context =
      !sys.tokensDependOnState && !systemFor(enc).grid.stacking
        ? [enc.grid, ui.lang, enc.system, this.pictures.version, sys.tokenState?.(enc), enc.scene.fog]
        : null;
    // The creature order by its ids (a player window's states are structured clones: a new array each time, tiles.ts).
    const same =
      !!context &&
      !!this.lastContext &&
      !selMountChanged &&
      context.every((x, i) => x === this.lastContext?.[i]) &&
      sameOrder(enc.creatureOrder, this.lastOrder);
    this.lastContext = context;
    this.lastOrder = enc.creatureOrder;
    return same;
  }

  /** The tokens: only those due when `same` (see {@link scene}), otherwise all, skipping the unchanged. */
  tokens(enc: Encounter, ui: UiState, same: boolean, p: TokenPass): void {
    const tokens = this.layers.tokens;
    const flagCtx = { lang: ui.lang, selectedId: ui.selectedId, currentId: currentOf(enc), mode: this.mode } as const;
    // Only what the store's diffs named since the last frame (and what carries it or it carries), while nothing
    // else tokens depend on changed: the cost of a command's frame follows the command, not the encounter (issue 16).
    const passed = [...this.turnPassed, ...this.selectionPassed];
    const due = p.due && passed.length ? new Set([...p.due, ...passed]) : p.due;
    const some =
      same &&
      due !== null &&
      tokens.reconcileSome(
        enc,
        flagsFor(enc, flagCtx, { has: (id) => carriedIds(enc, id).length > 0 }),
        p.animate,
        due,
        p.hidden,
        { fanned: p.fanned },
        p.level,
      );
    if (some) return;
    const carriers = carriersOf(enc);
    const before = this.lastCarriers;
    this.lastCarriers = carriers;
    const unchanged = same
      ? (c: Creature) => !c.mountId && carriers.has(c.id) === before.has(c.id) && !passed.includes(c.id)
      : undefined;
    tokens.reconcile(
      enc,
      flagsFor(enc, flagCtx, carriers),
      p.animate,
      p.hidden,
      { fanned: p.fanned },
      unchanged,
      p.level,
    );
  }

  /** Draw what the GM points at: the GM's own (from its stores), or what the player view received. */
  pointing(enc: Encounter, u: UiState): void {
    const { pointing, overlays, tokens } = this.layers;
    const spot = (id: string) => {
      const v = tokens.views.get(id);
      return v?.placement ? { x: v.target.x, y: v.target.y, r: v.placement.radius } : null;
    };
    if (this.mode === 'gm') {
      pointing.draw(enc, sharedOverlay(enc, u, this.drafts.getState()), u.lang, spot);
      return;
    }
    const o = u.shared;
    pointing.draw(enc, o, u.lang, spot);
    // The GM's drag path, forced movement and square pick, drawn by the same overlay code as on the GM's board.
    const p = o?.preview ?? null;
    overlays.setPreview(
      enc,
      p
        ? {
            id: p.id,
            to: p.to,
            path: p.path,
            cost: p.cost,
            legal: p.legal,
            ...(p.via ? { via: p.via } : {}),
            ...(p.placedId ? { placedId: p.placedId } : {}),
            ...(p.mountId ? { mountId: p.mountId } : {}),
          }
        : null,
      p ? tr(u.lang, p.label) : '',
    );
    overlays.drawForced(enc, o?.forced ?? null);
    overlays.setHighlights(o?.squares ?? []);
  }
}

/** Whose turn it is, if anyone's. */
function currentOf(enc: Encounter): CreatureId | undefined {
  return enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
}

/**
 * The board's layers (issue 31: split out of board.ts): each layer, the render groups they sit in and their draw
 * order (map picture → terrain → grid → walls → fog → spaces → tokens → live: effects, overlays, the wall tool's
 * draft, what the GM points at; its text plates in screen space), and the table's parts as drawn.
 */
import { Container } from 'pixi.js';
import type { ToolDrafts } from '../store';
import { uploadChangedRanges } from './batchUpload';
import { EffectsLayer } from './effectsLayer';
import { FogLayer } from './fogLayer';
import { GridLayer } from './gridLayer';
import { MapPictureLayer } from './mapLayer';
import { OverlayLayer } from './overlayLayer';
import type { PictureCache } from './pictures';
import { PointingLayer } from './pointingLayer';
import { TerrainLayer } from './terrainLayer';
import { TokenLayer } from './tokenLayer';
import { WallLayer } from './wallLayer';

/** How the board is used: the GM's window (full control) or the player view (read-only, filtered). */
export type BoardMode = 'gm' | 'player';

/** The table's parts as drawn (see {@link BoardLayers.table}). */
export interface TableSnapshot {
  map: 'none' | 'loading' | 'shown' | 'missing';
  mapBox: { x: number; y: number; width: number; height: number } | null;
  gridAlpha: number;
  fogged: number;
  fogVisible: boolean;
  plates: { ruler: string; template: string };
  pingsPlayed: number;
  pingsShowing: number;
  letters: { letter: string; x: number; y: number }[];
  fogDraft: number;
  /** Issue 32: walls drawn, doors of them open, points of the line being drawn, the selected wall. */
  walls: { drawn: number; open: number; draft: number; selected: string | null };
  pictured: string[];
  hiddenMarks: string[];
  tool: string;
  textures: { map: number; atlas: number; pages: number; maps: number; mipmapped: number };
}

/** The board's layers in their render groups. */
export class BoardLayers {
  /** The camera moves this render group as a whole (a transform on the GPU; nothing inside is re-batched). */
  readonly world = new Container({ label: 'world', isRenderGroup: true });
  /**
   * What is redrawn while the GM points, drags and plays effects (overlays, effects, ruler, template, pings): a
   * render group of its own, so redrawing it never re-collects the map and the tokens (issue 16).
   */
  private readonly live = new Container({ label: 'live', isRenderGroup: true });
  readonly terrain = new TerrainLayer();
  readonly gridLines = new GridLayer();
  readonly tokens = new TokenLayer();
  readonly overlays = new OverlayLayer();
  readonly effects = new EffectsLayer();
  readonly mapPicture = new MapPictureLayer();
  readonly fog: FogLayer;
  /** Walls, doors and windows (issue 32), and the wall tool's draft. */
  readonly walls = new WallLayer();
  readonly pointing: PointingLayer;

  constructor(mode: BoardMode) {
    // A token moving re-sends its own vertices, not its whole batch's (issue 33).
    uploadChangedRanges();
    this.fog = new FogLayer(mode);
    this.pointing = new PointingLayer(mode === 'player');
  }

  /** Put the layers on the stage in draw order; PixiJS's own pointer events stay off (input.ts picks). */
  stack(stage: Container): void {
    this.world.addChild(
      this.mapPicture.container,
      this.terrain.container,
      this.gridLines.g,
      this.walls.container,
      this.fog.container,
      ...this.tokens.layers,
      this.live,
    );
    this.live.addChild(this.effects.container, this.overlays.container, this.walls.live, this.pointing.world);
    stage.addChild(this.world, this.pointing.screen);
    stage.eventMode = 'none';
    stage.interactiveChildren = false;
  }

  /**
   * The table's parts as drawn (issue 17; the test bridge and the benchmark read it): the map picture and where it
   * lies (world units), the grid lines' alpha, the fogged squares, the pointing plates' text, pings played, the
   * choice letters, the tokens drawn with their picture or with the eye-off mark, the active tool's state, and the
   * pictures' texture memory.
   */
  table(drafts: ToolDrafts, tool: string, pictures: PictureCache): TableSnapshot {
    const m = this.mapPicture;
    const views = [...this.tokens.views.entries()];
    return {
      map: m.shown,
      mapBox: m.box(),
      gridAlpha: this.gridLines.alpha(),
      fogged: this.fog.count,
      fogVisible: this.fog.container.visible,
      plates: this.pointing.plateText(),
      pingsPlayed: this.pointing.played,
      pingsShowing: this.pointing.pingsShowing,
      letters: this.pointing.shownLetters,
      fogDraft: this.pointing.fogDraftSquares,
      walls: {
        drawn: this.walls.drawn,
        open: this.walls.open,
        draft: drafts.wallDraft?.points.length ?? 0,
        selected: drafts.wallSelected,
      },
      pictured: views.filter(([, v]) => v.showsPicture).map(([id]) => id),
      hiddenMarks: views.filter(([, v]) => v.flags?.hiddenMark).map(([id]) => id),
      tool,
      textures: pictures.bytes(),
    };
  }
}

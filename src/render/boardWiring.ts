/**
 * The board's store wiring (issue 31: split out of board.ts): what a change of the encounter store, the UI store
 * and the tools' drafts marks for the next frame (tokens to reconcile, effects to play, the pointing layer to draw
 * again) and what it hands to the layers at once (previews, highlights, forced movement, cover lines, drafts).
 * Nothing is drawn here: the board's frame does that, once, whatever changed in between.
 */
import { NO_CHANGE } from '../rules';
import type { EncounterStore, ToolStore, UiStore } from '../store';
import type { BoardLayers, BoardMode } from './boardLayers';
import { DirtyIds } from './dirtyIds';
import { previewLabel } from './input';
import type { Tools } from './tools/machine';

/**
 * What the next frame must do: set by the stores, the camera and the pointer; cleared by the frame. Setting a mark
 * wakes the board ({@link wake}): it asks for animation frames only while something is to be drawn or is moving,
 * so a still table runs no frame at all (issue 33: a GM's laptop, a player's phone).
 */
export class FrameMarks {
  /** Ask for an animation frame (the board sets it; a no-op until the board is mounted). */
  wake: () => void = () => {};
  private d = true;
  private pd = true;
  private nr = true;
  /** The stores changed: reconcile the layers. */
  get dirty(): boolean {
    return this.d;
  }
  set dirty(v: boolean) {
    this.d = v;
    if (v) this.wake();
  }
  /** The creatures changed since the last reconciliation (the store's diffs), or everything (issue 16). */
  readonly ids = new DirtyIds();
  /** The next reconciliation animates the tokens (a command or a redo, a stack fanning out). */
  animateNext = false;
  /** What the GM points at changed: draw it again in the next frame (after the tokens, whose places it reads). */
  get pointingDirty(): boolean {
    return this.pd;
  }
  set pointingDirty(v: boolean) {
    this.pd = v;
    if (v) this.wake();
  }
  /** Something visible changed since the last render (camera, overlays, tokens). */
  get needsRender(): boolean {
    return this.nr;
  }
  set needsRender(v: boolean) {
    this.nr = v;
    if (v) this.wake();
  }
  /** The camera, the canvas size or a token's drawn position changed (the view listeners are told in the frame). */
  viewChanged = false;

  /** Something every token may depend on changed: reconcile them all. */
  everything(): void {
    this.dirty = true;
    this.ids.everything();
  }

  /** A mark is still set (the frame that cleared them set one again, or a listener did): another frame is due. */
  get pending(): boolean {
    return this.d || this.pd || this.nr;
  }
}

/** What the wiring reads and marks. */
export interface BoardWiring {
  enc: EncounterStore;
  ui: UiStore;
  drafts: ToolStore;
  mode: BoardMode;
  layers: BoardLayers;
  marks: FrameMarks;
  /** The board's tools (the input router's), once mounted. */
  tools(): Tools | null;
}

/** Subscribe the board to its stores; returns the unsubscriptions. */
export function wireStores(w: BoardWiring): (() => void)[] {
  const { enc, ui, drafts, mode, layers, marks } = w;
  const { overlays, pointing, walls } = layers;
  return [
    enc.subscribe((s, prev) => {
      if (s.encounter !== prev.encounter) {
        marks.dirty = true;
        marks.ids.change(
          s.lastChange === 'load' || s.lastDiff === NO_CHANGE || s.lastDiff === prev.lastDiff ? null : s.lastDiff,
        );
        marks.animateNext = s.lastChange === 'command' || s.lastChange === 'redo';
        if (marks.animateNext) layers.effects.play(s.lastDiff, s.encounter, s.lastEvents);
        const f = ui.getState().forced;
        if (f) overlays.setForced(s.encounter, f);
        // The ruler and a template read the rules again (a creature moved, the ground changed).
        if (mode === 'gm') w.tools()?.refresh();
        marks.pointingDirty = true;
      }
    }),
    ui.subscribe((s, prev) => {
      if (s.lang !== prev.lang) marks.everything();
      // A new selection: the reconciler adds the creatures it leaves and takes (boardRedraw.ts), not every token.
      else if (s.selectedId !== prev.selectedId) marks.dirty = true;
      if (mode === 'gm' && (s.selectedId !== prev.selectedId || s.tool !== prev.tool)) w.tools()?.template.refresh();
      if (
        s.pings !== prev.pings ||
        s.pick !== prev.pick ||
        s.shared !== prev.shared ||
        s.lang !== prev.lang ||
        s.preview !== prev.preview ||
        s.forced !== prev.forced
      )
        marks.pointingDirty = true;
      if (s.lang !== prev.lang) pointing.drawAlign(drafts.getState().align, s.lang);
      if (s.preview !== prev.preview) {
        const e = enc.getState().encounter;
        overlays.setPreview(e, s.preview, s.preview ? previewLabel(s.lang, e.system, s.preview) : '');
      }
      if (s.highlights !== prev.highlights) overlays.setHighlights(s.highlights);
      if (s.forced !== prev.forced) overlays.setForced(enc.getState().encounter, s.forced);
      if (s.coverLines !== prev.coverLines) overlays.setCoverLines(s.coverLines);
      marks.needsRender = true;
    }),
    // The tools' drafts (issue 31: the tool store): the ruler, the template, the alignment, fog and walls drawn.
    drafts.subscribe((d, prev) => {
      if (d.ruler !== prev.ruler || d.templatePreview !== prev.templatePreview) marks.pointingDirty = true;
      if (d.align !== prev.align) pointing.drawAlign(d.align, ui.getState().lang);
      if (d.fogDraft !== prev.fogDraft) pointing.drawFogDraft(d.fogDraft);
      if (d.wallDraft !== prev.wallDraft || d.wallSelected !== prev.wallSelected)
        walls.drawDraft(d.wallDraft, d.wallSelected);
      marks.needsRender = true;
    }),
  ];
}

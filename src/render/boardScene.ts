/** What the board draws, described for the test bridge and the player view (token targets, label boxes, camera). */
import { creatureOf, heightAboveGround, systemOf, type Encounter } from '../rules';
import type { ClientBox } from '../store';
import { toClient } from './anchors';
import type { CameraState } from './camera';
import type { LabelKind } from './labelLayout';
import type { TokenLayer } from './tokenLayer';

/** A description of what is drawn, for the test bridge and the player view. */
export interface SceneSnapshot {
  grid: { width: number; height: number };
  camera: CameraState;
  tokens: {
    id: string;
    name: string;
    x: number;
    y: number;
    radius: number;
    role: string;
    selected: boolean;
    /** Drawn with the turn ring (whose turn it is). */
    current: boolean;
    height: string;
  }[];
  /** The label boxes drawn (world units; `client`: on the page), by token, and the level of detail. */
  labels: {
    id: string;
    kind: LabelKind;
    text: string;
    x: number;
    y: number;
    w: number;
    h: number;
    client: ClientBox;
  }[];
  level: number;
  frames: number;
  /** Short effects played so far (a rider falling off …). */
  effects: number;
  /** Tokens the last reconciliation redid (issue 33: a command's frame redoes what it changed, not every token). */
  reconciled: number;
}

/** The snapshot of a board's token layer. `origin`: the canvas's top-left on the page. */
export function sceneSnapshot(
  enc: Encounter,
  layer: TokenLayer,
  cam: CameraState,
  origin: { left: number; top: number },
  selectedId: string | null,
  level: number,
  frames: number,
  effects: number,
): SceneSnapshot {
  const tokens = [...layer.views.entries()].map(([id, v]) => {
    const c = creatureOf(enc, id);
    return {
      id,
      name: c?.name ?? '',
      x: v.target.x,
      y: v.target.y,
      radius: v.placement?.radius ?? 0,
      role: v.placement?.role ?? '',
      selected: id === selectedId,
      current: v.flags?.current ?? false,
      height: c ? String(heightAboveGround(enc, c, systemOf(enc.system)?.grid)) : '',
    };
  });
  const labels: SceneSnapshot['labels'] = [];
  if (layer.showsDetail)
    for (const [id, v] of layer.views)
      for (const l of v.boxes)
        labels.push({
          id,
          kind: l.kind,
          text: l.text,
          x: l.x,
          y: l.y,
          w: l.w,
          h: l.h,
          client: toClient({ left: l.x, top: l.y, right: l.x + l.w, bottom: l.y + l.h }, cam, origin.left, origin.top),
        });
  return {
    grid: { width: enc.grid.width, height: enc.grid.height },
    camera: { ...cam },
    tokens,
    labels,
    level: layer.showsDetail ? level : 0,
    frames,
    effects,
    reconciled: layer.lastReconciled,
  };
}

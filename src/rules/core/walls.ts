/**
 * Walls, doors and windows of a scene (issue 32). Coordinates are in squares: the grid's top-left corner is
 * (0, 0), square (x, y) spans [x, x+1] × [y, y+1]; a wall on a square edge has integer ends, a free line may have
 * fractional ones. What each kind blocks:
 *
 * | kind      | movement | sight | effect (line of effect) |
 * |-----------|----------|-------|-------------------------|
 * | `wall`    | yes      | yes   | yes                     |
 * | `door`    | when closed | when closed | when closed  |
 * | `window`  | yes      | no    | yes                     |
 * | `terrain` | yes      | no    | no                      |
 */
export type WallKind = 'wall' | 'door' | 'window' | 'terrain';

export interface Wall {
  readonly id: string;
  readonly kind: WallKind;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** Doors only: open (blocks nothing) or closed. Always false for the other kinds. */
  readonly open: boolean;
}

/** Whether a wall blocks movement. */
export function blocksMovement(w: Wall): boolean {
  return w.kind === 'door' ? !w.open : true;
}

/** Whether a wall blocks sight (line of sight, vision fog). */
export function blocksSight(w: Wall): boolean {
  return w.kind === 'wall' || (w.kind === 'door' && !w.open);
}

/** Whether a wall blocks line of effect (attacks, areas). */
export function blocksEffect(w: Wall): boolean {
  return w.kind === 'wall' || w.kind === 'window' || (w.kind === 'door' && !w.open);
}

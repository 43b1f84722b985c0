/**
 * The token layer's tiers: containers of per-tile containers (map tiles of `TILE` squares, tiles.ts; made on demand)
 * whose children are kept in the views' draw rank, moving only what is out of place (tokenLayer.ts).
 */
import { Container } from 'pixi.js';

/**
 * One tier of the token layer: a container of per-tile containers (created on demand) that keep its children in draw
 * order cheaply.
 */
export class TiledTier {
  readonly container: Container;
  private readonly tiles = new Map<number, Container>();

  constructor(label: string) {
    this.container = new Container({ label });
  }

  /** The container of a tile. */
  tile(key: number): Container {
    let t = this.tiles.get(key);
    if (!t) {
      t = new Container({ label: `${this.container.label}-${key}` });
      this.tiles.set(key, t);
      this.container.addChild(t);
    }
    return t;
  }
}

/** The view a token container belongs to (its draw rank, for sorting tiles); the token layer registers each. */
export const viewOf = new WeakMap<object, { readonly rank: number }>();
const rankOfChild = (k: object | undefined): number => (k ? viewOf.get(k)?.rank : undefined) ?? 0;
const rankOf = { get: rankOfChild };

/** Put a tile's children in draw rank order, moving only what is out of place. */
export function sortTile(tile: Container): void {
  const kids = tile.children;
  let sorted = true;
  for (let i = 1; i < kids.length && sorted; i++) sorted = (rankOf.get(kids[i - 1]) ?? 0) <= (rankOf.get(kids[i]) ?? 0);
  if (sorted) return;
  const want = [...kids].sort((a, b) => (rankOf.get(a) ?? 0) - (rankOf.get(b) ?? 0));
  want.forEach((k, i) => {
    if (tile.children[i] !== k) tile.setChildIndex(k, i);
  });
}

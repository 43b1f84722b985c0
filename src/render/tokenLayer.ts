/**
 * Tokens and occupied spaces, reconciled by creature id: views are created, updated and removed as the
 * encounter changes, never rebuilt wholesale. Moves are tweened over a few frames.
 */
import { Container } from 'pixi.js';
import type { Creature, CreatureId, Encounter } from '../rules';
import { placeToken, type PlaceOptions } from './layout';
import { TokenView, type TokenFlags } from './tokenView';
import { creatureOf } from '../rules';

/** Per-creature flags computed by the board (selection, turn, partner, height text). */
export type FlagsFor = (c: Creature) => TokenFlags;

/** The token layer. */
export class TokenLayer {
  // Render groups: panning and zooming move them as a whole on the GPU; their batched geometry is rebuilt only
  // when a token changes, not on every camera move.
  readonly spaces = new Container({ label: 'spaces', isRenderGroup: true });
  readonly tokens = new Container({ label: 'tokens', isRenderGroup: true });
  readonly views = new Map<CreatureId, TokenView>();
  private moving = new Set<TokenView>();
  /** Milliseconds a move animation takes (0 = jump). */
  tweenMs = 140;

  /** Reconcile views with the encounter. `animate` tweens position changes; `place` fans out a hovered stack. */
  reconcile(enc: Encounter, flagsFor: FlagsFor, animate: boolean, hiddenIds: Set<CreatureId> = new Set(), place: PlaceOptions = {}): void {
    const seen = new Set<CreatureId>();
    // Standing creatures first, then riders and passengers (drawn on top of their mounts).
    const order = [...enc.creatureOrder].sort((a, b) => Number(!!creatureOf(enc, a)?.mountId) - Number(!!creatureOf(enc, b)?.mountId));
    for (const id of order) {
      const c = creatureOf(enc, id);
      if (!c || hiddenIds.has(id)) continue;
      seen.add(id);
      let v = this.views.get(id);
      const fresh = !v;
      if (!v) {
        v = new TokenView(id);
        this.views.set(id, v);
        this.spaces.addChild(v.space);
      }
      const p = placeToken(enc, c, place);
      const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
      const changed = v.update(c, p, flagsFor(c), mount);
      if (changed) {
        if (fresh || !animate || this.tweenMs === 0) v.root.position.set(p.cx, p.cy);
        else if (v.root.x !== p.cx || v.root.y !== p.cy) this.moving.add(v);
      }
      // Keep draw order: mounts below riders.
      if (v.root.parent !== this.tokens) this.tokens.addChild(v.root);
    }
    // Re-order only when the order changed: every setChildIndex makes PixiJS rebuild the layer's draw list.
    let i = 0;
    let inOrder = true;
    for (const id of order) {
      const v = this.views.get(id);
      if (!v || !seen.has(id)) continue;
      if (this.tokens.children[i++] !== v.root) {
        inOrder = false;
        break;
      }
    }
    if (!inOrder) {
      i = 0;
      for (const id of order) {
        const v = this.views.get(id);
        if (v && seen.has(id)) this.tokens.setChildIndex(v.root, i++);
      }
    }
    for (const [id, v] of this.views) {
      if (!seen.has(id)) {
        this.moving.delete(v);
        v.destroy();
        this.views.delete(id);
      }
    }
  }

  /** Advance move animations by `dtMs`. Returns true while anything is moving. */
  tick(dtMs: number): boolean {
    if (this.moving.size === 0) return false;
    // Returns true when something moved this frame (the last step included).
    const k = Math.min(1, dtMs / Math.max(1, this.tweenMs / 4));
    let moved = false;
    for (const v of this.moving) {
      const dx = v.target.x - v.root.x;
      const dy = v.target.y - v.root.y;
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) {
        v.root.position.set(v.target.x, v.target.y);
        this.moving.delete(v);
        moved = true;
      } else {
        v.root.position.set(v.root.x + dx * k, v.root.y + dy * k);
        moved = true;
      }
    }
    return moved;
  }

  /** Level of detail. */
  setDetail(show: boolean): void {
    for (const v of this.views.values()) v.setDetail(show);
  }
}

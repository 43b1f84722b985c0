/**
 * Where each creature's token is drawn (pure, testable). A standing creature fills its space; a rider is a
 * smaller token on its mount's space with a saddle marker; passengers sit beside the rider.
 */
import { carriedIds, creatureOf, spaceSide, systemFor, type Creature, type Encounter, type Point } from '../rules';
import { CELL } from './constants';

/** A token's placement in world units. */
export interface TokenPlacement {
  cx: number;
  cy: number;
  radius: number;
  /** 'standing' | 'rider' | 'passenger' */
  role: 'standing' | 'rider' | 'passenger';
  /** In a stacking system (Tenkai, TK-GRID-1): place in the square's stack, and whether the stack is fanned out. */
  stack?: { index: number; count: number; fanned: boolean };
}

/** Layout options: the square whose stack is fanned out (the pointer hovers it). */
export interface PlaceOptions {
  fanned?: Point | null;
}

/** Stacks per square of each (immutable) encounter, so a redraw groups the creatures once, not once per token. */
const stacks = new WeakMap<Encounter, Map<string, Creature[]>>();

/** Creatures standing on their own in the square `p` (stacking systems), in creature order. */
export function stackMembers(enc: Encounter, p: Point): Creature[] {
  let bySquare = stacks.get(enc);
  if (!bySquare) {
    bySquare = new Map();
    for (const id of enc.creatureOrder) {
      const o = creatureOf(enc, id);
      if (!o || o.mountId) continue;
      const k = `${o.pos.x},${o.pos.y}`;
      const list = bySquare.get(k);
      if (list) list.push(o);
      else bySquare.set(k, [o]);
    }
    stacks.set(enc, bySquare);
  }
  return bySquare.get(`${p.x},${p.y}`) ?? [];
}

/**
 * A standing creature's slot in a stack (null when alone): a compact pile drawn with small offsets (the top one
 * carries the count badge), or, when its square is hovered, fanned out on a ring around the square.
 */
export function stackSlot(enc: Encounter, c: Creature, opts: PlaceOptions = {}): TokenPlacement | null {
  const members = stackMembers(enc, c.pos);
  const n = members.length;
  const i = members.findIndex((o) => o.id === c.id);
  if (n < 2 || i < 0) return null;
  const mx = c.pos.x * CELL + CELL / 2;
  const my = c.pos.y * CELL + CELL / 2;
  const fanned = !!opts.fanned && opts.fanned.x === c.pos.x && opts.fanned.y === c.pos.y;
  if (fanned) {
    const ring = CELL * (n <= 3 ? 0.66 : 0.76);
    const a = Math.PI + (2 * Math.PI * i) / n;
    return {
      cx: mx + ring * Math.cos(a),
      cy: my + ring * Math.sin(a),
      radius: CELL * (n <= 4 ? 0.34 : 0.28),
      role: 'standing',
      stack: { index: i, count: n, fanned },
    };
  }
  const step = Math.min(6, 18 / (n - 1));
  const k = i - (n - 1) / 2;
  return {
    cx: mx + k * step,
    cy: my - k * step,
    radius: CELL * 0.34,
    role: 'standing',
    stack: { index: i, count: n, fanned },
  };
}

/** Ids of the passengers of a mount (carried, not riding), in creature order: from the core's spatial index. */
export function passengerIds(enc: Encounter, mountId: string): string[] {
  return carriedIds(enc, mountId).filter((id) => !creatureOf(enc, id)?.isRider);
}

/** Placement of one creature. */
export function placeToken(enc: Encounter, c: Creature, opts: PlaceOptions = {}): TokenPlacement {
  const mount = c.mountId ? creatureOf(enc, c.mountId) : undefined;
  const stacking = systemFor(enc).grid.stacking;
  if (!mount && stacking) {
    const slot = stackSlot(enc, c, opts);
    if (slot) return slot;
  }
  if (mount && stacking) {
    // Riders sit on their mount's token wherever the stack puts it.
    const mp = placeToken(enc, mount, opts);
    const ms = mp.radius / 0.44;
    if (c.isRider)
      return { cx: mp.cx, cy: mp.cy - ms * 0.08, radius: Math.max(mp.radius * 0.5, ms * 0.2), role: 'rider' };
    const others = passengerIds(enc, mount.id);
    const j = Math.max(0, others.indexOf(c.id));
    return {
      cx: mp.cx - ms * 0.3 + (ms * 0.6 * (j + 1)) / (others.length + 1),
      cy: mp.cy + ms * 0.26,
      radius: ms * 0.16,
      role: 'passenger',
    };
  }
  if (!mount) {
    const side = spaceSide(c.size) * CELL;
    const r = c.size === 'tiny' ? CELL * 0.28 : c.size === 'small' ? CELL * 0.38 : side * 0.44;
    return { cx: c.pos.x * CELL + side / 2, cy: c.pos.y * CELL + side / 2, radius: r, role: 'standing' };
  }
  const ms = spaceSide(mount.size) * CELL;
  const mx = mount.pos.x * CELL + ms / 2;
  const my = mount.pos.y * CELL + ms / 2;
  const r = Math.max(CELL * 0.22, ms * 0.2);
  if (c.isRider) return { cx: mx, cy: my - ms * 0.08, radius: r, role: 'rider' };
  // Passengers: fan out along the lower half of the mount's space.
  const passengers = passengerIds(enc, mount.id);
  const i = Math.max(0, passengers.indexOf(c.id));
  const n = Math.max(1, passengers.length);
  const spread = ms * 0.6;
  const x = n === 1 ? mx + ms * 0.26 : mx - spread / 2 + (spread * i) / (n - 1);
  return { cx: x, cy: my + ms * 0.26, radius: r * 0.8, role: 'passenger' };
}

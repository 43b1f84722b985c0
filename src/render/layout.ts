/**
 * Where each creature's token is drawn (pure, testable). A standing creature fills its space; a rider is a
 * smaller token on its mount's space with a saddle marker; passengers sit beside the rider.
 */
import { spaceSide, type Creature, type Encounter } from '../rules';
import { CELL } from './constants';

/** A token's placement in world units. */
export interface TokenPlacement {
  cx: number;
  cy: number;
  radius: number;
  /** 'standing' | 'rider' | 'passenger' */
  role: 'standing' | 'rider' | 'passenger';
}

/** Placement of one creature. */
export function placeToken(enc: Encounter, c: Creature): TokenPlacement {
  const mount = c.mountId ? enc.creatures[c.mountId] : undefined;
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
  const passengers = enc.creatureOrder.filter((id) => {
    const o = enc.creatures[id];
    return o && o.mountId === mount.id && !o.isRider;
  });
  const i = Math.max(0, passengers.indexOf(c.id));
  const n = Math.max(1, passengers.length);
  const spread = ms * 0.6;
  const x = n === 1 ? mx + ms * 0.26 : mx - spread / 2 + (spread * i) / (n - 1);
  return { cx: x, cy: my + ms * 0.26, radius: r * 0.8, role: 'passenger' };
}

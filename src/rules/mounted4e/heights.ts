/**
 * Heights in 4e (issue 31: 4e's own, no longer the kernel's): a creature's space height by size (MC-MOUNT-3,
 * RULING MC-R1) and a creature's height above the ground square. A rider's height is derived from its mount every
 * time, never stored (MC-TGT-2: "mount's space height − 1 squares above the mount"). The kernel reads it through
 * the 4e grid's `heightAboveGround` (the ruler, the token's height label).
 */
import { creatureOf, spaceSide, type Creature, type Encounter, type Size } from '../core';

/**
 * Space height in squares by size (MC-MOUNT-3: Medium or smaller 1, Large 2, Huge 3; Gargantuan = the side of
 * its space, RULING MC-R1) — which is exactly the side of the space (B-1), so it is derived from it.
 */
export function spaceHeight(size: Size): number {
  return spaceSide(size);
}

/**
 * Height of a creature's feet above the ground it stands over, in squares: its elevation if it stands on its
 * own; for a rider or passenger, its mount's height + the mount's space height − 1 (MC-TGT-2).
 */
export function heightAboveGround4e(enc: Encounter, c: Creature): number {
  let h = 0;
  let cur: Creature | undefined = c;
  let guard = 0;
  while (cur && cur.mountId && guard++ < 64) {
    const mount: Creature | undefined = creatureOf(enc, cur.mountId);
    if (!mount) break;
    h += spaceHeight(mount.size) - 1;
    cur = mount;
  }
  return h + (cur?.elevation ?? 0);
}

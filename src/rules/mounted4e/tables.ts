/**
 * Size tables of the mounted combat rules (seed 000): space height and extra movement (MC-MOUNT-3, RULING
 * MC-R1), vertical reach (B-6), the optional rule's fall distance (MC-OPT-FALL) and passenger capacity
 * (RULING MC-R4).
 */
import { spaceSide, type Size } from '../core';
import { spaceHeight } from './heights';
import type { M4CreatureRecord } from './model';

/** Height of a mount's space in squares (MC-MOUNT-3; Gargantuan = side of its space, RULING MC-R1). */
export { spaceHeight };

/** Extra movement to enter a mount's space from an adjacent square (MC-MOUNT-3; Gargantuan 2 × height, MC-R1). */
export function extraMovement(size: Size): number {
  return spaceHeight(size) === 1 ? 2 : 2 * spaceHeight(size);
}

/** Vertical reach in feet when a creature's height is unknown (B-6). */
export function verticalReachFt(size: Size): number {
  switch (size) {
    case 'tiny':
      return 2.5;
    case 'small':
    case 'medium':
      return 10;
    case 'large':
      return 15;
    case 'huge':
      return 25;
    case 'gargantuan':
      return 35;
  }
}

/**
 * The height a creature reaches standing (B-6): its height plus a third of it when its height is known
 * (`heightFt`, a 6 ft creature reaches 8 ft), else the vertical reach of its size.
 */
export function standingReachFt(c: Pick<M4CreatureRecord, 'size' | 'sys'>): number {
  const h = c.sys.heightFt ?? null;
  return h === null ? verticalReachFt(c.size) : h + h / 3;
}

/**
 * The height reached by a high jump (B-6, MC-MOUNT-4): the standing reach plus the jump, the Athletics check
 * ÷ 10 ft (÷ 5 with a running start). A failed check jumps no height at all: the jump is clamped at 0 ft, so
 * the reach never drops below the standing reach (RULING MC-R16).
 */
export function jumpReachFt(
  c: Pick<M4CreatureRecord, 'size' | 'sys'>,
  check: number,
  running: boolean,
): { jumpFt: number; reachedFt: number } {
  const jumpFt = Math.max(0, check / (running ? 5 : 10));
  return { jumpFt, reachedFt: standingReachFt(c) + jumpFt };
}

/** Fall distance in feet under MC-OPT-FALL: Large or smaller 10 ft, Huge 15 ft, Gargantuan 20 ft+ (5 ft × space height). */
export function optionalFallFt(size: Size): number {
  return Math.max(2, spaceHeight(size)) * 5;
}

/** Passenger capacity (RULING MC-R4): squares in the space − 1 unless set on the mount. */
export function passengerCapacity(mount: M4CreatureRecord): number {
  const side = spaceSide(mount.size);
  return mount.sys.riding.passengerCapacity ?? side * side - 1;
}

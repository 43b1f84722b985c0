/**
 * A creature's height above the ground square, as the kernel's queries read it (the ruler, the token's height
 * label). How high a rider sits is a rule system's (4e: MC-TGT-2, in `mounted4e/heights.ts`), given by its grid's
 * `heightAboveGround`; without one, a carried creature is as high as the creature at the bottom of its stack.
 */
import { creatureOf } from './creatures';
import type { GridRules } from './gridRules';
import type { Creature, Encounter } from './model';

/** The kernel's default: the elevation of the creature at the bottom of `c`'s stack (its own if it stands alone). */
function stackBaseElevation(enc: Encounter, c: Creature): number {
  let cur: Creature | undefined = c;
  let guard = 0;
  while (cur && cur.mountId && guard++ < 64) {
    const mount: Creature | undefined = creatureOf(enc, cur.mountId);
    if (!mount) break;
    cur = mount;
  }
  return cur?.elevation ?? 0;
}

/**
 * Height of a creature's feet above the ground it stands over, in squares, by the rule system's grid (`grid`
 * omitted or without `heightAboveGround`: the kernel's default).
 */
export function heightAboveGround(enc: Encounter, c: Creature, grid?: Pick<GridRules, 'heightAboveGround'>): number {
  return grid?.heightAboveGround ? grid.heightAboveGround(enc, c) : stackBaseElevation(enc, c);
}

/**
 * How a rule system uses the grid (a field of its definition, `system.ts`), below the contract so that the
 * movement and ruler queries that read it do not import the contract (`cycles.test.ts`).
 */
import type { Metric } from './geometry';
import type { Creature, Encounter } from './model';

/** How a rule system uses the grid. */
export interface GridRules {
  readonly metric: Metric;
  /** Several creatures may stand in one square (Tenkai TK-GRID-*). */
  readonly stacking: boolean;
  /** Difficult terrain costs one extra square to enter (4e). */
  readonly difficultCostsDouble: boolean;
  /** Size of a square and its unit (4e: 5 ft; Tenkai: 10 m). */
  readonly squareSize: number;
  readonly unit: 'ft' | 'm';
  /**
   * May `mover` pass through `other`'s space (where creatures do not stack)? Default: the same side. 4e widens it
   * (MC-ELIG-2: a mount counts as an ally of its rider's allies).
   */
  allies?(enc: Encounter, mover: Creature, other: Creature): boolean;
  /**
   * The system's ruling that a step does not cross a wall that blocks movement (issue 32: 4e MC-R20, Tenkai TK-R9,
   * Sudukuri SD-R12), cited by a refused move.
   */
  readonly wallRule?: string;
  /**
   * Height of a creature's feet above the ground it stands over, in squares, where the system says how high a
   * rider sits (4e MC-TGT-2: above its mount by the mount's space height − 1). Default (`core/height.ts`): a
   * carried creature is as high as the creature at the bottom of its stack.
   */
  heightAboveGround?(enc: Encounter, c: Creature): number;
}

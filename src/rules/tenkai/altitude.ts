/** Altitude bands (TK-ALT-*): order, engagement across bands, what changing a band needs. */
import type { TkBand } from './terms';
import { TK_BANDS } from './terms';

/** Index of a band, bottom to top: 水中 0, 地上 1, 低空 2, 中空 3, 高空 4 (TK-ALT-1). */
export function bandIndex(b: TkBand): number {
  return TK_BANDS.indexOf(b);
}

/** How an attack across bands works (TK-ALT-3). */
export interface BandEngagement {
  /** Target band − attacker band. */
  steps: number;
  /** Range used by the difference in height (5 per band). */
  rangeUsed: number;
  /** Rank modifier: −3R against a target one band up. */
  ranks: number;
  /** False when two or more bands apart (no engagement). */
  allowed: boolean;
}

/** Engagement between an attacker's band and a target's band (TK-ALT-3). */
export function bandEngagement(attacker: TkBand, target: TkBand): BandEngagement {
  const steps = bandIndex(target) - bandIndex(attacker);
  if (Math.abs(steps) >= 2) return { steps, rangeUsed: 0, ranks: 0, allowed: false };
  if (steps === 1) return { steps, rangeUsed: 5, ranks: -3, allowed: true };
  if (steps === -1) return { steps, rangeUsed: 5, ranks: 0, allowed: true };
  return { steps, rangeUsed: 0, ranks: 0, allowed: true };
}

/**
 * The means a creature needs to change from band `from` to the adjacent band `to` (TK-ALT-2): flying for the
 * air bands, swimming between ground (the water surface) and underwater. Null when not adjacent.
 */
export function bandChangeMeans(from: TkBand, to: TkBand): 'fly' | 'swim' | null {
  const a = bandIndex(from);
  const b = bandIndex(to);
  if (Math.abs(a - b) !== 1) return null;
  return Math.min(a, b) === 0 ? 'swim' : 'fly';
}

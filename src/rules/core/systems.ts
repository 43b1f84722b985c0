/** Per-rule-system geometry the shared core needs (distance counting, stacking). */
import type { Metric } from './geometry';
import type { RuleSystem } from './model';

/** How a rule system uses the grid. */
export interface GridRules {
  metric: Metric;
  /** Several creatures may stand in one square (Tenkai TK-GRID-*). */
  stacking: boolean;
  /** Difficult terrain costs one extra square to enter (4e). */
  difficultCostsDouble: boolean;
}

/** Grid rules of each system. */
export function gridRules(system: RuleSystem): GridRules {
  switch (system) {
    case 'tenkai':
      return { metric: 'manhattan', stacking: true, difficultCostsDouble: false };
    case 'mounted4e':
    case 'sudukuri':
      return { metric: 'chebyshev', stacking: false, difficultCostsDouble: true };
  }
}

/** The grid rules of 舵天照 (TK-GRID-1..2): 10 m squares, any number of characters per square, no diagonals. */
import type { GridRules } from '../core';

/** Tenkai's grid: |dx| + |dy| (TK-GRID-2), stacking (TK-GRID-1), no difficult-terrain cost, 10 m squares. */
export const grid: GridRules = {
  metric: 'manhattan',
  stacking: true,
  difficultCostsDouble: false,
  squareSize: 10,
  // Issue 32: no step crosses a wall that blocks movement (RULING TK-R9).
  wallRule: 'TK-R9',
  unit: 'm',
};

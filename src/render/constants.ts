/** Board constants: world units per square and colours. */

/** World units (pixels at zoom 1) per grid square. */
export const CELL = 48;
/** Zoom limits. */
export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 4;
/** Below this zoom, labels and height numbers are hidden (level of detail). */
export const LABEL_ZOOM = 0.45;

export const COLORS = {
  background: 0x1d2127,
  ground: 0x2b3138,
  gridLine: 0x4a525c,
  raised: 0xc8a86a,
  sunken: 0x3c6fa8,
  difficult: 0x7a8b4f,
  blocking: 0x15171a,
  party: 0x4da3ff,
  enemy: 0xff5a5a,
  neutral: 0xc9c9c9,
  selection: 0xffe066,
  turn: 0x6cff8f,
  partner: 0xffb347,
  legal: 0x59d98e,
  illegal: 0xff6b6b,
  highlight: 0x9ad0ff,
  hpGood: 0x4caf50,
  hpBloodied: 0xffa000,
  hpDown: 0xd32f2f,
  saddle: 0x8b4513,
  shadow: 0x000000,
} as const;

/** Side colour of a creature. */
export function sideColor(side: 'party' | 'enemy' | 'neutral'): number {
  return side === 'party' ? COLORS.party : side === 'enemy' ? COLORS.enemy : COLORS.neutral;
}

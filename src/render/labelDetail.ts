/**
 * Level of detail of the token labels (pure): which labels are drawn at a zoom and at what size in world units.
 * Sizes are chosen per level, for the screen: a name is at least {@link NAME_PX} px tall at the level's smallest
 * zoom, so names are dropped before they become unreadable and a level's labels are laid out once, not per zoom step.
 */
import { CELL } from './constants';

/** Level of detail: which labels are drawn and at what size (world units). */
export interface DetailLevel {
  /** 0: no labels; 1: glyphs and bars; 2–5: names, badges and chips, smaller in world units as the zoom grows. */
  level: 0 | 1 | 2 | 3 | 4 | 5;
  /** The smallest camera scale of the level (sizes are chosen to be legible there). */
  scale: number;
  /** Name font (world units); 0 when names are not drawn. */
  name: number;
  /** Badge and chip font (world units). */
  chip: number;
}

/** Screen pixels per square at which levels 1 … 5 begin. */
export const LEVEL_STEPS = [15, 24, 34, 48, 72] as const;
/** Smallest name size on screen (px) at a level's smallest zoom. */
export const NAME_PX = 13;

/** The level of detail at camera scale `scale` (`labelScale` > 1: larger text, the player view). */
export function detailLevel(scale: number, labelScale = 1): DetailLevel {
  const s = CELL * scale;
  let level = 0;
  LEVEL_STEPS.forEach((step, i) => {
    if (s >= step) level = i + 1;
  });
  if (level === 0) return { level: 0, scale, name: 0, chip: 0 };
  const low = (LEVEL_STEPS[level - 1] ?? 15) / CELL;
  const name = level >= 2 ? Math.min(CELL * 0.55, (NAME_PX * labelScale) / low) : 0;
  return { level: level as DetailLevel['level'], scale: low, name, chip: name * 0.85 };
}

/**
 * When to lay labels out for a new level of detail: once the zoom has rested at it for `settleMs` (a wheel or
 * an animated zoom that crosses levels lays them out once, not per step). Zoomed out past labels, the last
 * level is kept (labels are hidden; there is nothing to re-lay until they show).
 */
export class DetailSchedule {
  /** The level the labels are laid out for. */
  level: DetailLevel = detailLevel(1);
  private dueAt = 0;

  constructor(
    private readonly labelScale = 1,
    private readonly settleMs = 120,
  ) {}

  /** The level at camera scale `scale`. */
  at(scale: number): DetailLevel {
    return detailLevel(scale, this.labelScale);
  }

  /** The camera moved: a re-layout is due after the settle time if the level changed (else none is). */
  cameraAt(scale: number, now: number): void {
    const lv = this.at(scale);
    this.dueAt =
      lv.level > 0 && (lv.level !== this.level.level || lv.name !== this.level.name) ? now + this.settleMs : 0;
  }

  /** A re-layout is scheduled (the board keeps its frames running until it is due). */
  get pending(): boolean {
    return this.dueAt > 0;
  }

  /** Is a re-layout due now? (Asking clears it.) */
  due(now: number): boolean {
    if (!this.dueAt || now < this.dueAt) return false;
    this.dueAt = 0;
    return true;
  }

  /** The level to lay out for at `scale` (the last shown one when labels are hidden), taken as the present one. */
  take(scale: number): DetailLevel {
    const lv = this.at(scale);
    if (lv.level > 0) this.level = lv;
    this.dueAt = 0;
    return this.level;
  }
}

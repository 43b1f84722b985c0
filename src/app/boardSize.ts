/**
 * The board host's size, remembered per window (start-up, issue 33). The board's renderer is created before React
 * has laid out the element it draws in (`BoardSlot.prepare`); created at the host's size, its mount does not resize
 * the canvas — one wait for the GPU fewer before the first frame. The size the host had the last time the window had
 * this size (and pixel ratio) is the guess; a wrong guess only costs that resize. With no guess (a first visit) the
 * renderer is not created early: the board starts when it mounts, at its host's laid-out size (`BoardSlot.prepare`).
 */
import type { BoardMode } from '../render/board';

/** A size in CSS pixels. */
export interface HostSize {
  readonly width: number;
  readonly height: number;
}

/** What the guess depends on: the window's size and pixel ratio. */
export interface WindowSize {
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly devicePixelRatio: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const key = (mode: BoardMode) => `saddlegrid.boardHost.${mode}`;
const windowKey = (w: WindowSize) => `${w.innerWidth}x${w.innerHeight}@${w.devicePixelRatio}`;
const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 16384;

/** The host's size the last time this window had this size; null when unknown (or the stored value is not a size). */
export function hostSizeHint(store: Store | null, mode: BoardMode, win: WindowSize): HostSize | null {
  try {
    const saved: unknown = JSON.parse(store?.getItem(key(mode)) ?? 'null');
    if (!saved || typeof saved !== 'object') return null;
    const { window, width, height } = saved as Record<string, unknown>;
    return window === windowKey(win) && isSize(width) && isSize(height) ? { width, height } : null;
  } catch {
    return null;
  }
}

/** Remember the host's size for this window size (a storage that refuses — full, private mode — is ignored). */
export function rememberHostSize(store: Store | null, mode: BoardMode, win: WindowSize, size: HostSize): void {
  if (!isSize(size.width) || !isSize(size.height)) return;
  const value = JSON.stringify({ window: windowKey(win), width: size.width, height: size.height });
  try {
    if (store?.getItem(key(mode)) !== value) store?.setItem(key(mode), value);
  } catch {
    /* not remembered: the next start resizes once, as without a guess */
  }
}

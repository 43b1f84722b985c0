/** Clearing a Graphics that has nothing drawn would still mark it changed (and re-collect its render group). */
import type { Graphics } from 'pixi.js';

/** Clear `g` if anything is drawn in it (PixiJS counts every `clear()` as a change of shape, issue 16). */
export function clearShape(g: Graphics): void {
  if (g.context.instructions.length > 0) g.clear();
}

/**
 * A build transform for PixiJS 8's canvas-renderer helpers (issue 33, start-up). `canvasUtils` — pulled into every
 * bundle that draws Text, through its fill styles — probes when it is imported whether the 2D canvas multiplies
 * blend modes: two small 2D canvases drawn, one pixel read back. On a fresh page that read-back is a synchronous
 * round trip to the GPU process: 0.5–0.65 s under SwiftShader (the start-up trace of docs/performance.md),
 * spent while the entry is evaluated, before the board's WebGL context can even be asked for. The app draws with
 * WebGL and never reads the answer; the transform makes the probe lazy — it runs the first time PixiJS's canvas
 * renderer reads `canUseMultiply` or `tintMethod`, with the same answer as before.
 */
import type { Plugin } from 'vite';

/** The module the transform rewrites (PixiJS's own file in node_modules). */
export const CANVAS_UTILS = /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canvasUtils\.mjs$/;

const EAGER_FLAG = 'canUseMultiply: canUseNewCanvasBlendModes(),';
const LAZY_FLAG = 'get canUseMultiply() { return canUseNewCanvasBlendModes(); },';
const EAGER_TINT =
  'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;';
const LAZY_TINT = `{
  let chosen = null;
  Object.defineProperty(canvasUtils, 'tintMethod', {
    get: () => chosen ?? (chosen = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel),
    set: (f) => { chosen = f; },
    enumerable: true,
    configurable: true,
  });
}`;

/**
 * The module's text with the probe made lazy. Throws when the text is not the one this transform knows (a PixiJS
 * upgrade changed the file): the build says so instead of quietly paying the probe again.
 */
export function lazyCanvasProbe(code: string): string {
  if (!code.includes(EAGER_FLAG) || !code.includes(EAGER_TINT))
    throw new Error(
      'PixiJS canvasUtils.mjs changed: scripts/pixiCanvasProbe.ts no longer recognises its import-time blend-mode probe',
    );
  return code.replace(EAGER_FLAG, LAZY_FLAG).replace(EAGER_TINT, LAZY_TINT);
}

/** The Vite plugin (builds only; the dev server pre-bundles PixiJS and pays the probe). */
export function pixiCanvasProbe(): Plugin {
  return {
    name: 'saddlegrid-pixi-lazy-canvas-probe',
    apply: 'build',
    transform(code, id) {
      if (!CANVAS_UTILS.test(id.split('?')[0]!)) return null;
      return { code: lazyCanvasProbe(code), map: null };
    },
  };
}

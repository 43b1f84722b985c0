/**
 * One WebGL context for the board's start instead of three (issue 33, start-up). PixiJS 8 asks for three on a page's
 * first renderer, each a synchronous round trip to the GPU process: `isWebGLSupported` makes a `webgl` context and
 * loses it at once; `getTestContext` makes another for the shader-precision and texture-unit probes (the batcher's
 * probe loses it, so the precision probe may make a third); then the renderer makes its own. Under SwiftShader on a
 * loaded machine one of them costs 130–1,800 ms and each other 10–60 ms, plus up to 170 ms to lose one (round 10's
 * start-up traces). Here the board's own context is made first, with exactly the attributes PixiJS would ask for,
 * handed to PixiJS (`context`), and PixiJS's probes are answered by it: while the first board starts, a canvas PixiJS
 * makes gives a view of that context for `webgl` (its lose-context extension hidden, so a probe cannot lose the
 * board's context); every other kind of context is the canvas's own. The probes' answers are PixiJS's cached
 * values for the page, read from the same GPU as before. No WebGL 2 context (an old device): PixiJS's own path,
 * its checks and its messages, unchanged.
 */
import { BrowserAdapter, DOMAdapter } from 'pixi.js';

/** What the board starts with: its canvas, its size in CSS px, the resolution and antialiasing PixiJS is given. */
export interface ContextWish {
  width: number;
  height: number;
  resolution: number;
  antialias: boolean;
}

let probesAnswered = false;

/** `gl` with its lose-context extension hidden (PixiJS's probes lose the context they were given when done). */
function probeView(gl: WebGL2RenderingContext): WebGL2RenderingContext {
  return new Proxy(gl, {
    get(target, key) {
      if (key === 'getExtension')
        return (name: string) => (name === 'WEBGL_lose_context' ? null : target.getExtension(name));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The board's canvas and its WebGL 2 context, made now, with PixiJS's probes pointed at it until {@link probesDone};
 * null when the probes were answered already (a later board: PixiJS cached them) or there is no WebGL 2.
 */
export function boardContext(wish: ContextWish): { canvas: HTMLCanvasElement; context: WebGL2RenderingContext } | null {
  if (probesAnswered || typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  // The drawing buffer at the size PixiJS gives it (CanvasSource: CSS size × resolution), so it is never reshaped.
  canvas.width = wish.width * wish.resolution;
  canvas.height = wish.height * wish.resolution;
  // GlContextSystem.initFromOptions' attributes: opaque background, premultiplied alpha, stencil, no preserved
  // buffer, default power preference.
  const gl = canvas.getContext('webgl2', {
    alpha: false,
    premultipliedAlpha: true,
    antialias: wish.antialias,
    stencil: true,
    preserveDrawingBuffer: false,
    powerPreference: 'default',
  });
  if (!gl) return null;
  const view = probeView(gl);
  DOMAdapter.set({
    ...BrowserAdapter,
    createCanvas: (width?: number, height?: number) => {
      const made = BrowserAdapter.createCanvas(width, height) as HTMLCanvasElement;
      const own = made.getContext.bind(made) as (type: string, options?: unknown) => RenderingContext | null;
      (made as { getContext: unknown }).getContext = (type: string, options?: unknown) =>
        type === 'webgl' && !gl.isContextLost() ? view : own(type, options);
      return made;
    },
  });
  return { canvas, context: gl };
}

/** The first board is up and warmed: PixiJS's probes have their answers (cached); canvases are plain again. */
export function probesDone(): void {
  if (probesAnswered) return;
  probesAnswered = true;
  DOMAdapter.set(BrowserAdapter);
}

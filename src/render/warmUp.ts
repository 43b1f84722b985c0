/**
 * The board's PixiJS start (split out of board.ts, issue 31) and shader warm-up: the board draws one of each kind of
 * object off screen before its first real frame.
 */
import { Application, BitmapText, Container, Graphics, NineSliceSprite, Sprite, Texture, Ticker } from 'pixi.js';
import { COLORS } from './constants';
import { collectWhenIdle } from './gcIdle';
import { boardContext, probesDone } from './sharedContext';

/** Draw one frame of each kind of object the board uses (off screen), so their shaders compile now, not in the first board frame. */
function warmUp(app: Application): void {
  const scene = new Container();
  const g = new Graphics()
    .rect(0, 0, 4, 4)
    .fill(0xffffff)
    .moveTo(0, 0)
    .lineTo(4, 4)
    .stroke({ width: 1, pixelLine: true });
  // Large Graphics (grid lines, terrain chunks) are drawn unbatched, with a shader of their own.
  const big = new Graphics()
    .rect(0, 0, 4, 4)
    .fill(0xffffff)
    .moveTo(0, 0)
    .lineTo(4, 4)
    .stroke({ width: 1, pixelLine: true });
  big.context.batchMode = 'no-batch';
  const text = new BitmapText({ text: '0', style: { fontFamily: 'sans-serif', fontSize: 22, fill: 0xffffff } });
  scene.addChild(g, big, new Sprite(Texture.WHITE), new NineSliceSprite({ texture: Texture.WHITE }), text);
  scene.position.set(-100, -100);
  app.renderer.render({ container: scene });
  scene.destroy({ children: true });
}

/**
 * PixiJS's renderer runs its scheduler (the GPU resources' garbage collection, every 30 s) on `Ticker.system`, which
 * then asks for an animation frame 60 times a second for as long as the page is open, drawing or not (issue 33: a
 * still table never went idle). Stopped here, before a renderer adds to it; the board runs it from its own frames
 * ({@link pixiHousekeeping}) — the collection happens in a render's postrender anyway, so between renders there is
 * nothing for it to do.
 */
function stopSystemTicker(): void {
  Ticker.system.autoStart = false;
  Ticker.system.stop();
}

/**
 * Run what PixiJS schedules on `Ticker.system` (its garbage collection's clock): once per board frame, before the
 * render; a collection it made due runs in idle time, not in that render (gcIdle.ts).
 */
export function pixiHousekeeping(now: number, app: Application): void {
  Ticker.system.update(now);
  collectWhenIdle(app);
}

/**
 * Start PixiJS for the board (WebGL, rendering on demand, no PixiJS pointer events) and warm its shaders up; the
 * canvas at `size` (CSS px) when the host's size is known beforehand (issue 33), else PixiJS's default.
 */
export function startApp(app: Application, size: { width: number; height: number } | null = null): Promise<void> {
  const antialias = new URLSearchParams(location.search).get('antialias') !== '0';
  const resolution = Math.min(2, window.devicePixelRatio || 1);
  // One WebGL context, not three (sharedContext.ts); PixiJS's default size when none is given.
  stopSystemTicker();
  const own = boardContext({ width: size?.width ?? 800, height: size?.height ?? 600, resolution, antialias });
  return app
    .init({
      ...(size ?? {}),
      ...(own ?? {}),
      background: COLORS.background,
      antialias,
      autoDensity: true,
      resolution,
      preference: 'webgl',
      autoStart: false,
      // Only the renderer (issue 33): PixiJS's environment extensions — its pointer events, accessibility overlay,
      // DOM containers and filters — are not loaded. The board picks by itself (input.ts: squares from the pointer,
      // tools as state machines) and uses no filter or mask. PixiJS's event system hit-tested every display object
      // on each pointermove and pointerup (5 ms on 1,000 tokens) and, even with `eventMode: 'none'`, kept
      // `Ticker.system` asking for an animation frame 60 times a second to replay the last pointer move: a still
      // table never went idle.
      manageImports: false,
    })
    .then(() => warmUp(app))
    .finally(probesDone);
}

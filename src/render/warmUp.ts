/**
 * The board's PixiJS start (split out of board.ts, issue 31) and shader warm-up: the board draws one of each kind of
 * object off screen before its first real frame.
 */
import { Application, BitmapText, Container, Graphics, NineSliceSprite, Sprite, Texture } from 'pixi.js';
import { COLORS } from './constants';
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
 * Start PixiJS for the board (WebGL, rendering on demand, no PixiJS pointer events) and warm its shaders up; the
 * canvas at `size` (CSS px) when the host's size is known beforehand (issue 33), else PixiJS's default.
 */
export function startApp(app: Application, size: { width: number; height: number } | null = null): Promise<void> {
  const antialias = new URLSearchParams(location.search).get('antialias') !== '0';
  const resolution = Math.min(2, window.devicePixelRatio || 1);
  // One WebGL context, not three (sharedContext.ts); PixiJS's default size when none is given.
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
      // The board picks by itself (input.ts: squares from the pointer, tools as state machines); PixiJS's own
      // pointer hit-test walked every display object on each pointermove and pointerup (5 ms on 1,000 tokens,
      // issue 33): off.
      eventMode: 'none',
      eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
    })
    .then(() => warmUp(app))
    .finally(probesDone);
}

/** Shader warm-up: the board draws one of each kind of object off screen before its first real frame. */
import { Application, BitmapText, Container, Graphics, NineSliceSprite, Sprite, Texture } from 'pixi.js';

/** Draw one frame of each kind of object the board uses (off screen), so their shaders compile now, not in the first board frame. */
export function warmUp(app: Application): void {
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

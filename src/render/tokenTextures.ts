/**
 * The shared textures of the token views (drawn once on a 2D canvas, tinted per token) and the eye-off mark: token
 * bodies by shape and their rings, the rounded plates of the labels.
 */
import { Texture, type Graphics } from 'pixi.js';
import { shapePath, type TokenShape } from './pictures';

/** A white texture drawn once on a square canvas of `side` texels. */
function canvasTexture(side: number, draw: (ctx: CanvasRenderingContext2D) => void): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = side;
  draw(canvas.getContext('2d') as CanvasRenderingContext2D);
  return Texture.from(canvas);
}

/** Radius in texels of the shared disc and ring textures (drawn once, 128×128). */
export const TEX_R = 60;
/** Token bodies by shape: a white disc (or rounded square) and its ring (12% of the radius), tinted per token. */
const bodies = new Map<TokenShape, { disc: Texture; ring: Texture }>();
/** A white shape and a white ring of it, tinted per token: 4 vertices each instead of a tessellated outline. */
export function bodyTextures(shape: TokenShape): { disc: Texture; ring: Texture } {
  let b = bodies.get(shape);
  if (!b) {
    const draw = (ring: boolean): Texture =>
      canvasTexture(128, (ctx) => {
        // The same outline a token picture is clipped to (pictures.ts), so a picture sits exactly inside its ring.
        shapePath(ctx, shape, 64, 64, TEX_R);
        if (ring) {
          ctx.lineWidth = TEX_R * 0.12;
          ctx.strokeStyle = '#ffffff';
          ctx.stroke();
        } else {
          ctx.fillStyle = '#ffffff';
          ctx.fill();
        }
      });
    b = { disc: draw(false), ring: draw(true) };
    bodies.set(shape, b);
  }
  return b;
}

/** Corner radius (texels) of the plate textures, and their nine-slice borders. */
export const PLATE_CORNER = 10;
export const PLATE_SLICES = { leftWidth: 12, rightWidth: 12, topHeight: 12, bottomHeight: 12 } as const;
let plates: { plain: Texture; outlined: Texture } | null = null;
/** White rounded rectangles (one with a dark outline, the height badge's), tinted per plate. */
export function plateTextures(): { plain: Texture; outlined: Texture } {
  if (!plates) {
    const draw = (outline: boolean): Texture =>
      canvasTexture(32, (ctx) => {
        ctx.beginPath();
        ctx.roundRect(0.5, 0.5, 31, 31, PLATE_CORNER);
        ctx.fillStyle = '#ffffff';
        ctx.fill();
        if (outline) {
          ctx.lineWidth = 2;
          ctx.strokeStyle = 'rgba(0,0,0,0.8)';
          ctx.stroke();
        }
      });
    plates = { plain: draw(false), outlined: draw(true) };
  }
  return plates;
}

/** The eye-off mark of a creature hidden from the players (GM board): a dark badge with a struck-out eye. */
export function drawEyeOff(g: Graphics, x: number, y: number, s: number): void {
  g.circle(x, y, s)
    .fill({ color: 0x111418, alpha: 0.92 })
    .stroke({ color: 0xffffff, width: Math.max(1, s * 0.12) });
  const w = s * 0.62;
  const h = s * 0.36;
  g.moveTo(x - w, y)
    .quadraticCurveTo(x, y - h * 1.6, x + w, y)
    .quadraticCurveTo(x, y + h * 1.6, x - w, y)
    .stroke({ color: 0xffffff, width: Math.max(1, s * 0.13) });
  g.circle(x, y, s * 0.17).fill(0xffffff);
  g.moveTo(x - s * 0.62, y + s * 0.55)
    .lineTo(x + s * 0.62, y - s * 0.55)
    .stroke({ color: 0x111418, width: Math.max(2, s * 0.34) });
  g.moveTo(x - s * 0.6, y + s * 0.53)
    .lineTo(x + s * 0.6, y - s * 0.53)
    .stroke({ color: 0xff6b6b, width: Math.max(1, s * 0.16) });
}

/**
 * Terrain and ground height, with a level of detail:
 * - zoomed out, a texture with a texel per square, one quad however large the map, shades the ground by height and
 *   terrain;
 * - zoomed in, one quad over the whole map draws the ground's shade by height, the rock crosses, the hatching of
 *   difficult terrain and (closer still) the height numbers in a fragment shader that reads a texture of the squares
 *   (a texel per square) and an atlas of the numbers. It has no geometry per square, nothing to build or cull as the camera moves, and one draw call at any
 *   view (issue 16: the per-chunk graphics and particle containers it replaces cost a draw call each, and culling them
 *   re-collected the layer and uploaded buffers while panning). A change of squares repaints the textures only.
 */
import { Container, Mesh, MeshGeometry, Shader, Sprite, Texture, UniformGroup } from 'pixi.js';
import { TERRAIN_BLOCKING, TERRAIN_DIFFICULT, type Grid } from '../rules';
import { CELL, COLORS, LABEL_ZOOM } from './constants';

/** Below this zoom the overview texture replaces the chunk graphics (a square is then under ~14 px). */
export const DETAIL_ZOOM = 0.3;

const mix = (a: number, b: number, t: number): number => {
  const ch = (v: number, s: number) => (v >> s) & 0xff;
  const m = (s: number) => Math.round(ch(a, s) * (1 - t) + ch(b, s) * t);
  return (m(16) << 16) | (m(8) << 8) | m(0);
};

/** Colour of a square's ground height (the shader's `ground` computes the same zoomed in). */
function heightColour(h: number): number {
  let c: number = COLORS.ground;
  if (h > 0) c = mix(c, COLORS.raised, Math.min(0.7, 0.14 + h * 0.12));
  else if (h < 0) c = mix(c, COLORS.sunken, Math.min(0.75, 0.2 - h * 0.15));
  return c;
}

/** Colour of a square in the overview (what the chunk graphics look like from afar). */
export function squareColour(h: number, t: number): number {
  let c = heightColour(h);
  if (t === TERRAIN_BLOCKING) c = mix(c, COLORS.blocking, 0.92);
  else if (t === TERRAIN_DIFFICULT) c = mix(c, COLORS.difficult, 0.35);
  return c;
}

/** Height labels, −9 … +9, side by side in one atlas (the shader picks a label by the square's height). */
const LABEL_W = 32;
const LABEL_H = 18;
let labelAtlas: Texture | null = null;
function labelTextures(): Texture {
  if (!labelAtlas) {
    const canvas = document.createElement('canvas');
    canvas.width = LABEL_W * 19;
    canvas.height = LABEL_H;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.font = '13px sans-serif';
    ctx.textBaseline = 'top';
    for (let v = -9; v <= 9; v++) {
      if (v === 0) continue;
      ctx.fillStyle = v > 0 ? '#ffe9b8' : '#bfe0ff';
      ctx.fillText(v > 0 ? `+${v}` : `${v}`, (v + 9) * LABEL_W, 1);
    }
    labelAtlas = Texture.from(canvas);
  }
  return labelAtlas;
}

/**
 * Alpha (0–255) of a square's overview shading over a map picture (issue 17): flat open ground lets the picture
 * show, heights and terrain tint it (semi-transparent, so the picture's own drawing stays readable). Zoomed in, the
 * shader's `groundAlpha` shades heights the same way and draws the terrain marks over them.
 */
function overMapAlpha(h: number, t: number): number {
  if (t === TERRAIN_BLOCKING) return 180;
  if (t === TERRAIN_DIFFICULT) return 110;
  if (h === 0) return 0;
  return Math.round(255 * Math.min(0.55, 0.22 + Math.abs(h) * 0.1));
}

/** Fill a canvas-backed texture with one texel per square (`alpha`: opaque when absent). */
function paintTexels(
  canvas: HTMLCanvasElement,
  grid: Grid,
  colour: (i: number) => number,
  alpha?: (i: number) => number,
): void {
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const img = ctx.createImageData(grid.width, grid.height);
  for (let i = 0; i < grid.width * grid.height; i++) {
    const c = colour(i);
    img.data[i * 4] = (c >> 16) & 0xff;
    img.data[i * 4 + 1] = (c >> 8) & 0xff;
    img.data[i * 4 + 2] = c & 0xff;
    img.data[i * 4 + 3] = alpha ? alpha(i) : 255;
  }
  ctx.putImageData(img, 0, 0);
}

/** A sprite showing a canvas with a texel per square, scaled to the map. */
function texelSprite(grid: Grid, label: string): { sprite: Sprite; canvas: HTMLCanvasElement } {
  const canvas = document.createElement('canvas');
  canvas.width = grid.width;
  canvas.height = grid.height;
  const tex = Texture.from(canvas);
  tex.source.scaleMode = 'nearest';
  const sprite = new Sprite({ texture: tex, label });
  sprite.scale.set(CELL);
  return { sprite, canvas };
}

/** RGB of a colour, 0–1 (for the shader). */
const rgb = (c: number): [number, number, number] => [
  ((c >> 16) & 0xff) / 255,
  ((c >> 8) & 0xff) / 255,
  (c & 0xff) / 255,
];

const VERTEX = /* glsl */ `#version 300 es
in vec2 aPosition;
in vec2 aUV;
out vec2 vUV;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
void main(void) {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
}
`;

/**
 * The marks of a square, as the chunk graphics drew them: blocking terrain a dark square inset 2 units with a
 * cross from 8 units in; difficult terrain diagonal hatching every 12 units; the height number at (3, 2). Lines are
 * 2 units wide, smoothed over one screen pixel (uPx: world units per pixel). Premultiplied alpha out. GLSL ES 3.0
 * (PixiJS compiles a shader without `#version 300 es` as GLSL ES 1.0): the squares are read with `texelFetch`, the
 * numbers with `textureLod` (no filtering or derivatives in the branches).
 */
const FRAGMENT = /* glsl */ `#version 300 es
precision highp float;
in vec2 vUV;
out vec4 finalColor;
uniform sampler2D uSquares;
uniform sampler2D uLabels;
uniform vec2 uGrid;
uniform float uCell;
uniform float uPx;
uniform float uNumbers;
uniform float uBlockAlpha;
uniform float uMarks;
uniform float uOverMap;
uniform vec3 uGround;
uniform vec3 uRaised;
uniform vec3 uSunken;
uniform vec3 uBlocking;
uniform vec3 uCross;
uniform vec3 uDifficult;

float line(float d, float halfWidth) {
  return 1.0 - smoothstep(halfWidth - 0.5 * uPx, halfWidth + 0.5 * uPx, d);
}

vec4 over(vec4 top, vec4 under) {
  return top + under * (1.0 - top.a);
}

void main(void) {
  vec2 w = vUV * uGrid * uCell;
  vec2 sq = min(floor(w / uCell), uGrid - 1.0);
  vec2 l = w - sq * uCell;
  vec4 d = texelFetch(uSquares, ivec2(sq), 0);
  float kind = floor(d.r * 255.0 + 0.5);
  float h = floor(d.g * 255.0 + 0.5) - 128.0;
  // The ground's shade by height (heightColour), translucent over a map picture (overMapAlpha), premultiplied.
  vec3 ground = h > 0.0 ? mix(uGround, uRaised, min(0.7, 0.14 + h * 0.12))
    : h < 0.0 ? mix(uGround, uSunken, min(0.75, 0.2 - h * 0.15)) : uGround;
  float groundAlpha = uOverMap > 0.5 ? (h == 0.0 ? 0.0 : min(0.55, 0.22 + abs(h) * 0.1)) : 1.0;
  vec4 col = vec4(ground, 1.0) * groundAlpha;
  if (uMarks < 0.5) {
    finalColor = col;
    return;
  }
  if (kind == ${TERRAIN_BLOCKING}.0) {
    float inside = step(2.0, l.x) * step(2.0, l.y) * step(l.x, uCell - 2.0) * step(l.y, uCell - 2.0);
    col = over(vec4(uBlocking, 1.0) * (uBlockAlpha * inside), col);
    float along = step(8.0, l.x) * step(l.x, uCell - 8.0);
    float a = max(line(abs(l.x - l.y) * 0.70710678, 1.0), line(abs(l.x + l.y - uCell) * 0.70710678, 1.0)) * along;
    col = over(vec4(uCross, 1.0) * a, col);
  } else if (kind == ${TERRAIN_DIFFICULT}.0) {
    float s = l.x + l.y - 8.0;
    float m = mod(s, 12.0);
    float a = line(min(m, 12.0 - m) * 0.70710678, 1.0) * step(-1.0, s) * step(s, uCell * 2.0 - 8.0);
    col = over(vec4(uDifficult, 1.0) * (0.9 * a), col);
  }
  if (uNumbers > 0.5 && h != 0.0) {
    vec2 p = l - vec2(3.0, 2.0);
    if (p.x >= 0.0 && p.y >= 0.0 && p.x < ${LABEL_W}.0 && p.y < ${LABEL_H}.0) {
      float i = clamp(h, -9.0, 9.0) + 9.0;
      col = over(textureLod(uLabels, vec2((i * ${LABEL_W}.0 + p.x) / ${LABEL_W * 19}.0, p.y / ${LABEL_H}.0), 0.0), col);
    }
  }
  finalColor = col;
}
`;

/** The terrain layer. */
export class TerrainLayer {
  readonly container = new Container({ label: 'terrain' });
  /** Terrain colours and heights (zoomed out). */
  private overview: { sprite: Sprite; canvas: HTMLCanvasElement } | null = null;
  /** The squares as the shader reads them: red the terrain, green the height + 128. */
  private squares: { canvas: HTMLCanvasElement; texture: Texture } | null = null;
  /** The marks and numbers (zoomed in): one quad, drawn by the shader. */
  private marks: Mesh<MeshGeometry, Shader> | null = null;
  private uniforms: UniformGroup | null = null;
  private grid: Grid | null = null;
  /** Drawn over a map picture (issue 17): open ground transparent, the rest semi-transparent. */
  private overMap = false;
  private detailed: boolean | null = null;
  /** The marks' shader may be drawn (see {@link allowMarks}); until then the overview stands in, zoomed in too. */
  private marksAllowed = false;
  private scale = 1;

  /**
   * Let the marks be drawn from the next frame on: the board calls it after its first frame, so that compiling the
   * shader (tens of ms in a software renderer) is not part of start-up. Returns true if the view changes.
   */
  allowMarks(): boolean {
    if (this.marksAllowed) return false;
    this.marksAllowed = true;
    this.detailed = null;
    this.zoomAt(this.scale);
    return true;
  }

  /** Draw over a map picture or not (repaints the shading; the marks turn lighter). */
  setOverMap(on: boolean): void {
    if (on === this.overMap) return;
    this.overMap = on;
    if (this.uniforms) {
      this.uniforms.uniforms.uBlockAlpha = on ? 0.62 : 0.92;
      this.uniforms.uniforms.uOverMap = on ? 1 : 0;
      this.uniforms.update();
    }
    if (this.grid) this.paintTexels(this.grid);
  }

  /** Draw (or repaint the changed squares of) a grid. */
  update(grid: Grid): void {
    if (grid === this.grid) return;
    const sizeChanged = !this.grid || this.grid.width !== grid.width || this.grid.height !== grid.height;
    const old = this.grid;
    this.grid = grid;
    if (sizeChanged) {
      this.overview?.sprite.destroy({ texture: true, textureSource: true });
      // The shader first: it holds the squares' texture, destroyed next.
      const shader = this.marks?.shader;
      this.marks?.destroy();
      shader?.destroy();
      this.squares?.texture.destroy(true);
      this.container.removeChildren();
      this.overview = texelSprite(grid, 'terrain-overview');
      this.squares = squareTexture(grid);
      this.marks = this.makeMarks(grid, this.squares.texture);
      this.container.addChild(this.overview.sprite, this.marks);
      this.detailed = null;
    } else if (old && old.elevation === grid.elevation && old.terrain === grid.terrain) return;
    this.paintTexels(grid);
  }

  private makeMarks(grid: Grid, squares: Texture): Mesh<MeshGeometry, Shader> {
    const w = grid.width * CELL;
    const h = grid.height * CELL;
    this.uniforms = new UniformGroup({
      uGrid: { value: new Float32Array([grid.width, grid.height]), type: 'vec2<f32>' },
      uCell: { value: CELL, type: 'f32' },
      uPx: { value: 1, type: 'f32' },
      uNumbers: { value: 0, type: 'f32' },
      uBlockAlpha: { value: this.overMap ? 0.62 : 0.92, type: 'f32' },
      uMarks: { value: 1, type: 'f32' },
      uOverMap: { value: this.overMap ? 1 : 0, type: 'f32' },
      uGround: { value: new Float32Array(rgb(COLORS.ground)), type: 'vec3<f32>' },
      uRaised: { value: new Float32Array(rgb(COLORS.raised)), type: 'vec3<f32>' },
      uSunken: { value: new Float32Array(rgb(COLORS.sunken)), type: 'vec3<f32>' },
      uBlocking: { value: new Float32Array(rgb(COLORS.blocking)), type: 'vec3<f32>' },
      uCross: { value: new Float32Array(rgb(0x5b6470)), type: 'vec3<f32>' },
      uDifficult: { value: new Float32Array(rgb(COLORS.difficult)), type: 'vec3<f32>' },
    });
    const shader = Shader.from({
      gl: { vertex: VERTEX, fragment: FRAGMENT, name: 'terrain-marks' },
      resources: { uSquares: squares.source, uLabels: labelTextures().source, terrain: this.uniforms },
    });
    const geometry = new MeshGeometry({
      positions: new Float32Array([0, 0, w, 0, w, h, 0, h]),
      uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
    });
    return new Mesh({ geometry, shader, label: 'terrain-detail' });
  }

  private paintTexels(grid: Grid): void {
    if (!this.overview || !this.squares) return;
    const over = this.overMap;
    paintTexels(
      this.overview.canvas,
      grid,
      (i) => squareColour(grid.elevation[i] ?? 0, grid.terrain[i] ?? 0),
      over ? (i) => overMapAlpha(grid.elevation[i] ?? 0, grid.terrain[i] ?? 0) : undefined,
    );
    paintTexels(
      this.squares.canvas,
      grid,
      (i) => ((grid.terrain[i] ?? 0) << 16) | ((Math.max(-127, Math.min(127, grid.elevation[i] ?? 0)) + 128) << 8),
    );
    this.overview.sprite.texture.source.update();
    this.squares.texture.source.update();
  }

  /**
   * The camera changed: overview zoomed out, heights and marks zoomed in, numbers closer still. Nothing is culled
   * (the GPU clips what is off screen); only the level of detail and the lines' smoothing follow the zoom.
   */
  zoomAt(scale: number): void {
    this.scale = scale;
    if (!this.overview || !this.marks || !this.uniforms) return;
    const detailed = scale >= DETAIL_ZOOM && this.marksAllowed;
    if (detailed !== this.detailed) {
      this.detailed = detailed;
      this.overview.sprite.visible = !detailed;
      this.marks.visible = detailed;
    }
    const u = this.uniforms.uniforms as { uPx: number; uNumbers: number };
    const numbers = scale >= LABEL_ZOOM ? 1 : 0;
    if (u.uPx !== 1 / scale || u.uNumbers !== numbers) {
      u.uPx = 1 / scale;
      u.uNumbers = numbers;
      this.uniforms.update();
    }
  }
}

/** The squares' texture for the shader (a texel per square, exact values: nearest, no mipmaps). */
function squareTexture(grid: Grid): { canvas: HTMLCanvasElement; texture: Texture } {
  const canvas = document.createElement('canvas');
  canvas.width = grid.width;
  canvas.height = grid.height;
  const texture = Texture.from(canvas);
  texture.source.scaleMode = 'nearest';
  return { canvas, texture };
}

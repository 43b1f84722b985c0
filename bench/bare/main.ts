/**
 * The bare PixiJS page of the benchmark: the same map (ground, per-square heights and terrain, grid lines) and
 * one sprite per creature, with no app around it (no React, no store, no rules) — the practical limit of the
 * renderer on this machine. Heights and terrain are one texture (a texel per square), the grid one Graphics
 * with pixel lines, the tokens Sprites sharing one circle texture, tinted. Rendering is on demand, like the
 * app's board: a frame is drawn when the camera moved.
 *
 * Driven by scripts/bench.mjs through `window.__bare`. With `?startup` in the address it starts by itself and
 * draws a map the size of the app's sample (24×16 squares, 11 tokens) in a canvas the size of the window: the
 * start-up floor (bundle, WebGL context, shaders, first frame) the app's first frame is compared with.
 */
import { Application, Container, Graphics, Sprite, Texture } from 'pixi.js';

const CELL = 48;
const SIDE: Record<string, number> = { tiny: 1, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4 };

interface BareCreature {
  id: string;
  size: string;
  pos: { x: number; y: number };
  color: string;
  mountId: string | null;
  isRider: boolean;
}
interface BareFile {
  initial: {
    grid: { width: number; height: number; elevation: number[]; terrain: number[] };
    creatures: Record<string, BareCreature>;
    creatureOrder: string[];
  };
}

/** What the benchmark calls. */
export interface BareBridge {
  load(text: string, width: number, height: number): Promise<number>;
  setCamera(x: number, y: number, scale: number): void;
  renderedFrames(): number;
}

declare global {
  interface Window {
    __bare?: BareBridge;
  }
}

const app = new Application();
const world = new Container({ isRenderGroup: true });
let frames = 0;
let needsRender = true;

function terrainTexture(g: BareFile['initial']['grid']): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = g.width;
  canvas.height = g.height;
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  const img = ctx.createImageData(g.width, g.height);
  for (let i = 0; i < g.width * g.height; i++) {
    const h = g.elevation[i] ?? 0;
    const t = g.terrain[i] ?? 0;
    // Ground 0x2b3138 shaded up (sand) or down (blue) by height; rocks dark, brush olive.
    let [r, gr, b] = [0x2b, 0x31, 0x38];
    if (h > 0) [r, gr, b] = [r + h * 22, gr + h * 18, b + h * 8];
    else if (h < 0) [r, gr, b] = [r - h * 4, gr - h * 12, b - h * 28];
    if (t === 2) [r, gr, b] = [0x15, 0x17, 0x1a];
    else if (t === 1) [r, gr, b] = [(r + 0x7a) >> 1, (gr + 0x8b) >> 1, (b + 0x4f) >> 1];
    img.data.set([Math.min(255, r), Math.min(255, gr), Math.min(255, b), 255], i * 4);
  }
  ctx.putImageData(img, 0, 0);
  const tex = Texture.from(canvas);
  tex.source.scaleMode = 'nearest';
  return tex;
}

async function load(text: string, width: number, height: number): Promise<number> {
  const t0 = performance.now();
  await build(JSON.parse(text) as BareFile, width, height);
  return performance.now() - t0;
}

async function build(file: BareFile, width: number, height: number): Promise<void> {
  const enc = file.initial;
  const g = enc.grid;
  const host = document.getElementById('host') as HTMLElement;
  host.style.width = `${width}px`;
  host.style.height = `${height}px`;
  await app.init({
    width,
    height,
    background: 0x1d2127,
    antialias: true,
    resolution: 1,
    preference: 'webgl',
    autoStart: false,
  });
  host.appendChild(app.canvas);
  app.stage.addChild(world);

  const ground = new Sprite(terrainTexture(g));
  ground.scale.set(CELL);
  const lines = new Graphics();
  for (let x = 0; x <= g.width; x++) lines.moveTo(x * CELL, 0).lineTo(x * CELL, g.height * CELL);
  for (let y = 0; y <= g.height; y++) lines.moveTo(0, y * CELL).lineTo(g.width * CELL, y * CELL);
  lines.stroke({ color: 0x4a525c, width: 1, alpha: 0.8, pixelLine: true });

  const disc = app.renderer.generateTexture(
    new Graphics().circle(64, 64, 60).fill(0xffffff).stroke({ color: 0x000000, width: 6 }),
  );
  const tokens = new Container();
  const ordered = [...enc.creatureOrder].sort(
    (a, b) => Number(!!enc.creatures[a]?.mountId) - Number(!!enc.creatures[b]?.mountId),
  );
  for (const id of ordered) {
    const c = enc.creatures[id] as BareCreature;
    const m = c.mountId ? enc.creatures[c.mountId] : undefined;
    const base = m ?? c;
    const side = (SIDE[base.size] ?? 1) * CELL;
    const s = new Sprite(disc);
    s.anchor.set(0.5);
    s.tint = parseInt(c.color.slice(1), 16);
    const r = m ? Math.max(CELL * 0.22, side * 0.2) : side * 0.44;
    s.scale.set(r / 64);
    s.position.set(
      base.pos.x * CELL + side / 2 + (m && !c.isRider ? side * 0.2 : 0),
      base.pos.y * CELL + side / 2 + (m ? (c.isRider ? -side * 0.08 : side * 0.26) : 0),
    );
    tokens.addChild(s);
  }
  world.addChild(ground, lines, tokens);
  const loop = () => {
    requestAnimationFrame(loop);
    if (!needsRender) return;
    needsRender = false;
    app.render();
    frames++;
  };
  requestAnimationFrame(loop);
}

/** The start-up scene: a 24×16 map with a little relief and 11 tokens (two of them riders), like the app's sample. */
function startupFile(): BareFile {
  const width = 24;
  const height = 16;
  const elevation = Array.from({ length: width * height }, (_, i) =>
    i % width > 14 && i % width < 22 && i < width * 6 ? 1 : 0,
  );
  const terrain = Array.from({ length: width * height }, (_, i) => (i % 37 === 0 ? 2 : i % 29 === 0 ? 1 : 0));
  const creatures: Record<string, BareCreature> = {};
  const at: [number, number, string][] = [
    [3, 6, 'large'],
    [0, 15, 'medium'],
    [1, 15, 'small'],
    [8, 9, 'large'],
    [2, 15, 'medium'],
    [15, 8, 'large'],
    [3, 15, 'small'],
    [17, 11, 'large'],
    [4, 15, 'small'],
    [18, 2, 'large'],
    [21, 13, 'small'],
  ];
  at.forEach(([x, y, size], i) => {
    const id = `c${i + 1}`;
    creatures[id] = {
      id,
      size,
      pos: { x, y },
      color: ['#4da3ff', '#ff5a5a', '#7b4fd1', '#2e7d32'][i % 4] as string,
      mountId: null,
      isRider: false,
    };
  });
  // Sir Aldric on Blaze, a goblin on a wolf.
  Object.assign(creatures.c2 as BareCreature, { mountId: 'c1', isRider: true, pos: { x: 3, y: 6 } });
  Object.assign(creatures.c7 as BareCreature, { mountId: 'c6', isRider: true, pos: { x: 15, y: 8 } });
  return { initial: { grid: { width, height, elevation, terrain }, creatures, creatureOrder: Object.keys(creatures) } };
}

window.__bare = {
  load,
  setCamera(x, y, scale) {
    world.position.set(x, y);
    world.scale.set(scale);
    needsRender = true;
  },
  renderedFrames: () => frames,
};

if (new URLSearchParams(location.search).has('startup')) {
  const file = startupFile();
  const fit = Math.min(innerWidth / (file.initial.grid.width * CELL), innerHeight / (file.initial.grid.height * CELL));
  void build(file, innerWidth, innerHeight).then(() => window.__bare?.setCamera(0, 0, fit));
}

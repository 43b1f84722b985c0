import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CANVAS_UTILS, lazyCanvasProbe } from './pixiCanvasProbe';

const file = fileURLToPath(
  new URL('../node_modules/pixi.js/lib/rendering/renderers/canvas/utils/canvasUtils.mjs', import.meta.url),
);

/** Evaluate the (transformed) module text with a counting probe; returns the module's `canvasUtils` and the count. */
function load(code: string) {
  const calls = { probe: 0 };
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{ canvasUtils \};$/m, 'return canvasUtils;')
    .replace(/^\/\/# sourceMappingURL.*$/m, '');
  const make = new Function('canUseNewCanvasBlendModes', 'Color', 'DOMAdapter', 'groupD8', body) as (
    probe: () => boolean,
    ...rest: unknown[]
  ) => Record<string, unknown>;
  const utils = make(() => (calls.probe++, true), {}, {}, {});
  return { utils, calls };
}

describe('the lazy PixiJS canvas probe (issue 33, start-up)', () => {
  const original = readFileSync(file, 'utf8');

  it('matches the installed PixiJS module', () => {
    expect(CANVAS_UTILS.test(file)).toBe(true);
  });

  it('the unchanged module probes the 2D canvas when it is imported', () => {
    expect(load(original).calls.probe).toBe(1);
  });

  it('the transformed module probes only when the canvas renderer reads the answer, with the same answer', () => {
    const { utils, calls } = load(lazyCanvasProbe(original));
    expect(calls.probe).toBe(0);
    expect(utils.tintMethod).toBe(utils.tintWithMultiply);
    expect(utils.canUseMultiply).toBe(true);
    expect(calls.probe).toBeGreaterThan(0);
  });

  it('a tint method set by PixiJS later is kept', () => {
    const { utils } = load(lazyCanvasProbe(original));
    utils.tintMethod = utils.tintWithPerPixel;
    expect(utils.tintMethod).toBe(utils.tintWithPerPixel);
  });

  it('refuses a module it does not recognise (a PixiJS upgrade) instead of quietly probing again', () => {
    expect(() => lazyCanvasProbe(original.replace('canUseNewCanvasBlendModes(),', 'true,'))).toThrow(
      /no longer recognises/,
    );
  });
});

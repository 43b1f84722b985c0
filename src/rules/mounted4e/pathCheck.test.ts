/**
 * Issue 31: one path check (core/pathCheck.ts) for the kernel's moveCreature and 4e's walk. The same illegal path on
 * the same 4e map is refused by both with the same message and the same rule id.
 */
import { describe, expect, it } from 'vitest';
import { applyTo, kernelHandlers, type AnyRuleSystem, type Point } from '../core';
import { mounted4e } from './index';
import { anEncounter, knight, orc } from './testing';

/** 4e with the kernel's own moveCreature in place of 4e's (same grid rules: MC-R20, MC-ELIG-2). */
const kernelMove: AnyRuleSystem = {
  ...mounted4e,
  handlers: { ...mounted4e.handlers, moveCreature: kernelHandlers.moveCreature },
} as unknown as AnyRuleSystem;

function world() {
  return anEncounter(12, 8)
    .with('k', knight({ pos: { x: 1, y: 3 } }))
    .with('o', orc({ pos: { x: 3, y: 3 } }))
    .run({ type: 'addWalls', walls: [{ kind: 'wall', x1: 2, y1: 5, x2: 2, y2: 8 }] })
    .build();
}

function both(path: Point[], to: Point) {
  const { s, id } = world();
  const move = { type: 'moveCreature', id: id('k'), to, path };
  const refusal = (system: AnyRuleSystem) => {
    const r = applyTo(system, s, move);
    if (r.ok) return 'accepted';
    if (r.kind === 'bug') throw new Error(r.error);
    return { reason: r.reason, rule: r.ruleId ?? null };
  };
  return { walk: refusal(mounted4e), kernel: refusal(kernelMove) };
}

describe('one path check for the kernel and 4e (issue 31)', () => {
  it('MC-R20: a step through a wall is refused by both, citing the wall rule', () => {
    const r = both(
      [
        { x: 1, y: 4 },
        { x: 1, y: 5 },
        { x: 2, y: 5 },
      ],
      { x: 2, y: 5 },
    );
    expect(r.walk).toEqual(r.kernel);
    expect(r.walk).toMatchObject({ rule: 'MC-R20' });
  });

  it('a path through a creature that is no ally (MC-ELIG-2) is refused by both alike', () => {
    const r = both(
      [
        { x: 2, y: 3 },
        { x: 3, y: 3 },
        { x: 4, y: 3 },
      ],
      { x: 4, y: 3 },
    );
    expect(r.walk).not.toBe('accepted');
    expect(r.walk).toEqual(r.kernel);
  });

  it('a path that does not end where the move does, or is not squares, is refused by both alike', () => {
    const off = both([{ x: 1, y: 2 }], { x: 1, y: 1 });
    expect(off.walk).toMatchObject({ reason: { m: 'pathNotToEnd' } });
    expect(off.walk).toEqual(off.kernel);
    const half = both([{ x: 1.5, y: 2 }] as Point[], { x: 1, y: 2 });
    expect(half.walk).toMatchObject({ reason: { m: 'pathNotSquares' } });
    expect(half.walk).toEqual(half.kernel);
  });

  it('a path longer than the speed is refused by both with its cost', () => {
    const path = [2, 1, 0].map((y) => ({ x: 1, y })).concat([2, 3, 4, 5].map((x) => ({ x, y: 0 })));
    const r = both(path, { x: 5, y: 0 });
    expect(r.walk).toMatchObject({ reason: { m: 'pathTooCostly', cost: 7, max: 5 } });
    expect(r.walk).toEqual(r.kernel);
  });
});

import { describe, expect, it } from 'vitest';
import type { BoardView } from '../context';
import type { ClientBox } from '../../store';
import { chooseSide, involvedBox } from './ToolDock';

const box = (left: number, top: number, w: number, h: number): ClientBox => ({
  x: left,
  y: top,
  left,
  top,
  right: left + w,
  bottom: top + h,
  width: w,
  height: h,
});

/** A board of 40 px squares whose tokens are given boxes. */
function board(tokens: Record<string, ClientBox>): BoardView {
  return {
    tokenBoxes: (ids) => new Map(ids.flatMap((id) => (tokens[id] ? [[id, tokens[id]] as const] : []))),
    anchor: () => null,
    ensureVisible: () => false,
    onViewChange: () => () => {},
    squareToClient: (x, y) => ({ x: x * 40 + 20, y: y * 40 + 20 }),
  };
}

describe('the dock beside the tokens (issue 15)', () => {
  it('anchors to the box around the involved tokens and the squares the cards ask about', () => {
    const b = board({ a: box(100, 100, 40, 40), t: box(400, 180, 80, 80) });
    expect(involvedBox(b, ['a', 't'], [])).toMatchObject({ left: 100, top: 100, right: 480, bottom: 260 });
    // A landing square below the target widens the box to it.
    expect(involvedBox(b, ['a'], [{ x: 2, y: 9 }])).toMatchObject({ left: 80, top: 100, bottom: 400 });
    expect(involvedBox(b, ['nobody'], [])).toBeNull();
  });

  it('goes under a wide group (an attacker and a target far apart), beside a tall one', () => {
    const view = { width: 900, height: 620 };
    const dock = { width: 400, height: 300 };
    expect(chooseSide({ width: 700, height: 120 }, view, dock, 32)).toBe('bottom');
    expect(chooseSide({ width: 120, height: 400 }, view, dock, 32)).toBe('right');
    // Small groups fit either way: beside them.
    expect(chooseSide({ width: 100, height: 100 }, view, dock, 32)).toBe('right');
  });
});

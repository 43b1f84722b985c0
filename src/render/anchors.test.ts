import { describe, expect, it } from 'vitest';
import { sampleEncounter } from '../app/sample';
import { allCreatures } from '../rules';
import { tokenWorldBox, toClient, union } from './anchors';
import { CELL } from './constants';
import { placeToken } from './layout';

describe('anchors for panels beside tokens', () => {
  const enc = sampleEncounter('en');
  const by = (n: string) => {
    const c = allCreatures(enc).find((x) => x.name === n);
    if (!c) throw new Error(n);
    return c;
  };
  it('a standing creature’s box is its space; a rider’s its own disc; labels widen it when asked', () => {
    const blaze = by('Blaze (warhorse)');
    const aldric = by('Sir Aldric');
    expect(tokenWorldBox(enc, blaze.id, { placement: placeToken(enc, blaze), boxes: [] })).toEqual({
      left: blaze.pos.x * CELL,
      top: blaze.pos.y * CELL,
      right: (blaze.pos.x + 2) * CELL,
      bottom: (blaze.pos.y + 2) * CELL,
    });
    const p = placeToken(enc, aldric);
    expect(tokenWorldBox(enc, aldric.id, { placement: p, boxes: [] })).toEqual({
      left: p.cx - p.radius,
      top: p.cy - p.radius,
      right: p.cx + p.radius,
      bottom: p.cy + p.radius,
    });
    const name = {
      kind: 'name' as const,
      text: 'Sir Aldric',
      font: 12,
      x: p.cx - 40,
      y: blaze.pos.y * CELL - 20,
      w: 80,
      h: 18,
    };
    expect(tokenWorldBox(enc, aldric.id, { placement: p, boxes: [name] }, true)?.top).toBe(name.y);
  });
  it('converts world boxes to client boxes through the camera and the canvas offset', () => {
    const b = toClient(
      union({ left: 0, top: 0, right: 10, bottom: 10 }, { left: 5, top: -5, right: 20, bottom: 5 }),
      { x: 100, y: 50, scale: 2 },
      10,
      20,
    );
    expect(b).toEqual({ x: 110, y: 60, left: 110, top: 60, right: 150, bottom: 90, width: 40, height: 30 });
  });
});

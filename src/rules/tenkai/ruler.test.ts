/** The Tenkai ruler and area template (issue 17): TK-GRID-2, TK-ALT-3, TK-HIT-7, TK-MNT-5. */
import { describe, expect, it } from 'vitest';
import { describeMsg } from '../../i18n';
import { rulerReading, templateReading } from '../registry';
import { aTenkaiEncounter } from './testkit';

function scene() {
  const b = aTenkaiEncounter(1, 12, 10)
    .with('R', { pos: { x: 2, y: 2 }, tk: { canFly: true, band: 'low' } })
    .with('P', { pos: { x: 2, y: 2 }, tk: { role: 'partner', move: 3, canFly: true, band: 'low' } })
    .with('Bird', { pos: { x: 5, y: 6 }, side: 'enemy', tk: { canFly: true, band: 'middle' } })
    .with('Oni', { pos: { x: 6, y: 2 }, side: 'enemy' });
  b.run({ type: 'tkMountPartner', riderId: b.id('R'), partnerId: b.id('P') });
  return b;
}
const text = (notes: readonly { m: string }[], lang: 'en' | 'ja') =>
  notes.map((n) => describeMsg('tenkai', n as never, lang)).join(' ');

describe('the Tenkai ruler', () => {
  it('TK-GRID-2: never diagonally — |dx| + |dy|, in 10 m squares', () => {
    const b = scene();
    const r = rulerReading(b.state, {
      points: [
        { x: 0, y: 0 },
        { x: 3, y: 4 },
      ],
    });
    expect(r).toMatchObject({ squares: 7, distance: 7, squareSize: 10, unit: 'm', rules: ['TK-GRID-2'] });
  });
  it('TK-ALT-3: the rider on a partner in 低空 to the bird in 中空 — 7 squares + 5 range for the band, −3R; TK-HIT-7 −3R for the distance', () => {
    const b = scene();
    const r = rulerReading(b.state, {
      points: [
        { x: 2, y: 2 },
        { x: 5, y: 6 },
      ],
      fromId: b.id('R'),
      toId: b.id('Bird'),
    });
    expect(r.squares).toBe(7);
    expect(r.distance).toBe(12);
    expect(r.rules).toEqual(['TK-GRID-2', 'TK-ALT-3', 'TK-HIT-7']);
    expect(text(r.notes, 'ja')).toBe(
      'RからBirdへ：低空から中空、消費射程12（7スクエア＋高度差5）、命中-3ランク。 距離による命中修正は-3ランク。',
    );
    expect(text(r.notes, 'en')).toMatch(/range used 12 \(7 squares \+ 5 for the band\), -3R to hit/);
  });
  it('TK-ALT-3: two bands apart — no engagement', () => {
    const b = scene();
    const r = rulerReading(b.state, {
      points: [
        { x: 6, y: 2 },
        { x: 5, y: 6 },
      ],
      fromId: b.id('Oni'),
      toId: b.id('Bird'),
    });
    expect(text(r.notes, 'en')).toMatch(/two or more bands apart: no engagement/);
  });
});

describe('the Tenkai area template (TK-MNT-5, TK-GRID-2)', () => {
  it('a diamond of radius N; rider and partner both in it; someone two bands away is not a target', () => {
    const b = scene();
    const t = templateReading(b.state, { kind: 'area', size: 1, userId: b.id('Oni'), at: { x: 2, y: 2 } });
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    expect(t.squares).toHaveLength(5);
    expect(t.targets).toEqual([b.id('R'), b.id('P')]);
    const far = templateReading(b.state, { kind: 'area', size: 9, userId: b.id('Oni'), at: { x: 5, y: 5 } });
    expect(far.ok && far.included).toContain(b.id('Bird'));
    expect(far.ok && far.targets).not.toContain(b.id('Bird'));
    const bad = templateReading(b.state, { kind: 'area', size: 99, userId: null, at: { x: 1, y: 1 } });
    expect(!bad.ok && describeMsg('tenkai', bad.reason, 'ja')).toMatch(/範囲を置けません/);
  });
});

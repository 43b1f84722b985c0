import { describe, expect, it } from 'vitest';
import { apLeft, bandEngagement, bandOf, footMoveCost, previewHit, TK_BANDS } from './index';
import { aTenkaiEncounter, no, ofType, ok, run, tkIn } from './testkit';
import { describeEvent } from '../../i18n';

describe('squares and movement', () => {
  it('TK-GRID-1: 10 m squares, any number of characters in one square', () => {
    const b = aTenkaiEncounter()
      .with('A', { pos: { x: 2, y: 2 } })
      .with('B', { pos: { x: 2, y: 2 }, side: 'enemy' })
      .with('C', { pos: { x: 3, y: 2 }, side: 'enemy' });
    expect(b.state.grid.squareSize).toBe(10);
    expect(b.state.grid.unit).toBe('m');
    const s = run(b.state, { type: 'tkStartTurn' });
    const mover = s.turns.order[0] as string;
    const target = mover === b.id('A') ? { x: 3, y: 2 } : { x: 2, y: 2 };
    const r = ok(s, { type: 'tkMove', id: mover, to: mover === b.id('C') ? { x: 2, y: 2 } : target, mode: 'walk' });
    expect(r.ok).toBe(true);
  });

  it('TK-GRID-2: movement and range never count diagonally (|dx| + |dy|)', () => {
    const b = aTenkaiEncounter()
      .with('A', { stats: { agility: 100, ap: 5 }, pos: { x: 0, y: 0 } })
      .with('B', { pos: { x: 3, y: 4 }, side: 'enemy', stats: { agility: 0 } });
    b.run({ type: 'tkStartTurn', dice: [10, 1] });
    const r = ok(b.state, { type: 'tkMove', id: b.id('A'), to: { x: 1, y: 1 }, mode: 'walk' });
    expect(apLeft(r.state, b.id('A'))).toBe(3);
    expect(
      previewHit(b.state, { attackerId: b.id('A'), targetId: b.id('B'), kind: 'shooting', range: 10 }).distance,
    ).toBe(7);
  });

  it('TK-GRID-3: move 1 AP per square, dash 2 AP for 3 squares; the cheapest mix on foot', () => {
    expect([1, 2, 3, 4, 5, 6].map(footMoveCost)).toEqual([1, 2, 2, 3, 4, 4]);
    const b = aTenkaiEncounter()
      .with('A', { stats: { agility: 100, ap: 6 } })
      .run({ type: 'tkStartTurn', dice: [1] });
    const A = b.id('A');
    const dash = ok(b.state, { type: 'tkMove', id: A, to: { x: 3, y: 0 }, mode: 'dash' });
    expect(apLeft(dash.state, A)).toBe(4);
    expect(no(b.state, { type: 'tkMove', id: A, to: { x: 4, y: 0 }, mode: 'dash' }).ruleId).toBe('TK-GRID-2');
    const auto = ok(b.state, { type: 'moveCreature', id: A, to: { x: 5, y: 0 } });
    expect(apLeft(auto.state, A)).toBe(2);
    expect(
      describeEvent('tenkai', ofType(auto.events, 'creatureMoved')[0] ?? { type: 'none', rules: [] }, 'ja'),
    ).toContain('50m');
    expect(no(b.state, { type: 'tkMove', id: A, to: { x: 7, y: 0 }, mode: 'walk' }).ruleId).toBe('TK-TURN-5');
    // Running long jump: 2 AP, 1 square (10 m); jumps in place: standing 1 AP, running high jump 2 AP.
    expect(apLeft(ok(b.state, { type: 'tkMove', id: A, to: { x: 1, y: 0 }, mode: 'longJump' }).state, A)).toBe(4);
    expect(no(b.state, { type: 'tkMove', id: A, to: { x: 2, y: 0 }, mode: 'longJump' }).ruleId).toBe('TK-GRID-2');
    expect(apLeft(ok(b.state, { type: 'tkSpendAp', id: A, action: 'standingHighJump' }).state, A)).toBe(5);
    expect(apLeft(ok(b.state, { type: 'tkSpendAp', id: A, action: 'runningHighJump' }).state, A)).toBe(4);
  });
});

describe('altitude bands', () => {
  it('TK-ALT-1: five bands, underwater – ground – low – middle – high; a rider is in its partner’s band (derived)', () => {
    expect(TK_BANDS).toEqual(['underwater', 'ground', 'low', 'middle', 'high']);
    const b = aTenkaiEncounter()
      .with('A', { tk: { band: 'ground' } })
      .with('Ryu', { tk: { role: 'partner', move: 3, band: 'ground', canFly: true }, stats: { agility: null } })
      .run({ type: 'tkMountPartner', riderId: 'c1', partnerId: 'c2' })
      .run({ type: 'tkChangeBand', id: 'c2', to: 'low', gm: true });
    expect(bandOf(b.state, 'c1')).toBe('low');
    expect(tkIn(b.state, 'c1').band).toBe('ground'); // never stored for a rider
  });

  it('TK-ALT-2: one band at a time, with a means of movement, taking a whole turn', () => {
    const b = aTenkaiEncounter()
      .with('Flier', { stats: { agility: 100, ap: 4 }, tk: { canFly: true } })
      .with('Walker', { stats: { agility: 0, ap: 4 }, pos: { x: 1, y: 0 } })
      .run({ type: 'tkStartTurn', dice: [10, 1] });
    const F = b.id('Flier');
    expect(no(b.state, { type: 'tkChangeBand', id: F, to: 'middle' }).ruleId).toBe('TK-ALT-2');
    const up = ok(b.state, { type: 'tkChangeBand', id: F, to: 'low' });
    expect(tkIn(up.state, F).band).toBe('low');
    expect(apLeft(up.state, F)).toBe(0);
    const spent = run(b.state, { type: 'tkSpendAp', id: F, action: 'readyWeapon' });
    expect(no(spent, { type: 'tkChangeBand', id: F, to: 'low' }).ruleId).toBe('TK-ALT-2');
    const w = run(b.state, { type: 'tkEndRound' });
    expect(no(w, { type: 'tkChangeBand', id: b.id('Walker'), to: 'low' }).ruleId).toBe('TK-ALT-2');
    expect(no(w, { type: 'tkChangeBand', id: b.id('Walker'), to: 'underwater' }).ruleId).toBe('TK-ALT-2');
  });

  it('TK-ALT-3: one band up costs 5 range and −3R; one band down 5 range, no penalty; two bands apart no engagement', () => {
    expect(bandEngagement('ground', 'low')).toEqual({ steps: 1, rangeUsed: 5, ranks: -3, allowed: true });
    expect(bandEngagement('low', 'ground')).toEqual({ steps: -1, rangeUsed: 5, ranks: 0, allowed: true });
    expect(bandEngagement('ground', 'middle').allowed).toBe(false); // middle cannot engage ground
    expect(bandEngagement('high', 'middle').allowed).toBe(true); // high engages middle only
    expect(bandEngagement('high', 'low').allowed).toBe(false);
    const b = aTenkaiEncounter()
      .with('Archer', { stats: { agility: 100 } })
      .with('Bird', { pos: { x: 1, y: 0 }, side: 'enemy', stats: { agility: 0 }, tk: { band: 'low' } })
      .with('Hawk', { pos: { x: 1, y: 0 }, side: 'enemy', stats: { agility: 0 }, tk: { band: 'middle' } });
    const up = previewHit(b.state, { attackerId: b.id('Archer'), targetId: b.id('Bird'), kind: 'shooting', range: 6 });
    expect(up.rangeUsed).toBe(6);
    expect(up.modifiers).toContainEqual(expect.objectContaining({ ruleId: 'TK-ALT-3', value: -3 }));
    expect(up.allowed).toBe(true);
    const short = previewHit(b.state, {
      attackerId: b.id('Archer'),
      targetId: b.id('Bird'),
      kind: 'shooting',
      range: 5,
    });
    expect(short.allowed).toBe(false);
    expect(short.refusal?.rule).toBe('TK-ALT-3');
    const far = previewHit(b.state, {
      attackerId: b.id('Archer'),
      targetId: b.id('Hawk'),
      kind: 'shooting',
      range: 20,
    });
    expect(far.refusal?.rule).toBe('TK-ALT-3');
    const down = previewHit(b.state, {
      attackerId: b.id('Bird'),
      targetId: b.id('Archer'),
      kind: 'shooting',
      range: 6,
    });
    expect(down.modifiers.some((m) => m.ruleId === 'TK-ALT-3')).toBe(false);
    expect(down.rangeUsed).toBe(6);
    b.run({ type: 'tkStartTurn', dice: [20, 1, 1] });
    expect(
      no(b.state, { type: 'tkAttack', attackerId: b.id('Archer'), targetId: b.id('Hawk'), kind: 'shooting', range: 20 })
        .ruleId,
    ).toBe('TK-ALT-3');
  });
});

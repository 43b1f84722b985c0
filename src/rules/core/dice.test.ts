import { describe, expect, it } from 'vitest';
import { DiceError, Roller, nextRandom, seedState } from './dice';

describe('seeded dice', () => {
  it('the same seed gives the same rolls; a different seed differs', () => {
    const a = new Roller(seedState(42));
    const b = new Roller(seedState(42));
    const c = new Roller(seedState(43));
    const ra = Array.from({ length: 20 }, () => a.die(20, { m: 'x' }));
    const rb = Array.from({ length: 20 }, () => b.die(20, { m: 'x' }));
    const rc = Array.from({ length: 20 }, () => c.die(20, { m: 'x' }));
    expect(ra).toEqual(rb);
    expect(rc).not.toEqual(ra);
    expect(a.nextState).toBe(b.nextState);
  });
  it('rolls are within range and roughly uniform', () => {
    let s = 7;
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) {
      const r = nextRandom(s);
      s = r.state;
      counts[Math.floor(r.value * 6)]++;
    }
    for (const n of counts) expect(Math.abs(n - 10000)).toBeLessThan(500);
  });
  it('typed-in values are used first and recorded as manual; impossible ones are refused', () => {
    const r = new Roller(1, [17, 3]);
    expect(r.die(20, { m: 'save' })).toBe(17);
    expect(r.die(6, { m: 'damage' })).toBe(3);
    expect(r.rolls.map((x) => x.manual)).toEqual([true, true]);
    const seeded = r.die(20, { m: 'more' });
    expect(seeded).toBeGreaterThanOrEqual(1);
    expect(r.rolls[2]?.manual).toBe(false);
    expect(() => new Roller(1, [21]).die(20, { m: 'save' })).toThrow(DiceError);
    expect(() => new Roller(1, [0]).die(20, { m: 'save' })).toThrow(DiceError);
    expect(() => new Roller(1, [2.5]).die(20, { m: 'save' })).toThrow(DiceError);
  });
});

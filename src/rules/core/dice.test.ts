import { describe, expect, it } from 'vitest';
import { DiceError, Roller } from './dice';
import { nextRandom, seedState, testDice, VIEW_DICE, type DiceState } from './diceStream';

const roll = (d: DiceState, n: number, sides = 20): { faces: number[]; next: DiceState } => {
  const r = new Roller(d);
  const faces = Array.from({ length: n }, () => r.die(sides, { m: 'x' }));
  return { faces, next: r.nextState };
};

describe('the Roller (issue 26: ChaCha20 dice, the same interface)', () => {
  it('the same key and position give the same rolls; another key differs', () => {
    const a = roll(testDice(42), 40);
    const b = roll(testDice(42), 40);
    const c = roll(testDice(43), 40);
    expect(a.faces).toEqual(b.faces);
    expect(c.faces).not.toEqual(a.faces);
    expect(a.next).toEqual(b.next);
    expect(a.next).toMatchObject({ alg: 'chacha20', key: testDice(42).key });
  });

  it('the position moves on by the words used, and rolling on from a saved position continues the stream', () => {
    const whole = roll(testDice(5), 30);
    const first = roll(testDice(5), 12);
    const rest = roll(first.next, 18);
    expect([...first.faces, ...rest.faces]).toEqual(whole.faces);
    expect(rest.next).toEqual(whole.next);
    // A d20 rejects a word only when it is ≥ 4,294,967,280 (16 values in 2³²): 30 dice took 30 words here.
    expect(whole.next).toEqual({ alg: 'chacha20', key: testDice(5).key, n: 30 });
  });

  it('nextState is the same record when nothing was rolled (typed-in faces use no word)', () => {
    const d = testDice(3);
    const r = new Roller(d, [4, 2]);
    r.die(6, { m: 'x' });
    r.die(6, { m: 'x' });
    expect(r.advanced).toBe(false);
    expect(r.nextState).toBe(d);
    r.die(6, { m: 'x' });
    expect(r.advanced).toBe(true);
    expect(r.nextState).toEqual({ ...d, n: 1 });
  });

  it('the legacy generator rolls exactly as files before version 3 did (1 + ⌊mulberry32 · sides⌋)', () => {
    let s = seedState(2024);
    const expected: number[] = [];
    for (let i = 0; i < 50; i++) {
      const r = nextRandom(s);
      s = r.state;
      expected.push(1 + Math.floor(r.value * 6));
    }
    const got = roll({ alg: 'mulberry32', state: 2024 }, 50, 6);
    expect(got.faces).toEqual(expected);
    expect(got.next).toEqual({ alg: 'mulberry32', state: s });
  });

  it('typed-in values are used first and recorded as manual; impossible ones are refused', () => {
    const r = new Roller(VIEW_DICE, [17, 3]);
    expect(r.die(20, { m: 'save' })).toBe(17);
    expect(r.die(6, { m: 'damage' })).toBe(3);
    expect(r.rolls.map((x) => x.manual)).toEqual([true, true]);
    const seeded = r.die(20, { m: 'more' });
    expect(seeded).toBeGreaterThanOrEqual(1);
    expect(r.rolls[2]?.manual).toBe(false);
    expect(() => new Roller(testDice(1), [21]).die(20, { m: 'save' })).toThrow(DiceError);
    expect(() => new Roller(testDice(1), [0]).die(20, { m: 'save' })).toThrow(DiceError);
    expect(() => new Roller(testDice(1), [2.5]).die(20, { m: 'save' })).toThrow(DiceError);
  });

  it('a die with an impossible number of sides is a programming error, never an endless loop', () => {
    for (const sides of [0, -1, 2.5, 2 ** 32 + 1, Number.NaN])
      expect(() => new Roller(testDice(1)).die(sides, { m: 'x' })).toThrow(RangeError);
    expect(new Roller(testDice(1)).die(1, { m: 'x' })).toBe(1);
    expect(new Roller(testDice(1)).die(2 ** 32, { m: 'x' })).toBeLessThanOrEqual(2 ** 32);
  });

  it('silently and sum keep working (the dice-line evaluator and the handlers use them)', () => {
    const events: number[] = [];
    const r = new Roller(testDice(9), undefined, (x) => events.push(x.value));
    const s = r.sum(3, 6, { m: 'x' });
    const quiet = r.silently(() => r.die(6, { m: 'x' }));
    expect(s.faces).toHaveLength(3);
    expect(s.total).toBe(s.faces.reduce((a, b) => a + b, 0));
    expect(events).toEqual(s.faces); // the silent die made no event
    expect(r.rolls.map((x) => x.value)).toEqual([...s.faces, quiet]);
    expect(r.manualLeft).toBe(0);
    expect(r.unusedManual).toBe(0);
  });
});

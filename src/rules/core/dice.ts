/**
 * Seeded dice. The generator state is a single 32-bit integer that lives in the encounter
 * (like boardgame.io's prngstate), so applying a command stays pure and a replay never re-rolls.
 * Algorithm: mulberry32 (small, fast, good enough for tabletop dice).
 */
import { tx, type Text } from './text';

/** A roll's purpose in both languages. */
export function purposeText(p: string | Text): Text {
  return typeof p === 'string' ? { en: p, ja: p } : p;
}

/** One die roll as recorded in an event. `manual` is true when a person typed the value in. */
export interface DieRoll {
  sides: number;
  value: number;
  manual: boolean;
  /** What the roll was for, e.g. "save (MC-FM-2)" (plain, or in both languages). */
  purpose: string | Text;
}

/** Advance a mulberry32 state; returns the next state and a float in [0, 1). */
export function nextRandom(state: number): { state: number; value: number } {
  const s = (state + 0x6d2b79f5) | 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { state: s >>> 0, value };
}

/** Turn any integer seed into a generator state. */
export function seedState(seed: number): number {
  return (Math.floor(Math.abs(seed)) % 4294967296) >>> 0;
}

/** Thrown inside a handler when a typed-in die value is impossible; `apply` turns it into a rejection. */
export class DiceError extends Error {
  readonly text: Text;
  constructor(text: Text) {
    super(text.en);
    this.text = text;
  }
}

/**
 * Hands out dice for one command. Typed-in values (from a person with physical dice) are used first,
 * in order; once they run out, the seeded generator rolls. Every roll is recorded.
 * It is a local, short-lived object: the command handler stays a pure function of (state, command).
 */
export class Roller {
  private state: number;
  private readonly manual: number[];
  readonly rolls: DieRoll[] = [];

  constructor(state: number, manual?: readonly number[]) {
    this.state = state >>> 0;
    this.manual = manual ? [...manual] : [];
  }

  /** Roll one die with `sides` faces. Throws {@link DiceError} for an impossible typed-in value. */
  die(sides: number, purpose: string | Text): number {
    if (this.manual.length > 0) {
      const v = this.manual.shift() as number;
      if (!Number.isInteger(v) || v < 1 || v > sides) {
        throw new DiceError(
          tx(
            `A d${sides} cannot show ${String(v)} (for ${purposeText(purpose).en}); enter a whole number from 1 to ${sides}.`,
            `d${sides}の出目に${String(v)}はありえません（${purposeText(purpose).ja}）。1〜${sides}の整数を入力してください。`,
          ),
        );
      }
      this.rolls.push({ sides, value: v, manual: true, purpose });
      return v;
    }
    const r = nextRandom(this.state);
    this.state = r.state;
    const value = 1 + Math.floor(r.value * sides);
    this.rolls.push({ sides, value, manual: false, purpose });
    return value;
  }

  /** Roll `count` dice and sum them. */
  sum(count: number, sides: number, purpose: string | Text): { total: number; faces: number[] } {
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(this.die(sides, purpose));
    return { total: faces.reduce((a, b) => a + b, 0), faces };
  }

  /** The generator state after the rolls made so far (store it back into the encounter). */
  get nextState(): number {
    return this.state;
  }

  /** Typed-in values that were not used (a command that supplies too many is rejected by `apply`). */
  get unusedManual(): number {
    return this.manual.length;
  }
}

/**
 * Seeded dice. The generator state is a single 32-bit integer that lives in the encounter
 * (like boardgame.io's prngstate), so applying a command stays pure and a replay never re-rolls.
 * Algorithm: mulberry32 (small, fast, good enough for tabletop dice).
 */
import type { Msg } from './message';

/** One die roll as recorded in an event. `manual` is true when a person typed the value in. */
export interface DieRoll {
  readonly sides: number;
  readonly value: number;
  readonly manual: boolean;
  /** What the roll was for (a message the i18n layer describes, e.g. `{ m: 'saveRoll', rule: 'MC-FM-2' }`). */
  readonly purpose: Msg;
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

/** Thrown inside a handler when a typed-in die value is impossible; the engine turns it into a refusal. */
export class DiceError extends Error {
  readonly msg: BadDieMsg;
  constructor(msg: BadDieMsg) {
    super(`bad die value ${String(msg.value)} for d${msg.sides}`);
    this.msg = msg;
  }
}

/** The refusal of an impossible typed-in die value. */
export interface BadDieMsg extends Msg {
  readonly m: 'badDie';
  readonly sides: number;
  readonly value: unknown;
  readonly purpose: Msg;
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

  private readonly onRoll: ((roll: DieRoll) => void) | undefined;

  /** `onRoll` hears every roll as it is made (the engine turns each into a `dieRolled` event, in order). */
  constructor(state: number, manual?: readonly number[], onRoll?: (roll: DieRoll) => void) {
    this.state = state >>> 0;
    this.manual = manual ? [...manual] : [];
    this.onRoll = onRoll;
  }

  /** Roll one die with `sides` faces. Throws {@link DiceError} for an impossible typed-in value. */
  die(sides: number, purpose: Msg): number {
    if (this.manual.length > 0) {
      const v = this.manual.shift() as number;
      if (!Number.isInteger(v) || v < 1 || v > sides) throw new DiceError({ m: 'badDie', sides, value: v, purpose });
      this.record({ sides, value: v, manual: true, purpose });
      return v;
    }
    const r = nextRandom(this.state);
    this.state = r.state;
    const value = 1 + Math.floor(r.value * sides);
    this.record({ sides, value, manual: false, purpose });
    return value;
  }

  private muted = false;

  private record(roll: DieRoll): void {
    this.rolls.push(roll);
    if (!this.muted) this.onRoll?.(roll);
  }

  /** Roll inside `f` without a `dieRolled` event per die (the caller's own event describes the whole roll). */
  silently<T>(f: () => T): T {
    const was = this.muted;
    this.muted = true;
    try {
      return f();
    } finally {
      this.muted = was;
    }
  }

  /** Typed-in values not used yet. */
  get manualLeft(): number {
    return this.manual.length;
  }

  /** Roll `count` dice and sum them. */
  sum(count: number, sides: number, purpose: Msg): { total: number; faces: number[] } {
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

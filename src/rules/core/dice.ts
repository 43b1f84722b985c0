/**
 * Dice for one command: typed-in faces first, then the encounter's random stream (`diceStream.ts`: ChaCha20 from a
 * secret key, or the legacy generator of old files when they replay). The stream's position lives in the encounter
 * (like boardgame.io's prngstate), so applying a command stays pure and a replay never re-rolls.
 */
import type { Msg } from './message';
import { drawFace, nextRandom, type DiceState } from './diceStream';

/** One die roll as recorded in an event. `manual` is true when a person typed the value in. */
export interface DieRoll {
  readonly sides: number;
  readonly value: number;
  readonly manual: boolean;
  /** What the roll was for (a message the i18n layer describes, e.g. `{ m: 'saveRoll', rule: 'MC-FM-2' }`). */
  readonly purpose: Msg;
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

const NO_DICE: readonly number[] = Object.freeze([]);
const NO_ROLLS: readonly DieRoll[] = Object.freeze([]);

/**
 * Hands out dice for one command. Typed-in values (from a person with physical dice) are used first,
 * in order; once they run out, the encounter's stream rolls. Every roll is recorded.
 * It is a local, short-lived object: the command handler stays a pure function of (state, command).
 */
export class Roller {
  private start: DiceState;
  /** Position in the stream: words used (ChaCha20) or the generator's state (legacy). */
  private pos: number;
  /** Typed-in values (the command's own list, read, never changed) and how many were used. */
  private manual: readonly number[];
  private used = 0;
  /** Made on the first roll (most commands roll nothing: issue 33, fewer objects per command). */
  private made: DieRoll[] | null = null;

  private readonly onRoll: ((roll: DieRoll) => void) | undefined;

  /** `onRoll` hears every roll as it is made (the engine turns each into a `dieRolled` event, in order). */
  constructor(dice: DiceState, manual?: readonly number[], onRoll?: (roll: DieRoll) => void) {
    this.start = dice;
    this.pos = dice.alg === 'chacha20' ? dice.n : dice.state;
    this.manual = manual ?? NO_DICE;
    this.onRoll = onRoll;
  }

  /**
   * Start over for the next command, as if made anew with these dice (issue 33: the engine keeps one roller per
   * transaction instead of one per command; the rolls list handed out before is not touched).
   */
  reset(dice: DiceState, manual?: readonly number[]): void {
    this.start = dice;
    this.pos = dice.alg === 'chacha20' ? dice.n : dice.state;
    this.manual = manual ?? NO_DICE;
    this.used = 0;
    this.made = null;
    this.muted = false;
  }

  /** Every roll made, in order. */
  get rolls(): readonly DieRoll[] {
    return this.made ?? NO_ROLLS;
  }

  /** Roll one die with `sides` faces. Throws {@link DiceError} for an impossible typed-in value. */
  die(sides: number, purpose: Msg): number {
    if (this.used < this.manual.length) {
      const v = this.manual[this.used++] as number;
      if (!Number.isInteger(v) || v < 1 || v > sides) throw new DiceError({ m: 'badDie', sides, value: v, purpose });
      this.record({ sides, value: v, manual: true, purpose });
      return v;
    }
    const value = this.draw(sides);
    this.record({ sides, value, manual: false, purpose });
    return value;
  }

  /** One face from the stream (rejection sampling for ChaCha20; the legacy formula exactly as old files rolled). */
  private draw(sides: number): number {
    if (this.start.alg === 'chacha20') {
      const d = drawFace(this.start.key, this.pos, sides);
      this.pos = d.n;
      return d.face;
    }
    const r = nextRandom(this.pos);
    this.pos = r.state;
    return 1 + Math.floor(r.value * sides);
  }

  private muted = false;

  private record(roll: DieRoll): void {
    (this.made ??= []).push(roll);
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
    return this.manual.length - this.used;
  }

  /** Roll `count` dice and sum them. */
  sum(count: number, sides: number, purpose: Msg): { total: number; faces: number[] } {
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(this.die(sides, purpose));
    return { total: faces.reduce((a, b) => a + b, 0), faces };
  }

  /** Whether the stream was used (a die was rolled, not typed in). */
  get advanced(): boolean {
    return this.pos !== (this.start.alg === 'chacha20' ? this.start.n : this.start.state);
  }

  /** The dice after the rolls made so far (store it back into the encounter); the same record if none was rolled. */
  get nextState(): DiceState {
    if (!this.advanced) return this.start;
    return this.start.alg === 'chacha20'
      ? { alg: 'chacha20', key: this.start.key, n: this.pos }
      : { alg: 'mulberry32', state: this.pos };
  }

  /** Typed-in values that were not used (a command that supplies too many is rejected by `apply`). */
  get unusedManual(): number {
    return this.manual.length - this.used;
  }
}

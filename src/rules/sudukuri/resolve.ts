/**
 * A direct, pure entry point besides the commands (for a command-line tool, previews and tests):
 * resolve a copy of a battle by one step, one turn or to the end, with typed-in d6 values and/or a seed.
 * `quiet: true` builds no events (the simulator's fast path).
 */
import { run } from './engine';
import type { SdEvent } from './events';
import { cloneBattle, type Granularity, type SdBattle } from './model';
import { FastDice } from './quiet';
import { runtime, type D6 } from './runtime';

/** Options of {@link resolveBattle}. */
export interface ResolveOptions {
  readonly granularity?: Granularity;
  /** Seed for the dice once `dice` runs out (default 1). */
  readonly seed?: number;
  /** Typed-in d6 values, used first, in order. */
  readonly dice?: readonly number[];
  /** Build no events. */
  readonly quiet?: boolean;
}

/** Resolve a copy of `battle`; the input is not changed. Returns the new battle, its events and the d6 values used. */
export function resolveBattle(
  battle: SdBattle,
  opts: ResolveOptions = {},
): { battle: SdBattle; events: SdEvent[]; rolls: number[] } {
  const b = cloneBattle(battle);
  const typed = [...(opts.dice ?? [])];
  const fallback = new FastDice(opts.seed ?? 1);
  const rolls: number[] = [];
  const dice: D6 = {
    d6(): number {
      const v = typed.length > 0 ? (typed.shift() as number) : fallback.d6();
      if (!Number.isInteger(v) || v < 1 || v > 6) throw new RangeError(`A d6 cannot show ${v}.`);
      rolls.push(v);
      return v;
    },
  };
  const events: SdEvent[] = [];
  const log = opts.quiet ? null : { emit: (e: SdEvent) => void events.push(e) };
  if (!b.result && !b.pending) run(runtime(b, dice, log), opts.granularity ?? 'end');
  return { battle: b, events, rolls };
}

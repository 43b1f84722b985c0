/**
 * A direct, pure entry point besides the commands (for a command-line tool, previews and tests):
 * resolve a copy of a battle by one step, one turn or to the end, with typed-in d6 values and/or a seed.
 * `quiet: true` builds no log text (the simulator's fast path).
 */
import type { Text } from '../core/text';
import { run, type Granularity } from './engine';
import { cloneBattle, type SdBattle } from './model';
import { FastDice } from './quiet';
import { runtime, type D6 } from './runtime';

/** One log line of {@link resolveBattle}. */
export interface LogLine {
  type: string;
  rules: string[];
  text: Text;
  data?: Record<string, unknown>;
}

/** Options of {@link resolveBattle}. */
export interface ResolveOptions {
  granularity?: Granularity;
  /** Seed for the dice once `dice` runs out (default 1). */
  seed?: number;
  /** Typed-in d6 values, used first, in order. */
  dice?: readonly number[];
  /** Build no log lines. */
  quiet?: boolean;
}

/** Resolve a copy of `battle`; the input is not changed. Returns the new battle, the log and the d6 values used. */
export function resolveBattle(battle: SdBattle, opts: ResolveOptions = {}): { battle: SdBattle; lines: LogLine[]; rolls: number[] } {
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
  const lines: LogLine[] = [];
  const log = opts.quiet ? null : { line: (type: string, rules: string[], text: Text, data?: Record<string, unknown>) => void lines.push({ type, rules, text, ...(data ? { data } : {}) }) };
  if (!b.result && !b.pending) run(runtime(b, dice, log), opts.granularity ?? 'end');
  return { battle: b, lines, rolls };
}

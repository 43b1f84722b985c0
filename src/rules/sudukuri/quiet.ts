/**
 * The quiet fast path: one whole battle with no log text and a bare mulberry32 generator (the same algorithm
 * as core/dice.ts, inlined so no roll is recorded). Used by the simulator and the benchmark.
 */
import type { Profile } from './calc';
import { runToEnd } from './engine';
import type { BattleW, SdBattle } from './model';
import { runtime, type D6 } from './runtime';

/** A d6 source over a mulberry32 state; nothing is recorded. */
export class FastDice implements D6 {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  d6(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 6);
  }
}

/** The machine never reads `start`: the simulator's copies share this empty one. */
const NO_START: BattleW['start'] = { pc: [], opp: [] };

/** Run a copy of `src` to the end with the given seed; returns the finished copy. */
export function engineRun(src: SdBattle, profiles: { pc: Profile[]; opp: Profile[] }, seed: number): BattleW {
  const b: BattleW = {
    pc: src.pc.map((c) => ({ ...c })),
    opp: src.opp.map((c) => ({ ...c })),
    policy: src.policy === 'manual' ? 'lowest-hp' : src.policy,
    maxTurns: src.maxTurns,
    cursor: { ...src.cursor },
    result: src.result,
    pending: null,
    start: NO_START,
  };
  const rt = runtime(b, new FastDice(seed), null, profiles);
  runToEnd(rt);
  return b;
}

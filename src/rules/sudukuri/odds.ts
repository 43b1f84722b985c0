/**
 * Odds: run the same battle many times with the quiet fast path (no log text) and summarise.
 * Run i uses its own seed derived from (seed, i), so results do not depend on how runs are split into chunks
 * and any single run can be replayed.
 */
import { profileOf, type Profile } from './calc';
import { engineRun } from './quiet';
import { cloneBattle, type SdBattle, type SdCharacter } from './model';

/** Options of {@link simulate}. */
export interface OddsOptions {
  runs: number;
  seed: number;
}

/** Running totals (plain data, so a worker can post them). */
export interface OddsTally {
  runs: number;
  pcWins: number;
  oppWins: number;
  draws: number;
  /** Of the losses, how many were mutual wipe-outs (SD-STEP-13). */
  mutual: number;
  /** turns[t] = battles that ended in turn t (draws excluded). */
  turns: number[];
  /** Sum of HP left per character, PC side then opposing side in list order. */
  hpSum: number[];
}

/** Summary of a simulation. */
export interface OddsResult {
  runs: number;
  pcWins: number;
  oppWins: number;
  draws: number;
  mutual: number;
  /** PC side win probability (draws count as not won). */
  pWin: number;
  /** 95% Wilson score interval of `pWin`. */
  ci95: [number, number];
  pDraw: number;
  /** Battle length: counts by turn (index = turn), mean, median and max, draws excluded. */
  turns: { histogram: number[]; mean: number; median: number; max: number };
  /** Expected HP left per character and per side at the end of a battle. */
  hpLeft: {
    characters: { id: string; name: string; side: 'pc' | 'opp'; maxHp: number; mean: number }[];
    pc: number;
    opp: number;
  };
}

/** Wilson score interval for k successes in n trials (z = 1.96 for 95%). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const den = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Seed of run i (a splitmix-style mix, so neighbouring runs get unrelated dice). */
function runSeed(seed: number, i: number): number {
  let h = (Math.imul(seed | 0, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca6b)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A prepared simulation: the battle and its profiles, computed once. */
export interface OddsJob {
  battle: SdBattle;
  profiles: { pc: Profile[]; opp: Profile[] };
  seed: number;
  tally: OddsTally;
}

/** Prepare a simulation of `battle` from its current position (reset it first for "before the fight"). */
export function startOdds(battle: SdBattle, seed: number): OddsJob {
  const b = cloneBattle(battle);
  b.pending = null;
  if (b.policy === 'manual') b.policy = 'lowest-hp';
  return {
    battle: b,
    profiles: { pc: b.pc.map((c) => profileOf(c.skills)), opp: b.opp.map((c) => profileOf(c.skills)) },
    seed,
    tally: {
      runs: 0,
      pcWins: 0,
      oppWins: 0,
      draws: 0,
      mutual: 0,
      turns: [],
      hpSum: new Array<number>(b.pc.length + b.opp.length).fill(0),
    },
  };
}

/** Run `n` more battles of a job (mutates its tally). */
export function runOdds(job: OddsJob, n: number): void {
  const t = job.tally;
  const src = job.battle;
  const np = src.pc.length;
  for (let k = 0; k < n; k++) {
    const b = engineRun(src, job.profiles, runSeed(job.seed, t.runs));
    t.runs++;
    const r = b.result;
    if (!r || r.winner === 'draw') t.draws++;
    else {
      if (r.winner === 'pc') t.pcWins++;
      else {
        t.oppWins++;
        if (r.mutual) t.mutual++;
      }
      t.turns[r.turn] = (t.turns[r.turn] ?? 0) + 1;
    }
    for (let i = 0; i < np; i++) t.hpSum[i] = (t.hpSum[i] as number) + (b.pc[i] as SdCharacter).hp;
    for (let i = 0; i < b.opp.length; i++) t.hpSum[np + i] = (t.hpSum[np + i] as number) + (b.opp[i] as SdCharacter).hp;
  }
}

/** Summarise a tally. */
export function oddsResult(job: OddsJob): OddsResult {
  const t = job.tally;
  const n = Math.max(1, t.runs);
  const histogram: number[] = [];
  let ended = 0;
  let sum = 0;
  let max = 0;
  for (let i = 0; i < t.turns.length; i++) {
    const v = t.turns[i] ?? 0;
    histogram.push(v);
    ended += v;
    sum += v * i;
    if (v > 0) max = i;
  }
  let median = 0;
  for (let i = 0, acc = 0; i < histogram.length; i++) {
    acc += histogram[i] as number;
    if (acc * 2 >= ended && ended > 0) {
      median = i;
      break;
    }
  }
  const chars = [...job.battle.pc, ...job.battle.opp];
  const characters = chars.map((c, i) => ({
    id: c.id,
    name: c.name,
    side: c.side,
    maxHp: c.maxHp,
    mean: (t.hpSum[i] as number) / n,
  }));
  const side = (s: 'pc' | 'opp'): number => characters.filter((c) => c.side === s).reduce((a, c) => a + c.mean, 0);
  return {
    runs: t.runs,
    pcWins: t.pcWins,
    oppWins: t.oppWins,
    draws: t.draws,
    mutual: t.mutual,
    pWin: t.pcWins / n,
    ci95: wilson(t.pcWins, t.runs),
    pDraw: t.draws / n,
    turns: { histogram, mean: ended ? sum / ended : 0, median, max },
    hpLeft: { characters, pc: side('pc'), opp: side('opp') },
  };
}

/** Simulate `runs` battles from the battle's current position; PC win probability with a 95% Wilson interval. */
export function simulate(battle: SdBattle, opts: OddsOptions): OddsResult {
  const job = startOdds(battle, opts.seed);
  runOdds(job, Math.max(0, Math.floor(opts.runs)));
  return oddsResult(job);
}

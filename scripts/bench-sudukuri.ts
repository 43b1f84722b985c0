/**
 * Benchmark of the 巣作りドラゴン odds simulator (issue 6): 10,000 battles of two 3-character sides with about a
 * dozen skills each, in plain Node (no worker). Run: npx tsx scripts/bench-sudukuri.ts [runs]
 */
import { makeBattle, simulate } from '../src/rules/sudukuri';
import { BENCH_SETUP } from './sudukuriSetup';

const runs = Number(process.argv[2] ?? 10000);
const reps = Number(process.argv[3] ?? 5);
const battle = makeBattle(BENCH_SETUP);
if (!('cursor' in battle)) throw new Error(`bench setup refused: ${battle.reason.m}`);
// First run cold (as a freshly started worker would), then warm repetitions.
const coldCpu0 = process.cpuUsage();
const cold0 = performance.now();
simulate(battle, { runs, seed: 99 });
const cold = performance.now() - cold0;
const coldCpuUsage = process.cpuUsage(coldCpu0);
const coldCpu = (coldCpuUsage.user + coldCpuUsage.system) / 1000;
// Wall time and CPU time of each repetition: on a shared machine the CPU time is the steadier figure.
const walls: number[] = [];
const cpus: number[] = [];
let r = simulate(battle, { runs: 1, seed: 1 });
for (let i = 0; i < reps; i++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  r = simulate(battle, { runs, seed: 1 + i });
  walls.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpus.push((c.user + c.system) / 1000);
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const rate = (ms: number): number => Math.round((runs / ms) * 1000);
console.log(`sudukuri odds: ${runs} battles (3 v 3, ~12 skills each), ${reps} repetitions`);
console.log(`  cold first run: wall ${cold.toFixed(1)} ms (${rate(cold)} battles/s), cpu ${coldCpu.toFixed(1)} ms`);
console.log(
  `  wall: median ${median(walls).toFixed(1)} ms (${rate(median(walls))} battles/s), best ${Math.min(...walls).toFixed(1)} ms (${rate(Math.min(...walls))} battles/s)`,
);
console.log(`  cpu:  median ${median(cpus).toFixed(1)} ms (${rate(median(cpus))} battles/s)`);
console.log(
  `  last run: PC win ${(r.pWin * 100).toFixed(1)}% (95% CI ${(r.ci95[0] * 100).toFixed(1)}–${(r.ci95[1] * 100).toFixed(1)}%), draws ${r.draws}, mean length ${r.turns.mean.toFixed(2)} turns`,
);

/**
 * Rules-engine benchmark in Node (run by scripts/bench.mjs, bundled; prints one JSON line). Issue 33: a real
 * session, counted honestly (see bench/combat.ts for the mix).
 *
 * 1. Combat on 1,000 creatures: the driver records a script (initiative, then turn by turn: moves and mount moves,
 *    melee / ranged / area attacks, pushes with saves, prone, effects with saves and ongoing damage, dice, heals,
 *    undo / redo, every decision answered). The script is replayed on a fresh session several times; the figures
 *    are those of the fastest replay (the same work each time, so other processes on the machine slow a replay
 *    down but do not change the best) and of CPU time. Applied commands only are counted; refusals and commands
 *    that changed nothing are reported apart, per kind; p50 / p95 / p99 are over the applied commands.
 * 2. The same mix at 100, 1,000 and 5,000 creatures (same density, clusters of squads): µs per applied command,
 *    roll-for-everyone initiative apart (one command that grows with the encounter by nature).
 * 3. History: heap held by a session after a long combat script (commands parsed from text, as a restore has
 *    them), per applied command.
 * 4. Dry runs (a drag preview of a move), replay of a long log, undo / redo of the whole history step by step, and
 *    the floor (one HP change in a bare transaction).
 * 5. Dice (issue 26): one die as a command rolls it (a new `Roller` on the encounter's dice, a d20, the new
 *    dice record) with the ChaCha20 stream, against the legacy mulberry32 generator in the same run; and the cost
 *    of one ChaCha20 call (256 words, made when a roll reaches a new chunk of the stream).
 *
 * Usage: node bench/.cache/engine.mjs [--smoke]   (bundled by scripts/bench.mjs; needs --expose-gc for the heap)
 */
import {
  newSession,
  Roller,
  Session,
  streamWord,
  testDice,
  Work,
  type Command,
  type Creature,
  type DiceState,
} from '../src/rules';
import { tableCopy } from '../src/rules/core/creatures';
import { effectCount, mounted4e, type M4Encounter } from '../src/rules/mounted4e';
import { combatEncounter, record, replayScript, type Op } from './combat';

const smoke = process.argv.includes('--smoke');
const N_MAIN = smoke ? 100 : 1000;
const OPS = smoke ? 1500 : 20000;
const REPLAYS = smoke ? 2 : 5;
const SIZES = smoke ? [50, 200] : [100, 1000, 5000];
const SIZE_OPS = smoke ? 800 : 8000;
const HISTORY = smoke ? 2000 : 20000;

const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
};
const pct = (xs: ArrayLike<number>, p: number) => {
  const s = Array.from(xs).sort((a, b) => a - b);
  return +(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0).toFixed(1);
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Which ops applied, from a replay (the same in every replay: the script is deterministic). */
function appliedMask(enc: M4Encounter, script: readonly Op[]): Uint8Array {
  const h = newSession(enc);
  const mask = new Uint8Array(script.length);
  script.forEach((op, i) => {
    const ok = 'u' in op ? (op.u === 'undo' ? h.undo() : h.redo()) !== null : h.apply(op.c).ok;
    mask[i] = ok ? 1 : 0;
  });
  return mask;
}

/** The fastest of `n` replays of a script: wall ms in the engine, CPU ms of the replay, per-op µs of the fastest. */
function bestReplay(enc: M4Encounter, script: readonly Op[], n: number) {
  let best = Infinity;
  let bestCpu = Infinity;
  let times = new Float64Array(script.length);
  const all: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = new Float64Array(script.length);
    gc?.();
    const c0 = cpuMs();
    const r = replayScript(enc, script, t);
    const cpu = cpuMs() - c0;
    all.push(+r.ms.toFixed(1));
    if (r.ms < best) {
      best = r.ms;
      times = t;
    }
    bestCpu = Math.min(bestCpu, cpu);
  }
  return { ms: best, cpuMs: bestCpu, times, all };
}

// 1. Combat on the main encounter.
const main = (() => {
  const { encounter, counts } = combatEncounter(N_MAIN);
  const t0 = performance.now();
  const rec = record(encounter, OPS);
  const recordMs = performance.now() - t0;
  const mask = appliedMask(encounter, rec.script);
  const applied = mask.reduce((n, x) => n + x, 0);
  const r = bestReplay(encounter, rec.script, REPLAYS);
  // Per-command times of the applied commands, the initiative (the first op) apart.
  const at: number[] = [];
  for (let i = 1; i < rec.script.length; i++) if (mask[i]) at.push(r.times[i] as number);
  const byKind: Record<string, { applied: number; us: number }> = {};
  rec.script.forEach((op, i) => {
    if (!mask[i]) return;
    const k = 'u' in op ? op.u : op.k;
    const b = (byKind[k] ??= { applied: 0, us: 0 });
    b.applied++;
    b.us += r.times[i] as number;
  });
  for (const b of Object.values(byKind)) b.us = +(b.us / b.applied).toFixed(1);
  const refused = Object.values(rec.counts).reduce((n, k) => n + k.refused, 0);
  const noop = Object.values(rec.counts).reduce((n, k) => n + k.noop, 0);
  const effects = effectCount(rec.final.state);
  return {
    counts,
    ops: rec.script.length,
    applied,
    refused,
    noop,
    kinds: rec.counts,
    refusals: Object.fromEntries(
      Object.entries(rec.refusals)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12),
    ),
    usByKind: byKind,
    mountedBefore: rec.mountedBefore,
    mountedAfter: rec.mountedAfter,
    rounds: rec.rounds,
    activeEffectsAtEnd: effects,
    replays: r.all,
    engineMs: +r.ms.toFixed(1),
    cpuMs: +r.cpuMs.toFixed(1),
    appliedPerSec: Math.round((applied / r.ms) * 1000),
    cpuAppliedPerSec: Math.round((applied / r.cpuMs) * 1000),
    perCommandUs: { p50: pct(at, 50), p95: pct(at, 95), p99: pct(at, 99), max: pct(at, 100) },
    initiativeMs: +((r.times[0] as number) / 1000).toFixed(2),
    recordMs: Math.round(recordMs),
    script: rec.script,
    encounter,
  };
})();

// 2. The mix at other sizes: µs per applied command (the fastest of 3 replays), initiative apart.
const sizes: Record<string, { usPerCommand: number; appliedPerSec: number; applied: number; initiativeMs: number }> =
  {};
for (const n of SIZES) {
  const { encounter } = combatEncounter(n);
  const rec = record(encounter, SIZE_OPS);
  const mask = appliedMask(encounter, rec.script);
  const r = bestReplay(encounter, rec.script, smoke ? 2 : 3);
  let us = 0;
  let k = 0;
  for (let i = 1; i < rec.script.length; i++)
    if (mask[i]) {
      us += r.times[i] as number;
      k++;
    }
  sizes[String(n)] = {
    usPerCommand: +(us / k).toFixed(2),
    appliedPerSec: Math.round((k / us) * 1e6),
    applied: k,
    initiativeMs: +((r.times[0] as number) / 1000).toFixed(2),
  };
}
const sizeValues = Object.values(sizes).map((s) => s.usPerCommand);
const sizeRatio = +((sizeValues[sizeValues.length - 1] as number) / (sizeValues[0] as number)).toFixed(2);

// 3. History: the heap a session holds after a long combat script, per applied command (commands from text).
const history = (() => {
  const rec = OPS >= HISTORY ? { script: main.script } : record(main.encounter, HISTORY);
  const text = JSON.stringify(rec.script.slice(0, HISTORY));
  const base = heap();
  const script = JSON.parse(text) as Op[];
  const t0 = performance.now();
  const r = replayScript(main.encounter, script);
  const buildMs = performance.now() - t0;
  const held = heap() - base;
  const entries = r.session.length;
  // Keep the session alive past the measure.
  const bytesPerCommand = Math.round(held / Math.max(1, entries));
  // Undo all, redo all, one step at a time (the history just built).
  const h = r.session;
  const undoTimes: number[] = [];
  const redoTimes: number[] = [];
  const u0 = performance.now();
  while (h.canUndo) {
    const a = performance.now();
    h.undo();
    undoTimes.push((performance.now() - a) * 1000);
  }
  const undoAll = performance.now() - u0;
  const r0 = performance.now();
  while (h.cursor < h.length) {
    const a = performance.now();
    h.redo();
    redoTimes.push((performance.now() - a) * 1000);
  }
  const redoAll = performance.now() - r0;
  return {
    entries,
    ops: script.length,
    heapMb: +(held / 1048576).toFixed(1),
    bytesPerCommand,
    buildMs: Math.round(buildMs),
    undoAllMs: +undoAll.toFixed(1),
    redoAllMs: +redoAll.toFixed(1),
    undoP99Us: pct(undoTimes, 99),
    redoP99Us: pct(redoTimes, 99),
    undoMaxMs: +(Math.max(...undoTimes) / 1000).toFixed(3),
    redoMaxMs: +(Math.max(...redoTimes) / 1000).toFixed(3),
  };
})();

// 4a. Dry runs: the drag preview of a move of the creature whose turn it is, asked of the engine and put back.
const dry = (() => {
  const s = replayScript(main.encounter, main.script.slice(0, Math.min(main.script.length, 3000))).session;
  const times: number[] = [];
  const movers = s.state.creatureOrder.filter((id) => !s.state.creatures[id]?.mountId).slice(0, 200);
  const before = s.length;
  for (let i = 0; i < (smoke ? 500 : 5000); i++) {
    const id = movers[i % movers.length] as string;
    const c = s.state.creatures[id] as Creature;
    const to = {
      x: Math.max(0, Math.min(s.state.grid.width - 1, c.pos.x + (i % 7) - 3)),
      y: Math.max(0, Math.min(s.state.grid.height - 1, c.pos.y + (i % 5) - 2)),
    };
    const t = performance.now();
    s.dryRun({ type: 'moveCreature', id, to, gm: true } as Command);
    times.push((performance.now() - t) * 1000);
  }
  return { p50Us: pct(times, 50), p95Us: pct(times, 95), unchanged: s.length === before };
})();

// 4b. Replay of the combat log (a file or an old autosave loaded): the commands in effect, no undo in them.
const replay = (() => {
  const commands = main.script.filter((op): op is Extract<Op, { c: Command }> => 'c' in op).map((op) => op.c);
  const rec = replayScript(main.encounter, main.script);
  const log = rec.session.commands();
  gc?.();
  const t = performance.now();
  const r = Session.replay(mounted4e, main.encounter, log, log.length);
  const ms = performance.now() - t;
  return {
    commands: log.length,
    sent: commands.length,
    ms: Math.round(ms),
    failedAt: r.failedAt,
    same: JSON.stringify(r.session.state) === JSON.stringify(rec.session.state),
  };
})();

// 4c. The floor: the bare transaction of one HP change, and the whole changeHp command.
const floor = (() => {
  const enc = main.encounter;
  const s = newSession(enc);
  // The container as a session holds it (a hash table: `tableCopy`), so the floor is a session's own transaction.
  const live = { ...enc, creatures: tableCopy(enc.creatures) };
  const ids = enc.creatureOrder;
  const n = smoke ? 2000 : 20000;
  const t1 = performance.now();
  for (let i = 0; i < n; i++) {
    const w = new Work(live);
    w.edit(ids[i % ids.length] as string).hp -= 1;
    w.set('seq', live.seq + 1);
    w.commit();
  }
  const workUs = ((performance.now() - t1) * 1000) / n;
  const t2 = performance.now();
  for (let i = 0; i < n; i++)
    s.apply({ type: 'changeHp', id: ids[i % ids.length] as string, amount: i % 2 ? 1 : -1 } as Command);
  const changeHpUs = ((performance.now() - t2) * 1000) / n;
  return { workUs: +workUs.toFixed(2), changeHpUs: +changeHpUs.toFixed(2) };
})();

const { script: _s, encounter: _e, ...combat } = main;
// 5. Dice: µs per die (median of rounds that take turns between the two generators, so both see the same load).
const dice = (() => {
  const n = smoke ? 20000 : 400000;
  const purpose = { m: 'diceLineRoll' };
  const perDie = (start: DiceState, sides: number): number => {
    let s = start;
    const t = performance.now();
    for (let i = 0; i < n; i++) {
      const r = new Roller(s);
      r.die(sides, purpose);
      s = r.nextState;
    }
    return ((performance.now() - t) * 1000) / n;
  };
  const chacha: number[] = [];
  const legacy: number[] = [];
  const d1000: number[] = [];
  for (let round = 0; round < 5; round++) {
    chacha.push(perDie(testDice(round + 1), 20));
    legacy.push(perDie({ alg: 'mulberry32', state: round + 1 }, 20));
    d1000.push(perDie(testDice(round + 11), 1000));
  }
  const key = testDice(99).key;
  const chunks = smoke ? 500 : 5000;
  const t = performance.now();
  for (let i = 0; i < chunks; i++) streamWord(key, i * 256);
  const chunkUs = ((performance.now() - t) * 1000) / chunks;
  const m = (xs: number[]) => +([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0).toFixed(3);
  return { chachaD20Us: m(chacha), legacyD20Us: m(legacy), chachaD1000Us: m(d1000), chunkUs: +chunkUs.toFixed(2) };
})();

console.log(
  JSON.stringify({
    combat,
    sizes,
    sizeRatio,
    history,
    dryRun: dry,
    replay,
    floor,
    dice,
  }),
);

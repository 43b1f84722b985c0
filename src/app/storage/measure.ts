/**
 * Storage figures in a real browser (a benchmark, not a test; `window.__saddlegrid.measureStorage` in test
 * builds): for sessions of several lengths, the time of a restore (the newest checkpoint plus the journal after
 * it, then `Session.resume`) and the main-thread cost of one autosave (`Library.record`: one small append issued
 * synchronously), next to what the previous autosave cost (the whole file re-serialised). Uses its own database
 * (deleted afterwards), never the app's.
 */
import {
  cmd,
  newEncounter,
  testDice,
  newSession,
  parseEncounterFile,
  saveEncounterFile,
  systemOf,
  type AnyEncounter,
  type Command,
  type Session,
} from '../../rules';
import { Library } from './library';

/** The figures of one session length (milliseconds; medians of the runs). */
export interface StorageLengthFigures {
  readonly commands: number;
  /** `restore(id)`: read the checkpoint and the journal after it, check, resume. */
  readonly restoreMs: number;
  /** Where the restore started from, and how many commands it replayed. */
  readonly from: 'checkpoint' | 'start';
  readonly replayed: number;
  /** `record()` after one command: the whole main-thread cost of the autosave of that command. */
  readonly autosaveMs: number;
  /** The slowest `record()` seen. */
  readonly autosaveMaxMs: number;
  /** From `record()` to the append being committed (not main-thread time). */
  readonly commitMs: number;
  /** What the previous autosave did after every command: the whole file as text. */
  readonly wholeFileMs: number;
  /** `restoreFull(id)`: the whole history replayed (idle time after a restore from a checkpoint; one long task). */
  readonly fullHistoryMs: number;
  /** Writing the first `n − 150` commands as a new entry with its first checkpoint (what an import does). */
  readonly importMs: number;
}

/** All figures. */
export interface StorageFigures {
  readonly userAgent: string;
  readonly runs: number;
  readonly lengths: readonly StorageLengthFigures[];
}

type S = Session<AnyEncounter, Command>;

/** The i-th command of a long script that always applies in a 4e encounter (kernel commands only). */
export function benchCommand(i: number): Command {
  if (i < 3) return cmd('addCreature', { creature: { name: `C${i + 1}`, pos: { x: 2 + i * 4, y: 2 } } });
  const j = i - 3;
  const who = `c${(j % 3) + 1}`;
  switch (j % 6) {
    case 0:
      return cmd('moveCreature', { id: 'c1', to: { x: 2, y: Math.floor(j / 6) % 2 === 0 ? 5 : 2 }, gm: true });
    case 1:
      return cmd('changeHp', { id: who, amount: -1 });
    case 2:
      return cmd('changeHp', { id: who, amount: 1 });
    case 3:
      return cmd('rollInitiative', { all: true });
    case 4:
      return cmd('setCondition', { id: who, condition: 'prone', on: Math.floor(j / 6) % 2 === 0 });
    default:
      return cmd('renameEncounter', { name: `Round ${j}` });
  }
}

/** Where a measured session's commands come from: the small script, or an encounter file's log (issue 33). */
interface Source {
  initial(): AnyEncounter;
  command(i: number): Command;
  readonly max: number;
}

const SCRIPT: Source = {
  initial: () => newEncounter({ system: 'mounted4e', name: 'Measure', width: 20, height: 15, dice: testDice(7) }),
  command: benchCommand,
  max: Infinity,
};

/** The commands of an encounter file (the benchmark's combat on 1,000 creatures). */
function fileSource(text: string): Source {
  const parsed = parseEncounterFile<Command>(text, systemOf);
  if (!parsed.ok) throw new Error(`measure: the file does not load (${JSON.stringify(parsed.error)})`);
  const { initial, commands } = parsed.file;
  return {
    initial: () => initial as AnyEncounter,
    command: (i) => commands[i]!,
    max: commands.length,
  };
}

/** A session of `n` commands of the source (default: the 4e script). */
export function benchSession(n: number, src: Source = SCRIPT): S {
  const s = newSession(src.initial());
  for (let i = 0; i < n; i++) {
    const r = s.apply(src.command(i));
    if (!r.ok) throw new Error(`bench command ${i} refused: ${r.kind === 'refused' ? r.reason.m : r.error}`);
  }
  return s;
}

const median = (xs: number[]): number => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length ? (a[Math.floor((a.length - 1) / 2)] as number) : NaN;
};

/** Commands appended one by one after the imported part (a restore reads them after the checkpoint). */
const TAIL = 150;

/**
 * Measure restore and autosave for each length (see the module comment). `idb`: the browser's indexedDB. Each
 * length: a session of `n − 150` commands adopted as an entry (written with a checkpoint), 150 more recorded one
 * by one (the journal after the checkpoint), then `runs` restores, and `runs` autosaves of one more command.
 */
export async function measureStorage(
  idb: IDBFactory,
  lengths: readonly number[],
  runs = 5,
  fileText?: string,
): Promise<StorageFigures> {
  const src = fileText ? fileSource(fileText) : SCRIPT;
  const dbName = `saddlegrid-measure-${Date.now().toString(36)}`;
  const never = (): void => undefined;
  const opened = await Library.open<AnyEncounter, Command>(idb, {
    systemOf: (id) => systemOf(id),
    dbName,
    channel: null,
    idle: never,
    tabId: 'measure',
  });
  if (!opened.ok) throw new Error(`measure: the database did not open (${opened.reason})`);
  let lib = opened.library;
  const out: StorageLengthFigures[] = [];
  try {
    for (const n of lengths) {
      const head = Math.max(0, n - TAIL);
      // The autosaves below apply the commands after the measured ones.
      if (n + Math.max(runs, 20) > src.max)
        throw new Error(`measure: the file has ${src.max} commands, not ${n} and more`);
      const s = benchSession(head, src);
      const t0 = performance.now();
      const a = await lib.adopt(`Measure ${n}`, s);
      const importMs = performance.now() - t0;
      if (!a.ok) throw new Error(`measure: adopt failed (${a.reason})`);
      for (let i = head; i < n; i++) {
        if (!s.apply(src.command(i)).ok) throw new Error(`measure: command ${i} refused`);
        lib.record(a.id, s, 'command');
      }
      await lib.whenWritten(a.id);
      const wholeFileMs: number[] = [];
      for (let r = 0; r < runs; r++) {
        const w0 = performance.now();
        saveEncounterFile(s);
        wholeFileMs.push(performance.now() - w0);
      }
      const restoreMs: number[] = [];
      let from: 'checkpoint' | 'start' = 'start';
      let replayed = 0;
      let session: S = s;
      for (let r = 0; r < runs; r++) {
        // A fresh connection each run (as a reload has).
        lib.close();
        const again = await Library.open<AnyEncounter, Command>(idb, {
          systemOf: (id) => systemOf(id),
          dbName,
          channel: null,
          idle: never,
          tabId: 'measure',
        });
        if (!again.ok) throw new Error('measure: reopen failed');
        lib = again.library;
        const r0 = performance.now();
        const res = await lib.restore(a.id);
        restoreMs.push(performance.now() - r0);
        if (!res.ok) throw new Error(`measure: restore failed (${res.reason})`);
        from = res.from;
        replayed = res.replayed;
        session = res.session;
      }
      if (session.length !== n) throw new Error(`measure: restored ${session.length} commands of ${n}`);
      const f0 = performance.now();
      const full = await lib.restoreFull(a.id);
      const fullHistoryMs = performance.now() - f0;
      if (!full.ok) throw new Error('measure: restoreFull failed');
      const autosave: number[] = [];
      const commit: number[] = [];
      for (let r = 0; r < Math.max(runs, 20); r++) {
        if (!session.apply(src.command(session.length)).ok) throw new Error('measure: autosave command refused');
        const r0 = performance.now();
        const rec = lib.record(a.id, session, 'command');
        const r1 = performance.now();
        if (!rec.ok) throw new Error(`measure: record failed (${rec.reason})`);
        autosave.push(r1 - r0);
        await lib.whenWritten(a.id);
        commit.push(performance.now() - r0);
      }
      out.push({
        commands: n,
        restoreMs: median(restoreMs),
        from,
        replayed,
        autosaveMs: median(autosave),
        autosaveMaxMs: Math.max(...autosave),
        commitMs: median(commit),
        wholeFileMs: median(wholeFileMs),
        fullHistoryMs,
        importMs,
      });
    }
  } finally {
    lib.close();
    await new Promise<void>((resolve) => {
      const d = idb.deleteDatabase(dbName);
      d.onsuccess = d.onerror = d.onblocked = () => resolve();
    });
  }
  return { userAgent: typeof navigator === 'undefined' ? 'node' : navigator.userAgent, runs, lengths: out };
}

// Shared setup of the app's encounter library tests (encounters.*.test.ts): a tab of the app over an IndexedDB, and
// a script of commands that always apply to the sample encounter.
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { cmd, saveEncounterFile, type Command } from '../rules';
import { createEncounterStore, createUiStore } from '../store';
import { Encounters } from './encounters';
import { sampleEncounter } from './sample';

/** A localStorage stand-in. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

export interface Tab {
  enc: Encounters;
  store: ReturnType<typeof createEncounterStore>;
  ui: ReturnType<typeof createUiStore>;
  idle: (() => void)[];
}

/** What a test tab may set beyond the defaults. */
interface TabExtra {
  tabId?: string;
  channel?: string | null;
  timeoutMs?: number;
  checkpointEvery?: number;
  now?: () => number;
  /** As main.tsx: the store starts with the sample, shown at once on a first visit (start-up, issue 33). */
  startsWithSample?: boolean;
}

/** A tab of the app over an IndexedDB (started). */
export async function tab(idb: IDBFactory, storage = memoryStorage(), extra: TabExtra = {}): Promise<Tab> {
  const { t, started } = startingTab(idb, storage, extra);
  await started;
  return t;
}

/** A tab of the app over an IndexedDB, with its start still under way. */
export function startingTab(
  idb: IDBFactory,
  storage = memoryStorage(),
  extra: TabExtra = {},
): { t: Tab; started: Promise<void> } {
  const ui = createUiStore('en');
  const store = createEncounterStore(sampleEncounter('en'));
  const idle: (() => void)[] = [];
  const enc = new Encounters({
    encounter: store,
    ui,
    idb,
    tabId: extra.tabId ?? 'tab-a',
    sample: (l) => sampleEncounter(l),
    ...(extra.startsWithSample ? { startsWithSample: true } : {}),
    storage,
    idle: (f) => void idle.push(f),
    onSaved: () => undefined,
    ...(extra.now ? { now: extra.now } : {}),
    library: {
      ...(extra.now ? { now: extra.now } : {}),
      keyRange: FakeKeyRange as unknown as typeof IDBKeyRange,
      channel: extra.channel === undefined ? null : extra.channel,
      timeoutMs: extra.timeoutMs ?? 2000,
      ...(extra.checkpointEvery ? { checkpointEvery: extra.checkpointEvery } : {}),
    },
  });
  return { t: { enc, store, ui, idle }, started: enc.start() };
}

/** The i-th command of a script that always applies to the sample encounter. */
export function sampleCommand(i: number): Command {
  switch (i % 5) {
    case 0:
      return cmd('changeHp', { id: 'c10', amount: -1 });
    case 1:
      return cmd('rollInitiative', { all: true });
    case 2:
      return cmd('rollDice', { expr: '1d20+2' });
    case 3:
      return cmd('changeHp', { id: 'c10', amount: 1 });
    default:
      return cmd('renameEncounter', { name: `Round ${i}` });
  }
}

export const fileOf = (t: Tab): string => saveEncounterFile(t.store.getState().session);
export const dispatch = (t: Tab, c: Command): void => {
  const r = t.store.getState().dispatch(c);
  if (!r.ok) throw new Error(`${c.type} refused: ${r.kind === 'refused' ? r.reason.m : r.error}`);
};

/**
 * The app's encounter library, its lasting part (see encounters.ts for the actions): the view store, the start
 * (the library opened, the last encounter restored and shown, the whole history brought back in slices after a
 * restore from a checkpoint), the journaling of every change in its dispatch, the save status and its banner.
 */
import { both as bothT, describeMsg, type Lang } from '../i18n';
import { newSession, systemOf, type AnyEncounter, type Command, type FileMsg, type Msg, type Session } from '../rules';
import type { EncounterStore, UiStore } from '../store';
import { Library, type Damage, type NotSavingReason, type SaveStatus } from './storage';
import {
  createViewStore,
  DELETED_KEPT_MS,
  idleDefault,
  yieldToPage,
  type DamagedView,
  type EncountersOptions,
  type LibraryView,
  type NotSaving,
} from './encountersView';

/** The localStorage key of the last encounter used. */
export const CURRENT_KEY = 'saddlegrid.current';

export type S = Session<AnyEncounter, Command>;
const RETRY_MS = 15000;

/** A file problem or a rule refusal in both languages. */
function both(system: string, m: Msg): { en: string; ja: string } {
  return { en: describeMsg(system, m, 'en'), ja: describeMsg(system, m, 'ja') };
}

/** The damage of a failed restore, if that is why it failed. */
export function damageOf(r: { readonly reason: string }): Damage | null {
  const d = (r as { damaged?: Damage }).damaged;
  return r.reason === 'damaged' && d ? d : null;
}

/**
 * Why nothing is saved, from a library call's failure: an entry that is gone, a library not open or a record it
 * cannot read is the app's error; the rest (quota, blocked, timeout …) are said as they are.
 */
export function notSavingOf(r: {
  readonly reason: NotSavingReason | 'notFound' | 'notOpen' | 'invalid';
  readonly detail?: string;
}): NotSaving {
  const reason = r.reason === 'notFound' || r.reason === 'notOpen' || r.reason === 'invalid' ? 'error' : r.reason;
  return r.detail ? { reason, detail: r.detail } : { reason };
}

/** The start, the restore and the save status of the app's encounter library (the actions: `Encounters`). */
export abstract class EncountersBase {
  readonly view = createViewStore();
  protected lib: Library<AnyEncounter, Command> | null = null;
  protected readonly enc: EncounterStore;
  protected readonly ui: UiStore;
  protected readonly opts: EncountersOptions;
  protected readonly idle: (fn: () => void) => void;
  protected readonly now: () => number;
  protected retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Serialises the actions that switch encounters (two quick clicks never interleave). */
  protected queue: Promise<unknown> = Promise.resolve();

  constructor(opts: EncountersOptions) {
    this.opts = opts;
    this.enc = opts.encounter;
    this.ui = opts.ui;
    this.idle = opts.idle ?? idleDefault;
    this.now = opts.now ?? Date.now;
    // Every change is journaled in the task that made it (the dispatch): a reload right after loses nothing.
    this.enc.subscribe((s, p) => {
      if (s.revision === p.revision || s.lastChange === 'load') return;
      const id = this.view.getState().currentId;
      const lib = this.lib;
      if (!id || !lib) return;
      const r = lib.record(id, s.session, s.lastChange);
      if (r.ok) void lib.whenWritten(id).then((ok) => ok && this.saved(id, s.revision));
    });
  }

  /** The library, once open. */
  get library(): Library<AnyEncounter, Command> | null {
    return this.lib;
  }

  protected lang(): Lang {
    return this.ui.getState().lang;
  }

  protected set(patch: Partial<LibraryView>): void {
    this.view.setState(patch);
  }

  protected saved(id: string, rev: number): void {
    if (this.view.getState().currentId !== id || rev <= this.view.getState().savedRev) return;
    this.set({ savedRev: rev });
    if (this.opts.onSaved) this.opts.onSaved(rev);
    else if (typeof document !== 'undefined') document.documentElement.dataset.savedRev = String(rev);
  }

  /** Run switching actions one after the other. */
  protected serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  protected text(_k: 'failed', why: string): string {
    return this.lang() === 'ja' ? `できませんでした：${why}` : `That did not work: ${why}`;
  }

  protected reasonText(reason: string, detail?: string): string {
    return detail ? `${reason} (${detail})` : reason;
  }

  // ——— start ———

  /** Open the library and the encounter to show; never throws, never hangs longer than the library's timeouts. */
  async start(): Promise<void> {
    const opened = await Library.open<AnyEncounter, Command>(this.opts.idb, {
      systemOf: (id) => systemOf(id),
      tabId: this.opts.tabId,
      idle: this.idle,
      ...(this.opts.library ?? {}),
    });
    if (!opened.ok) {
      // Not saving: the sample on screen, the reason in the banner; the database may still open later.
      this.enc.getState().load(this.newSession(this.opts.sample(this.lang())));
      this.set({
        phase: 'unavailable',
        notSaving:
          opened.detail === undefined ? { reason: opened.reason } : { reason: opened.reason, detail: opened.detail },
      });
      void opened.late.then((lib) => lib && this.serial(() => this.adoptLate(lib)));
      return;
    }
    const lib = opened.library;
    await this.attach(lib);
    // The purge (see attach): after the encounter is shown, in the queue of actions (an action asked meanwhile waits).
    if (!lib.created) this.idle(() => void this.serial(() => lib.purgeDeleted(this.now() - DELETED_KEPT_MS)));
  }

  protected newSession(initial: AnyEncounter): S {
    return newSession(initial);
  }

  /** The library opened late (a blocked or slow open): the encounter on screen becomes a new entry. */
  protected async adoptLate(lib: Library<AnyEncounter, Command>): Promise<void> {
    this.listen(lib);
    this.lib = lib;
    this.set({ phase: 'ready', notSaving: null });
    await this.adoptShown(lib);
  }

  /** The encounter on screen becomes a new entry (changes made while it is written are written after it). */
  protected async adoptShown(lib: Library<AnyEncounter, Command>): Promise<void> {
    const s = this.enc.getState();
    const session = s.session;
    const rev = s.revision;
    const r = await lib.adopt(session.initial.name, session);
    if (!r.ok) {
      this.set({ notSaving: notSavingOf(r) });
      return;
    }
    this.remember(r.id);
    this.set({ currentId: r.id });
    // Changes made while it was written: write the whole log again (nothing else wrote this new entry). The session
    // changes in place (a command, an undo): the store's revision says whether it changed.
    const now = this.enc.getState();
    if (now.session !== session || now.revision !== rev) await lib.resync(r.id, now.session);
    this.saved(r.id, this.enc.getState().revision);
    void this.refresh();
  }

  protected listen(lib: Library<AnyEncounter, Command>): void {
    lib.onStatus((id, status) => this.onStatus(id, status));
    lib.onLibraryChanged(() => void this.refresh());
  }

  protected async attach(lib: Library<AnyEncounter, Command>): Promise<void> {
    this.lib = lib;
    this.listen(lib);
    this.set({ phase: 'ready' });
    // Deleted entries are kept DELETED_KEPT_MS, whichever tab deleted them (issue 31). The purge runs in idle time
    // after the start (start-up, issue 33: its read-write transaction over every store held the list and the restore's
    // read 10–700 ms); it changes neither list (`refresh` shows those deleted less than DELETED_KEPT_MS ago). A
    // database this open created (a first visit) holds nothing: neither is asked for.
    const list = lib.created ? [] : await lib.list();
    if (!Array.isArray(list)) {
      this.enc.getState().load(this.newSession(this.opts.sample(this.lang())));
      this.set({ notSaving: notSavingOf(list) });
      return;
    }
    this.set({ entries: list });
    const last = this.opts.storage?.getItem(CURRENT_KEY) ?? null;
    const order = [
      ...(last && list.some((e) => e.id === last) ? [last] : []),
      ...list.map((e) => e.id).filter((id) => id !== last),
    ];
    // Try the last one used, then the newest others (a damaged one is kept aside and the next is tried).
    for (const id of order.slice(0, 5)) {
      const r = await this.restoreAndShow(id);
      if (r === 'ok' || r === 'failed') return;
    }
    // A first visit (start-up, issue 33): the store already holds the sample, untouched. It is the encounter shown
    // now (the start ends here, the board draws it); its entry is written behind it, first in the queue of actions
    // (an import or a switch waits for it), and what the GM does meanwhile is written after it (adoptShown).
    const s = this.enc.getState();
    if (list.length === 0 && this.opts.startsWithSample && s.revision === 0 && s.session.length === 0) {
      void this.serial(() => this.adoptShown(lib));
      return;
    }
    // The sample made once (start-up, issue 33: making it is ~15–25 ms).
    const sample = this.opts.sample(this.lang());
    await this.createEntry(sample.name, sample);
  }

  /** Restore an entry and show it: 'ok', 'damaged' (kept aside, banner shown) or 'failed' (storage). */
  protected async restoreAndShow(id: string): Promise<'ok' | 'damaged' | 'failed' | 'notFound'> {
    const lib = this.lib;
    if (!lib) return 'failed';
    const name = this.view.getState().entries.find((e) => e.id === id)?.name ?? id;
    // Issue 33: the quick restore hashes and parses the checkpoint's whole log in slices (no long task).
    const r = await lib.restore(id, { pause: yieldToPage });
    if (r.ok) {
      this.show(id, r.session);
      this.set({ lost: r.lost > 0 ? { id, n: r.lost } : null });
      if (r.from === 'checkpoint') this.idle(() => void this.fullHistory(id, r.badCheckpoints > 0));
      return 'ok';
    }
    const d = damageOf(r);
    if (d) {
      this.addDamaged(id, name, d);
      return 'damaged';
    }
    if (r.reason === 'notFound') return 'notFound';
    this.set({ notSaving: notSavingOf(r) });
    if (this.enc.getState().revision === 0) this.enc.getState().load(this.newSession(this.opts.sample(this.lang())));
    return 'failed';
  }

  /**
   * After a restore from a checkpoint, the whole history (undo reaches the first command) — swapped in when the
   * store did not change meanwhile; when a checkpoint was found bad, swapped in anyway (tried again until the
   * store holds still, so no change of the GM's is lost).
   */
  protected async fullHistory(id: string, mustSwap: boolean): Promise<void> {
    const lib = this.lib;
    if (!lib) return;
    // Issue 33: the commands before the checkpoint are replayed in slices (no long task, whatever the history's
    // length) and their history is grafted under the open session: nothing the GM did meanwhile is lost, nothing
    // on screen is redrawn. A checkpoint found bad on the way falls back to replaying everything and swapping.
    if (!mustSwap) {
      const session = this.enc.getState().session;
      if (session.base === 0) return;
      const full = await lib.restoreFull(id, { upTo: session.base, pause: yieldToPage });
      if (this.view.getState().currentId !== id) return;
      if (!full.ok) return this.historyShort(id, full);
      if (full.badCheckpoints === 0) {
        if (this.enc.getState().session !== session) return;
        if (!session.graft(full.session)) return this.historyShort(id, { reason: 'changed' });
        // Nothing new to write: what was saved is saved at the new revision too.
        const saved = this.view.getState().savedRev >= this.enc.getState().revision;
        this.enc.getState().historyGrown();
        if (saved) this.saved(id, this.enc.getState().revision);
        if (this.view.getState().historyShort?.id === id) this.set({ historyShort: null });
        return;
      }
      mustSwap = true;
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      if (this.view.getState().currentId !== id) return;
      const rev = this.enc.getState().revision;
      await lib.whenWritten(id);
      const full = await lib.restoreFull(id, { pause: yieldToPage });
      if (!full.ok) return this.historyShort(id, full);
      const swap = mustSwap || full.badCheckpoints > 0;
      if (this.view.getState().currentId !== id) return;
      if (this.enc.getState().revision === rev) {
        this.enc.getState().load(full.session);
        this.saved(id, this.enc.getState().revision);
        if (this.view.getState().historyShort?.id === id) this.set({ historyShort: null });
        return;
      }
      if (!swap) return;
      mustSwap = true;
    }
    // The GM kept changing the encounter during five replays: the history stays as restored.
    this.historyShort(id, { reason: 'changed' });
  }

  /** The whole history did not come back (see {@link LibraryView.historyShort}): said in the view and the console. */
  protected historyShort(id: string, f: { reason: string; detail?: string }): void {
    const short = { id, why: f.reason, ...(f.detail !== undefined ? { detail: f.detail } : {}) };
    this.set({ historyShort: short });
    console.warn(
      `Saddlegrid: the whole history of ${id} did not come back (${short.why}${short.detail ? `: ${short.detail}` : ''}); undo reaches the last checkpoint`,
    );
  }

  protected addDamaged(id: string, name: string, d: Damage): void {
    const reason = d.reason;
    // An entry gone from the list is described by the kernel's catalogue (no system named here: issue 31).
    const system = this.view.getState().entries.find((e) => e.id === id)?.system ?? '';
    const why = typeof reason === 'string' ? bothT(`damaged.code.${reason}`) : both(system, reason as Msg);
    const item: DamagedView = {
      id,
      name,
      why,
      commandsThatReplay: d.commandsThatReplay,
      canRestorePrefix: d.canRestorePrefix,
      exportText: d.exportText,
    };
    this.set({ damaged: [...this.view.getState().damaged.filter((x) => x.id !== id), item] });
  }

  /** Put a session on screen as the open encounter of entry `id`. */
  protected show(id: string, session: S): void {
    this.set({ currentId: id, notSaving: null });
    this.remember(id);
    this.enc.getState().load(session);
    this.saved(id, this.enc.getState().revision);
    const st = this.lib?.status(id);
    if (st && !st.saving) this.onStatus(id, st);
    this.opts.onSwitched?.();
  }

  protected remember(id: string): void {
    try {
      this.opts.storage?.setItem(CURRENT_KEY, id);
    } catch {
      // a full or disabled localStorage: the newest entry opens next time
    }
  }

  protected onStatus(id: string, status: SaveStatus): void {
    if (id !== this.view.getState().currentId) return;
    if (status.saving) {
      this.set({ notSaving: null });
      this.ui.getState().setConflict(false);
      return;
    }
    if (status.reason === 'conflict') {
      this.ui.getState().setConflict(true);
      this.set({ notSaving: null });
      return;
    }
    this.set({
      notSaving:
        status.detail === undefined ? { reason: status.reason } : { reason: status.reason, detail: status.detail },
    });
    if (status.reason === 'quota' || status.reason === 'timeout' || status.reason === 'error') this.armRetry();
  }

  /** After quota (or a failed write), write the whole log again now and then until it works. */
  protected armRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      const ns = this.view.getState().notSaving;
      if (ns && (ns.reason === 'quota' || ns.reason === 'error')) void this.retry();
    }, RETRY_MS);
  }

  // ——— the list and its actions ———

  /** Read the list again (and the recently deleted ones). */
  async refresh(): Promise<void> {
    const lib = this.lib;
    if (!lib) return;
    const [list, gone] = await Promise.all([lib.list(), lib.list({ deleted: true })]);
    if (Array.isArray(list)) this.set({ entries: list });
    if (Array.isArray(gone))
      this.set({ deleted: gone.filter((e) => (e.deletedAt ?? 0) >= this.now() - DELETED_KEPT_MS) });
  }

  protected failure(r: { reason: string; detail?: string; error?: FileMsg }): string {
    if (r.error) return describeMsg('core', r.error, this.lang());
    return this.text('failed', this.reasonText(r.reason, r.detail));
  }

  protected async createEntry(name: string, initial: AnyEncounter): Promise<string | null> {
    const lib = this.lib;
    if (!lib) {
      // Not saving anyway: show it (the banner stays).
      this.set({ currentId: null });
      this.enc.getState().load(this.newSession(initial));
      this.opts.onSwitched?.();
      return null;
    }
    const r = await lib.create({ name, initialState: initial });
    if (!r.ok) return this.failure(r);
    this.show(r.id, r.session);
    await this.refresh();
    return null;
  }

  /** After quota or a failed write: write the open encounter's whole log again. */
  abstract retry(): Promise<void>;
}

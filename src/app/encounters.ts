/**
 * The encounter library as the app uses it: which encounter is open, the journaled autosave of every change,
 * the library's list and its actions (open, create, duplicate, rename, delete, export, import), damaged saves
 * and the save status shown in the persistent banner. Pure wiring over `Library` (storage/) and the encounter
 * store; React reads its view store through `AppServices.library`.
 *
 * - Start: `Library.open` (with a timeout); the last encounter used (its id in localStorage), else the newest,
 *   else a new entry holding the sample. `restore` then `store.load`; after a restore from a checkpoint the
 *   whole history is replayed in idle time (`restoreFull`) and swapped in if nothing changed meanwhile.
 *   Storage that fails or hangs: the app starts with the sample, the banner says why, and if the database opens
 *   late the encounter on screen is adopted as a new entry.
 * - Every change: `record` in the store's subscription, i.e. synchronously in the dispatch that made it.
 * - Nothing replaces the open encounter: new, import, duplicate and salvage create entries and switch to them.
 */
import { createStore } from 'zustand/vanilla';
import { both as bothT, describeMsg, type Lang } from '../i18n';
import { newSession, systemOf, type AnyEncounter, type Command, type FileMsg, type Msg, type Session } from '../rules';
import type { EncounterStore, UiStore } from '../store';
import {
  Library,
  type Damage,
  type EncounterSummary,
  type LibraryOptions,
  type NotSavingReason,
  type SaveStatus,
} from './storage';
import { addPicturesToText, loadFileWithPictures, refusedNotice, type PictureStore } from './assets';

/** The localStorage key of the last encounter used. */
export const CURRENT_KEY = 'saddlegrid.current';

/** A damaged entry the GM was told about. */
export interface DamagedView {
  readonly id: string;
  readonly name: string;
  /** Why, in both languages. */
  readonly why: { readonly en: string; readonly ja: string };
  readonly commandsThatReplay: number;
  readonly canRestorePrefix: boolean;
  readonly exportText: string;
}

/** Why nothing is saved (the persistent "not saving — export now" banner). */
export interface NotSaving {
  readonly reason: NotSavingReason;
  readonly detail?: string;
}

/** What the library UI shows. */
export interface LibraryView {
  /** 'starting' until storage answered; 'unavailable' when it failed (the banner says why). */
  readonly phase: 'starting' | 'ready' | 'unavailable';
  /** The entry the open encounter is written to (null: not saved anywhere). */
  readonly currentId: string | null;
  /** Why the open encounter is not being saved, or null while it is. */
  readonly notSaving: NotSaving | null;
  readonly entries: readonly EncounterSummary[];
  /** Entries deleted in the last 30 days (they can be brought back: DELETED_KEPT_MS). */
  readonly deleted: readonly EncounterSummary[];
  /**
   * The open encounter was restored without its last saved changes (a write failed before them, or another tab
   * raced): how many (issue 31; a banner until dismissed), or null.
   */
  readonly lost: { readonly id: string; readonly n: number } | null;
  /** Damaged saves found (a banner each until dismissed). */
  readonly damaged: readonly DamagedView[];
  /** The encounter store's revision known to be on disk. */
  readonly savedRev: number;
}

function createViewStore() {
  return createStore<LibraryView>()(() => ({
    phase: 'starting',
    currentId: null,
    notSaving: null,
    entries: [],
    deleted: [],
    lost: null,
    damaged: [],
    savedRev: 0,
  }));
}

/** What "New encounter" creates. */
export interface NewEncounterSpec {
  readonly name: string;
  /** The starting state (built by the dialog: system, grid, options). */
  readonly initial: AnyEncounter;
}

/** An action's outcome: null, or a message to show. */
export type ActionResult = Promise<string | null>;

/** The outcome of an import: refused at once (nothing changed), or accepted (opened as a new entry when `opened` settles). */
export type ImportOutcome =
  | { readonly ok: false; readonly error: string }
  | {
      readonly ok: true;
      readonly name: string;
      readonly opened: Promise<boolean>;
      /** Resolves true when the file was already in the library (the same entry was opened, no copy made). */
      readonly existing: Promise<boolean>;
      /** The file's pictures that were left out (damaged, changed, over a limit), as one notice; null when none was. */
      readonly leftOut: Promise<string | null>;
    };

/** Options of {@link startEncounters}. */
export interface EncountersOptions {
  readonly encounter: EncounterStore;
  readonly ui: UiStore;
  /** IndexedDB (null: none). */
  readonly idb: IDBFactory | null | undefined;
  readonly tabId: string;
  /** The sample of a first visit (a new entry), in the GM's language. */
  readonly sample: (lang: Lang) => AnyEncounter;
  /** localStorage (null: remember nothing). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Passed to `Library.open` (tests: fake-indexeddb's key ranges, no channel, short timeouts). */
  readonly library?: Partial<LibraryOptions>;
  /** Where the full replay after a checkpoint restore runs (default: idle time). */
  readonly idle?: (fn: () => void) => void;
  /** After an encounter was switched in (fit the board, clear the selection). */
  readonly onSwitched?: () => void;
  /** The "saved" signal (default: `data-saved-rev` on the document element). */
  readonly onSaved?: (rev: number) => void;
  readonly now?: () => number;
  /** The picture store (issue 17): imports store a file's pictures, exports embed them. */
  readonly pictures?: PictureStore | null;
}

type S = Session<AnyEncounter, Command>;
const RETRY_MS = 15000;
/** How long a deleted encounter can be brought back ("Recently deleted"), across tabs and visits. */
export const DELETED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Let the page run between slices of a long piece of work (the history replayed after a restore, issue 33):
 * `scheduler.yield` where the browser has it (the work goes on first when the page is idle), else a task.
 */
export function yieldToPage(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((r) => setTimeout(r, 0));
}

function idleDefault(fn: () => void): void {
  const ric = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (typeof ric === 'function') ric(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}

/** A file problem or a rule refusal in both languages. */
function both(system: string, m: Msg): { en: string; ja: string } {
  return { en: describeMsg(system, m, 'en'), ja: describeMsg(system, m, 'ja') };
}

/** The rule system a file text names (so a refusal nested in the file message is described by it), else the kernel. */
function systemInText(text: string): string {
  const m = /"system"\s*:\s*"([A-Za-z0-9_-]{1,40})"/.exec(text.slice(0, 4096));
  return m && systemOf(m[1]) ? (m[1] as string) : 'core';
}

/** The damage of a failed restore, if that is why it failed. */
function damageOf(r: { readonly reason: string }): Damage | null {
  const d = (r as { damaged?: Damage }).damaged;
  return r.reason === 'damaged' && d ? d : null;
}

/** The app's encounter library (see the module comment). */
export class Encounters {
  readonly view = createViewStore();
  private lib: Library<AnyEncounter, Command> | null = null;
  private readonly enc: EncounterStore;
  private readonly ui: UiStore;
  private readonly opts: EncountersOptions;
  private readonly idle: (fn: () => void) => void;
  private readonly now: () => number;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Serialises the actions that switch encounters (two quick clicks never interleave). */
  private queue: Promise<unknown> = Promise.resolve();

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

  private lang(): Lang {
    return this.ui.getState().lang;
  }

  private set(patch: Partial<LibraryView>): void {
    this.view.setState(patch);
  }

  private saved(id: string, rev: number): void {
    if (this.view.getState().currentId !== id || rev <= this.view.getState().savedRev) return;
    this.set({ savedRev: rev });
    if (this.opts.onSaved) this.opts.onSaved(rev);
    else if (typeof document !== 'undefined') document.documentElement.dataset.savedRev = String(rev);
  }

  /** Run switching actions one after the other. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private text(_k: 'failed', why: string): string {
    return this.lang() === 'ja' ? `できませんでした：${why}` : `That did not work: ${why}`;
  }

  private reasonText(reason: string, detail?: string): string {
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
    await this.attach(opened.library);
  }

  private newSession(initial: AnyEncounter): S {
    return newSession(initial);
  }

  /** The library opened late (a blocked or slow open): the encounter on screen becomes a new entry. */
  private async adoptLate(lib: Library<AnyEncounter, Command>): Promise<void> {
    this.listen(lib);
    this.lib = lib;
    this.set({ phase: 'ready', notSaving: null });
    const s = this.enc.getState();
    const session = s.session;
    const r = await lib.adopt(session.initial.name, session);
    if (!r.ok) {
      this.set({
        notSaving: {
          reason: r.reason === 'notFound' || r.reason === 'notOpen' || r.reason === 'invalid' ? 'error' : r.reason,
          ...(r.detail ? { detail: r.detail } : {}),
        },
      });
      return;
    }
    this.remember(r.id);
    this.set({ currentId: r.id });
    // Changes made while it was written: write the whole log again (nothing else wrote this new entry).
    const now = this.enc.getState();
    if (now.session !== session || session.length !== r.session.length) await lib.resync(r.id, now.session);
    this.saved(r.id, this.enc.getState().revision);
    void this.refresh();
  }

  private listen(lib: Library<AnyEncounter, Command>): void {
    lib.onStatus((id, status) => this.onStatus(id, status));
    lib.onLibraryChanged(() => void this.refresh());
  }

  private async attach(lib: Library<AnyEncounter, Command>): Promise<void> {
    this.lib = lib;
    this.listen(lib);
    this.set({ phase: 'ready' });
    // Deleted entries are kept DELETED_KEPT_MS, whichever tab deleted them (issue 31: a second tab's start used to
    // purge the first tab's deletions, and its "Bring back" then did nothing).
    await lib.purgeDeleted(this.now() - DELETED_KEPT_MS);
    const list = await lib.list();
    if (!Array.isArray(list)) {
      this.enc.getState().load(this.newSession(this.opts.sample(this.lang())));
      this.set({
        notSaving: {
          reason:
            list.reason === 'notFound' || list.reason === 'notOpen' || list.reason === 'invalid'
              ? 'error'
              : list.reason,
          ...(list.detail ? { detail: list.detail } : {}),
        },
      });
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
    await this.createEntry(this.opts.sample(this.lang()).name, this.opts.sample(this.lang()));
  }

  /** Restore an entry and show it: 'ok', 'damaged' (kept aside, banner shown) or 'failed' (storage). */
  private async restoreAndShow(id: string): Promise<'ok' | 'damaged' | 'failed' | 'notFound'> {
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
    const detail = (r as { detail?: string }).detail;
    this.set({
      notSaving: {
        reason: r.reason === 'notOpen' || r.reason === 'invalid' ? 'error' : r.reason,
        ...(detail ? { detail } : {}),
      },
    });
    if (this.enc.getState().revision === 0) this.enc.getState().load(this.newSession(this.opts.sample(this.lang())));
    return 'failed';
  }

  /**
   * After a restore from a checkpoint, the whole history (undo reaches the first command) — swapped in when the
   * store did not change meanwhile; when a checkpoint was found bad, swapped in anyway (tried again until the
   * store holds still, so no change of the GM's is lost).
   */
  private async fullHistory(id: string, mustSwap: boolean): Promise<void> {
    const lib = this.lib;
    if (!lib) return;
    // Issue 33: the commands before the checkpoint are replayed in slices (no long task, whatever the history's
    // length) and their history is grafted under the open session: nothing the GM did meanwhile is lost, nothing
    // on screen is redrawn. A checkpoint found bad on the way falls back to replaying everything and swapping.
    if (!mustSwap) {
      const session = this.enc.getState().session;
      if (session.base === 0) return;
      const full = await lib.restoreFull(id, { upTo: session.base, pause: yieldToPage });
      if (!full.ok || this.view.getState().currentId !== id) return;
      if (full.badCheckpoints === 0) {
        if (this.enc.getState().session === session && session.graft(full.session)) {
          // Nothing new to write: what was saved is saved at the new revision too.
          const saved = this.view.getState().savedRev >= this.enc.getState().revision;
          this.enc.getState().historyGrown();
          if (saved) this.saved(id, this.enc.getState().revision);
        }
        return;
      }
      mustSwap = true;
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      if (this.view.getState().currentId !== id) return;
      const rev = this.enc.getState().revision;
      await lib.whenWritten(id);
      const full = await lib.restoreFull(id, { pause: yieldToPage });
      if (!full.ok) return;
      const swap = mustSwap || full.badCheckpoints > 0;
      if (this.view.getState().currentId !== id) return;
      if (this.enc.getState().revision === rev) {
        this.enc.getState().load(full.session);
        this.saved(id, this.enc.getState().revision);
        return;
      }
      if (!swap) return;
      mustSwap = true;
    }
  }

  private addDamaged(id: string, name: string, d: Damage): void {
    const reason = d.reason;
    const system = this.view.getState().entries.find((e) => e.id === id)?.system ?? 'mounted4e';
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
  private show(id: string, session: S): void {
    this.set({ currentId: id, notSaving: null });
    this.remember(id);
    this.enc.getState().load(session);
    this.saved(id, this.enc.getState().revision);
    const st = this.lib?.status(id);
    if (st && !st.saving) this.onStatus(id, st);
    this.opts.onSwitched?.();
  }

  private remember(id: string): void {
    try {
      this.opts.storage?.setItem(CURRENT_KEY, id);
    } catch {
      // a full or disabled localStorage: the newest entry opens next time
    }
  }

  private onStatus(id: string, status: SaveStatus): void {
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
  private armRetry(): void {
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

  private failure(r: { reason: string; detail?: string; error?: FileMsg }): string {
    if (r.error) return describeMsg('core', r.error, this.lang());
    return this.text('failed', this.reasonText(r.reason, r.detail));
  }

  /** Open an entry (the one open now stays saved). */
  open(id: string): ActionResult {
    return this.serial(async () => {
      if (id === this.view.getState().currentId) return null;
      const r = await this.restoreAndShow(id);
      void this.refresh();
      if (r === 'ok') return null;
      if (r === 'damaged')
        return this.lang() === 'ja'
          ? 'この遭遇は破損しています（上の案内を見てください）。'
          : 'This encounter is damaged (see the banner above).';
      if (r === 'notFound') return this.text('failed', 'notFound');
      return this.text('failed', this.view.getState().notSaving?.reason ?? 'error');
    });
  }

  private async createEntry(name: string, initial: AnyEncounter): Promise<string | null> {
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

  /** A new entry from a starting state; switches to it. */
  create(spec: NewEncounterSpec): ActionResult {
    return this.serial(() => this.createEntry(spec.name, spec.initial));
  }

  /** A copy of an entry (not opened). */
  duplicate(id: string): ActionResult {
    return this.serial(async () => {
      const lib = this.lib;
      if (!lib) return this.text('failed', 'unavailable');
      // The open encounter: what is on disk is what is on screen once its appends are written.
      if (id === this.view.getState().currentId) await lib.whenWritten(id);
      const name = this.view.getState().entries.find((e) => e.id === id)?.name ?? '';
      const r = await lib.duplicate(id, this.lang() === 'ja' ? `${name}（複製）` : `${name} (copy)`);
      await this.refresh();
      return r.ok ? null : this.failure(r);
    });
  }

  async rename(id: string, name: string): ActionResult {
    const lib = this.lib;
    if (!lib) return this.text('failed', 'unavailable');
    const r = await lib.rename(id, name);
    await this.refresh();
    return r.ok ? null : this.failure(r);
  }

  /** Move an entry to "recently deleted" (never the open one). */
  async remove(id: string): ActionResult {
    const lib = this.lib;
    if (!lib) return this.text('failed', 'unavailable');
    if (id === this.view.getState().currentId)
      return this.lang() === 'ja'
        ? '削除する前に、ほかの遭遇を開いてください。'
        : 'Open another encounter before deleting this one.';
    const r = await lib.remove(id);
    await this.refresh();
    return r.ok ? null : this.failure(r);
  }

  async undelete(id: string): ActionResult {
    const lib = this.lib;
    if (!lib) return this.text('failed', 'unavailable');
    const r = await lib.restoreDeleted(id);
    await this.refresh();
    return r.ok ? null : this.failure(r);
  }

  /** An entry's file text (the open one: what is on screen). */
  async exportText(id: string): Promise<{ ok: true; text: string } | { ok: false; error: string }> {
    const lib = this.lib;
    if (!lib) return { ok: false, error: this.text('failed', 'unavailable') };
    if (id === this.view.getState().currentId) await lib.whenWritten(id);
    const r = await lib.exportText(id);
    return r.ok
      ? { ok: true, text: await addPicturesToText(r.text, this.opts.pictures ?? null) }
      : { ok: false, error: this.failure(r) };
  }

  /**
   * Import a file's text as a new entry. The loader checks everything first (synchronously): a refused file
   * changes nothing. An accepted one is written as a new entry and opened; the one open now stays in the list.
   * Its pictures are stored first (each checked again; one that fails is left out and named in a notice, and the
   * board shows a placeholder for it).
   */
  importFile(text: string, fileName?: string): ImportOutcome {
    const r = loadFileWithPictures(text);
    if (!r.ok) return { ok: false, error: describeMsg(systemInText(text), r.error, this.lang()) };
    const session = r.session;
    const name = session.initial.name.trim() || fileName || 'Encounter';
    // The pictures are stored before the encounter opens (the same queue), so the board finds them.
    const store = this.opts.pictures;
    const pictures = r.pictures;
    const report =
      pictures && store ? this.serial(() => store.importDataUrls(pictures, fileName ?? name)) : Promise.resolve(null);
    const leftOut = report.then(
      (rep) => (rep && rep.refused.length > 0 ? refusedNotice(rep.refused, this.lang()) : null),
      () => null,
    );
    let wasThere = false;
    const opened = this.serial(async () => {
      const lib = this.lib;
      if (!lib) {
        this.set({ currentId: null });
        this.enc.getState().load(session);
        this.opts.onSwitched?.();
        return true;
      }
      // The very file of an entry already here (exported, then imported back): open that one, no second copy.
      const same = await lib.findSame(name, session);
      if (same !== null) {
        const r = same === this.view.getState().currentId ? 'ok' : await this.restoreAndShow(same);
        await this.refresh();
        if (r === 'ok') {
          wasThere = true;
          return true;
        }
      }
      const a = await lib.adopt(name, session);
      if (!a.ok) {
        this.ui.getState().notify(this.failure(a), 'error');
        return false;
      }
      this.show(a.id, session);
      await this.refresh();
      return true;
    });
    return { ok: true, name, opened, leftOut, existing: opened.then(() => wasThere) };
  }

  /** "Keep mine" after a conflict: this tab's version is written over the other tab's. */
  async keepMine(): Promise<void> {
    const id = this.view.getState().currentId;
    if (!id || !this.lib) return;
    const r = await this.lib.force(id, this.enc.getState().session);
    if (r.ok) {
      this.ui.getState().setConflict(false);
      this.set({ notSaving: null });
      void this.lib.whenWritten(id).then((ok) => ok && this.saved(id, this.enc.getState().revision));
    }
  }

  /** "Use theirs" after a conflict: the other tab's version is read back and shown. */
  useTheirs(): ActionResult {
    return this.serial(async () => {
      const id = this.view.getState().currentId;
      if (!id) return null;
      const r = await this.restoreAndShow(id);
      if (r === 'ok') this.ui.getState().setConflict(false);
      return r === 'ok' ? null : this.text('failed', r);
    });
  }

  /** After quota or a failed write: write the open encounter's whole log again. */
  async retry(): Promise<void> {
    const id = this.view.getState().currentId;
    const lib = this.lib;
    if (!id || !lib) return;
    const r = await lib.resync(id, this.enc.getState().session);
    if (r.ok) {
      this.set({ notSaving: null });
      void lib.whenWritten(id).then((ok) => ok && this.saved(id, this.enc.getState().revision));
    } else if (r.reason === 'conflict') this.ui.getState().setConflict(true);
    else {
      this.set({
        notSaving: {
          reason: r.reason === 'notFound' || r.reason === 'notOpen' || r.reason === 'invalid' ? 'error' : r.reason,
          ...(r.detail ? { detail: r.detail } : {}),
        },
      });
      if (r.reason === 'quota' || r.reason === 'error') this.armRetry();
    }
  }

  /** Salvage a damaged entry: a new entry with its first `n` commands (the damaged one stays as it is). */
  restorePrefix(id: string, n: number): ActionResult {
    return this.serial(async () => {
      const lib = this.lib;
      if (!lib) return this.text('failed', 'unavailable');
      const r = await lib.restorePrefix(id, n);
      if (!r.ok) return this.failure(r);
      this.set({ damaged: this.view.getState().damaged.filter((d) => d.id !== id) });
      this.show(r.id, r.session);
      await this.refresh();
      return null;
    });
  }

  /** Look at a damaged entry from the list (what the banner offers), without opening anything. */
  async inspectDamaged(id: string): Promise<void> {
    const lib = this.lib;
    if (!lib) return;
    const name = this.view.getState().entries.find((e) => e.id === id)?.name ?? id;
    const r = await lib.restore(id);
    if (r.ok) {
      // It restores after all (a fixed loader): show it.
      this.show(id, r.session);
      void this.refresh();
    } else {
      const d = damageOf(r);
      if (d) this.addDamaged(id, name, d);
    }
  }

  dismissLost(): void {
    this.set({ lost: null });
  }

  dismissDamaged(id: string): void {
    this.set({ damaged: this.view.getState().damaged.filter((d) => d.id !== id) });
  }

  /** Resolves once every change made so far is on disk (true), or when nothing is being saved (false). */
  whenSaved(): Promise<boolean> {
    const id = this.view.getState().currentId;
    return id && this.lib ? this.lib.whenWritten(id) : Promise.resolve(false);
  }
}

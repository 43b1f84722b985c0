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
 *
 * Here the actions; the start, the restore and the save status are `EncountersBase` (encountersBase.ts), the view
 * store and the options `encountersView.ts`.
 */ import { describeMsg } from '../i18n';
import { systemOf } from '../rules';
import { addPicturesToText, loadFileWithPictures, refusedNotice } from './assets';
import { EncountersBase, damageOf, notSavingOf } from './encountersBase';
import type { ActionResult, ImportOutcome, NewEncounterSpec } from './encountersView';

export { CURRENT_KEY } from './encountersBase';
export {
  DELETED_KEPT_MS,
  yieldToPage,
  type ActionResult,
  type DamagedView,
  type EncountersOptions,
  type ImportOutcome,
  type LibraryView,
  type NewEncounterSpec,
  type NotSaving,
} from './encountersView';

/** The rule system a file text names (so a refusal nested in the file message is described by it), else the kernel. */
function systemInText(text: string): string {
  const m = /"system"\s*:\s*"([A-Za-z0-9_-]{1,40})"/.exec(text.slice(0, 4096));
  return m && systemOf(m[1]) ? (m[1] as string) : 'core';
}

/** The app's encounter library (see the module comment): its actions over `EncountersBase`. */
export class Encounters extends EncountersBase {
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
      this.set({ notSaving: notSavingOf(r) });
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

  dismissHistoryShort(): void {
    this.set({ historyShort: null });
  }

  /** Read the whole history again after it did not come back (the banner's "Read it again"). */
  retryHistory(): void {
    const short = this.view.getState().historyShort;
    if (!short || short.id !== this.view.getState().currentId) return;
    this.set({ historyShort: null });
    void this.fullHistory(short.id, false);
  }

  dismissDamaged(id: string): void {
    this.set({ damaged: this.view.getState().damaged.filter((d) => d.id !== id) });
  }

  /** Resolves once every change made so far is on disk (true), or when nothing is being saved (false). */
  whenSaved(): Promise<boolean> {
    // After the actions in the queue (a first visit's entry is written there, behind the sample on screen).
    return this.queue.then(() => {
      const id = this.view.getState().currentId;
      return id && this.lib ? this.lib.whenWritten(id) : false;
    });
  }
}

/**
 * Secret dice keys (issue 26). The GM's tab makes every key with the Web Crypto API (`crypto.getRandomValues`, in
 * browsers and in Node), keeps it in the encounter's state, and never sends it anywhere: the players' views carry
 * the public all-zero key instead (`VIEW_DICE`), and the session server never sees the state.
 *
 * `DiceGuard` keeps the open encounter on a secret key: when an encounter whose dice are the legacy generator of
 * an old file (or the public view key) is on screen, and when a file from elsewhere was imported (whoever has the
 * file knows its key), it sends the GM-only `reseedDice` command with a fresh key — recorded in the history like
 * any command, so replays stay exact. It waits while there are undone commands to redo (a new command would
 * drop them): then the reseed comes once they are redone, or right after the next new command.
 */
import {
  chachaDice,
  diceKeyText,
  needsNewKey,
  type AnyEncounter,
  type ChachaDice,
  type Command,
  type Session,
} from '../rules';
import type { EncounterStore } from '../store';

/** A fresh 256-bit dice key from the Web Crypto API (43 base64url characters). */
export function freshDiceKey(): string {
  const c = (globalThis as { crypto?: { getRandomValues?: <T extends Uint8Array>(a: T) => T } }).crypto;
  if (!c || typeof c.getRandomValues !== 'function')
    throw new Error('Saddlegrid needs the Web Crypto API (crypto.getRandomValues) for its dice');
  return diceKeyText(c.getRandomValues(new Uint8Array(32)));
}

/** Fresh secure dice for a new encounter. */
export function freshDice(): ChachaDice {
  return chachaDice(freshDiceKey());
}

type S = Session<AnyEncounter, Command>;

/** Keeps the GM's open encounter on a secret dice key (see the module comment). */
export class DiceGuard {
  /** A session loaded from a file of elsewhere, waiting for its new key (whoever has the file knows its key). */
  private renew: S | null = null;
  /** Imported sessions that got their new key (once each). */
  private readonly renewed = new WeakSet<S>();
  /** Sessions whose reseed was refused (never retried: a refusal is itself a change of the store). */
  private readonly failed = new WeakSet<S>();
  private scheduled = false;
  private readonly stop: () => void;

  constructor(
    private readonly store: EncounterStore,
    private readonly newKey: () => string = freshDiceKey,
  ) {
    this.stop = store.subscribe(() => this.schedule());
    this.schedule();
  }

  /** The session now on screen came from a file: its dice get a new key too (once). */
  imported(session: S): void {
    if (this.renewed.has(session)) return;
    this.renew = session;
    this.schedule();
  }

  /** Stop watching. */
  dispose(): void {
    this.stop();
  }

  /** Check after the change that triggered it has been heard by every listener (the journal keeps their order). */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.check();
    });
  }

  private check(): void {
    const { session, encounter } = this.store.getState();
    if (this.renew !== null && this.renew !== session) this.renew = null; // another encounter was opened meanwhile
    if ((this.renew !== session && !needsNewKey(encounter.rng)) || this.failed.has(session)) return;
    // A new command would drop the undone ones: wait until they are redone, or cut by the GM's next command.
    if (session.cursor !== session.length) return;
    this.renew = null;
    this.renewed.add(session);
    const r = this.store.getState().dispatch({ type: 'reseedDice', key: this.newKey() });
    if (!r.ok) {
      this.failed.add(session);
      console.error('Saddlegrid: the dice could not get a new key', r);
    }
  }
}

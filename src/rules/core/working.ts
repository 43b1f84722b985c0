/**
 * Which records may still change (issue 33): the working copies of the transactions now open (`work.ts`). Everything
 * else in a state is committed and never changes. The indexes (`spatial.ts`, the rule systems' derived indexes) keep
 * re-reading a working copy until its command ends. Its own module so that the indexes need not import `work.ts`.
 */

/**
 * Are committed records frozen? In development and tests only (Vite's and Vitest's `import.meta.env.DEV`); not in
 * a production build, nor in Node without Vite (the session server, the bundled bench). The types keep records
 * read-only everywhere; the freeze makes a stray write throw where the tests run.
 */
export const FREEZE: boolean = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

/**
 * A short list that keeps its storage from one command to the next (a session reuses its transaction: issue 33,
 * a list emptied by `length = 0` gives its storage back and the next command allocates it again). Scanned while
 * short (most commands touch a few records), with a set beside it once long (a roll for everyone edits every
 * creature: list scans made it quadratic).
 */
export class Slots<T> {
  private readonly items: (T | undefined)[] = [];
  private n = 0;
  private set: Set<T> | null = null;

  get length(): number {
    return this.n;
  }

  /** The i-th item (0 ≤ i < length), in the order added. */
  at(i: number): T {
    return this.items[i] as T;
  }

  has(v: T): boolean {
    if (this.set) return this.set.has(v);
    for (let i = 0; i < this.n; i++) if (this.items[i] === v) return true;
    return false;
  }

  /** Add an item (the caller knows it is not in the list). */
  add(v: T): void {
    this.items[this.n++] = v;
    if (this.set) this.set.add(v);
    else if (this.n > 16) this.set = new Set(this.items.slice(0, this.n) as T[]);
  }

  /** Take an item out (the order of the others is kept). */
  remove(v: T): void {
    if (this.set && !this.set.has(v)) return;
    let at = -1;
    for (let i = 0; i < this.n; i++)
      if (this.items[i] === v) {
        at = i;
        break;
      }
    if (at < 0) return;
    for (let i = at + 1; i < this.n; i++) this.items[i - 1] = this.items[i];
    this.items[--this.n] = undefined;
    this.set?.delete(v);
  }

  /**
   * Keep only some items, in place: the caller moves each kept item to the front with `moveTo(j, item)` (j counting
   * up from 0, never past the item's own place), then calls `keepFirst(j)`.
   */
  moveTo(i: number, v: T): void {
    this.items[i] = v;
  }

  /** Drop every item after the first `n` (see {@link moveTo}). */
  keepFirst(n: number): void {
    if (n === this.n) return;
    for (let i = n; i < this.n; i++) this.items[i] = undefined;
    this.n = n;
    this.set = n > 16 ? new Set(this.items.slice(0, n) as T[]) : null;
  }

  /** Empty the list, keeping its storage (and letting go of what it held). */
  clear(): void {
    for (let i = 0; i < this.n; i++) this.items[i] = undefined;
    this.n = 0;
    this.set = null;
  }
}

/** The working-copy lists of the open transactions (records, root values a command made or was handed). */
const open: Slots<object>[] = [];

/**
 * Bumped whenever a transaction's working copies become committed or gone (see {@link closeCopies}): an index that
 * keeps re-checking working copies (`spatial.ts`) knows by it, without asking {@link isWorking}, that the copies it
 * saw are still working copies (issue 33).
 */
let closes = 0;

/** How many times open transactions have ended (see {@link closes}). */
export function closedCount(): number {
  return closes;
}

/** Mark a value as a working copy of the transaction that owns `mine` (see {@link isWorking}). */
export function openCopy(mine: Slots<object>, v: object): void {
  if (mine.has(v)) return;
  if (mine.length === 0) open.push(mine);
  mine.add(v);
}

/** The transaction that owns `mine` has ended: its copies are committed (or gone). */
export function closeCopies(mine: Slots<object>): void {
  if (mine.length === 0) return;
  closes++;
  const at = open.indexOf(mine);
  if (at >= 0) {
    open[at] = open[open.length - 1] as Slots<object>;
    open.pop();
  }
  mine.clear();
}

/** Is this record (or root value) an open transaction's working copy, still allowed to change? */
export function isWorking(v: object): boolean {
  for (let i = 0; i < open.length; i++) if ((open[i] as Slots<object>).has(v)) return true;
  return false;
}

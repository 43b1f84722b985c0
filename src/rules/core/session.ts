/**
 * A session: one live encounter, the commands applied to it as a history of diffs, undo and redo.
 *
 * The live state is changed in place by each command's transaction (see work.ts); after each change the session
 * publishes a new root object (`state`): its fields are immutable values, its creature records are immutable,
 * and its `creatures` container is the session's own (see model.ts). A history entry keeps the command, its
 * events and its diff; undo applies the diff backwards, redo forwards and never re-rolls dice. The cost of a
 * command, an undo or a redo does not depend on the encounter's size or the history's length.
 *
 * `apply` (the pure façade) applies one command to a state value and returns a new value without touching the
 * input — for tests and one-off queries; it copies the creature container (O(creatures)).
 */
import { execute, executePacked, precheck, type Applied, type CommandBase, type Outcome, type Refused } from './engine';
import type { DiceState } from './diceStream';
import type { EventBase } from './message';
import type { Creature, CreatureId, Encounter, RootKey } from './model';
import type { AnyRuleSystem } from './system';
import { tableCopy } from './creatures';
import { AppliedCommand, snapshotOf, usualRoot } from './published';
import { touchIndex } from './spatial';
import { deepFreeze, FREEZE, unpackDiff, Work, type Diff, type PackedDiff } from './work';

/** One applied command. */
export interface HistoryEntry<C extends CommandBase = CommandBase> {
  readonly command: C;
  readonly events: readonly EventBase[];
  readonly diff: Diff;
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * A history entry as the session keeps it (issue 33: a light history): the diff packed in one flat array —
 * creature changes as (id, record before or undefined, record after or undefined), then root fields as
 * (key, before, after) — instead of a diff object, its four maps and a [from, to] pair per change. `diff` is made
 * from it when asked (the store's undo and redo, tests) and kept; undo and redo read the packed form directly.
 */
class PackedEntry<C extends CommandBase> implements HistoryEntry<C> {
  private made: Diff | undefined;
  constructor(
    readonly command: C,
    readonly events: readonly EventBase[],
    /** The change (see {@link PackedDiff}). */
    readonly packed: PackedDiff,
  ) {}

  get diff(): Diff {
    return (this.made ??= unpackDiff(this.packed));
  }

  /** The value a root field had after this entry (undefined if it did not change it), without the diff object. */
  rootAfter(k: RootKey): unknown {
    const p = this.packed;
    for (let i = 1 + (p[0] as number) * 3; i < p.length; i += 3) if (p[i] === k) return p[i + 2];
    return undefined;
  }

  /** Apply this entry's change to a live encounter, forwards (redo) or backwards (undo). */
  applyTo(live: Encounter, forward: boolean): void {
    const table = live.creatures as Record<CreatureId, Creature>;
    const p = this.packed;
    const n = p[0] as number;
    for (let i = 0; i < n; i++) {
      const id = p[1 + i * 3] as CreatureId;
      const v = p[(forward ? 3 : 2) + i * 3] as Creature | undefined;
      if (v) table[id] = v;
      else if (hasOwn.call(table, id)) delete table[id];
      touchIndex(table, id);
    }
    for (let i = 1 + n * 3; i < p.length; i += 3)
      (live as Record<RootKey, unknown>)[p[i] as RootKey] = p[i + (forward ? 2 : 1)];
  }
}

/**
 * What an undo or a redo returns: the entry, and its diff made when read (issue 33: a replay that steps through the
 * history does not make every entry's diff object; the store reads it, as before, and the entry keeps it).
 */
class Stepped<C extends CommandBase> {
  constructor(readonly entry: PackedEntry<C>) {}

  get diff(): Diff {
    return this.entry.diff;
  }
}

/**
 * A live copy of a state (its own creature container) for a session: the container a hash table (see
 * `tableCopy`: a session looks creatures up by id all the time, and copies its container once).
 */
function liveCopy<E extends Encounter>(s: E): E {
  return { ...s, creatures: tableCopy(s.creatures) };
}

/** The session (see the module comment). */
export class Session<E extends Encounter = Encounter, C extends CommandBase = CommandBase> {
  /** The state the history starts from (deep-frozen in development, see `FREEZE`; its container is not the live one). */
  readonly initial: E;
  private readonly live: E;
  /** The transaction every command of this session runs in (reused: issue 33). */
  private readonly work: Work;
  private snap: E;
  /** Has the live state the usual root fields (see {@link snapshotOf})? */
  private readonly usual: boolean;
  private entries: PackedEntry<C>[] = [];
  private at = 0;
  /**
   * Commands applied before this session's first entry (a session resumed from a checkpoint, see
   * {@link Session.resume}): kept for files, not undoable here.
   */
  private prefix: readonly C[];
  /** Increments on every change (commands, undo, redo). */
  revision = 0;

  constructor(
    readonly system: AnyRuleSystem,
    initial: E,
    resumed?: { from: E; prefix: readonly C[] },
  ) {
    this.initial = FREEZE ? deepFreeze(initial) : initial;
    this.prefix = resumed?.prefix ?? [];
    const start = resumed ? (FREEZE ? deepFreeze(resumed.from) : resumed.from) : this.initial;
    this.live = liveCopy(start);
    this.work = new Work(this.live);
    this.usual = usualRoot(this.live);
    this.snap = snapshotOf(this.live, this.usual);
  }

  /**
   * A session resumed from a checkpoint: `checkpoint` is the state after `prefix` (the commands before it,
   * kept for files); `after` are applied on top. Undo reaches back to the checkpoint, not before it — a full
   * replay (`Session.replay`) rebuilds the whole history when that is needed.
   */
  static resume<E extends Encounter, C extends CommandBase>(
    system: AnyRuleSystem,
    initial: E,
    prefix: readonly C[],
    checkpoint: E,
    after: readonly C[],
    cursor: number,
  ): { session: Session<E, C>; failedAt: number | null; failure?: Outcome<E> } {
    const s = new Session<E, C>(system, initial, { from: checkpoint, prefix });
    for (let i = 0; i < after.length; i++) {
      const r = s.apply(after[i] as C);
      if (!r.ok) return { session: s, failedAt: prefix.length + i, failure: r };
    }
    const back = prefix.length + after.length - Math.max(prefix.length, Math.min(cursor, prefix.length + after.length));
    for (let i = 0; i < back; i++) s.undo();
    s.revision = 0;
    return { session: s, failedAt: null };
  }

  /**
   * Take the history before this session's first entry from `older`: a session that applied exactly this
   * session's prefix from the same starting state (a restore from a checkpoint gets its whole history back in
   * idle time, issue 33). Undo then reaches the first command; this session's state, its later entries and their
   * records stay as they are (so nothing on screen is redrawn). False, and nothing changed, if `older` is not such
   * a session (a different length, undone commands, or itself resumed).
   */
  graft(older: Session<E, C>): boolean {
    const n = this.prefix.length;
    if (n === 0 || older.prefix.length !== 0 || older.entries.length !== n || older.at !== n) return false;
    this.entries = older.entries.concat(this.entries);
    this.at += n;
    this.prefix = [];
    return true;
  }

  /** Commands before this session's first entry (0 unless resumed from a checkpoint). */
  get base(): number {
    return this.prefix.length;
  }

  /** The present state (a new root object after every change). */
  get state(): E {
    return this.snap;
  }

  /** Number of commands in effect (counting those before a checkpoint this session resumed from). */
  get cursor(): number {
    return this.prefix.length + this.at;
  }

  /** Number of recorded commands, done and undone (counting those before a checkpoint). */
  get length(): number {
    return this.prefix.length + this.entries.length;
  }

  /** Can the last command in effect be undone here? */
  get canUndo(): boolean {
    return this.at > 0;
  }

  /** The i-th recorded entry (0-based, counting from the first command; undefined before a checkpoint). */
  entry(i: number): HistoryEntry<C> | undefined {
    return this.entries[i - this.prefix.length];
  }

  /** The commands recorded (done and undone), for files. */
  commands(): C[] {
    return [...this.prefix, ...this.entries.map((e) => e.command)];
  }

  private publish(): void {
    this.snap = snapshotOf(this.live, this.usual);
    this.revision++;
  }

  /** Apply a command; a refused command or a bug changes nothing. Drops the redo tail. */
  apply(given: C): Outcome<E> {
    const command = this.at < this.entries.length ? this.pastDropped(given) : given;
    const r = executePacked(this.system, this.live, command, this.work);
    if (!r.ok) return r;
    // Only when there is a redo tail to drop (setting an array's length is a call into the runtime: issue 33).
    if (this.entries.length !== this.at) this.entries.length = this.at;
    const packed = r.packed;
    this.entries.push(new PackedEntry(command, r.events, packed));
    this.at++;
    this.publish();
    return new AppliedCommand(this.snap, r.events, packed);
  }

  /**
   * Issue 26: a command applied where undone commands will be dropped rolls after every word of the dice stream
   * they used (`diceFrom`, recorded with the command): an undone roll may have been shown, and its faces must not
   * come back for the next roll (a secret one, say). Undo itself still restores the position: redo reuses the
   * recorded results.
   */
  private pastDropped(command: C): C {
    const now = this.live.rng;
    if (now.alg !== 'chacha20') return command;
    let used = now.n;
    for (let i = this.at; i < this.entries.length; i++) {
      const to = (this.entries[i] as PackedEntry<C>).rootAfter('rng') as DiceState | undefined;
      if (to && to.alg === 'chacha20' && to.key === now.key && to.n > used) used = to.n;
    }
    return used > now.n && !(command.diceFrom !== undefined && command.diceFrom >= used)
      ? { ...command, diceFrom: used }
      : command;
  }

  /** What the command would do (events, diff) — the state is left as it was (previews, "is this available?"). */
  dryRun(given: C): Outcome<E> {
    const command = this.at < this.entries.length ? this.pastDropped(given) : given;
    const r = execute(this.system, this.live, command, true, this.work);
    if (!r.ok) return r;
    return { ok: true, state: this.snap, events: r.events, diff: r.diff } as Applied<E>;
  }

  /**
   * Would the command apply now? The system's cheap check where it has one (issue 33), else a dry run. Only
   * ok-ness and the refusal are meant (availability of buttons and menus).
   */
  check(command: C): { ok: true } | Refused | Outcome<E> {
    return precheck(this.system, this.live, command) ?? this.dryRun(command);
  }

  /** Step back one command; returns what changed (as applied: backwards), or null at the start. */
  undo(): { entry: HistoryEntry<C>; diff: Diff } | null {
    if (this.at === 0) return null;
    const entry = this.entries[this.at - 1] as PackedEntry<C>;
    entry.applyTo(this.live, false);
    this.at--;
    this.publish();
    return new Stepped(entry);
  }

  /** Step forward one command (its recorded result: dice are not rolled again), or null at the end. */
  redo(): { entry: HistoryEntry<C>; diff: Diff } | null {
    if (this.at >= this.entries.length) return null;
    const entry = this.entries[this.at] as PackedEntry<C>;
    entry.applyTo(this.live, true);
    this.at++;
    this.publish();
    return new Stepped(entry);
  }

  /** Events of every command in effect since this session's first entry, oldest first, with the 1-based number of the command. */
  log(): { seq: number; event: EventBase }[] {
    const out: { seq: number; event: EventBase }[] = [];
    const base = this.prefix.length;
    for (let i = 0; i < this.at; i++)
      for (const event of (this.entries[i] as HistoryEntry<C>).events) out.push({ seq: base + i + 1, event });
    return out;
  }

  /**
   * A session rebuilt from a starting state and a command list (files, autosave, replay). Dice are seeded from
   * the state, so the same commands give the same results. Stops at the first command that does not apply.
   */
  static replay<E extends Encounter, C extends CommandBase>(
    system: AnyRuleSystem,
    initial: E,
    commands: readonly C[],
    cursor: number,
  ): { session: Session<E, C>; failedAt: number | null; failure?: Outcome<E> } {
    const s = new Session<E, C>(system, initial);
    for (let i = 0; i < commands.length; i++) {
      const r = s.apply(commands[i] as C);
      if (!r.ok) return { session: s, failedAt: i, failure: r };
    }
    const back = commands.length - Math.max(0, Math.min(cursor, commands.length));
    for (let i = 0; i < back; i++) s.undo();
    s.revision = 0;
    return { session: s, failedAt: null };
  }
}

/**
 * The pure façade: apply one command to a state value; the input is never changed. The result's state has its
 * own (frozen) creature container.
 */
export function applyTo<E extends Encounter, Ev extends EventBase = EventBase>(
  system: AnyRuleSystem,
  state: E,
  command: unknown,
): Outcome<E, Ev> {
  // A plain spread: one command, then the copy is the result (a hash-table copy costs more than it saves here).
  const live = { ...state, creatures: { ...state.creatures } };
  const r = execute(system, live, command);
  if (!r.ok) return r;
  Object.freeze(live.creatures);
  return { ok: true, state: Object.freeze(live), events: r.events, diff: r.diff } as Applied<E, Ev>;
}

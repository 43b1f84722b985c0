/**
 * The journal's fold (see records.ts, "The fold"): journal records into the history. `Fold` takes the records in
 * pieces (`feed`), so that a long journal is folded in slices with the page running between them (issue 33); the
 * result is the same wherever the pieces are cut (tested). `fold` folds them at once.
 */
import type { Folded, FoldStart } from './records';

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** A fold in progress: feed it records in ascending key order, in as many pieces as wanted, then take `result`. */
export class Fold {
  private cmds: string[];
  private cursor: number;
  private chainKey: number;
  private lastWriter: string;
  private started: boolean;
  private inChain: boolean;
  private restarted = false;
  private ignored = 0;
  private lastAt = 0;
  private maxKey: number;
  private maxWriter: string;
  private problem: Folded['problem'] = null;
  /** Keys seen, in order, from the last one back until one at or below `chainKey` (for the lost tail). */
  private tail: number[] = [];
  private count = 0;
  private readonly snapshots = new Map<number, { cmds: readonly string[]; cursor: number }>();

  constructor(
    from?: FoldStart,
    private readonly snapshotAt?: ReadonlySet<number>,
  ) {
    this.cmds = from ? from.cmds.slice() : [];
    this.cursor = from ? from.cursor : 0;
    this.chainKey = from ? from.chainKey : 0;
    this.lastWriter = from ? from.lastWriter : '';
    this.started = from !== undefined;
    this.inChain = from !== undefined;
    this.maxKey = from ? from.chainKey : 0;
    this.maxWriter = from ? from.lastWriter : '';
  }

  /** True once damage stopped the fold (later records are not read). */
  get stopped(): boolean {
    return this.problem !== null;
  }

  /** Fold more records: `keys[from..to)` with their values (keys ascending, after every key fed before). */
  feed(keys: readonly number[], values: readonly unknown[], from = 0, to = keys.length): this {
    for (let i = from; i < to && this.problem === null; i++) this.one(keys[i] as number, values[i]);
    return this;
  }

  private snap(key: number): void {
    if (this.snapshotAt?.has(key)) this.snapshots.set(key, { cmds: this.cmds.slice(), cursor: this.cursor });
  }

  private one(key: number, value: unknown): void {
    const rec = value as Partial<Record<string, unknown>> | null;
    this.count++;
    this.tail.push(key);
    this.maxKey = key;
    const w = rec !== null && typeof rec === 'object' && typeof rec.w === 'string' ? rec.w : '';
    this.maxWriter = w;
    if (rec !== null && typeof rec === 'object' && typeof rec.t === 'number')
      this.lastAt = Math.max(this.lastAt, rec.t);
    if (rec === null || typeof rec !== 'object' || typeof rec.k !== 'string') {
      if (!this.inChain && this.started) {
        this.ignored++;
        return;
      }
      this.problem = { code: 'badRecord', key };
      return;
    }
    if (rec.k === 'r') {
      const cs = rec.cs;
      if (
        !Array.isArray(cs) ||
        !cs.every((c) => typeof c === 'string') ||
        !isInt(rec.u) ||
        rec.u < 0 ||
        rec.u > cs.length
      ) {
        this.problem = { code: 'badRecord', key };
        return;
      }
      this.cmds = (cs as string[]).slice();
      this.cursor = rec.u;
      this.linked(key, w);
      this.restarted ||= this.started;
      this.started = true;
      this.inChain = true;
      this.snap(key);
      return;
    }
    if (!this.started) {
      this.problem = { code: 'noStart', key };
      return;
    }
    if (rec.k === 'j') {
      if (rec.to === this.chainKey && (!this.inChain || key === this.chainKey + 1)) {
        this.linked(key, w);
        this.inChain = true;
        this.snap(key);
      } else this.ignored++;
      return;
    }
    if (!this.inChain || key !== this.chainKey + 1 || rec.p !== this.lastWriter) {
      this.inChain = false;
      this.ignored++;
      return;
    }
    if (rec.k === 'c') {
      if (!isInt(rec.s) || typeof rec.c !== 'string') {
        this.problem = { code: 'badRecord', key };
        return;
      }
      if (rec.s !== this.cursor + 1) {
        this.problem = { code: 'outOfOrder', key };
        return;
      }
      this.cmds.length = this.cursor;
      this.cmds.push(rec.c);
      this.cursor = rec.s;
    } else if (rec.k === 'u') {
      if (!isInt(rec.u) || rec.u < 0 || rec.u > this.cmds.length) {
        this.problem = { code: 'badCursor', key };
        return;
      }
      this.cursor = rec.u;
    } else {
      this.problem = { code: 'badRecord', key };
      return;
    }
    this.linked(key, w);
    this.snap(key);
  }

  /** The history's last record is now `key`: only the keys after it can be a lost tail. */
  private linked(key: number, w: string): void {
    this.chainKey = key;
    this.lastWriter = w;
    this.tail.length = 0;
  }

  /** The history folded so far. */
  result(): Folded {
    const problem =
      !this.started && this.problem === null && this.count === 0 ? { code: 'noStart' as const, key: 0 } : this.problem;
    // Records after the history's last one (keys above `chainKey`): saved changes a restore cannot bring back.
    const lostTail = problem === null ? this.tail.filter((k) => k > this.chainKey).length : 0;
    return {
      cmds: this.cmds,
      cursor: this.cursor,
      chainKey: this.chainKey,
      lastWriter: this.lastWriter,
      maxKey: this.maxKey,
      maxWriter: this.maxWriter,
      ignored: this.ignored,
      lostTail,
      lastAt: this.lastAt,
      problem,
      restarted: this.restarted,
      snapshots: this.snapshots,
    };
  }
}

/**
 * Fold journal records (ascending keys = revisions, with their values) into the history; pure. `from`: continue
 * from a checkpoint (the records are those after its revision). `snapshotAt`: revisions whose log to keep.
 */
export function fold(
  keys: readonly number[],
  values: readonly unknown[],
  from?: FoldStart,
  snapshotAt?: ReadonlySet<number>,
): Folded {
  return new Fold(from, snapshotAt).feed(keys, values).result();
}

/**
 * The GM's request desk (issue 20; issue 26: requests are checked by `check.ts` with the players' policy of the
 * rule system and the room's aliases): a player's request is refused, applied at once, or queued for the GM's OK
 * (a per-encounter setting); a queued request is checked again when the GM approves it (never applied blindly).
 */
import type { AnyEncounter, Command, Outcome, Session } from '../../rules';
import { wireRefusal, type RequestRefusal } from '../../net/messages';
import type { IncomingRequest, RequestResult } from '../../net/protocol';
import type { Text } from '../../i18n';
import type { Aliases } from './aliases';
import { checkRequest, decisionSignature, type PlayerRequest, type RosterPlayer, type Verdict } from './check';

/** Whether players' requests apply at once or wait for the GM's OK (a setting per encounter). */
export type ApprovalMode = 'auto' | 'approve';

/** A request waiting for the GM's OK. */
export interface QueuedRequest {
  readonly reqId: string;
  readonly playerId: string;
  /** The command as the check read it (creature ids, the asker stamped): what the GM's queue shows and previews. */
  readonly command: Command;
  /** The command as the player sent it (the ids they know): what is checked again when the GM approves. */
  readonly asked: unknown;
  readonly basedOnRevision: number;
  /** Milliseconds since the epoch when it arrived. */
  readonly at: number;
}

export interface DeskOptions {
  /** The GM's session now. */
  session(): Pick<Session<AnyEncounter, Command>, 'state' | 'dryRun'>;
  /** The revision of the view published now. */
  revision(): number;
  roster(): readonly RosterPlayer[];
  mode(): ApprovalMode;
  /** Apply a command as the GM's own (the store's `dispatch`: the log, the autosave, the view follow). */
  apply(command: Command): Outcome<AnyEncounter>;
  /** Send an answer to one player. */
  answer(to: string, reqId: string, result: RequestResult): void;
  /** The ids the players know creatures by (the room's aliases). */
  aliases(): Aliases;
  /**
   * What the player who asked reads of their own applied command besides the view (issue 26: the result of their
   * own secret roll, which the other players read as "rolled secretly"), or null.
   */
  note?(command: Command, outcome: Outcome<AnyEncounter>): Text | null;
  /** A request hit a programming error (default: console.error). */
  onBug?(req: PlayerRequest, error: string): void;
  /** Requests one player may have waiting (default 3). */
  readonly maxQueuedPerPlayer?: number;
  /** Requests waiting in all (default 30). */
  readonly maxQueued?: number;
  /** Clock (tests). */
  now?(): number;
}

/** Pending decisions remembered per published revision (for stale answers). */
const REMEMBERED_REVISIONS = 256;

/** The GM's request desk. */
export class RequestDesk {
  private readonly waiting: QueuedRequest[] = [];
  private readonly listeners = new Set<(q: readonly QueuedRequest[]) => void>();
  private readonly pendingByRev = new Map<number, string | null>();

  constructor(private readonly o: DeskOptions) {}

  /** Record what a published revision showed (call it for every view published). */
  published(rev: number, enc: AnyEncounter): void {
    this.pendingByRev.set(rev, decisionSignature(enc.pending));
    if (this.pendingByRev.size > REMEMBERED_REVISIONS)
      this.pendingByRev.delete(this.pendingByRev.keys().next().value as number);
  }

  /** The check of a request now (also for the GM's queue: is a waiting request still possible?). */
  check(req: PlayerRequest): Verdict {
    const session = this.o.session();
    return checkRequest(
      {
        session,
        roster: this.o.roster(),
        revision: this.o.revision(),
        aliases: this.o.aliases(),
        pendingAt: (rev) => this.pendingByRev.get(rev),
      },
      req,
    );
  }

  /** A request arrived: refuse it, apply it, or queue it for the GM's OK (and tell the sender). */
  receive(req: IncomingRequest): void {
    const v = this.check(req);
    if (!v.ok) {
      this.refuse(req, v);
      return;
    }
    if (this.o.mode() === 'auto') {
      this.applyNow(req.playerId, req.reqId, v.command);
      return;
    }
    const mine = this.waiting.filter((q) => q.playerId === req.playerId).length;
    if (
      mine >= (this.o.maxQueuedPerPlayer ?? 3) ||
      this.waiting.length >= (this.o.maxQueued ?? 30) ||
      this.waiting.some((q) => q.playerId === req.playerId && q.reqId === req.reqId)
    ) {
      this.o.answer(req.playerId, req.reqId, this.refused({ source: 'net', reason: { m: 'queueFull' } }));
      return;
    }
    this.waiting.push({
      reqId: req.reqId,
      playerId: req.playerId,
      command: v.command,
      asked: req.command,
      basedOnRevision: req.basedOnRevision,
      at: this.o.now?.() ?? Date.now(),
    });
    this.o.answer(req.playerId, req.reqId, { status: 'queued' });
    this.changed();
  }

  /** The GM's OK: re-checked against the state now (never applied blindly), then applied or refused. */
  approve(playerId: string, reqId: string): RequestResult | null {
    const q = this.take(playerId, reqId);
    if (!q) return null;
    // Approving is the GM's act now: the revision the player saw matters no more, except for a changed question.
    const req: PlayerRequest = { playerId: q.playerId, command: q.asked, basedOnRevision: q.basedOnRevision };
    const v = this.check(req);
    return v.ok ? this.applyNow(q.playerId, q.reqId, v.command) : this.refuse({ ...req, reqId: q.reqId }, v);
  }

  /** The GM declines a waiting request. */
  decline(playerId: string, reqId: string): boolean {
    const q = this.take(playerId, reqId);
    if (!q) return false;
    this.o.answer(q.playerId, q.reqId, this.refused({ source: 'net', reason: { m: 'declined' } }));
    return true;
  }

  /** Decline everything a player has waiting (the player was removed). */
  dropPlayer(playerId: string): void {
    for (const q of this.waiting.filter((x) => x.playerId === playerId)) this.decline(q.playerId, q.reqId);
  }

  /** The requests waiting for the GM's OK, oldest first. */
  get queue(): readonly QueuedRequest[] {
    return this.waiting;
  }

  /** Listen to changes of the queue. */
  subscribe(fn: (q: readonly QueuedRequest[]) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private take(playerId: string, reqId: string): QueuedRequest | undefined {
    const i = this.waiting.findIndex((q) => q.playerId === playerId && q.reqId === reqId);
    if (i < 0) return undefined;
    const [q] = this.waiting.splice(i, 1);
    this.changed();
    return q;
  }

  private changed(): void {
    for (const fn of [...this.listeners]) fn(this.waiting);
  }

  private refused(r: RequestRefusal): RequestResult {
    return { status: 'refused', refusal: wireRefusal(this.o.session().state.system, r) };
  }

  private refuse(req: PlayerRequest & { readonly reqId: string }, v: Extract<Verdict, { ok: false }>): RequestResult {
    if (v.bug)
      (this.o.onBug ?? ((_r, e) => console.error('Saddlegrid: a player request hit a programming error', e)))(
        req,
        v.bug,
      );
    const result = this.refused(v.refusal);
    this.o.answer(req.playerId, req.reqId, result);
    return result;
  }

  private applyNow(playerId: string, reqId: string, command: Command): RequestResult {
    const r = this.o.apply(command);
    if (r.ok) {
      const note = this.o.note?.(command, r) ?? null;
      const result: RequestResult = note
        ? { status: 'applied', rev: this.o.revision(), note }
        : { status: 'applied', rev: this.o.revision() };
      this.o.answer(playerId, reqId, result);
      return result;
    }
    // The check passed a moment ago, so this is rare (the state changed in between): nothing it says is shown.
    const refusal: RequestRefusal = { source: 'net', reason: { m: r.kind === 'bug' ? 'gmFault' : 'notPossible' } };
    return this.refuse(
      { playerId, command, basedOnRevision: this.o.revision(), reqId },
      { ok: false, refusal, stale: false, ...(r.kind === 'bug' ? { bug: r.error } : {}) },
    );
  }
}

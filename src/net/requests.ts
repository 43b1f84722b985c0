/**
 * The check of a player's request in the GM's tab (pure: the session's `dryRun` commits nothing), and the desk
 * that answers requests — at once, or after the GM's OK (a per-encounter setting).
 *
 * A request `{ playerId, command, basedOnRevision }` is checked against the GM's *current* state, whatever
 * revision the player saw (a request based on an older revision is re-checked, never applied blindly):
 * 1. the player is on the roster and the GM gave them at least one creature (that the players can see);
 * 2. ownership — the command's actor field(s) per command type (the table {@link OWNERSHIP}): a player acts only
 *    for their creatures, for a mount one of them rides as its rider (a rider moves its mount), for their own
 *    decisions (`decide` when the pending decision's `chooserId` is theirs) and dice (`rollDice` with `by`
 *    theirs); every other command — set-up, rulings, turn order, effects on others — is the GM's, and so is any
 *    command asking for the GM's freedoms (`gm: true`, an instant set-up);
 * 3. a pending decision the players do not see holds every request but nothing; an answer (`decide`) to a
 *    question that changed since the player's revision is refused;
 * 4. the engine's own check: `session.dryRun(command)`, exactly as the GM's own clicks (reason and rule id).
 * A refusal that names a creature hidden from the players is replaced by a plain "not possible now", so a
 * refusal never tells what the filter hides.
 */
import {
  HIDDEN,
  creatureOf,
  type AnyEncounter,
  type Command,
  type CreatureId,
  type Encounter,
  type Outcome,
  type PendingDecision,
  type Ref,
  type Session,
} from '../rules';
import { refusalText, type NetMsg, type RequestRefusal } from './messages';
import type { IncomingRequest, RequestResult, RosterEntry, WireRefusal } from './protocol';
import type { JsonObject } from './schema';

/** What the check needs of a roster entry. */
export type RosterPlayer = Pick<RosterEntry, 'id' | 'creatureIds'>;

/** A request as the GM's tab receives it (the player id stamped by the server). */
export interface PlayerRequest {
  readonly playerId: string;
  readonly command: unknown;
  /** The view revision the player saw. */
  readonly basedOnRevision: number;
}

/** The outcome of the check. */
export type Verdict =
  | { readonly ok: true; readonly command: Command; readonly stale: boolean }
  | { readonly ok: false; readonly refusal: RequestRefusal; readonly stale: boolean; readonly bug?: string };

/** What the check reads. */
export interface CheckContext {
  readonly session: Pick<Session<AnyEncounter, Command>, 'state' | 'dryRun'>;
  readonly roster: readonly RosterPlayer[];
  /** The revision of the view published now (the one a fresh request is based on). */
  readonly revision: number;
  /** Creatures hidden from the players (default: `hidden` ones and what they carry, as the player filter). */
  readonly hidden?: ReadonlySet<CreatureId>;
  /**
   * The signature ({@link decisionSignature}) of the pending decision at a published revision: null = none
   * was pending, undefined = not known (too old, or before a reload).
   */
  readonly pendingAt?: (rev: number) => string | null | undefined;
}

/** The creatures a player commands: `owned` (assigned, visible) and `controlled` (those, and mounts they ride as rider). */
export interface Control {
  readonly owned: ReadonlySet<CreatureId>;
  readonly controlled: ReadonlySet<CreatureId>;
}

const hasOwn = Object.prototype.hasOwnProperty;
const net = (reason: NetMsg): RequestRefusal => ({ source: 'net', reason });

/** Creatures hidden from the players: those marked hidden, and anything carried by one (as `playerFilter`). */
export function hiddenCreatures(enc: Encounter): Set<CreatureId> {
  const out = new Set<CreatureId>();
  for (const id of enc.creatureOrder) if (creatureOf(enc, id)?.conditions.includes(HIDDEN)) out.add(id);
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of enc.creatureOrder) {
      const c = creatureOf(enc, id);
      if (c?.mountId && out.has(c.mountId) && !out.has(id)) {
        out.add(id);
        grew = true;
      }
    }
  }
  return out;
}

/** What a player commands in this state. */
export function controlOf(enc: Encounter, player: RosterPlayer, hidden: ReadonlySet<CreatureId>): Control {
  const owned = new Set<CreatureId>();
  for (const id of player.creatureIds) if (creatureOf(enc, id) && !hidden.has(id)) owned.add(id);
  const controlled = new Set(owned);
  for (const id of owned) {
    const c = creatureOf(enc, id);
    // A rider directs its mount (moves it, spends its actions); a passenger does not.
    if (c?.mountId && c.isRider && creatureOf(enc, c.mountId) && !hidden.has(c.mountId)) controlled.add(c.mountId);
  }
  return { owned, controlled };
}

/** A pending decision's identity (kind, chooser, rule, prompt, options), to tell whether the question changed. */
export function decisionSignature(p: PendingDecision | null): string | null {
  return p ? JSON.stringify([p.kind, p.chooserId, p.ruleId, p.prompt, p.options.map((o) => o.id)]) : null;
}

// ——— ownership per command type ———

interface Facts {
  readonly enc: Encounter;
  readonly control: Control;
  readonly hidden: ReadonlySet<CreatureId>;
}

/** An ownership rule: null if the player may send this command, else why not. */
type Rule = (c: Readonly<Record<string, unknown>>, f: Facts) => NetMsg | null;

const refOf = (f: Facts, id: unknown): Ref | null => {
  if (typeof id !== 'string' || f.hidden.has(id)) return null;
  const c = creatureOf(f.enc, id);
  return c ? { id: c.id, name: c.name } : null;
};

/** The creature in `field` is the player's (`owned`) or one they direct (`controlled`). */
const actor =
  (field: string, set: keyof Control): Rule =>
  (c, f) => {
    const id = hasOwn.call(c, field) ? c[field] : undefined;
    return typeof id === 'string' && f.control[set].has(id) ? null : { m: 'notYours', creature: refOf(f, id) };
  };

/** `decide`: a player-facing decision whose chooser the player directs. */
const decide: Rule = (_c, f) => {
  const p = f.enc.pending;
  if (!p) return { m: 'noDecision' };
  if (!p.playerFacing || p.chooserId === null || !f.control.controlled.has(p.chooserId))
    return { m: 'notYourDecision' };
  return null;
};

/** Only while the creature whose turn (round) it is is one the player directs. */
const onOwnTurn: Rule = (_c, f) => {
  const id = f.enc.turns.current >= 0 ? f.enc.turns.order[f.enc.turns.current] : undefined;
  return id !== undefined && f.control.controlled.has(id) ? null : { m: 'notYourTurn' };
};

/** Sudukuri's own pending target choice (SD-R1): its chooser is the player's. */
const sudukuriChoice: Rule = (_c, f) => {
  const sys = f.enc.sys as {
    readonly battle?: { readonly pending?: { readonly chooserId?: unknown } | null } | null;
  } | null;
  const chooser = sys?.battle?.pending?.chooserId;
  if (sys?.battle?.pending == null) return { m: 'noDecision' };
  return typeof chooser === 'string' && f.control.owned.has(chooser) ? null : { m: 'notYourDecision' };
};

type Table = Partial<Readonly<Record<Command['type'], Rule>>>;

/**
 * What a player may send, per command type (everything not listed is the GM's). Kernel commands first, then
 * each rule system's. `owned` = a creature the GM assigned; `controlled` = that, or the mount it rides as rider.
 */
export const OWNERSHIP: { readonly kernel: Table; readonly [system: string]: Table } = {
  kernel: {
    moveCreature: actor('id', 'controlled'),
    decide,
    rollDice: actor('by', 'controlled'),
    setPalette: actor('owner', 'owned'),
  },
  mounted4e: {
    mount: actor('id', 'owned'),
    dismount: actor('id', 'owned'),
    takeReins: actor('id', 'owned'),
    commandMount: actor('id', 'owned'),
    shift: actor('id', 'controlled'),
    takeAction: actor('id', 'controlled'),
    attack: actor('attackerId', 'controlled'),
    charge: actor('attackerId', 'controlled'),
    teleport: actor('id', 'owned'),
    dropProne: actor('id', 'owned'),
    standUp: actor('id', 'owned'),
    delayTurn: actor('id', 'owned'),
  },
  tenkai: {
    tkSpendAp: actor('id', 'controlled'),
    tkUseSkill: actor('id', 'controlled'),
    tkMove: actor('id', 'controlled'),
    tkChangeBand: actor('id', 'controlled'),
    tkAttack: actor('attackerId', 'controlled'),
    tkHeal: actor('healerId', 'owned'),
    tkMountPartner: actor('riderId', 'owned'),
    tkDismountPartner: actor('riderId', 'owned'),
    tkGliderMode: actor('id', 'controlled'),
    tkArmourMode: actor('id', 'controlled'),
    tkBoardArmour: actor('pilotId', 'owned'),
    tkSuppressMiasma: actor('id', 'owned'),
    tkEndRound: onOwnTurn,
    tkPostpone: onOwnTurn,
  },
  sudukuri: {
    sdChooseTarget: sudukuriChoice,
  },
};

/** The ownership rule of a command type in a rule system (own properties only), or undefined: the GM's. */
export function ownershipRule(system: string, type: string): Rule | undefined {
  const own = hasOwn.call(OWNERSHIP, system) && system !== 'kernel' ? OWNERSHIP[system] : undefined;
  if (own && hasOwn.call(own, type)) return own[type as Command['type']];
  const k = OWNERSHIP.kernel;
  return hasOwn.call(k, type) ? k[type as Command['type']] : undefined;
}

/** Does a refusal's data name a hidden creature (a `Ref`, or an id anywhere)? */
function namesHidden(v: unknown, hidden: ReadonlySet<CreatureId>): boolean {
  if (hidden.size === 0) return false;
  const stack: unknown[] = [v];
  let n = 0;
  while (stack.length > 0 && n++ < 10_000) {
    const x = stack.pop();
    if (typeof x === 'string') {
      if (hidden.has(x)) return true;
    } else if (x !== null && typeof x === 'object') {
      for (const y of Array.isArray(x) ? x : Object.values(x)) stack.push(y);
    }
  }
  return false;
}

/** Check one request against the GM's current state (see the module comment). Never throws, never changes the state. */
export function checkRequest(ctx: CheckContext, req: PlayerRequest): Verdict {
  const stale = req.basedOnRevision !== ctx.revision;
  const no = (refusal: RequestRefusal): Verdict => ({ ok: false, refusal, stale });
  const player = ctx.roster.find((p) => p.id === req.playerId);
  if (!player) return no(net({ m: 'unknownPlayer' }));
  const c = req.command;
  if (
    c === null ||
    typeof c !== 'object' ||
    Array.isArray(c) ||
    !hasOwn.call(c, 'type') ||
    typeof (c as { type: unknown }).type !== 'string'
  ) {
    return no(net({ m: 'notACommand' }));
  }
  const cmd = c as Readonly<Record<string, unknown>> & { readonly type: string };
  const enc = ctx.session.state;
  const hidden = ctx.hidden ?? hiddenCreatures(enc);
  const control = controlOf(enc, player, hidden);
  if (control.owned.size === 0) return no(net({ m: 'noCreatures' }));
  if (cmd.gm === true || cmd.instant === true) return no(net({ m: 'gmFreedom' }));
  const rule = ownershipRule(enc.system, cmd.type);
  if (!rule) return no(net({ m: 'gmOnly' }));
  // A decision the players do not see: every request waits (and the refusal must not show its prompt).
  if (enc.pending && !enc.pending.playerFacing && cmd.type !== 'decide') return no(net({ m: 'gmResolving' }));
  const own = rule(cmd, { enc, control, hidden });
  if (own) return no(net(own));
  if (cmd.type === 'decide' && stale) {
    const then = ctx.pendingAt?.(req.basedOnRevision);
    if (then === undefined || then !== decisionSignature(enc.pending)) return no(net({ m: 'decisionChanged' }));
  }
  const r = ctx.session.dryRun(cmd as unknown as Command);
  if (r.ok) return { ok: true, command: cmd as unknown as Command, stale };
  if (r.kind === 'bug') return { ok: false, refusal: net({ m: 'gmFault' }), stale, bug: r.error };
  if (namesHidden(r.reason, hidden)) return no(net({ m: 'notPossible' }));
  return no(r.ruleId ? { source: 'rules', reason: r.reason, ruleId: r.ruleId } : { source: 'rules', reason: r.reason });
}

/** A refusal as it goes on the wire (its data and its text in both languages, rendered here in the GM's tab). */
export function wireRefusal(system: string, r: RequestRefusal): WireRefusal {
  const reason = r.reason as unknown as JsonObject;
  const text = refusalText(system, r);
  return r.source === 'rules' && r.ruleId
    ? { source: 'rules', system, reason, ruleId: r.ruleId, text }
    : { source: r.source, system, reason, text };
}

// ——— the desk: answering, at once or after the GM's OK ———

/** Whether players' requests apply at once or wait for the GM's OK (a setting per encounter). */
export type ApprovalMode = 'auto' | 'approve';

/** A request waiting for the GM's OK. */
export interface QueuedRequest {
  readonly reqId: string;
  readonly playerId: string;
  readonly command: Command;
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
  hidden?(enc: AnyEncounter): ReadonlySet<CreatureId>;
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
  published(rev: number, enc: Encounter): void {
    this.pendingByRev.set(rev, decisionSignature(enc.pending));
    if (this.pendingByRev.size > REMEMBERED_REVISIONS)
      this.pendingByRev.delete(this.pendingByRev.keys().next().value as number);
  }

  /** The check of a request now (also for the GM's queue: is a waiting request still possible?). */
  check(req: PlayerRequest): Verdict {
    const session = this.o.session();
    const enc = session.state;
    return checkRequest(
      {
        session,
        roster: this.o.roster(),
        revision: this.o.revision(),
        hidden: this.o.hidden ? this.o.hidden(enc) : hiddenCreatures(enc),
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
      this.applyNow(req.playerId, req.reqId, req);
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
    const req: PlayerRequest = { playerId: q.playerId, command: q.command, basedOnRevision: q.basedOnRevision };
    const v = this.check(req);
    return v.ok ? this.applyNow(q.playerId, q.reqId, req) : this.refuse({ ...req, reqId: q.reqId }, v);
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

  private applyNow(playerId: string, reqId: string, req: PlayerRequest): RequestResult {
    const r = this.o.apply(req.command as Command);
    if (r.ok) {
      const result: RequestResult = { status: 'applied', rev: this.o.revision() };
      this.o.answer(playerId, reqId, result);
      return result;
    }
    // The dry run passed a moment ago, so this is rare (the state changed in between): the same refusal rules.
    const enc = this.o.session().state;
    const hidden = this.o.hidden ? this.o.hidden(enc) : hiddenCreatures(enc);
    const refusal: RequestRefusal =
      r.kind === 'bug'
        ? { source: 'net', reason: { m: 'gmFault' } }
        : namesHidden(r.reason, hidden)
          ? { source: 'net', reason: { m: 'notPossible' } }
          : r.ruleId
            ? { source: 'rules', reason: r.reason, ruleId: r.ruleId }
            : { source: 'rules', reason: r.reason };
    return this.refuse(
      { ...req, reqId },
      { ok: false, refusal, stale: false, ...(r.kind === 'bug' ? { bug: r.error } : {}) },
    );
  }
}

/** The refusal data type (re-exported for pages). */
export type { RequestRefusal };

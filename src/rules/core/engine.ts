/**
 * The command envelope shared by every rule system: commands in, events out.
 *
 * `execute` runs one command against a live encounter in a {@link Work} transaction: handler lookup by own
 * property, the pending-decision check, the typed-in dice check and the command's shape check, then the
 * handler, all inside one guard. A refused command (a rule said no) and a bug (any other exception) both
 * leave the encounter exactly as it was; they are told apart, so the property tests can assert that bugs
 * never happen and the GM never reads a TypeError as a ruling.
 */
import { DiceError, Roller, type DieRoll } from './dice';
import { msg, type CoreEvent, type CoreMsg } from './events';
import type { EventBase, Msg } from './message';
import type { Encounter } from './model';
import { isAsker, type CommandBase } from './commandBase';
import type { AnyRuleSystem, Ctx, Handler } from './system';
import type { Shape } from './shape';
import { keptCopy } from './sized';
import { applyDiff, Work, type Diff, type PackedDiff } from './work';

export { isAsker, type Asker, type CommandBase } from './commandBase';
export type { Ctx, Handler } from './system';

/**
 * Thrown by a handler to refuse the command; the engine turns it into a {@link Refused}. Not an `Error`: a
 * refusal is an expected outcome, thrown on many dry runs, and capturing a stack trace for each cost 1–2 µs.
 */
export class RuleViolation {
  readonly reason: Msg;
  readonly ruleId: string | undefined;
  constructor(reason: Msg, ruleId?: string) {
    this.reason = reason;
    this.ruleId = ruleId;
  }
}

/** Refuse the command being applied, with a reason and the rule id that forbids it. */
export function reject(reason: Msg, ruleId?: string): never {
  throw new RuleViolation(reason, ruleId);
}

/** A refusal function typed by a message union. */
export type Rejecter<M extends Msg> = (reason: M | CoreMsg, ruleId?: string) => never;

/**
 * A refusal function typed by a message union: a rule system declares
 * `export const reject: Rejecter<M4Msg> = rejecter()` — the explicit annotation lets TypeScript narrow after a
 * call (a `never` call target needs one), and a message key without a describer does not compile.
 */
export function rejecter<M extends Msg>(): Rejecter<M> {
  return reject;
}

/** A command that was applied. */
export interface Applied<E extends Encounter = Encounter, Ev extends EventBase = EventBase> {
  readonly ok: true;
  /** The state after it (for a session: its published snapshot). */
  readonly state: E;
  readonly events: readonly (Ev | CoreEvent)[];
  /** What it changed (a dry run reports it too, although nothing stays changed). */
  readonly diff: Diff;
}

/** A command a rule refused: nothing changed. */
export interface Refused {
  readonly ok: false;
  readonly kind: 'refused';
  readonly reason: Msg;
  readonly ruleId?: string;
}

/** A command that hit a programming error: nothing changed; reported, never shown as a ruling. */
export interface Bug {
  readonly ok: false;
  readonly kind: 'bug';
  readonly error: string;
}

/** Result of applying a command. */
export type Outcome<E extends Encounter = Encounter, Ev extends EventBase = EventBase> = Applied<E, Ev> | Refused | Bug;

/** Commands allowed while a decision is pending. */
export const DECISION_COMMANDS: readonly string[] = ['decide', 'cancelDecision'];
/** Commands allowed at any time: the decisions', and the GM's app giving the dice a new key (it rolls nothing). */
const ANY_TIME: readonly string[] = [...DECISION_COMMANDS, 'reseedDice'];

const hasOwn = Object.prototype.hasOwnProperty;
const refused = (reason: Msg, ruleId?: string): Refused =>
  ruleId ? { ok: false, kind: 'refused', reason, ruleId } : { ok: false, kind: 'refused', reason };

/** Shared one-item rule lists, by rule id: a roll's purpose names at most one rule, and every roll has its event. */
const ruleLists = new Map<string, readonly string[]>();

/** The shared list of one rule id (no list made to look it up); the table stops growing at 4,096 rules. */
function sharedRule(rule: string): readonly string[] {
  let list = ruleLists.get(rule);
  if (list === undefined) {
    list = Object.freeze([rule]);
    if (ruleLists.size < 4096) ruleLists.set(rule, list);
  }
  return list;
}

const NO_RULES: readonly string[] = Object.freeze([]);

/** The rule id a roll purpose names, if any (`{ m: 'saveRoll', rule: 'MC-FM-2' }`), as a shared list. */
function purposeRules(purpose: Msg): readonly string[] {
  const r = (purpose as { rule?: unknown }).rule;
  return typeof r === 'string' ? sharedRule(r) : NO_RULES;
}

/**
 * The event with its own copies of its `rules` and `ids` lists (an empty `rules` is the shared empty list; a frozen
 * list, a rule system's constant or cached list, is kept as given): the history keeps every event, and a handler's
 * array may be one it changes afterwards.
 *
 * Issue 33 (round 11): until now each list was looked up in a table of the lists seen before, to keep one copy of
 * each. The table's nodes lie all over the heap, and the look-ups (a Map look-up per item, ~75,000 per 20,000
 * commands) missed the CPU cache: ~8 % of a combat replay's CPU time, for ~100 bytes per command of history.
 */
function ownLists<E extends EventBase>(e: E): E {
  const rules: unknown = e.rules;
  if (Array.isArray(rules) && !Object.isFrozen(rules))
    (e as { rules: readonly string[] }).rules = rules.length === 0 ? NO_RULES : keptCopy(rules as string[]);
  const ids: unknown = e.ids;
  if (Array.isArray(ids) && ids.length > 0 && !Object.isFrozen(ids))
    (e as { ids?: readonly string[] }).ids = keptCopy(ids as string[]);
  return e;
}

/** The outcome of running one command, with the diff already committed (or rolled back for a dry run). */
export interface Executed {
  readonly outcome: Refused | Bug | { readonly ok: true; readonly events: readonly EventBase[]; readonly diff: Diff };
}

/** Is every item a number (a loop: no closure per command, issue 33)? */
function allNumbers(xs: readonly unknown[]): boolean {
  for (let i = 0; i < xs.length; i++) if (typeof xs[i] !== 'number') return false;
  return true;
}

/** A command type's handler and shape check in one system (see {@link routeOf}). */
interface Route {
  readonly handler: Handler;
  readonly shape: Shape | undefined;
}

/** The routes of one system, found so far, with the tables they were read from. */
interface Routes {
  readonly handlers: AnyRuleSystem['handlers'];
  readonly shapes: AnyRuleSystem['shapes'];
  readonly byType: Map<string, Route>;
}
const routeTables = new WeakMap<AnyRuleSystem, Routes>();
let lastSystem: AnyRuleSystem | null = null;
let lastRoutes: Routes | null = null;

/**
 * The handler and shape check of a command type in a system, or undefined if it has no handler (issue 33: one map
 * look-up per command instead of an own-property check and a read by key in the handler table, the same in the
 * shape table, and the handler read again). Only types with a handler are kept, so junk types do not pile up; a
 * system given new tables (not changed in place: they are read-only) is read again.
 */
function routeOf(system: AnyRuleSystem, type: string): Route | undefined {
  let routes = system === lastSystem ? lastRoutes : routeTables.get(system);
  if (!routes || routes.handlers !== system.handlers || routes.shapes !== system.shapes) {
    routes = { handlers: system.handlers, shapes: system.shapes, byType: new Map() };
    routeTables.set(system, routes);
  }
  lastSystem = system;
  lastRoutes = routes;
  let route = routes.byType.get(type);
  if (route === undefined) {
    const handler = hasOwn.call(system.handlers, type) ? system.handlers[type] : undefined;
    if (typeof handler !== 'function') return undefined;
    const shape = hasOwn.call(system.shapes, type) ? system.shapes[type] : undefined;
    route = { handler, shape };
    routes.byType.set(type, route);
  }
  return route;
}

/**
 * The envelope's own refusals of a command (not a command, unknown, a decision pending, bad dice, bad shape), or
 * the command's handler when there is none.
 */
function envelopeProblem(system: AnyRuleSystem, live: Encounter, command: unknown): Refused | Handler {
  if (
    command === null ||
    typeof command !== 'object' ||
    Array.isArray(command) ||
    typeof (command as CommandBase).type !== 'string'
  ) {
    return refused(msg('notACommand', {}));
  }
  const cmd = command as CommandBase;
  const route = routeOf(system, cmd.type);
  if (route === undefined) return refused(msg('unknownCommand', { type: cmd.type.slice(0, 60) }));
  if (live.pending && !ANY_TIME.includes(cmd.type))
    return refused(msg('decisionPending', { prompt: live.pending.prompt }), live.pending.ruleId);
  if (
    cmd.dice !== undefined &&
    (!Array.isArray(cmd.dice) || cmd.dice.length > 200 || !allNumbers(cmd.dice as unknown[]))
  ) {
    return refused(msg('badDiceList', {}));
  }
  if (cmd.asker !== undefined && !isAsker(cmd.asker))
    return refused(msg('badField', { field: 'asker', expected: 'object' }));
  const shape = route.shape;
  const problem = shape ? shape(cmd, '') : null;
  if (problem) return refused(problem);
  if (
    cmd.diceFrom !== undefined &&
    (typeof cmd.diceFrom !== 'number' || !Number.isSafeInteger(cmd.diceFrom) || cmd.diceFrom < 0)
  )
    return refused(msg('badField', { field: 'diceFrom', expected: 'number' }));
  return route.handler;
}

/**
 * Would the command apply now, by its system's cheap check (`RuleSystem.prechecks`) instead of running it?
 * Undefined when the system has none for it (dry-run it then). The envelope's refusals come first, as in
 * {@link execute}; typed-in dice are not checked (a precheck is for commands sent without them).
 */
export function precheck(system: AnyRuleSystem, live: Encounter, command: unknown): { ok: true } | Refused | undefined {
  const type = (command as CommandBase | null)?.type;
  const check =
    typeof type === 'string' && system.prechecks && hasOwn.call(system.prechecks, type)
      ? system.prechecks[type]
      : undefined;
  if (!check || (command as CommandBase).dice !== undefined) return undefined;
  const env = envelopeProblem(system, live, command);
  if (typeof env !== 'function') return env;
  const p = check(live, command);
  return p ? refused(p.reason, p.ruleId) : { ok: true };
}

/** The context of one command: its dice, its events, its system (one object: issue 33, fewer per command). */
class CommandCtx implements Ctx {
  events: EventBase[] = [];
  readonly roller: Roller;
  constructor(
    public system: AnyRuleSystem,
    dice: Encounter['rng'],
    manual: readonly number[] | undefined,
  ) {
    this.roller = new Roller(dice, manual, (roll: DieRoll) =>
      this.events.push({ type: 'dieRolled', roll, rules: purposeRules(roll.purpose) } as CoreEvent),
    );
  }

  /**
   * This context for the next command of its transaction (issue 33: one context and roller per transaction, not
   * per command); the events list handed out with the last command stays that command's.
   */
  reset(system: AnyRuleSystem, dice: Encounter['rng'], manual: readonly number[] | undefined): this {
    this.system = system;
    this.events = [];
    this.roller.reset(dice, manual);
    return this;
  }

  emit(e: EventBase): void {
    this.events.push(ownLists(e));
  }
}

/**
 * Run one command against `live` (changed in place when it applies, unless `dryRun`). Never throws.
 * The caller (a session, or the pure `apply`) publishes the state. `work` is a transaction over `live` to reuse (a
 * session keeps one: issue 33, its lists are allocated once); it is used only when idle, else a new one is made.
 */
export function execute(
  system: AnyRuleSystem,
  live: Encounter,
  command: unknown,
  dryRun = false,
  work?: Work,
): Executed['outcome'] {
  // The result has its diff in these modes.
  return run(system, live, command, dryRun ? DRY : COMMIT, work) as Executed['outcome'];
}

/**
 * {@link execute} (never a dry run) with the change as the flat array a session's history keeps (issue 33: the
 * diff object is made only if a reader asks for it, see `unpackDiff`).
 */
export function executePacked(
  system: AnyRuleSystem,
  live: Encounter,
  command: unknown,
  work?: Work,
): Refused | Bug | { readonly ok: true; readonly events: readonly EventBase[]; readonly packed: PackedDiff } {
  // The result has its packed diff in this mode.
  return run(system, live, command, PACKED, work) as
    Refused | Bug | { ok: true; events: EventBase[]; packed: PackedDiff };
}

const COMMIT = 0;
const DRY = 1;
const PACKED = 2;

function run(
  system: AnyRuleSystem,
  live: Encounter,
  command: unknown,
  mode: number,
  work: Work | undefined,
): Refused | Bug | { ok: true; events: EventBase[]; diff?: Diff; packed?: PackedDiff } {
  const w = work && work.s === live && !work.running ? work : new Work(live);
  w.running = true;
  w.copies = system.copies;
  try {
    const handler = envelopeProblem(system, live, command);
    if (typeof handler !== 'function') return handler;
    const cmd = command as CommandBase;
    const from = live.rng;
    const dice =
      cmd.diceFrom !== undefined && from.alg === 'chacha20' && cmd.diceFrom > from.n
        ? { ...from, n: cmd.diceFrom }
        : from;
    const spare = w.spareCtx as CommandCtx | null;
    const ctx = spare ? spare.reset(system, dice, cmd.dice) : (w.spareCtx = new CommandCtx(system, dice, cmd.dice));
    const { roller, events } = ctx;
    handler(w, cmd, ctx);
    if (roller.unusedManual > 0) {
      w.rollback();
      return refused(msg('unusedDice', { count: roller.unusedManual }));
    }
    if (roller.advanced || dice !== from) w.set('rng', roller.nextState);
    w.set('seq', live.seq + 1);
    // The history keeps the list: at its length (a list grown by push keeps room for 17 events: issue 33), made by
    // a literal (see `sized.ts`).
    const kept = events.length === 0 ? events : keptCopy(events);
    if (mode === PACKED) return { ok: true, events: kept, packed: w.commitPacked() };
    const diff = w.commit();
    // A dry run reports what would change, then puts it back.
    if (mode === DRY) applyDiff(live, diff, 'backward');
    return { ok: true, events: kept, diff };
  } catch (e) {
    w.rollback();
    if (e instanceof RuleViolation) return refused(e.reason, e.ruleId);
    if (e instanceof DiceError) return refused(e.msg, purposeRules(e.msg.purpose)[0]);
    return {
      ok: false,
      kind: 'bug',
      error: e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e),
    };
  } finally {
    w.running = false;
  }
}

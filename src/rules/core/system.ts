/**
 * The rule-system contract (boardgame.io's `Game`): one definition per rule system, so the kernel never names
 * a system. A definition gives the grid metric, the turn-order hooks, the initial state, the checks of its
 * typed parts of the creature and the encounter, its command handlers keyed by its own command union (the
 * compiler checks every command has one), a shape check per command, its decision resumers, and its file
 * migrations. `src/rules/registry.ts` is the only file that names all systems.
 */
import type { Decide } from './commands';
import type { CommandBase } from './commandBase';
import type { Roller } from './dice';
import type { CoreEvent } from './events';
import type { GridRules } from './gridRules';
import type { EventBase, Msg } from './message';
import type { CreatureId, DecisionOption, Encounter, PendingDecision } from './model';
import type { PlayerPolicy } from './players';
import type { RulerQuery, RulerReading, TemplateRules } from './ruler';
import type { Shape } from './shape';
import type { PartCopies, Work } from './work';

export type { GridRules } from './gridRules';

/** What a handler gets besides the working state and the command. */
export interface Ctx<Ev extends EventBase = EventBase> {
  readonly roller: Roller;
  /** Record an event (in order). */
  emit(e: Ev | CoreEvent): void;
  /** Events emitted so far by this command. */
  readonly events: readonly (Ev | CoreEvent)[];
  /** The rule system the command runs under (grid rules, turn hooks, decision resumers). */
  readonly system: AnyRuleSystem;
}

/** A command handler: checks preconditions (refusing with a rule id), then changes the work. */
export type Handler<
  E extends Encounter = Encounter,
  C extends CommandBase = CommandBase,
  Ev extends EventBase = EventBase,
> = (w: Work<E>, command: C, ctx: Ctx<Ev>) => void;

/** Hooks the kernel's turn commands call (`nextTurn`, `previousTurn`, initiative); all optional. */
export interface TurnRules<E extends Encounter = Encounter, Ev extends EventBase = EventBase> {
  /** Order the creatures that have an initiative (default: highest first, ties by bonus, then creation order). */
  sort?(enc: E, ids: readonly CreatureId[]): CreatureId[];
  /** Pass over this creature when advancing (4e MC-INIT-1: a mount that already acted on its rider's count). */
  skips?(enc: E, id: CreatureId): boolean;
  /** A creature's turn has begun (4e: its action set, MC-TURN-1). */
  started?(w: Work<E>, id: CreatureId, ctx: Ctx<Ev>): void;
  /** A creature's turn is about to end. */
  ending?(w: Work<E>, id: CreatureId, ctx: Ctx<Ev>): void;
}

/** Continues a rule chain with the chosen option of a pending decision (the kernel's `decide` calls it). */
export type Resumer<E extends Encounter = Encounter, Ev extends EventBase = EventBase> = (
  w: Work<E>,
  pending: PendingDecision,
  option: DecisionOption,
  command: Decide,
  ctx: Ctx<Ev>,
) => void;

/**
 * A file migration: brings a raw encounter (and its raw commands) written at `from` to the next version.
 * Runs on untrusted data before any check; it must not throw on odd input (the checks after it refuse that).
 * `from: 2` runs on every version-2 state (files, autosaves, checkpoints): it brings a system part that earlier
 * builds wrote in version 2 to today's shape, recognising the old shape itself, and leaves today's unchanged.
 */
export interface Migration {
  readonly from: number;
  encounter(raw: Record<string, unknown>): void;
  command?(raw: Record<string, unknown>): void;
}

/** The refusal a command would get now, or null (see `RuleSystem.prechecks`). */
export type Precheck<E extends Encounter = Encounter, C = unknown> = (
  enc: E,
  command: C,
) => { readonly reason: Msg; readonly ruleId?: string } | null;

/** The part a rule system keeps on each creature. */
export type CreaturePartOf<E extends Encounter> = E['creatures'][CreatureId]['sys'];

/** A rule system's definition; `E` its encounter type, `C` its command union, `Ev` its event union. */
export interface RuleSystem<
  E extends Encounter = Encounter,
  C extends CommandBase = CommandBase,
  Ev extends EventBase = EventBase,
> {
  readonly id: E['system'];
  readonly grid: GridRules;
  /** Conditions a creature may have in this system (the kernel's `hidden` included). */
  readonly conditions: readonly string[];
  /** The rule id that keeps a carried creature from moving on its own (4e MC-MOVE-1, Tenkai TK-MNT-3). */
  readonly riderMoveRule: string;
  /** A new encounter's system part. */
  newSys(): E['sys'];
  /**
   * A creature's system part from what a person or a file gave (`given` may be undefined or partial: fill in
   * defaults). Returns the refusal naming the field if it is not acceptable.
   */
  creaturePart(
    given: unknown,
    existing: CreaturePartOf<E> | undefined,
  ): { ok: true; part: CreaturePartOf<E> } | { ok: false; reason: Msg };
  /** Problems with the encounter's system part given the whole encounter (files and autosaves), or null. */
  checkSys(enc: E): Msg | null;
  /** Command handlers; the compiler checks every command of `C` has one. */
  readonly handlers: { readonly [K in C['type']]: Handler<E, Extract<C, { type: K }>, Ev> };
  /** A shape check per command type, run before its handler. */
  readonly shapes: { readonly [K in C['type']]: Shape };
  /** Resumers of the pending decisions this system creates, by kind. */
  readonly decisions: Readonly<Record<string, Resumer<E, Ev>>>;
  readonly turns: TurnRules<E, Ev>;
  /** File migrations of this system's parts, oldest first. */
  readonly migrations: readonly Migration[];
  /**
   * Cheap availability of commands that act on the whole encounter (issue 33: "Roll for all" dry-ran a roll for
   * every creature after every command to enable its button): the refusal the handler would give now, or null —
   * the same answer as a dry run, without running it. Commands without one are dry-run.
   */
  readonly prechecks?: { readonly [K in C['type']]?: Precheck<E, Extract<C, { type: K }>> };
  /**
   * Shallow copies of this system's parts as `Work.patchSys` (a creature's part) and `Work.patch('sys')` (the
   * encounter's) make them (issue 33): the same own keys, values and key order as a spread, built from a literal so
   * that the copies share a few hidden classes (a spread of parts of many shapes is slow, and so is every later read
   * of a field of its copy). Default: a spread.
   */
  readonly copies?: PartCopies<CreaturePartOf<E>, E['sys']>;
  /**
   * The ruler's reading by this system's rules (issue 17), from the kernel's (`base`: squares along the legs and
   * the height between the ends). Default: the kernel's.
   */
  ruler?(enc: E, q: RulerQuery, base: RulerReading): RulerReading;
  /** Area templates (issue 17): the kinds offered and what one covers. Default: none. */
  readonly templates?: TemplateRules<E>;
  /**
   * What the players may see of this system's parts and events and which of its commands they may ask for
   * (issue 26, `players.ts`). Without it, players get nothing of the system's own and may ask for nothing.
   */
  readonly players?: PlayerPolicy<E, C['type'], Ev>;
  /**
   * The chat palette's view of a creature (issue 30): its sheet's numbers as read-only variables (`{命中}`) and the
   * statuses a status command (`:HP-5`) may change, each with the system's own command. Without it, a palette has
   * only its own definition lines and no status command.
   */
  readonly palette?: PaletteRules<E>;
}

/** A read-only number of a creature's sheet a palette line may name (`{命中}`), under the source's terms. */
export interface PaletteValue {
  /** Its names: the source's Japanese term first, then the English one (`['命中', 'Accuracy']`). */
  readonly names: readonly string[];
  readonly value: number;
}

/** What a status command gives: the rule system's command, or its refusal with the rule that refuses. */
export type StatusOutcome =
  | { readonly ok: true; readonly command: CommandBase }
  | { readonly ok: false; readonly why: 'dead' | 'fixed'; readonly ruleId: string };

/** A status a status command may change (`:HP-5`, `:練力+2`, `:HP=10`). */
export interface PaletteStatus extends PaletteValue {
  readonly max: number | null;
  /** The system's command that makes the value `next` (already a different value), or the refusal. */
  set(next: number): StatusOutcome;
}

/** A rule system's part of the chat palette (issue 30). */
export interface PaletteRules<E extends Encounter = Encounter> {
  values(enc: E, c: E['creatures'][CreatureId]): readonly PaletteValue[];
  statuses(enc: E, c: E['creatures'][CreatureId]): readonly PaletteStatus[];
  /**
   * An imported character's sheet (ココフォリア's status and params, ユドナリウム's resources): the system part for
   * `addCreature` from the numbers found under the source's terms (`get('命中')`), or undefined for the defaults.
   */
  sheet?(get: (names: readonly string[]) => SheetNumber | undefined): unknown;
}

/** A number an imported character gives (a status has a maximum too). */
export interface SheetNumber {
  readonly value: number;
  readonly max: number | null;
}

/** A rule system with its types erased, as the kernel and the registry hold it. */
export interface AnyRuleSystem {
  readonly id: string;
  readonly grid: GridRules;
  readonly conditions: readonly string[];
  readonly riderMoveRule: string;
  newSys(): unknown;
  creaturePart(given: unknown, existing: unknown): { ok: true; part: unknown } | { ok: false; reason: Msg };
  checkSys(enc: Encounter): Msg | null;
  readonly handlers: Readonly<Record<string, Handler>>;
  readonly shapes: Readonly<Record<string, Shape>>;
  readonly decisions: Readonly<Record<string, Resumer>>;
  readonly turns: TurnRules;
  readonly migrations: readonly Migration[];
  readonly prechecks?: Readonly<Record<string, Precheck | undefined>>;
  readonly copies?: PartCopies;
  ruler?(enc: Encounter, q: RulerQuery, base: RulerReading): RulerReading;
  readonly templates?: TemplateRules;
  readonly players?: PlayerPolicy;
  readonly palette?: PaletteRules;
}

/**
 * Define a rule system: the compiler checks the definition against its own types, then the registry holds it
 * with its types erased (the one place where a system's types meet the kernel's untyped dispatch).
 */
export function defineSystem<E extends Encounter, C extends CommandBase, Ev extends EventBase>(
  def: RuleSystem<E, C, Ev>,
): AnyRuleSystem {
  return def as unknown as AnyRuleSystem;
}

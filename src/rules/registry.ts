/**
 * The registry of rule systems — the only file in src/rules that names every system. The kernel, the store,
 * the board and the panels ask it for a state's system; nothing else branches on a system's id.
 */
import {
  applyTo,
  baseRuler,
  loadEncounterFile,
  msg,
  newEncounterOf,
  parseEncounterFile,
  Session,
  type AnyRuleSystem,
  type CommandBase,
  type Encounter,
  type EncounterFile,
  type FileMsg,
  type NewEncounterOptions,
  type Outcome,
  type RulerQuery,
  type RulerReading,
  type TemplateQuery,
  type TemplateReading,
  type TemplateRules,
} from './core';
import { mounted4e, type M4Command, type M4Encounter } from './mounted4e';
import { sudukuri, type SdEncounter, type SudukuriCommand } from './sudukuri';
import { tenkai, type TenkaiCommand, type TkEncounter } from './tenkai';

/**
 * The built-in rule systems, by id. Adding a system: one entry here and its encounter and command types in the
 * unions below (docs/architecture.md, "Adding a rule system").
 */
export const SYSTEMS = { mounted4e, tenkai, sudukuri } as const;

/** The id of a built-in rule system. */
export type SystemId = keyof typeof SYSTEMS;

/** An encounter of any rule system (discriminated by `system`). */
export type AnyEncounter = M4Encounter | TkEncounter | SdEncounter;
/** Every command of every rule system (each system's union includes the kernel's). */
export type Command = M4Command | TenkaiCommand | SudukuriCommand;

/** Every registered rule system by id: the built-in ones, then any `registerSystem` added (tests, plug-ins). */
const registered = new Map<string, AnyRuleSystem>();
/**
 * The ids of every registered rule system, in the order the app lists them (the built-in ones first). Live: a
 * system registered later is listed too.
 */
export const SYSTEM_IDS: readonly string[] = [];

/** A system id: letters and digits, starting with a lower-case letter (it names a folder, a key and a file field). */
const ID = /^[a-z][a-z0-9]{1,31}$/;

/**
 * Register a rule system (the built-in ones are registered below). Refused — an Error, nothing registered — when
 * the id is not a plain identifier, when it is taken, or when it names a property every object has (`toString`).
 */
export function registerSystem(system: AnyRuleSystem): void {
  const id = system.id;
  if (typeof id !== 'string' || !ID.test(id) || id in Object.prototype)
    throw new Error(`a rule system's id must be a plain identifier: ${String(id)}`);
  if (registered.has(id)) throw new Error(`rule system ${id} is already registered`);
  registered.set(id, system);
  (SYSTEM_IDS as string[]).push(id);
}
for (const s of Object.values(SYSTEMS)) registerSystem(s);

/** The rule system of an id (registered ones only), or undefined. */
export function systemOf(id: unknown): AnyRuleSystem | undefined {
  return typeof id === 'string' ? registered.get(id) : undefined;
}

/** The rule system of an encounter (every encounter the app holds has a known one). */
export function systemFor(enc: Pick<Encounter, 'system'>): AnyRuleSystem {
  const s = systemOf(enc.system);
  if (!s) throw new Error(`unknown rule system ${String(enc.system)}`);
  return s;
}

/** Apply one command to an encounter value (the pure façade; never throws; a refusal changes nothing). */
export function apply<E extends Encounter>(state: E, command: Command | CommandBase): Outcome<E> {
  const s = systemOf(state.system);
  if (!s) return { ok: false, kind: 'refused', reason: { m: 'unknownCommand', type: String(state.system) } as never };
  return applyTo(s, state, command);
}

/** A new, empty encounter of a rule system (the first listed by default; an unknown id throws). */
export function newEncounter(opts: NewEncounterOptions & { system?: string }): AnyEncounter {
  return newEncounterOf(systemFor({ system: opts.system ?? SYSTEM_IDS[0]! }), opts) as AnyEncounter;
}

/** A session over an encounter of any rule system. */
export function newSession<E extends Encounter = AnyEncounter>(initial: E): Session<E, Command> {
  return new Session<E, Command>(systemFor(initial), initial);
}

/** Parse and check a file's text (any rule system). */
export function parseFile(text: string): { ok: true; file: EncounterFile<Command> } | { ok: false; error: FileMsg } {
  return parseEncounterFile<Command>(text, systemOf);
}

/** Load a file's text into a session by replaying its commands (any rule system). */
export function loadFile(
  text: string,
): { ok: true; session: Session<AnyEncounter, Command> } | { ok: false; error: FileMsg } {
  return loadEncounterFile<AnyEncounter, Command>(text, systemOf);
}

/** The ruler's reading of an encounter by its rule system (a preview: nothing enters history). */
export function rulerReading(enc: Encounter, q: RulerQuery): RulerReading {
  const system = systemFor(enc);
  const base = baseRuler(enc, system.grid, q);
  return system.ruler ? system.ruler(enc, q, base) : base;
}

/** The area templates an encounter's rule system offers (none: an empty list). */
export function templateKinds(enc: Pick<Encounter, 'system'>): TemplateRules['kinds'] {
  return systemFor(enc).templates?.kinds ?? [];
}

/** What a template covers in an encounter, by its rule system's rules. */
export function templateReading(enc: Encounter, q: TemplateQuery): TemplateReading {
  const t = systemFor(enc).templates;
  if (!t) return { ok: false, reason: msg('unknownCommand', { type: 'template' }), rule: '' };
  return t.of(enc, q);
}

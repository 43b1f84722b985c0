/**
 * The rules engine's single entry point: `apply(encounter, command)` → new state and events, or a rejection.
 * Core handlers are shared; each rule system adds its own commands and may override a core one.
 */
import { applyWith, coreHandlers, type CoreCommand, type Encounter, type Handler, type Outcome, type RuleSystem } from './core';
import { mounted4eHandlers, type Mounted4eCommand } from './mounted4e';
import { sudukuriHandlers, type SudukuriCommand } from './sudukuri';
import { tenkaiHandlers, type TenkaiCommand } from './tenkai';

/** Every command of every rule system. */
export type Command = CoreCommand | Mounted4eCommand | TenkaiCommand | SudukuriCommand;

type Table = Readonly<Record<string, Handler<never> | undefined>>;
const tables: Record<RuleSystem, Table> = {
  mounted4e: { ...(coreHandlers as unknown as Table), ...mounted4eHandlers },
  tenkai: { ...(coreHandlers as unknown as Table), ...tenkaiHandlers },
  sudukuri: { ...(coreHandlers as unknown as Table), ...sudukuriHandlers },
};

/** Apply one command to an encounter. Pure; never throws; a rejection changes nothing. */
export function apply(state: Encounter, command: Command): Outcome {
  const table = tables[state.system];
  if (!table) return { ok: false, reason: { en: `Unknown rule system "${String(state.system)}".`, ja: `不明なルール「${String(state.system)}」です。` } };
  return applyWith(table, state, command);
}

export * from './core';

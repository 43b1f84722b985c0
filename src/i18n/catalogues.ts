/**
 * The i18n registry of the rule systems' catalogues — with src/rules/registry.ts and src/ui/systems.tsx, one of
 * the three files that name every rule system (rules, text, panels). A catalogue brings the system's whole text:
 * its events and messages, its name and its rules reference; every list of systems in the i18n layer (names,
 * the reference, the GM docs) is read from here.
 */
import type { Catalogue, Lang } from './describe';
import { mounted4eCatalogue } from './systems/mounted4e';
import { sudukuriCatalogue } from './systems/sudukuri';
import { tenkaiCatalogue } from './systems/tenkai';

const table: Record<string, Catalogue> = {};

/** Each rule system's catalogue, by system id (live: a catalogue registered later is here too). */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = table;

/**
 * Register a rule system's catalogue under its id. Refused (an Error, nothing registered) when the id is taken or
 * names a property every object has, or when the catalogue has no name in both languages.
 */
export function registerCatalogue(id: string, cat: Catalogue): void {
  if (id in Object.prototype || Object.prototype.hasOwnProperty.call(table, id))
    throw new Error(`a catalogue for ${id} is already registered`);
  if (!cat.name?.en || !cat.name?.ja) throw new Error(`the catalogue of ${id} needs a name in both languages`);
  table[id] = cat;
}
registerCatalogue('mounted4e', mounted4eCatalogue);
registerCatalogue('tenkai', tenkaiCatalogue);
registerCatalogue('sudukuri', sudukuriCatalogue);

/** A rule system's name in a language, from its catalogue; an unknown system is shown by its id. */
export function systemName(id: string, lang: Lang): string {
  return Object.prototype.hasOwnProperty.call(table, id) ? (table[id]!.name?.[lang] ?? id) : id;
}

/**
 * The i18n registry of the rule systems' catalogues — with src/rules/registry.ts and src/ui/systems.tsx, one of
 * the three files that name every rule system (rules, text, panels).
 */
import type { Catalogue } from './describe';
import { mounted4eCatalogue } from './systems/mounted4e';
import { sudukuriCatalogue } from './systems/sudukuri';
import { tenkaiCatalogue } from './systems/tenkai';

/** Each rule system's catalogue, by system id. */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = {
  mounted4e: mounted4eCatalogue,
  tenkai: tenkaiCatalogue,
  sudukuri: sudukuriCatalogue,
};

/**
 * What the storage engine takes from the rules kernel, in one place.
 *
 * The app layers normally reach the kernel through `src/rules` (its public index), but that index also exports
 * the registry of rule systems, which is being migrated and does not compile yet. The storage engine needs the
 * kernel alone (sessions, the file format, the rule-system contract) and takes the registry's `systemOf` as a
 * parameter, so it imports `src/rules/core` directly — from this file only. When the registry compiles again,
 * change this one import to '../../rules' and drop the lint exception.
 */
// eslint-disable-next-line no-restricted-imports -- see the comment above: the registry does not compile yet.
export {
  encounterJson, FILE_FORMAT, FILE_VERSION, loadEncounterFile, parseEncounterFile, Session,
  type AnyRuleSystem, type CommandBase, type Encounter, type FileMsg, type Msg, type Outcome,
} from '../../rules/core';

/**
 * What the storage engine takes from the rules kernel, in one place (through the rules' public index). The
 * engine takes the registry's `systemOf` as a parameter, so it works with any set of rule systems (tests use
 * the kernel's test system).
 */
export {
  encounterJson,
  ENCOUNTER_KEYS,
  FILE_FORMAT,
  FILE_VERSION,
  loadEncounterFile,
  parseEncounterFile,
  Session,
  type AnyRuleSystem,
  type CommandBase,
  type Encounter,
  type FileMsg,
  type Msg,
  type Outcome,
} from '../../rules';

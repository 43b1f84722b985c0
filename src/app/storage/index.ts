/**
 * The storage engine: an encounter library in IndexedDB with a journaled autosave and checkpoints (no UI).
 * See library.ts (the API, a façade over core.ts and one module per responsibility), records.ts (what is stored),
 * fold.ts (the journal's fold), schema.ts (the upgrade from today's single autosave record).
 */
export {
  Library,
  type AppendResult,
  type Created,
  type Damage,
  type EncounterSummary,
  type Failure,
  type JournalAppend,
  type LibraryOptions,
  type RestoreResult,
} from './library';
export { SAVING, type NotSavingReason, type SaveStatus } from './idb';
export { patientTimeout } from './patientTimer';
export {
  DB_NAME,
  DB_VERSION,
  fileTextOf,
  fold,
  stateText,
  STORES,
  type CheckpointRecord,
  type DamageCode,
  type DamageReason,
  type EntryRecord,
  type Folded,
  type FoldStart,
  type JournalRecord,
} from './records';
export { hashText, PrefixChain } from './hash';
export type { SystemOf } from './schema';

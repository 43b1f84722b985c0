/** The chat palette (issue 30): lines, variables, status commands; and the imports of ココフォリア and ユドナリウム characters. */
export { readLine, PaletteVars, MAX_DEPTH, MAX_EXPANDED, type PaletteLine, type PaletteError } from './lines';
export { prepareLine, paletteVars, lineForInput, type Prepared } from './status';
export { readCocofolia } from './cocofolia';
export { readYudonarium } from './yudonarium';
export { creatureFromImport, type CreatureFromImport } from './toCreature';
export { IMPORT_LIMITS, type ImportError, type ImportedCharacter } from './importTypes';

/**
 * The dummy fourth rule system of issue 31 ("plain": move, a d20 attack against AC, one condition), registered the
 * way a real one is: its definition in the rules registry, its catalogue in the i18n registry, its UI in the UI
 * registry — the three shared files a new system touches (docs/architecture.md, "Adding a rule system").
 */
import { registerCatalogue } from '../../../i18n/catalogues';
import { registerSystem } from '../../../rules';
import { registerSystemUi } from '../../../ui/systems';
import { plain } from './rules';
import { plainCatalogue } from '../../../i18n/testing/plainText';
import { plainUi } from './ui';

export { plain, PLAIN_PART, type PlEncounter } from './rules';
export { PLAIN_RULES } from '../../../i18n/testing/plainText';

/** Register "plain" with the three registries (once per test file: a second call is refused). */
export function registerPlain(): void {
  registerSystem(plain);
  registerCatalogue('plain', plainCatalogue);
  registerSystemUi('plain', plainUi);
}

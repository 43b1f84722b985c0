/** The tenkai catalogue: text of its events and messages (filled in by the migration to typed events). */
import { catalogue } from '../../describe';

export const tenkaiCatalogue = catalogue<Record<string, never>, Record<string, never>>({ events: {}, msgs: {} });

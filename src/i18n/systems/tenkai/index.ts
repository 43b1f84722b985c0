/**
 * The tenkai catalogue: the text of its events and messages in English and Japanese (the Japanese terms are the
 * source's, seed 002), the names of its creature part's fields and the names of the Tenkai concepts for the panels.
 */
import type { TkEvents, TkMsgs } from '../../../rules/tenkai';
import { catalogue } from '../../describe';
import { combatEvents } from './events-combat';
import { statusEvents } from './events-status';
import { turnEvents } from './events-turn';
import { miscMsgs } from './msgs-misc';
import { playMsgs } from './msgs-play';
import { TK_FIELDS } from './terms';

export * from './terms';
export { modLabel } from './mods';
export { behaviourText } from './behaviour';
export { formula } from './text';
export { CHECK_LABELS } from './events-status';

/** The Tenkai catalogue (the compiler checks that every event and message has a describer). */
export const tenkaiCatalogue = catalogue<TkEvents, TkMsgs>({
  events: { ...turnEvents, ...combatEvents, ...statusEvents },
  msgs: { ...playMsgs, ...miscMsgs },
  fields: TK_FIELDS,
  name: { en: 'Tenkai (舵天照)', ja: '舵天照' },
  // Loaded after the board's first frame (start-up, issue 33): ./reference.ts is a chunk of its own.
  reference: () => import('./reference').then((m) => m.tenkaiReference),
});

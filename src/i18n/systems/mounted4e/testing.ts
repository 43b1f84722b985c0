/** Test helpers: the mounted4e log and refusals as a reader sees them (tests of src/rules/mounted4e use these). */
import type { EventBase, Msg } from '../../../rules';
import type { M4Msg } from '../../../rules/mounted4e';
import type { Lang } from '../../describe';
import { describeEvent, describeMsg } from '../../rules';

/** Every event's sentence, one per line (English unless told). */
export function log(events: readonly EventBase[], lang: Lang = 'en'): string {
  return events.map((e) => describeEvent('mounted4e', e, lang)).join('\n');
}

/** A message (a refusal, a prompt) as text (English unless told). */
export function say(m: M4Msg | Msg, lang: Lang = 'en'): string {
  return describeMsg('mounted4e', m, lang);
}

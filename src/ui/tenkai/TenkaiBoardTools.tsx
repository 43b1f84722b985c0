/** What a Tenkai encounter adds over the board (loaded on demand): the rating table and battlefield, when open (K). */
import { RulesReference } from './RulesReference';
import { useTkUi } from './tkUi';

export function TenkaiBoardTools() {
  const showRules = useTkUi((s) => s.showRules);
  return showRules ? <RulesReference /> : null;
}

/** What a Tenkai encounter adds over the board (loaded on demand): the rules-reference toggle and view, the attack panel. */
import { useT } from '../context';
import { AttackPanel } from './AttackPanel';
import { RulesReference } from './RulesReference';
import { useTkUi } from './tkUi';

export function TenkaiBoardTools() {
  const { t } = useT();
  const showRules = useTkUi((s) => s.showRules);
  const setShowRules = useTkUi((s) => s.setShowRules);
  return (
    <>
      <div className="view-switch">
        <button data-testid="tk.rules.toggle" aria-pressed={showRules} onClick={() => setShowRules(!showRules)}>{t('tk.rules')}</button>
      </div>
      {showRules && <RulesReference />}
      <AttackPanel />
    </>
  );
}

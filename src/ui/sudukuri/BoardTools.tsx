/** What a 巣作りドラゴン encounter adds over the board (loaded on demand): the battle view and the map/battle switch. */
import { useT } from '../context';
import { ErrorBoundary } from '../ErrorBoundary';
import { KeyOf } from '../actions/ActionButton';
import { BattlePanel } from './BattlePanel';
import { useSdUi } from './sdUi';

export function SudukuriBoardTools() {
  const { t } = useT();
  const showBattle = useSdUi((s) => s.battle);
  const setShowBattle = useSdUi((s) => s.setBattle);
  return (
    <>
      <div className="view-switch">
        <button data-testid="view.battle" aria-pressed={showBattle} onClick={() => setShowBattle(true)}>
          {t('sd.showBattle')}
        </button>
        <button data-testid="view.map" aria-pressed={!showBattle} onClick={() => setShowBattle(false)}>
          {t('sd.showMap')}
        </button>
        <KeyOf id="sd.view" />
      </div>
      {showBattle && (
        <div className="sd-host">
          <ErrorBoundary name="battle">
            <BattlePanel />
          </ErrorBoundary>
        </div>
      )}
    </>
  );
}

/** What a 巣作りドラゴン encounter adds over the board (loaded on demand): the battle view and the map/battle switch. */
import { useState } from 'react';
import { useT } from '../context';
import { ErrorBoundary } from '../ErrorBoundary';
import { BattlePanel } from './BattlePanel';

export function SudukuriBoardTools() {
  const { t } = useT();
  const [showBattle, setShowBattle] = useState(true);
  return (
    <>
      <div className="view-switch">
        <button data-testid="view.battle" aria-pressed={showBattle} onClick={() => setShowBattle(true)}>{t('sd.showBattle')}</button>
        <button data-testid="view.map" aria-pressed={!showBattle} onClick={() => setShowBattle(false)}>{t('sd.showMap')}</button>
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

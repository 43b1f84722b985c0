/**
 * What the board is waiting for: a square pick (dismount landing, teleport, charge end) with a cancel button,
 * and — after a rider was dragged alone — why that is not allowed, with an offer to dismount (MC-MOVE-1).
 */
import { useServices, useT, useUi } from '../context';
import { startDismount } from './starters';
import { creatureOf } from '../../rules';
import { useM4 } from './useM4';

export function PickBanner() {
  const { t, tr, refusal } = useT();
  const ui = useServices().ui.getState();
  const enc = useM4();
  const pick = useUi((s) => s.pick);
  const offer = useUi((s) => s.mounted.offer);
  if (!pick && !offer) return null;
  return (
    <div className="pick-banner" data-testid="pick">
      {pick && (
        <div className="row">
          <span data-testid="pick.prompt">{tr(pick.prompt)}</span>
          <button data-testid="pick.cancel" onClick={() => ui.startPick(null)}>{t('pick.cancel')} <kbd>Esc</kbd></button>
        </div>
      )}
      {offer && !pick && (
        <div className="row" data-testid="offer.dismount">
          <span>{refusal(offer)}</span>
          <button data-testid="offer.dismount.go" onClick={() => enc && startDismount(ui, enc, offer.id)}>{t('offer.dismount', { name: (enc && creatureOf(enc, offer.id)?.name) ?? '' })}</button>
          <button data-testid="offer.close" onClick={() => ui.setMounted({ offer: null })}>×</button>
        </div>
      )}
    </div>
  );
}

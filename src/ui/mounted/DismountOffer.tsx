/**
 * After a rider was dragged alone: why that is not allowed (MC-MOVE-1, the rule as a chip) and an offer to
 * dismount it instead — a card of the dock beside the rider.
 */
import { creatureOf } from '../../rules';
import { useServices, useT, useUi } from '../context';
import { useDockCard } from '../layout/dockUi';
import { RuleChip } from '../RuleChip';
import { startDismount } from './starters';
import { useM4 } from './useM4';

export function DismountOffer() {
  const { t, msg } = useT();
  const ui = useServices().ui.getState();
  const enc = useM4();
  const offer = useUi((s) => s.mounted.offer);
  const pick = useUi((s) => s.pick);
  const shown = offer && !pick && enc && creatureOf(enc, offer.id) ? offer : null;
  useDockCard('m4.dismount-offer', shown ? { ids: [shown.id] } : null);
  if (!shown || !enc) return null;
  return (
    <section
      className="dock-card offer"
      role="group"
      aria-label={t('offer.dismount', { name: creatureOf(enc, shown.id)?.name ?? '' })}
      data-testid="offer.dismount"
    >
      <p>
        {msg(shown.reason)} {shown.ruleId && <RuleChip id={shown.ruleId} />}
      </p>
      <div className="row">
        <button type="button" data-testid="offer.dismount.go" onClick={() => startDismount(ui, enc, shown.id)}>
          {t('offer.dismount', { name: creatureOf(enc, shown.id)?.name ?? '' })}
        </button>
        <button
          type="button"
          data-testid="offer.close"
          aria-label={t('menu.close')}
          onClick={() => ui.setMounted({ offer: null })}
        >
          × <kbd>Esc</kbd>
        </button>
      </div>
    </section>
  );
}

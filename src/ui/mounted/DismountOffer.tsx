/**
 * After a rider was dragged alone: why that is not allowed (MC-MOVE-1, the rule as a chip) and an offer to
 * dismount it, or to move its mount to the square the drag ended on instead (issue 29: a GM who grabs a shared
 * square usually means the mount) — a card of the dock beside the rider.
 */
import { creatureOf, type Command } from '../../rules';
import { WhyNot } from '../actions/ActionButton';
import { fromOutcome } from '../actions/helpers';
import { useServices, useT, useUi } from '../context';
import { useDockCard } from '../layout/dockUi';
import { RuleChip } from '../RuleChip';
import { startDismount } from './starters';
import { useM4 } from './useM4';

export function DismountOffer() {
  const { t, msg } = useT();
  const svc = useServices();
  const ui = svc.ui.getState();
  const enc = useM4();
  const offer = useUi((s) => s.mounted.offer);
  const pick = useUi((s) => s.pick);
  const shown = offer && !pick && enc && creatureOf(enc, offer.id) ? offer : null;
  useDockCard('m4.dismount-offer', shown ? { ids: [shown.id] } : null);
  if (!shown || !enc) return null;
  const rider = creatureOf(enc, shown.id);
  const mount = rider?.mountId ? creatureOf(enc, rider.mountId) : undefined;
  const move: Command | null =
    mount && shown.to ? { type: 'moveCreature', id: mount.id, to: { x: shown.to.x, y: shown.to.y } } : null;
  const moveAv = move ? fromOutcome(svc.encounter.getState().preview(move)) : null;
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
        {move && mount && moveAv && (
          <button
            type="button"
            data-testid="offer.move-mount"
            disabled={!moveAv.ok}
            onClick={() => {
              if (svc.encounter.getState().dispatch(move).ok) ui.setMounted({ offer: null });
            }}
          >
            {t('offer.moveMount', { name: mount.name })}
          </button>
        )}
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
      {moveAv && !moveAv.ok && <WhyNot av={moveAv} testId="offer.move-mount.why" />}
    </section>
  );
}

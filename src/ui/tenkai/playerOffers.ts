/**
 * 舵天照's offers to a player for a character of theirs (issue 26): moving (`tkMove`), riding a partner and getting
 * off (TK-MNT-3), ending or postponing the round (TK-TURN-4). Candidates only: the GM's request check keeps what the
 * rules allow now.
 */
import { creatureOf } from '../../rules';
import { moveOffer, type OfferFn } from '../actions/playerOffers';
import { L, Lp } from '../actions/shared';

/** Offers by the id of the Tenkai action they belong to (`creature.move` replaces the shared move). */
export const TK_OFFERS: Readonly<Record<string, OfferFn>> = {
  'creature.move': moveOffer('tkMove'),
  'tk.ride': (enc, id) => {
    const c = creatureOf(enc, id);
    if (!c || c.mountId) return [];
    return enc.creatureOrder.flatMap((pid) => {
      const p = pid === id ? undefined : creatureOf(enc, pid);
      return p && !p.mountId
        ? [
            {
              id: `ride.${pid}`,
              label: Lp('po.ride', { partner: p.name }),
              command: { type: 'tkMountPartner', riderId: id, partnerId: pid },
            },
          ]
        : [];
    });
  },
  'tk.dismount': (enc, id) =>
    creatureOf(enc, id)?.mountId
      ? [{ id: 'dismount', label: L('po.tkDismount'), command: { type: 'tkDismountPartner', riderId: id } }]
      : [],
  'tk.endRound': () => [{ id: 'endRound', label: L('po.endRound'), command: { type: 'tkEndRound' } }],
  'tk.postpone': () => [{ id: 'postpone', label: L('po.postpone'), command: { type: 'tkPostpone' } }],
};

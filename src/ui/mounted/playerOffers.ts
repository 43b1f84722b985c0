/**
 * 4e's offers to a player for a creature of theirs (issue 26): mounting (the rules' own `mountOptions`), dismounting
 * and dropping prone from the saddle (pick a square, MC-MOUNT-2, MC-PRONE-4), taking the reins, commanding the mount
 * (MC-SEP-1), standing up, shifting (B-11), delaying the turn (B-16). Candidates only: the GM's request check keeps
 * what the rules allow now.
 */
import { creatureOf } from '../../rules';
import { mountOptions, type M4Encounter } from '../../rules/mounted4e';
import { around, moverFor, type OfferFn } from '../actions/playerOffers';
import { L, Lp } from '../actions/shared';
import type { ActionDef } from '../actions/types';

const c4 = (enc: Parameters<OfferFn>[0], id: string) => (enc.system === 'mounted4e' ? creatureOf(enc, id) : undefined);

/** Offers by the id of the 4e action they belong to. */
export const M4_OFFERS: Readonly<Record<string, OfferFn>> = {
  'm4.mount': (enc, id) => {
    const c = c4(enc, id);
    if (!c || c.mountId) return [];
    return mountOptions(enc as M4Encounter, id)
      .filter((o) => o.legal && !creatureOf(enc, o.mountId)?.mountId)
      .map((o) => {
        const mount = creatureOf(enc, o.mountId)?.name ?? '';
        return {
          id: `mount.${o.mountId}`,
          label: o.asPassenger ? Lp('po.passenger', { mount }) : Lp('po.mount', { mount }),
          command: { type: 'mount', id, mountId: o.mountId, via: o.adjacent ? 'adjacent' : 'move' },
        };
      });
  },
  'm4.dismount': (enc, id) => {
    const c = c4(enc, id);
    const mount = c?.mountId ? creatureOf(enc, c.mountId) : undefined;
    if (!c || !mount) return [];
    return [
      {
        id: 'dismount',
        label: Lp('po.dismount', { mount: mount.name }),
        command: { type: 'dismount', id },
        pick: { field: 'to', squares: around(enc, c.pos, 2), prompt: Lp('po.pick.dismount', { name: c.name }) },
      },
    ];
  },
  'm4.dropProne': (enc, id) => {
    const c = c4(enc, id);
    if (!c) return [];
    if (!c.mountId)
      return c.conditions.includes('prone')
        ? []
        : [{ id: 'dropProne', label: L('po.dropProne'), command: { type: 'dropProne', id } }];
    return [
      {
        id: 'dropProne',
        label: L('po.dropProneSaddle'),
        command: { type: 'dropProne', id },
        pick: { field: 'to', squares: around(enc, c.pos, 2), prompt: Lp('po.pick.dropProne', { name: c.name }) },
      },
    ];
  },
  'm4.takeReins': (enc, id) => {
    const c = c4(enc, id);
    return c?.mountId && !c.isRider
      ? [{ id: 'takeReins', label: L('po.takeReins'), command: { type: 'takeReins', id } }]
      : [];
  },
  'm4.commandMount': (enc, id) => {
    const c = c4(enc, id);
    const mount = c?.mountId && c.isRider ? creatureOf(enc, c.mountId) : undefined;
    return mount
      ? [
          {
            id: 'commandMount',
            label: Lp('po.commandMount', { mount: mount.name }),
            command: { type: 'commandMount', id },
          },
        ]
      : [];
  },
  'm4.standUp': (enc, id) =>
    c4(enc, id)?.conditions.includes('prone')
      ? [{ id: 'standUp', label: L('po.standUp'), command: { type: 'standUp', id } }]
      : [],
  'm4.shift': (enc, id) => {
    const sh = c4(enc, id) ? moverFor(enc, id) : undefined;
    if (!sh) return [];
    return [
      {
        id: 'shift',
        label: sh.id === id ? L('po.shift') : Lp('po.shiftMount', { mount: sh.name }),
        command: { type: 'shift', id: sh.id },
        pick: { field: 'to', squares: around(enc, sh.pos, 1), prompt: Lp('po.pick.shift', { name: sh.name }) },
      },
    ];
  },
  'm4.delay': (enc, id) =>
    c4(enc, id) ? [{ id: 'delayTurn', label: L('po.delay'), command: { type: 'delayTurn', id } }] : [],
};

/** 4e actions that exist for the players' menu only (the GM shifts by dragging with the path preview). */
export const M4_PLAYER_ONLY: readonly ActionDef[] = [
  {
    id: 'm4.shift',
    label: L('po.shift'),
    group: 'system',
    subject: true,
    relevant: () => false,
    perform() {},
  },
];

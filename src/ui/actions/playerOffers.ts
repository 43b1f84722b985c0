/**
 * What the action registry offers a player for a creature of theirs (issue 26; the menu is built and checked in
 * the GM's tab by `services/players/menu.ts`). Shared here: moving (the creature itself, or the mount a rider of
 * theirs directs — a passenger moves with its carrier). A rule system attaches its own offers to its actions with
 * {@link withOffers}. Candidates only: the GM's request check keeps what the rules allow now.
 */
import { creatureOf, type AnyEncounter, type CreatureId, type Point } from '../../rules';
import type { PlayerOffer } from '../../services/players/menu';
import { L, Lp } from './shared';
import type { ActionDef } from './types';

/** The candidates of one action for a creature. */
export type OfferFn = (enc: AnyEncounter, subject: CreatureId) => readonly PlayerOffer[];

/** Squares tried around a mover at most (a 19 × 19 window): keeps the menu under the protocol's limits. */
const MAX_RADIUS = 9;

/** Squares within `r` steps of a space's top-left, inside the grid, nearest first. */
export function around(enc: AnyEncounter, at: Point, r: number): Point[] {
  const out: Point[] = [];
  const g = enc.grid;
  for (let y = Math.max(0, at.y - r); y <= Math.min(g.height - 1, at.y + r); y++)
    for (let x = Math.max(0, at.x - r); x <= Math.min(g.width - 1, at.x + r); x++)
      if (x !== at.x || y !== at.y) out.push({ x, y });
  const d = (p: Point) => Math.max(Math.abs(p.x - at.x), Math.abs(p.y - at.y));
  return out.sort((a, b) => d(a) - d(b));
}

/** The creature a player's creature moves: itself, or the mount it rides as rider (a passenger moves nothing). */
export function moverFor(enc: AnyEncounter, id: CreatureId) {
  const c = creatureOf(enc, id);
  if (!c) return undefined;
  const moverId = c.mountId ? (c.isRider ? c.mountId : null) : c.id;
  return moverId ? creatureOf(enc, moverId) : undefined;
}

/** Moving with a command of the system's (`moveCreature`, Tenkai's `tkMove`). */
export const moveOffer =
  (type: string): OfferFn =>
  (enc, id) => {
    const mover = moverFor(enc, id);
    if (!mover) return [];
    const r = Math.max(1, Math.min(MAX_RADIUS, Math.ceil(Math.max(mover.speed, mover.flySpeed)) || MAX_RADIUS));
    const mine = mover.id === id;
    return [
      {
        id: mine ? 'move' : 'moveMount',
        label: mine ? L('po.move') : Lp('po.moveMount', { mount: mover.name }),
        command: { type, id: mover.id },
        pick: { field: 'to', squares: around(enc, mover.pos, r), prompt: Lp('po.pick.move', { name: mover.name }) },
      },
    ];
  };

/** Actions that exist for the players' menu only (the GM drags a token to move it). */
export const PLAYER_ONLY_ACTIONS: readonly ActionDef[] = [
  {
    id: 'creature.move',
    label: L('po.move'),
    group: 'creature',
    subject: true,
    relevant: () => false,
    perform() {},
    player: moveOffer('moveCreature'),
  },
];

/** The same actions, each with its player offers (by action id) attached. */
export function withOffers(actions: readonly ActionDef[], offers: Readonly<Record<string, OfferFn>>): ActionDef[] {
  return actions.map((a) => (Object.prototype.hasOwnProperty.call(offers, a.id) ? { ...a, player: offers[a.id] } : a));
}

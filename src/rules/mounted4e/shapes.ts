/**
 * Shape checks of the mounted4e commands (types only; ranges and rules are checked by the handlers, which
 * cite rule ids). The kernel runs them before a handler, so a handler never sees a string for a square.
 */
import { arr, bool, kernelShapes, nullable, num, obj, oneOf, opt, point, record, str, type Shape } from '../core';
import type { M4Command } from './commands';

const id = str(200);
const word = str(40);
/** An action a command may cost (B-7; 'none' = part of another action). */
const cost = oneOf(['standard', 'move', 'minor', 'free', 'immediate', 'opportunity', 'none']);
const situation = { combatAdvantage: opt(bool), cover: opt(word), origin: opt(point) };

/** The shape check of every command a 4e encounter accepts. */
export const shapes: { readonly [K in M4Command['type']]: Shape } = {
  ...kernelShapes,
  mount: obj({
    id,
    mountId: id,
    via: opt(word),
    approach: opt(point),
    teleportDistance: opt(num),
    asPassenger: opt(bool),
    action: opt(word),
  }),
  dismount: obj({ id, to: opt(point) }),
  takeReins: obj({ id }),
  shift: obj({ id, to: point }),
  takeAction: obj({ id, action: word, note: opt(str(1000)) }),
  commandMount: obj({ id }),
  attack: obj({
    attackerId: id,
    targetId: opt(id),
    targetIds: opt(arr(id, 1000)),
    targetSquare: opt(point),
    kind: word,
    attack: record,
    action: opt(cost),
    area: opt(record),
    power: opt(id),
    ...situation,
  }),
  charge: obj({ attackerId: id, targetId: id, to: point, path: opt(arr(point, 2000)), attack: record, ...situation }),
  forceMove: obj({
    targetId: id,
    alsoIds: opt(arr(id, 100)),
    kind: word,
    sourceId: opt(id),
    distance: num,
    path: arr(point, 100),
  }),
  teleport: obj({ id, to: point, distance: opt(num), action: opt(cost) }),
  knockProne: obj({ id }),
  dropProne: obj({ id, to: opt(point) }),
  standUp: obj({ id }),
  setBasicAttack: obj({ id, attack: record }),
  setOption: obj({ optionalFallRule: bool }),
  addEffect: obj({
    targetId: id,
    sourceId: opt(nullable(id)),
    what: record,
    duration: record,
    label: opt(str(80)),
    whileRiding: opt(obj({ with: id, mountKeyword: opt(bool) })),
  }),
  removeEffect: obj({ effectId: str(40) }),
  delayTurn: obj({ id }),
  resumeTurn: obj({ id }),
  endEncounter: obj({}),
};

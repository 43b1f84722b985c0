/**
 * The players' world (issue 26): the GM's encounter as the players know it — no creature they cannot see, the
 * ground under the fog as they were shown it (normal, height 0) — with every other figure as the GM has it, so the
 * engine judges a player's request by the same rules as the GM's clicks. Every answer a player gets (a refusal, a
 * menu, the squares offered) is computed here first, so it cannot differ between "a hidden creature stands there"
 * and "nothing stands there". What the real state then says is the table ruling's business (`unseen.ts`).
 *
 * One world per GM state (the state object is replaced by every change): built in O(creatures) once, then every
 * dry run of a menu or a request runs in its own session. Its dice are a throwaway key: nothing a player is answered
 * from it can depend on the GM's coming rolls.
 */
import {
  chachaDice,
  diceKeyText,
  newSession,
  systemFor,
  type AnyEncounter,
  type Command,
  type CreatureId,
  type Creature,
  type Session,
} from '../../rules';
import { fogGrid } from './fogGrid';
import { playerScope, type Scope } from './view';
import { partySight } from './vision';

/** The players' world of one GM state: its session (for dry runs) and the scope it was made in. */
export interface PlayersWorld {
  readonly session: Session<AnyEncounter, Command>;
  readonly scope: Scope;
}

const worlds = new WeakMap<object, PlayersWorld>();

/** The players' world of `enc` (cached per state). */
export function playersWorld(gm: AnyEncounter): PlayersWorld {
  const hit = worlds.get(gm);
  if (hit) return hit;
  // Issue 32: the party's vision fog is part of what the players know (the same copy the view is built from).
  const enc = partySight(gm);
  const scope = playerScope(enc);
  const gone = scope.unseen;
  const creatures: Record<CreatureId, Creature> = {};
  const policy = systemFor(enc).players;
  // The creatures' own parts without the gone ones either (4e effects on their targets, issue 33).
  const partWithout = gone.size > 0 ? policy?.partWithout : undefined;
  for (const id of enc.creatureOrder) {
    const c = enc.creatures[id];
    if (!c || gone.has(id)) continue;
    const sys = partWithout ? partWithout(c.sys as never, gone) : c.sys;
    creatures[id] = sys === c.sys ? c : { ...c, sys };
  }
  const order = enc.turns.order.filter((id) => !gone.has(id));
  const currentId = enc.turns.current >= 0 ? enc.turns.order[enc.turns.current] : undefined;
  const world = {
    ...enc,
    // A container of its own, always: a session freezes what it starts from, and the GM's state holds the GM
    // session's working container (sharing it would freeze the GM's encounter under the next command).
    creatures,
    // Dice of their own: a dry run that rolls (an attack in a menu's check) must not draw the GM's next faces, or an
    // answer that depended on them would tell the players what the GM rolls next.
    rng: chachaDice(diceKeyText(globalThis.crypto.getRandomValues(new Uint8Array(32)))),
    ...(gone.size > 0 || enc.scene.fog
      ? {
          grid: fogGrid(enc),
          creatureOrder: enc.creatureOrder.filter((id) => !gone.has(id)),
          turns: {
            order,
            current: currentId !== undefined && !gone.has(currentId) ? order.indexOf(currentId) : -1,
            round: enc.turns.round,
          },
          sys: policy?.withoutCreatures ? policy.withoutCreatures(enc.sys as never, gone) : enc.sys,
        }
      : {}),
  } as AnyEncounter;
  const w: PlayersWorld = { session: newSession(world), scope };
  worlds.set(gm, w);
  return w;
}

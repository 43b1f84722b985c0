/**
 * Test helpers of the players' services (test-only): a room's aliases with a fixed key, and the 4e table of the
 * request tests — the knight (Alice's) beside the warhorse, the squire (Bob's) further off, an orc, and a goblin the
 * GM hides from the players. Players name creatures by their aliases, as their devices do.
 */
import { newSession, type AnyEncounter, type Command } from '../../rules';
import { anEncounter, knight, orc, warhorse } from '../../rules/mounted4e/testing';
import { roomAliases, type Aliases } from './aliases';
import { checkRequest, type CheckContext, type RosterPlayer, type Verdict } from './check';

/** The aliases of one room (a fixed key, so that failures are reproducible). */
export const ROOM: Aliases = roomAliases(new Uint8Array(32).fill(7));

/** The reason key of a refusal (null when accepted). */
export const reasonOf = (v: Verdict): string | null => (v.ok ? null : v.refusal.reason.m);

/** The request tests' 4e table (see the module comment). */
export function requestScene() {
  const { s, id } = anEncounter()
    .with('knight', knight({ pos: { x: 2, y: 2 } }))
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('squire', knight({ name: 'Squire', pos: { x: 8, y: 8 } }))
    .with('orc', orc({ pos: { x: 11, y: 11 } }))
    .with('goblin', orc({ name: 'Goblin sneak', pos: { x: 2, y: 5 }, conditions: ['hidden'] }))
    .build();
  const session = newSession<AnyEncounter>(s);
  /** A creature as the players know it. */
  const a = (k: string) => ROOM(id(k));
  const roster: RosterPlayer[] = [
    { id: 'alice', name: 'Alice', creatureIds: [a('knight')] },
    { id: 'bob', name: 'Bob', creatureIds: [a('squire')] },
    { id: 'carol', creatureIds: [] },
  ];
  const check = (
    playerId: string,
    command: unknown,
    basedOnRevision = session.revision,
    extra: Partial<CheckContext> = {},
  ): Verdict =>
    checkRequest(
      { session, roster, revision: session.revision, aliases: ROOM, ...extra },
      { playerId, command, basedOnRevision },
    );
  /** A command of the GM's (applied; throws if refused). */
  const gm = (c: Command) => {
    const r = session.apply(c);
    if (!r.ok) throw new Error(`GM command refused: ${JSON.stringify(r)}`);
  };
  return { session, roster, id, a, check, gm };
}

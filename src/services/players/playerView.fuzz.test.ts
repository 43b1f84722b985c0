/**
 * Issue 33: the players' view is built from what changed — the scope's unseen and party sets and the party's vision
 * fog are kept while the players' sight is the same (`vision.ts` `sameSightAs`), and the view's records, order,
 * turns and system part come from the last view with only the creatures the table's transactions touched looked at
 * again (`changes.ts`). A hostile player reads every byte, so a kept value that outlived its state is a leak. This
 * property drives random GM sessions through the real store — moves, hiding and showing, a creature joining or
 * leaving the party, the vision fog and walls, the fog of war, mounting and dismounting (MC-MOUNT-1, MC-MOUNT-2),
 * hit points, effects from another creature, dice, turns, undo and redo — and after every step compares the view the app sends with one built
 * from scratch on a structured copy of the same state (its own table: nothing kept can answer it). They must be
 * the same byte for byte. (The log lines are not compared: each is worked out once, with the scope of the moment
 * its entry was published — `events.ts` — so a fresh builder words old entries in today's scope.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyEncounter, Command } from '../../rules';
import { anEncounter, knight, orc, warhorse } from '../../rules/mounted4e/testing';
import { createEncounterStore } from '../../store';
import { roomAliases } from './aliases';
import { playerViewBuilder } from './playerView';
import { ROOM } from './testing';

const SIZE = 14;
const KEYS = ['knight', 'horse', 'squire', 'orc', 'goblin', 'pony'] as const;

function table() {
  const { s, id } = anEncounter()
    .with('knight', knight({ pos: { x: 2, y: 2 } }))
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('squire', knight({ name: 'Squire', pos: { x: 8, y: 8 }, notes: 'Carries the secret letter' }))
    .with('orc', orc({ pos: { x: 11, y: 11 }, notes: 'Carries the key to the vault' }))
    .with('goblin', orc({ name: 'Goblin sneak', pos: { x: 12, y: 2 }, conditions: ['hidden'], notes: 'In the brush' }))
    .with('pony', warhorse({ name: 'Pony', side: 'enemy', pos: { x: 6, y: 11 } }))
    .build();
  return { store: createEncounterStore(s as AnyEncounter), id };
}

/** One GM step, made concrete against the ids (`u`: undo, `r`: redo). */
const step = fc.record({ k: fc.nat(15), a: fc.nat(5), b: fc.nat(5), x: fc.nat(SIZE - 2), y: fc.nat(SIZE - 2) });
type Step = { k: number; a: number; b: number; x: number; y: number };

function command(t: Step, id: (k: string) => string): Command | 'undo' | 'redo' {
  const who = id(KEYS[t.a % KEYS.length] as string);
  const other = id(KEYS[t.b % KEYS.length] as string);
  const at = { x: t.x, y: t.y };
  switch (t.k) {
    case 0:
    case 1:
      return { type: 'placeCreature', id: who, to: at } as Command;
    case 2:
      return { type: 'setCondition', id: who, condition: 'hidden', on: t.x % 3 !== 0 } as Command;
    case 3:
      // A creature joins or leaves the party (the party set and the records' "own" figures change).
      return { type: 'editCreature', id: who, patch: { side: t.x % 2 ? 'party' : 'enemy' } } as Command;
    case 4:
      return { type: 'setVision', on: t.x % 3 !== 0 } as Command;
    case 5:
      return { type: 'addWalls', walls: [{ kind: 'wall', x1: t.x, y1: 0, x2: t.x, y2: 1 + t.y }] } as Command;
    case 6:
      return t.y % 3 === 0
        ? ({ type: 'setFog', hide: false, off: true } as Command)
        : ({ type: 'setFog', hide: t.x % 2 === 0, rect: { x: at.x, y: at.y, width: 4, height: 4 } } as Command);
    case 7:
      // MC-MOUNT-1: mount an adjacent creature (refused when it is not adjacent or not a mount: nothing changes).
      return { type: 'mount', id: who, mountId: other, via: 'adjacent' } as Command;
    case 8:
      // MC-MOUNT-2: dismount into an adjacent square (or as asked).
      return { type: 'dismount', id: who, ...(t.x % 2 ? { to: at } : {}) } as Command;
    case 9:
      return { type: 'editCreature', id: who, patch: { hp: 1 + t.x } } as Command;
    case 10:
      return { type: 'rollDice', expr: '1d20+5', by: null } as Command;
    case 11:
      return { type: 'nextTurn' } as Command;
    case 14:
      // An effect from another creature (its source shown only while the players see that one).
      return {
        type: 'addEffect',
        targetId: who,
        sourceId: other,
        what: { kind: 'condition', condition: 'dazed' },
        duration: { kind: 'saveEnds' },
        label: 'Goblin curse',
      } as Command;
    case 12:
      return 'undo';
    default:
      return 'redo';
  }
}

describe('the players’ view built from what changed (issue 33) equals one built from scratch', () => {
  it('random GM sessions (moves, hiding, party, vision, walls, fog, mounts, undo, redo): byte for byte after each step', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), fc.boolean(), (steps, room) => {
        const { store, id } = table();
        // The GM's own window (ids as they are) or a room's devices (aliases).
        const aliases = room ? ROOM : (x: string) => x;
        const live = playerViewBuilder(aliases);
        // Another aliases object with the same ids (nothing kept for the live one serves it), on a copy of the state.
        const freshAliases = room ? roomAliases(new Uint8Array(32).fill(7)) : (x: string) => x;
        const check = (what: string) => {
          const s = store.getState();
          const sent = live(s);
          const fresh = playerViewBuilder(freshAliases)({ ...s, encounter: structuredClone(s.encounter) });
          const a = JSON.stringify(sent.encounter);
          const b = JSON.stringify(fresh.encounter);
          if (a !== b) expect.fail(`after ${what}: the view built from what changed differs from a fresh one`);
          expect(JSON.stringify(sent.events)).toBe(JSON.stringify(fresh.events));
        };
        store
          .getState()
          .dispatch({ type: 'addWalls', walls: [{ kind: 'wall', x1: 5, y1: 0, x2: 5, y2: 6 }] } as Command);
        check('the first walls');
        for (const t of steps) {
          const c = command(t, id);
          if (c === 'undo') store.getState().undo();
          else if (c === 'redo') store.getState().redo();
          else store.getState().dispatch(c);
          check(JSON.stringify(c));
        }
      }),
      { numRuns: 150, seed: 33 },
    );
  });

  it('a dice roll builds no creature record and looks at none; a hit builds one; hiding a creature builds them all anew', () => {
    const { store, id } = table();
    const live = playerViewBuilder(ROOM);
    live(store.getState());
    const walked = live.counts.walked;
    const built = live.counts.built;
    store.getState().dispatch({ type: 'rollDice', expr: '1d20+5', by: null } as Command);
    live(store.getState());
    expect([live.counts.built - built, live.counts.walked - walked]).toEqual([0, 0]);
    store.getState().dispatch({ type: 'editCreature', id: id('orc'), patch: { hp: 3 } } as Command);
    live(store.getState());
    expect([live.counts.built - built, live.counts.walked - walked]).toEqual([1, 1]);
    // The players' sight changed (the squire hides): every record is looked at again under the new scope.
    store.getState().dispatch({ type: 'setCondition', id: id('squire'), condition: 'hidden', on: true } as Command);
    live(store.getState());
    expect(live.counts.walked - walked).toBeGreaterThan(1);
  });
});

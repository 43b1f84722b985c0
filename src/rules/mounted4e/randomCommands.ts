/**
 * The random 4e sessions of the property tests (shared by `property.test.ts` and the players' view property test,
 * `src/services/players/view.property.test.ts`): a start state and abstract steps made concrete against the state
 * they are applied to, so that many commands are legal and some are not. Test-only (no test framework import).
 */
import fc from 'fast-check';
import { creatureOf } from '../core';
import type { M4Command } from './commands';
import { forcedMoveNextSquares } from './forcedPath';
import type { M4Encounter } from './model';
import { anEncounter, knight, orc, warhorse } from './testing';

/** The ids the commands name (the eight creatures and one that does not exist). */
export const IDS: readonly string[] = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'nobody'];

/** The start of every random session: a knight on a warhorse, a squire, a griffon, enemies, in combat. */
export function randomStart(): M4Encounter {
  return anEncounter(10, 10, 42)
    .with('horse', warhorse({ pos: { x: 1, y: 1 } }))
    .with('knight', knight({ pos: { x: 0, y: 0 } }))
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire', pos: { x: 4, y: 1 } }))
    .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 2, elevation: 2, pos: { x: 6, y: 6 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 9, y: 9 } }))
    .with(
      'wolf',
      warhorse({
        name: 'Wolf',
        side: 'enemy',
        pos: { x: 7, y: 1 },
        riding: { ...warhorse().riding!, militarySaddle: false },
      }),
    )
    .with('orc', orc({ pos: { x: 3, y: 5 } }))
    .with('pony', warhorse({ name: 'Pony', size: 'medium', pos: { x: 0, y: 8 } }))
    .fight({ knight: 15, squire: 12, goblin: 10, wolf: 9, orc: 8, griffon: 5, pony: 2 })
    .build().s;
}

const KINDS = [
  'decide',
  'decide',
  'decide',
  'mount',
  'mount',
  'dismount',
  'move',
  'move',
  'shift',
  'nextTurn',
  'nextTurn',
  'takeAction',
  'attack',
  'attackSquare',
  'charge',
  'forceMove',
  'forceMove',
  'teleport',
  'knockProne',
  'knockProne',
  'dropProne',
  'standUp',
  'takeReins',
  'commandMount',
  'setOption',
  'cancelDecision',
  'setCondition',
  'junk',
  'previousTurn',
  'setBasicAttack',
  'decideWith',
  'editRiding',
  'remove',
  'rollInitiative',
] as const;

/** An abstract step, made concrete against the state it is applied to (so many are legal, some are not). */
export interface Step {
  kind: (typeof KINDS)[number];
  a: number;
  b: number;
  dx: number;
  dy: number;
  n: number;
  dice?: number[];
}

/** One random step. */
export const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(40),
  b: fc.nat(40),
  dx: fc.integer({ min: -6, max: 6 }),
  dy: fc.integer({ min: -6, max: 6 }),
  n: fc.nat(20),
  dice: fc.option(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 3 }), { nil: undefined, freq: 4 }),
});

const spec = { bonus: 6, vs: 'ac' as const, damage: { count: 1, sides: 6, plus: 2 } };

/** Pick a creature id: mostly someone acting this turn (or the mount/rider of it), sometimes anyone or nobody. */
function pick(s: M4Encounter, k: number): string {
  const cur = s.turns.order[s.turns.current];
  const c = cur ? creatureOf(s, cur) : undefined;
  const near = [cur, c?.mountId, ...s.creatureOrder.filter((id) => creatureOf(s, id)?.mountId === cur)].filter(
    (x): x is string => !!x,
  );
  if (k % 3 !== 0 && near.length) return near[k % near.length] as string;
  return IDS[k % IDS.length] as string;
}

/** Element `i` (mod length) of a non-empty list. */
function nth<T>(xs: readonly T[], i: number): T {
  return xs[i % xs.length] as T;
}

/** A step made concrete against the state it is applied to. */
export function concretize(s: M4Encounter, st: Step): M4Command {
  const d = st.dice ? { dice: st.dice } : {};
  const a = pick(s, st.a);
  const b = IDS[st.b % IDS.length] as string;
  const ac = creatureOf(s, a);
  const at = { x: (ac?.pos.x ?? 0) + st.dx, y: (ac?.pos.y ?? 0) + st.dy };
  const kind = s.pending && st.n % 4 !== 0 ? 'decide' : st.kind;
  switch (kind) {
    case 'decide': {
      const opts = s.pending?.options ?? [];
      const o = opts.length ? opts[st.n % opts.length] : undefined;
      return { type: 'decide', optionId: o?.id ?? 'none', ...d };
    }
    case 'mount':
      return {
        type: 'mount',
        id: a,
        mountId: st.b % 5 ? (['c1', 'c4', 'c6', 'c8'][st.b % 4] as string) : b,
        via: (['adjacent', 'move', 'jump', 'teleport', undefined] as const)[st.n % 5],
        teleportDistance: st.n % 5,
        ...d,
      };
    case 'dismount':
      return { type: 'dismount', id: a, ...(st.n % 2 ? { to: at } : {}) };
    case 'move':
      return { type: 'moveCreature', id: a, to: at };
    case 'shift':
      return {
        type: 'shift',
        id: a,
        to: { x: (ac?.pos.x ?? 0) + Math.sign(st.dx), y: (ac?.pos.y ?? 0) + Math.sign(st.dy) },
      };
    case 'nextTurn':
      return { type: 'nextTurn' };
    case 'takeAction':
      return {
        type: 'takeAction',
        id: a,
        action: nth(['standard', 'move', 'minor', 'immediate', 'opportunity', 'free'] as const, st.n),
      };
    case 'attack':
      return {
        type: 'attack',
        attackerId: a,
        targetId: b,
        kind: st.n % 2 ? 'melee' : 'ranged',
        attack: { ...spec, reach: 1 + (st.n % 3) },
        ...d,
      };
    case 'attackSquare':
      return { type: 'attack', attackerId: a, targetSquare: at, kind: 'melee', attack: { ...spec, reach: 5 }, ...d };
    case 'charge':
      return { type: 'charge', attackerId: a, targetId: b, to: at, attack: spec, ...d };
    case 'forceMove': {
      const kind = nth(['push', 'pull', 'slide'] as const, st.n);
      const path: { x: number; y: number }[] = [];
      for (let i = 0; i < st.n % 4; i++) {
        const next = forcedMoveNextSquares(s, b, kind, a, path);
        const p = next[(st.a + i) % Math.max(1, next.length)];
        if (!p) break;
        path.push(p);
      }
      return {
        type: 'forceMove',
        targetId: b,
        kind,
        sourceId: a,
        distance: 3,
        path,
        ...(st.b % 4 === 0 ? { alsoIds: [pick(s, st.b)] } : {}),
        ...d,
      };
    }
    case 'teleport':
      return { type: 'teleport', id: a, to: at, action: 'none', ...d };
    case 'knockProne':
      return { type: 'knockProne', id: b, ...d };
    case 'dropProne':
      return { type: 'dropProne', id: a };
    case 'standUp':
      return { type: 'standUp', id: a };
    case 'takeReins':
      return { type: 'takeReins', id: b };
    case 'commandMount':
      return { type: 'commandMount', id: a };
    case 'setOption':
      return { type: 'setOption', optionalFallRule: st.n % 2 === 0 };
    case 'cancelDecision':
      return { type: 'cancelDecision' };
    case 'setCondition':
      return {
        type: 'setCondition',
        id: b,
        condition: nth(['dazed', 'stunned', 'squeezing', 'prone'] as const, st.n),
        on: st.a % 2 === 0,
      };
    case 'junk':
      return { type: 'mount', id: a, mountId: a, dice: [0] };
    case 'previousTurn':
      return { type: 'previousTurn' };
    case 'setBasicAttack':
      return { type: 'setBasicAttack', id: b, attack: { ...spec, bonus: st.n - 5 } };
    case 'decideWith': {
      const opts = s.pending?.options ?? [];
      const o = opts.length ? opts[st.n % opts.length] : undefined;
      return {
        type: 'decide',
        optionId: o?.id ?? 'none',
        with: { attack: st.a % 3 ? { ...spec, bonus: st.b } : { bonus: 'x' } },
        ...d,
      };
    }
    case 'editRiding':
      return {
        type: 'editCreature',
        id: b,
        patch: {
          sys: { riding: { militarySaddle: st.n % 2 === 0, ...(st.a % 5 === 0 ? { passengerCapacity: st.n } : {}) } },
        },
      };
    case 'remove':
      return st.n % 5 === 0
        ? { type: 'removeCreature', id: b }
        : { type: 'setCondition', id: b, condition: 'prone', on: false };
    case 'rollInitiative':
      return { type: 'rollInitiative', ...(st.n % 2 ? { all: true } : { ids: [a, b] }), ...d };
  }
}

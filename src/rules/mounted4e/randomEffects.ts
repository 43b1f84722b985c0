/**
 * The random effect sessions (B-14, B-15, B-3, B-16) of the property tests (shared by `effects.property.test.ts` and
 * the players' view property test): effect, turn, delay, riding and GM commands made concrete against the state.
 * Test-only (no test framework import).
 */
import fc from 'fast-check';
import type { M4Command } from './commands';
import type { EffectDuration, EffectWhat } from './effectModel';
import { effectsOf } from './effects';
import type { M4Encounter } from './model';
import { anEncounter, knight, orc, warhorse } from './testing';

/** The ids the effect commands name. */
export const EFFECT_IDS: readonly string[] = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'nobody'];

/** The start of the effect sessions: a knight and a squire on a warhorse, a goblin on a wolf, an orc, a griffon. */
export function effectsStart(): M4Encounter {
  return anEncounter(10, 10, 19)
    .with('horse', warhorse({ pos: { x: 1, y: 1 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('wolf', warhorse({ name: 'Wolf', side: 'enemy', pos: { x: 6, y: 1 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small' }))
    .ridingOn('wolf')
    .with('orc', orc({ pos: { x: 3, y: 6 } }))
    .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 2, elevation: 2, pos: { x: 7, y: 7 } }))
    .fight({ knight: 15, squire: 12, goblin: 10, orc: 8, griffon: 4 })
    .build().s;
}

const EFFECT_KINDS = [
  'addEffect',
  'addEffect',
  'addEffect',
  'addEffect',
  'nextTurn',
  'nextTurn',
  'nextTurn',
  'nextTurn',
  'decide',
  'decide',
  'removeEffect',
  'delayTurn',
  'resumeTurn',
  'endEncounter',
  'dismount',
  'teleport',
  'knockProne',
  'previousTurn',
  'cancelDecision',
  'remove',
  'mount',
  'setCondition',
  'takeAction',
] as const;

/** One abstract step of an effect session. */
export interface EffectStep {
  kind: (typeof EFFECT_KINDS)[number];
  a: number;
  b: number;
  n: number;
  die: number;
}
/** One random effect step. */
export const effectStep: fc.Arbitrary<EffectStep> = fc.record({
  kind: fc.constantFrom(...EFFECT_KINDS),
  a: fc.nat(40),
  b: fc.nat(40),
  n: fc.nat(40),
  die: fc.integer({ min: 1, max: 20 }),
});

const WHAT: readonly EffectWhat[] = [
  { kind: 'condition', condition: 'dazed' },
  { kind: 'condition', condition: 'stunned' },
  { kind: 'condition', condition: 'immobilised' },
  { kind: 'attack', value: -2 },
  { kind: 'attack', value: 2 },
  { kind: 'defence', defence: 'ac', value: -2 },
  { kind: 'ongoing', amount: 5, damageType: 'fire' },
  { kind: 'ongoing', amount: 3, damageType: 'fire' },
  { kind: 'condition', condition: 'prone' },
];
const nth = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

function duration(st: EffectStep): EffectDuration {
  switch (st.n % 5) {
    case 0:
      return { kind: 'saveEnds' };
    case 1:
      return { kind: 'endOfSourceNext' };
    case 2:
      return { kind: 'endOfTargetNext' };
    case 3:
      return { kind: 'startOfNext', of: nth(EFFECT_IDS, st.b + 1) };
    default:
      return { kind: 'encounter' };
  }
}

/** An effect step made concrete against the state it is applied to. */
export function effectCommand(s: M4Encounter, st: EffectStep): M4Command {
  const cur = s.turns.order[s.turns.current];
  const a = st.a % 3 === 0 && cur ? cur : nth(EFFECT_IDS, st.a);
  const b = nth(EFFECT_IDS, st.b);
  if (s.pending && st.n % 5 !== 0) {
    const opts = s.pending.options;
    const o = opts.length ? nth(opts, st.n) : undefined;
    return { type: 'decide', optionId: o?.id ?? 'none', ...(st.a % 2 || o?.id === 'typed' ? { dice: [st.die] } : {}) };
  }
  switch (st.kind) {
    case 'addEffect':
      return {
        type: 'addEffect',
        targetId: b,
        sourceId: st.a % 7 === 0 ? null : a,
        what: nth(WHAT, st.n + st.a),
        duration: duration(st),
        ...(st.b % 6 === 0 ? { whileRiding: { with: nth(EFFECT_IDS, st.a), mountKeyword: st.n % 2 === 0 } } : {}),
      };
    case 'nextTurn':
      return { type: 'nextTurn' };
    case 'decide': {
      const opts = s.pending?.options ?? [];
      return { type: 'decide', optionId: opts.length ? nth(opts, st.n).id : 'none', dice: [st.die] };
    }
    case 'removeEffect': {
      const list = effectsOf(s);
      return { type: 'removeEffect', effectId: list.length ? nth(list, st.n).id : 'e99' };
    }
    case 'delayTurn':
      return { type: 'delayTurn', id: a };
    case 'resumeTurn': {
      const d = s.sys.delayed ?? [];
      return { type: 'resumeTurn', id: d.length ? nth(d, st.n).id : b };
    }
    case 'endEncounter':
      return st.n % 4 === 0 ? { type: 'endEncounter' } : { type: 'nextTurn' };
    case 'dismount':
      return { type: 'dismount', id: a };
    case 'teleport':
      return { type: 'teleport', id: a, to: { x: st.n % 10, y: st.b % 10 }, action: 'none' };
    case 'knockProne':
      return { type: 'knockProne', id: b, dice: [st.die] };
    case 'previousTurn':
      return { type: 'previousTurn' };
    case 'cancelDecision':
      return { type: 'cancelDecision' };
    case 'remove':
      return st.n % 6 === 0 ? { type: 'removeCreature', id: b } : { type: 'nextTurn' };
    case 'mount':
      return { type: 'mount', id: a, mountId: nth(['c1', 'c4', 'c7'], st.b) };
    case 'setCondition':
      return { type: 'setCondition', id: b, condition: nth(['dazed', 'stunned'], st.n), on: st.a % 2 === 0 };
    case 'takeAction':
      return { type: 'takeAction', id: a, action: nth(['standard', 'move', 'minor'] as const, st.n) };
  }
}

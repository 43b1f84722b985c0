/**
 * The random 巣作りドラゴン sessions of the property tests (shared by `property.test.ts` and the players' view
 * property test, `src/services/players/view.property.test.ts`): battle set-ups, an opening on the map, and commands
 * that are mostly good values and sometimes junk. Test-only (no test framework import).
 */
import fc from 'fast-check';
import type { BattleSetup, CharacterInput, TargetPolicy } from './model';
import { SKILL_KEYS } from './skills';

/** A battle character (good values). */
export const character: fc.Arbitrary<CharacterInput> = fc
  .record({
    maxHp: fc.integer({ min: 1, max: 60 }),
    hpFrac: fc.double({ min: 0.05, max: 1, noNaN: true }),
    atk: fc.integer({ min: 0, max: 20 }),
    def: fc.integer({ min: 0, max: 10 }),
    skills: fc.dictionary(fc.constantFrom(...SKILL_KEYS), fc.integer({ min: 1, max: 3 }), { maxKeys: 12 }),
  })
  .map((r) => ({
    name: 'c',
    maxHp: r.maxHp,
    hp: Math.max(1, Math.round(r.maxHp * r.hpFrac)),
    atk: r.atk,
    def: r.def,
    skills: r.skills,
  }));

/** A battle set-up (good values). */
export const setup = fc.record({
  pc: fc.array(character, { minLength: 1, maxLength: 3 }),
  opp: fc.array(character, { minLength: 1, maxLength: 3 }),
  policy: fc.constantFrom('lowest-hp' as const, 'first' as const),
  maxTurns: fc.integer({ min: 1, max: 60 }),
});

/** Mostly good values, sometimes anything (a malformed file or request). */
const junk = fc.oneof(
  fc.integer({ min: -3, max: 70 }),
  fc.string({ maxLength: 3 }),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant([1]),
  fc.constant({}),
);
const mostly = <T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: good, weight: 40 }, { arbitrary: junk, weight: 1 });
const skills = fc.dictionary(
  fc.oneof(
    { arbitrary: fc.constantFrom(...SKILL_KEYS), weight: 100 },
    { arbitrary: fc.constantFrom('nonsense', 'toString'), weight: 1 },
  ),
  mostly(fc.integer({ min: 0, max: 3 })),
  { maxKeys: 5 },
);
const id = fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c9', 'toString', '__proto__');
const input = fc.record({
  name: mostly(fc.constantFrom('Knight', 'Dragon', 'Imp')),
  maxHp: mostly(fc.integer({ min: 1, max: 40 })),
  atk: mostly(fc.integer({ min: 0, max: 15 })),
  def: fc.integer({ min: 0, max: 5 }),
  skills: mostly(skills),
  creatureId: fc.oneof({ arbitrary: fc.constant(undefined), weight: 12 }, { arbitrary: id, weight: 1 }),
});
const at = fc.record({ x: fc.integer({ min: -1, max: 20 }), y: fc.integer({ min: 0, max: 14 }) });
/** One random command, or junk (a malformed request or file): many legal, some refused, never a bug. */
export const command: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('addCreature'),
      creature: fc.record({
        name: mostly(fc.constantFrom('Knight', 'Dragon')),
        pos: at,
        sys: fc.option(mostly(fc.record({ atk: mostly(fc.nat(20)), def: fc.nat(9), skills }, { requiredKeys: [] })), {
          nil: undefined,
        }),
      }),
    }),
    weight: 4,
  },
  fc.record({
    type: fc.constant('editCreature'),
    id,
    patch: fc.record(
      {
        hp: fc.integer({ min: -5, max: 12 }),
        sys: fc.record({ atk: mostly(fc.nat(20)), skills }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ type: fc.constant('removeCreature'), id }),
  fc.record({ type: fc.constant('moveCreature'), id, to: at }),
  fc.record({
    type: fc.constant('setCondition'),
    id,
    condition: fc.constantFrom('prone', 'hidden', 'bogus'),
    on: fc.boolean(),
  }),
  {
    arbitrary: fc.record({
      type: fc.constant('sdSetBattle'),
      battle: mostly(
        fc.record(
          {
            pc: fc.array(input, { minLength: 1, maxLength: 3 }),
            opp: fc.array(input, { minLength: 1, maxLength: 3 }),
            policy: fc.constantFrom('lowest-hp', 'first', 'manual', 'manual', 'random'),
            maxTurns: mostly(fc.integer({ min: 1, max: 40 })),
          },
          { requiredKeys: ['pc', 'opp'] },
        ),
      ),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      type: fc.constantFrom(
        'sdStep',
        'sdStep',
        'sdTurn',
        'sdRunToEnd',
        'sdReset',
        'sdClearBattle',
        'nextTurn',
        'rollInitiative',
        'cancelDecision',
        'toString',
        'bogus',
      ),
    }),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('sdChooseTarget'),
      targetId: mostly(fc.constantFrom('pc1', 'pc2', 'opp1', 'opp2', 'c1', 'c2')),
    }),
    weight: 3,
  },
  fc.record({
    type: fc.constant('sdSetTargetPolicy'),
    policy: mostly(fc.constantFrom('lowest-hp', 'first', 'manual', 'random')),
  }),
  fc.record({
    type: fc.constantFrom('sdStep', 'sdTurn'),
    dice: fc.array(mostly(fc.integer({ min: 0, max: 7 })), { maxLength: 8 }),
  }),
  junk,
);

/**
 * The opening of a random session: a map with three creatures (c1–c3) and a battle linked to two of them (the PC
 * side's first to c1, the opposing side's first to c2).
 */
export function opening(battle: BattleSetup, policy: TargetPolicy): unknown[] {
  return [
    ...[0, 1, 2].map((i) => ({
      type: 'addCreature',
      creature: { name: `C${i}`, pos: { x: i * 3, y: 2 }, sys: { atk: 3 + i, def: i, skills: { bow: 1 } } },
    })),
    {
      type: 'sdSetBattle',
      battle: {
        ...battle,
        policy,
        pc: battle.pc.map((c, i) => (i === 0 ? { ...c, creatureId: 'c1' } : c)),
        opp: battle.opp.map((c, i) => (i === 0 ? { ...c, creatureId: 'c2' } : c)),
      },
    },
  ];
}

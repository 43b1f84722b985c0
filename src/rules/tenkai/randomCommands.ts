/**
 * The random Tenkai sessions of the property tests (shared by `property.test.ts` and the players' view property
 * test, `src/services/players/view.property.test.ts`). Test-only (no test framework import).
 */
import fc from 'fast-check';
import type { TenkaiCommand } from './commands';
import { aTenkaiEncounter } from './testkit';

/** The start of every random session (seeded): two characters, a partner and an enemy on an 8×8 map. */
export function randomStart(seed: number) {
  return aTenkaiEncounter(seed, 8, 8)
    .with('A', { stats: { agility: 120, ap: 4, attack: 250, accuracy: 120 } })
    .with('B', { stats: { agility: 90, ap: 3 }, pos: { x: 1, y: 1 }, tk: { canFly: true } })
    .with('P', {
      stats: { agility: null, evasion: 80, ap: 3 },
      pos: { x: 0, y: 0 },
      tk: { role: 'partner', move: 2, canFly: true },
    })
    .with('E', { stats: { agility: 50, ap: 3, perception: 150 }, pos: { x: 4, y: 4 }, side: 'enemy' });
}

const id: fc.Arbitrary<string> = fc.constantFrom('c1', 'c2', 'c3', 'c4');
const point = fc.record({ x: fc.integer({ min: 0, max: 7 }), y: fc.integer({ min: 0, max: 7 }) });
/** One random command (many legal, some refused, never a bug). */
export const command: fc.Arbitrary<TenkaiCommand> = fc.oneof(
  fc.constant<TenkaiCommand>({ type: 'tkStartTurn' }),
  fc.constant<TenkaiCommand>({ type: 'tkEndRound' }),
  fc.constant<TenkaiCommand>({ type: 'nextTurn' }),
  fc.constant<TenkaiCommand>({ type: 'tkPostpone' }),
  fc.record({
    type: fc.constant('tkMove' as const),
    id,
    to: point,
    mode: fc.constantFrom('auto' as const, 'walk' as const, 'dash' as const, 'partner' as const, 'fullMove' as const),
  }),
  fc.record({
    type: fc.constant('tkSpendAp' as const),
    id,
    action: fc.constantFrom('attack' as const, 'reload' as const, 'turn' as const, 'dash' as const),
  }),
  fc.record({
    type: fc.constant('tkAttack' as const),
    attackerId: id,
    targetId: id,
    kind: fc.constantFrom('melee' as const, 'shooting' as const, 'perception' as const),
    range: fc.integer({ min: 0, max: 8 }),
    defence: fc.option(fc.constantFrom('evade' as const, 'guard' as const), { nil: undefined }),
    area: fc.boolean(),
    hits: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  }),
  fc.record({ type: fc.constant('decide' as const), optionId: fc.constantFrom('evade', 'guard') }),
  fc.record({
    type: fc.constant('tkApplyStatus' as const),
    targetId: id,
    sourceId: id,
    kind: fc.constantFrom(
      'poison' as const,
      'confuse' as const,
      'sleep' as const,
      'curse' as const,
      'petrify' as const,
      'berserk' as const,
    ),
    duration: fc.integer({ min: 1, max: 4 }),
    damage: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({ type: fc.constant('tkMountPartner' as const), riderId: id, partnerId: id }),
  fc.record({ type: fc.constant('tkDismountPartner' as const), riderId: id }),
  fc.record({
    type: fc.constant('tkChangeBand' as const),
    id,
    to: fc.constantFrom('ground' as const, 'low' as const, 'middle' as const),
    gm: fc.option(fc.boolean(), { nil: undefined }),
  }),
  // The spirit link (TK-MNT-7, RULING TK-R8): over the cloud sea, GM flights and landings, the end of the flight.
  fc.record({ type: fc.constant('tkSetOptions' as const), cloudSea: fc.boolean() }),
  fc.record({ type: fc.constant('tkMove' as const), id, to: point, gm: fc.constant(true) }),
  fc.record({ type: fc.constant('tkSpiritLinkEnd' as const), partnerId: id }),
  fc.record({ type: fc.constant('changeHp' as const), id, amount: fc.integer({ min: -120, max: 20 }) }),
  fc.record({
    type: fc.constant('tkUseSkill' as const),
    id,
    name: fc.constantFrom('瞬脚', '練力集中'),
    ap: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({
    type: fc.constant('tkSetRatingCell' as const),
    row: fc.integer({ min: 1, max: 22 }),
    column: fc.integer({ min: 0, max: 24 }),
    result: fc.constantFrom('penetrate' as const, 'miss' as const),
  }),
  // Kernel commands Tenkai overrides or keeps, and a few odd inputs (refused, never a bug).
  fc.record({ type: fc.constant('moveCreature' as const), id, to: point }),
  fc.record({ type: fc.constant('removeCreature' as const), id }),
  fc.constant<TenkaiCommand>({ type: 'cancelDecision' }),
  fc.record({
    type: fc.constant('tkHeal' as const),
    healerId: id,
    targetId: id,
    source: fc.integer({ min: 0, max: 300 }),
    percent: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    type: fc.constant('tkEditData' as const),
    id,
    patch: fc.constantFrom<Record<string, unknown>>(
      { will: 5 },
      { band: 'low' },
      { ki: 999 },
      { statuses: [{ kind: 'nope' }] },
      { stats: { ap: 'x' } },
      {},
    ),
  }) as fc.Arbitrary<TenkaiCommand>,
);

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatureOf, loadEncounterFile, saveEncounterFile, Session, type EventBase } from '../core';
import { describeEvent, hasDescriber } from '../../i18n';
import {
  bandOf,
  phaseOf,
  tenkai,
  tenkaiDataProblem,
  turnOrder,
  validateRatingTable,
  type TenkaiCommand,
  type TkEncounter,
} from './index';
import { aTenkaiEncounter, tkIn } from './testkit';

const NAMES = ['A', 'B', 'P', 'E'];
const systemOf = (id: string) => (id === 'tenkai' ? tenkai : undefined);

function start(seed: number) {
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

const id = fc.constantFrom('c1', 'c2', 'c3', 'c4');
const point = fc.record({ x: fc.integer({ min: 0, max: 7 }), y: fc.integer({ min: 0, max: 7 }) });
const command: fc.Arbitrary<TenkaiCommand> = fc.oneof(
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

function invariants(s: TkEncounter): void {
  const order = s.turns.order;
  expect(new Set(order).size).toBe(order.length);
  if (phaseOf(s) === 'rounds') expect(s.turns.current >= 0 && s.turns.current < order.length).toBe(true);
  // The tracker shows the kernel's turn order (one turn order, TK-TURN-2).
  expect(turnOrder(s).rows.map((r) => r.id)).toEqual(order);
  expect(turnOrder(s).turn).toBe(s.turns.round);
  for (const cid of s.creatureOrder) {
    const c = creatureOf(s, cid);
    if (!c) continue;
    expect(c.hp).toBeLessThanOrEqual(c.hpMax);
    if (c.mountId) {
      const m = creatureOf(s, c.mountId);
      expect(m?.pos).toEqual(c.pos);
      expect(bandOf(s, cid)).toBe(bandOf(s, c.mountId));
    }
    for (const st of tkIn(s, cid).statuses) {
      const max = st.kind === 'miasma' ? 10 : st.kind === 'curse' || st.kind === 'petrify' ? 5 : 0;
      expect(st.stage >= 0 && st.stage <= max).toBe(true);
    }
    expect(tkIn(s, cid).tally.apSpent).toBeGreaterThanOrEqual(0);
    expect(tenkaiDataProblem(c.sys)).toBeNull();
  }
  if (s.sys.ratingTable) expect(validateRatingTable(s.sys.ratingTable).errors).toEqual([]);
  expect(tenkai.checkSys(s)).toBeNull();
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
}

describe('property: long random command sequences', () => {
  it('keeps the invariants after every step; a refused command changes nothing; no command is ever a bug; undoing everything restores the start (TK-GRID-1, TK-MNT-*, TK-TURN-*)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(command, { minLength: 20, maxLength: 60 }),
        (seed, cmds) => {
          const initial = start(seed).state;
          const snapshot = (x: TkEncounter): unknown => JSON.parse(JSON.stringify(x));
          const startCopy = snapshot(initial);
          const session = new Session<TkEncounter, TenkaiCommand>(tenkai, initial);
          for (const c of cmds) {
            const before = snapshot(session.state);
            const r = session.apply(c);
            if (!r.ok && r.kind === 'bug') expect.fail(`${c.type} hit a bug: ${r.error}`);
            if (r.ok) for (const e of r.events) expect(hasDescriber('tenkai', 'event', e.type), e.type).toBe(true);
            else expect(snapshot(session.state)).toEqual(before);
            invariants(session.state);
          }
          // Every state is a file that loads into the same state.
          const loaded = loadEncounterFile<TkEncounter, TenkaiCommand>(saveEncounterFile(session), systemOf);
          expect(loaded.ok).toBe(true);
          if (loaded.ok) expect(snapshot(loaded.session.state)).toEqual(snapshot(session.state));
          while (session.undo()) {
            // back to the start
          }
          // Exactly the starting state (the creature record's key order aside: `creatureOrder` is the order).
          expect(snapshot(session.state)).toEqual(startCopy);
          expect(session.state).toEqual(initial);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  it('replays: the same seed and commands give the same final state and events', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(command, { minLength: 10, maxLength: 50 }),
        (seed, cmds) => {
          const play = () => {
            const session = new Session<TkEncounter, TenkaiCommand>(tenkai, start(seed).state);
            const log: string[] = [];
            for (const c of cmds) {
              const r = session.apply(c);
              if (r.ok) log.push(...r.events.map((e: EventBase) => describeEvent('tenkai', e, 'en')));
            }
            return { s: session.state, log };
          };
          const a = play();
          const b = play();
          expect(b.s).toEqual(a.s);
          expect(b.log).toEqual(a.log);
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);

  it('never leaves NAMES without data', () => {
    const b = start(3);
    for (const n of NAMES) expect(tkIn(b.state, b.id(n)).stats).toBeDefined();
  });
});

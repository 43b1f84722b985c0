import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, type Command } from '../index';
import type { Encounter } from '../core';
import { bandOf, TK_EVENTS, tkState, validateRatingTable } from './index';
import { aTenkaiEncounter, tkIn } from './testkit';
import { creatureOf } from '../core/creatures';

const NAMES = ['A', 'B', 'P', 'E'];
const CORE_EVENTS = ['dieRolled', 'creatureAdded', 'creatureRemoved', 'creatureEdited', 'creatureMoved'];

function start(seed: number) {
  return aTenkaiEncounter(seed, 8, 8)
    .with('A', { stats: { agility: 120, ap: 4, attack: 250, accuracy: 120 } })
    .with('B', { stats: { agility: 90, ap: 3 }, pos: { x: 1, y: 1 }, tk: { canFly: true } })
    .with('P', { stats: { agility: null, evasion: 80, ap: 3 }, pos: { x: 0, y: 0 }, tk: { role: 'partner', move: 2, canFly: true } })
    .with('E', { stats: { agility: 50, ap: 3, perception: 150 }, pos: { x: 4, y: 4 }, side: 'enemy' });
}

const id = fc.constantFrom('c1', 'c2', 'c3', 'c4');
const point = fc.record({ x: fc.integer({ min: 0, max: 7 }), y: fc.integer({ min: 0, max: 7 }) });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constant<Command>({ type: 'tkStartTurn' }),
  fc.constant<Command>({ type: 'tkEndRound' }),
  fc.constant<Command>({ type: 'nextTurn' }),
  fc.constant<Command>({ type: 'tkPostpone' }),
  fc.record({ type: fc.constant('tkMove' as const), id, to: point, mode: fc.constantFrom('auto' as const, 'walk' as const, 'dash' as const, 'partner' as const, 'fullMove' as const) }),
  fc.record({ type: fc.constant('tkSpendAp' as const), id, action: fc.constantFrom('attack' as const, 'reload' as const, 'turn' as const, 'dash' as const) }),
  fc.record({ type: fc.constant('tkAttack' as const), attackerId: id, targetId: id, kind: fc.constantFrom('melee' as const, 'shooting' as const, 'perception' as const), range: fc.integer({ min: 0, max: 8 }), defence: fc.option(fc.constantFrom('evade' as const, 'guard' as const), { nil: undefined }), area: fc.boolean() }),
  fc.record({ type: fc.constant('decide' as const), optionId: fc.constantFrom('evade', 'guard') }),
  fc.record({ type: fc.constant('tkApplyStatus' as const), targetId: id, sourceId: id, kind: fc.constantFrom('poison' as const, 'confuse' as const, 'sleep' as const, 'curse' as const, 'petrify' as const, 'berserk' as const), duration: fc.integer({ min: 1, max: 4 }), damage: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ type: fc.constant('tkMountPartner' as const), riderId: id, partnerId: id }),
  fc.record({ type: fc.constant('tkDismountPartner' as const), riderId: id }),
  fc.record({ type: fc.constant('tkChangeBand' as const), id, to: fc.constantFrom('ground' as const, 'low' as const, 'middle' as const) }),
  fc.record({ type: fc.constant('tkUseSkill' as const), id, name: fc.constantFrom('瞬脚', '練力集中'), ap: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ type: fc.constant('tkSetRatingCell' as const), row: fc.integer({ min: 1, max: 22 }), column: fc.integer({ min: 0, max: 24 }), result: fc.constantFrom('penetrate' as const, 'miss' as const) }),
);

function invariants(s: Encounter): void {
  const t = tkState(s);
  expect(new Set(t.resolution).size).toBe(t.resolution.length);
  if (t.phase === 'rounds') expect(t.current >= 0 && t.current < t.resolution.length).toBe(true);
  expect(s.turns.order).toEqual(t.resolution);
  expect(s.turns.round).toBe(t.turn);
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
    expect(t.apSpent[cid] ?? 0).toBeGreaterThanOrEqual(0);
  }
  if (t.ratingTable) expect(validateRatingTable(t.ratingTable).errors).toEqual([]);
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
}

describe('property: long random command sequences', () => {
  it('keeps the invariants after every step; a rejected command changes nothing (TK-GRID-1, TK-MNT-*, TK-TURN-*)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(command, { minLength: 20, maxLength: 60 }), (seed, cmds) => {
        let s = start(seed).state;
        for (const c of cmds) {
          const before = JSON.stringify(s);
          const r = apply(s, c);
          if (r.ok) {
            s = r.state;
            for (const e of r.events) expect(e.type in TK_EVENTS || CORE_EVENTS.includes(e.type), e.type).toBe(true);
          } else expect(JSON.stringify(s)).toBe(before);
          invariants(s);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);

  it('replays: the same seed and commands give the same final state and events', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(command, { minLength: 10, maxLength: 50 }), (seed, cmds) => {
        const play = () => {
          let s = start(seed).state;
          const log: string[] = [];
          for (const c of cmds) {
            const r = apply(s, c);
            if (r.ok) {
              s = r.state;
              log.push(...r.events.map((e) => e.text.en));
            }
          }
          return { s, log };
        };
        const a = play();
        const b = play();
        expect(b.s).toEqual(a.s);
        expect(b.log).toEqual(a.log);
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it('never leaves NAMES without data', () => {
    const b = start(3);
    for (const n of NAMES) expect(tkIn(b.state, b.id(n)).stats).toBeDefined();
  });
});

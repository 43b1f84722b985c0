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
import { command, randomStart } from './randomCommands';
import { tkIn } from './testkit';

const NAMES = ['A', 'B', 'P', 'E'];
const systemOf = (id: string) => (id === 'tenkai' ? tenkai : undefined);

const start = randomStart;

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

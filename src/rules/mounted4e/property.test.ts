/**
 * Property test: long random sequences of legal and illegal commands keep the mounted invariants after every
 * step, never hit a bug (only rulings refuse), and undoing everything through a session returns the initial
 * state exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatureOf, overlaps, Session, spaceOf } from '../core';
import { mounted4e, type M4Command, type M4Encounter } from './index';
import { concretize, randomStart, step } from './randomCommands';

type Command = M4Command;
type Encounter = M4Encounter;

const initial = randomStart;

/** The state's JSON with the creatures in creation order. */
function canonical(s: Encounter): string {
  return JSON.stringify({ ...s, creatures: Object.fromEntries(s.creatureOrder.map((id) => [id, s.creatures[id]])) });
}

/** Standing creatures whose spaces overlap (none may). */
function overlappingStanders(s: Encounter): [string, string][] {
  const st = s.creatureOrder.map((id) => creatureOf(s, id)).filter((c) => c && !c.mountId);
  const out: [string, string][] = [];
  for (let i = 0; i < st.length; i++) {
    for (let j = i + 1; j < st.length; j++) {
      const a = st[i];
      const b = st[j];
      if (a && b && overlaps(spaceOf(a), spaceOf(b))) out.push([a.id, b.id]);
    }
  }
  return out;
}

function checkInvariants(s: Encounter): void {
  const riders = new Map<string, number>();
  for (const cid of s.creatureOrder) {
    const c = creatureOf(s, cid);
    expect(c).toBeDefined();
    if (!c) continue;
    expect(Number.isInteger(c.hp)).toBe(true);
    if (c.mountId) {
      expect(c.mountId).not.toBe(c.id);
      const m = creatureOf(s, c.mountId);
      expect(m, `${c.id} rides a missing mount`).toBeDefined();
      expect(m?.mountId ?? null, 'no chains or cycles').toBeNull();
      expect(c.pos).toEqual(m?.pos);
      if (c.isRider) riders.set(c.mountId, (riders.get(c.mountId) ?? 0) + 1);
    }
  }
  for (const n of riders.values()) expect(n).toBe(1);
  expect(overlappingStanders(s)).toEqual([]);
  const set = s.sys.set;
  if (set) for (const v of Object.values(set.left)) expect(v).toBeGreaterThanOrEqual(0);
  expect(mounted4e.checkSys(s), 'the 4e state names only existing creatures').toBeNull();
  if (s.pending) expect(s.pending.options.length).toBeGreaterThan(0);
}

describe('property: random command sequences', () => {
  it('keep riders on their mounts, nobody overlapping, actions non-negative, HP integer; no bug ever; undo returns the start', () => {
    const start = initial();
    checkInvariants(start);
    const startJson = canonical(start);
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 70 }), (steps) => {
        const session = new Session<Encounter, Command>(mounted4e, start);
        for (const st of steps) {
          const before = session.state;
          const snapshot = JSON.stringify(before);
          const cmd = concretize(before, st);
          const r = session.apply(cmd);
          if (!r.ok && r.kind === 'bug') throw new Error(`bug on ${JSON.stringify(cmd)}: ${r.error}`);
          if (!r.ok) {
            expect(session.state).toBe(before);
            expect(JSON.stringify(before)).toBe(snapshot);
          }
          checkInvariants(session.state);
        }
        while (session.undo()) {
          /* back to the start */
        }
        const back = session.state;
        // Byte for byte, with the creature container read in creation order: the kernel's undo of a removal puts
        // the record back at the end of the container's keys.
        expect(canonical(back)).toBe(startJson);
        expect(Object.keys(back.creatures).sort()).toEqual(Object.keys(start.creatures).sort());
        for (const id of start.creatureOrder) expect(back.creatures[id]).toBe(start.creatures[id]);
        for (const k of ['grid', 'turns', 'sys', 'pending', 'creatureOrder', 'palettes'] as const)
          expect(back[k]).toBe(start[k]);
      }),
      { numRuns: 80, seed: 20261130 },
    );
  }, 20000);
});

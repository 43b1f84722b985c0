/** Property tests: invariants after every step of random battles; every battle ends; the quiet path matches. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileOf } from './calc';
import { runStep, runToEnd, runTurn } from './engine';
import { cloneBattle, makeBattle, type CharacterInput, type SdBattle } from './model';
import { FastDice } from './quiet';
import { runtime } from './runtime';
import { SKILL_KEYS, type SkillKey } from './skills';
import { capture } from './testkit';
import { applyWith, coreHandlers, newEncounter, type Encounter, type Handler } from '../core';
import type { SudukuriCommand } from './commands';
import { sudukuriCommandHandlers } from './handlers';
import { getBattle } from './model';

const table = { ...(coreHandlers as unknown as Record<string, Handler<never>>), ...(sudukuriCommandHandlers as unknown as Record<string, Handler<never>>) };

const character: fc.Arbitrary<CharacterInput> = fc
  .record({
    maxHp: fc.integer({ min: 1, max: 60 }),
    hpFrac: fc.double({ min: 0.05, max: 1, noNaN: true }),
    atk: fc.integer({ min: 0, max: 20 }),
    def: fc.integer({ min: 0, max: 10 }),
    skills: fc.dictionary(fc.constantFrom(...SKILL_KEYS), fc.integer({ min: 1, max: 3 }), { maxKeys: 12 }),
  })
  .map((r) => ({ name: 'c', maxHp: r.maxHp, hp: Math.max(1, Math.round(r.maxHp * r.hpFrac)), atk: r.atk, def: r.def, skills: r.skills }));

const setup = fc.record({
  pc: fc.array(character, { minLength: 1, maxLength: 3 }),
  opp: fc.array(character, { minLength: 1, maxLength: 3 }),
  policy: fc.constantFrom('lowest-hp' as const, 'first' as const),
  maxTurns: fc.integer({ min: 1, max: 60 }),
});

function build(s: Parameters<typeof makeBattle>[0]): SdBattle {
  const b = makeBattle(s);
  if (!('cursor' in b)) throw new Error(b.text.en);
  return b;
}

/** The invariants; returns a description of the first one broken, or null (cheap: runs after every step). */
function broken(b: SdBattle): string | null {
  for (const c of [...b.pc, ...b.opp]) {
    if (!Number.isInteger(c.hp) || c.hp < 0 || c.hp > c.maxHp) return `${c.id} HP ${c.hp}/${c.maxHp}`;
    if (c.out && c.hp !== 0) return `${c.id} out with HP ${c.hp}`;
    if (c.revivalsUsed > profileOf(c.skills).revivals) return `${c.id} revived too often`;
  }
  if (b.cursor.turn > b.maxTurns) return `turn ${b.cursor.turn} past the cap`;
  return null;
}

describe('SD-STEP property tests', () => {
  it('HP stays within [0, max] after every step, and every battle ends (a draw only at the cap)', () => {
    fc.assert(
      fc.property(setup, fc.integer(), (s, seed) => {
        const b = build(s);
        const rt = runtime(b, new FastDice(seed), capture());
        let units = 0;
        while (!b.result) {
          runStep(rt);
          const bad = broken(b);
          if (bad) expect.fail(bad);
          units++;
          if (units > 100000) expect.fail('no end after 100000 steps');
        }
        const r = b.result;
        const pcDown = b.pc.every((c) => c.out);
        const oppDown = b.opp.every((c) => c.out);
        if (r.winner === 'draw') expect(r.turn).toBe(b.maxTurns);
        if (r.winner === 'pc') expect(oppDown && !pcDown).toBe(true);
        if (r.winner === 'opp') expect(pcDown).toBe(true);
        expect(r.mutual).toBe(pcDown && oppDown);
      }),
      { numRuns: 300 },
    );
  }, 30000);

  it('the same dice give the same battle whether resolved step by step, by turns, to the end, or quietly', () => {
    fc.assert(
      fc.property(setup, fc.integer(), (s, seed) => {
        const base = build(s);
        const a = cloneBattle(base);
        const b = cloneBattle(base);
        const c = cloneBattle(base);
        const d = cloneBattle(base);
        const ra = runtime(a, new FastDice(seed), capture());
        while (!a.result) runStep(ra);
        const rb = runtime(b, new FastDice(seed), capture());
        while (!b.result) runTurn(rb);
        runToEnd(runtime(c, new FastDice(seed), capture()));
        runToEnd(runtime(d, new FastDice(seed), null));
        expect(b).toEqual(a);
        expect(c).toEqual(a);
        expect(d).toEqual(a);
      }),
      { numRuns: 150 },
    );
  }, 30000);

  it('SD-R10 a configuration that can never end (both regenerate more than they can take) is a draw at the cap', () => {
    const tough = (extra: Partial<Record<SkillKey, number>>): CharacterInput => ({
      name: 't', maxHp: 40, atk: 3, def: 0, skills: { regeneration: 1, ironBody: 1, dragonBlessing: 1, ...extra },
    });
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 120 }), fc.constantFrom<Partial<Record<SkillKey, number>>>({}, { smite: 1 }, { ambush: 1 }, { tactician: 1 }), (seed, cap, extra) => {
        const b = build({ pc: [tough(extra)], opp: [tough({})], maxTurns: cap });
        runToEnd(runtime(b, new FastDice(seed), null));
        expect(b.result).toEqual({ winner: 'draw', turn: cap, mutual: false });
        expect(b.pc[0]?.hp).toBeGreaterThan(0);
        expect(b.opp[0]?.hp).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('random command sequences: invariants hold after every command; a refused command changes nothing', () => {
    const cmd = fc.constantFrom('sdStep', 'sdTurn', 'sdRunToEnd', 'sdReset', 'choose', 'policy');
    fc.assert(
      fc.property(setup, fc.constantFrom('lowest-hp' as const, 'first' as const, 'manual' as const), fc.integer(), fc.array(fc.tuple(cmd, fc.nat()), { maxLength: 25 }), (s, policy, seed, cmds) => {
        const set = applyWith(table, newEncounter({ system: 'sudukuri', seed }), { type: 'sdSetBattle', battle: { ...s, policy } } as never);
        if (!set.ok) throw new Error(set.reason.en);
        let state: Encounter = set.state;
        for (const [name, n] of cmds) {
          const before = getBattle(state);
          if (!before) throw new Error('battle lost');
          let c: SudukuriCommand;
          if (name === 'choose') c = { type: 'sdChooseTarget', targetId: before.pending?.options[n % before.pending.options.length]?.id ?? 'nobody' };
          else if (name === 'policy') c = { type: 'sdSetTargetPolicy', policy: (['lowest-hp', 'first', 'manual'] as const)[n % 3] ?? 'manual' };
          else c = { type: name } as SudukuriCommand;
          const r = applyWith(table, state, c);
          const resolving = name === 'sdStep' || name === 'sdTurn' || name === 'sdRunToEnd';
          if (resolving) expect(r.ok).toBe(!before.pending && !before.result);
          if (name === 'choose') expect(r.ok).toBe(before.pending !== null);
          if (!r.ok) {
            expect(getBattle(state)).toBe(before);
            continue;
          }
          state = r.state;
          const bad = broken(getBattle(state) as SdBattle);
          if (bad) expect.fail(bad);
        }
      }),
      { numRuns: 120 },
    );
  }, 30000);
});

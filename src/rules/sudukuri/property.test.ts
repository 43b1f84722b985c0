/** Property tests: invariants after every step of random battles; every battle ends; the quiet path matches. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileOf } from './calc';
import { checkSys } from './check';
import type { SudukuriCommand } from './commands';
import { runStep, runToEnd, runTurn } from './engine';
import { cloneBattle, isProblem, makeBattle, type BattleW, type CharacterInput, type SdBattle } from './model';
import { FastDice } from './quiet';
import { runtime } from './runtime';
import type { SkillKey } from './skills';
import { command, opening, setup } from './randomCommands';
import { battleOf, capture, encounter, session } from './testkit';

function build(s: Parameters<typeof makeBattle>[0]): BattleW {
  const b = makeBattle(s);
  if (isProblem(b)) throw new Error(b.reason.m);
  return cloneBattle(b);
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
      name: 't',
      maxHp: 40,
      atk: 3,
      def: 0,
      skills: { regeneration: 1, ironBody: 1, dragonBlessing: 1, ...extra },
    });
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom<Partial<Record<SkillKey, number>>>({}, { smite: 1 }, { ambush: 1 }, { tactician: 1 }),
        (seed, cap, extra) => {
          const b = build({ pc: [tough(extra)], opp: [tough({})], maxTurns: cap });
          runToEnd(runtime(b, new FastDice(seed), null));
          expect(b.result).toEqual({ winner: 'draw', turn: cap, mutual: false });
          expect(b.pc[0]?.hp).toBeGreaterThan(0);
          expect(b.opp[0]?.hp).toBeGreaterThan(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('random command sequences: invariants hold after every command; a refused command changes nothing', () => {
    const cmd = fc.constantFrom('sdStep', 'sdTurn', 'sdRunToEnd', 'sdReset', 'choose', 'policy');
    fc.assert(
      fc.property(
        setup,
        fc.constantFrom('lowest-hp' as const, 'first' as const, 'manual' as const),
        fc.integer(),
        fc.array(fc.tuple(cmd, fc.nat()), { maxLength: 25 }),
        (s, policy, seed, cmds) => {
          const h = session(encounter({ seed }));
          const set = h.apply({ type: 'sdSetBattle', battle: { ...s, policy } });
          if (!set.ok) throw new Error(set.kind);
          for (const [name, n] of cmds) {
            const state = h.state;
            const before = battleOf(state);
            let c: SudukuriCommand;
            if (name === 'choose')
              c = {
                type: 'sdChooseTarget',
                targetId: before.pending?.options[n % before.pending.options.length]?.id ?? 'nobody',
              };
            else if (name === 'policy')
              c = { type: 'sdSetTargetPolicy', policy: (['lowest-hp', 'first', 'manual'] as const)[n % 3] ?? 'manual' };
            else c = { type: name } as SudukuriCommand;
            const r = h.apply(c);
            expect(r.ok || r.kind !== 'bug').toBe(true);
            const resolving = name === 'sdStep' || name === 'sdTurn' || name === 'sdRunToEnd';
            if (resolving) expect(r.ok).toBe(!before.pending && !before.result);
            if (name === 'choose') expect(r.ok).toBe(before.pending !== null);
            if (!r.ok) {
              expect(h.state).toBe(state);
              expect(battleOf(h.state)).toBe(before);
              continue;
            }
            const bad = broken(battleOf(h.state));
            if (bad) expect.fail(bad);
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 30000);

  it('no command ever is a bug, every state passes checkSys, and undoing everything through a session returns the initial state exactly', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        setup,
        fc.constantFrom('lowest-hp', 'first', 'manual'),
        fc.array(command, { maxLength: 30 }),
        (seed, battle, policy, cmds) => {
          const h = session(encounter({ seed, width: 20, height: 15 }));
          const initial = JSON.stringify(h.initial);
          const opening0 = opening(battle, policy);
          for (const c of opening0) if (!h.apply(c as SudukuriCommand).ok) expect.fail(`opening ${JSON.stringify(c)}`);
          for (const c of cmds) {
            const r = h.apply(c as SudukuriCommand);
            if (!r.ok && r.kind === 'bug') expect.fail(`${JSON.stringify(c)}: ${r.error}`);
            // Every state the rules produce passes the file checks (so a checkpoint or an export always loads).
            const problem = checkSys(h.state);
            if (problem) expect.fail(`${JSON.stringify(c)} left a state the loader refuses: ${problem.m}`);
            // A choice the battle waits for is answered sometimes, so resolution goes on.
            const p = h.state.sys.battle?.pending;
            if (p && seed % 2 === 0) {
              const answer = h.apply({ type: 'sdChooseTarget', targetId: (p.options[0] as { id: string }).id });
              if (!answer.ok) expect.fail(`answer: ${answer.kind}`);
            }
          }
          const sys = h.initial.sys;
          while (h.undo());
          expect(JSON.stringify(h.state)).toBe(initial);
          expect(h.state.sys).toBe(sys);
        },
      ),
      { numRuns: 200 },
    );
  }, 60000);
});

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
import { SKILL_KEYS, type SkillKey } from './skills';
import { battleOf, capture, encounter, session } from './testkit';

const character: fc.Arbitrary<CharacterInput> = fc
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

const setup = fc.record({
  pc: fc.array(character, { minLength: 1, maxLength: 3 }),
  opp: fc.array(character, { minLength: 1, maxLength: 3 }),
  policy: fc.constantFrom('lowest-hp' as const, 'first' as const),
  maxTurns: fc.integer({ min: 1, max: 60 }),
});

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
    const command: fc.Arbitrary<unknown> = fc.oneof(
      {
        arbitrary: fc.record({
          type: fc.constant('addCreature'),
          creature: fc.record({
            name: mostly(fc.constantFrom('Knight', 'Dragon')),
            pos: at,
            sys: fc.option(
              mostly(fc.record({ atk: mostly(fc.nat(20)), def: fc.nat(9), skills }, { requiredKeys: [] })),
              { nil: undefined },
            ),
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
    fc.assert(
      fc.property(
        fc.integer(),
        setup,
        fc.constantFrom('lowest-hp', 'first', 'manual'),
        fc.array(command, { maxLength: 30 }),
        (seed, battle, policy, cmds) => {
          const h = session(encounter({ seed, width: 20, height: 15 }));
          const initial = JSON.stringify(h.initial);
          // A map with three creatures and a battle linked to two of them, then anything.
          const opening: unknown[] = [
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
          for (const c of opening) if (!h.apply(c as SudukuriCommand).ok) expect.fail(`opening ${JSON.stringify(c)}`);
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

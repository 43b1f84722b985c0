/** Log lines: every step's event is described in Japanese and English starting with its step id; map creatures → characters. */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg, hasDescriber } from '../../i18n';
import { stepTitle } from '../../i18n/systems/sudukuri';
import { makeCreature } from '../core';
import { battleProblem } from './check';
import { runStep } from './engine';
import type { BattleSetup, SdBattle } from './model';
import { characterFromCreature, creaturePart } from './part';
import { FastDice } from './quiet';
import { resolveBattle } from './resolve';
import { runtime } from './runtime';
import { describeCursor, STEPS } from './steps';
import { apply, atStep5, ch, duel, encounter, rolls, run } from './testkit';

const RICH: BattleSetup = {
  pc: [
    ch('Knight', 40, 12, 3, { evilEyeArrow: 1, doubleAttack: 1, deadlySlash: 1, undying: 1, regeneration: 1 }),
    ch('Mage', 25, 4, 1, { fireMagic: 1, lightBreath: 1, sage: 1, poisonAir: 1 }),
  ],
  opp: [
    ch('Dragon', 50, 11, 4, {
      galeThunder: 1,
      ambush: 1,
      deadlyImmunity: 1,
      tactician: 1,
      magicBarrier: 1,
      dragonIncarnate: 1,
    }),
    ch('Imp', 15, 5, 1, { demonSpirit: 1, flight: 1, bow: 1 }),
  ],
};

const en = (m: Parameters<typeof describeMsg>[1] | null) => (m ? describeMsg('sudukuri', m, 'en') : null);

describe('SD-STEP-01..13 log lines', () => {
  it('every step id appears, in both languages, at the head of each line; event types are the documented ones', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40 && seen.size < 13; seed++) {
      const s0 = run(encounter({ seed }), { type: 'sdSetBattle', battle: RICH });
      const r = apply(s0, { type: 'sdRunToEnd' });
      if (!r.ok) throw new Error(r.kind);
      for (const e of r.events) {
        if (e.type === 'dieRolled') continue;
        expect(hasDescriber('sudukuri', 'event', e.type)).toBe(true);
        const id = e.rules[0] ?? '';
        expect(id).toMatch(/^SD-STEP-\d\d$/);
        expect(describeEvent('sudukuri', e, 'en').startsWith(`[${id}] `)).toBe(true);
        expect(describeEvent('sudukuri', e, 'ja').startsWith(`[${id}] `)).toBe(true);
        seen.add(id);
      }
    }
    expect([...seen].sort()).toEqual(
      Array.from({ length: 13 }, (_v, i) => `SD-STEP-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('a map creature becomes a battle character with its sys statistics; an unknown skill is refused naming the field', () => {
    const part = creaturePart({ atk: 14, def: 5, skills: { fireBreath: 1, flight: 1 } }, undefined);
    if (!part.ok) throw new Error(part.reason.m);
    const c = makeCreature({ id: 'c7', name: 'Red Dragon', hp: 35, hpMax: 40, sys: part.part });
    expect(characterFromCreature(c)).toEqual({
      id: 'c7',
      name: 'Red Dragon',
      maxHp: 40,
      hp: 35,
      atk: 14,
      def: 5,
      skills: { fireBreath: 1, flight: 1 },
      creatureId: 'c7',
    });
    const bad = apply(encounter(), {
      type: 'addCreature',
      creature: { name: 'Red Dragon', sys: { atk: 14, def: 5, skills: { fireBreath: 1, flight: 1, nonsense: 2 } } },
    });
    if (bad.ok || bad.kind !== 'refused') throw new Error('not refused');
    expect(en(bad.reason)).toBe('Skills: unknown skill "nonsense".');
    expect(describeMsg('sudukuri', bad.reason, 'ja')).toBe('技能：不明な技能「nonsense」です。');
  });

  it('a creature part: defaults, merges with the existing part, refuses bad fields with their names', () => {
    const made = run(encounter(), { type: 'addCreature', creature: { name: 'Imp' } });
    expect(made.creatures.c1?.sys).toEqual({ atk: 0, def: 0, skills: {} });
    const edited = run(made, { type: 'editCreature', id: 'c1', patch: { sys: { atk: 5, skills: { bow: 2 } } } });
    expect(edited.creatures.c1?.sys).toEqual({ atk: 5, def: 0, skills: { bow: 2 } });
    const reasons = [{ atk: -1 }, { def: 1.5 }, { skills: { bow: 10 } }, { skills: [] }, { hp: 3 }].map((sys) => {
      const r = apply(edited, { type: 'editCreature', id: 'c1', patch: { sys } });
      return r.ok || r.kind !== 'refused' ? null : en(r.reason);
    });
    expect(reasons).toEqual([
      'attack: must be a whole number from 0 to 99999.',
      'defence: must be a whole number from 0 to 99999.',
      'Skills: copies of a skill are 0–9 (Bow and Arrows).',
      'Skills: skills must be a list of skills and their copies.',
      'Unknown or read-only field "sys.hp".',
    ]);
  });

  it('SD-STEP-01..13 titles, and where a battle stands', () => {
    expect(STEPS.map((x) => x.id)).toEqual(
      Array.from({ length: 13 }, (_v, i) => `SD-STEP-${String(i + 1).padStart(2, '0')}`),
    );
    expect(stepTitle('SD-STEP-06', 'ja')).toBe('(6)：物理攻撃の成功判定');
    const b = atStep5(duel(ch('Knight', 30, 5, 0, { doubleAttack: 2 }), ch('Dragon', 30, 5, 0)));
    runStep(runtime(b, new FastDice(1), null));
    expect(en(describeCursor(b))).toBe('Turn 1 · SD-STEP-06 Physical success roll · Knight → Dragon, attack 1/3');
    expect(describeMsg('sudukuri', describeCursor(b), 'ja')).toBe(
      '第1ターン・SD-STEP-06 (6)：物理攻撃の成功判定・Knight→Dragon 1/3回目',
    );
  });

  it('resolveBattle: pure, quiet or logged alike, typed-in dice first', () => {
    const b = duel(ch('P', 20, 10, 0), ch('O', 10, 10, 0));
    const loud = resolveBattle(b, { dice: rolls(7), seed: 3 });
    const quiet = resolveBattle(b, { dice: rolls(7), seed: 3, quiet: true });
    expect(quiet.battle).toEqual(loud.battle);
    expect(quiet.events).toHaveLength(0);
    expect(loud.events.length).toBeGreaterThan(5);
    expect(loud.rolls.slice(0, 2)).toEqual(rolls(7));
    expect(loud.battle.result).toEqual({ winner: 'pc', turn: 1, mutual: false });
    expect(b.cursor).toMatchObject({ turn: 1, step: 1 });
    expect(b.opp[0]?.hp).toBe(10);
    expect(() => resolveBattle(b, { dice: [7] })).toThrow(RangeError);
  });

  it('battleProblem: a stored battle is checked before use', () => {
    const b: SdBattle = resolveBattle(duel(ch('P', 20, 10, 0), ch('O', 30, 10, 0)), {
      granularity: 'turn',
      seed: 2,
    }).battle;
    expect(battleProblem(JSON.parse(JSON.stringify(b)))).toBeNull();
    expect(battleProblem(null)).not.toBeNull();
    expect(en(battleProblem({ ...b, pc: [{ ...b.pc[0], hp: 99 }] }))).toMatch(/HP/);
    expect(battleProblem({ ...b, cursor: { ...b.cursor, step: 15 } })).not.toBeNull();
    expect(battleProblem({ ...b, policy: 'random' })).not.toBeNull();
    expect(battleProblem({ ...b, opp: [{ ...b.opp[0], out: true, hp: 5 }] })).not.toBeNull();
  });
});

/** Log lines: every step writes Japanese and English lines that start with its step id; map creatures → characters. */
import { describe, expect, it } from 'vitest';
import { applyWith, coreHandlers, makeCreature, newEncounter, type Handler } from '../core';
import { SD_EVENT_TYPES } from './events';
import { characterFromCreature } from './fromMap';
import { sudukuriCommandHandlers } from './handlers';
import type { BattleSetup } from './model';
import { describeCursor, STEPS } from './steps';
import { atStep5, ch, duel } from './testkit';
import { runStep } from './engine';
import { runtime } from './runtime';
import { FastDice } from './quiet';
import { resolveBattle } from './resolve';
import { battleProblem } from './validate';
import { rolls } from './testkit';

const table = { ...(coreHandlers as unknown as Record<string, Handler<never>>), ...(sudukuriCommandHandlers as unknown as Record<string, Handler<never>>) };

const RICH: BattleSetup = {
  pc: [
    ch('Knight', 40, 12, 3, { evilEyeArrow: 1, doubleAttack: 1, deadlySlash: 1, undying: 1, regeneration: 1 }),
    ch('Mage', 25, 4, 1, { fireMagic: 1, lightBreath: 1, sage: 1, poisonAir: 1 }),
  ],
  opp: [
    ch('Dragon', 50, 11, 4, { galeThunder: 1, ambush: 1, deadlyImmunity: 1, tactician: 1, magicBarrier: 1, dragonIncarnate: 1 }),
    ch('Imp', 15, 5, 1, { demonSpirit: 1, flight: 1, bow: 1 }),
  ],
};

describe('SD-STEP-01..13 log lines', () => {
  it('every step id appears, in both languages, at the head of each line; event types are the documented ones', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40 && seen.size < 13; seed++) {
      const s0 = applyWith(table, newEncounter({ system: 'sudukuri', seed }), { type: 'sdSetBattle', battle: RICH } as never);
      if (!s0.ok) throw new Error(s0.reason.en);
      const r = applyWith(table, s0.state, { type: 'sdRunToEnd' } as never);
      if (!r.ok) throw new Error(r.reason.en);
      for (const e of r.events) {
        if (e.type === 'dieRolled') continue;
        expect(Object.keys(SD_EVENT_TYPES)).toContain(e.type);
        const id = e.rules[0] ?? '';
        expect(id).toMatch(/^SD-STEP-\d\d$/);
        expect(e.text.en.startsWith(`[${id}] `)).toBe(true);
        expect(e.text.ja.startsWith(`[${id}] `)).toBe(true);
        seen.add(id);
      }
    }
    expect([...seen].sort()).toEqual(Array.from({ length: 13 }, (_v, i) => `SD-STEP-${String(i + 1).padStart(2, '0')}`));
  });

  it('a map creature becomes a battle character with its ext.sudukuri statistics', () => {
    const c = makeCreature({ name: 'Red Dragon', hp: 35, hpMax: 40, ext: { sudukuri: { atk: 14, def: 5, skills: { fireBreath: 1, flight: 1, nonsense: 2 } } } });
    c.id = 'c7';
    expect(characterFromCreature(c)).toEqual({ id: 'c7', name: 'Red Dragon', maxHp: 40, hp: 35, atk: 14, def: 5, skills: { fireBreath: 1, flight: 1 }, creatureId: 'c7' });
  });

  it('SD-STEP-01..13 titles, and where a battle stands', () => {
    expect(STEPS.map((x) => x.id)).toEqual(Array.from({ length: 13 }, (_v, i) => `SD-STEP-${String(i + 1).padStart(2, '0')}`));
    expect(STEPS[5]?.title.ja).toBe('(6)：物理攻撃の成功判定');
    const b = atStep5(duel(ch('Knight', 30, 5, 0, { doubleAttack: 2 }), ch('Dragon', 30, 5, 0)));
    runStep(runtime(b, new FastDice(1), null));
    expect(describeCursor(b).en).toBe('Turn 1 · SD-STEP-06 Physical success roll · Knight → Dragon, attack 1/3');
    expect(describeCursor(b).ja).toBe('第1ターン・SD-STEP-06 (6)：物理攻撃の成功判定・Knight→Dragon 1/3回目');
  });

  it('resolveBattle: pure, quiet or logged alike, typed-in dice first', () => {
    const b = duel(ch('P', 20, 10, 0), ch('O', 10, 10, 0));
    const loud = resolveBattle(b, { dice: rolls(7), seed: 3 });
    const quiet = resolveBattle(b, { dice: rolls(7), seed: 3, quiet: true });
    expect(quiet.battle).toEqual(loud.battle);
    expect(quiet.lines).toHaveLength(0);
    expect(loud.lines.length).toBeGreaterThan(5);
    expect(loud.rolls.slice(0, 2)).toEqual(rolls(7));
    expect(loud.battle.result).toEqual({ winner: 'pc', turn: 1, mutual: false });
    expect(b.cursor).toMatchObject({ turn: 1, step: 1 });
    expect(b.opp[0]?.hp).toBe(10);
    expect(() => resolveBattle(b, { dice: [7] })).toThrow(RangeError);
  });

  it('battleProblem: a stored battle is checked before use', () => {
    const b = resolveBattle(duel(ch('P', 20, 10, 0), ch('O', 30, 10, 0)), { granularity: 'turn', seed: 2 }).battle;
    expect(battleProblem(JSON.parse(JSON.stringify(b)))).toBeNull();
    expect(battleProblem(null)).not.toBeNull();
    expect(battleProblem({ ...b, pc: [{ ...b.pc[0], hp: 99 }] })?.en).toMatch(/HP/);
    expect(battleProblem({ ...b, cursor: { ...b.cursor, step: 15 } })).not.toBeNull();
    expect(battleProblem({ ...b, policy: 'random' })).not.toBeNull();
    expect(battleProblem({ ...b, opp: [{ ...b.opp[0], out: true, hp: 5 }] })).not.toBeNull();
  });
});

/** Log lines: every step writes Japanese and English lines that start with its step id; map creatures → characters. */
import { describe, expect, it } from 'vitest';
import { applyWith, coreHandlers, makeCreature, newEncounter, type Handler } from '../core';
import { SD_EVENT_TYPES } from './events';
import { characterFromCreature } from './fromMap';
import { sudukuriCommandHandlers } from './handlers';
import type { BattleSetup } from './model';
import { ch } from './testkit';

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
});

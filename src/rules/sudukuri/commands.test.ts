/** The commands through the core envelope: typed-in dice, undo/redo, replay, the manual target choice (SD-R1). */
import { describe, expect, it } from 'vitest';
import { applyWith, coreHandlers, newEncounter, type Encounter, type Handler, type Outcome } from '../core';
import { record, replay, startHistory, undo, present, redo } from '../core/history';
import type { SudukuriCommand } from './commands';
import { sudukuriCommandHandlers } from './handlers';
import { getBattle, type BattleSetup, type SdBattle } from './model';
import { ch, rolls } from './testkit';

const table = { ...(coreHandlers as unknown as Record<string, Handler<never>>), ...(sudukuriCommandHandlers as unknown as Record<string, Handler<never>>) };
const apply = (s: Encounter, c: SudukuriCommand): Outcome => applyWith(table, s, c);

function ok(s: Encounter, c: SudukuriCommand): Encounter {
  const r = apply(s, c);
  if (!r.ok) throw new Error(`${c.type} rejected: ${r.reason.en}`);
  return r.state;
}

function b(s: Encounter): SdBattle {
  const x = getBattle(s);
  if (!x) throw new Error('no battle');
  return x;
}

const KNIGHT_VS_DRAGON: BattleSetup = {
  pc: [ch('Knight', 20, 8, 3, { doubleAttack: 1, silverWeapon: 1 })],
  opp: [ch('Dragon', 30, 9, 2, { regeneration: 1, fireBreath: 1, ambush: 1 })],
};

const start = (setup: BattleSetup = KNIGHT_VS_DRAGON, seed = 7): Encounter =>
  ok(newEncounter({ system: 'sudukuri', seed }), { type: 'sdSetBattle', battle: setup });

describe('sdSetBattle', () => {
  it('SD-R2 rejects a side without characters, and changes nothing', () => {
    const s = newEncounter({ system: 'sudukuri' });
    const r = apply(s, { type: 'sdSetBattle', battle: { pc: [], opp: [ch('O', 10, 1, 1)] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.ruleId).toBe('SD-R2');
    expect(s.sys.sudukuri).toBeUndefined();
  });

  it('SD-SK rejects an unknown skill and impossible numbers', () => {
    const s = newEncounter({ system: 'sudukuri' });
    for (const bad of [
      { pc: [{ ...ch('P', 10, 1, 1), skills: { fireball: 1 } }], opp: [ch('O', 10, 1, 1)] },
      { pc: [ch('P', 10, 1, 1, {}, { hp: 11 })], opp: [ch('O', 10, 1, 1)] },
      { pc: [ch('P', 0, 1, 1)], opp: [ch('O', 10, 1, 1)] },
      { pc: [ch('P', 10, 1, 1, { berserker: 99 })], opp: [ch('O', 10, 1, 1)] },
    ]) expect(apply(s, { type: 'sdSetBattle', battle: bad }).ok).toBe(false);
  });

  it('a damaged stored battle (e.g. a hand-edited file) is refused with a reason, not run', () => {
    const s = start();
    const broken: Encounter = { ...s, sys: { ...s.sys, sudukuri: { ...b(s), pc: [{ ...b(s).pc[0], hp: 999 }] } } };
    const r = apply(broken, { type: 'sdStep' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.en).toMatch(/HP must be from 0 to max HP/);
  });

  it('stores plain JSON in sys.sudukuri', () => {
    const s = start();
    expect(JSON.parse(JSON.stringify(s.sys.sudukuri))).toEqual(s.sys.sudukuri);
    expect(b(s).pc[0]).toMatchObject({ id: 'pc1', name: 'Knight', hp: 20, maxHp: 20 });
  });
});

describe('a whole battle with typed-in dice, turn by turn', () => {
  it('SD-STEP-03 SD-STEP-06 SD-STEP-08 SD-STEP-09 SD-STEP-10 SD-STEP-13 Knight vs Dragon', () => {
    let s = start();
    const t1 = apply(s, { type: 'sdTurn', dice: [...rolls(8), ...rolls(7), ...rolls(5)] });
    expect(t1.ok).toBe(true);
    if (!t1.ok) return;
    s = t1.state;
    // Dragon first (only it holds 奇襲心得): hits 9−3 = 6, breath ⌈30/10⌉ = 3 → Knight 11;
    // Knight: 8−2+1 = 7 → 23, then a miss; Dragon regenerates 3 → 26.
    expect([b(s).pc[0]?.hp, b(s).opp[0]?.hp]).toEqual([11, 26]);
    const texts = t1.events.map((e) => e.text.ja).join('\n');
    expect(texts).toContain('相手側のみ奇襲心得 → 相手側が先攻');
    expect(texts).toContain('炎ブレス: ⌈30/10⌉=3 = 3');
    expect(texts).toContain('銀の武器 vs —: 8 − 2 + 1 = 7');
    expect(t1.events.filter((e) => e.type === 'dieRolled')).toHaveLength(6);
    // Turn 2: Dragon misses (6), breath ⌈26/10⌉ = 3 → 8; Knight crits (12): 8−0+1 = 9 → 17, hits (9): 7 → 10; regen → 13.
    s = ok(s, { type: 'sdTurn', dice: [...rolls(6), ...rolls(12), ...rolls(9)] });
    expect([b(s).pc[0]?.hp, b(s).opp[0]?.hp]).toEqual([8, 13]);
    // Turn 3: Dragon crits: 9 − 0 = 9 → Knight 0 → step 10 (Dragon +3 = 16) → step 11 → step 13.
    const t3 = apply(s, { type: 'sdTurn', dice: rolls(12) });
    expect(t3.ok).toBe(true);
    if (!t3.ok) return;
    expect(b(t3.state).result).toEqual({ winner: 'opp', turn: 3, mutual: false });
    expect([b(t3.state).pc[0]?.hp, b(t3.state).opp[0]?.hp]).toEqual([0, 16]);
    expect(t3.events.at(-1)?.type).toBe('sdBattleEnded');
    expect(apply(t3.state, { type: 'sdStep' }).ok).toBe(false);
  });

  it('rejects typed-in dice that are impossible or not needed, changing nothing', () => {
    const s = start();
    expect(apply(s, { type: 'sdStep', dice: [7, 1] }).ok).toBe(false);
    const extra = apply(s, { type: 'sdTurn', dice: [...rolls(8, 7, 5), 3] });
    expect(extra.ok).toBe(false);
    expect(b(s).cursor.turn).toBe(1);
  });
});

describe('granularity', () => {
  it('sdStep advances one unit, sdTurn to the next turn, sdRunToEnd to a result', () => {
    let s = start();
    s = ok(s, { type: 'sdStep' });
    expect(b(s).cursor.step).toBe(2);
    s = ok(s, { type: 'sdStep' });
    expect(b(s).cursor.step).toBe(3);
    s = ok(s, { type: 'sdTurn' });
    expect(b(s).cursor).toMatchObject({ turn: 2, step: 1 });
    s = ok(s, { type: 'sdRunToEnd' });
    expect(b(s).result).not.toBeNull();
  });

  it('SD-R10 a battle that can never end is a draw at the turn cap', () => {
    const setup: BattleSetup = { pc: [ch('P', 50, 1, 0, { regeneration: 1, ironBody: 3, dragonBlessing: 1 })], opp: [ch('O', 50, 1, 0, { regeneration: 1, ironBody: 3, dragonBlessing: 1 })], maxTurns: 30 };
    const s = ok(start(setup), { type: 'sdRunToEnd' });
    expect(b(s).result).toEqual({ winner: 'draw', turn: 30, mutual: false });
  });
});

describe('SD-R1 manual target choice', () => {
  const setup: BattleSetup = { pc: [ch('P', 50, 5, 0)], opp: [ch('X', 30, 0, 0), ch('Y', 20, 0, 0)], policy: 'manual' };

  it('SD-R1 waits for a choice, refuses other resolution meanwhile, and resumes the turn with the chosen target', () => {
    let s = ok(start(setup), { type: 'sdTurn' });
    const p = b(s).pending;
    expect(p?.kind).toBe('sd.target');
    expect(p?.options.map((o) => o.id)).toEqual(['opp1', 'opp2']);
    const blocked = apply(s, { type: 'sdStep' });
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.ruleId).toBe('SD-R1');
    expect(apply(s, { type: 'sdChooseTarget', targetId: 'pc1' }).ok).toBe(false);
    // P hits X (7); X and Y then attack P (both miss: 2).
    s = ok(s, { type: 'sdChooseTarget', targetId: 'opp1', dice: rolls(7, 2, 2) });
    expect(b(s).opp.map((c) => c.hp)).toEqual([25, 20]);
    expect(b(s).cursor).toMatchObject({ turn: 2, step: 1 });
    expect(b(s).pending).toBeNull();
  });

  it('SD-R1 switching to an automatic policy clears the pending choice', () => {
    let s = start(setup);
    for (let i = 0; i < 5; i++) s = ok(s, { type: 'sdStep' }); // steps 1, 2, 3, 4, then 5 asks
    expect(b(s).pending).not.toBeNull();
    s = ok(s, { type: 'sdSetTargetPolicy', policy: 'lowest-hp' });
    expect(b(s).pending).toBeNull();
    s = ok(s, { type: 'sdStep' });
    expect(b(s).cursor.target).toBe(1);
  });
});

describe('history: undo, redo, reset, replay', () => {
  it('undo restores the battle; redo does not re-roll; sdReset goes back to the start', () => {
    let h = startHistory<SudukuriCommand>(newEncounter({ system: 'sudukuri', seed: 3 }));
    h = record(h, apply, { type: 'sdSetBattle', battle: KNIGHT_VS_DRAGON }).history;
    const before = present(h);
    h = record(h, apply, { type: 'sdTurn' }).history;
    const after = present(h);
    expect(b(after).cursor.turn).toBe(2);
    h = undo(h);
    expect(present(h)).toBe(before);
    h = redo(h);
    expect(present(h)).toBe(after);
    const reset = ok(after, { type: 'sdReset' });
    expect(b(reset).pc[0]?.hp).toBe(20);
    expect(b(reset).cursor).toMatchObject({ turn: 1, step: 1 });
  });

  it('replay: the same seed and commands give the same battle', () => {
    const cmds: SudukuriCommand[] = [{ type: 'sdSetBattle', battle: KNIGHT_VS_DRAGON }, { type: 'sdStep' }, { type: 'sdTurn' }, { type: 'sdRunToEnd' }];
    const a = replay(newEncounter({ system: 'sudukuri', seed: 11 }), cmds, cmds.length, apply);
    const c = replay(newEncounter({ system: 'sudukuri', seed: 11 }), cmds, cmds.length, apply);
    expect(a.failedAt).toBeNull();
    expect(present(a.history)).toEqual(present(c.history));
    expect(b(present(a.history)).result).not.toBeNull();
  });
});

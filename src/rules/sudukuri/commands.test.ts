/** The commands through the kernel's envelope: typed-in dice, undo/redo, replay, the manual target choice (SD-R1). */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import { fileText, loadEncounterFile, Session, type Refused } from '../core';
import type { SudukuriCommand } from './commands';
import { sudukuri } from './index';
import type { BattleSetup, SdCharacter, SdEncounter } from './model';
import { apply, battleOf as b, ch, encounter, rolls, run, session } from './testkit';

const ok = (s: SdEncounter, c: SudukuriCommand): SdEncounter => run(s, c);
const en = (r: Refused): string => describeMsg('sudukuri', r.reason, 'en');
const systemOf = (id: string) => (id === 'sudukuri' ? sudukuri : undefined);

const KNIGHT_VS_DRAGON: BattleSetup = {
  pc: [ch('Knight', 20, 8, 3, { doubleAttack: 1, silverWeapon: 1 })],
  opp: [ch('Dragon', 30, 9, 2, { regeneration: 1, fireBreath: 1, ambush: 1 })],
};

const start = (setup: BattleSetup = KNIGHT_VS_DRAGON, seed = 7): SdEncounter =>
  ok(encounter({ seed }), { type: 'sdSetBattle', battle: setup });

describe('sdSetBattle', () => {
  it('SD-R2 rejects a side without characters, and changes nothing', () => {
    const s = encounter();
    const r = apply(s, { type: 'sdSetBattle', battle: { pc: [], opp: [ch('O', 10, 1, 1)] } });
    expect(r.ok).toBe(false);
    if (!r.ok && r.kind === 'refused') expect(r.ruleId).toBe('SD-R2');
    expect(s.sys.battle).toBeNull();
  });

  it('SD-SK rejects an unknown skill and impossible numbers', () => {
    const s = encounter();
    for (const bad of [
      { pc: [{ ...ch('P', 10, 1, 1), skills: { fireball: 1 } }], opp: [ch('O', 10, 1, 1)] },
      { pc: [ch('P', 10, 1, 1, {}, { hp: 11 })], opp: [ch('O', 10, 1, 1)] },
      { pc: [ch('P', 0, 1, 1)], opp: [ch('O', 10, 1, 1)] },
      { pc: [ch('P', 10, 1, 1, { berserker: 99 })], opp: [ch('O', 10, 1, 1)] },
    ])
      expect(apply(s, { type: 'sdSetBattle', battle: bad }).ok).toBe(false);
  });

  it('a damaged stored battle (e.g. a hand-edited file) is refused with a reason, not run', () => {
    const s = start();
    const battle = b(s);
    const broken: SdEncounter = {
      ...s,
      sys: { battle: { ...battle, pc: [{ ...(battle.pc[0] as SdCharacter), hp: 999 }] } },
    };
    const r = loadEncounterFile(fileText(broken, [{ type: 'sdStep' }], 1), systemOf);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(describeMsg('sudukuri', r.error, 'en')).toMatch(/HP must be from 0 to max HP/);
  });

  it('stores plain JSON in sys.battle', () => {
    const s = start();
    expect(JSON.parse(JSON.stringify(s.sys.battle))).toEqual(s.sys.battle);
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
    const texts = t1.events.map((e) => describeEvent('sudukuri', e, 'ja')).join('\n');
    expect(texts).toContain('相手側のみ奇襲心得 → 相手側が先攻');
    expect(texts).toContain('炎ブレス: ⌈30/10⌉=3 = 3');
    expect(texts).toContain('銀の武器 対 —：8 − 2 + 1 = 7');
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
    const setup: BattleSetup = {
      pc: [ch('P', 50, 1, 0, { regeneration: 1, ironBody: 3, dragonBlessing: 1 })],
      opp: [ch('O', 50, 1, 0, { regeneration: 1, ironBody: 3, dragonBlessing: 1 })],
      maxTurns: 30,
    };
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
    if (!blocked.ok && blocked.kind === 'refused') expect(blocked.ruleId).toBe('SD-R1');
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

  it('SD-R1 the prompt and options are messages, described in both languages', () => {
    const s = ok(start(setup), { type: 'sdTurn' });
    const p = b(s).pending;
    if (!p) throw new Error('no choice');
    expect(describeMsg('sudukuri', p.prompt, 'en')).toBe("Choose the target of P's attacks (SD-R1).");
    expect(describeMsg('sudukuri', p.prompt, 'ja')).toBe('Pの通常攻撃の対象を選んでください（SD-R1）。');
    expect(p.options.map((o) => describeMsg('sudukuri', o.label, 'ja'))).toEqual(['X（体力30/30）', 'Y（体力20/20）']);
    const r = apply(s, { type: 'sdStep' });
    if (r.ok || r.kind !== 'refused') throw new Error('not refused');
    expect(en(r)).toBe("A target choice is pending: Choose the target of P's attacks (SD-R1).");
  });
});

describe('history: undo, redo, reset, replay', () => {
  it('undo restores the battle; redo does not re-roll; sdReset goes back to the start', () => {
    const h = session(encounter({ seed: 3 }));
    expect(h.apply({ type: 'sdSetBattle', battle: KNIGHT_VS_DRAGON }).ok).toBe(true);
    const before = h.state;
    expect(h.apply({ type: 'sdTurn' }).ok).toBe(true);
    const after = h.state;
    expect(b(after).cursor.turn).toBe(2);
    h.undo();
    // Each change publishes a new root object; the battle itself is the very value it was.
    expect(h.state.sys).toBe(before.sys);
    expect(h.state).toEqual(before);
    h.redo();
    expect(h.state.sys).toBe(after.sys);
    expect(h.state).toEqual(after);
    const reset = ok(h.state, { type: 'sdReset' });
    expect(b(reset).pc[0]?.hp).toBe(20);
    expect(b(reset).cursor).toMatchObject({ turn: 1, step: 1 });
  });

  it('replay: the same seed and commands give the same battle', () => {
    const cmds: SudukuriCommand[] = [
      { type: 'sdSetBattle', battle: KNIGHT_VS_DRAGON },
      { type: 'sdStep' },
      { type: 'sdTurn' },
      { type: 'sdRunToEnd' },
    ];
    const a = Session.replay(sudukuri, encounter({ seed: 11 }), cmds, cmds.length);
    const c = Session.replay(sudukuri, encounter({ seed: 11 }), cmds, cmds.length);
    expect(a.failedAt).toBeNull();
    expect(a.session.state).toEqual(c.session.state);
    expect(b(a.session.state).result).not.toBeNull();
  });
});

describe('map creatures', () => {
  it('SD-TERM a character linked to a creature that is not on the map is refused; removing a linked creature unlinks it', () => {
    let s = run(encounter(), {
      type: 'addCreature',
      creature: { name: 'Red Dragon', pos: { x: 1, y: 1 }, sys: { atk: 14, def: 5 } },
    });
    const bad = apply(s, {
      type: 'sdSetBattle',
      battle: { pc: [ch('P', 10, 1, 1, {}, { creatureId: 'c9' })], opp: [ch('O', 10, 1, 1)] },
    });
    if (bad.ok || bad.kind !== 'refused') throw new Error('not refused');
    expect(en(bad)).toBe('P: there is no creature "c9" on the map.');
    s = run(s, {
      type: 'sdSetBattle',
      battle: { pc: [ch('P', 10, 1, 1)], opp: [ch('Red Dragon', 10, 14, 5, {}, { id: 'c1', creatureId: 'c1' })] },
    });
    s = run(s, { type: 'removeCreature', id: 'c1' });
    expect(b(s).opp[0]?.creatureId).toBeNull();
    expect(b(s).start.opp[0]?.creatureId).toBeNull();
  });
});

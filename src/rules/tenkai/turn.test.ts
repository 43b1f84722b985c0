import { describe, expect, it } from 'vitest';
import { apLeft, currentRoundOwner, phaseOf, turnOrder } from './index';
import { aTenkaiEncounter, no, ofType, ok, run } from './testkit';
import { creatureOf } from '../core';

/** A, B, C with 俊敏 200 / 100 / 0 → with dice 1,1,1 the order is A > B > C. */
function abc() {
  return aTenkaiEncounter()
    .with('A', { stats: { agility: 200, ap: 3 } })
    .with('B', { stats: { agility: 100, ap: 3 }, pos: { x: 1, y: 0 } })
    .with('C', { stats: { agility: 0, ap: 3 }, pos: { x: 2, y: 0 } });
}

describe('turn flow', () => {
  it('TK-TURN-1: in its round a character spends up to its 行動 (AP); more is refused', () => {
    const b = abc().run({ type: 'tkStartTurn', dice: [1, 1, 1] });
    const a = b.id('A');
    expect(currentRoundOwner(b.state)).toBe(a);
    const s = run(b.state, { type: 'tkSpendAp', id: a, action: 'slowReload' });
    expect(apLeft(s, a)).toBe(1);
    const r = no(s, { type: 'tkSpendAp', id: a, action: 'slowReload' });
    expect(r.ruleId).toBe('TK-TURN-5');
    expect(s.turns.round).toBe(1);
  });

  it('TK-TURN-2: persistence checks, initiative, round start, defending, turn end — in that order', () => {
    const b = abc();
    const A = b.id('A');
    const B = b.id('B');
    b.run({ type: 'tkApplyStatus', targetId: B, kind: 'poison', damage: 5, duration: 3, noCheck: true });
    const r = ok(b.state, { type: 'tkStartTurn', dice: [1, 1, 1] });
    const types = r.events
      .map((e) => e.type)
      .filter((t) => ['turnStarted', 'poisonDamaged', 'initiativeRolled', 'roundStarted'].includes(t));
    expect(types.indexOf('poisonDamaged')).toBeLessThan(types.indexOf('initiativeRolled'));
    expect(types.indexOf('initiativeRolled')).toBeLessThan(types.indexOf('roundStarted'));
    // B is defending during A's round: it cannot act.
    const def = no(r.state, { type: 'tkSpendAp', id: B, action: 'attack' });
    expect(def.ruleId).toBe('TK-TURN-2');
    let s = r.state;
    s = run(s, { type: 'tkEndRound' }, { type: 'tkEndRound' });
    const end = ok(s, { type: 'tkEndRound' });
    expect(ofType(end.events, 'turnEnded')).toHaveLength(1);
    expect(phaseOf(end.state)).toBe('turnEnded');
    expect(no(end.state, { type: 'tkSpendAp', id: A, action: 'attack' }).ruleId).toBe('TK-TURN-2');
    // The core tracker mirrors it: core round = ターン.
    expect(end.state.turns.round).toBe(1);
  });

  it('TK-TURN-3: 俊敏/10 + 1D20, highest first, ties by the higher die; no 俊敏 → 回避 without a roll', () => {
    const b = aTenkaiEncounter()
      .with('A', { stats: { agility: 120 } })
      .with('B', { stats: { agility: 80 } })
      .with('Oni', { stats: { agility: null, evasion: 15 }, side: 'enemy' });
    const r = ok(b.state, { type: 'tkStartTurn', dice: [5, 9] });
    const s = r.state.sys;
    expect(s.initiative[b.id('A')]).toEqual({ total: 17, die: 5, basis: 'agility' });
    expect(s.initiative[b.id('B')]).toEqual({ total: 17, die: 9, basis: 'agility' });
    expect(s.initiative[b.id('Oni')]).toEqual({ total: 15, die: null, basis: 'evasion' });
    expect(r.state.turns.order).toEqual([b.id('B'), b.id('A'), b.id('Oni')]);
    expect(ofType(r.events, 'dieRolled')).toHaveLength(2);
    expect(creatureOf(r.state, b.id('A'))?.initiative).toBe(17);
  });

  it('TK-TURN-4: the source example — order A > B > C, B postpones → A, C, B; postponing never restarts the round', () => {
    const b = abc();
    const [A, B, C] = [b.id('A'), b.id('B'), b.id('C')];
    b.run({ type: 'tkStartTurn', dice: [1, 1, 1] });
    expect(b.state.turns.order).toEqual([A, B, C]);
    b.run({ type: 'tkAddEffect', ownerId: B, name: '加護結界', duration: 1 });
    b.run({ type: 'tkEndRound' });
    expect(currentRoundOwner(b.state)).toBe(B);
    const p = ok(b.state, { type: 'tkPostpone' });
    expect(p.state.turns.order).toEqual([A, C, B]);
    expect(currentRoundOwner(p.state)).toBe(C);
    expect(turnOrder(p.state).rows.map((r) => r.state)).toEqual(['done', 'current', 'postponed']);
    const back = ok(p.state, { type: 'tkEndRound' });
    expect(currentRoundOwner(back.state)).toBe(B);
    expect(ofType(back.events, 'roundStarted')).toHaveLength(0);
    expect(ofType(back.events, 'roundResumed')).toHaveLength(1);
    // The round may end with AP unspent.
    const end = ok(back.state, { type: 'tkEndRound' });
    expect(ofType(end.events, 'turnEnded')).toHaveLength(1);
  });

  it('TK-TURN-4: postponing does not extend durations (they are checked at round start, not resolution)', () => {
    const b = abc();
    const B = b.id('B');
    b.run({ type: 'tkAddEffect', ownerId: B, name: '瞬脚', duration: 2 }); // set up in turn 0 → ends at B's round start in turn 2
    b.run(
      { type: 'tkStartTurn', dice: [1, 1, 1] },
      { type: 'tkEndRound' },
      { type: 'tkPostpone' },
      { type: 'tkEndRound' },
      { type: 'tkEndRound' },
    );
    expect(b.state.sys.effects).toHaveLength(1);
    const t2 = ok(b.state, { type: 'tkStartTurn', dice: [1, 1, 1] });
    const afterA = ok(t2.state, { type: 'tkEndRound' });
    expect(ofType(afterA.events, 'effectEnded')).toHaveLength(1);
    expect(afterA.state.sys.effects).toHaveLength(0);
  });

  it('TK-TURN-4: a round cannot be postponed when nobody is left to act', () => {
    const b = abc().run({ type: 'tkStartTurn', dice: [1, 1, 1] }, { type: 'tkEndRound' }, { type: 'tkEndRound' });
    expect(no(b.state, { type: 'tkPostpone' }).ruleId).toBe('TK-TURN-4');
  });

  it('TK-TURN-4: postponing to right after a named character', () => {
    const b = abc().with('D', { stats: { agility: 0 }, pos: { x: 3, y: 0 } });
    const [A, B, C, D] = ['A', 'B', 'C', 'D'].map((n) => b.id(n)) as [string, string, string, string];
    b.run({ type: 'tkStartTurn', dice: [1, 1, 1, 1] });
    expect(b.state.turns.order).toEqual([A, B, C, D]);
    const s = run(b.state, { type: 'tkPostpone', after: C });
    expect(s.turns.order).toEqual([B, C, A, D]);
    expect(no(s, { type: 'tkPostpone', after: B }).ruleId).toBe('TK-TURN-4');
  });

  it('TK-TURN-5: the cost table — attack 1, slow reload 2, muzzle-loader 3, drop 0, turn to face 1 while riding', () => {
    const b = aTenkaiEncounter()
      .with('A', { stats: { agility: 100, ap: 10 } })
      .with('Ryu', { stats: { agility: null, evasion: 10, ap: 4 }, tk: { role: 'partner', move: 3 } });
    const A = b.id('A');
    b.run({ type: 'tkStartTurn', dice: [10] });
    let s = b.state;
    const costs: [Parameters<typeof ok>[1], number][] = [
      [{ type: 'tkSpendAp', id: A, action: 'attack' }, 1],
      [{ type: 'tkSpendAp', id: A, action: 'slowReload' }, 2],
      [{ type: 'tkSpendAp', id: A, action: 'muzzleReload' }, 3],
      [{ type: 'tkSpendAp', id: A, action: 'dropItem' }, 0],
      [{ type: 'tkSpendAp', id: A, action: 'turn' }, 0],
    ];
    for (const [cmd, cost] of costs) {
      const before = apLeft(s, A);
      s = ok(s, cmd).state;
      expect(before - apLeft(s, A)).toBe(cost);
    }
    expect(no(s, { type: 'tkSpendAp', id: A, action: 'boardArmour' }).ruleId).toBe('TK-TURN-5');
    // Riding a partner, turning to face costs 1 — the partner's (TK-MNT-3, RULING TK-R4), also when the rider asks.
    const r = aTenkaiEncounter()
      .with('A', { stats: { ap: 5 } })
      .with('Ryu', { stats: { agility: null, evasion: 30, ap: 4 }, tk: { role: 'partner', move: 3 } })
      .run({ type: 'tkMountPartner', riderId: 'c1', partnerId: 'c2' }, { type: 'tkStartTurn' });
    const t = ok(r.state, { type: 'tkSpendAp', id: 'c1', action: 'turn' });
    expect([apLeft(t.state, 'c1'), apLeft(t.state, 'c2')]).toEqual([5, 3]);
  });

  it('TK-TURN-5: too little AP is refused; the GM may allow it, carrying the rest into the next turn', () => {
    const b = aTenkaiEncounter()
      .with('A', { stats: { agility: 100, ap: 2 } })
      .run({ type: 'tkStartTurn', dice: [3] });
    const A = b.id('A');
    expect(no(b.state, { type: 'tkSpendAp', id: A, action: 'muzzleReload' }).ruleId).toBe('TK-TURN-5');
    const gm = ok(b.state, { type: 'tkSpendAp', id: A, action: 'muzzleReload', gm: true });
    expect(apLeft(gm.state, A)).toBe(0);
    const next = run(gm.state, { type: 'tkEndRound' }, { type: 'tkStartTurn', dice: [3] });
    expect(apLeft(next, A)).toBe(1);
  });

  it('TK-TURN-6: a 0-AP skill is reusable only after spending 1 AP or after someone else acts', () => {
    const b = abc().run({ type: 'tkStartTurn', dice: [1, 1, 1] });
    const [A, B] = [b.id('A'), b.id('B')];
    let s = run(b.state, { type: 'tkUseSkill', id: A, name: '練力集中', ap: 0 });
    expect(no(s, { type: 'tkUseSkill', id: A, name: '練力集中', ap: 0 }).ruleId).toBe('TK-TURN-6');
    s = run(s, { type: 'tkSpendAp', id: A, action: 'readyWeapon' });
    s = run(s, { type: 'tkUseSkill', id: A, name: '練力集中', ap: 0 });
    expect(no(s, { type: 'tkUseSkill', id: A, name: '練力集中', ap: 0 }).ruleId).toBe('TK-TURN-6');
    // Someone else acts in between (B in its round), then A may use it again (GM-allowed out of its round here).
    s = run(
      s,
      { type: 'tkEndRound' },
      { type: 'tkSpendAp', id: B, action: 'readyWeapon' },
      { type: 'tkPostpone' },
      { type: 'tkEndRound' },
    );
    expect(s.sys.zeroApLocks[A]).toBeUndefined();
  });

  it('TK-TURN-2: nextTurn (core) ends the round or starts the next turn; previousTurn and setInitiative are refused', () => {
    const b = abc();
    let r = ok(b.state, { type: 'nextTurn', dice: [1, 1, 1] });
    expect(r.state.turns.round).toBe(1);
    r = ok(r.state, { type: 'nextTurn' });
    expect(currentRoundOwner(r.state)).toBe(b.id('B'));
    expect(r.state.turns.current).toBe(1);
    expect(no(r.state, { type: 'previousTurn' }).ruleId).toBe('TK-TURN-2');
    expect(no(r.state, { type: 'setInitiative', id: b.id('A'), value: 3 }).ruleId).toBe('TK-TURN-3');
  });

  it('TK-TURN-2: removing a creature mid-turn drops it from the order; removing the current one starts the next round', () => {
    const b = abc().run({ type: 'tkStartTurn', dice: [1, 1, 1] });
    const [A, B, C] = [b.id('A'), b.id('B'), b.id('C')];
    const gone = ok(b.state, { type: 'removeCreature', id: A });
    expect(gone.state.turns.order).toEqual([B, C]);
    expect(currentRoundOwner(gone.state)).toBe(B);
    expect(ofType(gone.events, 'roundStarted')[0]?.ids).toEqual([B]);
    const later = ok(b.state, { type: 'removeCreature', id: C });
    expect(later.state.turns.order).toEqual([A, B]);
    expect(currentRoundOwner(later.state)).toBe(A);
    expect(later.state.turns.order).toEqual([A, B]);
  });
});

/**
 * Typed-in dice ("I rolled…", issue 15): every Tenkai command or decision that rolls takes the faces a person rolled
 * on the table (`dice`, used in order before the seeded generator); an impossible face is refused and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { creatureOf, type DieRoll } from '../core';
import { describeRefusal } from '../../i18n';
import type { TenkaiCommand, TkEncounter } from './index';
import { aTenkaiEncounter, no, ofType, ok, run, tkIn, type AnyTkEvent } from './testkit';

/** Attacker A (俊敏 1000) next to defender D (no 俊敏); rider R on partner P beside them; A acts first. */
function table() {
  const b = aTenkaiEncounter()
    .with('A', { stats: { agility: 1000, accuracy: 100, attack: 300, perception: 200, ap: 6 } })
    .with('D', {
      pos: { x: 1, y: 0 },
      side: 'enemy',
      stats: { agility: null, evasion: 100, accuracy: 50, defence: 100, guard: 200, resistance: 100 },
    })
    .with('R', { pos: { x: 0, y: 1 }, side: 'enemy' })
    .with('P', {
      pos: { x: 0, y: 1 },
      side: 'enemy',
      stats: { agility: null, evasion: 50 },
      tk: { role: 'partner', move: 3 },
    });
  b.run({ type: 'tkMountPartner', riderId: b.id('R'), partnerId: b.id('P') });
  return { b, A: b.id('A'), D: b.id('D'), R: b.id('R'), P: b.id('P') };
}

/** The typed-in rolls of a command's events. */
const typed = (events: readonly AnyTkEvent[]): DieRoll[] =>
  ofType(events, 'dieRolled')
    .filter((e) => e.roll.manual)
    .map((e) => e.roll);

describe('typed-in dice (issue 15)', () => {
  it('TK-HIT-3: a typed d20 is the hit check’s die — given with the attack, or with the evade/guard answer', () => {
    const { b, A, D } = table();
    const s = run(b.state, { type: 'tkStartTurn', dice: [10] });
    const up = ok(s, { type: 'tkAttack', attackerId: A, targetId: D, kind: 'melee', defence: 'guard', dice: [10] });
    expect(typed(up.events)).toEqual([
      expect.objectContaining({
        sides: 20,
        value: 10,
        manual: true,
        purpose: expect.objectContaining({ m: 'hitDie', rule: 'TK-HIT-3' }),
      }),
    ]);
    expect(ofType(up.events, 'hitChecked')[0]).toMatchObject({ die: 10, result: 'direct' });
    expect(creatureOf(up.state, D)?.hp).toBe(84);
    const asked = ok(s, { type: 'tkAttack', attackerId: A, targetId: D, kind: 'melee' });
    const answered = ok(asked.state, { type: 'decide', optionId: 'evade', dice: [20] });
    expect(typed(answered.events).map((r) => r.value)).toEqual([20]);
    expect(ofType(answered.events, 'hitChecked')[0]).toMatchObject({ die: 20, result: 'penetrate' });
    // The evading pair's random pick (TK-MNT-5) is typed in after the hit check's d20: 2 → the rider.
    const pair = ok(s, {
      type: 'tkAttack',
      attackerId: A,
      targetId: b.id('R'),
      kind: 'melee',
      defence: 'evade',
      dice: [20, 2],
    });
    expect(typed(pair.events).map((r) => [r.sides, r.value])).toEqual([
      [20, 20],
      [2, 2],
    ]);
    expect(ofType(pair.events, 'pairTargetChosen')[0]?.hit.id).toBe(b.id('R'));
  });

  it('TK-ST-1: a typed d20 is the status start check’s die (and the effect, recovery and behaviour dice)', () => {
    const { b, A, D } = table();
    const start = ok(b.state, {
      type: 'tkApplyStatus',
      targetId: D,
      sourceId: A,
      kind: 'fear',
      duration: 3,
      power: 100,
      dice: [11],
    });
    expect(typed(start.events)).toEqual([
      expect.objectContaining({
        sides: 20,
        value: 11,
        purpose: expect.objectContaining({ m: 'checkDie', check: 'start', rule: 'TK-ST-1' }),
      }),
    ]);
    expect(ofType(start.events, 'statusChecked')[0]).toMatchObject({ die: 11, result: 'light' });
    expect(tkIn(start.state, D).statuses.map((x) => x.kind)).toEqual(['fear']);
    expect(
      ofType(
        ok(b.state, {
          type: 'tkApplyStatus',
          targetId: D,
          sourceId: A,
          kind: 'fear',
          duration: 3,
          power: 100,
          dice: [10],
        }).events,
        'statusResisted',
      ),
    ).toHaveLength(1);
    // Every other command that rolls takes them too: initiative, charm orders, miasma progression, confusion.
    const charmed = run(b.state, {
      type: 'tkApplyStatus',
      targetId: D,
      sourceId: A,
      kind: 'charm',
      duration: 3,
      noCheck: true,
    });
    const sick = run(b.state, { type: 'tkApplyStatus', targetId: D, sourceId: A, kind: 'miasma', noCheck: true });
    const confused = run(
      b.state,
      { type: 'tkApplyStatus', targetId: D, sourceId: A, kind: 'confuse', duration: 3, dice: [12] },
      { type: 'tkStartTurn', dice: [15, 12, 9] },
    );
    const cases: [TkEncounter, TenkaiCommand, number, string][] = [
      [b.state, { type: 'tkStartTurn', dice: [7] }, 7, 'initiativeDie'],
      [b.state, { type: 'nextTurn', dice: [7] }, 7, 'initiativeDie'],
      [b.state, { type: 'rollInitiative', dice: [7] }, 7, 'initiativeDie'],
      [charmed, { type: 'tkCharmOrder', id: D, dice: [20] }, 20, 'checkDie'],
      [sick, { type: 'tkMiasmaProgress', id: D, dice: [3] }, 3, 'checkDie'],
      [confused, { type: 'tkRerollConfusion', id: D, dice: [2] }, 2, 'behaviourDie'],
    ];
    for (const [state, cmd, value, purpose] of cases) {
      const r = ok(state, cmd);
      expect(
        typed(r.events).map((x) => [x.value, x.purpose.m]),
        cmd.type,
      ).toEqual([[value, purpose]]);
    }
    expect(ofType(ok(b.state, { type: 'tkStartTurn', dice: [7] }).events, 'initiativeRolled')[0]).toMatchObject({
      total: 107,
      die: 7,
    });
  });

  it('TK-HIT-3 / TK-ST-1 / TK-MNT-5: an impossible typed value is refused and changes nothing; so are unused dice', () => {
    const { b, A, D, R } = table();
    const s = run(b.state, { type: 'tkStartTurn', dice: [10] });
    const attack = { type: 'tkAttack', attackerId: A, targetId: D, kind: 'melee', defence: 'evade' } as const;
    for (const face of [0, 21, 2.5, -3]) {
      const r = no(s, { ...attack, dice: [face] });
      expect(r.reason).toMatchObject({
        m: 'badDie',
        sides: 20,
        value: face,
        purpose: { m: 'hitDie', rule: 'TK-HIT-3' },
      });
      expect(describeRefusal('tenkai', r, 'en')).toMatch(/20/);
    }
    expect(
      no(b.state, { type: 'tkApplyStatus', targetId: D, sourceId: A, kind: 'fear', duration: 3, dice: [23] }).reason,
    ).toMatchObject({ m: 'badDie', purpose: { m: 'checkDie', rule: 'TK-ST-1' } });
    // The pair's pick is a d2: a 3 is refused.
    expect(no(s, { ...attack, targetId: R, dice: [20, 3] }).reason).toMatchObject({
      m: 'badDie',
      sides: 2,
      value: 3,
      purpose: { m: 'pairDie', rule: 'TK-MNT-5' },
    });
    // More faces than the command rolls.
    expect(no(s, { ...attack, dice: [10, 10] }).reason).toMatchObject({ m: 'unusedDice', count: 1 });
    // Nothing was changed or paid by the refusals (the pure façade leaves the state as it was).
    expect(creatureOf(s, D)?.hp).toBe(100);
    expect(tkIn(s, A).tally.apSpent).toBe(0);
  });
});

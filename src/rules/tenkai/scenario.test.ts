import { describe, expect, it } from 'vitest';
import { creatureOf, testDice } from '../core';
import { attackPreview, newTenkaiEncounter, statusList, tenkaiData, tokenInfo, turnOrder } from './index';
import { no, ofType, ok, run } from './testkit';

describe('issue 5 scenario (what the board will drive)', () => {
  it('create, mount a partner, spend AP, attack across a band with the modifiers shown, apply a status and watch it tick', () => {
    let s = newTenkaiEncounter({ dice: testDice(42), width: 12, height: 12 });
    s = run(
      s,
      {
        type: 'addCreature',
        creature: {
          name: '志士',
          side: 'party',
          pos: { x: 2, y: 2 },
          sys: tenkaiData({ stats: { agility: 150, accuracy: 180, attack: 320, ap: 4 } }),
        },
      },
      {
        type: 'addCreature',
        creature: {
          name: '龍',
          side: 'party',
          pos: { x: 2, y: 2 },
          sys: tenkaiData({ role: 'partner', move: 4, canFly: true, stats: { agility: null, evasion: 160, ap: 3 } }),
        },
      },
      {
        type: 'addCreature',
        creature: {
          name: '鬼',
          side: 'enemy',
          pos: { x: 5, y: 2 },
          hp: 120,
          hpMax: 120,
          sys: tenkaiData({ band: 'low', stats: { agility: null, evasion: 90, defence: 120 } }),
        },
      },
    );
    s = run(s, { type: 'tkMountPartner', riderId: 'c1', partnerId: 'c2' });
    const t1 = ok(s, { type: 'nextTurn' });
    expect(turnOrder(t1.state).rows.map((r) => [r.id, r.with, r.state])).toEqual([
      ['c2', ['c1'], 'current'],
      ['c3', [], 'waiting'],
    ]);
    s = run(t1.state, { type: 'tkMove', id: 'c2', to: { x: 4, y: 2 } });
    expect(tokenInfo(s, 'c2')).toMatchObject({ apLeft: 2, acting: true, band: 'ground' });
    const preview = attackPreview(s, { attackerId: 'c1', targetId: 'c3', kind: 'shooting', range: 8 });
    expect(preview.evade.rangeUsed).toBe(6);
    expect(preview.evade.modifiers.map((m) => [m.ruleId, m.value])).toEqual([
      ['TK-ALT-3', -3],
      ['TK-MNT-4', -1],
    ]);
    const atk = ok(s, { type: 'tkAttack', attackerId: 'c1', targetId: 'c3', kind: 'shooting', range: 8 });
    const done = ok(atk.state, { type: 'decide', optionId: 'guard' });
    const hit = ofType(done.events, 'hitChecked')[0];
    expect(hit?.rules).toEqual(expect.arrayContaining(['TK-HIT-3', 'TK-HIT-4', 'TK-ALT-3', 'TK-MNT-4']));
    s = run(
      done.state,
      { type: 'tkApplyStatus', targetId: 'c3', sourceId: 'c1', kind: 'poison', damage: 4, duration: 2, noCheck: true },
      { type: 'nextTurn' },
      { type: 'nextTurn' },
    );
    const hpBefore = creatureOf(s, 'c3')?.hp as number;
    const t2 = ok(s, { type: 'nextTurn' });
    expect(creatureOf(t2.state, 'c3')?.hp).toBe(hpBefore - 4);
    expect(statusList(t2.state, 'c3')[0]).toMatchObject({ icon: 'tk-poison', turnsLeft: 1 });
    expect(no(t2.state, { type: 'tkAttack', attackerId: 'c3', targetId: 'c1', kind: 'melee' }).ok).toBe(false);
  });
});

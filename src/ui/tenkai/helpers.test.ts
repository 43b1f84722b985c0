import { describe, expect, it } from 'vitest';
import { apply, testDice, type EventBase } from '../../rules';
import { newTenkaiEncounter, tenkaiData, type TkEncounter } from '../../rules/tenkai';
import { lastAttackResult, numOrNull, sheetDraft, sheetPatch, signed } from './helpers';
import { creatureOf } from '../../rules';

function withOne(): TkEncounter {
  const r = apply(newTenkaiEncounter({ dice: testDice(1) }), {
    type: 'addCreature',
    creature: { name: 'A', hp: 50, hpMax: 60, pos: { x: 1, y: 1 }, sys: tenkaiData({ stats: { agility: 120 } }) },
  });
  if (!r.ok) throw new Error(r.kind === 'bug' ? r.error : JSON.stringify(r.reason));
  return r.state;
}

describe('Tenkai sheet drafts', () => {
  it('round-trips: an untouched draft changes nothing, 俊敏 may be empty, 生命 goes to the core hp', () => {
    const s = withOne();
    const c = creatureOf(s, 'c1')!;
    const t = c.sys;
    const d = sheetDraft(c, t);
    expect(d.agility).toBe('120');
    const same = sheetPatch(c, t, d);
    expect(same.hp).toBeNull();
    expect(same.data.stats).toEqual(t.stats);
    const edited = sheetPatch(c, t, { ...d, agility: '', hp: '40', move: '5', ap: 'x' });
    expect(edited.data.stats?.agility).toBeNull();
    expect(edited.data.move).toBe(5);
    expect(Number.isNaN(edited.data.stats?.ap)).toBe(true); // the engine refuses it with its own message
    expect(edited.hp).toEqual({ hp: 40, hpMax: 60 });
  });

  it('the engine accepts a good patch and refuses a bad one (validation stays in the rules)', () => {
    const s = withOne();
    const c = creatureOf(s, 'c1')!;
    const t = c.sys;
    const good = sheetPatch(c, t, { ...sheetDraft(c, t), ap: '5' });
    expect(apply(s, { type: 'tkEditData', id: 'c1', patch: good.data }).ok).toBe(true);
    const bad = sheetPatch(c, t, { ...sheetDraft(c, t), ap: '-1' });
    expect(apply(s, { type: 'tkEditData', id: 'c1', patch: bad.data }).ok).toBe(false);
  });

  it('numOrNull and signed', () => {
    expect(numOrNull(' ')).toBeNull();
    expect(numOrNull('7')).toBe(7);
    expect(signed(2)).toBe('+2');
    expect(signed(-3)).toBe('−3');
    expect(signed(0)).toBe('0');
  });
});

describe('the last attack result from the log', () => {
  // Events carry their fields at the top level; a creature is a Ref (the damaged one is `victim`).
  const ev = (type: string, data: Record<string, unknown> = {}, ids: string[] = []): EventBase =>
    ({
      type,
      rules: type === 'hitChecked' ? ['TK-HIT-3', 'TK-ALT-3'] : [],
      ids,
      ...(type === 'damageRolled' ? { victim: { id: ids[0] ?? '', name: ids[0] ?? '' } } : {}),
      ...data,
    }) as EventBase;
  it('finds the latest hit check with the damage that followed it, not an earlier attack', () => {
    const events = [
      ev('hitChecked', { die: 3, row: 3, column: 15, ranks: 0, result: 'miss', defence: 'evade' }),
      ev('damageRolled', { damage: 0 }, ['c9']),
      ev('attackDeclared'),
      ev('hitChecked', { die: 17, row: 17, column: 12, ranks: -4, result: 'direct', defence: 'guard' }),
      ev('damageRolled', { damage: 21 }, ['c3']),
      ev('damaged'),
    ];
    expect(lastAttackResult(events)).toEqual({
      die: 17,
      row: 17,
      column: 12,
      ranks: -4,
      result: 'direct',
      defence: 'guard',
      damage: [{ id: 'c3', amount: 21 }],
      rules: ['TK-HIT-3', 'TK-ALT-3'],
    });
  });
  it('is null without a hit check', () => {
    expect(lastAttackResult([ev('apSpent')])).toBeNull();
  });
});

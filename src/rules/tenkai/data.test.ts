import { describe, expect, it } from 'vitest';
import { apMenu, creaturesInBand, ratingTableInUse, tenkaiData, tenkaiDataProblem, tokenInfo } from './index';
import { aTenkaiEncounter, no, ok, run, tkIn } from './testkit';
import type { Msg } from '../core';
import { describeMsg } from '../../i18n';

const text = (m: Msg | null, lang: 'en' | 'ja') => (m ? describeMsg('tenkai', m, lang) : '');

describe('Tenkai creature data and board queries', () => {
  it('validates the sheet (生命 練力 気力 攻撃 … 行動, attribute, band, 移動): a bad value changes nothing', () => {
    expect(tenkaiDataProblem(tenkaiData())).toBeNull();
    expect(text(tenkaiDataProblem({ ...tenkaiData(), attribute: '火' }), 'ja')).toContain('無・心・技・体');
    expect(text(tenkaiDataProblem({ ...tenkaiData(), ki: 60, kiMax: 50 }), 'ja')).toContain('練力');
    expect(tenkaiDataProblem({ ...tenkaiData(), stats: { ...tenkaiData().stats, agility: null } })).toBeNull();
    expect(tenkaiDataProblem({ ...tenkaiData(), statuses: [{ kind: 'miasma', stage: 11 }] })).not.toBeNull();
    const b = aTenkaiEncounter().with('A');
    const A = b.id('A');
    expect(text(no(b.state, { type: 'tkEditData', id: A, patch: { ridingPenalty: 7 } }).reason, 'en')).toMatch(
      /riding penalty/,
    );
    expect(
      text(
        no(b.state, { type: 'editCreature', id: A, patch: { sys: { ...tkIn(b.state, A), band: 'space' } } }).reason,
        'en',
      ),
    ).toMatch(/band/);
    expect(
      text(no(b.state, { type: 'addCreature', creature: { name: 'X', sys: { role: 'dragon' } } }).reason, 'en'),
    ).toMatch(/role/);
    const fresh = aTenkaiEncounter().run({ type: 'addCreature', creature: { name: 'Plain' } });
    const added = ok(fresh.state, {
      type: 'tkEditData',
      id: 'c1',
      patch: { stats: { agility: 90 }, move: 3, role: 'partner' },
    });
    expect(tkIn(added.state, 'c1')).toMatchObject({ role: 'partner', move: 3, stats: { agility: 90, attack: 100 } });
  });

  it('issue 29: saved attacks and attack skills are part of the sheet, checked (a bad one changes nothing), absent in older parts', () => {
    const b = aTenkaiEncounter().with('A');
    const A = b.id('A');
    expect(tkIn(b.state, A).attacks).toBeUndefined();
    const spear = { id: 'a1', name: '槍術・突き', kind: 'melee' as const, range: 1, skillRanks: 1, twoHanded: true };
    const bow = { id: 'a2', name: '弓', kind: 'shooting' as const, range: 8, diceMod: 2 };
    const saved = ok(b.state, { type: 'tkEditData', id: A, patch: { attacks: [spear, bow] } });
    expect(tkIn(saved.state, A).attacks).toEqual([spear, bow]);
    const bad = no(saved.state, { type: 'tkEditData', id: A, patch: { attacks: [{ ...bow, range: 500 }] } });
    expect(text(bad.reason, 'en')).toMatch(/saved attacks/);
    expect(text(bad.reason, 'ja')).toMatch(/登録攻撃/);
    expect(no(saved.state, { type: 'tkEditData', id: A, patch: { attacks: [spear, spear] } }).reason).toBeTruthy();
  });

  it('tokenInfo / creaturesInBand / ratingTableInUse give the board its band, AP, 練力 gauge, status icons and table', () => {
    const b = aTenkaiEncounter()
      .with('A', { stats: { agility: 100, ap: 3 } })
      .with('Bird', { tk: { band: 'low' }, stats: { agility: 0 } });
    const s = run(
      b.state,
      { type: 'tkApplyStatus', targetId: b.id('A'), kind: 'poison', damage: 3, duration: 2, noCheck: true },
      { type: 'tkStartTurn', dice: [5, 1] },
      { type: 'tkSpendAp', id: b.id('A'), action: 'attack' },
    );
    const info = tokenInfo(s, b.id('A'));
    expect(info).toMatchObject({
      band: 'ground',
      apLeft: 2,
      apMax: 3,
      acting: true,
      blockedBy: null,
      initiative: { total: 15, die: 5 },
    });
    expect(info?.statuses.map((x) => [x.icon, x.turnsLeft])).toEqual([['tk-poison', 1]]);
    expect(tokenInfo(s, b.id('Bird'))?.acting).toBe(false);
    expect(creaturesInBand(s, 'low')).toEqual([b.id('Bird')]);
    expect(ratingTableInUse(s).isDefault).toBe(true);
    const menu = apMenu(s, b.id('A'));
    expect(menu.find((r) => r.action === 'muzzleReload')).toMatchObject({ cost: { ap: 3 }, affordable: false });
    expect(menu.find((r) => r.action === 'slowReload')).toMatchObject({ cost: { ap: 2 }, affordable: true });
    expect(menu.find((r) => r.action === 'boardArmour')?.cost).toEqual({ turns: 6 });
  });
});

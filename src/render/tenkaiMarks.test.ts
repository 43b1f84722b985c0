import { describe, expect, it } from 'vitest';
import { apply, newEncounter, testDice } from '../rules';
import { newTenkaiEncounter, tenkaiData } from '../rules/tenkai';
import { run } from '../rules/tenkai/testkit';
import { BAND_COLORS, tenkaiTokenMarks } from './tenkaiMarks';
import { creatureOf } from '../rules';

describe('Tenkai token marks (TK-ALT-1, TK-ST-*)', () => {
  const s = run(
    newTenkaiEncounter({ dice: testDice(1) }),
    {
      type: 'addCreature',
      creature: {
        name: 'Bird',
        pos: { x: 1, y: 1 },
        sys: tenkaiData({ band: 'low', canFly: true, ki: 10, kiMax: 40, stats: { ap: 3 } }),
      },
    },
    { type: 'addCreature', creature: { name: 'Rider', pos: { x: 2, y: 2 }, sys: tenkaiData() } },
    {
      type: 'addCreature',
      creature: {
        name: 'Dragon',
        pos: { x: 2, y: 2 },
        sys: tenkaiData({ role: 'partner', move: 4, canFly: true, band: 'ground' }),
      },
    },
    { type: 'addCreature', creature: { name: 'Plain', pos: { x: 3, y: 3 } } },
    { type: 'tkMountPartner', riderId: 'c2', partnerId: 'c3' },
    { type: 'tkApplyStatus', targetId: 'c1', kind: 'poison', damage: 5, duration: 2, noCheck: true },
  );

  it('shows the band (short in English, the source term in Japanese) in its colour, the 練力 gauge and AP pips', () => {
    const en = tenkaiTokenMarks(s, creatureOf(s, 'c1')!, 'en')!;
    expect(en.band).toBe('low');
    expect(tenkaiTokenMarks(s, creatureOf(s, 'c1')!, 'ja')!.band).toBe('低空');
    expect(en.extra.badgeColor).toBe(BAND_COLORS.low);
    expect(en.extra.gauge).toBeCloseTo(0.25);
    expect(en.extra.pips).toEqual({ left: 3, max: 3 });
  });

  it("status icons are the source term's first character with the turns left", () => {
    expect(tenkaiTokenMarks(s, creatureOf(s, 'c1')!, 'en')!.extra.icons).toBe('毒·2');
  });

  it("a rider shows no band of its own (it is its partner's) and no pips under the pair", () => {
    const rider = tenkaiTokenMarks(s, creatureOf(s, 'c2')!, 'en')!;
    expect(rider.band).toBe('');
    expect(rider.extra.pips).toBeUndefined();
  });

  // Every creature of a Tenkai encounter has a Tenkai part now (defaults); a creature without one is another system's.
  it('a creature without Tenkai data has no marks', () => {
    const r = apply(newEncounter({ system: 'mounted4e', dice: testDice(1) }), {
      type: 'addCreature',
      creature: { name: 'Plain', pos: { x: 3, y: 3 } },
    });
    if (!r.ok) throw new Error('4e creature refused');
    expect(tenkaiTokenMarks(r.state, creatureOf(r.state, 'c1')!, 'en')).toBeNull();
  });
});

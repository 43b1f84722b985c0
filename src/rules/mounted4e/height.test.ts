/**
 * Jumping on (MC-MOUNT-4, B-6, RULING MC-R16): a failed Athletics check jumps 0 ft, never below the standing
 * reach; a creature's height is an editable stat of its 4e part (defaults unchanged, checked, older files
 * load).
 */
import { describe, expect, it } from 'vitest';
import { log, say } from '../../i18n/systems/mounted4e/testing';
import { creatureOf } from '../core/creatures';
import { jumpReachFt, m4Part, standingReachFt } from './index';
import { anEncounter, knight, rejected, runAll, warhorse } from './testing';

const clumsy = { ...knight().riding!, athleticsBonus: -8 };

describe('jumping on (MC-MOUNT-4, B-6, MC-R16)', () => {
  it('MC-R16: a failed Athletics check jumps no height: a Medium creature still reaches 10 ft and gets on a Large horse without extra movement', () => {
    const { s, id } = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 2 }, speed: 2, riding: clumsy }))
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .build();
    const r = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse'), via: 'jump', dice: [1] });
    expect(log(r.events)).toMatch(
      /Athletics 1 − 8 = −7 with a running start: jumps 0\.0 ft, reaches 10\.0 ft vs space height 10 ft: extra movement 4 → 0/,
    );
    expect(creatureOf(r.s, id('knight'))?.mountId).toBe(id('horse'));
    expect(jumpReachFt(creatureOf(s, id('knight'))!, -7, false)).toEqual({ jumpFt: 0, reachedFt: 10 });
  });

  it('MC-MOUNT-4: the clamped jump still falls short of a Huge mount: the extra movement is cut by 2 × 2 only, too much for speed 3', () => {
    const { s, id } = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 2 }, speed: 3, riding: clumsy }))
      .with('drake', warhorse({ name: 'Drake', size: 'huge', pos: { x: 3, y: 2 } }))
      .build();
    const r = runAll(s, { type: 'mount', id: id('knight'), mountId: id('drake'), via: 'jump', dice: [1] });
    expect(log(r.events)).toMatch(/reaches 10\.0 ft vs space height 15 ft: extra movement 6 → 2/);
    expect(creatureOf(r.s, id('knight'))?.mountId).toBeNull();
  });

  it('B-6: with a height on its sheet a creature reaches its height + a third: a 3 ft creature falls short where the size table would not', () => {
    const small = { name: 'Gnome', size: 'small' as const, speed: 3 };
    const table = anEncounter()
      .with('g', knight({ ...small, pos: { x: 1, y: 2 } }))
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .build();
    expect(standingReachFt(creatureOf(table.s, table.id('g'))!)).toBe(10);
    expect(
      creatureOf(
        runAll(table.s, { type: 'mount', id: table.id('g'), mountId: table.id('horse'), via: 'jump', dice: [5] }).s,
        table.id('g'),
      )?.mountId,
    ).toBe(table.id('horse'));
    const short = anEncounter()
      .with('g', knight({ ...small, pos: { x: 1, y: 2 } }))
      .run({ type: 'editCreature', id: 'c1', patch: { sys: { heightFt: 3 } } })
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .build();
    expect(standingReachFt(creatureOf(short.s, short.id('g'))!)).toBe(4);
    // 5 + 5 = 10 ÷ 10 = 1 ft: reaches 5 ft < 10: extra 4 − 2 = 2, plus 1 to get adjacent: 3 ≤ speed 3.
    const r = runAll(short.s, { type: 'mount', id: short.id('g'), mountId: short.id('horse'), via: 'jump', dice: [5] });
    expect(log(r.events)).toMatch(/reaches 5\.0 ft vs space height 10 ft: extra movement 4 → 2/);
  });

  it('B-6: the height is checked (1 … 300 ft or none); clearing it restores the size table; a part written before heights existed reads as none', () => {
    const { s, id } = anEncounter().with('k', knight()).build();
    const bad = rejected(s, { type: 'editCreature', id: id('k'), patch: { sys: { heightFt: 0 } } });
    expect(bad.reason).toMatchObject({ m: 'badCreatureField', field: 'heightFt' });
    expect(say(bad.reason)).toMatch(/height/);
    expect(rejected(s, { type: 'editCreature', id: id('k'), patch: { sys: { heightFt: 301 } } }).reason.m).toBe(
      'badCreatureField',
    );
    const tall = runAll(s, { type: 'editCreature', id: id('k'), patch: { sys: { heightFt: 6 } } }).s;
    expect(standingReachFt(creatureOf(tall, id('k'))!)).toBe(8);
    const cleared = runAll(tall, { type: 'editCreature', id: id('k'), patch: { sys: { heightFt: null } } }).s;
    expect(creatureOf(cleared, id('k'))?.sys.heightFt).toBeNull();
    const { heightFt: _gone, ...old } = creatureOf(s, id('k'))!.sys;
    expect(m4Part({ sys: old }).heightFt).toBeNull();
  });
});

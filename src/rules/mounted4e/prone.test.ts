import { describe, expect, it } from 'vitest';
import { log } from '../../i18n/systems/mounted4e/testing';
import { optionalFallFt } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';

function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('orc', orc({ pos: { x: 9, y: 9 } }));
}
const acro = { ...knight().riding!, acrobaticsTrained: true, acrobaticsBonus: 10 };

describe('prone and falling', () => {
  it('MC-PRONE-1: a mount knocked prone throws rider and passengers prone into adjacent squares of their choice', () => {
    const { s, id } = scene()
      .with('squire', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .build();
    const r = runAll(s, { type: 'knockProne', id: id('horse') });
    expect(creatureOf(r.s, id('horse'))?.conditions).toContain('prone');
    expect(r.s.pending).toMatchObject({ kind: 'mc.land', chooserId: id('knight'), ruleId: 'MC-PRONE-1' });
    expect(r.s.pending?.options).toHaveLength(12);
    const one = runAll(r.s, { type: 'decide', optionId: '2,2' });
    expect(one.s.pending?.chooserId).toBe(id('squire'));
    expect(one.s.pending?.options).toHaveLength(11); // the knight took one square
    const two = runAll(one.s, { type: 'decide', optionId: '5,3' });
    expect(creatureOf(two.s, id('knight'))).toMatchObject({
      mountId: null,
      pos: { x: 2, y: 2 },
      conditions: ['prone'],
    });
    expect(creatureOf(two.s, id('squire'))).toMatchObject({
      mountId: null,
      pos: { x: 5, y: 3 },
      conditions: ['prone'],
    });
    expect(creatureOf(two.s, id('knight'))?.hp).toBe(40); // no fall damage: MC-OPT-FALL is off by default
  });

  it('MC-PRONE-1: at the map edge with one free square the rider lands there; with none, in the nearest free square (MC-R5)', () => {
    const walls = [
      { x: 2, y: 0 },
      { x: 2, y: 1 },
      { x: 1, y: 2 },
      { x: 0, y: 2 },
    ];
    const one = anEncounter(6, 6)
      .with('horse', warhorse({ pos: { x: 0, y: 0 } }))
      .with('knight', knight({ pos: { x: 5, y: 5 } }))
      .ridingOn('horse')
      .paint(walls, 2)
      .build();
    const r = runAll(one.s, { type: 'knockProne', id: one.id('horse') });
    expect(r.s.pending).toBeNull();
    expect(creatureOf(r.s, one.id('knight'))?.pos).toEqual({ x: 2, y: 2 });
    const none = anEncounter(6, 6)
      .with('horse', warhorse({ pos: { x: 0, y: 0 } }))
      .with('knight', knight({ pos: { x: 5, y: 5 } }))
      .ridingOn('horse')
      .paint([...walls, { x: 2, y: 2 }], 2)
      .build();
    const n = runAll(none.s, { type: 'knockProne', id: none.id('horse') });
    expect(log(n.events)).toMatch(/nearest free square \(3, 0\) \(MC-R5\)/);
  });

  it('MC-PRONE-2 / B-12: a flying mount knocked prone falls; fly speed shortens the fall; the rider stays on unless it lands prone', () => {
    const high = anEncounter()
      .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 2, elevation: 4, pos: { x: 3, y: 2 } }))
      .with('knight', knight())
      .ridingOn('griffon')
      .build();
    const r = runAll(high.s, { type: 'knockProne', id: high.id('griffon'), dice: [7] });
    expect(log(r.events)).toMatch(
      /falls 20 ft; its fly speed 2 takes 10 ft off.*Sir Aldric stays on \(B-12, MC-PRONE-2\)/,
    );
    expect(creatureOf(r.s, high.id('griffon'))).toMatchObject({ elevation: 0, conditions: ['prone'], hp: 53 });
    expect(r.s.pending?.ruleId).toBe('MC-PRONE-1');
    const low = anEncounter()
      .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 6, elevation: 2, pos: { x: 3, y: 2 } }))
      .with('knight', knight())
      .ridingOn('griffon')
      .build();
    const safe = runAll(low.s, { type: 'knockProne', id: low.id('griffon') });
    expect(creatureOf(safe.s, low.id('griffon'))).toMatchObject({ elevation: 0, conditions: [] });
    expect(creatureOf(safe.s, low.id('knight'))?.mountId).toBe(low.id('griffon'));
  });

  it('MC-PRONE-3: a rider knocked prone saves (+5 military saddle): 10+ neither dismounted nor prone', () => {
    const { s, id } = scene().build();
    const r = runAll(s, { type: 'knockProne', id: id('knight') });
    expect(r.s.pending).toMatchObject({ kind: 'mc.save', ruleId: 'MC-PRONE-3' });
    const ok = runAll(r.s, { type: 'decide', optionId: 'save', dice: [5] });
    expect(log(ok.events)).toMatch(
      /save 5 \+ 5 \(military saddle\) = 10 ≥ 10: neither dismounted nor prone \(MC-PRONE-3\)/,
    );
    expect(creatureOf(ok.s, id('knight'))).toMatchObject({ mountId: id('horse'), conditions: [] });
  });

  it('MC-PRONE-3: below 10 the rider is dismounted and prone in an adjacent square of its choice; passengers too', () => {
    const { s, id } = scene()
      .with('squire', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .build();
    const r = runAll(s, { type: 'knockProne', id: id('squire') }, { type: 'decide', optionId: 'save', dice: [4] });
    expect(r.s.pending?.kind).toBe('mc.land');
    const done = runAll(r.s, { type: 'decide', optionId: '5,2' });
    expect(creatureOf(done.s, id('squire'))).toMatchObject({
      mountId: null,
      pos: { x: 5, y: 2 },
      conditions: ['prone'],
    });
    expect(creatureOf(done.s, id('knight'))?.mountId).toBe(id('horse'));
  });

  it('MC-PRONE-4: a rider who drops prone (minor action) is dismounted prone beside the mount', () => {
    const { s, id } = scene().fight({ knight: 12, orc: 3 }).build();
    const r = runAll(s, { type: 'dropProne', id: id('knight'), to: { x: 5, y: 2 } });
    expect(creatureOf(r.s, id('knight'))).toMatchObject({ mountId: null, pos: { x: 5, y: 2 }, conditions: ['prone'] });
    expect(log(r.events)).toMatch(/MC-PRONE-4/);
    expect(rejected(s, { type: 'dropProne', id: id('knight'), to: { x: 8, y: 8 } }).ruleId).toBe('MC-PRONE-4');
  });

  it('B-4: standing up is a move action; a prone creature must stand before walking', () => {
    const { s, id } = anEncounter()
      .with('k', knight({ pos: { x: 1, y: 1 }, conditions: ['prone'] }))
      .with('o', orc({ pos: { x: 8, y: 8 } }))
      .fight({ k: 10, o: 2 })
      .build();
    expect(rejected(s, { type: 'moveCreature', id: id('k'), to: { x: 3, y: 1 } }).ruleId).toBe('B-4');
    expect(rejected(s, { type: 'knockProne', id: id('k') }).ruleId).toBe('B-4');
    const up = runAll(s, { type: 'standUp', id: id('k') });
    expect(creatureOf(up.s, id('k'))?.conditions).toEqual([]);
    expect(rejected(up.s, { type: 'standUp', id: id('k') }).ruleId).toBe('B-4');
  });

  it('B-5: dismounting from a flying mount aloft is a fall; Acrobatics halves the check off the damage; 0 → standing', () => {
    const { s, id } = anEncounter()
      .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 6, elevation: 4, pos: { x: 3, y: 2 } }))
      .with('knight', knight())
      .ridingOn('griffon')
      .with('acro', knight({ name: 'Acrobat', riding: acro }))
      .passengerOn('griffon')
      .build();
    const r = runAll(s, { type: 'dismount', id: id('knight'), to: { x: 2, y: 2 }, dice: [3, 4] });
    expect(log(r.events)).toMatch(/falls 20 ft: 2d10 = 7; 7 damage \(B-5/);
    expect(creatureOf(r.s, id('knight'))).toMatchObject({ hp: 33, conditions: ['prone'], elevation: 0 });
    const a = runAll(s, { type: 'dismount', id: id('acro'), to: { x: 2, y: 2 }, dice: [3, 4, 10] });
    expect(log(a.events)).toMatch(/Acrobatics 10 \+ 10 = 20 reduces it by 10; 0 damage, lands standing/);
    expect(creatureOf(a.s, id('acro'))).toMatchObject({ hp: 40, conditions: [] });
  });

  it('MC-OPT-FALL: off by default; when on, being thrown off a Large mount is a 10 ft fall, not for the dismount action or a teleport', () => {
    expect([
      optionalFallFt('large'),
      optionalFallFt('huge'),
      optionalFallFt('gargantuan'),
      optionalFallFt('medium'),
    ]).toEqual([10, 15, 20, 10]);
    const off = scene().build();
    expect(off.s.sys.options.optionalFallRule).toBe(false);
    const { s, id } = scene().optionalFall().build();
    const r = runAll(s, { type: 'knockProne', id: id('horse') }, { type: 'decide', optionId: '2,2', dice: [6] });
    expect(log(r.events)).toMatch(/\(MC-PRONE-1, MC-OPT-FALL\)/);
    expect(creatureOf(r.s, id('knight'))).toMatchObject({ hp: 34, conditions: ['prone'] });
    const d = runAll(s, { type: 'dismount', id: id('knight'), to: { x: 2, y: 2 } });
    expect(creatureOf(d.s, id('knight'))).toMatchObject({ hp: 40, conditions: [] });
    const t = runAll(s, { type: 'teleport', id: id('knight'), to: { x: 8, y: 2 } });
    expect(creatureOf(t.s, id('knight'))).toMatchObject({ hp: 40, conditions: [] });
  });

  it('MC-OPT-FALL: a creature trained in Acrobatics may land standing; Huge 15 ft and Gargantuan 20 ft falls', () => {
    const { s, id } = scene()
      .optionalFall()
      .with('acro', knight({ name: 'Acrobat', riding: acro }))
      .passengerOn('horse')
      .build();
    const r = runAll(
      s,
      { type: 'knockProne', id: id('acro') },
      { type: 'decide', optionId: 'noSave' },
      { type: 'decide', optionId: '2,2', dice: [8, 10] },
    );
    expect(creatureOf(r.s, id('acro'))).toMatchObject({ hp: 40, conditions: [], mountId: null });
    const g = anEncounter(16, 16)
      .optionalFall()
      .with('roc', warhorse({ name: 'Roc', size: 'gargantuan', pos: { x: 3, y: 3 } }))
      .with('knight', knight())
      .ridingOn('roc')
      .build();
    const gr = runAll(
      g.s,
      { type: 'knockProne', id: g.id('knight') },
      { type: 'decide', optionId: 'noSave' },
      { type: 'decide', optionId: '2,2', dice: [5, 5] },
    );
    expect(log(gr.events)).toMatch(/falls 20 ft: 2d10 = 10/);
    const h = anEncounter()
      .optionalFall()
      .with('mammoth', warhorse({ name: 'Mammoth', size: 'huge', pos: { x: 3, y: 3 } }))
      .with('knight', knight())
      .ridingOn('mammoth')
      .build();
    const hr = runAll(h.s, { type: 'dropProne', id: h.id('knight'), to: { x: 2, y: 2 }, dice: [9] });
    expect(log(hr.events)).toMatch(/falls 15 ft: 1d10 = 9/);
  });

  it('B-12: a stunned flier aloft falls unless it can hover; its rider stays on unless it lands prone (MC-PRONE-2)', () => {
    const { s, id } = anEncounter()
      .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 4, elevation: 6, pos: { x: 3, y: 2 } }))
      .with('knight', knight())
      .ridingOn('griffon')
      .with('wisp', orc({ name: 'Wisp', flying: true, flySpeed: 6, elevation: 3, pos: { x: 9, y: 9 }, hover: true }))
      .build();
    const r = runAll(s, { type: 'setCondition', id: id('griffon'), condition: 'stunned', on: true, dice: [2] });
    expect(log(r.events)).toMatch(/stunned and cannot hover: it falls 30 ft; its fly speed 4 takes 20 ft off/);
    expect(creatureOf(r.s, id('griffon'))).toMatchObject({ elevation: 0, hp: 58, conditions: ['stunned', 'prone'] });
    expect(r.s.pending?.ruleId).toBe('MC-PRONE-1');
    const h = runAll(s, { type: 'setCondition', id: id('wisp'), condition: 'stunned', on: true });
    expect(creatureOf(h.s, id('wisp'))?.elevation).toBe(3);
  });
});

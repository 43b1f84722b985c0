import { describe, expect, it } from 'vitest';
import { log } from '../../i18n/systems/mounted4e/testing';
import { anEncounter, knight, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';

function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse');
}

describe('teleportation', () => {
  it('MC-TP-1: a rider who teleports goes alone and lands standing; the mount stays', () => {
    const { s, id } = scene().build();
    const r = runAll(s, { type: 'teleport', id: id('knight'), to: { x: 8, y: 2 }, distance: 5 });
    expect(creatureOf(r.s, id('knight'))).toMatchObject({
      mountId: null,
      isRider: false,
      pos: { x: 8, y: 2 },
      conditions: [],
    });
    expect(creatureOf(r.s, id('horse'))?.pos).toEqual({ x: 3, y: 2 });
    expect(log(r.events)).toMatch(/teleports off from Warhorse to \(8, 2\) \(MC-TP-1\)/);
  });

  it('MC-TP-2 / MC-R3: a mount teleported alone leaves rider and passengers prone in squares of its former space', () => {
    const { s, id } = scene()
      .with('squire', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .build();
    const r = runAll(s, { type: 'teleport', id: id('horse'), to: { x: 9, y: 2 } });
    expect(r.s.pending).toMatchObject({ kind: 'mc.land', chooserId: id('knight'), ruleId: 'MC-TP-2' });
    expect(r.s.pending?.options.map((o) => o.id)).toEqual(['3,2', '4,2', '3,3', '4,3']);
    expect(creatureOf(r.s, id('horse'))?.pos).toEqual({ x: 3, y: 2 }); // it leaves once everyone has chosen
    const a = runAll(r.s, { type: 'decide', optionId: '4,3' });
    expect(a.s.pending?.options.map((o) => o.id)).toEqual(['3,2', '4,2', '3,3']);
    const b = runAll(a.s, { type: 'decide', optionId: '3,2' });
    expect(creatureOf(b.s, id('horse'))?.pos).toEqual({ x: 9, y: 2 });
    expect(creatureOf(b.s, id('knight'))).toMatchObject({ mountId: null, pos: { x: 4, y: 3 }, conditions: ['prone'] });
    expect(creatureOf(b.s, id('squire'))).toMatchObject({ mountId: null, pos: { x: 3, y: 2 }, conditions: ['prone'] });
    expect(log(b.events)).toMatch(/MC-TP-2/);
  });

  it('MC-TP-2: a mount teleporting onto part of its own space leaves only the squares it vacated', () => {
    const { s, id } = scene().build();
    const r = runAll(s, { type: 'teleport', id: id('horse'), to: { x: 4, y: 2 } });
    expect(r.s.pending?.options.map((o) => o.id)).toEqual(['3,2', '3,3']);
  });

  it('B-13: the destination must be free and within the teleport distance; a prone creature arrives prone', () => {
    const { s, id } = scene()
      .with('blocker', knight({ name: 'Blocker', pos: { x: 8, y: 8 } }))
      .with('lying', knight({ name: 'Lying', pos: { x: 0, y: 8 }, conditions: ['prone'] }))
      .build();
    expect(rejected(s, { type: 'teleport', id: id('knight'), to: { x: 8, y: 8 } }).ruleId).toBe('B-13');
    expect(rejected(s, { type: 'teleport', id: id('knight'), to: { x: 12, y: 2 }, distance: 3 }).ruleId).toBe('B-13');
    const p = runAll(s, { type: 'teleport', id: id('lying'), to: { x: 0, y: 11 } });
    expect(creatureOf(p.s, id('lying'))?.conditions).toEqual(['prone']);
  });
});

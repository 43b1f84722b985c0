import { describe, expect, it } from 'vitest';
import { log } from '../../i18n/systems/mounted4e/testing';
import { effectiveSpace, legalDismountSquares, originSquares } from './index';
import { anEncounter, apply, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';

function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight({ pos: { x: 9, y: 9 } }))
    .ridingOn('horse')
    .with('orc', orc({ pos: { x: 9, y: 2 } }));
}

describe('shared space and movement', () => {
  it('MC-SPACE-1: rider and mount both occupy the mount’s space; nobody else may enter it', () => {
    const { s, id } = scene().build();
    expect(creatureOf(s, id('knight'))?.pos).toEqual({ x: 3, y: 2 });
    expect(effectiveSpace(s, id('knight'))).toEqual({ x: 3, y: 2, side: 2 });
    const into = apply(s, { type: 'moveCreature', id: id('orc'), to: { x: 4, y: 3 }, gm: true });
    expect(into.ok).toBe(false);
  });

  it('MC-SPACE-2: the rider’s origin squares are the squares of the mount’s space (a Huge mount: 9)', () => {
    const { s, id } = scene().build();
    expect(originSquares(s, id('knight'))).toHaveLength(4);
    const h = anEncounter()
      .with('m', warhorse({ name: 'Mammoth', size: 'huge', pos: { x: 1, y: 1 } }))
      .with('k', knight({ pos: { x: 9, y: 9 } }))
      .ridingOn('m')
      .build();
    expect(originSquares(h.s, h.id('k'))).toHaveLength(9);
    expect(legalDismountSquares(h.s, h.id('k'))).toHaveLength(16);
  });

  it('MC-MOVE-1: the rider moves when the mount moves and cannot move on its own', () => {
    const { s, id } = scene().build();
    expect(rejected(s, { type: 'moveCreature', id: id('knight'), to: { x: 6, y: 6 } }).ruleId).toBe('MC-MOVE-1');
    expect(rejected(s, { type: 'shift', id: id('knight'), to: { x: 2, y: 2 } }).ruleId).toBe('MC-MOVE-1');
    const r = runAll(s, { type: 'moveCreature', id: id('horse'), to: { x: 6, y: 6 } });
    expect(creatureOf(r.s, id('knight'))?.pos).toEqual({ x: 6, y: 6 });
    expect(log(r.events)).toMatch(/Warhorse carrying Sir Aldric moves/);
  });

  it('MC-MOVE-1: a Gargantuan mount carries several passengers along', () => {
    const { s, id } = anEncounter(20, 20)
      .with('roc', warhorse({ name: 'Roc', size: 'gargantuan', speed: 8, pos: { x: 2, y: 2 } }))
      .with('a', knight({ name: 'A', pos: { x: 15, y: 15 } }))
      .ridingOn('roc')
      .with('b', knight({ name: 'B', pos: { x: 15, y: 15 } }))
      .passengerOn('roc')
      .with('c', knight({ name: 'C', pos: { x: 15, y: 15 } }))
      .passengerOn('roc')
      .build();
    const r = runAll(s, { type: 'moveCreature', id: id('roc'), to: { x: 8, y: 4 } });
    expect(['a', 'b', 'c'].map((k) => creatureOf(r.s, id(k))?.pos)).toEqual([
      { x: 8, y: 4 },
      { x: 8, y: 4 },
      { x: 8, y: 4 },
    ]);
  });
});

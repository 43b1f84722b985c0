import { describe, expect, it } from 'vitest';
import { log } from '../../i18n/systems/mounted4e/testing';
import { forcedMoveNextSquares } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf, type HasCreatures } from '../core/creatures';

/** Warhorse (Large, military saddle) at (3,2)-(4,3) with the knight; an orc adjacent on the left at (2,2). */
function scene(saddle = true) {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 }, riding: { ...warhorse().riding!, militarySaddle: saddle } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('orc', orc({ pos: { x: 2, y: 2 } }));
}
const pos = (s: HasCreatures, id: string) => creatureOf(s, id)?.pos;

describe('forced movement', () => {
  it('B-2: a push goes farther each square, a pull closer, a slide anywhere; never into creatures or blocking terrain', () => {
    const { s, id } = scene()
      .paint([{ x: 5, y: 1 }], 2)
      .build();
    const push = forcedMoveNextSquares(s, id('horse'), 'push', id('orc'), []);
    expect(push).toEqual([
      { x: 4, y: 2 },
      { x: 4, y: 3 },
    ]); // (4,1) would touch the wall at (5,1)
    const pull = forcedMoveNextSquares(s, id('horse'), 'pull', id('orc'), []);
    expect(pull).toEqual([]); // the orc is in the way of every closer square
    expect(forcedMoveNextSquares(s, id('horse'), 'slide', null, []).length).toBeGreaterThan(2);
    expect(
      rejected(s, {
        type: 'forceMove',
        targetId: id('horse'),
        kind: 'push',
        sourceId: id('orc'),
        distance: 2,
        path: [
          { x: 4, y: 2 },
          { x: 3, y: 2 },
        ],
      }).ruleId,
    ).toBe('B-2');
    expect(
      rejected(s, {
        type: 'forceMove',
        targetId: id('horse'),
        kind: 'push',
        sourceId: id('orc'),
        distance: 1,
        path: [
          { x: 4, y: 2 },
          { x: 5, y: 2 },
        ],
      }).ruleId,
    ).toBe('B-2');
    expect(
      rejected(s, { type: 'forceMove', targetId: id('horse'), kind: 'push', distance: 1, path: [{ x: 4, y: 2 }] })
        .ruleId,
    ).toBe('B-2');
    const none = runAll(s, {
      type: 'forceMove',
      targetId: id('horse'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 2,
      path: [],
    });
    expect(log(none.events)).toMatch(/not moved \(fewer squares are allowed\) \(B-2\)/);
  });

  it('MC-FM-1 / MC-PASS-4: when the mount is pushed the rider and every passenger move with it', () => {
    const { s, id } = scene()
      .with('squire', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .build();
    const r = runAll(s, {
      type: 'forceMove',
      targetId: id('horse'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 2,
      path: [
        { x: 4, y: 2 },
        { x: 5, y: 2 },
      ],
    });
    expect([pos(r.s, id('horse')), pos(r.s, id('knight')), pos(r.s, id('squire'))]).toEqual([
      { x: 5, y: 2 },
      { x: 5, y: 2 },
      { x: 5, y: 2 },
    ]);
    expect(r.events.find((e) => e.type === 'forcedMoved')?.rules).toEqual(['B-2', 'MC-FM-1', 'MC-PASS-4']);
    expect(log(r.events)).toMatch(/Warhorse with Sir Aldric, Squire is pushed 2 squares/);
  });

  it('MC-FM-2: the rider pushed alone saves with +5 for a military saddle; 10+ takes the mount along', () => {
    const { s, id } = scene().build();
    const r = runAll(s, {
      type: 'forceMove',
      targetId: id('knight'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    });
    expect(r.s.pending?.kind).toBe('mc.save');
    expect(r.s.pending?.options.map((o) => o.id)).toEqual(['save', 'noSave']);
    expect(pos(r.s, id('horse'))).toEqual({ x: 3, y: 2 }); // nothing moves before the rider decides
    const ok = runAll(r.s, { type: 'decide', optionId: 'save', dice: [7] });
    expect(log(ok.events)).toMatch(
      /Sir Aldric is pushed 1 square; save 7 \+ 5 \(military saddle\) = 12 ≥ 10: Warhorse moves with Sir Aldric \(MC-FM-2\)/,
    );
    expect([pos(ok.s, id('horse')), pos(ok.s, id('knight'))]).toEqual([
      { x: 4, y: 2 },
      { x: 4, y: 2 },
    ]);
    expect(creatureOf(ok.s, id('knight'))?.mountId).toBe(id('horse'));
  });

  it.each([true, false])(
    'MC-FM-2 (issue 31): the save prompt and the roll state the same bonus (military saddle %s)',
    (saddle) => {
      const { s, id } = scene(saddle).build();
      const r = runAll(s, {
        type: 'forceMove',
        targetId: id('knight'),
        kind: 'push',
        sourceId: id('orc'),
        distance: 1,
        path: [{ x: 4, y: 2 }],
      });
      const prompt = r.s.pending?.prompt as unknown as { bonus: number };
      const option = r.s.pending?.options[0]?.label as unknown as { bonus: number };
      const rolled = runAll(r.s, { type: 'decide', optionId: 'save', dice: [7] });
      const save = rolled.events.find((e) => (e as { dc?: number }).dc === 10) as unknown as {
        total: number;
        die: number;
      };
      expect(prompt.bonus).toBe(saddle ? 5 : 0);
      expect(option.bonus).toBe(prompt.bonus);
      expect(save.total - save.die).toBe(prompt.bonus);
    },
  );

  it('MC-FM-2: a failed save leaves the rider prone at the end square', () => {
    const { s, id } = scene(false).build();
    const r = runAll(
      s,
      {
        type: 'forceMove',
        targetId: id('knight'),
        kind: 'push',
        sourceId: id('orc'),
        distance: 1,
        path: [{ x: 4, y: 2 }],
      },
      { type: 'decide', optionId: 'save', dice: [7] },
    );
    expect(log(r.events)).toMatch(
      /save 7 = 7 < 10: Sir Aldric is dismounted and falls prone at the end point \(MC-FM-2\)/,
    );
    expect(r.s.pending?.options.map((o) => o.id)).toEqual(['5,2', '5,3']); // the end footprint minus the horse's squares
    const done = runAll(r.s, { type: 'decide', optionId: '5,3' });
    expect(creatureOf(done.s, id('knight'))).toMatchObject({
      mountId: null,
      pos: { x: 5, y: 3 },
      conditions: ['prone'],
    });
    expect(pos(done.s, id('horse'))).toEqual({ x: 3, y: 2 });
  });

  it('MC-FM-2: a rider who makes no save is dismounted and prone at the end point', () => {
    const { s, id } = scene().build();
    const r = runAll(
      s,
      {
        type: 'forceMove',
        targetId: id('knight'),
        kind: 'slide',
        distance: 2,
        path: [
          { x: 3, y: 3 },
          { x: 3, y: 4 },
        ],
      },
      { type: 'decide', optionId: 'noSave' },
    );
    expect(r.s.pending?.options.map((o) => o.id)).toEqual(['3,4', '4,4', '3,5', '4,5']);
    expect(log(r.events)).toMatch(/no save: Sir Aldric is dismounted/);
  });

  it('MC-PASS-4: when the rider takes the mount along, all passengers come too', () => {
    const { s, id } = scene()
      .with('squire', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .build();
    const r = runAll(
      s,
      {
        type: 'forceMove',
        targetId: id('knight'),
        kind: 'push',
        sourceId: id('orc'),
        distance: 1,
        path: [{ x: 4, y: 3 }],
      },
      { type: 'decide', optionId: 'save', dice: [10] },
    );
    expect(pos(r.s, id('squire'))).toEqual({ x: 4, y: 3 });
  });

  it('MC-PASS-4: a passenger moved alone: the rider saves; 10+ moves everyone with that passenger, else the passenger falls off', () => {
    const { s, id } = scene()
      .with('squire', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .build();
    const push = {
      type: 'forceMove' as const,
      targetId: id('squire'),
      kind: 'push' as const,
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    };
    const asked = runAll(s, push);
    expect(asked.s.pending).toMatchObject({ kind: 'mc.save', chooserId: id('knight') });
    const ok = runAll(asked.s, { type: 'decide', optionId: 'save', dice: [5] });
    expect([pos(ok.s, id('horse')), pos(ok.s, id('knight')), pos(ok.s, id('squire'))]).toEqual([
      { x: 4, y: 2 },
      { x: 4, y: 2 },
      { x: 4, y: 2 },
    ]);
    expect(ok.events.find((e) => e.type === 'savingThrowRolled')?.rules).toEqual(['MC-FM-2', 'MC-PASS-4']);
    const bad = runAll(asked.s, { type: 'decide', optionId: 'save', dice: [4] }, { type: 'decide', optionId: '5,2' });
    expect(creatureOf(bad.s, id('squire'))).toMatchObject({
      mountId: null,
      pos: { x: 5, y: 2 },
      conditions: ['prone'],
    });
    expect(creatureOf(bad.s, id('knight'))?.mountId).toBe(id('horse'));
  });

  it('MC-PASS-4: several passengers moved at once: the rider picks one before saving; the others fall off at the end point', () => {
    const { s, id } = scene()
      .with('p1', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .with('p2', knight({ name: 'Page' }))
      .passengerOn('horse')
      .build();
    const r = runAll(s, {
      type: 'forceMove',
      targetId: id('p1'),
      alsoIds: [id('p2')],
      kind: 'push',
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    });
    expect(r.s.pending).toMatchObject({ kind: 'mc.pickPassenger', chooserId: id('knight'), ruleId: 'MC-PASS-4' });
    const picked = runAll(r.s, { type: 'decide', optionId: id('p2') }, { type: 'decide', optionId: 'save', dice: [9] });
    expect(pos(picked.s, id('p2'))).toEqual({ x: 4, y: 2 });
    // The Squire is dismounted at the end point; the group now fills it, so the Squire chooses a free square beside
    // the mount (issue 13, RULING MC-R15; it used to be put on the nearest free square in reading order, MC-R5).
    expect(picked.s.pending).toMatchObject({ kind: 'mc.land', chooserId: id('p1'), ruleId: 'MC-R15' });
    const landed = runAll(picked.s, { type: 'decide', optionId: '6,2' });
    expect(creatureOf(landed.s, id('p1'))?.mountId).toBeNull();
    expect(creatureOf(landed.s, id('p1'))?.conditions).toContain('prone');
    expect(creatureOf(landed.s, id('p1'))?.pos).toEqual({ x: 6, y: 2 });
    expect(log(landed.events)).toMatch(/MC-R15/);
  });

  it('MC-PASS-4 / MC-R15: passengers left behind choose where they land, like every landing: beside the mount it moved, in the end space if it stayed', () => {
    const { s, id } = scene()
      .with('p1', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .with('p2', knight({ name: 'Page' }))
      .passengerOn('horse')
      .build();
    const push = {
      type: 'forceMove' as const,
      targetId: id('p1'),
      alsoIds: [id('p2')],
      kind: 'push' as const,
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    };
    const saved = runAll(
      s,
      push,
      { type: 'decide', optionId: id('p2') },
      { type: 'decide', optionId: 'save', dice: [9] },
    );
    const beside = saved.s.pending?.options.map((o) => o.id) ?? [];
    expect(beside).toContain('6,3'); // ahead of the push
    expect(beside).toContain('3,2'); // or behind it: the passenger's choice, no longer the first free square
    expect(beside).not.toContain('7,2'); // not beside the mount's space at (4,2)-(5,3)
    expect(rejected(saved.s, { type: 'decide', optionId: '7,2' }).ruleId).toBe('MC-R15');
    expect(log(saved.events)).toMatch(/Waiting for Squire: Where does Squire land\? \(MC-R15\)/);
    // The save fails: the picked passenger lands in the end space, then the other chooses among what is left of it.
    const failed = runAll(
      s,
      push,
      { type: 'decide', optionId: id('p2') },
      { type: 'decide', optionId: 'save', dice: [1] },
    );
    expect(failed.s.pending?.options.map((o) => o.id)).toEqual(['5,2', '5,3']);
    const p2 = runAll(failed.s, { type: 'decide', optionId: '5,3' });
    // One square is left for the Squire: it lands there without a question.
    expect(p2.s.pending).toBeNull();
    expect(creatureOf(p2.s, id('p1'))).toMatchObject({ mountId: null, pos: { x: 5, y: 2 }, conditions: ['prone'] });
    expect(creatureOf(p2.s, id('horse'))?.pos).toEqual({ x: 3, y: 2 });
  });

  it('MC-PASS-4: passengers of a mount without a rider are simply dismounted when moved', () => {
    const { s, id } = anEncounter()
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .with('p1', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .with('orc', orc({ pos: { x: 2, y: 2 } }))
      .build();
    const r = runAll(s, {
      type: 'forceMove',
      targetId: id('p1'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    });
    expect(r.s.pending?.kind).toBe('mc.land');
    expect(
      rejected(s, {
        type: 'forceMove',
        targetId: id('p1'),
        alsoIds: [id('orc')],
        kind: 'push',
        sourceId: id('orc'),
        distance: 1,
        path: [{ x: 4, y: 2 }],
      }).ruleId,
    ).toBe('MC-PASS-4');
  });

  it('B-2: a creature forced over a precipice may save to stop prone at the edge, or falls', () => {
    const pit = [
      { x: 6, y: 2 },
      { x: 7, y: 2 },
    ];
    const { s, id } = anEncounter()
      .with('orc', orc({ pos: { x: 5, y: 2 } }))
      .with('k', knight({ pos: { x: 4, y: 2 } }))
      .paint(pit, undefined, -2)
      .build();
    const push = {
      type: 'forceMove' as const,
      targetId: id('orc'),
      kind: 'push' as const,
      sourceId: id('k'),
      distance: 2,
      path: [
        { x: 6, y: 2 },
        { x: 7, y: 2 },
      ],
    };
    const caught = runAll(s, { ...push, dice: [12] });
    expect(creatureOf(caught.s, id('orc'))).toMatchObject({ pos: { x: 5, y: 2 }, conditions: ['prone'] });
    const over = runAll(s, { ...push, dice: [3, 6] });
    expect(creatureOf(over.s, id('orc'))).toMatchObject({ pos: { x: 7, y: 2 }, conditions: ['prone'], hp: 24 });
    expect(log(over.events)).toMatch(/falls 10 ft: 1d10 = 6; 6 damage \(B-5\)/);
  });

  it('B-2 / MC-PRONE-1: a mount that catches itself at an edge falls prone and throws its rider', () => {
    const pit = [
      { x: 5, y: 2 },
      { x: 5, y: 3 },
      { x: 6, y: 2 },
      { x: 6, y: 3 },
    ];
    const { s, id } = scene().paint(pit, undefined, -3).build();
    const r = runAll(s, {
      type: 'forceMove',
      targetId: id('horse'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 2,
      path: [
        { x: 4, y: 2 },
        { x: 5, y: 2 },
      ],
      dice: [15],
    });
    expect(creatureOf(r.s, id('horse'))?.conditions).toContain('prone');
    expect(creatureOf(r.s, id('horse'))?.pos).toEqual({ x: 4, y: 2 });
    expect(r.s.pending).toMatchObject({ kind: 'mc.land', ruleId: 'MC-PRONE-1' });
  });
});

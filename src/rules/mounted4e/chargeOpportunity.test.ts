/** Charges (MC-CHARGE-1, B-8) and opportunity attacks (MC-OA-1, B-11) of riders and mounts. */
import { describe, expect, it } from 'vitest';
import { log, say } from '../../i18n/systems/mounted4e/testing';
import { provokers } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';
import { isPlan, planMove, spaceOf } from '../core';
import { chargePath } from './chargePath';
import { grid } from './model';
import { bow, scene, sword } from './attackScene';

describe('attacks: charges and opportunity attacks', () => {
  it('MC-CHARGE-1 / B-8: the mount moves up to its speed, then the rider attacks at +1 (and −2); then only free actions', () => {
    const { s, id } = anEncounter()
      .with('horse', warhorse({ pos: { x: 0, y: 2 } }))
      .with('knight', knight())
      .ridingOn('horse')
      .with('orc', orc({ pos: { x: 9, y: 2 } }))
      .fight({ knight: 15, orc: 3 })
      .build();
    const r = runAll(s, {
      type: 'charge',
      attackerId: id('knight'),
      targetId: id('orc'),
      to: { x: 7, y: 2 },
      attack: sword,
      dice: [10, 4],
    });
    expect(creatureOf(r.s, id('knight'))?.pos).toEqual({ x: 7, y: 2 });
    expect(log(r.events)).toMatch(/Warhorse carries them 7 squares.*MC-CHARGE-1/);
    expect(log(r.events)).toMatch(/10 \+ 6 − 2 \(rider, MC-ATK-1\) \+ 1 \(charge, B-8\) = 15 vs AC 15: hit/);
    expect(rejected(r.s, { type: 'takeAction', id: id('horse'), action: 'minor' }).ruleId).toBe('B-8');
    expect(
      rejected(s, { type: 'charge', attackerId: id('knight'), targetId: id('orc'), to: { x: 1, y: 2 }, attack: sword })
        .ruleId,
    ).toBe('B-8');
    const away = rejected(s, {
      type: 'charge',
      attackerId: id('knight'),
      targetId: id('orc'),
      to: { x: 7, y: 2 },
      path: [
        { x: 0, y: 3 },
        { x: 1, y: 2 },
        { x: 2, y: 2 },
        { x: 3, y: 2 },
        { x: 4, y: 2 },
        { x: 5, y: 2 },
        { x: 6, y: 2 },
        { x: 7, y: 2 },
      ],
      attack: sword,
    });
    expect(away.ruleId).toBe('B-8');
  });

  it('B-8 (issue 29): round a rock, the charge takes a path on which every square is closer, not the shortest move', () => {
    // A Large warhorse west of a rock (brush north-west of it), a Large wolf east of it: the shortest move to (13, 5)
    // steps through (12, 6), no closer to the wolf; a path over the rock's north end is closer with every square and
    // within the mount's speed 10 (the sample's ground, where a GM's charge was refused).
    const rocks = [
      { x: 10, y: 6 },
      { x: 11, y: 6 },
      { x: 10, y: 7 },
    ];
    const brush = [];
    for (let y = 2; y <= 4; y++) for (let x = 6; x <= 9; x++) brush.push({ x, y });
    const { s, id } = anEncounter(20, 12)
      .paint(rocks, 2)
      .paint(brush, 1)
      .with('horse', warhorse({ pos: { x: 5, y: 5 }, speed: 10 }))
      .with('knight', knight())
      .ridingOn('horse')
      .with('wolf', orc({ name: 'Wolf', size: 'large', pos: { x: 15, y: 6 } }))
      .fight({ knight: 15, wolf: 3 })
      .build();
    const horse = creatureOf(s, id('horse'));
    const shortest = planMove(s, grid, id('horse'), { x: 13, y: 5 }, 10);
    expect(isPlan(shortest) && shortest.path.some((p) => p.x === 12 && p.y === 6)).toBe(true);
    const planned = horse && chargePath(s, horse, spaceOf(creatureOf(s, id('wolf'))!), { x: 13, y: 5 }, 10);
    expect(planned && 'path' in planned ? planned.cost : null).toBe(10);
    const r = runAll(s, {
      type: 'charge',
      attackerId: id('knight'),
      targetId: id('wolf'),
      to: { x: 13, y: 5 },
      attack: sword,
      dice: [10, 4],
    });
    expect(creatureOf(r.s, id('horse'))?.pos).toEqual({ x: 13, y: 5 });
    expect(log(r.events)).toMatch(/Warhorse carries them 8 squares.*MC-CHARGE-1/);
    // An end no closer-every-square path reaches within speed: refused with B-8 and the reason.
    const far = rejected(s, {
      type: 'charge',
      attackerId: id('knight'),
      targetId: id('wolf'),
      to: { x: 13, y: 9 },
      attack: sword,
    });
    expect(far.ruleId).toBe('B-8');
  });

  it('MC-PASS-3: a passenger cannot charge without dismounting', () => {
    const { s, id } = scene()
      .with('squire', knight({ name: 'Squire' }))
      .passengerOn('horse')
      .build();
    expect(
      rejected(s, { type: 'charge', attackerId: id('squire'), targetId: id('orc'), to: { x: 1, y: 2 }, attack: sword })
        .ruleId,
    ).toBe('MC-PASS-3');
  });

  it('MC-OA-1 / B-11: the mount’s movement provokes; the attacker picks rider or mount', () => {
    const { s, id } = scene()
      .run({
        type: 'setBasicAttack',
        id: 'c3',
        attack: { bonus: 20, vs: 'ac', damage: { count: 1, sides: 6, plus: 2 } },
      })
      .fight({ knight: 15, orc: 5 })
      .build();
    const r = runAll(s, { type: 'moveCreature', id: id('horse'), to: { x: 0, y: 2 } });
    expect(r.s.pending?.kind).toBe('mc.opportunity');
    expect(r.s.pending?.options.map((o) => o.id)).toEqual([id('horse'), id('knight'), 'decline']);
    const oa = runAll(r.s, { type: 'decide', optionId: id('knight'), dice: [10, 3] });
    expect(creatureOf(oa.s, id('knight'))?.hp).toBe(35);
    // Judged where the knight was when it provoked: still in reach but 1 higher (MC-TGT-2).
    expect(log(oa.events)).toMatch(
      /Orc makes an opportunity attack on Sir Aldric: 10 \+ 20 − 2 \(rider 1 square higher, out of easy reach, MC-TGT-2\) = 28/,
    );
    expect(creatureOf(oa.s, id('knight'))?.pos).toEqual({ x: 0, y: 2 });
  });

  it('MC-OA-1: a rider’s ranged attack provokes only against the rider; B-11: a shift provokes nothing', () => {
    const { s, id } = scene()
      .with('target', orc({ name: 'Bandit', pos: { x: 12, y: 2 } }))
      .fight({ knight: 15, orc: 5 })
      .build();
    const r = runAll(s, {
      type: 'attack',
      attackerId: id('knight'),
      targetId: id('target'),
      kind: 'ranged',
      attack: bow,
      dice: [2],
    });
    expect(r.s.pending?.options.map((o) => o.id)).toEqual([id('knight'), 'decline']);
    expect(r.s.pending?.ruleId).toBe('MC-OA-1');
    const declined = runAll(r.s, { type: 'decide', optionId: 'decline' });
    expect(declined.s.pending).toBeNull();
    const sh = runAll(s, { type: 'shift', id: id('horse'), to: { x: 2, y: 2 } });
    expect(sh.s.pending).toBeNull();
    expect(creatureOf(sh.s, id('knight'))?.pos).toEqual({ x: 2, y: 2 });
  });

  it('B-11: allies and dazed enemies do not provoke opportunity attacks; one opportunity action per turn', () => {
    const { s, id } = scene()
      .run({ type: 'setCondition', id: 'c3', condition: 'dazed', on: true })
      .fight({ knight: 15, orc: 5 })
      .build();
    expect(runAll(s, { type: 'moveCreature', id: id('horse'), to: { x: 0, y: 2 } }).s.pending).toBeNull();
    const two = scene().fight({ knight: 15, orc: 5 }).build();
    const first = runAll(
      two.s,
      { type: 'moveCreature', id: two.id('horse'), to: { x: 0, y: 2 } },
      { type: 'decide', optionId: two.id('horse'), dice: [1] },
    );
    const again = runAll(first.s, {
      type: 'moveCreature',
      id: two.id('horse'),
      to: { x: 5, y: 4 },
      path: [
        { x: 1, y: 3 },
        { x: 2, y: 4 },
        { x: 3, y: 4 },
        { x: 4, y: 4 },
        { x: 5, y: 4 },
      ],
    });
    expect(again.s.pending).toBeNull();
  });

  it('B-11: provokers() lists who may attack a moving group and whom (rider or mount, MC-OA-1)', () => {
    const { s, id } = scene().build();
    expect(
      provokers(s, id('horse'), [
        { x: 2, y: 2 },
        { x: 1, y: 2 },
      ]),
    ).toEqual([{ attackerId: id('orc'), targets: [id('horse'), id('knight')], cause: 'move', at: { x: 3, y: 2 } }]);
    expect(provokers(s, id('horse'), [])).toEqual([]);
  });

  it('MC-OA-1: the opportunity attacker may state its own attack numbers when it decides', () => {
    const { s, id } = scene().fight({ knight: 15, orc: 5 }).build();
    const r = runAll(s, { type: 'moveCreature', id: id('horse'), to: { x: 0, y: 2 } });
    const oa = runAll(r.s, {
      type: 'decide',
      optionId: id('horse'),
      with: { attack: { bonus: 30, vs: 'ac', damage: { count: 2, sides: 6, plus: 5 } } },
      dice: [2, 3, 4],
    });
    expect(creatureOf(oa.s, id('horse'))?.hp).toBe(60 - 12);
    expect(
      say(
        rejected(r.s, {
          type: 'decide',
          optionId: id('horse'),
          with: { attack: { bonus: 30, vs: 'ac', damage: { count: 99, sides: 6, plus: 5 } } },
        }).reason,
      ),
    ).toMatch(/Damage/);
  });
});

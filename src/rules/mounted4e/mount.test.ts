import { describe, expect, it } from 'vitest';
import { log, say } from '../../i18n/systems/mounted4e/testing';
import { extraMovement, mountOptions, riderHeight, spaceHeight } from './index';
import { anEncounter, apply, knight, orc, rejected, runAll, warhorse } from './testing';
import { creatureOf } from '../core/creatures';

const base = () =>
  anEncounter()
    .with('knight', knight({ pos: { x: 2, y: 2 } }))
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }));

describe('eligibility and mounting', () => {
  it('MC-ELIG-1: a Medium rider needs a Large or larger mount; a Medium mount is refused', () => {
    const { s, id } = base()
      .with('pony', warhorse({ name: 'Pony', size: 'medium', pos: { x: 1, y: 2 } }))
      .build();
    const r = rejected(s, { type: 'mount', id: id('knight'), mountId: id('pony') });
    expect(r.ruleId).toBe('MC-ELIG-1');
    expect(s).toBe(s);
    const ok = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(creatureOf(ok.s, id('knight'))?.mountId).toBe(id('horse'));
  });

  it('MC-ELIG-1: a Small rider may ride a Medium mount', () => {
    const { s, id } = anEncounter()
      .with('halfling', knight({ name: 'Pip', size: 'small', pos: { x: 2, y: 2 } }))
      .with('dog', warhorse({ name: 'Riding dog', size: 'medium', pos: { x: 3, y: 2 } }))
      .build();
    const r = runAll(s, { type: 'mount', id: id('halfling'), mountId: id('dog') });
    expect(creatureOf(r.s, id('halfling'))?.pos).toEqual({ x: 3, y: 2 });
    expect(riderHeight(r.s, id('halfling'))).toBe(0); // Medium mount: space height 1 → rider at height 0
  });

  it('MC-ELIG-2: an unwilling mount is refused; a mounted mount counts as an ally', () => {
    const { s, id } = base()
      .with(
        'wild',
        warhorse({ name: 'Wild horse', pos: { x: 0, y: 5 }, riding: { ...warhorse().riding!, willingMount: false } }),
      )
      .build();
    expect(rejected(s, { type: 'mount', id: id('knight'), mountId: id('wild') }).ruleId).toBe('MC-ELIG-2');
    const r = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(log(r.events)).toMatch(/counts as an ally.*MC-ELIG-2/);
  });

  it('MC-MOUNT-1: mounting an adjacent mount is a move action and puts the rider in its space', () => {
    const { s, id } = base()
      .with('orc', orc({ pos: { x: 10, y: 10 } }))
      .fight({ knight: 15, orc: 5 })
      .build();
    const r = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') });
    const k = creatureOf(r.s, id('knight'));
    expect(k?.isRider).toBe(true);
    expect(k?.pos).toEqual(creatureOf(r.s, id('horse'))?.pos);
    expect(creatureOf(r.s, id('knight')) && log(r.events)).toMatch(/mounts Warhorse as its rider/);
    const second = runAll(r.s, { type: 'takeAction', id: id('knight'), action: 'move' });
    expect(log(second.events)).toMatch(/paid with the standard action/); // the move action was spent on mounting
  });

  it('MC-MOUNT-1: a creature that is not adjacent cannot use the adjacent mount', () => {
    const { s, id } = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 0 } }))
      .with('horse', warhorse({ pos: { x: 4, y: 0 } }))
      .build();
    expect(rejected(s, { type: 'mount', id: id('knight'), mountId: id('horse'), via: 'adjacent' }).ruleId).toBe(
      'MC-MOUNT-1',
    );
  });

  it('MC-MOUNT-2: dismount into a chosen free adjacent square; a square not adjacent is refused', () => {
    const { s, id } = base()
      .with('rider', knight({ name: 'Rider', pos: { x: 9, y: 9 } }))
      .build();
    const m = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') }).s;
    expect(rejected(m, { type: 'dismount', id: id('knight'), to: { x: 7, y: 2 } }).ruleId).toBe('MC-MOUNT-2');
    const r = runAll(m, { type: 'dismount', id: id('knight'), to: { x: 5, y: 3 } });
    expect(creatureOf(r.s, id('knight'))).toMatchObject({ mountId: null, isRider: false, pos: { x: 5, y: 3 } });
    expect(creatureOf(r.s, id('knight'))?.conditions).not.toContain('prone');
  });

  it('MC-MOUNT-2: without a square the engine asks, listing only free adjacent squares', () => {
    const { s, id } = base()
      .with('orc', orc({ pos: { x: 5, y: 2 } }))
      .build();
    const m = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') }).s;
    const r = runAll(m, { type: 'dismount', id: id('knight') });
    const p = r.s.pending;
    expect(p?.kind).toBe('mc.land');
    expect(p?.options.length).toBe(11); // 12 squares around a 2×2 space, one taken by the orc
    expect(p?.options.some((o) => o.square?.x === 5 && o.square.y === 2)).toBe(false);
    expect(say(rejected(r.s, { type: 'nextTurn' }).reason)).toMatch(/decision is pending/);
    const done = runAll(r.s, { type: 'decide', optionId: '2,4' });
    expect(creatureOf(done.s, id('knight'))?.pos).toEqual({ x: 2, y: 4 });
    expect(done.s.pending).toBeNull();
  });

  it('MC-MOUNT-2: a mount boxed in at the map edge leaves no square to dismount into', () => {
    const { s, id } = anEncounter(4, 4)
      .with('horse', warhorse({ pos: { x: 0, y: 0 } }))
      .with('knight', knight({ pos: { x: 3, y: 3 } }))
      .ridingOn('horse')
      .paint(
        [
          { x: 2, y: 0 },
          { x: 2, y: 1 },
          { x: 2, y: 2 },
          { x: 1, y: 2 },
          { x: 0, y: 2 },
        ],
        2,
      )
      .build();
    expect(rejected(s, { type: 'dismount', id: id('knight') }).ruleId).toBe('MC-MOUNT-2');
  });

  it('MC-MOUNT-3: mounting from a distance costs the move to get adjacent plus the extra movement (Large: 4)', () => {
    const { s, id } = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 2 }, speed: 6 }))
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .build();
    expect(extraMovement('large')).toBe(4);
    const r = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(log(r.events)).toMatch(/2 to get adjacent \+ 4 extra movement/);
    expect(creatureOf(r.s, id('knight'))?.mountId).toBe(id('horse'));
    const slow = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 2 }, speed: 5 }))
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .build();
    const no = rejected(slow.s, { type: 'mount', id: slow.id('knight'), mountId: slow.id('horse') });
    expect(no.ruleId).toBe('MC-MOUNT-3');
    expect(say(no.reason)).toMatch(/needs 6 squares/);
  });

  it('MC-MOUNT-3 / MC-R1: space heights and extra movement by size, Gargantuan = side of its space', () => {
    expect([spaceHeight('medium'), spaceHeight('large'), spaceHeight('huge'), spaceHeight('gargantuan')]).toEqual([
      1, 2, 3, 4,
    ]);
    expect([
      extraMovement('medium'),
      extraMovement('large'),
      extraMovement('huge'),
      extraMovement('gargantuan'),
    ]).toEqual([2, 4, 6, 8]);
  });

  it('MC-MOUNT-4 / B-6: a jump reaching the space height needs no extra movement; a short one reduces it', () => {
    // Medium vertical reach 10 ft ≥ Large space height 10 ft: any jump gets on without extra movement.
    const large = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 2 }, speed: 2 }))
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .build();
    const r = runAll(large.s, {
      type: 'mount',
      id: large.id('knight'),
      mountId: large.id('horse'),
      via: 'jump',
      dice: [1],
    });
    expect(creatureOf(r.s, large.id('knight'))?.mountId).toBe(large.id('horse'));
    expect(log(r.events)).toMatch(/extra movement 4 → 0/);
    // Huge (15 ft): standing jump with Athletics 1 + 5 = 6 → 0.6 ft, reaches 10.6 ft: extra 6 − 2×2 = 2.
    const huge = anEncounter()
      .with('knight', knight({ pos: { x: 2, y: 2 }, speed: 5 }))
      .with('drake', warhorse({ name: 'Drake', size: 'huge', pos: { x: 3, y: 2 } }))
      .build();
    const h = runAll(huge.s, {
      type: 'mount',
      id: huge.id('knight'),
      mountId: huge.id('drake'),
      via: 'jump',
      dice: [1],
    });
    expect(log(h.events)).toMatch(/extra movement 6 → 2/);
    // Running start (2+ squares) with a high check: 20 + 5 = 25 ÷ 5 = 5 ft → 15 ft reached ≥ 15: no extra.
    const run = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 2 }, speed: 3 }))
      .with('drake', warhorse({ name: 'Drake', size: 'huge', pos: { x: 3, y: 2 } }))
      .build();
    const j = runAll(run.s, { type: 'mount', id: run.id('knight'), mountId: run.id('drake'), via: 'jump', dice: [20] });
    expect(log(j.events)).toMatch(/running start.*extra movement 6 → 0/);
    expect(creatureOf(j.s, run.id('knight'))?.mountId).toBe(run.id('drake'));
  });

  it('MC-MOUNT-4: a jump that falls short leaves the creature adjacent but not mounted', () => {
    const { s, id } = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 2 }, speed: 3 }))
      .with('drake', warhorse({ name: 'Drake', size: 'huge', pos: { x: 3, y: 2 } }))
      .build();
    // 2 + 5 = 7 with a running start → 1.4 ft, reaches 11.4 ft < 15: extra 6 − 4 = 2; 2 + 2 > speed 3.
    const r = runAll(s, { type: 'mount', id: id('knight'), mountId: id('drake'), via: 'jump', dice: [2] });
    expect(creatureOf(r.s, id('knight'))?.mountId).toBeNull();
    expect(creatureOf(r.s, id('knight'))?.pos.x).toBe(2); // adjacent to the Drake's space
    expect(log(r.events)).toMatch(/cannot get onto Drake/);
  });

  it('MC-MOUNT-5 / MC-R2: a teleport at least the space height mounts with no extra movement; a shorter one cannot', () => {
    const { s, id } = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 0 } }))
      .with('horse', warhorse({ pos: { x: 2, y: 0 } }))
      .build();
    expect(
      rejected(s, { type: 'mount', id: id('knight'), mountId: id('horse'), via: 'teleport', teleportDistance: 1 })
        .ruleId,
    ).toBe('MC-R2');
    const r = runAll(s, {
      type: 'mount',
      id: id('knight'),
      mountId: id('horse'),
      via: 'teleport',
      teleportDistance: 2,
    });
    expect(creatureOf(r.s, id('knight'))?.mountId).toBe(id('horse'));
    const far = anEncounter()
      .with('knight', knight({ pos: { x: 0, y: 0 } }))
      .with('horse', warhorse({ pos: { x: 6, y: 0 } }))
      .build();
    expect(
      rejected(far.s, {
        type: 'mount',
        id: far.id('knight'),
        mountId: far.id('horse'),
        via: 'teleport',
        teleportDistance: 3,
      }).ruleId,
    ).toBe('B-13');
  });

  it('MC-KEY-1: [Mount] benefits need the Mounted Combat feat', () => {
    const withFeat = runAll(base().build().s, { type: 'mount', id: 'c1', mountId: 'c2' });
    expect(log(withFeat.events)).toMatch(/has Mounted Combat.*work \(MC-KEY-1\)/);
    const { s, id } = anEncounter()
      .with('knight', knight({ pos: { x: 2, y: 2 }, riding: { ...knight().riding!, mountedCombatFeat: false } }))
      .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
      .build();
    const r = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(log(r.events)).toMatch(/lacks Mounted Combat.*no benefit \(MC-KEY-1\)/);
  });

  it('MC-CARRY-1: riders count as load; over the normal load the log says so', () => {
    const { s, id } = base().build();
    const light = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(log(light.events)).not.toMatch(/MC-CARRY-1/);
    const heavy = anEncounter()
      .with('knight', knight({ pos: { x: 2, y: 2 } }))
      .with('horse', warhorse({ pos: { x: 3, y: 2 }, riding: { ...warhorse().riding!, carryCapacityLb: 200 } }))
      .build();
    const r = runAll(heavy.s, { type: 'mount', id: heavy.id('knight'), mountId: heavy.id('horse') });
    expect(log(r.events)).toMatch(/250 lb.*over its normal load of 200 lb \(MC-CARRY-1\)/);
  });

  it('MC-R4: a second creature becomes a passenger; capacity is squares − 1 (Large 3) and must satisfy MC-ELIG-1', () => {
    let b = base();
    for (let i = 0; i < 4; i++) b = b.with(`p${i}`, knight({ name: `P${i}`, pos: { x: 2 + i, y: 4 } }));
    const { s, id } = b.build();
    let st = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') }).s;
    for (let i = 0; i < 3; i++) st = runAll(st, { type: 'mount', id: id(`p${i}`), mountId: id('horse') }).s;
    expect([0, 1, 2].map((i) => creatureOf(st, id(`p${i}`))?.isRider)).toEqual([false, false, false]);
    expect(rejected(st, { type: 'mount', id: id('p3'), mountId: id('horse') }).ruleId).toBe('MC-R4');
  });

  it('MC-R4: when the rider leaves, passengers stay; one may take the reins with a move action', () => {
    const { s, id } = base()
      .with('squire', knight({ name: 'Squire', pos: { x: 9, y: 9 } }))
      .passengerOn('horse')
      .build();
    const m = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') });
    const off = runAll(m.s, { type: 'dismount', id: id('knight'), to: { x: 2, y: 2 } });
    expect(log(off.events)).toMatch(/Squire stays on Warhorse as passenger.*MC-R4/);
    expect(creatureOf(off.s, id('squire'))?.mountId).toBe(id('horse'));
    const reins = runAll(off.s, { type: 'takeReins', id: id('squire') });
    expect(creatureOf(reins.s, id('squire'))?.isRider).toBe(true);
    expect(rejected(m.s, { type: 'takeReins', id: id('squire') }).ruleId).toBe('MC-R4');
  });

  it('nobody rides itself, two mounts, a carried creature or while carrying others', () => {
    const { s, id } = base()
      .with('horse2', warhorse({ name: 'Mare', pos: { x: 0, y: 5 } }))
      .build();
    expect(rejected(s, { type: 'mount', id: id('horse'), mountId: id('horse') }).ruleId).toBe('MC-MOUNT-1');
    const m = runAll(s, { type: 'mount', id: id('knight'), mountId: id('horse') }).s;
    expect(say(rejected(m, { type: 'mount', id: id('knight'), mountId: id('horse2') }).reason)).toMatch(
      /already rides/,
    );
    expect(apply(m, { type: 'mount', id: id('horse'), mountId: id('horse2') }).ok).toBe(false);
  });

  it('mountOptions lists legal and illegal candidates with reasons, rule ids and extra movement', () => {
    const { s, id } = base()
      .with('pony', warhorse({ name: 'Pony', size: 'medium', pos: { x: 0, y: 6 } }))
      .with('drake', warhorse({ name: 'Drake', size: 'huge', pos: { x: 8, y: 2 } }))
      .build();
    const opts = mountOptions(s, id('knight'));
    const by = (k: string) => opts.find((o) => o.mountId === id(k));
    expect(by('horse')).toMatchObject({ legal: true, adjacent: true, extraMovement: 0, spaceHeight: 2 });
    expect(by('pony')).toMatchObject({ legal: false, ruleId: 'MC-ELIG-1' });
    expect(by('drake')).toMatchObject({
      legal: true,
      adjacent: false,
      extraMovement: 6,
      spaceHeight: 3,
      movementNeeded: null,
    });
  });
});

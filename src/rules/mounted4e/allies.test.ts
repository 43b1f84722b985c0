/**
 * MC-ELIG-2 (RULING MC-R12): a ridden mount is an ally of its rider's allies too — they walk through its space
 * and it through theirs, they get no opportunity attack when it moves away, and powers that affect enemies
 * only leave it out.
 */
import { describe, expect, it } from 'vitest';
import { creatureOf } from '../core/creatures';
import { areaOf, isAlly, provokersOfMove } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';

/** A neutral horse at (2,2)-(3,3) ridden by the party's knight; the party's squire at (1,2); an orc at (4,4). */
function scene(ridden = true) {
  const b = anEncounter().with('horse', warhorse({ side: 'neutral', pos: { x: 2, y: 2 } }));
  if (ridden) b.with('knight', knight()).ridingOn('horse');
  else b.with('knight', knight({ pos: { x: 9, y: 9 } }));
  return b.with('squire', knight({ name: 'Squire', pos: { x: 1, y: 2 } })).with('orc', orc({ pos: { x: 4, y: 4 } }));
}
const through = [
  { x: 2, y: 2 },
  { x: 3, y: 2 },
  { x: 4, y: 2 },
];

describe("MC-ELIG-2: the mount is an ally of the rider's allies", () => {
  it("MC-ELIG-2: isAlly — the neutral mount is the party's ally while a party creature rides it, not the enemy's", () => {
    const { s, id } = scene().build();
    expect(isAlly(s, id('squire'), id('horse'))).toBe(true);
    expect(isAlly(s, id('horse'), id('squire'))).toBe(true);
    expect(isAlly(s, id('orc'), id('horse'))).toBe(false);
    const alone = scene(false).build();
    expect(isAlly(alone.s, alone.id('squire'), alone.id('horse'))).toBe(false);
  });

  it("MC-ELIG-2: the rider's ally may walk through the ridden mount's space (a given path and a planned one); not through an unridden neutral", () => {
    const { s, id } = scene().build();
    const walked = runAll(s, { type: 'moveCreature', id: id('squire'), to: { x: 4, y: 2 }, path: through });
    expect(creatureOf(walked.s, id('squire'))?.pos).toEqual({ x: 4, y: 2 });
    const alone = scene(false).build();
    expect(
      rejected(alone.s, { type: 'moveCreature', id: alone.id('squire'), to: { x: 4, y: 2 }, path: through }).reason.m,
    ).toBe('occupied');
    // Walls above and below the horse: the only short way is through it.
    const walls = [0, 1, 4, 5, 6, 7, 8, 9].flatMap((y) => [
      { x: 2, y },
      { x: 3, y },
    ]);
    const planned = scene().paint(walls, 2).build();
    const p = runAll(planned.s, { type: 'moveCreature', id: planned.id('squire'), to: { x: 4, y: 2 } });
    expect(p.events.find((e) => e.type === 'creatureMoved')).toMatchObject({ cost: 3 });
    const blocked = scene(false).paint(walls, 2).build();
    expect(rejected(blocked.s, { type: 'moveCreature', id: blocked.id('squire'), to: { x: 4, y: 2 } }).reason.m).toBe(
      'noPath',
    );
    // Ending in its space is still refused (allies are passed through, not ended on).
    expect(
      rejected(s, { type: 'moveCreature', id: id('squire'), to: { x: 2, y: 2 }, path: [{ x: 2, y: 2 }] }).reason.m,
    ).toBe('occupied');
  });

  it("MC-ELIG-2: the ridden mount walks through its rider's ally; an enemy still blocks it", () => {
    const { s, id } = scene()
      .with('page', knight({ name: 'Page', pos: { x: 5, y: 2 } }))
      .build();
    const path = [
      { x: 3, y: 2 },
      { x: 4, y: 2 },
      { x: 5, y: 2 },
      { x: 6, y: 2 },
    ];
    const moved = runAll(s, { type: 'moveCreature', id: id('horse'), to: { x: 6, y: 2 }, path });
    expect(creatureOf(moved.s, id('knight'))?.pos).toEqual({ x: 6, y: 2 });
    const foe = scene()
      .with('brute', orc({ name: 'Brute', pos: { x: 5, y: 2 } }))
      .build();
    expect(rejected(foe.s, { type: 'moveCreature', id: foe.id('horse'), to: { x: 6, y: 2 }, path }).reason.m).toBe(
      'occupied',
    );
  });

  it("B-11 / MC-ELIG-2: when the ridden neutral mount moves away, only enemies are offered opportunity attacks, not the rider's allies", () => {
    const { s, id } = scene().build();
    const away = [
      { x: 2, y: 1 },
      { x: 2, y: 0 },
    ];
    expect(provokersOfMove(s, id('horse'), away).map((p) => p.attackerId)).toEqual([id('orc')]);
    // Unridden, the neutral horse is nobody's ally: the squire may attack it.
    const alone = scene(false).build();
    expect(provokersOfMove(alone.s, alone.id('horse'), away).map((p) => p.attackerId)).toEqual([
      alone.id('squire'),
      alone.id('orc'),
    ]);
  });

  it("MC-SPACE-2 / MC-ELIG-2: a burst that affects enemies only leaves the rider's mount out; one that affects every creature includes it", () => {
    const { s, id } = scene().build();
    const enemies = areaOf(s, {
      attackerId: id('knight'),
      kind: 'close',
      template: { shape: 'burst', size: 1, affects: 'enemies' },
      origin: { x: 3, y: 3 },
    });
    const all = areaOf(s, {
      attackerId: id('knight'),
      kind: 'close',
      template: { shape: 'burst', size: 1 },
      origin: { x: 3, y: 3 },
    });
    expect(enemies.ok && enemies.targets).toEqual([id('orc')]);
    expect(all.ok && all.targets).toEqual([id('horse'), id('orc')]);
    expect(
      rejected(s, {
        type: 'attack',
        attackerId: id('knight'),
        targetIds: [id('horse')],
        kind: 'close',
        attack: { bonus: 5, vs: 'ref', damage: { count: 1, sides: 6, plus: 0 } },
        origin: { x: 3, y: 3 },
        area: { shape: 'burst', size: 1, affects: 'enemies' },
      }).ruleId,
    ).toBe('MC-ELIG-2');
  });
});

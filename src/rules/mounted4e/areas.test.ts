/**
 * Close and area attacks with a size and an origin (B-17, MC-SPACE-2, MC-TGT-1, RULING MC-R14): the template
 * decides whom the power may hit — rider, mount and passengers each — and targets outside it are refused.
 */
import { describe, expect, it } from 'vitest';
import { say } from '../../i18n/systems/mounted4e/testing';
import { creatureOf } from '../core/creatures';
import { areaOf, type AreaTemplate } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';

const blast = { bonus: 5, vs: 'ref' as const, damage: { count: 1, sides: 6, plus: 0 } };

/**
 * Knight riding a warhorse at (3,2)-(4,3) with a squire passenger; an orc at (5,2), a goblin at (6,2), an
 * archer far off at (12,2), a harpy flying 4 up at (2,1).
 */
function scene() {
  return anEncounter()
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('orc', orc({ pos: { x: 5, y: 2 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 6, y: 2 } }))
    .with('archer', orc({ name: 'Archer', pos: { x: 12, y: 2 } }))
    .with('harpy', orc({ name: 'Harpy', flying: true, flySpeed: 6, elevation: 4, pos: { x: 2, y: 1 } }))
    .build();
}
const closeBurst1: AreaTemplate = { shape: 'burst', size: 1 };

describe('close and area templates (B-17, MC-SPACE-2, MC-TGT-1, MC-R14)', () => {
  it("MC-SPACE-2: a close burst 1 from the rider's chosen square hits the creature next to that square, not one 2 squares off", () => {
    const { s, id } = scene();
    const from42 = {
      type: 'attack' as const,
      attackerId: id('knight'),
      kind: 'close' as const,
      attack: blast,
      origin: { x: 4, y: 2 },
      area: closeBurst1,
    };
    const hit = runAll(s, { ...from42, targetIds: [id('orc')], dice: [15, 3] });
    expect(creatureOf(hit.s, id('orc'))?.hp).toBe(27);
    const far = rejected(s, { ...from42, targetIds: [id('goblin')] });
    expect(far.ruleId).toBe('MC-SPACE-2');
    expect(say(far.reason)).toMatch(/Goblin is not in the burst 1/);
    // From the far square of the mount's space the orc is 2 away: refused.
    expect(rejected(s, { ...from42, origin: { x: 3, y: 2 }, targetIds: [id('orc')] }).ruleId).toBe('MC-SPACE-2');
  });

  it("MC-TGT-1 / MC-R14: the rider's burst includes its own mount and the passenger, each a target of its own, never the rider itself", () => {
    const { s, id } = scene();
    const a = areaOf(s, { attackerId: id('knight'), kind: 'close', template: closeBurst1, origin: { x: 4, y: 2 } });
    if (!a.ok) throw new Error('area');
    expect(a.included).toEqual([id('horse'), id('knight'), id('squire'), id('orc')]);
    expect(a.targets).toEqual([id('horse'), id('squire'), id('orc')]);
    expect(a.squares).toHaveLength(9);
    expect(
      rejected(s, {
        type: 'attack',
        attackerId: id('knight'),
        kind: 'close',
        attack: blast,
        origin: { x: 4, y: 2 },
        area: closeBurst1,
        targetIds: [id('knight')],
      }).ruleId,
    ).toBe('MC-SPACE-2');
    // Without named targets it hits everyone it affects: three attack rolls, one damage roll.
    const all = runAll(s, {
      type: 'attack',
      attackerId: id('knight'),
      kind: 'close',
      attack: blast,
      origin: { x: 4, y: 2 },
      area: closeBurst1,
      dice: [12, 12, 12, 4],
    });
    expect(
      all.events
        .filter((e) => e.type === 'attackHit')
        .map((e) => (e as unknown as { target: { id: string } }).target.id),
    ).toEqual([id('horse'), id('squire'), id('orc')]);
  });

  it('B-17: a close blast lies next to the origin square, not on it or away from it', () => {
    const { s, id } = scene();
    const ok = areaOf(s, {
      attackerId: id('knight'),
      kind: 'close',
      template: { shape: 'blast', size: 2, at: { x: 5, y: 2 } },
      origin: { x: 4, y: 2 },
    });
    expect(ok.ok && ok.targets).toEqual([id('orc'), id('goblin')]);
    const off = rejected(s, {
      type: 'attack',
      attackerId: id('knight'),
      kind: 'close',
      attack: blast,
      origin: { x: 3, y: 2 },
      area: { shape: 'blast', size: 2, at: { x: 5, y: 2 } },
    });
    expect(off.ruleId).toBe('MC-SPACE-2');
    expect(say(off.reason)).toMatch(/next to the origin square/);
    expect(
      rejected(s, {
        type: 'attack',
        attackerId: id('knight'),
        kind: 'close',
        attack: blast,
        area: { shape: 'blast', size: 2 },
      }).ruleId,
    ).toBe('B-17');
  });

  it('MC-TGT-1: an area burst within range hits rider, mount and passenger alike; out of range it is refused', () => {
    const { s, id } = scene();
    const burst = { type: 'attack' as const, attackerId: id('archer'), kind: 'area' as const, attack: blast };
    const r = runAll(s, {
      ...burst,
      area: { shape: 'burst', size: 1, at: { x: 4, y: 3 }, range: 10 },
      targetIds: [id('knight'), id('horse'), id('squire')],
      dice: [15, 15, 15, 2],
    });
    expect([id('knight'), id('horse'), id('squire')].map((x) => creatureOf(r.s, x)?.hp)).toEqual([38, 58, 38]);
    const far = rejected(s, { ...burst, area: { shape: 'burst', size: 1, at: { x: 4, y: 3 }, range: 5 } });
    expect(far.ruleId).toBe('B-17');
    expect(say(far.reason)).toMatch(/the power's range is 5/);
    expect(rejected(s, { ...burst, area: { shape: 'blast', size: 1, at: { x: 4, y: 3 } } }).ruleId).toBe('B-17');
  });

  it('MC-R14: templates have a height: a burst on the ground leaves out a harpy 4 squares up; a burst around it in the air includes it', () => {
    const { s, id } = scene();
    const ground = areaOf(s, {
      attackerId: id('archer'),
      kind: 'area',
      template: { shape: 'burst', size: 1, at: { x: 2, y: 2 } },
    });
    expect(ground.ok && ground.included).not.toContain(id('harpy'));
    const air = areaOf(s, {
      attackerId: id('archer'),
      kind: 'area',
      template: { shape: 'burst', size: 1, at: { x: 2, y: 2 }, height: 4 },
    });
    expect(air.ok && air.included).toEqual([id('harpy')]);
  });

  it('MC-TGT-1: without a template, close and area attacks keep naming their targets as before', () => {
    const { s, id } = scene();
    expect(
      runAll(s, {
        type: 'attack',
        attackerId: id('archer'),
        kind: 'area',
        attack: blast,
        targetIds: [id('knight'), id('horse')],
        dice: [1, 1],
      }).s,
    ).toBeTruthy();
    expect(
      rejected(s, {
        type: 'attack',
        attackerId: id('archer'),
        kind: 'melee',
        attack: blast,
        targetId: id('orc'),
        area: closeBurst1,
      }).ruleId,
    ).toBe('B-17');
  });
});

describe('a template in the air (issue 29)', () => {
  it('names the creatures under its squares that are out of its height, by how many squares (B-1, MC-R13)', () => {
    const { s, id } = anEncounter()
      .with('horse', warhorse({ pos: { x: 4, y: 4 } }))
      .with('knight', knight())
      .ridingOn('horse')
      .with('griffon', warhorse({ name: 'Griffon', pos: { x: 7, y: 4 }, flying: true, flySpeed: 10, elevation: 6 }))
      .build();
    // A close burst 3 from the griffon 6 squares up: its squares cover the horse's space, its heights do not.
    const r = areaOf(s, { attackerId: id('griffon'), kind: 'close', template: { shape: 'burst', size: 3 } });
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.targets).toEqual([]);
    expect(r.outOfHeight).toEqual([
      { id: id('horse'), by: -2 },
      { id: id('knight'), by: -2 },
    ]);
  });
});

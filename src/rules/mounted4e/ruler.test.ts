/** The 4e ruler and templates of the rule-system contract (issue 17): B-1, MC-R13, MC-TGT-2, B-17, MC-TGT-1. */
import { describe, expect, it } from 'vitest';
import { describeMsg } from '../../i18n';
import { rulerReading, templateKinds, templateReading } from '../registry';
import { creatureOf } from '../core/creatures';
import { anEncounter, apply, knight, orc, warhorse } from './testing';
import { attackOfTemplate } from './ruler';

/** A griffon (Large) flying `up` squares above (3,2)-(4,3) with a knight on it; a goblin (reach 1) at (5,2). */
function griffon(up: number) {
  return anEncounter()
    .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 6, elevation: up, pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('griffon')
    .with('goblin', orc({ name: 'Goblin', size: 'small', pos: { x: 5, y: 2 } }))
    .with('squire', knight({ name: 'Squire', pos: { x: 9, y: 6 } }))
    .build();
}
const text = (notes: readonly { m: string }[], lang: 'en' | 'ja') =>
  notes.map((n) => describeMsg('mounted4e', n as never, lang)).join(' ');

describe('the 4e ruler (B-1, MC-R13, MC-TGT-2)', () => {
  it('square to square: diagonals count 1, waypoints add their legs, feet by the square size', () => {
    const { s } = griffon(0);
    const r = rulerReading(s, {
      points: [
        { x: 0, y: 0 },
        { x: 3, y: 2 },
      ],
    });
    expect(r).toMatchObject({ squares: 3, distance: 3, squareSize: 5, unit: 'ft', rise: 0, notes: [] });
    const w = rulerReading(s, {
      points: [
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { x: 3, y: 4 },
      ],
    });
    expect(w.legs).toEqual([3, 4]);
    expect(w.squares).toBe(7);
  });

  it("issue 29: to a rider the ruler counts the rider's own height at its seat (MC-TGT-2), not its mount's block", () => {
    // On the ground: the griffon's block is squares 0–1 high, the knight sits at 1 (space height 2 − 1).
    const { s, id } = griffon(0);
    const q = (toId: string) =>
      rulerReading(s, {
        points: [
          { x: 5, y: 2 },
          { x: 4, y: 2 },
        ],
        fromId: id('goblin'),
        toId,
      });
    // The Small goblin (0–1 high) to the griffon: no height between them; to its rider: 1 square up.
    expect(q(id('griffon')).distance).toBe(1);
    expect(q(id('griffon')).notes.some((n) => n.m === 'rulerHeight')).toBe(false);
    const r = q(id('knight'));
    expect(r.notes).toEqual(expect.arrayContaining([expect.objectContaining({ m: 'rulerHeight', vertical: 1 })]));
    expect(r.rules).toEqual(expect.arrayContaining(['MC-TGT-2', 'MC-R13']));
  });

  it('MC-TGT-2: the goblin to the rider of a griffon 1 up: within reach of the griffon, the rider 2 higher at −2', () => {
    const { s, id } = griffon(1);
    const r = rulerReading(s, {
      points: [
        { x: 5, y: 2 },
        { x: 4, y: 2 },
      ],
      fromId: id('goblin'),
      toId: id('knight'),
    });
    expect(r.squares).toBe(1);
    expect(r.rise).toBe(2);
    expect(r.rules).toEqual(expect.arrayContaining(['B-1', 'MC-SPACE-1', 'MC-R13', 'MC-TGT-2']));
    expect(text(r.notes, 'en')).toMatch(
      /Goblin's reach 1: Sir Aldric is within reach \(1 square\)\. Sir Aldric rides 2 squares higher: melee attacks against the rider take -2/,
    );
    expect(text(r.notes, 'ja')).toMatch(/Goblinの間合い1：Sir Aldricは間合いの内.*2マス高い位置に騎乗している/);
  });

  it('MC-R13: a griffon 5 up is 5 squares away from the goblin next to it — out of its reach', () => {
    const { s, id } = griffon(5);
    const r = rulerReading(s, {
      points: [
        { x: 5, y: 2 },
        { x: 4, y: 2 },
      ],
      fromId: id('goblin'),
      toId: id('griffon'),
    });
    expect(r).toMatchObject({ squares: 1, distance: 5 });
    expect(text(r.notes, 'en')).toMatch(
      /1 square on the map and 5 squares of height: the distance is the larger, 5 squares\..*out of reach/,
    );
  });
});

describe('the 4e templates through the contract (B-17, MC-SPACE-2, MC-TGT-1)', () => {
  it('lists its kinds and gives rider and mount separately as targets of a burst', () => {
    const { s, id } = griffon(0);
    expect(templateKinds(s).map((k) => k.kind)).toEqual(['closeBurst', 'closeBlast', 'areaBurst']);
    const t = templateReading(s, { kind: 'areaBurst', size: 1, userId: id('squire'), at: { x: 4, y: 2 }, range: 10 });
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    expect(t.targets).toEqual(expect.arrayContaining([id('griffon'), id('knight'), id('goblin')]));
    expect(t.squares).toHaveLength(9);
    expect(t.rules).toContain('MC-TGT-1');
  });
  it('a blast not next to its user is refused with the rule', () => {
    const { s, id } = griffon(0);
    const t = templateReading(s, { kind: 'closeBlast', size: 1, userId: id('goblin'), at: { x: 0, y: 0 } });
    expect(t.ok).toBe(false);
    expect(!t.ok && t.rule).toBe('B-17');
    expect(!t.ok && describeMsg('mounted4e', t.reason, 'en')).toMatch(
      /close blast 1 must be next to the origin square/,
    );
    expect(creatureOf(s, id('goblin'))).toBeDefined();
  });
  it('B-17: the attack a placed template stands for hits exactly the targets the template lists', () => {
    const { s, id } = griffon(0);
    const q = { kind: 'areaBurst', size: 1, userId: id('squire'), at: { x: 4, y: 2 }, range: 10 };
    const t = templateReading(s, q);
    const a = attackOfTemplate(q);
    expect(a).toEqual({ kind: 'area', area: { shape: 'burst', size: 1, at: { x: 4, y: 2 }, range: 10 } });
    expect(attackOfTemplate({ ...q, kind: 'area' })).toBeNull();
    if (!t.ok || !a) throw new Error('template');
    const r = apply(s, {
      type: 'attack',
      attackerId: id('squire'),
      kind: a.kind,
      area: a.area,
      attack: { bonus: 5, vs: 'ref', damage: { count: 1, sides: 6, plus: 0 } },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // One attack roll per target, each naming its target (B-17: every creature the area affects).
    const rolledAt = r.events.flatMap((e) => {
      const d = e as { type: string; roll?: { purpose?: { m?: string; target?: { id?: string } } } };
      return d.type === 'dieRolled' && d.roll?.purpose?.m === 'attackRoll' && d.roll.purpose.target?.id
        ? [d.roll.purpose.target.id]
        : [];
    });
    const hitIds = new Set(rolledAt);
    expect(rolledAt).toHaveLength(hitIds.size);
    expect([...hitIds].sort()).toEqual([...t.targets].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { say } from '../../i18n/systems/mounted4e/testing';
import { aWall, withWalls } from '../core/geometry/testing';
import { attackModifiers, areaOf, coverOf, forcedMoveNextSquares } from './index';
import { anEncounter, knight, orc, rejected, runAll, warhorse } from './testing';
import type { M4Encounter } from './model';

const bow = { bonus: 6, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 3 }, range: 20 };
const values = (m: { readonly modifiers: readonly { value: number; ruleId: string; source: string }[] }) =>
  m.modifiers.map((x) => [x.source, x.ruleId, x.value]);

/** The knight (party, Medium) at (1,5); an orc at (8,5); walls added per test. */
function duel() {
  return anEncounter(14, 14)
    .with('knight', knight({ pos: { x: 1, y: 5 } }))
    .with('orc', orc({ pos: { x: 8, y: 5 } }));
}

describe('cover by the corner-to-corner rule (B-10, issue 32)', () => {
  it('B-10: no walls, nobody in the way — no cover, line of effect', () => {
    const { s, id } = duel().build();
    const c = coverOf(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' });
    expect([c.lineOfEffect, c.cover, c.blocked]).toEqual([true, 'none', 0]);
  });

  it('B-10: the attacker picks the corner giving the least cover (a wall hiding half of the target)', () => {
    const { s: s0, id } = duel().build();
    // A wall across the lower half of the line: from (5, 5.4) to (5, 9) — the upper corners still see half the orc.
    const s = withWalls(s0, [aWall(5, 5.4, 5, 9)]);
    const c = coverOf(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' });
    expect(c.lineOfEffect).toBe(true);
    expect(c.cover).toBe('partial');
    expect([c.corner?.y, c.blocked]).toEqual([5, 2]); // a top corner: fewest lines blocked (the bottom ones: 4)
    expect(c.lines.filter((l) => l.blocked === 'wall')).toHaveLength(c.blocked);
    expect(values(attackModifiers(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' }))).toEqual([
      ['linesCover', 'B-10', -2],
    ]);
  });

  it('B-10 / MC-R26: a line along a wall’s edge is not blocked; a wall between them blocks every line', () => {
    const { s: s0, id } = duel().build();
    // Along row 5's top edge (y = 5): lines along it are not blocked.
    const along = withWalls(s0, [aWall(0, 5, 14, 5)]);
    expect(coverOf(along, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' }).cover).toBe('none');
    const between = withWalls(s0, [aWall(5, 0, 5, 14)]);
    const c = coverOf(between, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' });
    expect(c.lineOfEffect).toBe(false);
    const r = rejected(between, {
      type: 'attack',
      attackerId: id('knight'),
      targetId: id('orc'),
      kind: 'ranged',
      attack: bow,
    });
    expect(r.ruleId).toBe('B-10');
    expect(say(r.reason, 'en')).toMatch(/No line of effect to Orc/);
    expect(say(r.reason, 'ja')).toMatch(/効果線が通らない/);
  });

  it('B-10: a wall ending at a line’s corner point (touching an end) does not block it', () => {
    const { s: s0, id } = duel().build();
    // The wall ends exactly at (5, 5.5)… and one ending on the line from (2,5) to (8,5): only touches it.
    const s = withWalls(s0, [aWall(5, 0, 5, 5)]);
    const c = coverOf(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' });
    expect(c.cover).toBe('none');
  });

  it('B-10: a closed door blocks line of effect, an open one does not; a window blocks effect', () => {
    const { s: s0, id } = duel().build();
    const walls = (kind: 'door' | 'window', open: boolean) => [aWall(5, 0, 5, 14, kind, open)];
    const q = { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' as const };
    expect(coverOf(withWalls(s0, walls('door', false)), q).lineOfEffect).toBe(false);
    expect(coverOf(withWalls(s0, walls('door', true)), q).cover).toBe('none');
    expect(coverOf(withWalls(s0, walls('window', false)), q).lineOfEffect).toBe(false);
  });

  it('B-10: superior cover when 3–4 lines are blocked but line of effect remains (an arrow slit)', () => {
    const { s: s0, id } = duel().build();
    // A wall at x = 6 with a narrow slit at y 5.65–5.69: one line only gets through.
    const s = withWalls(s0, [aWall(6, 0, 6, 5.65), aWall(6, 5.69, 6, 14)]);
    const c = coverOf(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' });
    expect(c.lineOfEffect).toBe(true);
    expect(c.cover).toBe('superior');
    expect(values(attackModifiers(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' }))).toEqual([
      ['linesSuperiorCover', 'B-10', -5],
    ]);
    // B-10: in melee only special terrain gives superior cover — walls give cover at most.
    expect(coverOf(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'melee' }).cover).toBe('partial');
  });

  it('B-10 (issue 33): without walls, an enemy between the two but off every line gives no cover; the reading says so', () => {
    const q = (b: ReturnType<typeof duel>) => {
      const { s, id } = b.build();
      return coverOf(s, { attackerId: id('knight'), targetId: id('orc'), kind: 'ranged' });
    };
    // Nobody between: nothing to trace, no rule.
    expect(q(duel()).rules).toEqual([]);
    // A goblin below the lines (inside the square box from the knight to the orc, outside the lines' hull): the
    // lines are traced — from the first corner to the orc's first square, four clear lines — and B-10 is named.
    const off = q(duel().with('goblin', orc({ name: 'Goblin', pos: { x: 4, y: 9 } })));
    expect([off.cover, off.blocked, off.lineOfEffect, off.walls, off.by]).toEqual(['none', 0, true, false, []]);
    expect([off.corner, off.square, off.rules]).toEqual([{ x: 1, y: 5 }, { x: 8, y: 5 }, ['B-10']]);
    expect(off.lines.map((l) => [l.x1, l.y1, l.x2, l.y2, l.blocked])).toEqual([
      [1, 5, 8, 5, null],
      [1, 5, 9, 5, null],
      [1, 5, 8, 6, null],
      [1, 5, 9, 6, null],
    ]);
    // Two in the way: both named, in creature order, whatever squares are read first.
    const two = q(
      duel()
        .with('b', orc({ name: 'B', pos: { x: 6, y: 5 } }))
        .with('a', orc({ name: 'A', pos: { x: 3, y: 5 } })),
    );
    expect([two.cover, two.by.map((r) => r.name)]).toEqual(['partial', ['B', 'A']]);
  });

  it('B-10: an enemy of the attacker in the way gives cover against ranged attacks, an ally does not', () => {
    const enemy = duel()
      .with('goblin', orc({ name: 'Goblin', pos: { x: 5, y: 5 } }))
      .build();
    const q = { attackerId: enemy.id('knight'), targetId: enemy.id('orc'), kind: 'ranged' as const };
    const c = coverOf(enemy.s, q);
    expect(c.cover).toBe('partial');
    expect(c.by.map((r) => r.name)).toEqual(['Goblin']);
    expect(c.rules).toContain('MC-R25');
    const m = attackModifiers(enemy.s, q).modifiers[0];
    expect(m?.lines?.by.map((r) => r.name)).toEqual(['Goblin']);
    // MC-R25: a creature blocking all four lines still gives cover, never superior cover.
    const big = duel()
      .with('ogre', orc({ name: 'Giant', size: 'huge', pos: { x: 4, y: 4 } }))
      .build();
    const all = coverOf(big.s, { attackerId: big.id('knight'), targetId: big.id('orc'), kind: 'ranged' });
    expect([all.cover, all.blocked]).toEqual(['partial', 4]);
    // Against a close or area attack creatures give no cover (obstacles only).
    expect(coverOf(enemy.s, { ...q, kind: 'close' }).cover).toBe('none');
    const ally = duel()
      .with('squire', knight({ name: 'Squire', pos: { x: 5, y: 5 } }))
      .build();
    expect(coverOf(ally.s, { attackerId: ally.id('knight'), targetId: ally.id('orc'), kind: 'ranged' }).cover).toBe(
      'none',
    );
  });

  it('MC-R25: an enemy on the ground gives no cover to a rider at its seat; walls block at every height', () => {
    const b = anEncounter(14, 14)
      .with('archer', orc({ name: 'Archer', side: 'party', pos: { x: 0, y: 5 } }))
      .with('horse', warhorse({ side: 'enemy', pos: { x: 8, y: 5 } }))
      .with('rider', orc({ name: 'Rider' }))
      .ridingOn('horse')
      .with('goblin', orc({ name: 'Goblin', pos: { x: 4, y: 5 } }))
      .with('goblin2', orc({ name: 'Goblin 2', pos: { x: 4, y: 6 } }))
      .build();
    const q = { attackerId: b.id('archer'), targetId: b.id('rider'), kind: 'ranged' as const };
    expect(coverOf(b.s, q).by).toEqual([]); // the goblins stand below the rider's seat (height 1)
    // The mount's own −2 (MC-TGT-3) still applies and does not stack.
    expect(values(attackModifiers(b.s, q))).toEqual([['mountInLineOfFire', 'MC-TGT-3', -2]]);
    // Against the horse (at their height) the goblins give cover.
    expect(coverOf(b.s, { ...q, targetId: b.id('horse') }).cover).not.toBe('none');
    const walled = withWalls(b.s, [aWall(6, 0, 6, 14)]);
    expect(coverOf(walled, q).lineOfEffect).toBe(false);
  });
});

describe('areas, forced movement and walls (B-10, B-2, MC-R27)', () => {
  it('B-10: a close burst leaves out the squares and creatures a wall hides from its origin', () => {
    const { s: s0, id } = anEncounter(14, 14)
      .with('knight', knight({ pos: { x: 5, y: 5 } }))
      .with('orc', orc({ pos: { x: 7, y: 5 } }))
      .with('goblin', orc({ name: 'Goblin', pos: { x: 4, y: 5 } }))
      .build();
    const s = withWalls(s0, [aWall(6, 0, 6, 14)]);
    const burst = { shape: 'burst' as const, size: 2 };
    const a = areaOf(s, { attackerId: id('knight'), kind: 'close', template: burst });
    if (!a.ok) throw new Error('area');
    expect(a.squares.every((p) => p.x < 6)).toBe(true);
    expect(a.targets).toEqual([id('goblin')]);
    const free = areaOf(s0, { attackerId: id('knight'), kind: 'close', template: burst });
    expect(free.ok && free.targets).toEqual([id('orc'), id('goblin')]);
    const r = rejected(s, {
      type: 'attack',
      attackerId: id('knight'),
      kind: 'close',
      attack: bow,
      area: burst,
      targetIds: [id('orc')],
    });
    expect(r.ruleId).toBe('MC-TGT-1');
  });

  it('B-10: an area burst needs line of effect to its centre square', () => {
    const { s: s0, id } = duel().build();
    const s = withWalls(s0, [aWall(5, 0, 5, 14)]);
    const a = areaOf(s, {
      attackerId: id('knight'),
      kind: 'area',
      template: { shape: 'burst', size: 1, at: { x: 8, y: 5 }, range: 10 },
    });
    expect(a.ok ? null : a.rule).toBe('B-10');
  });

  it('B-2 / MC-R27: forced movement stops at a wall; a rider pushed into it at once is not moved and makes no save', () => {
    const build = () =>
      anEncounter(14, 14)
        .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
        .with('knight', knight())
        .ridingOn('horse')
        .with('orc', orc({ pos: { x: 2, y: 2 } }))
        .build();
    const { s: s0, id } = build();
    const s: M4Encounter = withWalls(s0, [aWall(5, 0, 5, 14)]);
    expect(forcedMoveNextSquares(s0, id('horse'), 'push', id('orc'), [])).toContainEqual({ x: 4, y: 2 });
    expect(forcedMoveNextSquares(s, id('horse'), 'push', id('orc'), [])).toEqual([]);
    const r = rejected(s, {
      type: 'forceMove',
      targetId: id('knight'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    });
    expect(r.ruleId).toBe('MC-R27');
    expect(say(r.reason, 'en')).toMatch(/forced movement stops at a wall/);
    const none = runAll(s, {
      type: 'forceMove',
      targetId: id('knight'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 1,
      path: [],
    });
    expect(none.s.pending).toBeNull(); // no MC-FM-2 save: the rider was not moved
    // One square short of the wall: the push stops there and the MC-FM-2 save follows as usual.
    const far = withWalls(s0, [aWall(6, 0, 6, 14)]);
    const one = runAll(far, {
      type: 'forceMove',
      targetId: id('knight'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 2,
      path: [{ x: 4, y: 2 }],
    });
    expect(one.s.pending?.kind).toBe('mc.save');
  });
});

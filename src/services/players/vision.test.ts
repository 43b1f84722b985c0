/**
 * The party's vision fog in what the players get (issue 32): squares no party creature sees through the walls are
 * fogged for them, creatures there are not sent, the GM's own fog still applies on top.
 */
import { describe, expect, it } from 'vitest';
import { allCreatures, encodeFog, isFogged, type AnyEncounter } from '../../rules';
import { aWall, withWalls } from '../../rules/core/geometry/testing';
import { anEncounter, knight, orc } from '../../rules/mounted4e/testing';
import { playerEncounter } from './view';
import { playersWorld } from './world';

/** The knight (party) at (1,1) in a room closed at x = 5 by a wall with a door; an orc at (8,1) beyond it. */
function room(door: 'open' | 'closed', vision = true) {
  const { s, id } = anEncounter(12, 6)
    .with('knight', knight({ pos: { x: 1, y: 1 } }))
    .with('orc', orc({ pos: { x: 8, y: 1 } }))
    .build();
  const walls = [aWall(5, 0, 5, 1), aWall(5, 1, 5, 2, 'door', door === 'open'), aWall(5, 2, 5, 6)];
  return { s: withWalls(s, walls, vision), id };
}
const names = (e: AnyEncounter) => allCreatures(e).map((c) => c.name);

describe('vision fog (issue 32)', () => {
  it('creatures behind a closed door are not sent; their squares are fogged; the party’s own are clear', () => {
    const { s } = room('closed');
    const v = playerEncounter(s);
    expect(names(v)).toEqual(['Sir Aldric']);
    expect(isFogged(v, { x: 8, y: 1 })).toBe(true);
    expect(isFogged(v, { x: 2, y: 3 })).toBe(false);
    // The GM's encounter is unchanged.
    expect(s.scene.fog).toBeNull();
    // And the players' world (their menus and refusals) does not know the orc either.
    expect(names(playersWorld(s).session.state)).toEqual(['Sir Aldric']);
  });

  it('an open door lets the party see through; with the vision off nothing is fogged', () => {
    expect(names(playerEncounter(room('open').s))).toEqual(['Sir Aldric', 'Orc']);
    const off = playerEncounter(room('closed', false).s);
    expect(names(off)).toEqual(['Sir Aldric', 'Orc']);
    expect(off.scene.fog).toBeNull();
  });

  it('the GM’s manual fog still applies on top of what the party sees', () => {
    const { s } = room('open');
    const bits = new Uint8Array(Math.ceil((12 * 6) / 8));
    const i = 1 * 12 + 8;
    bits[i >> 3] = 1 << (i & 7);
    const fogged = { ...s, scene: { ...s.scene, fog: encodeFog(bits) } };
    const v = playerEncounter(fogged);
    expect(names(v)).toEqual(['Sir Aldric']);
    expect(isFogged(v, { x: 8, y: 1 })).toBe(true);
    expect(isFogged(v, { x: 9, y: 1 })).toBe(false);
  });
});

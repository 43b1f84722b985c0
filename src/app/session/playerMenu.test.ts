/**
 * What a player's page is offered and what it accepts from the GM without a server (issue 20/26/28, moved out of
 * `session.test.ts`): the overlay check, and the token menu the GM's engine answers — only what the request check
 * accepts, for her own creature, named by the room's aliases.
 */
import { describe, expect, it } from 'vitest';
import { newSession, type AnyEncounter, type Command } from '../../rules';
import { EMPTY_OVERLAY } from '../../render/pointing';
import { checkRequest } from '../../services/players/check';
import { playerMenu, playerMenuWhy } from '../../services/players/menu';
import { roomAliases } from '../../services/players/aliases';
import { playerOffersOf } from '../../ui/actions/registry';
import { sampleEncounter } from '../sample';
import { checkedOverlay } from './arrivals';

describe('the player page without a server: overlays and menus', () => {
  it('checkedOverlay: the board gets an overlay of points and objects, or nothing', () => {
    expect(checkedOverlay(EMPTY_OVERLAY)).not.toBeNull();
    expect(
      checkedOverlay({
        ...EMPTY_OVERLAY,
        squares: [{ x: 1, y: 2 }],
        choices: [{ square: { x: 1, y: 2 }, letter: 'A' }],
      }),
    ).not.toBeNull();
    expect(checkedOverlay(null)).toBeNull();
    expect(checkedOverlay({ ...EMPTY_OVERLAY, squares: [{ x: 'a', y: 2 }] })).toBeNull();
    expect(checkedOverlay({ ...EMPTY_OVERLAY, choices: [{ letter: 'A' }] })).toBeNull();
    expect(checkedOverlay({ ...EMPTY_OVERLAY, ruler: { points: 'x' } })).toBeNull();
    expect(checkedOverlay({ ...EMPTY_OVERLAY, preview: { path: [], to: null } })).toBeNull();
    expect(checkedOverlay({ ...EMPTY_OVERLAY, pings: [{ at: { x: 1, y: 1 } }] })).toBeNull();
  });

  it('playerMenu: only what the request check accepts, for the player’s own creature only', () => {
    const aliases = roomAliases(new Uint8Array(32).fill(3));
    const enc = sampleEncounter('en');
    const s = newSession(enc);
    const alice = { id: 'p1', name: 'Alice', creatureIds: [aliases('c2')] };
    const ctx = { session: s, roster: [alice], revision: 0, aliases };
    const offers = playerOffersOf('mounted4e');
    const menu = playerMenu(ctx, alice, aliases('c2'), offers);
    const ids = menu.map((a) => a.id);
    expect(ids).toContain('dismount'); // Sir Aldric rides Blaze
    expect(ids).toContain('moveMount'); // a rider moves its mount
    expect(ids).not.toContain('standUp'); // not prone
    // Every entry, and every square of a pick, is a request the check accepts (named as the player knows them).
    for (const a of menu) {
      if (!a.pick) expect(checkRequest(ctx, { playerId: 'p1', command: a.command, basedOnRevision: 0 }).ok).toBe(true);
      for (const sq of a.pick?.squares ?? [])
        expect(
          checkRequest(ctx, {
            playerId: 'p1',
            command: { ...a.command, [a.pick?.field as string]: sq },
            basedOnRevision: 0,
          }).ok,
        ).toBe(true);
    }
    // Nothing else: the ogre is not hers; the hidden archer (by its alias or its id), her own creature by the GM's id,
    // a guess — all the same empty menu.
    for (const other of [aliases('c10'), aliases('c11'), 'c11', 'c2', 'c99', 'kzzzzzzzzzzzzzzzz'])
      expect(playerMenu(ctx, alice, other, offers), other).toEqual([]);
  });

  it('playerMenuWhy: out of turn, an empty menu says why with the rule id; not hers, no reason (issue 28)', () => {
    const aliases = roomAliases(new Uint8Array(32).fill(3));
    const s = newSession<AnyEncounter>(sampleEncounter('en'));
    // The ogre's turn: nothing is possible for Sir Aldric now.
    expect(s.apply({ type: 'setInitiative', id: 'c10', value: 40 } as Command).ok).toBe(true);
    for (let i = 0; i < 20 && s.state.turns.order[s.state.turns.current] !== 'c10'; i++)
      s.apply({ type: 'nextTurn' } as Command);
    expect(s.state.turns.order[s.state.turns.current]).toBe('c10');
    const alice = { id: 'p1', name: 'Alice', creatureIds: [aliases('c2')] };
    const ctx = { session: s, roster: [alice], revision: 0, aliases };
    const offers = playerOffersOf('mounted4e');
    const out = playerMenuWhy(ctx, alice, aliases('c2'), offers);
    expect(out.actions).toEqual([]);
    expect(out.why?.source).toBe('rules');
    expect(out.why && 'ruleId' in out.why ? out.why.ruleId : undefined).toMatch(/^[A-Z]+(-[A-Z0-9]+)+$/);
    // Someone else's creature, a hidden one, a guess: the same empty menu, and no reason either.
    for (const other of [aliases('c10'), aliases('c11'), 'c2', 'kzzzzzzzzzzzzzzzz'])
      expect(playerMenuWhy(ctx, alice, other, offers), other).toEqual({ actions: [], why: null });
    // On his turn the menu has entries and no reason.
    const own = newSession<AnyEncounter>(sampleEncounter('en'));
    const mine = playerMenuWhy({ ...ctx, session: own }, alice, aliases('c2'), offers);
    expect(mine.actions.length).toBeGreaterThan(0);
    expect(mine.why).toBeNull();
  });

  it('playerMenu: no entry names a creature by the GM’s id (issue 26)', () => {
    const aliases = roomAliases(new Uint8Array(32).fill(3));
    const s = newSession<AnyEncounter>(sampleEncounter('en'));
    // Sir Aldric on his feet beside Blaze and the griffon: the mount entries name the mounts.
    const r = s.apply({ type: 'dismount', id: 'c2', to: { x: 2, y: 6 } } as Command);
    expect(r.ok).toBe(true);
    const alice = { id: 'p1', name: 'Alice', creatureIds: [aliases('c2')] };
    const ctx = { session: s, roster: [alice], revision: 0, aliases };
    const menu = playerMenu(ctx, alice, aliases('c2'), playerOffersOf('mounted4e'));
    expect(menu.some((a) => a.command.type === 'mount')).toBe(true);
    const mount = menu.find((a) => a.command.type === 'mount');
    expect(mount?.command).toMatchObject({ mountId: aliases('c1') });
    expect(mount?.id).toBe(`mount.${aliases('c1')}`);
    expect(JSON.stringify(menu)).not.toMatch(/\bc\d+\b/);
  });
});

/**
 * The room lives with the encounter (issue 27), in Node against the real session server: a reload of the GM's tab, a
 * restart of the server, another encounter opened, a full server or table, a room the server forgot. Moved out of
 * `session.test.ts` (issue 31).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { gmCreates, testServer } from '../../../server/testkit';
import { memoryRoomStore } from '../../../server/roomStore';
import { newEncounter, VIEW_DICE } from '../../rules';
import { createEncounterStore, createPlayerStore, createUiStore } from '../../store';
import { playerOffersOf } from '../../ui/actions/registry';
import { sampleEncounter } from '../sample';
import { idIn, memory, sessionTables, socket, until } from '../testing/sessionTable';
import { createSessionHost } from './host';
import { startPlayerSession } from './player';

describe('the room lives with the encounter (issue 27)', () => {
  const { ctx, table, cleanup } = sessionTables();
  afterEach(cleanup);

  it('a reload of the GM’s tab retakes the same room (credentials kept with the encounter); the player stays, with the same ids', async () => {
    const t = await table();
    const alice = t.join('Alice');
    await until(
      () => t.host.view.getState().roster.length === 1 && idIn(alice.enc.getState().encounter, 'Ogre') !== undefined,
    );
    const ogre = alice.id('Ogre');
    const room = t.host.view.getState().room;
    const rev = alice.s.state.getState().rev;
    t.host.dispose();
    t.host.client?.close();
    // A new page load of the same tab: the host retakes the room at once.
    const again = createSessionHost({
      offersOf: playerOffersOf,
      encounter: t.encounter,
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      rooms: t.rooms,
      page: t.page,
      url: ctx.server?.wsUrl as string,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    ctx.stops.push(
      () => again.dispose(),
      () => again.client?.close(),
    );
    await until(() => again.view.getState().phase === 'open' && again.view.getState().roster.length === 1);
    expect(again.view.getState().room).toBe(room);
    await until(() => alice.s.state.getState().gmOnline && alice.s.state.getState().rev > rev);
    // The room's alias key was kept with the encounter: the player's page keeps its ids.
    expect(alice.id('Ogre')).toBe(ogre);
  });

  it('a restart of the session ctx.server: the GM’s tab and the player come back to the same room by themselves, same link, same ids (issue 27)', async () => {
    const kept = memoryRoomStore(); // the server's disk
    const t = await table(new Map(), kept);
    const alice = t.join('Alice');
    await t.give(alice, 'Alice', ['c2']);
    const ogre = alice.id('Ogre');
    const room = t.host.view.getState().room;
    const link = t.host.view.getState().link;
    const playerId = alice.s.state.getState().playerId;
    const port = ctx.server?.port as number;
    // What both went through: they must have noticed the restart and come back (not kept a stale state).
    const phases: string[] = [];
    const statuses: string[] = [];
    ctx.stops.push(
      t.host.view.subscribe((x, y) => void (x.phase !== y.phase && phases.push(x.phase))),
      alice.s.state.subscribe((x, y) => void (x.status !== y.status && statuses.push(x.status))),
    );
    await ctx.server?.close();
    ctx.server = await testServer({}, undefined, { store: kept, port });
    // Both reconnect on their own (backoff) and land in the same room.
    await until(() => phases.includes('retrying') && statuses.includes('retrying'), 8000);
    await until(
      () =>
        t.host.view.getState().phase === 'open' &&
        alice.s.state.getState().status === 'open' &&
        alice.s.state.getState().gmOnline &&
        t.host.view.getState().roster.some((r) => r.online),
      8000,
    );
    expect(t.host.view.getState().room).toBe(room);
    expect(t.host.view.getState().link).toBe(link);
    expect(alice.s.state.getState().playerId).toBe(playerId);
    expect(alice.s.state.getState().mine).toHaveLength(1);
    t.encounter.getState().dispatch({ type: 'nextTurn' } as never);
    await until(() => alice.id('Ogre') === ogre);
  });

  it('the room lives with the encounter: reopened later it is retaken; another encounter opened takes it along; “End the session” forgets it', async () => {
    const t = await table();
    const alice = t.join('Alice');
    await until(() => t.host.view.getState().roster.length === 1);
    const room = t.host.view.getState().room;
    t.host.dispose();
    t.host.client?.close();
    // Days later, a new tab: the same browser storage, the same encounter.
    let key = 'e1';
    let switched = () => {};
    const again = createSessionHost({
      offersOf: playerOffersOf,
      encounter: t.encounter,
      encounterKey: () => key,
      onEncounterSwitch: (fn) => {
        switched = fn;
        return () => {};
      },
      settings: memory(),
      rooms: t.rooms,
      page: t.page,
      url: ctx.server?.wsUrl as string,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    ctx.stops.push(
      () => again.dispose(),
      () => again.client?.close(),
    );
    await until(() => again.view.getState().phase === 'open' && again.view.getState().roster.length === 1);
    expect(again.view.getState().room).toBe(room);
    // Another encounter opened in this tab: the running room goes with it.
    key = 'e2';
    switched();
    expect(t.rooms.getItem('saddlegrid.room.e1')).toBeNull();
    expect(JSON.parse(t.rooms.getItem('saddlegrid.room.e2') as string)).toMatchObject({ room });
    again.end();
    await until(() => alice.s.state.getState().closedBy !== null);
    expect(t.rooms.getItem('saddlegrid.room.e2')).toBeNull();
    expect(t.rooms.getItem('saddlegrid.roomKey.e2')).toBeNull();
  });

  it('a full ctx.server: the GM’s tab says “full” (4005), not “the ctx.server is not running” (issue 27)', async () => {
    ctx.server = await testServer({ maxRooms: 0 });
    const host = createSessionHost({
      offersOf: playerOffersOf,
      encounter: createEncounterStore(sampleEncounter('en')),
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      rooms: memory(),
      page: { protocol: 'http:', host: `127.0.0.1:${ctx.server.port}`, hostname: '127.0.0.1', port: '', pathname: '/' },
      url: ctx.server.wsUrl,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    ctx.stops.push(
      () => host.dispose(),
      () => host.client?.close(),
    );
    host.start();
    await until(() => host.view.getState().phase !== 'connecting');
    expect(host.view.getState().phase).toBe('full');
  });

  it('a room the ctx.server no longer knows (its store lost): a new room and link, and the GM’s tab says so (issue 27)', async () => {
    ctx.server = await testServer();
    const rooms = memory();
    const gone = { room: 'G'.repeat(22), gmSecret: 'g'.repeat(43), playerSecret: 'p'.repeat(43) };
    rooms.setItem('saddlegrid.room.e1', JSON.stringify(gone));
    const host = createSessionHost({
      offersOf: playerOffersOf,
      encounter: createEncounterStore(sampleEncounter('en')),
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      rooms,
      page: { protocol: 'http:', host: `127.0.0.1:${ctx.server.port}`, hostname: '127.0.0.1', port: '', pathname: '/' },
      url: ctx.server.wsUrl,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    ctx.stops.push(
      () => host.dispose(),
      () => host.client?.close(),
    );
    await until(() => host.view.getState().phase === 'open' && host.view.getState().link !== null);
    expect(host.view.getState().room).not.toBe(gone.room);
    expect(host.view.getState().renewed).toBe(true);
    expect(JSON.parse(rooms.getItem('saddlegrid.room.e1') as string).room).toBe(host.view.getState().room);
  });

  it('a full table: the player’s page says “full” while it keeps trying, not just “reconnecting” (issue 27)', async () => {
    ctx.server = await testServer({ maxPlayersPerRoom: 1 });
    const { gm, room, playerSecret } = await gmCreates(ctx.server);
    ctx.stops.push(() => gm.close());
    const open = (name: string) => {
      const s = startPlayerSession({
        invite: { server: ctx.server?.wsUrl as string, room, secret: playerSecret },
        name,
        lang: 'en',
        encounter: createEncounterStore(newEncounter({ name: '…', dice: VIEW_DICE })),
        ui: createUiStore('en'),
        player: createPlayerStore(),
        tab: memory(),
        socket,
      });
      ctx.stops.push(() => s.close());
      return s;
    };
    const alice = open('Alice');
    await until(() => alice.state.getState().status === 'open');
    const bob = open('Bob');
    await until(() => bob.state.getState().full);
    expect(bob.state.getState().status).toBe('retrying');
    expect(alice.state.getState().full).toBe(false);
  });
});

/**
 * The app's session wiring in Node (issue 20): the GM's `createSessionHost` over the app's stores, a real session
 * server, and a player's `startPlayerSession` feeding a player's stores — what the browsers run, without them.
 * Since issue 26 the players know creatures by the room's aliases: the tests find them by name in the player's view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { gmCreates, testServer } from '../../../server/testkit';
import { memoryRoomStore, type RoomStore } from '../../../server/roomStore';
import type { SessionServer } from '../../../server/sessionServer';
import type { WebSocketLike } from '../../net/client';
import {
  allCreatures,
  creatureOf,
  newEncounter,
  newSession,
  VIEW_DICE,
  type AnyEncounter,
  type Command,
} from '../../rules';
import { createEncounterStore, createPlayerStore, createUiStore, type SharedOverlay } from '../../store';
import { EMPTY_OVERLAY } from '../../render/pointing';
import { sampleEncounter } from '../sample';
import { createSessionHost, type SessionHost } from './host';
import { checkedOverlay } from './arrivals';
import { startPlayerSession, type PlayerSession } from './player';
import { checkRequest } from '../../services/players/check';
import { playerMenu, playerMenuWhy } from '../../services/players/menu';
import { roomAliases } from '../../services/players/aliases';
import { playerOffersOf } from '../../ui/actions/registry';
import { readInvite } from '../../net/invite';
import { pictureId } from '../assets/encoding';

const socket = (url: string) => new NodeWebSocket(url) as unknown as WebSocketLike;

/** An in-memory Storage. */
function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

async function until(cond: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The id a player knows a creature by, from its name in the view they were sent (undefined: not in it). */
const idIn = (enc: AnyEncounter, name: string) => allCreatures(enc).find((c) => c.name === name)?.id;

describe('the session in the app (GM host, player page logic, the real server)', () => {
  let server: SessionServer | null = null;
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const s of stops.splice(0)) s();
    await server?.close();
    server = null;
  });

  async function table(store: Map<string, Blob> = new Map(), kept?: RoomStore) {
    server = await testServer({}, undefined, kept ? { store: kept } : {});
    const encounter = createEncounterStore(sampleEncounter('en'));
    const ui = createUiStore('en');
    const rooms = memory();
    const page = {
      protocol: 'http:',
      host: `127.0.0.1:${server.port}`,
      hostname: '127.0.0.1',
      port: String(server.port),
      pathname: '/',
    };
    const host: SessionHost = createSessionHost({
      offersOf: playerOffersOf,
      encounter,
      ui,
      pictures: { blobOf: async (id) => store.get(id) ?? null },
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      rooms,
      page,
      url: server.wsUrl,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    stops.push(
      () => host.dispose(),
      () => host.client?.close(),
    );
    host.start();
    await until(() => host.view.getState().link !== null);
    const invite = readInvite(new URL(host.view.getState().link as string).hash);
    if (!invite) throw new Error('no invite');
    const join = (name: string) => {
      const pe = createEncounterStore(newEncounter({ name: '…', dice: VIEW_DICE }));
      const pu = createUiStore('en');
      const pp = createPlayerStore();
      const cameras: { x: number; y: number }[] = [];
      const s: PlayerSession = startPlayerSession({
        invite,
        name,
        lang: 'en',
        encounter: pe,
        ui: pu,
        player: pp,
        tab: memory(),
        socket,
        onCamera: (c) => cameras.push(c),
      });
      stops.push(() => s.close());
      /** The id this player knows a creature by. */
      const id = (creature: string) => {
        const x = idIn(pe.getState().encounter, creature);
        if (!x) throw new Error(`${name} does not see ${creature}`);
        return x;
      };
      return { s, enc: pe, ui: pu, player: pp, cameras, id };
    };
    /** Give the player named `name` these creatures (the GM's ids) and wait until their page knows. */
    const give = async (p: ReturnType<typeof join>, name: string, ids: string[]) => {
      await until(() => host.view.getState().roster.some((r) => r.name === name));
      const playerId = host.view.getState().roster.find((r) => r.name === name)?.id as string;
      host.assign(playerId, ids);
      await until(() => p.s.state.getState().mine.length === ids.length);
      return playerId;
    };
    return { host, encounter, ui, join, give, rooms, page };
  }

  it('a player sees the filtered view, acts for an assigned creature only, and the GM’s overlay reaches them filtered', async () => {
    const t = await table();
    const alice = t.join('Alice');
    await until(
      () =>
        t.host.view.getState().roster.length === 1 && idIn(alice.enc.getState().encounter, 'Sir Aldric') !== undefined,
    );
    // The filtered view: the hidden archer is not there; no creature goes by the GM's id.
    expect(idIn(alice.enc.getState().encounter, 'Goblin archer')).toBeUndefined();
    expect(alice.enc.getState().encounter.creatureOrder.some((id) => /^c\d+$/.test(id))).toBe(false);
    await t.give(alice, 'Alice', ['c2']);
    expect(alice.s.state.getState().mine).toEqual([alice.id('Sir Aldric')]);
    // The GM's panel reads the roster by the GM's ids.
    expect(t.host.view.getState().roster[0]?.creatureIds).toEqual(['c2']);
    // Not hers: refused, nothing changes (a creature the players see is named; one they do not see never reaches the check).
    const before = t.encounter.getState().revision;
    alice.s.request({ type: 'moveCreature', id: alice.id('Ogre'), to: { x: 17, y: 2 } }, { en: 'x', ja: 'x' });
    await until(() => alice.s.state.getState().outcomes.length === 1);
    expect(alice.s.state.getState().outcomes[0]?.kind).toBe('refused');
    expect(alice.s.state.getState().outcomes[0]?.refusal?.text.en).toBe('Ogre is not one of your creatures.');
    expect(t.encounter.getState().revision).toBe(before);
    // Hers: the rider moves its mount by a drag (the GM's engine plans the path).
    expect(alice.s.moverAt({ x: 3, y: 6 })).toBe(alice.id('Blaze (warhorse)'));
    alice.s.move(alice.id('Blaze (warhorse)'), { x: 5, y: 6 });
    await until(() => alice.s.state.getState().outcomes.length === 2);
    expect(alice.s.state.getState().outcomes[1]?.kind).toBe('applied');
    expect(creatureOf(t.encounter.getState().encounter, 'c1')?.pos).toEqual({ x: 5, y: 6 });
    await until(() => creatureOf(alice.enc.getState().encounter, alice.id('Blaze (warhorse)'))?.pos.x === 5);

    // What the GM points at: a ping on a clear square arrives; one at the hidden archer's square does not leak it.
    const shared: SharedOverlay = {
      ...EMPTY_OVERLAY,
      pings: [{ id: 1, at: { x: 9, y: 9 } }],
      preview: {
        id: 'c11',
        to: { x: 20, y: 13 },
        path: [{ x: 20, y: 13 }],
        legal: true,
        cost: 1,
        label: { en: 'Goblin archer 1 square', ja: '1' },
      },
    };
    t.ui.getState().setShared(shared);
    await until(() => (alice.ui.getState().shared?.pings.length ?? 0) === 1);
    expect(alice.ui.getState().shared?.pings[0]?.at).toEqual({ x: 9, y: 9 });
    expect(alice.ui.getState().shared?.preview).toBeNull(); // the hidden creature's drag preview stayed with the GM
    expect(JSON.stringify(alice.ui.getState().shared)).not.toContain('archer');
  });

  it('the GM’s pointer and camera reach the players only while the GM shares them (issue 26: off by default)', async () => {
    const t = await table();
    const alice = t.join('Alice');
    await until(() => t.host.view.getState().roster.length === 1 && alice.s.state.getState().gmOnline);
    expect(t.host.view.getState().sharing).toEqual({ pointer: false, view: false });
    // Before issue 26 the pointer was always sent: working on a hidden creature showed the players where.
    t.host.pointer({ x: 20.5, y: 13.5 });
    t.host.camera({ x: 100, y: 50, scale: 1 }, 1280, 720);
    await new Promise((r) => setTimeout(r, 250)); // past the camera's throttle
    // A ping goes the same way after them: when it has arrived, they would have too.
    t.host.ping({ x: 1, y: 1 });
    await until(() => alice.s.state.getState().pings.length === 1);
    expect(alice.s.state.getState().gmPointer).toBeNull();
    expect(alice.cameras).toEqual([]);
    // Shared: the camera of now at once, then the pointer as it moves.
    t.host.share({ pointer: true, view: true });
    await until(() => alice.cameras.length === 1);
    expect(alice.cameras[0]).toMatchObject({ x: 100, y: 50 });
    t.host.pointer({ x: 4.5, y: 4.5 });
    await until(() => alice.s.state.getState().gmPointer !== null);
    expect(alice.s.state.getState().gmPointer).toEqual({ x: 4.5, y: 4.5 });
    // Stopped: the players' pages drop the GM's pointer.
    t.host.share({ pointer: false });
    await until(() => alice.s.state.getState().gmPointer === null);
  });

  it('a player’s secret roll: its result goes to that player alone; the others read who rolled (issue 26)', async () => {
    const t = await table();
    const alice = t.join('Alice');
    const bob = t.join('Bob');
    await until(() => t.host.view.getState().roster.length === 2);
    await t.give(alice, 'Alice', ['c2']);
    await t.give(bob, 'Bob', ['c5']);
    const r = await alice.s.client.ask(
      { type: 'rollDice', expr: 'S1d20+5', by: alice.id('Sir Aldric'), dice: [12] },
      alice.s.state.getState().rev,
    );
    expect(r).toMatchObject({
      status: 'applied',
      note: { en: expect.stringMatching(/Sir Aldric rolls \(Alice\).*17/) },
    });
    if (r.status === 'applied') expect(r.note?.ja).toMatch(/Sir Aldricのダイス（Alice）.*17/);
    // Bob's log (and Alice's): who rolled secretly, not what. Before issue 26 it read "The GM rolled secretly."
    for (const p of [bob, alice]) {
      await until(() => p.player.getState().log.some((l) => l.en.includes('rolled secretly')));
      const log = p.player.getState().log;
      expect(log.map((l) => l.en)).toContain('Alice rolled secretly for Sir Aldric.');
      expect(log.map((l) => l.ja)).toContain('AliceがSir Aldricのシークレットダイスを振りました。');
      expect(JSON.stringify(log)).not.toMatch(/\b17\b|\b12\b/);
    }
    // The GM's log reads it in full.
    const gmLog = t.encounter
      .getState()
      .session.log()
      .map((x) => x.event);
    expect(gmLog.find((e) => e.type === 'diceRolled')).toMatchObject({ secret: true, player: 'Alice' });
  });

  it('a request is one line: waiting for the GM’s OK, then done; undone when the GM undoes it, done again on redo (issue 28)', async () => {
    const t = await table();
    const alice = t.join('Alice');
    await until(() => t.host.view.getState().roster.length === 1);
    const aliceId = await t.give(alice, 'Alice', ['c2']);
    t.host.setMode('approve');
    alice.s.roll('1d20', alice.id('Sir Aldric'), [7]);
    await until(() => alice.s.state.getState().outcomes[0]?.kind === 'queued');
    expect(alice.s.state.getState().waiting).toBe(1);
    await until(() => t.host.view.getState().queue.length === 1);
    const q = t.host.view.getState().queue[0];
    t.host.approve(aliceId, q?.reqId as string);
    await until(() => alice.s.state.getState().outcomes[0]?.kind === 'applied');
    // The same line, updated: no stale "waiting for the GM's OK" beside it.
    expect(alice.s.state.getState().outcomes.map((o) => o.kind)).toEqual(['applied']);
    expect(alice.s.state.getState().waiting).toBe(0);
    // The GM undoes it: the line says so; redo: done again.
    t.encounter.getState().undo();
    await until(() => alice.s.state.getState().outcomes[0]?.kind === 'undone');
    t.encounter.getState().redo();
    await until(() => alice.s.state.getState().outcomes[0]?.kind === 'applied');
    expect(alice.s.state.getState().outcomes).toHaveLength(1);
  });

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
      url: server?.wsUrl as string,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    stops.push(
      () => again.dispose(),
      () => again.client?.close(),
    );
    await until(() => again.view.getState().phase === 'open' && again.view.getState().roster.length === 1);
    expect(again.view.getState().room).toBe(room);
    await until(() => alice.s.state.getState().gmOnline && alice.s.state.getState().rev > rev);
    // The room's alias key was kept with the encounter: the player's page keeps its ids.
    expect(alice.id('Ogre')).toBe(ogre);
  });

  it('a restart of the session server: the GM’s tab and the player come back to the same room by themselves, same link, same ids (issue 27)', async () => {
    const kept = memoryRoomStore(); // the server's disk
    const t = await table(new Map(), kept);
    const alice = t.join('Alice');
    await t.give(alice, 'Alice', ['c2']);
    const ogre = alice.id('Ogre');
    const room = t.host.view.getState().room;
    const link = t.host.view.getState().link;
    const playerId = alice.s.state.getState().playerId;
    const port = server?.port as number;
    // What both went through: they must have noticed the restart and come back (not kept a stale state).
    const phases: string[] = [];
    const statuses: string[] = [];
    stops.push(
      t.host.view.subscribe((x, y) => void (x.phase !== y.phase && phases.push(x.phase))),
      alice.s.state.subscribe((x, y) => void (x.status !== y.status && statuses.push(x.status))),
    );
    await server?.close();
    server = await testServer({}, undefined, { store: kept, port });
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
      url: server?.wsUrl as string,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    stops.push(
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

  it('a full server: the GM’s tab says “full” (4005), not “the server is not running” (issue 27)', async () => {
    server = await testServer({ maxRooms: 0 });
    const host = createSessionHost({
      offersOf: playerOffersOf,
      encounter: createEncounterStore(sampleEncounter('en')),
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      rooms: memory(),
      page: { protocol: 'http:', host: `127.0.0.1:${server.port}`, hostname: '127.0.0.1', port: '', pathname: '/' },
      url: server.wsUrl,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    stops.push(
      () => host.dispose(),
      () => host.client?.close(),
    );
    host.start();
    await until(() => host.view.getState().phase !== 'connecting');
    expect(host.view.getState().phase).toBe('full');
  });

  it('a room the server no longer knows (its store lost): a new room and link, and the GM’s tab says so (issue 27)', async () => {
    server = await testServer();
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
      page: { protocol: 'http:', host: `127.0.0.1:${server.port}`, hostname: '127.0.0.1', port: '', pathname: '/' },
      url: server.wsUrl,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    stops.push(
      () => host.dispose(),
      () => host.client?.close(),
    );
    await until(() => host.view.getState().phase === 'open' && host.view.getState().link !== null);
    expect(host.view.getState().room).not.toBe(gone.room);
    expect(host.view.getState().renewed).toBe(true);
    expect(JSON.parse(rooms.getItem('saddlegrid.room.e1') as string).room).toBe(host.view.getState().room);
  });

  it('a full table: the player’s page says “full” while it keeps trying, not just “reconnecting” (issue 27)', async () => {
    server = await testServer({ maxPlayersPerRoom: 1 });
    const { gm, room, playerSecret } = await gmCreates(server);
    stops.push(() => gm.close());
    const open = (name: string) => {
      const s = startPlayerSession({
        invite: { server: server?.wsUrl as string, room, secret: playerSecret },
        name,
        lang: 'en',
        encounter: createEncounterStore(newEncounter({ name: '…', dice: VIEW_DICE })),
        ui: createUiStore('en'),
        player: createPlayerStore(),
        tab: memory(),
        socket,
      });
      stops.push(() => s.close());
      return s;
    };
    const alice = open('Alice');
    await until(() => alice.state.getState().status === 'open');
    const bob = open('Bob');
    await until(() => bob.state.getState().full);
    expect(bob.state.getState().status).toBe('retrying');
    expect(alice.state.getState().full).toBe(false);
  });

  it('pictures: a player fetches a picture its view uses, in parts, checked by its id; not one the view does not use', async () => {
    // A PNG's signature and 80 kB after it: three parts of 36 kB.
    const bytes = new Uint8Array(80_000);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff;
    const id = await pictureId(bytes);
    const secret = new Uint8Array(bytes);
    secret[100] = 1;
    const secretId = await pictureId(secret);
    const store = new Map([
      [id, new Blob([bytes], { type: 'image/png' })],
      [secretId, new Blob([secret], { type: 'image/png' })],
    ]);
    const t = await table(store);
    expect(t.encounter.getState().dispatch({ type: 'editCreature', id: 'c2', patch: { image: id } } as never).ok).toBe(
      true,
    );
    // The hidden archer's picture: the GM has it, the players' view does not use it.
    expect(
      t.encounter.getState().dispatch({ type: 'editCreature', id: 'c11', patch: { image: secretId } } as never).ok,
    ).toBe(true);
    const alice = t.join('Alice');
    await until(() => {
      const aldric = idIn(alice.enc.getState().encounter, 'Sir Aldric');
      return aldric !== undefined && creatureOf(alice.enc.getState().encounter, aldric)?.image === id;
    });
    const blob = await alice.s.picture(id);
    expect(blob?.type).toBe('image/png');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(bytes);
    expect(await alice.s.picture(secretId)).toBeNull();
    expect(await alice.s.picture('not-an-id')).toBeNull();
  });

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

/**
 * The app's session wiring in Node (issue 20): the GM's `createSessionHost` over the app's stores, a real session
 * server, and a player's `startPlayerSession` feeding a player's stores — what the browsers run, without them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { testServer } from '../../../server/testkit';
import type { SessionServer } from '../../../server/sessionServer';
import type { WebSocketLike } from '../../net/client';
import { creatureOf } from '../../rules';
import { createEncounterStore, createPlayerStore, createUiStore, type SharedOverlay } from '../../store';
import { EMPTY_OVERLAY } from '../../render/pointing';
import { sampleEncounter } from '../sample';
import { hiddenFromPlayers } from '../playerFilter';
import { createSessionHost, type SessionHost } from './host';
import { checkedOverlay } from './arrivals';
import { startPlayerSession, type PlayerSession } from './player';
import { playerMenu } from './playerMenu';
import { newEncounter, newSession, VIEW_DICE } from '../../rules';
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

describe('the session in the app (GM host, player page logic, the real server)', () => {
  let server: SessionServer | null = null;
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const s of stops.splice(0)) s();
    await server?.close();
    server = null;
  });

  async function table(store: Map<string, Blob> = new Map()) {
    server = await testServer();
    const encounter = createEncounterStore(sampleEncounter('en'));
    const ui = createUiStore('en');
    const tab = memory();
    const page = {
      protocol: 'http:',
      host: `127.0.0.1:${server.port}`,
      hostname: '127.0.0.1',
      port: String(server.port),
      pathname: '/',
    };
    const host: SessionHost = createSessionHost({
      encounter,
      ui,
      pictures: { blobOf: async (id) => store.get(id) ?? null },
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      tab,
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
      const s: PlayerSession = startPlayerSession({
        invite,
        name,
        lang: 'en',
        encounter: pe,
        ui: pu,
        player: createPlayerStore(),
        tab: memory(),
        socket,
      });
      stops.push(() => s.close());
      return { s, enc: pe, ui: pu };
    };
    return { host, encounter, ui, join, tab, page };
  }

  it('a player sees the filtered view, acts for an assigned creature only, and the GM’s overlay reaches them filtered', async () => {
    const t = await table();
    const alice = t.join('Alice');
    await until(
      () =>
        t.host.view.getState().roster.length === 1 && creatureOf(alice.enc.getState().encounter, 'c2') !== undefined,
    );
    // The filtered view: the hidden archer is not there.
    expect(creatureOf(alice.enc.getState().encounter, 'c11')).toBeUndefined();
    const aliceId = t.host.view.getState().roster[0]?.id as string;
    t.host.assign(aliceId, ['c2']);
    await until(() => alice.s.state.getState().mine.includes('c2'));
    // Not hers: refused, nothing changes.
    const before = t.encounter.getState().revision;
    alice.s.request({ type: 'moveCreature', id: 'c10', to: { x: 17, y: 2 } }, { en: 'x', ja: 'x' });
    await until(() => alice.s.state.getState().outcomes.length === 1);
    expect(alice.s.state.getState().outcomes[0]?.kind).toBe('refused');
    expect(alice.s.state.getState().outcomes[0]?.refusal?.text.en).toMatch(/Ogre is not one of your creatures/);
    expect(t.encounter.getState().revision).toBe(before);
    // Hers: the rider moves its mount by a drag (the GM's engine plans the path).
    expect(alice.s.moverAt({ x: 3, y: 6 })).toBe('c1');
    alice.s.move('c1', { x: 5, y: 6 });
    await until(() => alice.s.state.getState().outcomes.length === 2);
    expect(alice.s.state.getState().outcomes[1]?.kind).toBe('applied');
    expect(creatureOf(t.encounter.getState().encounter, 'c1')?.pos).toEqual({ x: 5, y: 6 });
    await until(() => creatureOf(alice.enc.getState().encounter, 'c1')?.pos.x === 5);

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

  it('a reload of the GM’s tab retakes the same room (credentials in sessionStorage); the player stays', async () => {
    const t = await table();
    const alice = t.join('Alice');
    await until(() => t.host.view.getState().roster.length === 1);
    const room = t.host.view.getState().room;
    t.host.dispose();
    t.host.client?.close();
    // A new page load of the same tab: the host retakes the room at once.
    const again = createSessionHost({
      encounter: t.encounter,
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      tab: t.tab,
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
    await until(() => alice.s.state.getState().gmOnline);
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
    await until(() => creatureOf(alice.enc.getState().encounter, 'c2')?.image === id);
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
    const enc = sampleEncounter('en');
    const s = newSession(enc);
    const hidden = hiddenFromPlayers(enc);
    const alice = { id: 'p1', creatureIds: ['c2'] };
    const ctx = { session: s, roster: [alice], revision: 0, hidden };
    const menu = playerMenu(ctx, alice, 'c2');
    const ids = menu.map((a) => a.id);
    expect(ids).toContain('dismount'); // Sir Aldric rides Blaze
    expect(ids).toContain('moveMount'); // a rider moves its mount
    expect(ids).not.toContain('standUp'); // not prone
    for (const a of menu)
      for (const sq of a.pick?.squares ?? [])
        expect(s.dryRun({ ...a.command, [a.pick?.field as string]: sq } as never).ok).toBe(true);
    expect(playerMenu(ctx, alice, 'c10')).toEqual([]); // the ogre is not hers
    expect(playerMenu(ctx, alice, 'c11')).toEqual([]); // hidden, and not hers
  });
});

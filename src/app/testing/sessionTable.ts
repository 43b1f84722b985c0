/**
 * The app's session in Node for the tests (issue 20): a real session server, the GM's `createSessionHost` over the
 * app's stores and players' `startPlayerSession` pages, with what each test stops afterwards. Shared by
 * `src/app/session/session.test.ts` and `sessionRooms.test.ts` (issue 31: split under ~400 lines).
 */
import { WebSocket as NodeWebSocket } from 'ws';
import { testServer } from '../../../server/testkit';
import type { RoomStore } from '../../../server/roomStore';
import type { SessionServer } from '../../../server/sessionServer';
import type { WebSocketLike } from '../../net/client';
import { readInvite } from '../../net/invite';
import { allCreatures, newEncounter, VIEW_DICE, type AnyEncounter } from '../../rules';
import { createEncounterStore, createPlayerStore, createUiStore } from '../../store';
import { playerOffersOf } from '../../ui/actions/registry';
import { sampleEncounter } from '../sample';
import { createSessionHost, type SessionHost } from '../session/host';
import { startPlayerSession, type PlayerSession } from '../session/player';

export const socket = (url: string) => new NodeWebSocket(url) as unknown as WebSocketLike;

/** An in-memory Storage. */
export function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

export async function until(cond: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The id a player knows a creature by, from its name in the view they were sent (undefined: not in it). */
export const idIn = (enc: AnyEncounter, name: string) => allCreatures(enc).find((c) => c.name === name)?.id;

/** A test's session server (a test may restart it) and what to stop after the test. */
export interface SessionCtx {
  server: SessionServer | null;
  readonly stops: (() => void)[];
}

/** Tables for one test file: `table()` opens one, `cleanup()` (in `afterEach`) stops everything. */
export function sessionTables(): {
  ctx: SessionCtx;
  table: (store?: Map<string, Blob>, kept?: RoomStore) => ReturnType<typeof table>;
  cleanup(): Promise<void>;
} {
  const ctx: SessionCtx = { server: null, stops: [] };
  return {
    ctx,
    table: (store, kept) => table(ctx, store, kept),
    async cleanup() {
      for (const s of ctx.stops.splice(0)) s();
      await ctx.server?.close();
      ctx.server = null;
    },
  };
}

/** A GM's table with the 4e sample, its room open and its join link known; `join` opens a player's page. */
async function table(ctx: SessionCtx, store: Map<string, Blob> = new Map(), kept?: RoomStore) {
  ctx.server = await testServer({}, undefined, kept ? { store: kept } : {});
  const encounter = createEncounterStore(sampleEncounter('en'));
  const ui = createUiStore('en');
  const rooms = memory();
  const page = {
    protocol: 'http:',
    host: `127.0.0.1:${ctx.server.port}`,
    hostname: '127.0.0.1',
    port: String(ctx.server.port),
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
    url: ctx.server.wsUrl,
    info: async () => ({ inviteHosts: [] }),
    socket,
  });
  ctx.stops.push(
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
    ctx.stops.push(() => s.close());
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

/**
 * Views as revisioned patches (issue 27): relayed to the players holding the base revision, the whole view to
 * anyone else (a join, a resync, a missed revision); a GM's patch from a revision the server does not hold is
 * answered so the GM's client sends the whole view; no view is refused for its size (parts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { createGmClient, createPlayerClient, type WebSocketLike } from '../src/net/client.ts';
import type { ToPlayer, View } from '../src/net/protocol.ts';
import { diffView } from '../src/net/viewPatch.ts';
import type { SessionServer } from './sessionServer.ts';
import { gmCreates, playerJoins, testServer, viewOf, type Peer } from './testkit.ts';

let server: SessionServer | null = null;
const open: Peer[] = [];
const stops: (() => void)[] = [];

afterEach(async () => {
  for (const s of stops.splice(0)) s();
  for (const p of open.splice(0)) p.close();
  await server?.close();
  server = null;
});

const waitFor = async (cond: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

const lines = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => ({ en: `line ${from + i}`, ja: `行 ${from + i}` }));

describe('diffView', () => {
  it('log lines that stayed are not sent again: the oldest removed, the new appended', () => {
    const before = { ...viewOf('x').view, log: lines(0, 12) } as unknown as Record<string, never>;
    const after = { ...viewOf('x').view, log: lines(1, 13) } as unknown as Record<string, never>;
    expect(diffView(before, after)).toEqual([
      { op: 'remove', path: '/log/0' },
      { op: 'add', path: '/log/-', value: { en: 'line 12', ja: '行 12' } },
    ]);
  });
});

describe('patches through the server', () => {
  it('a patch reaches the players holding its base; a later joiner gets the whole patched view; an unknown base is answered "from"', async () => {
    server = await testServer();
    const { gm, room, playerSecret } = await gmCreates(server);
    open.push(gm);
    const { p } = await playerJoins(server, room, playerSecret);
    open.push(p);
    const v1 = viewOf('one', 1);
    gm.send(v1);
    await p.take('view');
    const v2 = viewOf('two', 2);
    const ops = diffView(v1.view as never, v2.view as never);
    gm.send({ t: 'viewPatch', from: 1, rev: 2, ops });
    expect(await p.take('patch')).toEqual({ t: 'patch', from: 1, rev: 2, ops });
    const late = await playerJoins(server, room, playerSecret, 'Bob');
    open.push(late.p);
    const whole = await late.p.take('view');
    expect(whole.rev).toBe(2);
    expect(whole.view).toEqual(v2.view);
    gm.send({ t: 'viewPatch', from: 7, rev: 8, ops: [] });
    expect(await gm.take('error')).toMatchObject({ code: 'invalid', detail: 'from' });
  });

  it('a player that missed a revision asks for a resync and gets the whole view', async () => {
    server = await testServer();
    const { gm, room, playerSecret } = await gmCreates(server);
    open.push(gm);
    const { p } = await playerJoins(server, room, playerSecret);
    open.push(p);
    gm.send(viewOf('one', 1));
    await p.take('view');
    // A patch from a revision this player does not hold (as if one was lost): it asks for the whole view.
    p.send({ t: 'resync' });
    const again = await p.take('view');
    expect(again.rev).toBe(1);
  });
});

describe('the real clients: patches, parts and resync', () => {
  const socket = (url: string) => new NodeWebSocket(url) as unknown as WebSocketLike;

  it('a view over one frame goes in parts; a move then travels as a small patch; the player’s page always gets whole views', async () => {
    server = await testServer();
    const gm = createGmClient({ url: server.wsUrl, socket });
    stops.push(() => gm.close());
    gm.connect();
    await waitFor(() => gm.hosted !== null);
    const { room, playerSecret } = gm.hosted as { room: string; playerSecret: string };
    const player = createPlayerClient({ url: server.wsUrl, socket, room, secret: playerSecret, name: 'A', lang: 'en' });
    stops.push(() => player.close());
    const views: Extract<ToPlayer, { t: 'view' }>[] = [];
    player.on('message', (m) => m.t === 'view' && views.push(m));
    player.connect();
    await waitFor(() => player.state === 'open');
    // 1,500 creatures of ~1 kB: a view over the 1 MiB frame limit.
    const creatures: Record<string, unknown> = {};
    const order: string[] = [];
    for (let i = 0; i < 1500; i++) {
      const id = `k${i}`;
      order.push(id);
      creatures[id] = { id, name: `Creature ${i}`, pos: { x: i % 100, y: Math.floor(i / 100) }, note: 'x'.repeat(900) };
    }
    const big: View = {
      encounter: { system: 'mounted4e', name: 'big', creatures, creatureOrder: order } as never,
      log: lines(0, 12),
      events: [],
      change: 'load',
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(1024 * 1024);
    // A plain socket beside the page, to see what travels.
    const watcher = await playerJoins(server, room, playerSecret, 'Watcher');
    open.push(watcher.p);
    const send = (m: unknown) => (gm as unknown as { send: (x: unknown) => boolean }).send(m);
    expect(send({ t: 'view', rev: 1, view: big })).toBe(true);
    await waitFor(() => views.length === 1);
    expect(views[0]?.view.encounter.creatureOrder).toHaveLength(1500);
    expect(watcher.p.all('viewPart').length).toBeGreaterThan(1);
    // One creature moves and a log line is added: a patch of a few hundred bytes, not the whole view again.
    const next = structuredClone(big) as View;
    (next.encounter.creatures as Record<string, { pos: unknown }>).k7 = {
      ...((big.encounter.creatures as Record<string, object>).k7 as object),
      pos: { x: 50, y: 50 },
    } as never;
    const moved = { ...next, log: lines(1, 13), change: 'command' as const };
    expect(send({ t: 'view', rev: 2, view: moved })).toBe(true);
    await waitFor(() => views.length === 2);
    expect((views[1]?.view.encounter.creatures as Record<string, { pos: unknown }>).k7?.pos).toEqual({ x: 50, y: 50 });
    expect(views[1]?.view.log.at(-1)).toEqual({ en: 'line 12', ja: '行 12' });
    const patch = await watcher.p.take('patch');
    expect(JSON.stringify(patch).length).toBeLessThan(500);
  });
});

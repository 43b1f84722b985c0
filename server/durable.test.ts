/**
 * Durable rooms (issue 27): a room kept in the file store outlives a restart of the session server — the GM and
 * every player get back into the *same* room by themselves, with the roster, the assignments, the latest view
 * and the requests that waited for the GM.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { CLOSE, PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { createGmClient, createPlayerClient, type WebSocketLike } from '../src/net/client.ts';
import { fileRoomStore } from './roomStore.ts';
import type { SessionServer } from './sessionServer.ts';
import { gmCreates, peer, playerJoins, testServer, viewOf, type Peer } from './testkit.ts';

let dir = '';
const servers: SessionServer[] = [];
const peers: Peer[] = [];
const stops: (() => void)[] = [];

afterEach(async () => {
  for (const s of stops.splice(0)) s();
  for (const p of peers.splice(0)) p.close();
  for (const s of servers.splice(0)) await s.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

async function serve(port = 0): Promise<SessionServer> {
  if (!dir) dir = await mkdtemp(join(tmpdir(), 'saddlegrid-rooms-'));
  const s = await testServer({ persistMs: 5, viewPersistMs: 5 }, undefined, { store: fileRoomStore(dir), port });
  servers.push(s);
  return s;
}

async function restart(s: SessionServer, samePort = false): Promise<SessionServer> {
  await s.close();
  servers.splice(servers.indexOf(s), 1);
  return serve(samePort ? s.port : 0);
}

const waitFor = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('durable rooms: the file store', () => {
  it('a restart keeps the room: the GM retakes it with its secret, the player resumes as the same player with the same view and creatures', async () => {
    const s = await serve();
    const { gm, room, gmSecret, playerSecret } = await gmCreates(s);
    peers.push(gm);
    const { p, playerId, resume } = await playerJoins(s, room, playerSecret);
    peers.push(p);
    gm.send({ t: 'assign', playerId, creatureIds: ['k1', 'k2'] });
    gm.send(viewOf('before the restart', 7));
    await p.take('view');
    await waitFor(() => p.all('roster').some((r) => r.players[0]?.creatureIds.length === 2));

    const s2 = await restart(s);
    expect(s2.stats().rooms).toBe(1);
    const back = await peer(s2);
    peers.push(back);
    back.send({ t: 'host', v: PROTOCOL_VERSION, room, secret: gmSecret });
    const hosted = await back.take('hosted');
    expect(hosted).toMatchObject({ room, lastRev: 7 });
    // The server keeps only the player secret's hash: the GM's browser kept the link.
    expect(hosted.playerSecret).toBeUndefined();
    expect((await back.take('roster')).players).toEqual([
      { id: playerId, name: 'Alice', lang: 'en', creatureIds: ['k1', 'k2'], online: false },
    ]);
    const again = await playerJoins(s2, room, playerSecret, 'Alice', resume);
    peers.push(again.p);
    expect(again.playerId).toBe(playerId);
    const v = await again.p.take('view');
    expect(v.rev).toBe(7);
    expect((v.view.encounter as { name: string }).name).toBe('before the restart');
    // No secret is written: only hashes.
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    expect(files).toEqual([`${room}.json`]);
    const text = await (await import('node:fs/promises')).readFile(join(dir, files[0] as string), 'utf8');
    for (const secret of [gmSecret, playerSecret, resume]) expect(text).not.toContain(secret);
  });

  it('requests that waited for the GM stay queued across a restart and reach the GM when it is back', async () => {
    const s = await serve();
    const { gm, room, gmSecret, playerSecret } = await gmCreates(s);
    const { p, playerId } = await playerJoins(s, room, playerSecret);
    peers.push(p);
    gm.close();
    await gm.closed;
    p.send({ t: 'request', reqId: 'waiting', command: { type: 'standUp', id: 'k1' }, basedOnRevision: 3 });
    expect((await p.take('answer')).result).toEqual({ status: 'queued' });
    const s2 = await restart(s);
    const back = await peer(s2);
    peers.push(back);
    back.send({ t: 'host', v: PROTOCOL_VERSION, room, secret: gmSecret });
    expect(await back.take('request')).toEqual({
      t: 'request',
      reqId: 'waiting',
      playerId,
      command: { type: 'standUp', id: 'k1' },
      basedOnRevision: 3,
    });
  });

  it('"End the session" closes the room for good: after a restart its secret is refused', async () => {
    const s = await serve();
    const { gm, room, gmSecret } = await gmCreates(s);
    gm.send({ t: 'closeRoom' });
    expect((await gm.closed).code).toBe(CLOSE.roomClosed);
    await waitFor(() => s.stats().rooms === 0);
    const s2 = await restart(s);
    expect(s2.stats().rooms).toBe(0);
    const back = await peer(s2);
    back.send({ t: 'host', v: PROTOCOL_VERSION, room, secret: gmSecret });
    expect((await back.closed).code).toBe(CLOSE.refused);
  });

  it('a write cut short leaves the previous record: temporary files are ignored and removed, damaged records skipped', async () => {
    const s = await serve();
    const { gm, room, gmSecret } = await gmCreates(s);
    peers.push(gm);
    await s.close();
    servers.splice(0);
    await writeFile(join(dir, `${room}.json.123.4.tmp`), '{"v":1,"id":"half');
    await writeFile(join(dir, 'AAAAAAAAAAAAAAAAAAAAAA.json'), 'not json');
    const s2 = await serve();
    expect(s2.stats().rooms).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(['AAAAAAAAAAAAAAAAAAAAAA.json', `${room}.json`].sort());
    const back = await peer(s2);
    peers.push(back);
    back.send({ t: 'host', v: PROTOCOL_VERSION, room, secret: gmSecret });
    expect((await back.take('hosted')).room).toBe(room);
  });
});

describe('durable rooms: the clients come back by themselves', () => {
  it('after a restart on the same address the GM client and the player client rejoin the same room, as the same player', async () => {
    const s = await serve();
    const socket = (url: string) => new NodeWebSocket(url) as unknown as WebSocketLike;
    const fast = { firstMs: 20, maxMs: 200, factor: 2, jitter: 0 };
    const gm = createGmClient({ url: s.wsUrl, socket, backoff: fast });
    stops.push(() => gm.close());
    gm.connect();
    await waitFor(() => gm.hosted !== null);
    const { room, playerSecret } = gm.hosted as { room: string; playerSecret: string };
    const player = createPlayerClient({
      url: s.wsUrl,
      socket,
      room,
      secret: playerSecret,
      name: 'Alice',
      lang: 'en',
      backoff: fast,
    });
    stops.push(() => player.close());
    player.connect();
    await waitFor(() => player.identity !== null);
    const playerId = player.identity?.playerId;
    const welcomes: string[] = [];
    gm.on('message', (m) => m.t === 'hosted' && welcomes.push(m.room));
    const rejoined: string[] = [];
    player.on('message', (m) => m.t === 'joined' && rejoined.push(m.playerId));

    await restart(s, true);
    await waitFor(() => welcomes.length > 0 && rejoined.length > 0 && gm.state === 'open' && player.state === 'open');
    expect(welcomes).toEqual([room]);
    expect(rejoined).toEqual([playerId]);
    // The link still works: the GM client kept the player secret the restarted server no longer knows.
    expect(gm.hosted?.playerSecret).toBe(playerSecret);
  });
});

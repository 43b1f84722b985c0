/**
 * Several servers, one room space (issue 27), tested for real: a `redis-server` on a loopback port and two
 * session server processes using it. The GM is on process A, the players on process B; they play a round; A is
 * killed hard and the GM comes back on B to the same room, roster and queued requests.
 *
 * `npm run test:unit` installs Debian's redis-server first when it is missing and it runs as root (CI does);
 * without it and without root this file is skipped with a loud message (scripts/ensure-redis.mjs says what to
 * install). On CI (`CI` set) or as root a missing redis-server fails the run instead.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { diffView } from '../src/net/viewPatch.ts';
import { findRedisServer, startRedis, startServerProcess, type RedisServer, type ServerProcess } from './redisKit.ts';
import { redisKeys, redisRoomStore } from './redisStore.ts';
import { checkRecord, type RoomRecord } from './roomStore.ts';
import { gmCreates, peer, playerJoins, viewOf, type Peer } from './testkit.ts';

const bin = findRedisServer();
const mustRun = Boolean(process.env.CI) || process.getuid?.() === 0;
if (!bin && mustRun)
  throw new Error('redis-server is missing: run `node scripts/ensure-redis.mjs` (apt-get install redis-server)');
if (!bin)
  console.warn(
    '\n*** SKIPPED: the multi-process Redis test (server/redis.test.ts) needs redis-server: sudo apt-get install redis-server ***\n',
  );

const LEASE_MS = 600;
let redis: RedisServer | null = null;
let db: Redis | null = null;
const procs: ServerProcess[] = [];
const open: Peer[] = [];

beforeAll(async () => {
  if (!bin) return;
  redis = await startRedis(bin);
  db = new Redis(redis.url);
}, 20_000);

afterAll(async () => {
  for (const p of open.splice(0)) p.close();
  await Promise.all(procs.splice(0).map((p) => p.stop()));
  db?.disconnect();
  await redis?.stop();
}, 20_000);

const kept = async (room: string): Promise<RoomRecord | null> => {
  const text = await db?.get(`saddlegrid:room:${room}`);
  return text ? checkRecord(JSON.parse(text)) : null;
};
const tracked = <T extends Peer>(p: T): T => (open.push(p), p);

describe.skipIf(!bin)('several server processes share rooms through Redis (issue 27)', () => {
  it('a GM on process A and players on process B play a round; A is killed and the GM takes the room back on B', async () => {
    if (!redis) throw new Error('no redis');
    const [a, b] = await Promise.all([
      startServerProcess(redis.url, LEASE_MS),
      startServerProcess(redis.url, LEASE_MS),
    ]);
    procs.push(a, b);

    // The GM creates the room on A; two players join it on B (relayed to A, which serves the room).
    const { gm, room, gmSecret, playerSecret } = await gmCreates(a);
    tracked(gm);
    const one = await playerJoins(b, room, playerSecret, 'One');
    const two = await playerJoins(b, room, playerSecret, 'Two');
    tracked(one.p);
    tracked(two.p);
    await expect
      .poll(
        () =>
          gm
            .all('roster')
            .at(-1)
            ?.players.filter((p) => p.online).length,
      )
      .toBe(2);

    // Views and patches with revisions, an assignment, a request, an answer.
    const v1 = viewOf('round one', 1);
    gm.send(v1);
    for (const p of [one.p, two.p]) expect((await p.take('view')).rev).toBe(1);
    gm.send({ t: 'assign', playerId: one.playerId, creatureIds: ['c2'] });
    await expect
      .poll(
        () =>
          two.p
            .all('roster')
            .at(-1)
            ?.players.find((p) => p.id === one.playerId)?.creatureIds,
      )
      .toEqual(['c2']);
    one.p.send({ t: 'request', reqId: 'r1', command: { type: 'dismount', id: 'c2' }, basedOnRevision: 1 });
    expect(await gm.take('request')).toEqual({
      t: 'request',
      reqId: 'r1',
      playerId: one.playerId, // stamped by the serving process, across the relay
      command: { type: 'dismount', id: 'c2' },
      basedOnRevision: 1,
    });
    gm.send({ t: 'answer', to: one.playerId, reqId: 'r1', result: { status: 'applied', rev: 2 } });
    const v2 = viewOf('round one, c2 dismounted', 2);
    gm.send({ t: 'viewPatch', from: 1, rev: 2, ops: diffView(v1.view as never, v2.view as never) });
    expect(await one.p.take('answer')).toMatchObject({ reqId: 'r1', result: { status: 'applied', rev: 2 } });
    for (const p of [one.p, two.p]) {
      expect(await p.take('patch')).toMatchObject({ from: 1, rev: 2 });
      expect((await p.take('view')).view.log[0]?.en).toBe('round one, c2 dismounted');
    }
    // Frames from A to B keep their order: the answer to One, sent before the patch, never reached Two.
    expect(two.p.all('answer')).toEqual([]);
    // A player that asks for the whole view (a missed revision) gets it through the relay.
    two.p.send({ t: 'resync' });
    expect((await two.p.take('view')).rev).toBe(2);

    // The GM leaves; One's request waits for it (kept in Redis by A).
    gm.close();
    await expect.poll(() => one.p.all('roster').at(-1)?.gmOnline).toBe(false);
    one.p.send({ t: 'request', reqId: 'q1', command: { type: 'standUp', id: 'c2' }, basedOnRevision: 2 });
    expect((await one.p.take('answer')).result).toEqual({ status: 'queued' });
    await expect.poll(async () => (await kept(room))?.queue.map((q) => q.reqId), { timeout: 5000 }).toEqual(['q1']);
    await expect.poll(async () => (await kept(room))?.view?.rev, { timeout: 5000 }).toBe(2);

    // A dies without a word. B closes the relayed players (1001: they reconnect) once A's lease runs out.
    const killedAt = performance.now();
    await a.kill();
    for (const p of [one.p, two.p]) expect((await p.closed).code).toBe(CLOSE.goingAway);
    const back1 = await playerJoins(b, room, playerSecret, 'One', one.resume);
    const back2 = await playerJoins(b, room, playerSecret, 'Two', two.resume);
    tracked(back1.p);
    tracked(back2.p);
    const playersBackMs = performance.now() - killedAt;
    expect([back1.playerId, back2.playerId]).toEqual([one.playerId, two.playerId]);
    expect((await back1.p.take('view')).rev).toBe(2); // the view kept in Redis
    back2.p.send({ t: 'request', reqId: 'q2', command: { type: 'standUp', id: 'c3' }, basedOnRevision: 2 });
    expect((await back2.p.take('answer')).result).toEqual({ status: 'queued' });

    // The GM reconnects to B: the same room, roster and assignments, both waiting requests.
    const gm2 = tracked(await peer(b));
    gm2.send({ t: 'host', v: PROTOCOL_VERSION, room, secret: gmSecret });
    const hosted = await gm2.take('hosted');
    const gmBackMs = performance.now() - killedAt;
    expect(hosted).toMatchObject({ room, lastRev: 2 });
    const roster = await gm2.take('roster');
    expect(roster.players.map((p) => [p.id, p.name, p.creatureIds, p.online])).toEqual([
      [one.playerId, 'One', ['c2'], true],
      [two.playerId, 'Two', [], true],
    ]);
    expect(await gm2.take('request')).toMatchObject({ reqId: 'q1', playerId: one.playerId });
    expect(await gm2.take('request')).toMatchObject({ reqId: 'q2', playerId: two.playerId });
    // And play goes on, on B alone.
    gm2.send(viewOf('round two', 3));
    expect((await back1.p.take('view')).rev).toBe(3);
    console.log(
      `[redis relay] after A was killed (lease ${LEASE_MS} ms): players back on B in ${Math.round(playersBackMs)} ms, GM back in ${Math.round(gmBackMs)} ms`,
    );
  }, 30_000);

  it('the GM relayed from B to the room served by A; A stopped (SIGTERM) hands the room over at once', async () => {
    if (!redis) throw new Error('no redis');
    const [a, b] = await Promise.all([
      startServerProcess(redis.url, LEASE_MS),
      startServerProcess(redis.url, LEASE_MS),
    ]);
    procs.push(a, b);
    const made = await fetch(`${a.httpUrl}/rooms`, { method: 'POST' });
    const { room, gmSecret, playerSecret } = (await made.json()) as Record<string, string>;
    const gm = tracked(await peer(b));
    gm.send({ t: 'host', v: PROTOCOL_VERSION, room: room as string, secret: gmSecret });
    expect(await gm.take('hosted')).toMatchObject({ room, lastRev: null });
    const one = await playerJoins(a, room as string, playerSecret as string, 'One');
    tracked(one.p);
    gm.send(viewOf('from B', 5));
    expect((await one.p.take('view')).rev).toBe(5);
    one.p.send({ t: 'options', reqId: 'o1', creatureId: 'c1' });
    expect(await gm.take('options')).toMatchObject({ reqId: 'o1', playerId: one.playerId, creatureId: 'c1' });
    await expect.poll(async () => (await kept(room as string))?.view?.rev, { timeout: 5000 }).toBe(5);

    const stoppedAt = performance.now();
    await a.stop();
    expect((await gm.closed).code).toBe(CLOSE.goingAway);
    expect((await one.p.closed).code).toBe(CLOSE.goingAway);
    const gm2 = tracked(await peer(b));
    gm2.send({ t: 'host', v: PROTOCOL_VERSION, room: room as string, secret: gmSecret });
    expect(await gm2.take('hosted')).toMatchObject({ room, lastRev: 5 });
    const back = await playerJoins(b, room as string, playerSecret as string, 'One', one.resume);
    tracked(back.p);
    expect(back.playerId).toBe(one.playerId);
    expect((await back.p.take('view')).rev).toBe(5);
    console.log(
      `[redis relay] A stopped with SIGTERM: GM and player back on B in ${Math.round(performance.now() - stoppedAt)} ms`,
    );
  }, 30_000);

  it('a room is written only by the process that serves it, and expires its grace after the GM left', async () => {
    if (!db) throw new Error('no redis');
    const keys = redisKeys('fence-test:');
    const grace = 60_000;
    const mine = redisRoomStore(db, keys, 'proc-A', grace);
    const stale = redisRoomStore(db, keys, 'proc-B', grace);
    const hex = 'a'.repeat(64);
    const rec: RoomRecord = {
      v: 1,
      id: 'R'.repeat(22),
      gmHash: hex,
      playerHash: hex,
      players: [],
      queue: [],
      view: null,
      camera: null,
      overlay: null,
      noGmSince: Date.now() - 20_000,
    };
    await db.set(keys.owner(rec.id), 'proc-A', 'PX', 10_000);
    await mine.save(rec);
    // B does not hold the lease (it stalled past it, say): its write is refused, the record stays A's.
    await expect(
      stale.save({
        ...rec,
        players: [{ id: 'pX', name: 'X', lang: 'en', creatureIds: [], resumeHash: hex, lastSeen: 0 }],
      }),
    ).rejects.toThrow(/another process/);
    await stale.remove(rec.id);
    expect((await mine.get(rec.id))?.players).toEqual([]);
    // The GM left 20 s ago: the record goes 60 s after that.
    const ttl = await db.pttl(keys.room(rec.id));
    expect(ttl).toBeGreaterThan(35_000);
    expect(ttl).toBeLessThanOrEqual(40_000);
    // A damaged record is not trusted.
    await db.set(keys.room('D'.repeat(22)), '{"v":1,"id":"../x"}');
    expect(await mine.get('D'.repeat(22))).toBeNull();
  });
});

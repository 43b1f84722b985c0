import { describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { gmCreates, peer, playerJoins, synced, viewOf } from './testkit.ts';
import { sessionServerFixture } from './sessionServer.fixtures.ts';

const { start, track } = sessionServerFixture();

describe('requests: the server stamps the sender', () => {
  it('overwrites a forged player id with the connection’s own', async () => {
    const s = await start();
    const { gm, room, playerSecret } = track(await gmCreates(s));
    const alice = track(await playerJoins(s, room, playerSecret, 'Alice'));
    const bob = track(await playerJoins(s, room, playerSecret, 'Bob'));
    bob.p.send({
      t: 'request',
      reqId: 'x',
      command: { type: 'mount', id: 'c2', mountId: 'c1' },
      basedOnRevision: 0,
      playerId: alice.playerId,
    });
    const r = await gm.take('request');
    expect(r.playerId).toBe(bob.playerId);
    expect(r).not.toHaveProperty('from');
  });

  it('keeps requests while no GM is connected (answered "queued"), within limits, and hands them to the GM when it is back', async () => {
    const s = await start({ awayQueuePerPlayer: 2 });
    const { gm, room, playerSecret, gmSecret } = await gmCreates(s);
    const { p, playerId } = track(await playerJoins(s, room, playerSecret));
    gm.close();
    await gm.closed;
    await p.take('roster');
    for (const reqId of ['q1', 'q2', 'q3'])
      p.send({ t: 'request', reqId, command: { type: 'standUp', id: 'c2' }, basedOnRevision: 0 });
    expect((await p.take('answer')).result).toEqual({ status: 'queued' });
    expect((await p.take('answer')).result).toEqual({ status: 'queued' });
    expect(await p.take('answer')).toEqual({ t: 'answer', reqId: 'q3', result: { status: 'undelivered' } });
    const back = track({ gm: await peer(s) }).gm;
    back.send({ t: 'host', v: PROTOCOL_VERSION, room, secret: gmSecret });
    expect(await back.take('request')).toMatchObject({ reqId: 'q1', playerId });
    expect(await back.take('request')).toMatchObject({ reqId: 'q2', playerId });
  });

  it('refuses a malformed request with an error naming the field, and keeps the connection', async () => {
    const s = await start();
    const { gm, room, playerSecret } = track(await gmCreates(s));
    const { p } = track(await playerJoins(s, room, playerSecret));
    p.send({ t: 'request', reqId: 'q', command: { nope: 1 }, basedOnRevision: 0 });
    expect(await p.take('error')).toEqual({ t: 'error', code: 'invalid', detail: 'command.type' });
    p.send('{"t":"request","reqId":"q","command":{"type":"x","__proto__":{"admin":true}},"basedOnRevision":0}');
    expect((await p.take('error')).code).toBe('invalid');
    p.send(viewOf('a player may not publish'));
    expect(await p.take('error')).toMatchObject({ code: 'invalid', detail: 't' });
    await synced(p, gm);
    expect(gm.all('request')).toEqual([]);
    expect(p.closeInfo).toBeNull();
  });
});

describe('limits', () => {
  it('drops a player’s message above the size limit, closes a frame above the largest allowed', async () => {
    const s = await start({ playerBytes: 2048, viewBytes: 16 * 1024, gmBytes: 4096 });
    const { gm, room, playerSecret } = track(await gmCreates(s));
    const { p } = track(await playerJoins(s, room, playerSecret));
    p.send({ t: 'profile', name: 'x'.repeat(60), lang: 'en', pad: 'y'.repeat(3000) });
    expect(await p.take('error')).toMatchObject({ code: 'size' });
    gm.send({
      ...viewOf('big'),
      view: { ...viewOf('big').view, log: Array.from({ length: 5 }, () => ({ en: 'z'.repeat(3300), ja: '' })) },
    });
    expect(await gm.take('error')).toMatchObject({ code: 'size' });
    p.send('x'.repeat(40 * 1024)); // above the socket's maximum frame: closed by the WebSocket layer
    expect((await p.closed).code).toBe(1009);
  });

  it('rate-limits, then closes a connection that keeps flooding', async () => {
    const s = await start({ playerRate: 5, playerBurst: 5, maxStrikes: 5 });
    const { gm, room, playerSecret } = track(await gmCreates(s));
    const { p } = track(await playerJoins(s, room, playerSecret));
    for (let i = 0; i < 10; i++) p.send({ t: 'profile', lang: 'ja' });
    expect(await p.take('error')).toMatchObject({ code: 'rate' });
    for (let i = 0; i < 40; i++) p.send({ t: 'ping', at: { x: 1, y: 1 } });
    expect((await p.closed).code).toBe(CLOSE.policy);
    expect(gm.closeInfo).toBeNull();
  });

  it('closes a connection that keeps sending garbage', async () => {
    const s = await start({ maxStrikes: 3 });
    const { room, playerSecret } = track(await gmCreates(s));
    const { p } = await playerJoins(s, room, playerSecret);
    for (let i = 0; i < 3; i++) p.send({ t: 'nonsense' });
    expect((await p.closed).code).toBe(CLOSE.policy);
  });

  it('caps the roster and the rooms', async () => {
    const s = await start({ maxPlayersPerRoom: 2, maxRooms: 2 });
    const { room, playerSecret } = track(await gmCreates(s));
    track(await playerJoins(s, room, playerSecret, 'A'));
    track(await playerJoins(s, room, playerSecret, 'B'));
    const c = await peer(s);
    c.send({ t: 'join', v: PROTOCOL_VERSION, room, secret: playerSecret, name: 'C', lang: 'en' });
    expect((await c.closed).code).toBe(CLOSE.full);
    track(await gmCreates(s));
    const third = await peer(s);
    third.send({ t: 'host', v: PROTOCOL_VERSION });
    expect((await third.closed).code).toBe(CLOSE.full);
  });
});

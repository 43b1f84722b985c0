import { describe, expect, it } from 'vitest';
import { CLOSE, PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { gmCreates, peer, playerJoins, synced, viewOf } from './testkit.ts';
import { sessionServerFixture } from './sessionServer.fixtures.ts';

const { start, track } = sessionServerFixture();

describe('rooms are separate', () => {
  it('a player reads only their own room; another room’s id with this room’s secret is refused', async () => {
    const s = await start();
    const a = track(await gmCreates(s));
    const b = track(await gmCreates(s));
    a.gm.send(viewOf('room A secret plans'));
    b.gm.send(viewOf('room B'));
    const pa = track(await playerJoins(s, a.room, a.playerSecret));
    const pb = track(await playerJoins(s, b.room, b.playerSecret));
    expect((await pa.p.take('view')).view.log[0]?.en).toBe('room A secret plans');
    expect((await pb.p.take('view')).view.log[0]?.en).toBe('room B');
    a.gm.send(viewOf('room A later', 2));
    await pa.p.take('view');
    await synced(a.gm, pb.p);
    expect(pb.p.all('view').map((v) => v.view.log[0]?.en)).toEqual(['room B']);
    expect(JSON.stringify(pb.p.received)).not.toContain('room A');
    const cross = await peer(s);
    cross.send({ t: 'join', v: PROTOCOL_VERSION, room: b.room, secret: a.playerSecret, name: 'Eve', lang: 'en' });
    expect(await cross.closed).toEqual({ code: CLOSE.refused, reason: 'refused' });
    expect(cross.received).toEqual([]);
  });

  it('a player gets nothing of the GM but the view, the camera, the roster and answers', async () => {
    const s = await start();
    const { gm, room, playerSecret } = track(await gmCreates(s));
    const one = track(await playerJoins(s, room, playerSecret, 'One'));
    const two = track(await playerJoins(s, room, playerSecret, 'Two'));
    // Player one's request goes to the GM only.
    one.p.send({ t: 'request', reqId: 'r1', command: { type: 'dismount', id: 'c2' }, basedOnRevision: 0 });
    const req = await gm.take('request');
    expect(req).toEqual({
      t: 'request',
      reqId: 'r1',
      playerId: one.playerId,
      command: { type: 'dismount', id: 'c2' },
      basedOnRevision: 0,
    });
    // The GM's answer goes to player one only.
    gm.send({ t: 'answer', to: one.playerId, reqId: 'r1', result: { status: 'applied', rev: 3 } });
    expect(await one.p.take('answer')).toEqual({ t: 'answer', reqId: 'r1', result: { status: 'applied', rev: 3 } });
    await synced(one.p, gm, two.p);
    expect(two.p.all('request')).toEqual([]);
    expect(two.p.all('answer')).toEqual([]);
    expect(new Set(two.p.received.map((m) => m.t))).toEqual(new Set(['joined', 'roster']));
  });
});

describe('the overlay (what the GM points at)', () => {
  it('is relayed to the players, kept for one who joins later, and a malformed one is refused', async () => {
    const s = await start();
    const { gm, room, playerSecret } = track(await gmCreates(s));
    const one = track(await playerJoins(s, room, playerSecret, 'One'));
    const overlay = {
      ruler: null,
      template: null,
      preview: null,
      forced: null,
      squares: [{ x: 1, y: 2 }],
      choices: [],
      pings: [],
    };
    gm.send({ t: 'overlay', overlay });
    expect((await one.p.take('overlay')).overlay).toEqual(overlay);
    const late = track(await playerJoins(s, room, playerSecret, 'Late'));
    expect((await late.p.take('overlay')).overlay).toEqual(overlay);
    // Not an overlay (no squares list): an error for the GM, nothing for the players.
    gm.send({ t: 'overlay', overlay: { ruler: null } });
    expect((await gm.take('error')).code).toBe('invalid');
    // A player cannot send one.
    one.p.send({ t: 'overlay', overlay });
    expect((await one.p.take('error')).code).toBe('invalid');
    await synced(gm, late.p);
    expect(late.p.all('overlay')).toHaveLength(1);
  });
});

describe('pictures (a player asks the GM by content id)', () => {
  it('the question goes to the GM with the sender stamped, the parts to that player only; without a GM, "none" at once', async () => {
    const s = await start();
    const { gm, room, playerSecret } = track(await gmCreates(s));
    const one = track(await playerJoins(s, room, playerSecret, 'One'));
    const two = track(await playerJoins(s, room, playerSecret, 'Two'));
    const id = 'AAAAAAAAAAAAAAAAAAAAAA';
    one.p.send({ t: 'picture', reqId: 'pic-1', id });
    const asked = await gm.take('picture');
    expect(asked).toEqual({ t: 'picture', reqId: 'pic-1', playerId: one.playerId, id });
    gm.send({
      t: 'pictureData',
      to: one.playerId,
      reqId: 'pic-1',
      id,
      type: 'image/png',
      bytes: 3,
      part: 0,
      parts: 1,
      data: 'AAAA',
    });
    expect(await one.p.take('pictureData')).toEqual({
      t: 'pictureData',
      reqId: 'pic-1',
      id,
      type: 'image/png',
      bytes: 3,
      part: 0,
      parts: 1,
      data: 'AAAA',
    });
    // Not base64, or an id that is not a picture id: refused.
    gm.send({ t: 'pictureData', to: one.playerId, reqId: 'pic-1', id, bytes: 3, part: 0, parts: 1, data: '<script>' });
    expect((await gm.take('error')).code).toBe('invalid');
    one.p.send({ t: 'picture', reqId: 'pic-2', id: '../../etc/passwd' });
    expect((await one.p.take('error')).code).toBe('invalid');
    await synced(gm, two.p);
    expect(two.p.all('pictureData')).toEqual([]);
    gm.close();
    await gm.closed;
    one.p.send({ t: 'picture', reqId: 'pic-3', id });
    const none = await one.p.take('pictureData');
    expect(none).toMatchObject({ reqId: 'pic-3', parts: 0 });
  });
});

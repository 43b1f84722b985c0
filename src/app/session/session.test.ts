/**
 * The app's session wiring in Node (issue 20): the GM's `createSessionHost` over the app's stores, a real session
 * server, and a player's `startPlayerSession` feeding a player's stores — what the browsers run, without them.
 * Since issue 26 the players know creatures by the room's aliases: the tests find them by name in the player's view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { creatureOf } from '../../rules';
import type { SharedOverlay } from '../../store';
import { EMPTY_OVERLAY } from '../../render/pointing';
import { pictureId } from '../assets/encoding';
import { idIn, sessionTables, until } from '../testing/sessionTable';

describe('the session in the app (GM host, player page logic, the real server)', () => {
  const { table, cleanup } = sessionTables();
  afterEach(cleanup);

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
});

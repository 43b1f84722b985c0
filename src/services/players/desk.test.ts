/**
 * The GM's request desk (issue 20; issue 26: requests checked with the rule system's players' policy and the room's
 * aliases): refused, applied at once, or queued for the GM's OK and checked again when approved.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../rules';
import type { RequestResult } from '../../net/protocol';
import { RequestDesk, type DeskOptions } from './desk';
import { ROOM, requestScene as scene } from './testing';

function desk(mode: 'auto' | 'approve', extra: Partial<DeskOptions> = {}) {
  const sc = scene();
  const answers: { to: string; reqId: string; result: RequestResult }[] = [];
  let revision = 100; // a published revision, offset from the session's
  const d = new RequestDesk({
    session: () => sc.session,
    revision: () => revision + sc.session.revision,
    roster: () => sc.roster,
    mode: () => mode,
    apply: (c) => sc.session.apply(c),
    answer: (to, reqId, result) => answers.push({ to, reqId, result }),
    aliases: () => ROOM,
    now: () => 0,
    ...extra,
  });
  const req = (playerId: string, reqId: string, command: object, basedOnRevision = revision + sc.session.revision) => ({
    t: 'request' as const,
    reqId,
    playerId,
    command: command as never,
    basedOnRevision,
  });
  return { ...sc, d, answers, req, setRevision: (r: number) => (revision = r) };
}

const refusalOf = (r: RequestResult | undefined) => {
  if (r?.status !== 'refused') throw new Error(`refused expected, got ${JSON.stringify(r)}`);
  return r.refusal;
};

describe('the desk: at once, or after the GM’s OK', () => {
  it('applies at once and answers the sender with the revision that shows it', () => {
    const { d, answers, req, id, a, session } = desk('auto');
    d.receive(req('alice', 'r1', { type: 'mount', id: a('knight'), mountId: a('horse') }));
    expect(session.state.creatures[id('knight')]?.mountId).toBe(id('horse'));
    expect(answers).toEqual([{ to: 'alice', reqId: 'r1', result: { status: 'applied', rev: 100 + session.revision } }]);
    // The GM's log knows who asked.
    expect(session.entry(session.cursor - 1)?.command).toMatchObject({ asker: { player: 'alice', name: 'Alice' } });
    d.receive(req('bob', 'r2', { type: 'dismount', id: a('knight') }));
    expect(answers[1]).toMatchObject({
      to: 'bob',
      reqId: 'r2',
      result: { status: 'refused', refusal: { source: 'rules', system: 'mounted4e', reason: { m: 'notYours' } } },
    });
    // A creature the players see is named back (never by the GM's id).
    const text = refusalOf(answers[1]?.result).text;
    expect(text.en).toBe('Sir Aldric is not one of your creatures.');
    expect(text.ja).toBe('Sir Aldricはあなたのキャラクターではありません。');
    expect(JSON.stringify(answers[1])).not.toMatch(/"c\d+"/); // never the GM's id
  });

  it('a rules refusal carries the rule id and its text in both languages', () => {
    const { d, answers, req, a } = desk('auto');
    d.receive(req('bob', 'r', { type: 'mount', id: a('squire'), mountId: a('horse'), via: 'adjacent' }));
    const r = answers[0]?.result;
    expect(r).toMatchObject({ status: 'refused', refusal: { source: 'rules', ruleId: 'MC-MOUNT-1' } });
    const refusal = refusalOf(r);
    expect(refusal.text.en).toContain('MC-MOUNT-1');
    expect(refusal.text.ja).toContain('MC-MOUNT-1');
    expect(refusal.text.ja).not.toBe(refusal.text.en);
  });

  it('queues for the GM’s OK; approving re-checks against the state then; declining answers the sender', () => {
    const { d, answers, req, id, a, session, gm } = desk('approve');
    const queued: number[] = [];
    d.subscribe((q) => queued.push(q.length));
    d.receive(req('alice', 'm', { type: 'mount', id: a('knight'), mountId: a('horse') }));
    d.receive(req('bob', 's', { type: 'dropProne', id: a('squire') }));
    d.receive(req('bob', 'x', { type: 'nextTurn' })); // refused at once: never bothers the GM
    expect(answers.map((x) => [x.reqId, x.result.status])).toEqual([
      ['m', 'queued'],
      ['s', 'queued'],
      ['x', 'refused'],
    ]);
    expect(d.queue.map((q) => q.reqId)).toEqual(['m', 's']);
    // The queue holds the command as the GM applies it: real ids, who asked.
    expect(d.queue[0]?.command).toMatchObject({ id: id('knight'), mountId: id('horse'), asker: { player: 'alice' } });
    expect(session.state.creatures[id('knight')]?.mountId).toBeNull();
    expect(d.approve('alice', 'm')).toEqual({ status: 'applied', rev: 100 + session.revision });
    expect(session.state.creatures[id('knight')]?.mountId).toBe(id('horse'));
    expect(d.decline('bob', 's')).toBe(true);
    expect(answers.at(-1)).toMatchObject({
      to: 'bob',
      reqId: 's',
      result: { status: 'refused', refusal: { source: 'net', reason: { m: 'declined' } } },
    });
    expect(d.queue).toEqual([]);
    expect(queued).toEqual([1, 2, 1, 0]);
    expect(d.approve('bob', 's')).toBeNull(); // gone
    // A request that no longer holds when the GM approves it is refused, not applied.
    d.receive(req('bob', 'walk', { type: 'moveCreature', id: a('squire'), to: { x: 8, y: 10 } }));
    gm({ type: 'placeCreature', id: id('orc'), to: { x: 8, y: 10 } });
    const before = session.revision;
    expect(d.approve('bob', 'walk')).toMatchObject({
      status: 'refused',
      refusal: { source: 'rules', reason: { m: 'occupied' } },
    });
    expect(session.revision).toBe(before);
  });

  it('limits what one player may have waiting', () => {
    const { d, answers, req, a } = desk('approve');
    for (let i = 0; i < 4; i++) d.receive(req('bob', `r${i}`, { type: 'dropProne', id: a('squire') }));
    expect(answers.map((x) => x.result.status)).toEqual(['queued', 'queued', 'queued', 'refused']);
    expect(answers[3]?.result).toMatchObject({ refusal: { reason: { m: 'queueFull' } } });
    d.dropPlayer('bob');
    expect(d.queue).toEqual([]);
    expect(answers.slice(4).map((x) => x.reqId)).toEqual(['r0', 'r1', 'r2']);
  });

  it('remembers what each published revision asked, so a late answer to the same question still counts', () => {
    const { d, answers, req, id, gm, session, setRevision } = desk('auto');
    setRevision(0);
    gm({ type: 'mount', id: id('knight'), mountId: id('horse') });
    gm({ type: 'moveCreature', id: id('orc'), to: { x: 2, y: 2 }, gm: true });
    gm({
      type: 'forceMove',
      targetId: id('knight'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    });
    const seen = session.revision;
    d.published(seen, session.state);
    setRevision(5); // five more views were published, the same question still waiting
    d.receive(req('alice', 'late', { type: 'decide', optionId: 'save', dice: [15] }, seen));
    expect(answers[0]?.result.status).toBe('applied');
    expect(session.state.pending).toBeNull();
  });

  it('reports a bug without telling the player more than “nothing changed”', () => {
    const sc = scene();
    const bugs: string[] = [];
    const answers: RequestResult[] = [];
    const enc = sc.session.state;
    const d = new RequestDesk({
      session: () => ({ state: enc, dryRun: () => ({ ok: false, kind: 'bug', error: 'TypeError: boom' }) }),
      revision: () => 0,
      roster: () => sc.roster,
      mode: () => 'auto',
      apply: () => ({ ok: false, kind: 'bug', error: 'x' }),
      answer: (_to, _r, result) => answers.push(result),
      aliases: () => ROOM,
      onBug: (_r, e) => bugs.push(e),
    });
    // (A command the players' world accepts: the GM's own state is where the fault is met.)
    d.receive({
      t: 'request',
      reqId: 'b',
      playerId: 'alice',
      command: { type: 'dropProne', id: sc.a('knight') },
      basedOnRevision: 0,
    });
    expect(bugs).toEqual(['TypeError: boom']);
    expect(answers[0]).toMatchObject({ status: 'refused', refusal: { source: 'net', reason: { m: 'gmFault' } } });
    expect(JSON.stringify(answers)).not.toContain('boom');
  });

  it('the asker alone reads the note of their own applied command (issue 26: their secret roll)', () => {
    const notes: Command[] = [];
    const { d, answers, req, a } = desk('auto', {
      note: (c) => {
        notes.push(c);
        return c.type === 'rollDice' ? { en: 'You rolled 17.', ja: '出目は17。' } : null;
      },
    });
    d.receive(req('alice', 'roll', { type: 'rollDice', expr: 'S1d20', by: a('knight'), dice: [17] }));
    d.receive(req('alice', 'prone', { type: 'dropProne', id: a('knight') }));
    expect(answers[0]).toMatchObject({ to: 'alice', result: { status: 'applied', note: { en: 'You rolled 17.' } } });
    expect(answers[1]?.result).not.toHaveProperty('note');
    expect(notes.map((c) => c.type)).toEqual(['rollDice', 'dropProne']);
  });
});

/**
 * MC-R19 (issue 26's table ruling, `unseen.ts`): a player's move is judged in the players' world, where a hidden
 * creature is not; when the real state refuses it because of one, the GM's desk applies `revealUnseen` — the move
 * stops in the last square before the hidden creature, which is revealed, and the log says why (MC-R19).
 */
import { describe, expect, it } from 'vitest';
import { allCreatures, newSession, type AnyEncounter, type Command, type EventBase } from '../../rules';
import { sampleEncounter } from '../../app/sample';
import type { RequestResult } from '../../net/protocol';
import { RequestDesk } from './desk';
import { createPlayerLog } from './events';
import { ROOM } from './testing';
import { playerEncounter, playerScope } from './view';

/**
 * The 4e sample (Sir Aldric c2, Alice's, rides Blaze c1, a Large warhorse at (3, 6)) with a hidden shadow assassin
 * at `at`, and the GM's desk.
 */
function table(at: { x: number; y: number }, mode: 'auto' | 'approve' = 'auto') {
  const session = newSession<AnyEncounter>(sampleEncounter('en'));
  const r = session.apply({
    type: 'addCreature',
    creature: { name: 'Shadow assassin', side: 'enemy', pos: at, conditions: ['hidden'] },
  } as Command);
  if (!r.ok) throw new Error(JSON.stringify(r));
  const assassin = session.state.creatureOrder.at(-1) as string;
  const answers: RequestResult[] = [];
  const applied: { command: Command; events: readonly EventBase[] }[] = [];
  const roster = [{ id: 'alice', name: 'Alice', creatureIds: [ROOM('c2')] }];
  const desk = new RequestDesk({
    session: () => session,
    revision: () => session.revision,
    roster: () => roster,
    mode: () => mode,
    apply: (c) => {
      const out = session.apply(c);
      if (out.ok) applied.push({ command: c, events: out.events });
      return out;
    },
    answer: (_to, _id, result) => answers.push(result),
    aliases: () => ROOM,
  });
  const ask = (reqId: string, command: object) =>
    desk.receive({
      t: 'request',
      reqId,
      playerId: 'alice',
      command: command as never,
      basedOnRevision: session.revision,
    });
  return { session, assassin, desk, answers, applied, ask };
}

describe('MC-R19: a player’s move into a creature the players cannot see', () => {
  it('stops in the last square before it; the creature is revealed; the log says so with the rule id', () => {
    const { session, assassin, answers, applied, ask } = table({ x: 7, y: 6 });
    // In the players' view the way east is clear.
    expect(allCreatures(playerEncounter(session.state, ROOM)).some((c) => c.name === 'Shadow assassin')).toBe(false);
    // The player's path, straight east along row 6 (the assassin stands on it at x = 7).
    const path = [4, 5, 6, 7, 8].map((x) => ({ x, y: 6 }));
    ask('go', { type: 'moveCreature', id: ROOM('c1'), to: { x: 8, y: 6 }, path });
    expect(answers).toEqual([{ status: 'applied', rev: session.revision }]);
    expect(applied).toHaveLength(1);
    expect(applied[0]?.command).toMatchObject({ type: 'revealUnseen', id: 'c1', reveal: [assassin] });
    // Blaze (2 × 2) would have entered the assassin's square at x = 6: it stops at (5, 6); its rider with it.
    expect(session.state.creatures.c1?.pos).toEqual({ x: 5, y: 6 });
    expect(session.state.creatures.c2?.pos).toEqual({ x: 5, y: 6 });
    expect(session.state.creatures[assassin]?.conditions).not.toContain('hidden');
    const blocked = applied[0]?.events.find((e) => e.type === 'unseenBlocked') as
      | (EventBase & { who: { id: string }; at: unknown; revealed: { id: string; name: string }[]; rule: string })
      | undefined;
    expect(blocked).toMatchObject({
      who: { id: 'c1' },
      at: { x: 5, y: 6 },
      revealed: [{ id: assassin, name: 'Shadow assassin' }],
      rule: 'MC-R19',
      rules: ['MC-R19'],
    });
    // The players see the assassin now, and read why their move stopped.
    const pv = playerEncounter(session.state, ROOM);
    expect(allCreatures(pv).find((c) => c.name === 'Shadow assassin')?.id).toBe(ROOM(assassin));
    const lines = createPlayerLog()
      .lines(session, playerScope(session.state, ROOM), 3)
      .map((l) => l.en);
    expect(lines.at(-1)).toMatch(
      /Blaze \(warhorse\) runs into something unseen and stops at \(5, 6\): Shadow assassin is revealed.*MC-R19/,
    );
    // One command: one undo puts everything back as it was.
    session.undo();
    expect(session.state.creatures.c1?.pos).toEqual({ x: 3, y: 6 });
    expect(session.state.creatures[assassin]?.conditions).toContain('hidden');
  });

  it('without a path: along the path the players’ world planned, to the last square before the creature', () => {
    const { session, assassin, answers, applied, ask } = table({ x: 7, y: 6 });
    ask('go', { type: 'moveCreature', id: ROOM('c1'), to: { x: 8, y: 6 } });
    expect(answers[0]?.status).toBe('applied');
    const cut = (applied[0]?.command as unknown as { command: { to: { x: number; y: number }; path: unknown[] } })
      .command;
    const at = session.state.creatures.c1?.pos as { x: number; y: number };
    expect(cut.path.at(-1)).toEqual(at);
    expect(at).toEqual(cut.to);
    // Blaze's 2 × 2 space ends beside the assassin's square, not on it.
    const dx = Math.max(at.x - 7, 7 - (at.x + 1), 0);
    const dy = Math.max(at.y - 6, 6 - (at.y + 1), 0);
    expect(Math.max(dx, dy)).toBe(1);
    expect(session.state.creatures[assassin]?.conditions).not.toContain('hidden');
  });

  it('when the first step already runs into it, the mount stays where it is and the creature is revealed', () => {
    const { session, assassin, answers, ask } = table({ x: 5, y: 6 });
    ask('go', { type: 'moveCreature', id: ROOM('c1'), to: { x: 8, y: 6 } });
    expect(answers[0]?.status).toBe('applied');
    expect(session.state.creatures.c1?.pos).toEqual({ x: 3, y: 6 });
    expect(session.state.creatures[assassin]?.conditions).not.toContain('hidden');
  });

  it('waiting for the GM’s OK: the queue shows the ruling; approving checks the player’s move again and applies it', () => {
    const { session, assassin, desk, answers, ask } = table({ x: 7, y: 6 }, 'approve');
    ask('go', {
      type: 'moveCreature',
      id: ROOM('c1'),
      to: { x: 8, y: 6 },
      path: [4, 5, 6, 7, 8].map((x) => ({ x, y: 6 })),
    });
    expect(answers).toEqual([{ status: 'queued' }]);
    expect(desk.queue[0]?.command).toMatchObject({ type: 'revealUnseen', reveal: [assassin] });
    expect(desk.approve('alice', 'go')).toEqual({ status: 'applied', rev: session.revision });
    expect(session.state.creatures.c1?.pos).toEqual({ x: 5, y: 6 });
    expect(session.state.creatures[assassin]?.conditions).not.toContain('hidden');
  });

  it('a player cannot ask for the ruling itself', () => {
    const { session, assassin, answers, ask } = table({ x: 7, y: 6 });
    const before = session.revision;
    ask('cheat', { type: 'revealUnseen', id: ROOM('c1'), command: null, reveal: [ROOM(assassin)], squares: [] });
    expect(answers[0]).toMatchObject({ status: 'refused', refusal: { reason: { m: 'gmOnly' } } });
    expect(session.revision).toBe(before);
  });
});

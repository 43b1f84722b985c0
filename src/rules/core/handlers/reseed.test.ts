/**
 * reseedDice (issue 26): the GM's app gives the dice a new secret key — from the legacy generator of an old file
 * or from a key someone else may know. Recorded like any command: undo, redo and replay stay exact.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../../i18n';
import { drawFace, testDice, VIEW_DICE, type DiceState } from '../diceStream';
import type { CoreEvent } from '../events';
import type { Encounter } from '../model';
import { Session } from '../session';
import { kapply, kernelEncounter, kernelSystem, krun } from '../testing';

const KEY = testDice(77).key;
const withKnight = (dice: DiceState): Encounter =>
  krun(kernelEncounter({ dice }), { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 } } });
/** The faces of the dice line's roll in an outcome's events. */
const facesOf = (events: readonly unknown[]): number[] =>
  (events as CoreEvent[]).flatMap((e) =>
    e.type === 'diceRolled'
      ? e.result.outcomes.flatMap((o) => (o.kind === 'sum' ? o.terms.flatMap((t) => t.faces) : []))
      : [],
  );

describe('reseedDice', () => {
  it('switches the legacy generator to ChaCha20 at word 0 of the new key; the next rolls come from that stream', () => {
    const s = withKnight({ alg: 'mulberry32', state: 2024 });
    const r = kapply(s, { type: 'reseedDice', key: KEY });
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.state.rng).toEqual({ alg: 'chacha20', key: KEY, n: 0 });
    expect(r.events).toEqual([{ type: 'diceReseeded', from: 'mulberry32', rules: [] }]);
    const roll = kapply(r.state, { type: 'rollDice', expr: '3d20' });
    if (!roll.ok) throw new Error('roll');
    const expected: number[] = [];
    let n = 0;
    for (let i = 0; i < 3; i++) {
      const d = drawFace(KEY, n, 20);
      expected.push(d.face);
      n = d.n;
    }
    expect(facesOf(roll.events)).toEqual(expected);
    expect(roll.state.rng).toEqual({ alg: 'chacha20', key: KEY, n });
  });

  it('says so in the GM’s log in both languages, and the event holds no key', () => {
    for (const from of [{ alg: 'mulberry32', state: 1 } as const, testDice(1)]) {
      const r = kapply(withKnight(from), { type: 'reseedDice', key: KEY });
      if (!r.ok) throw new Error('reseed');
      const e = r.events[0] as CoreEvent;
      expect(JSON.stringify(r.events)).not.toContain(KEY);
      const en = describeEvent('kernel', e, 'en');
      const ja = describeEvent('kernel', e, 'ja');
      expect(en).toMatch(from.alg === 'mulberry32' ? /upgraded to a secure generator/ : /new secret key/);
      expect(ja).toMatch(from.alg === 'mulberry32' ? /安全な乱数生成器/ : /新しい秘密の鍵/);
      expect(ja).not.toMatch(/[A-Za-z]/);
    }
  });

  it('refuses a malformed key, the public view key and the key the dice have now; nothing changes', () => {
    const s = withKnight(testDice(5));
    for (const key of ['short', `${KEY.slice(0, 42)}B`, VIEW_DICE.key, testDice(5).key]) {
      const r = kapply(s, { type: 'reseedDice', key });
      expect(r.ok).toBe(false);
      if (r.ok || r.kind !== 'refused') continue;
      expect(['badDiceKey', 'sameDiceKey', 'badField']).toContain(r.reason.m);
      expect(describeMsg('kernel', r.reason, 'ja')).not.toMatch(/^\[/);
    }
    expect(kapply(s, { type: 'reseedDice' }).ok).toBe(false);
    expect(kapply(s, { type: 'reseedDice', key: 42 }).ok).toBe(false);
  });

  it('is allowed while a decision is pending (it rolls nothing); other commands are not', () => {
    const s: Encounter = {
      ...withKnight({ alg: 'mulberry32', state: 3 }),
      pending: {
        kind: 'test',
        chooserId: null,
        prompt: { m: 'x' },
        options: [{ id: 'a', label: { m: 'a' } }],
        ruleId: 'T-1',
        playerFacing: false,
        context: {},
      },
    };
    expect(kapply(s, { type: 'rollDice', expr: '1d20' }).ok).toBe(false);
    const r = kapply(s, { type: 'reseedDice', key: KEY });
    expect(r.ok && r.state.pending).toEqual(s.pending);
  });

  it('undo brings the legacy generator back, redo the key; replaying the log rolls exactly the same dice', () => {
    const start = withKnight({ alg: 'mulberry32', state: 99 });
    const cmds = [
      { type: 'rollDice', expr: '2d6' },
      { type: 'reseedDice', key: KEY },
      { type: 'rollDice', expr: '4d20' },
      { type: 'rollInitiative', all: true },
    ] as const;
    const s = new Session(kernelSystem, start);
    for (const c of cmds) expect(s.apply(c).ok).toBe(true);
    const end = JSON.stringify(s.state);
    const log = JSON.stringify(s.log());
    s.undo();
    s.undo();
    expect(s.state.rng).toEqual({ alg: 'chacha20', key: KEY, n: 0 });
    s.undo();
    expect(s.state.rng.alg).toBe('mulberry32');
    s.redo();
    s.redo();
    s.redo();
    expect(JSON.stringify(s.state)).toBe(end); // redo reuses the recorded dice
    const again = Session.replay(kernelSystem, start, s.commands(), s.cursor);
    expect(again.failedAt).toBeNull();
    expect(JSON.stringify(again.session.state)).toBe(end);
    expect(JSON.stringify(again.session.log())).toBe(log);
  });
});

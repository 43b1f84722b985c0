/**
 * Issue 26: an undone roll may have been shown; the next command must not roll its faces again (a player who saw
 * her roll undone would otherwise know the GM's next secret roll). The session starts such a command after every
 * word the dropped commands used (`diceFrom`, recorded with it): replay, undo and redo stay exact.
 */
import { describe, expect, it } from 'vitest';
import { drawFace, testDice, type ChachaDice } from './diceStream';
import type { CoreEvent } from './events';
import { loadEncounterFile, saveEncounterFile } from './file';
import { Session } from './session';
import { kapply, kernelEncounter, kernelSession, kernelSystem } from './testing';
import type { CoreCommand } from './commands';

const faces = (events: readonly unknown[]): number[] =>
  (events as CoreEvent[]).flatMap((e) =>
    e.type === 'diceRolled'
      ? e.result.outcomes.flatMap((o) => (o.kind === 'sum' ? o.terms.flatMap((t) => t.faces) : []))
      : [],
  );
const roll = (expr: string): CoreCommand => ({ type: 'rollDice', expr });
const systemOf = (id: string) => (id === 'kernel' ? kernelSystem : undefined);

describe('the dice stream never goes back to words an undone roll used', () => {
  it('her roll undone, the GM’s secret roll takes the next words, not hers; the command records where it started', () => {
    const s = kernelSession(kernelEncounter({ seed: 8 }));
    const shown = s.apply(roll('5d20'));
    if (!shown.ok) throw new Error('roll');
    const hers = faces(shown.events);
    const after = (s.state.rng as ChachaDice).n;
    s.undo();
    expect(s.state.rng).toEqual(testDice(8)); // undo restores the position …
    const secret = s.apply(roll('S5d20'));
    if (!secret.ok) throw new Error('secret');
    expect(faces(secret.events)).not.toEqual(hers); // … but the next roll does not reuse what she saw
    const expected: number[] = [];
    let n = after;
    for (let i = 0; i < 5; i++) {
      const d = drawFace(testDice(8).key, n, 20);
      expected.push(d.face);
      n = d.n;
    }
    expect(faces(secret.events)).toEqual(expected);
    expect(s.commands()).toEqual([{ type: 'rollDice', expr: 'S5d20', diceFrom: after }]);
    // Replay, undo, redo and a file round trip: exactly the same.
    const end = JSON.stringify(s.state);
    const again = Session.replay(kernelSystem, s.initial, s.commands(), s.cursor);
    expect(JSON.stringify(again.session.state)).toBe(end);
    s.undo();
    s.redo();
    expect(JSON.stringify(s.state)).toBe(end);
    const file = loadEncounterFile(saveEncounterFile(s), systemOf);
    expect(file.ok && JSON.stringify(file.session.state)).toBe(end);
  });

  it('the furthest word of the whole dropped tail counts; a command that rolls nothing still moves the position', () => {
    const s = kernelSession(kernelEncounter({ seed: 9 }));
    for (const c of [roll('2d6'), roll('10d20'), roll('1d4')]) s.apply(c);
    const furthest = (s.state.rng as ChachaDice).n;
    s.undo();
    s.undo();
    s.undo();
    const r = s.apply({ type: 'renameEncounter', name: 'After' });
    expect(r.ok && r.state.rng).toEqual({ ...testDice(9), n: furthest });
    expect(s.commands()).toEqual([{ type: 'renameEncounter', name: 'After', diceFrom: furthest }]);
  });

  it('nothing is added without undone rolls: at the end of the history, or when the undone commands rolled nothing', () => {
    const s = kernelSession(kernelEncounter({ seed: 10 }));
    s.apply(roll('1d20'));
    s.apply({ type: 'renameEncounter', name: 'X' });
    s.undo();
    s.apply(roll('1d20'));
    expect(s.commands()).toEqual([roll('1d20'), roll('1d20')]);
  });

  it('diceFrom never moves the stream back, and must be a whole number', () => {
    const start = kernelEncounter({ seed: 11 });
    const first = kapply(start, roll('3d6'));
    if (!first.ok) throw new Error('roll');
    const back = kapply(first.state, { ...roll('1d6'), diceFrom: 0 });
    expect(back.ok && (back.state.rng as ChachaDice).n).toBe(4);
    for (const bad of [-1, 1.5, '3', Number.MAX_SAFE_INTEGER + 1])
      expect(kapply(first.state, { ...roll('1d6'), diceFrom: bad }).ok).toBe(false);
    expect(kapply(first.state, { type: 'renameEncounter', name: 'Y', nested: { diceFrom: 1 } }).ok).toBe(false);
  });
});

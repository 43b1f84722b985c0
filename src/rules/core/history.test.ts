import { describe, expect, it } from 'vitest';
import { apply, type Command } from '../index';
import { newEncounter } from './factory';
import { present, record, redo, replay, startHistory, undo } from './history';
import { creatureOf } from './creatures';
import { saveEncounterFile } from './file';
import type { Encounter } from './model';

const cmds: Command[] = [
  { type: 'addCreature', creature: { name: 'A', pos: { x: 1, y: 1 }, initBonus: 2 } },
  { type: 'addCreature', creature: { name: 'B', pos: { x: 5, y: 5 } } },
  { type: 'rollInitiative' },
  { type: 'nextTurn' },
];

describe('undo / redo', () => {
  it('undo restores every earlier state; redo reuses the recorded dice', () => {
    let h = startHistory<Command>(newEncounter({ seed: 9 }));
    const states = [present(h)];
    for (const c of cmds) {
      const r = record(h, apply, c);
      expect(r.outcome.ok).toBe(true);
      h = r.history;
      states.push(present(h));
    }
    for (let i = cmds.length; i > 0; i--) {
      h = undo(h);
      expect(present(h)).toBe(states[i - 1]);
    }
    h = redo(redo(redo(h)));
    expect(present(h)).toBe(states[3]);
    expect(creatureOf(present(h), 'c1')?.initiative).toBe(creatureOf(states[3] as Encounter, 'c1')?.initiative);
  });
  it('a new command after undo drops the redo tail', () => {
    let h = startHistory<Command>(newEncounter());
    for (const c of cmds.slice(0, 2)) h = record(h, apply, c).history;
    h = undo(h);
    h = record(h, apply, { type: 'addCreature', creature: { name: 'C', pos: { x: 7, y: 7 } } }).history;
    expect(h.length).toBe(2);
    expect(h.entries).toHaveLength(2);
    expect(creatureOf(present(h), 'c2')?.name).toBe('C');
    expect(redo(h)).toBe(h);
  });
  it('recording at the end shares the entry array, yet an older history never sees a later entry (issue 8)', () => {
    const h0 = startHistory<Command>(newEncounter());
    const h1 = record(h0, apply, cmds[0] as Command).history;
    const h2 = record(h1, apply, cmds[1] as Command).history;
    expect(h2.entries).toBe(h1.entries); // O(1) append, no copy
    expect(h1.length).toBe(1);
    expect(redo(h1)).toBe(h1); // h1 has nothing to redo although the shared array holds h2's entry
    // A different command recorded from h1 branches off: a fresh array, h2 unaffected.
    const b = record(h1, apply, { type: 'addCreature', creature: { name: 'Branch', pos: { x: 5, y: 5 } } }).history;
    expect(b.entries).not.toBe(h1.entries);
    expect(b.length).toBe(2);
    expect(creatureOf(present(b), 'c2')?.name).toBe('Branch');
    expect(present(h2)).toBe(h2.entries[1]?.after);
    expect(creatureOf(present(h2), 'c2')?.name).not.toBe('Branch');
    expect(JSON.parse(saveEncounterFile(h1)).commands).toHaveLength(1);
  });
  it('a rejected command is not recorded', () => {
    const h = startHistory<Command>(newEncounter());
    const r = record(h, apply, { type: 'moveCreature', id: 'nobody', to: { x: 1, y: 1 } });
    expect(r.outcome.ok).toBe(false);
    expect(r.history).toBe(h);
  });
  it('replay: same seed and commands give a byte-identical state', () => {
    const a = replay(newEncounter({ seed: 5 }), cmds, cmds.length, apply);
    const b = replay(newEncounter({ seed: 5 }), cmds, cmds.length, apply);
    expect(JSON.stringify(present(a.history))).toBe(JSON.stringify(present(b.history)));
    const c = replay(newEncounter({ seed: 6 }), cmds, cmds.length, apply);
    expect(JSON.stringify(present(c.history))).not.toBe(JSON.stringify(present(a.history)));
  });
});

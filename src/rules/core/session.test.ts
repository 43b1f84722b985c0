/** Sessions: undo/redo by diffs, the redo tail, replay, and the published snapshots. */
import { describe, expect, it } from 'vitest';
import type { CoreCommand } from './commands';
import { creatureOf } from './creatures';
import { saveEncounterFile } from './file';
import { Session } from './session';
import { kernelEncounter, kernelSystem } from './testing';

const cmds: CoreCommand[] = [
  { type: 'addCreature', creature: { name: 'A', pos: { x: 1, y: 1 }, initBonus: 2 } },
  { type: 'addCreature', creature: { name: 'B', pos: { x: 5, y: 5 } } },
  { type: 'rollInitiative' },
  { type: 'nextTurn' },
];
const fresh = (seed = 9) =>
  new Session<ReturnType<typeof kernelEncounter>, CoreCommand>(kernelSystem, kernelEncounter({ seed }));

describe('undo / redo', () => {
  it('undo restores every earlier state exactly; redo reuses the recorded dice', () => {
    const s = fresh();
    const json = [JSON.stringify(s.state)];
    for (const c of cmds) {
      expect(s.apply(c).ok).toBe(true);
      json.push(JSON.stringify(s.state));
    }
    const initiative = creatureOf(s.state, 'c1')?.initiative;
    for (let i = cmds.length; i > 0; i--) {
      expect(s.undo()).not.toBeNull();
      expect(JSON.stringify(s.state)).toBe(json[i - 1]);
    }
    expect(s.undo()).toBeNull();
    s.redo();
    s.redo();
    s.redo();
    expect(JSON.stringify(s.state)).toBe(json[3]);
    expect(creatureOf(s.state, 'c1')?.initiative).toBe(initiative);
  });
  it('a new command after undo drops the redo tail', () => {
    const s = fresh();
    for (const c of cmds.slice(0, 2)) s.apply(c);
    s.undo();
    s.apply({ type: 'addCreature', creature: { name: 'C', pos: { x: 7, y: 7 } } });
    expect(s.length).toBe(2);
    expect(creatureOf(s.state, 'c2')?.name).toBe('C');
    expect(s.redo()).toBeNull();
    expect(JSON.parse(saveEncounterFile(s)).commands).toHaveLength(2);
  });
  it('a refused command is not recorded and publishes nothing', () => {
    const s = fresh();
    const before = s.state;
    const r = s.apply({ type: 'moveCreature', id: 'nobody', to: { x: 1, y: 1 } });
    expect(r.ok).toBe(false);
    expect(s.length).toBe(0);
    expect(s.state).toBe(before);
    expect(s.revision).toBe(0);
  });
  it('each change publishes a new root; unchanged records keep their identity', () => {
    const s = fresh();
    s.apply(cmds[0] as CoreCommand);
    s.apply(cmds[1] as CoreCommand);
    const a = s.state;
    const b1 = a.creatures.c2;
    s.apply({ type: 'changeHp', id: 'c1', amount: -2 });
    expect(s.state).not.toBe(a);
    expect(s.state.creatures.c2).toBe(b1);
    expect(s.state.grid).toBe(a.grid);
    expect(s.revision).toBe(3);
  });
  it('replay: same seed and commands give a byte-identical state; the cursor is restored', () => {
    const a = Session.replay(kernelSystem, kernelEncounter({ seed: 5 }), cmds, cmds.length);
    const b = Session.replay(kernelSystem, kernelEncounter({ seed: 5 }), cmds, cmds.length);
    expect(JSON.stringify(a.session.state)).toBe(JSON.stringify(b.session.state));
    const c = Session.replay(kernelSystem, kernelEncounter({ seed: 6 }), cmds, cmds.length);
    expect(JSON.stringify(c.session.state)).not.toBe(JSON.stringify(a.session.state));
    const d = Session.replay(kernelSystem, kernelEncounter({ seed: 5 }), cmds, 2);
    expect(d.session.cursor).toBe(2);
    expect(d.session.length).toBe(4);
    expect(d.session.state.turns.order).toEqual([]);
  });
  it('replay stops at the first refused command and reports it', () => {
    const r = Session.replay(
      kernelSystem,
      kernelEncounter(),
      [...cmds.slice(0, 2), { type: 'moveCreature', id: 'c1', to: { x: 5, y: 5 } }],
      3,
    );
    expect(r.failedAt).toBe(2);
    expect(r.session.length).toBe(2);
  });
});

describe('resuming from a checkpoint', () => {
  it('starts at the checkpoint, applies the later commands, keeps every command for files, undoes back to the checkpoint only', () => {
    const full = fresh(5);
    for (const c of cmds) full.apply(c);
    const mid = fresh(5);
    for (const c of cmds.slice(0, 2)) mid.apply(c);
    const r = Session.resume(kernelSystem, mid.initial, cmds.slice(0, 2), mid.state, cmds.slice(2), 4);
    expect(r.failedAt).toBeNull();
    const s = r.session;
    expect(JSON.stringify(s.state)).toBe(JSON.stringify(full.state));
    expect(s.cursor).toBe(4);
    expect(s.length).toBe(4);
    expect(s.commands()).toEqual(cmds);
    expect(saveEncounterFile(s)).toBe(saveEncounterFile(full));
    expect(s.undo()).not.toBeNull();
    expect(s.undo()).not.toBeNull();
    expect(s.canUndo).toBe(false);
    expect(s.undo()).toBeNull();
    expect(s.cursor).toBe(2);
    expect(JSON.stringify(s.state)).toBe(JSON.stringify(mid.state));
  });
});

describe('the history grafted under a resumed session (issue 33)', () => {
  const more: CoreCommand[] = [
    { type: 'changeHp', id: 'c1', amount: -2 },
    { type: 'nextTurn' },
    { type: 'changeHp', id: 'c2', amount: -1 },
  ];
  const all = [...cmds, ...more];
  it('undo then reaches the first command and redo the last, with the same states as a full replay', () => {
    const full = Session.replay(kernelSystem, kernelEncounter({ seed: 9 }), all, all.length).session;
    const json: string[] = [];
    for (let i = all.length; i >= 0; i--) {
      json[i] = JSON.stringify(full.state);
      full.undo();
    }
    // Resumed from a checkpoint after the first four commands, the last three applied on top.
    const at4 = Session.replay(kernelSystem, kernelEncounter({ seed: 9 }), cmds, cmds.length).session.state;
    const r = Session.resume(kernelSystem, kernelEncounter({ seed: 9 }), cmds, at4, more, all.length);
    const s = r.session;
    expect(s.base).toBe(4);
    const state = s.state;
    const older = Session.replay(kernelSystem, kernelEncounter({ seed: 9 }), cmds, cmds.length).session;
    expect(s.graft(older)).toBe(true);
    expect(s.base).toBe(0);
    expect(s.cursor).toBe(all.length);
    expect(s.state).toBe(state);
    expect(s.commands()).toEqual(all);
    for (let i = all.length; i > 0; i--) {
      expect(JSON.stringify(s.state), `after ${i} commands`).toBe(json[i]);
      expect(s.undo()).not.toBeNull();
    }
    expect(JSON.stringify(s.state)).toBe(json[0]);
    expect(s.undo()).toBeNull();
    for (let i = 1; i <= all.length; i++) {
      s.redo();
      expect(JSON.stringify(s.state)).toBe(json[i]);
    }
  });
  it('refuses (and changes nothing) a session that is not exactly the prefix', () => {
    const at4 = Session.replay(kernelSystem, kernelEncounter({ seed: 9 }), cmds, cmds.length).session.state;
    const s = Session.resume(kernelSystem, kernelEncounter({ seed: 9 }), cmds, at4, more, all.length).session;
    const short = Session.replay(kernelSystem, kernelEncounter({ seed: 9 }), cmds.slice(0, 3), 3).session;
    const undone = Session.replay(kernelSystem, kernelEncounter({ seed: 9 }), cmds, 3).session;
    expect(s.graft(short)).toBe(false);
    expect(s.graft(undone)).toBe(false);
    expect(fresh().graft(short)).toBe(false);
    expect(s.base).toBe(4);
    expect(s.canUndo).toBe(true);
    s.undo();
    s.undo();
    s.undo();
    expect(s.canUndo).toBe(false);
  });
});

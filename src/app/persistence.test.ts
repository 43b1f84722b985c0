import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { newEncounter, newSession, type Command } from '../rules';
import { Autosave } from './persistence';

function historyWithMoves() {
  const h = newSession(newEncounter({ width: 8, height: 8 }));
  for (const c of [
    { type: 'addCreature', creature: { name: 'A', pos: { x: 1, y: 1 } } },
    { type: 'moveCreature', id: 'c1', to: { x: 2, y: 1 } },
    { type: 'rollInitiative' },
  ] as Command[]) {
    const r = h.apply(c);
    if (!r.ok) throw new Error(c.type);
  }
  h.undo();
  return h;
}

describe('autosave', () => {
  it('restores the exact state and undo position after a reload', async () => {
    const idb = new IDBFactory();
    const a = new Autosave(idb, 'tab-a');
    const h = historyWithMoves();
    expect(await a.save(h)).toBe('saved');
    const b = new Autosave(idb, 'tab-a2');
    const loaded = await b.load();
    expect(loaded && 'session' in loaded).toBe(true);
    if (loaded && 'session' in loaded) {
      expect(loaded.session.cursor).toBe(2);
      expect(loaded.session.length).toBe(3);
      expect(JSON.stringify(loaded.session.state)).toBe(JSON.stringify(h.state));
    }
  });

  it('detects a second tab writing the same encounter and does not overwrite it', async () => {
    const idb = new IDBFactory();
    const a = new Autosave(idb, 'tab-a');
    const b = new Autosave(idb, 'tab-b');
    await a.load();
    await b.load();
    const h = historyWithMoves();
    expect(await a.save(h)).toBe('saved');
    expect(await b.save(h)).toBe('conflict');
    expect(await b.save(h, true)).toBe('saved');
    expect(await a.save(h)).toBe('conflict');
  });
});

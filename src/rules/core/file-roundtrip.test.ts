/**
 * Every file the app itself exports loads back identically (issue 14): sessions of the three rule systems with
 * their own commands, dice, palettes and undos (the cursor before the end), the samples, the documented
 * examples — exported (`saveEncounterFile`, what Export writes), loaded by the registry's loader, exported
 * again: the same text, the same state, the same undo position and redo tail. And the same through the
 * library (import, then its export), which is what a reload restores.
 */
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Library } from '../../app/storage';
import { sampleEncounter } from '../../app/sample';
import { sampleTenkaiEncounter } from '../../app/sampleTenkai';
import { sudukuriBase } from '../../app/testing/badFiles';
import { loadFile, newSession, systemOf, type AnyEncounter, type Command } from '../registry';
import { encounterJson, saveEncounterFile } from './file';

type Made = { name: string; text: string };

function session(
  initial: AnyEncounter,
  commands: readonly Command[],
  undos: number,
): Made & { cursor: number; length: number } {
  const s = newSession(initial);
  for (const c of commands) {
    const r = s.apply(c);
    if (!r.ok) throw new Error(`${initial.system} ${c.type}: ${r.kind === 'refused' ? r.reason.m : r.error}`);
  }
  for (let i = 0; i < undos; i++) s.undo();
  return {
    name: `${initial.system}: ${commands.length} commands, ${undos} undone`,
    text: saveEncounterFile(s),
    cursor: s.cursor,
    length: s.length,
  };
}

const m4: Command[] = [
  { type: 'moveCreature', id: 'c10', to: { x: 15, y: 4 } },
  { type: 'changeHp', id: 'c10', amount: -17 },
  { type: 'rollInitiative', all: true },
  { type: 'setOption', optionalFallRule: true },
  { type: 'setPalette', owner: null, lines: ['1d20+5 Athletics', 'S1d20 Perception'] },
  { type: 'rollDice', expr: 'S1d20+3' },
  { type: 'rollDice', expr: '2d6>=7' },
  { type: 'setCondition', id: 'c10', condition: 'prone', on: true },
  { type: 'renameEncounter', name: 'Ambush — round 1' },
  { type: 'editCreature', id: 'c11', patch: { notes: 'Still in the brush, 日本語のメモ 🐺' } },
] as Command[];
const tk: Command[] = [
  { type: 'changeHp', id: 'c5', amount: -30 },
  { type: 'tkSetOptions', cloudSea: false },
  { type: 'setPalette', owner: 'c1', lines: ['2D6>=7 回避'] },
  { type: 'rollDice', expr: '1d20+15' },
  { type: 'editCreature', id: 'c4', patch: { notes: '雲の上から' } },
  { type: 'renameEncounter', name: '雲海の迎撃・二' },
] as Command[];
const sd: Command[] = [
  { type: 'sdStep' },
  { type: 'sdStep' },
  { type: 'sdTurn' },
  { type: 'changeHp', id: 'c3', amount: -2 },
  { type: 'sdReset' },
  { type: 'sdRunToEnd' },
] as Command[];

function made(): Made[] {
  return [
    session(sampleEncounter('en'), [], 0),
    session(sampleEncounter('ja'), m4, 0),
    session(sampleEncounter('en'), m4, 4),
    session(sampleEncounter('en'), m4, m4.length),
    session(sampleTenkaiEncounter('ja'), [], 0),
    session(sampleTenkaiEncounter('en'), tk, 2),
    session(sampleTenkaiEncounter('ja'), tk, 0),
    session(sudukuriBase(), sd, 0),
    session(sudukuriBase(), sd, 3),
    ...['mounted-charge', 'sudukuri-battle', 'tenkai-partner'].map((n) => {
      const r = loadFile(readFileSync(`docs/examples/${n}.json`, 'utf8'));
      if (!r.ok) throw new Error(`example ${n}: ${r.error.problem}`);
      return { name: `docs/examples/${n}.json (as the app exports it)`, text: saveEncounterFile(r.session) };
    }),
  ];
}

describe('every file the app exports loads back identically', () => {
  it.each(made().map((m) => [m.name, m] as const))('%s', (_, m) => {
    const r = loadFile(m.text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(saveEncounterFile(r.session)).toBe(m.text);
    const f = JSON.parse(m.text) as { cursor: number; commands: unknown[] };
    expect(r.session.cursor).toBe(f.cursor);
    expect(r.session.length).toBe(f.commands.length);
    // The state at the cursor is the one that was exported (the loader replays it; redo reuses recorded dice).
    const again = loadFile(saveEncounterFile(r.session));
    if (!again.ok) throw new Error('reload');
    expect(encounterJson(again.session.state)).toBe(encounterJson(r.session.state));
    while (r.session.cursor < r.session.length) r.session.redo();
    while (again.session.cursor < again.session.length) again.session.redo();
    expect(encounterJson(again.session.state)).toBe(encounterJson(r.session.state));
  });

  it('and through the library: imported, restored in another connection, exported — the same text', async () => {
    const idb = new IDBFactory();
    const opts = {
      systemOf: (id: string) => systemOf(id),
      channel: null,
      keyRange: FakeKeyRange as unknown as typeof IDBKeyRange,
      checkpointEvery: 3,
    };
    const a = await Library.open<AnyEncounter, Command>(idb, opts);
    if (!a.ok) throw new Error(a.reason);
    const ids: [string, string][] = [];
    for (const m of made()) {
      const r = await a.library.importText(m.text);
      if (!r.ok) throw new Error(`${m.name}: ${r.reason}`);
      ids.push([r.id, m.text]);
    }
    a.library.close();
    const b = await Library.open<AnyEncounter, Command>(idb, opts);
    if (!b.ok) throw new Error(b.reason);
    for (const [id, text] of ids) {
      const r = await b.library.restore(id);
      if (!r.ok) throw new Error(r.reason);
      expect(saveEncounterFile(r.session)).toBe(text);
      const e = await b.library.exportText(id);
      expect(e.ok && e.text).toBe(text);
    }
    b.library.close();
  });
});

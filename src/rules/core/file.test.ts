import { describe, expect, it } from 'vitest';
import { apply, type Command } from '../index';
import { newEncounter } from './factory';
import { encounterJson, loadEncounterFile, parseEncounterFile, saveEncounterFile } from './file';
import { present, record, startHistory } from './history';
import { creatureOf } from './creatures';

function goodFile(): string {
  let h = startHistory<Command>(newEncounter({ width: 6, height: 6 }));
  for (const c of [
    { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 } } },
    { type: 'addCreature', creature: { name: 'Horse', size: 'large', pos: { x: 3, y: 3 } } },
  ] as Command[]) h = record(h, apply, c).history;
  return saveEncounterFile(h);
}

/** A file whose starting state already holds the two creatures (so creature-level damage can be tested). */
function goodFileWithCreatures(): string {
  const r = loadEncounterFile<Command>(goodFile(), apply);
  if (!r.ok) throw new Error('fixture');
  return saveEncounterFile({ initial: present(r.history), entries: [], length: 0, cursor: 0 });
}

function mutate(f: (o: Record<string, any>) => void): string {
  const o = JSON.parse(goodFileWithCreatures());
  f(o);
  return JSON.stringify(o);
}

describe('encounter file', () => {
  it('round-trips: save then load gives the same state, log and cursor', () => {
    const text = goodFile();
    const r = loadEncounterFile<Command>(text, apply);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.history.cursor).toBe(2);
      expect(creatureOf(present(r.history), 'c2')?.name).toBe('Horse');
      expect(saveEncounterFile(r.history)).toBe(text);
    }
  });

  const bad: [string, string, RegExp][] = [
    ['empty', '', /empty/],
    ['not JSON', '{"format": "saddlegrid-encounter", "vers', /not valid JSON/],
    ['another format', JSON.stringify({ format: 'other' }), /not a Saddlegrid/],
    ['wrong version', mutate((o) => (o.version = 99)), /Unsupported file version 99/],
    ['unknown top-level field', mutate((o) => (o.extra = 1)), /Unknown field "extra"/],
    ['an unknown creature field', mutate((o) => (o.initial.creatures.c1 = { ...o.initial.creatures.c1, evil: true })), /Unknown field "evil" in creature c1/],
    ['ids that do not match the order', mutate((o) => (o.initial.creatureOrder = ['c1', 'c1'])), /creature order does not match/],
    ['huge number', mutate((o) => (o.initial.grid.width = 1e9)), /Grid width/],
    ['elevation map too short', mutate((o) => o.initial.grid.elevation.pop()), /elevation map/],
    ['prototype pollution', goodFile().replace('"format"', '"__proto__":{"x":1},"format"'), /forbidden field "__proto__"/],
    ['cursor past the end', mutate((o) => (o.cursor = 5)), /undo position/],
    ['command that is not a command', mutate((o) => o.commands.push(42)), /not a command/],
    ['a command the rules refuse', mutate((o) => o.commands.push({ type: 'moveCreature', id: 'c1', to: { x: 3, y: 3 } })), /Command 1 .*cannot be applied: That space is occupied by Horse/],
    ['a rider of a creature that does not exist', mutate((o) => (o.initial.creatures.c1 = { ...o.initial.creatures.c1, mountId: 'zzz' })), /rides a creature that does not exist/],
  ];
  it.each(bad)('refuses a file with %s, with a clear message', (_name, text, why) => {
    const r = loadEncounterFile<Command>(text, apply);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.en).toMatch(why);
      expect(r.error.ja.length).toBeGreaterThan(0);
    }
  });

  it('checks creatures inside the starting state: ids must match their keys, names are plain text', () => {
    let h = startHistory<Command>(newEncounter({ width: 6, height: 6 }));
    h = record(h, apply, { type: 'addCreature', creature: { name: '<img src=x onerror=alert(1)>', pos: { x: 1, y: 1 } } }).history;
    const withCreature = JSON.parse(saveEncounterFile({ ...h, initial: present(h), entries: [], length: 0, cursor: 0 }));
    expect(parseEncounterFile(JSON.stringify(withCreature)).ok).toBe(true);
    withCreature.initial.creatures.c1.id = 'c9';
    const r = parseEncounterFile(JSON.stringify(withCreature));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.en).toMatch(/does not match its key/);
  });

  it('refuses riding cycles', () => {
    let h = startHistory<Command>(newEncounter({ width: 6, height: 6 }));
    h = record(h, apply, { type: 'addCreature', creature: { name: 'A', pos: { x: 1, y: 1 } } }).history;
    h = record(h, apply, { type: 'addCreature', creature: { name: 'B', pos: { x: 3, y: 3 } } }).history;
    const o = JSON.parse(saveEncounterFile({ ...h, initial: present(h), entries: [], length: 0, cursor: 0 }));
    o.initial.creatures.c1.mountId = 'c2';
    o.initial.creatures.c2.mountId = 'c1';
    const r = parseEncounterFile(JSON.stringify(o));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.en).toMatch(/cycle/);
  });
});

describe('saveEncounterFile', () => {
  it('writes exactly what JSON.stringify of the file object would (the cached starting state included)', () => {
    const text = goodFile();
    const r = loadEncounterFile<Command>(text, apply);
    if (!r.ok) throw new Error('fixture');
    const h = r.history;
    const expected = JSON.stringify({ format: 'saddlegrid-encounter', version: 1, initial: JSON.parse(encounterJson(h.initial)) as unknown, commands: h.entries.map((e) => e.command), cursor: h.cursor });
    expect(saveEncounterFile(h)).toBe(expected);
    expect(saveEncounterFile(h)).toBe(expected); // second call uses the cache
    expect(saveEncounterFile({ ...h, cursor: 1 })).toBe(expected.replace('"cursor":2', '"cursor":1'));
  });
});

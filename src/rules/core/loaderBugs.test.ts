/**
 * Loader bugs of issue 31 ("storage and loader bugs found on the way"): each test failed on the code before the
 * fix. A state the app itself can make must load back (checkpoints and restore rely on it), and a file the app
 * could never make must be refused with a message that names the field.
 */
import { describe, expect, it } from 'vitest';
import { sampleEncounter } from '../../app/sample';
import { sampleTenkaiEncounter } from '../../app/sampleTenkai';
import { newSession, parseFile, type Command } from '../registry';
import { encounterJson, saveEncounterFile } from './file';

function fileOf(initial: unknown, log: unknown[] = []): string {
  return JSON.stringify({ format: 'saddlegrid-encounter', version: 3, initial, commands: log, cursor: log.length });
}

describe('issue 31: the loader', () => {
  it('refuses a file whose id counter would give a new creature the id of an existing one', () => {
    const e = JSON.parse(encounterJson(sampleEncounter()));
    const taken = Math.max(...Object.keys(e.creatures).map((id: string) => Number(id.slice(1))));
    e.nextId = 1;
    const r = parseFile(fileOf(e));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ problem: 'idCounter', n: 1 });
    e.nextId = taken + 1;
    expect(parseFile(fileOf(e)).ok).toBe(true);
  });

  it('a state with a palette whose creature was removed loads back (removeCreature drops its palette)', () => {
    const s = newSession(sampleEncounter());
    const id = s.state.creatureOrder.at(-1)!;
    expect(s.apply({ type: 'setPalette', owner: id, lines: ['1d20+3'] } as Command).ok).toBe(true);
    expect(s.apply({ type: 'removeCreature', id } as Command).ok).toBe(true);
    expect(s.state.palettes[id]).toBeUndefined();
    expect(parseFile(fileOf(JSON.parse(encounterJson(s.state)))).ok).toBe(true);
    s.undo();
    expect(s.state.palettes[id]).toEqual(['1d20+3']);
  });

  it.each([
    ['4e', sampleEncounter],
    ['Tenkai', sampleTenkaiEncounter],
  ])('%s: a state with blocking terrain painted under a creature loads back', (_, make) => {
    const s = newSession(make());
    const c = s.state.creatures[s.state.creatureOrder[0]!]!;
    const r = s.apply({ type: 'paintTerrain', squares: [c.pos], terrain: 2 } as Command);
    expect(r.ok).toBe(true);
    const back = parseFile(fileOf(JSON.parse(encounterJson(s.state))));
    expect(back.ok ? 'ok' : JSON.stringify(back.error)).toBe('ok');
  });

  it('refuses an encounter name longer than Rename allows (80 characters)', () => {
    const e = JSON.parse(encounterJson(sampleEncounter()));
    e.name = 'x'.repeat(200);
    const r = parseFile(fileOf(e));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ problem: 'tooLong', field: 'name', max: 80 });
    e.name = 'x'.repeat(80);
    expect(parseFile(fileOf(e)).ok).toBe(true);
  });

  it('refuses duplicated JSON keys (the last would silently win)', () => {
    const s = newSession(sampleEncounter());
    const text = saveEncounterFile(s);
    expect(parseFile(text).ok).toBe(true);
    const twice = text.replace('"name":', '"name":"Ghost","name":');
    expect(twice).not.toBe(text);
    const r = parseFile(twice);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ problem: 'duplicateKey', field: 'name' });
  });
});

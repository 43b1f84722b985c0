/** The encounter file: round trip, and bad files refused with a message naming the field. */
import { describe, expect, it } from 'vitest';
import { describeMsg } from '../../i18n';
import type { CoreCommand } from './commands';
import { creatureOf } from './creatures';
import { encounterJson, loadEncounterFile, parseEncounterFile, saveEncounterFile } from './file';
import { Session } from './session';
import { kernelEncounter, kernelSystem } from './testing';

const systemOf = (id: string) => (id === 'kernel' ? kernelSystem : undefined);
const en = (m: Parameters<typeof describeMsg>[1]) => describeMsg('kernel', m, 'en');
const ja = (m: Parameters<typeof describeMsg>[1]) => describeMsg('kernel', m, 'ja');

function session(...cmds: CoreCommand[]): Session {
  const s = new Session(kernelSystem, kernelEncounter({ width: 6, height: 6 }));
  for (const c of cmds) if (!s.apply(c).ok) throw new Error(`fixture ${c.type}`);
  return s;
}
const two: CoreCommand[] = [
  { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 } } },
  { type: 'addCreature', creature: { name: 'Horse', size: 'large', pos: { x: 3, y: 3 } } },
];
const goodFile = (): string => saveEncounterFile(session(...two));
/** A file whose starting state already holds the two creatures (so creature-level damage can be tested). */
const goodFileWithCreatures = (): string => saveEncounterFile(new Session(kernelSystem, session(...two).state));

function mutate(f: (o: Record<string, any>) => void): string {
  const o = JSON.parse(goodFileWithCreatures());
  f(o);
  return JSON.stringify(o);
}

describe('encounter file', () => {
  it('round-trips: save then load gives the same state, log and cursor', () => {
    const text = goodFile();
    const r = loadEncounterFile(text, systemOf);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.session.cursor).toBe(2);
      expect(creatureOf(r.session.state, 'c2')?.name).toBe('Horse');
      expect(saveEncounterFile(r.session)).toBe(text);
    }
  });

  const bad: [string, string, RegExp][] = [
    ['empty', '', /empty/],
    ['not JSON', '{"format": "saddlegrid-encounter", "vers', /not valid JSON/],
    ['another format', JSON.stringify({ format: 'other' }), /not a Saddlegrid/],
    ['wrong version', mutate((o) => (o.version = 99)), /Unsupported file version 99/],
    ['unknown top-level field', mutate((o) => (o.extra = 1)), /Unknown field "extra"/],
    [
      'an unknown creature field',
      mutate((o) => (o.initial.creatures.c1 = { ...o.initial.creatures.c1, evil: true })),
      /Unknown field "evil" in creature c1/,
    ],
    [
      'ids that do not match the order',
      mutate((o) => (o.initial.creatureOrder = ['c1', 'c1'])),
      /creature order does not match/,
    ],
    ['huge number', mutate((o) => (o.initial.grid.width = 1e9)), /Grid width/],
    ['elevation map too short', mutate((o) => o.initial.grid.elevation.pop()), /elevation map/],
    [
      'prototype pollution',
      goodFile().replace('"format"', '"__proto__":{"x":1},"format"'),
      /forbidden field "__proto__"/,
    ],
    ['cursor past the end', mutate((o) => (o.cursor = 5)), /undo position/],
    ['command that is not a command', mutate((o) => o.commands.push(42)), /not a command/],
    [
      'a command the rules refuse',
      mutate((o) => o.commands.push({ type: 'moveCreature', id: 'c1', to: { x: 3, y: 3 } })),
      /Command 1 .*cannot be applied: That space is occupied by Horse/,
    ],
    [
      'a rider of a creature that does not exist',
      mutate((o) => (o.initial.creatures.c1 = { ...o.initial.creatures.c1, mountId: 'zzz' })),
      /rides a creature that does not exist/,
    ],
    ['an unknown rule system', mutate((o) => (o.initial.system = 'chess')), /Unknown rule system "chess"/],
    [
      '"toString" as a creature id in the order',
      mutate((o) => o.initial.creatureOrder.push('toString')),
      /creature order does not match/,
    ],
    [
      'a nesting 3,000 levels deep',
      goodFileWithCreatures().replace(
        '"commands":[]',
        `"commands":[{"type":"x","a":${'['.repeat(3000)}${']'.repeat(3000)}}]`,
      ),
      /nested too deeply/,
    ],
  ];
  it.each(bad)('refuses a file with %s, with a clear message', (_name, text, why) => {
    const r = loadEncounterFile(text, systemOf);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(en(r.error)).toMatch(why);
      expect(ja(r.error).length).toBeGreaterThan(0);
      expect(ja(r.error)).not.toMatch(/\b(Unknown|field|file|creature)\b/);
    }
  });

  it('checks creatures inside the starting state: ids must match their keys, names are plain text', () => {
    const o = JSON.parse(
      saveEncounterFile(
        new Session(
          kernelSystem,
          session({ type: 'addCreature', creature: { name: '<img src=x onerror=alert(1)>', pos: { x: 1, y: 1 } } })
            .state,
        ),
      ),
    );
    expect(parseEncounterFile(JSON.stringify(o), systemOf).ok).toBe(true);
    o.initial.creatures.c1.id = 'c9';
    const r = parseEncounterFile(JSON.stringify(o), systemOf);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(en(r.error)).toMatch(/does not match its key/);
  });

  it('refuses riding cycles', () => {
    const o = JSON.parse(
      saveEncounterFile(
        new Session(
          kernelSystem,
          session(
            { type: 'addCreature', creature: { name: 'A', pos: { x: 1, y: 1 } } },
            { type: 'addCreature', creature: { name: 'B', pos: { x: 3, y: 3 } } },
          ).state,
        ),
      ),
    );
    o.initial.creatures.c1.mountId = 'c2';
    o.initial.creatures.c2.mountId = 'c1';
    const r = parseEncounterFile(JSON.stringify(o), systemOf);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(en(r.error)).toMatch(/cycle/);
  });

  it('accepts a UTF-8 byte-order mark at the start (as the browser does)', () => {
    expect(loadEncounterFile(`\ufeff${goodFile()}`, systemOf).ok).toBe(true);
  });
});

describe('saveEncounterFile', () => {
  it('writes exactly what JSON.stringify of the file object would (the cached starting state included)', () => {
    const r = loadEncounterFile(goodFile(), systemOf);
    if (!r.ok) throw new Error('fixture');
    const s = r.session;
    const expected = JSON.stringify({
      format: 'saddlegrid-encounter',
      version: 3,
      initial: JSON.parse(encounterJson(s.initial)) as unknown,
      commands: s.commands(),
      cursor: s.cursor,
    });
    expect(saveEncounterFile(s)).toBe(expected);
    expect(saveEncounterFile(s)).toBe(expected); // second call uses the cache
    s.undo();
    expect(saveEncounterFile(s)).toBe(expected.replace('"cursor":2', '"cursor":1'));
  });
});

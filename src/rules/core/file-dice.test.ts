/**
 * The dice in files (issue 26): file version 3 holds the ChaCha20 record; version 1 and 2 files hold the legacy
 * generator's integer, which becomes its record so that their commands replay with exactly the dice the GM saw.
 * Undo and redo never re-roll; a file round trip keeps the key and the position.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadFile, newEncounter, newSession, parseFile, type AnyEncounter, type Command } from '../registry';
import { testDice } from './diceStream';
import { encounterJson, FILE_VERSION, parseEncounterFile, saveEncounterFile } from './file';
import type { EventBase } from './message';
import type { Session } from './session';
import { kernelEncounter, kernelSession, kernelSystem } from './testing';

/**
 * What these files replayed to before issue 26 (recorded with the mulberry32 code of version 2, before any change):
 * every die rolled, the legacy state at the end, and hashes of the final state (without its dice field) and of
 * every event. The same files must give exactly the same now.
 */
const BEFORE: Record<string, { faces: string; state: number; stateHash: string; eventsHash: string }> = {
  'docs/examples/mounted-charge.json': {
    faces: '14,6,7,17,4',
    state: 2026,
    stateHash: '595c5723673c984b',
    eventsHash: '966bcc7285aeb1bd',
  },
  'docs/examples/sudukuri-battle.json': {
    faces: '5,5,4,5,4,4,3,1,3,5,4,5,3,1,3,3,6,1,1,4',
    state: 2271579916,
    stateHash: 'f1583795ea8450fc',
    eventsHash: '78b97b09c673f645',
  },
  'docs/examples/tenkai-partner.json': {
    faces: '11,15',
    state: 3683392138,
    stateHash: '35a95c3943992725',
    eventsHash: '69e98bc5b76cc7d0',
  },
  'src/rules/mounted4e/fixtures/v1-encounter.json': {
    faces: '7,8,14,3',
    state: 3663131631,
    stateHash: '783174851896e625',
    eventsHash: '40d87fedf12ef2f1',
  },
  'src/rules/sudukuri/fixtures/v1-battle.json': {
    faces: '3,3,2,3,3,6,6,3,3,5,6,6,2,3,4,3',
    state: 4167084923,
    stateHash: 'a69d4a63b0da919e',
    eventsHash: 'a02d904c88bd30d0',
  },
  'src/rules/tenkai/fixtures/v1-cloud-sea.json': {
    faces: '14,11,5,9',
    state: 20260301,
    stateHash: 'fc4c713c422b1d0e',
    eventsHash: 'c098694dc6bf0f82',
  },
};

const hash = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);
const allEvents = (s: Session<AnyEncounter, Command>): (readonly EventBase[])[] =>
  Array.from({ length: s.length }, (_, i) => s.entry(i)?.events ?? []);
/**
 * The events as the hashes above saw them: issue 26 later added who a decision was for (`chooser`, so the players
 * read only their own) and who asked for a dice line (`player`), and Tenkai's damage rolls, status checks and heals
 * named their attacker, caster and healer — facts about people, not about the dice.
 */
const asBefore = (evs: (readonly EventBase[])[]) =>
  evs.map((l) =>
    l.map((e) => {
      if (e.type === 'decided' || e.type === 'decisionCancelled') {
        const { chooser: _c, ...rest } = e as EventBase & { chooser?: unknown };
        return rest;
      }
      if (e.type === 'diceRolled') {
        const { player: _p, ...rest } = e as EventBase & { player?: unknown };
        return rest;
      }
      // Tenkai's events later named whose attack a damage roll is, a status check's caster and a heal's healer.
      if (e.type === 'damageRolled') {
        const { attacker: _a, ...rest } = e as EventBase & { attacker?: unknown };
        return rest;
      }
      if (e.type === 'statusChecked') {
        const { source: _s, ...rest } = e as EventBase & { source?: unknown };
        return rest;
      }
      if (e.type === 'healed' && 'heal' in e && e.heal) {
        const { healer: _h, ...heal } = (e as EventBase & { heal: { healer?: unknown } }).heal;
        return { ...e, heal };
      }
      return e;
    }),
  );
const facesOf = (s: Session<AnyEncounter, Command>): string =>
  allEvents(s)
    .flat()
    .flatMap((e) => (e.type === 'dieRolled' ? [(e as unknown as { roll: { value: number } }).roll.value] : []))
    .join(',');

describe('files of version 1 and 2 replay with exactly the dice the GM saw', () => {
  it.each(Object.entries(BEFORE))('%s', (path, before) => {
    const text = readFileSync(path, 'utf8');
    const version = (JSON.parse(text) as { version: number }).version;
    expect(version).toBeLessThan(3);
    const r = loadFile(text);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = r.session;
    expect(s.initial.rng.alg).toBe('mulberry32');
    expect(facesOf(s)).toBe(before.faces);
    expect(hash(asBefore(allEvents(s)))).toBe(before.eventsHash);
    const { rng, ...rest } = JSON.parse(encounterJson(s.state)) as Record<string, unknown>;
    expect(rng).toEqual({ alg: 'mulberry32', state: before.state });
    // Issue 32's scene fields (no walls, vision off) were not in the state these hashes were taken of.
    const scene = rest.scene as Record<string, unknown>;
    expect([scene.walls, scene.vision]).toEqual([[], false]);
    delete scene.walls;
    delete scene.vision;
    expect(hash(rest)).toBe(before.stateHash);
    // Saved again it is a version-3 file with the legacy record, which loads back to the same session.
    const saved = saveEncounterFile(s);
    expect(JSON.parse(saved)).toMatchObject({ version: FILE_VERSION, initial: { rng: { alg: 'mulberry32' } } });
    const back = loadFile(saved);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(encounterJson(back.session.state)).toBe(encounterJson(s.state));
    expect(saveEncounterFile(back.session)).toBe(saved);
  });

  it('the migration: a version-2 file’s integer becomes the legacy record; a version-3 file must hold the record', () => {
    const v3 = JSON.parse(saveEncounterFile(kernelSession(kernelEncounter({ seed: 4 })))) as Record<string, any>;
    const kernelOf = (id: string) => (id === 'kernel' ? kernelSystem : undefined);
    const v2 = { ...v3, version: 2, initial: { ...v3.initial, rng: 123456789 } };
    const p2 = parseEncounterFile(JSON.stringify(v2), kernelOf);
    expect(p2.ok && p2.file.initial.rng).toEqual({ alg: 'mulberry32', state: 123456789 });
    expect(p2.ok && p2.file.version).toBe(3);
    const asV3 = parseEncounterFile(JSON.stringify({ ...v2, version: 3 }), kernelOf);
    expect(asV3.ok).toBe(false);
    if (!asV3.ok) expect(asV3.error).toMatchObject({ problem: 'badDice', field: 'rng' });
    // A version-2 file holding a record is not one (version 2 never wrote one).
    expect(parseEncounterFile(JSON.stringify({ ...v3, version: 2 }), kernelOf).ok).toBe(false);
    // The browser library's stored states carry no version: there, either form is accepted.
    const stored = parseEncounterFile(JSON.stringify({ ...v2, version: 3 }), kernelOf, { stored: true });
    expect(stored.ok && stored.file.initial.rng).toEqual({ alg: 'mulberry32', state: 123456789 });
    expect(parseEncounterFile(JSON.stringify(v3), kernelOf, { stored: true }).ok).toBe(true);
  });
});

describe('ChaCha20 dice in files, undo and redo', () => {
  /** A 4e session that rolls: initiative, dice lines, a secret roll. */
  function rolling(): Session<AnyEncounter, Command> {
    const h = newSession(newEncounter({ system: 'mounted4e', name: 'Rolls', dice: testDice(31) }));
    for (const c of [
      { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 } } },
      { type: 'addCreature', creature: { name: 'Ogre', pos: { x: 4, y: 4 } } },
      { type: 'rollInitiative', all: true },
      { type: 'rollDice', expr: '3d6' },
      { type: 'rollDice', expr: 'S1d20' },
      { type: 'rollDice', expr: '2d100' },
    ] as Command[])
      if (!h.apply(c).ok) throw new Error(c.type);
    return h;
  }

  it('undo and redo never re-roll: every state and every face comes back the same', () => {
    const s = rolling();
    const states: string[] = [];
    for (let i = s.length; i >= 0; i--) {
      states[i] = encounterJson(s.state);
      if (i > 0) s.undo();
    }
    expect(s.state.rng).toEqual(testDice(31));
    for (let i = 1; i <= s.length; i++) {
      s.redo();
      expect(encounterJson(s.state)).toBe(states[i]);
    }
  });

  it('a file round trip keeps the key and the position: the next roll after loading is the one before saving', () => {
    const s = rolling();
    const text = saveEncounterFile(s);
    const f = JSON.parse(text) as { version: number; initial: { rng: unknown } };
    expect(f.version).toBe(3);
    expect(f.initial.rng).toEqual(testDice(31));
    const back = loadFile(text);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.session.state.rng).toEqual(s.state.rng);
    expect(s.state.rng).toMatchObject({ alg: 'chacha20', key: testDice(31).key });
    expect((s.state.rng as { n: number }).n).toBeGreaterThan(6);
    const next = (x: Session<AnyEncounter, Command>) => {
      const r = x.apply({ type: 'rollDice', expr: '5d20' } as Command);
      return r.ok ? JSON.stringify(r.events) : 'refused';
    };
    expect(next(back.session)).toBe(next(s));
  });

  it('parseFile refuses a view’s dice nowhere: the all-zero key is a valid record (players’ pages check views with it)', () => {
    const s = rolling();
    const o = JSON.parse(saveEncounterFile(s)) as {
      initial: Record<string, unknown>;
      commands: unknown[];
      cursor: number;
    };
    o.initial.rng = { alg: 'chacha20', key: 'A'.repeat(43), n: 0 };
    expect(parseFile(JSON.stringify({ ...o, commands: [], cursor: 0 })).ok).toBe(true);
  });
});

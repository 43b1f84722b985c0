/**
 * Files of this rule system: a version-1 file (as the app exported it before the kernel rewrite) loads into the
 * same state as a fresh build (its dice the legacy generator); damaged battles and creature parts are refused naming what is wrong; the
 * replayable example `docs/examples/sudukuri-battle.json` loads and replays.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import { creatureOf, loadEncounterFile, parseEncounterFile, saveEncounterFile, Session } from '../core';
import type { SudukuriCommand } from './commands';
import { sudukuri } from './index';
import type { SdEncounter } from './model';
import { characterFromCreature } from './part';
import { battleOf, encounter, session } from './testkit';

const systemOf = (id: string) => (id === 'sudukuri' ? sudukuri : undefined);
const load = (text: string) => loadEncounterFile<SdEncounter, SudukuriCommand>(text, systemOf);
const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

/** Apply commands to a session, failing the test on any refusal. */
function play(s: Session<SdEncounter, SudukuriCommand>, cmds: readonly SudukuriCommand[]): void {
  for (const c of cmds) {
    const r = s.apply(c);
    if (!r.ok)
      throw new Error(`${c.type}: ${r.kind === 'refused' ? describeMsg('sudukuri', r.reason, 'en') : r.error}`);
  }
}

/** The map of the version-1 fixture, built with today's commands (statistics in `sys`). */
function lair(): Session<SdEncounter, SudukuriCommand> {
  const s = session(encounter({ dice: { alg: 'mulberry32', state: 21 }, width: 12, height: 8, name: 'Lair' }));
  play(s, [
    {
      type: 'addCreature',
      creature: {
        name: 'ドラゴン',
        side: 'party',
        pos: { x: 2, y: 3 },
        hp: 60,
        hpMax: 60,
        sys: { atk: 12, def: 4, skills: { doubleAttack: 1, fireBreath: 1, regeneration: 1 } },
      },
    },
    {
      type: 'addCreature',
      creature: {
        name: '騎士',
        side: 'enemy',
        pos: { x: 8, y: 3 },
        hp: 30,
        hpMax: 30,
        sys: { atk: 10, def: 4, skills: { silverWeapon: 1, formation: 1 } },
      },
    },
    {
      type: 'addCreature',
      creature: {
        name: '魔術師',
        side: 'enemy',
        pos: { x: 9, y: 5 },
        hp: 18,
        hpMax: 18,
        sys: { atk: 4, def: 1, skills: { iceMagic: 1, sage: 1 } },
      },
    },
  ]);
  const chars = (ids: string[]) =>
    ids.map((id) => characterFromCreature(creatureOf(s.state, id) as SdEncounter['creatures'][string]));
  play(s, [
    { type: 'sdSetBattle', battle: { pc: chars(['c1']), opp: chars(['c2', 'c3']), policy: 'manual', maxTurns: 50 } },
    { type: 'sdStep' },
    { type: 'sdStep' },
    { type: 'sdStep' },
    { type: 'sdStep' },
    { type: 'sdTurn' },
  ]);
  return s;
}

describe('a version-1 file', () => {
  const v1 = readFileSync(here('./fixtures/v1-battle.json'), 'utf8');

  it('loads (creature statistics from ext.sudukuri, the battle from sys.sudukuri, the pending choice rebuilt) into the same state as a fresh build', () => {
    expect(JSON.parse(v1).version).toBe(1);
    const r = load(v1);
    if (!r.ok) throw new Error(describeMsg('sudukuri', r.error, 'en'));
    // The fresh build: the same map and battle up to the file's starting point, then the file's commands in today's form.
    const fresh = new Session<SdEncounter, SudukuriCommand>(sudukuri, lair().state);
    expect(r.session.initial).toEqual(fresh.initial);
    play(fresh, [
      { type: 'sdChooseTarget', targetId: 'c3' },
      {
        type: 'addCreature',
        creature: {
          name: 'コボルド',
          side: 'enemy',
          pos: { x: 10, y: 1 },
          hp: 12,
          hpMax: 12,
          sys: { atk: 5, def: 1, skills: { swarm: 1 } },
        },
      },
      {
        type: 'editCreature',
        id: 'c4',
        patch: { notes: '見張り', sys: { atk: 6, def: 1, skills: { swarm: 1, bow: 1 } } },
      },
      { type: 'sdTurn' },
      { type: 'sdSetTargetPolicy', policy: 'lowest-hp' },
      { type: 'sdStep', dice: [6, 6] },
      { type: 'sdTurn' },
    ]);
    expect(r.session.state).toEqual(fresh.state);
    expect(r.session.commands()).toEqual(fresh.commands());
    // The battle ends where the version-1 app left it.
    const b = battleOf(r.session.state);
    expect([...b.pc, ...b.opp].map((c) => [c.id, c.hp])).toEqual([
      ['c1', 49],
      ['c2', 30],
      ['c3', 1],
    ]);
    expect(b.cursor).toMatchObject({ turn: 3, step: 1 });
    expect(r.session.state.rng).toEqual({ alg: 'mulberry32', state: 4167084923 }); // the dice it rolled, exactly
    expect(r.session.state.creatures.c4?.sys).toEqual({ atk: 6, def: 1, skills: { swarm: 1, bow: 1 } });
    expect(Object.keys(r.session.state.creatures.c1 ?? {})).not.toContain('defences');
    // Saved again, it is a version-3 file that loads back identically.
    const again = load(saveEncounterFile(r.session));
    if (!again.ok) throw new Error('reload');
    expect(again.session.state).toEqual(r.session.state);
  });

  it("the starting state's pending target choice (SD-R1) is rebuilt as messages", () => {
    const r = parseEncounterFile(v1, systemOf);
    if (!r.ok) throw new Error('parse');
    const p = (r.file.initial as SdEncounter).sys.battle?.pending;
    expect(p?.prompt).toEqual({
      m: 'sdTargetPrompt',
      attacker: { id: 'c1', name: 'ドラゴン' },
      what: 'attacks',
      rule: 'SD-R1',
    });
    expect(p?.options.map((o) => describeMsg('sudukuri', o.label, 'ja'))).toEqual([
      '騎士（体力30/30）',
      '魔術師（体力18/18）',
    ]);
  });
});

describe('a damaged file is refused, naming what is wrong', () => {
  const good = (): Record<string, any> => JSON.parse(saveEncounterFile(new Session(sudukuri, lair().state)));
  const cases: [string, (o: Record<string, any>) => void, RegExp][] = [
    [
      'an unknown skill in a battle character',
      (o) => (o.initial.sys.battle.opp[0].skills = { fireball: 1 }),
      /騎士: unknown skill "fireball"/,
    ],
    [
      'an unknown skill on a map creature',
      (o) => (o.initial.creatures.c2.sys.skills = { fireball: 1 }),
      /Creature c2: Skills: unknown skill "fireball"/,
    ],
    [
      'a creature part field that does not exist',
      (o) => (o.initial.creatures.c2.sys.magic = 3),
      /Unknown or read-only field "sys.magic"/,
    ],
    [
      'a negative attack on a map creature',
      (o) => (o.initial.creatures.c1.sys.atk = -2),
      /attack: must be a whole number from 0 to 99999/,
    ],
    ['HP above max HP in the battle', (o) => (o.initial.sys.battle.pc[0].hp = 99), /HP must be from 0 to max HP/],
    [
      'a battle character standing for a creature that is not there',
      (o) => (o.initial.sys.battle.opp[1].creatureId = 'c9'),
      /no creature "c9" on the map/,
    ],
    ['a cursor past the last step', (o) => (o.initial.sys.battle.cursor.step = 15), /position is invalid/],
    [
      'a cursor at step 6 without a target',
      (o) => Object.assign(o.initial.sys.battle.cursor, { step: 6, target: -1 }),
      /position is invalid/,
    ],
    ['an unknown target policy', (o) => (o.initial.sys.battle.policy = 'random'), /Unknown target policy "random"/],
    [
      'a pending choice that offers a fallen character',
      (o) =>
        o.initial.sys.battle.pending.options.push({
          id: 'c1',
          label: { m: 'sdTargetOption', who: { id: 'c1', name: 'x' }, hp: 1, maxHp: 1 },
        }),
      /Bad pending choice/,
    ],
    [
      'a pending choice of another attacker',
      (o) => (o.initial.sys.battle.pending.context.attackerId = 'c2'),
      /Bad pending choice/,
    ],
    [
      'a result while the battle still runs',
      (o) => (o.initial.sys.battle.result = { winner: 'pc', turn: 1, mutual: false }),
      /Bad pending choice|position is invalid/,
    ],
    [
      'an unknown field in the battle',
      (o) => (o.initial.sys.battle.extra = 1),
      /Unknown field "extra" in the stored battle/,
    ],
    [
      'an unknown field in the system part',
      (o) => (o.initial.sys.sudukuri = {}),
      /Unknown field "sudukuri" in the stored battle/,
    ],
    ['a start list that differs from the sides', (o) => o.initial.sys.battle.start.opp.pop(), /incomplete/],
    [
      'a creature riding another',
      (o) => Object.assign(o.initial.creatures.c2, { mountId: 'c3', isRider: true, pos: o.initial.creatures.c3.pos }),
      /have no riding/,
    ],
  ];
  it.each(cases)('refuses %s', (_name, damage, why) => {
    const o = good();
    damage(o);
    const r = load(JSON.stringify(o));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(describeMsg('sudukuri', r.error, 'en')).toMatch(why);
    // Japanese, apart from the file's own values quoted in 「」.
    expect(describeMsg('sudukuri', r.error, 'ja').replace(/「[^」]*」/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });
  it('the undamaged file loads', () => {
    expect(load(JSON.stringify(good())).ok).toBe(true);
  });
});

/** The replayable example: a map with four creatures, a battle set up from them, a few steps run. */
function example(): Session<SdEncounter, SudukuriCommand> {
  // The legacy generator: the shipped example is a version-2 file, kept to prove old files replay unchanged.
  const dice = { alg: 'mulberry32', state: 2024 } as const;
  const s = session(encounter({ id: 'sudukuri-example', name: '竜の巣の戦い', dice, width: 14, height: 10 }));
  play(s, [
    {
      type: 'addCreature',
      creature: {
        name: 'ドラゴン',
        side: 'party',
        kind: 'adventurer',
        size: 'huge',
        pos: { x: 2, y: 3 },
        hp: 90,
        hpMax: 90,
        color: '#c0392b',
        glyph: '竜',
        sys: {
          atk: 16,
          def: 6,
          skills: { fireBreath: 1, flight: 1, ironBody: 1, dragonIncarnate: 1, doubleAttack: 1, ambush: 1 },
        },
      },
    },
    {
      type: 'addCreature',
      creature: {
        name: '騎士',
        side: 'enemy',
        pos: { x: 9, y: 3 },
        hp: 30,
        hpMax: 30,
        color: '#2e86c1',
        glyph: '騎',
        sys: { atk: 10, def: 4, skills: { silverWeapon: 1, formation: 1, doubleAttack: 1 } },
      },
    },
    {
      type: 'addCreature',
      creature: {
        name: '魔術師',
        side: 'enemy',
        pos: { x: 10, y: 5 },
        hp: 18,
        hpMax: 18,
        color: '#8e44ad',
        glyph: '魔',
        sys: { atk: 4, def: 1, skills: { iceMagic: 1, sage: 1, magicBarrier: 1 } },
      },
    },
    {
      type: 'addCreature',
      creature: {
        name: '僧侶',
        side: 'enemy',
        pos: { x: 11, y: 2 },
        hp: 20,
        hpMax: 20,
        color: '#f1c40f',
        glyph: '僧',
        sys: { atk: 3, def: 2, skills: { recovery: 1, tactician: 1, undying: 1 } },
      },
    },
  ]);
  const chars = (ids: string[]) =>
    ids.map((id) => characterFromCreature(creatureOf(s.state, id) as SdEncounter['creatures'][string]));
  play(s, [
    {
      type: 'sdSetBattle',
      battle: { pc: chars(['c1']), opp: chars(['c2', 'c3', 'c4']), policy: 'manual', maxTurns: 100 },
    },
    { type: 'sdStep' },
    { type: 'sdStep' },
    { type: 'sdStep' },
    { type: 'sdStep' },
    { type: 'sdStep' },
    { type: 'sdChooseTarget', targetId: 'c3' },
    { type: 'sdTurn' },
    { type: 'sdSetTargetPolicy', policy: 'lowest-hp' },
    { type: 'sdTurn' },
    { type: 'sdStep' },
    { type: 'sdStep' },
  ]);
  return s;
}

describe('docs/examples/sudukuri-battle.json', () => {
  const path = here('../../../docs/examples/sudukuri-battle.json');
  // A version-2 file (written before issue 26), kept as it is: it proves that old files replay unchanged.
  it('is a version-2 file that loads and replays to the state the commands build', () => {
    const text = readFileSync(path, 'utf8');
    const file = JSON.parse(text);
    expect(file.version).toBe(2);
    expect(file.initial.system).toBe('sudukuri');
    const r = load(text);
    if (!r.ok) throw new Error(describeMsg('sudukuri', r.error, 'en'));
    const built = example();
    expect(r.session.state).toEqual(built.state);
    expect(r.session.cursor).toBe(built.cursor);
    expect(saveEncounterFile(r.session)).toBe(saveEncounterFile(built));
    const b = battleOf(r.session.state);
    expect(b.pc[0]?.creatureId).toBe('c1');
    expect(b.cursor.turn).toBeGreaterThan(1);
    // Its log reads in both languages, every battle line headed by its step id.
    const lines = r.session.log().map(({ event }) => describeEvent('sudukuri', event, 'en'));
    expect(lines.some((l) => l.startsWith('[SD-STEP-08] '))).toBe(true);
    expect(lines.some((l) => l.includes('targets 魔術師 (SD-R1)'))).toBe(true);
  });
});

/**
 * Files: a version-1 file as the engine before the kernel rewrite exported it (fixtures/v1-encounter.json, written
 * by that code: 4e traits on the creatures, `ext.hover`, `settings`, `sys.mounted4e` with its maps and job
 * queue, a pending decision with finished text, `decide.attack`) loads into the same state as a fresh
 * build (its dice the legacy generator: issue 26); the example encounter loads, replays and saves as version 3.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../i18n';
import { loadEncounterFile, saveEncounterFile, Session, type EventBase } from '../core';
import { mounted4e, type M4Command, type M4Encounter } from './index';
import { anEncounter, knight, orc, warhorse } from './testing';

const systemOf = (id: string) => (id === 'mounted4e' ? mounted4e : undefined);
const read = (rel: string) => readFileSync(new URL(rel, import.meta.url), 'utf8');
const english = (events: readonly { event: EventBase }[]) =>
  events.map((l) => describeEvent('mounted4e', l.event, 'en'));

/** The scene the version-1 file was made from, built now (seated riders, MC-OPT-FALL on, a turn under way, a pending landing). */
function scene(): M4Encounter {
  return anEncounter(12, 10, { alg: 'mulberry32', state: 5 })
    .with('horse', warhorse({ pos: { x: 2, y: 2 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('wolf', warhorse({ name: 'Dire wolf', side: 'enemy', pos: { x: 7, y: 2 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small' }))
    .ridingOn('wolf')
    .with('wisp', orc({ name: 'Wisp', flying: true, flySpeed: 6, elevation: 3, pos: { x: 9, y: 8 }, hover: true }))
    .with('orc', orc({ pos: { x: 0, y: 3 } }))
    .optionalFall()
    .run({
      type: 'setBasicAttack',
      id: 'c7',
      attack: { bonus: 4, vs: 'ac', damage: { count: 1, sides: 8, plus: 2 }, weapon: 'spear' },
    })
    .fight({ goblin: 18, knight: 15, orc: 10, squire: 8 })
    .run({ type: 'commandMount', id: 'c5' })
    .run({ type: 'takeAction', id: 'c2', action: 'immediate' })
    .run({ type: 'knockProne', id: 'c1' })
    .build().s;
}
const riding = {
  willingMount: true,
  militarySaddle: false,
  mountedCombatFeat: false,
  combatTrained: true,
  acrobaticsTrained: false,
  acrobaticsBonus: 0,
  athleticsBonus: 8,
  weightLb: 1200,
  carryCapacityLb: 500,
};
const atk = { bonus: 5, vs: 'ac' as const, damage: { count: 1, sides: 6, plus: 1 } };
/** The file's commands as they are written today. */
const commands: M4Command[] = [
  { type: 'decide', optionId: '1,2' },
  { type: 'decide', optionId: '4,4' },
  { type: 'moveCreature', id: 'c4', to: { x: 9, y: 2 } },
  {
    type: 'addCreature',
    creature: {
      name: 'Harpy',
      side: 'enemy',
      size: 'medium',
      pos: { x: 10, y: 0 },
      flying: true,
      flySpeed: 8,
      elevation: 2,
      sys: {
        defences: { ac: 17, fort: 14, ref: 16, will: 15 },
        riding: { ...riding, willingMount: false, weightLb: 120 },
        hover: true,
      },
    },
  },
  { type: 'editCreature', id: 'c1', patch: { sys: { riding: { ...riding, passengerCapacity: null } } } },
  { type: 'nextTurn' },
  { type: 'nextTurn' },
  { type: 'standUp', id: 'c2' },
  { type: 'moveCreature', id: 'c2', to: { x: 1, y: 6 } },
  { type: 'decide', optionId: 'c2', with: { attack: atk }, dice: [14, 3] },
  { type: 'nextTurn' },
  { type: 'setOption', optionalFallRule: false },
];

/** A state without the finished text a version-1 file kept in its pending decision. */
function withoutPendingText(s: M4Encounter): unknown {
  return s.pending
    ? { ...s, pending: { ...s.pending, prompt: null, options: s.pending.options.map((o) => ({ ...o, label: null })) } }
    : s;
}

describe('version-1 files', () => {
  it('load into the same state as a fresh build, and replay to the same state and log', () => {
    const loaded = loadEncounterFile<M4Encounter, M4Command>(read('./fixtures/v1-encounter.json'), systemOf);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const fresh = new Session<M4Encounter, M4Command>(mounted4e, scene());
    for (const c of commands) {
      const r = fresh.apply(c);
      if (!r.ok) throw new Error(`${c.type}: ${JSON.stringify(r)}`);
    }
    fresh.undo();
    const s = loaded.session;
    expect(s.length).toBe(12);
    expect(s.cursor).toBe(11);
    expect(withoutPendingText(s.initial)).toEqual(withoutPendingText(fresh.initial));
    // The pending decision's text was kept as it was written; it still reads the same.
    expect(s.initial.pending?.prompt).toEqual({
      m: 'legacyText',
      en: 'Where does Sir Aldric land? (MC-PRONE-1)',
      ja: 'Sir Aldricはどこに着地する？（MC-PRONE-1）',
    });
    expect(s.state).toEqual(fresh.state);
    expect(s.commands()).toEqual(fresh.commands());
    expect(english(s.log())).toEqual(english(fresh.log()));
    // What moved: the 4e traits and the per-creature marks into the creature part, the rest into the encounter part.
    expect(s.initial.creatures.c6?.sys.hover).toBe(true);
    expect(s.initial.creatures.c1?.sys.initLink).toEqual({ rider: 'c2', serial: 1 });
    expect(s.initial.creatures.c7?.sys.basicAttack?.weapon).toBe('spear');
    expect(s.initial.creatures.c2?.sys.marks.immediate).toBe(1);
    expect(s.initial.sys.options.optionalFallRule).toBe(true);
    expect(s.initial.sys.granted).toEqual([{ mount: 'c4', key: '1:0' }]);
    expect(s.initial.sys.set?.spent[0]?.what).toEqual({ kind: 'command', mount: { id: 'c4', name: 'Dire wolf' } });
    expect((s.initial.pending?.context as { rest: unknown[] }).rest).toHaveLength(1);
  });

  it('save as version 3 (the dice as the legacy record), which loads back to the same session', () => {
    const loaded = loadEncounterFile<M4Encounter, M4Command>(read('./fixtures/v1-encounter.json'), systemOf);
    if (!loaded.ok) throw new Error('fixture');
    const text = saveEncounterFile(loaded.session);
    expect(JSON.parse(text).version).toBe(3);
    expect(JSON.parse(text).initial.rng).toEqual({ alg: 'mulberry32', state: 5 });
    const again = loadEncounterFile<M4Encounter, M4Command>(text, systemOf);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    expect(again.session.state).toEqual(loaded.session.state);
    expect(saveEncounterFile(again.session)).toBe(text);
  });

  it('refuse a 4e state naming a creature that does not exist', () => {
    const loaded = loadEncounterFile<M4Encounter, M4Command>(read('./fixtures/v1-encounter.json'), systemOf);
    if (!loaded.ok) throw new Error('fixture');
    const o = JSON.parse(saveEncounterFile(loaded.session));
    o.initial.sys.granted = [{ mount: 'c99', key: '1:0' }];
    const r = loadEncounterFile(JSON.stringify(o), systemOf);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        problem: 'badValue',
        where: 'encounter.sys',
        detail: { m: 'badState', part: 'granted' },
      });
  });
});

describe('the example encounter (docs/examples/mounted-charge.json, version 1)', () => {
  it('loads, replays every command and saves as version 3, which loads back identically', () => {
    const text = read('../../../docs/examples/mounted-charge.json');
    expect(JSON.parse(text).version).toBe(1);
    const loaded = loadEncounterFile<M4Encounter, M4Command>(text, systemOf);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const s = loaded.session;
    expect(s.cursor).toBe(10);
    expect(s.length).toBe(10);
    const log = english(s.log()).join('\n');
    expect(log).toMatch(
      /Warhorse carries them \d+ squares, then Sir Aldric attacks Orc raider at \+1 \(MC-CHARGE-1, B-8\)/,
    );
    expect(log).toMatch(/save 7 \+ 5 \(military saddle\) = 12 ≥ 10/);
    const saved = saveEncounterFile(s);
    expect(JSON.parse(saved).version).toBe(3);
    const back = loadEncounterFile<M4Encounter, M4Command>(saved, systemOf);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.session.state).toEqual(s.state);
    expect(english(back.session.log())).toEqual(english(s.log()));
    expect(saveEncounterFile(back.session)).toBe(saved);
  });
});

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
import { effectsOf, effectsOnCreature, mounted4e, type M4Command, type M4Encounter } from './index';
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

/**
 * Issue 33: effects live on their targets' parts. A version-2 file written before that (fixtures/
 * v2-effects-in-encounter.json, exported by the build before the change: three effects in the encounter part of its
 * starting state, then an effect, a turn and a save in its log) loads with each effect on its target, replays to
 * the same effects, HP and log as that build showed, and saves in today's shape.
 */
describe('issue 33: a version-2 file with the effects in the encounter part', () => {
  const text = read('./fixtures/v2-effects-in-encounter.json');
  /** What the build that wrote the file showed after replaying it. */
  const before = {
    effects: [
      {
        target: 'c3',
        source: 'c2',
        what: {
          kind: 'condition',
          condition: 'dazed',
        },
        duration: {
          kind: 'saveEnds',
        },
        label: 'Dazing strike',
        whileRiding: null,
        id: 'e1',
        armed: false,
        savedIn: null,
      },
      {
        target: 'c2',
        source: 'c3',
        what: {
          kind: 'ongoing',
          amount: 5,
          damageType: 'fire',
        },
        duration: {
          kind: 'saveEnds',
        },
        label: '',
        whileRiding: null,
        id: 'e2',
        armed: false,
        savedIn: '1:0',
      },
      {
        target: 'c1',
        source: 'c2',
        what: {
          kind: 'defence',
          defence: 'ac',
          value: 2,
        },
        duration: {
          kind: 'encounter',
        },
        label: '',
        whileRiding: {
          with: 'c2',
          mountKeyword: true,
        },
        id: 'e3',
        armed: false,
        savedIn: null,
      },
      {
        target: 'c4',
        source: 'c2',
        what: {
          kind: 'condition',
          condition: 'marked',
        },
        duration: {
          kind: 'endOfSourceNext',
        },
        label: '',
        whileRiding: null,
        id: 'e4',
        armed: false,
        savedIn: null,
      },
    ],
    lines: [
      "Archer is under an effect: marked (until the end of Sir Aldric's next turn, from Sir Aldric) (B-14).",
      "Sir Aldric's turn ends (shared with Warhorse).",
      'Waiting for Sir Aldric: Sir Aldric: saving throw against ongoing 5 fire damage (save ends, from Orc) (d20 ≥ 10 ends it) (B-3).',
      'Sir Aldric: saving throw against ongoing 5 fire damage (save ends, from Orc) (d20 ≥ 10 ends it) (B-3). → Roll the save (d20)',
      'Typed-in d20: 7 (saving throw (B-3)).',
      'Sir Aldric saves against ongoing 5 fire damage (save ends, from Orc): 7 < 10: it goes on (B-3).',
      "Warhorse has no turn of its own: it acts in Sir Aldric's turn (MC-TURN-1).",
      "Round 1: Orc's turn.",
    ],
    hp: [60, 40, 30, 30],
  };

  it('B-14: loads with every effect on its target and replays as before (effects, HP, log)', () => {
    const r = loadEncounterFile<M4Encounter, M4Command>(text, systemOf);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = r.session.state;
    expect((s.sys as { effects?: unknown }).effects).toBeUndefined();
    expect(effectsOf(s)).toEqual(before.effects);
    for (const e of effectsOf(s)) expect(effectsOnCreature(s, e.target)).toContainEqual(e);
    expect(s.creatureOrder.map((id) => s.creatures[id]?.hp)).toEqual(before.hp);
    expect(english(r.session.log())).toEqual(before.lines);
    // The starting state as it is kept now: the three effects on c3, c2 and c1.
    expect(
      r.session.initial.creatureOrder.map((id) => effectsOnCreature(r.session.initial, id).map((e) => e.id)),
    ).toEqual([['e3'], ['e2'], ['e1'], []]);
    // Saved again: today's shape, which loads to the same state.
    const again = saveEncounterFile(r.session);
    expect((JSON.parse(again) as { initial: { sys: object } }).initial.sys).not.toHaveProperty('effects');
    const back = loadEncounterFile<M4Encounter, M4Command>(again, systemOf);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(JSON.stringify(back.session.state)).toBe(JSON.stringify(s));
  });

  it('B-14: an old effect naming a creature the file does not have is refused, as before', () => {
    const raw = JSON.parse(text) as { initial: { sys: { effects: { target: string }[] } } };
    (raw.initial.sys.effects[0] as { target: string }).target = 'c99';
    const r = loadEncounterFile<M4Encounter, M4Command>(JSON.stringify(raw), systemOf);
    expect(r.ok).toBe(false);
    expect(!r.ok && JSON.stringify(r.error)).toContain('effects');
  });

  it('B-14: a command cannot bring effects in a creature part (addCreature, editCreature); nothing changes', () => {
    const r = loadEncounterFile<M4Encounter, M4Command>(text, systemOf);
    if (!r.ok) throw new Error('load');
    const h = r.session;
    const fx = [{ ...before.effects[0], id: 'e9', target: 'c4' }];
    const was = JSON.stringify(h.state);
    for (const c of [
      { type: 'addCreature', creature: { name: 'Cheat', pos: { x: 0, y: 9 }, sys: { effects: fx } } },
      { type: 'editCreature', id: 'c4', patch: { sys: { effects: fx } } },
      { type: 'editCreature', id: 'c2', patch: { sys: { effects: [] } } },
    ] as M4Command[]) {
      const out = h.apply(c);
      expect(out.ok).toBe(false);
      expect(!out.ok && out.kind === 'refused' && out.ruleId).toBe('B-14');
    }
    expect(JSON.stringify(h.state)).toBe(was);
    // An edit of another field of the part keeps the effects on the creature.
    expect(h.apply({ type: 'editCreature', id: 'c2', patch: { sys: { hover: true } } } as M4Command).ok).toBe(true);
    expect(effectsOnCreature(h.state, 'c2').map((e) => e.id)).toEqual(['e2']);
  });
});

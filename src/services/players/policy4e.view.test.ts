/**
 * The 4e players' policy (issue 26, `rules/mounted4e/players.ts`) as the shared code applies it: what a party
 * creature, an enemy and the encounter's part look like to the players.
 */
import { describe, expect, it } from 'vitest';
import { apply, SYSTEMS, type AnyEncounter, type Command } from '../../rules';
import type { Effect, M4Creature, M4Encounter, M4Sys } from '../../rules/mounted4e';
import { ROOM } from './testing';
import { playerEncounter } from './view';
import { table } from './policy4e.fixtures';

const policy = SYSTEMS.mounted4e.players;

const pv = (enc: M4Encounter) => playerEncounter(enc as AnyEncounter, ROOM) as M4Encounter;
const partOf = (enc: M4Encounter, id: string) => pv(enc).creatures[ROOM(id)]?.sys as M4Creature;

describe('4e: what the players see of a creature’s part', () => {
  const blaze: Partial<M4Creature> = {
    defences: { ac: 17, fort: 19, ref: 15, will: 13 },
    hover: false,
    basicAttack: { bonus: 9, vs: 'ac', damage: { count: 1, sides: 8, plus: 4 } } as M4Creature['basicAttack'],
    initLink: { rider: 'c2', serial: 3 },
    marks: { acted: 2, shared: 2, immediate: 2, opportunity: '2:1' },
    heightFt: 9,
  };

  it('a party creature: its defences, riding traits, attack and height; its rider by alias; no turn bookkeeping', () => {
    const enc = table(undefined, { c1: blaze });
    const gm = enc.creatures.c1?.sys as M4Creature;
    expect(partOf(enc, 'c1')).toEqual({
      defences: { ac: 17, fort: 19, ref: 15, will: 13 },
      riding: gm.riding,
      hover: false,
      basicAttack: gm.basicAttack,
      initLink: { rider: ROOM('c2'), serial: 3 },
      marks: { acted: null, shared: null, immediate: null, opportunity: null },
      heightFt: 9,
    });
    // A copy, not the GM's objects.
    expect(partOf(enc, 'c1').defences).not.toBe(gm.defences);
  });

  it('a party mount whose rider the players do not see does not name it', () => {
    const enc = table(undefined, { c1: { ...blaze, initLink: { rider: 'c12', serial: 4 } } });
    expect(partOf(enc, 'c1').initLink).toBeNull();
  });

  it('an enemy: whether it hovers, and nothing else (no defences, traits, attack or height)', () => {
    const enc = table(undefined, {
      c10: { defences: { ac: 23, fort: 25, ref: 19, will: 18 }, hover: true, heightFt: 14, initLink: null },
    });
    const defaults = { ac: 10, fort: 10, ref: 10, will: 10 };
    expect(partOf(enc, 'c10')).toMatchObject({ hover: true, defences: defaults, heightFt: null, basicAttack: null });
    expect(partOf(table(), 'c6')).toMatchObject({ hover: false, defences: defaults });
    expect(policy?.otherPart?.('not a part', 'c10', null as never)).toMatchObject({ hover: false, defences: defaults });
  });

  it('powers (issue 29): the party’s own reach their players; an enemy’s never do', () => {
    const power = (name: string) => ({
      id: 'p1',
      name,
      action: 'standard',
      usage: 'atWill',
      kind: 'melee',
      attack: { bonus: 9, vs: 'ac', damage: { count: 2, sides: 8, plus: 5 }, weapon: 'other' },
      area: null,
      keywords: [],
      onHit: [],
    });
    let s = table() as AnyEncounter;
    for (const [id, name] of [
      ['c10', 'Secret club smash'],
      ['c2', 'Lance thrust'],
    ] as const) {
      const r = apply(s, { type: 'editCreature', id, patch: { sys: { powers: [power(name)] } } } as Command);
      if (!r.ok) throw new Error(JSON.stringify(r));
      s = r.state;
    }
    const seen = playerEncounter(s, ROOM) as M4Encounter;
    expect((seen.creatures[ROOM('c2')]?.sys as M4Creature).powers?.map((p) => p.name)).toEqual(['Lance thrust']);
    expect((seen.creatures[ROOM('c10')]?.sys as M4Creature).powers).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('Secret club smash');
  });
});

/**
 * Effects on their targets (issue 33): the hidden assassin's mark on Sir Aldric (its label names it); an effect on
 * the hidden assassin; the ogre's daze until the start of the assassin's turn; Eira's blessing on Sir Aldric while
 * he rides Blaze.
 */
const EFFECTS: readonly Effect[] = [
  // The hidden assassin's mark on Sir Aldric (its label names it); an effect on the hidden assassin; the ogre's
  // daze until the start of the assassin's turn; Eira's blessing on Sir Aldric while he rides Blaze.
  {
    id: 'e1',
    target: 'c2',
    source: 'c12',
    what: { kind: 'defence', defence: 'ac', value: -2 },
    duration: { kind: 'encounter' },
    label: "Assassin's mark",
    whileRiding: null,
    armed: false,
    savedIn: '1:0',
  },
  {
    id: 'e2',
    target: 'c12',
    source: 'c2',
    what: { kind: 'condition', condition: 'slowed' },
    duration: { kind: 'saveEnds' },
    label: 'Pinning strike',
    whileRiding: null,
    armed: false,
    savedIn: null,
  },
  {
    id: 'e3',
    target: 'c10',
    source: 'c5',
    what: { kind: 'condition', condition: 'dazed' },
    duration: { kind: 'startOfNext', of: 'c12' },
    label: 'Thunder',
    whileRiding: null,
    armed: false,
    savedIn: null,
  },
  {
    id: 'e4',
    target: 'c2',
    source: 'c5',
    what: { kind: 'attack', value: 1 },
    duration: { kind: 'endOfSourceNext' },
    label: 'Blessing',
    whileRiding: { with: 'c1', mountKeyword: true },
    armed: true,
    savedIn: '2:0',
  },
];
const onTargets = (): Record<string, Partial<M4Creature>> => {
  const out: Record<string, Partial<M4Creature>> = {};
  for (const e of EFFECTS) out[e.target] = { effects: [...(out[e.target]?.effects ?? []), e] };
  return out;
};

describe('4e: what the players see of the encounter’s part', () => {
  const busy = (s: M4Sys): M4Sys => ({
    ...s,
    options: { optionalFallRule: true },
    set: {
      owner: 'c2',
      members: ['c2', 'c1', 'c12'],
      round: 2,
      left: { standard: 1, move: 0, minor: 1 },
      spent: [
        {
          by: 'c2',
          action: 'move',
          as: 'move',
          what: { kind: 'command', mount: { id: 'c1', name: 'Blaze (warhorse)' } },
        },
        { by: 'c12', action: 'minor', as: 'minor', what: { kind: 'action', action: 'minor', note: 'poison' } },
        {
          by: 'c1',
          action: 'minor',
          as: 'minor',
          what: { kind: 'command', mount: { id: 'c12', name: 'Shadow assassin' } },
        },
      ],
      charged: false,
    },
    granted: [
      { mount: 'c1', key: '2:0' },
      { mount: 'c12', key: '2:0' },
    ],
    nextLink: 5,
    nextEffect: 5,
    delayed: [
      { id: 'c10', members: ['c10'], round: 2 },
      { id: 'c12', members: ['c12'], round: 2 },
    ],
    placed: [
      { id: 'c10', after: 'c2' },
      { id: 'c12', after: 'c2' },
      { id: 'c5', after: 'c12' },
    ],
  });

  it('options, the turn’s action set and grants, effects, delayed turns and places — only of creatures they see, by alias', () => {
    const view = pv(table(busy, onTargets()));
    const sys = view.sys;
    expect(sys.options).toEqual({ optionalFallRule: true });
    expect(sys.set).toEqual({
      owner: ROOM('c2'),
      members: [ROOM('c2'), ROOM('c1')],
      round: 2,
      left: { standard: 1, move: 0, minor: 1 },
      spent: [
        {
          by: ROOM('c2'),
          action: 'move',
          as: 'move',
          what: { kind: 'command', mount: { id: ROOM('c1'), name: 'Blaze (warhorse)' } },
        },
        // What a seen creature spent on an unseen one does not name it.
        {
          by: ROOM('c1'),
          action: 'minor',
          as: 'minor',
          what: { kind: 'command', mount: { id: '', name: expect.any(String) } },
        },
      ],
      charged: false,
    });
    expect(sys.granted).toEqual([{ mount: ROOM('c1'), key: '' }]);
    expect(sys.nextLink).toBe(5);
    // On their targets; ids drawn from the room's aliases (the GM's would count the GM's effects); no label when
    // the source is unseen; the ogre's daze (until the start of the unseen assassin's turn) is not shown.
    const aldric = (view.creatures[ROOM('c2')]?.sys as M4Creature).effects ?? [];
    expect(aldric).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^e\d{1,9}$/),
        target: ROOM('c2'),
        source: null,
        label: '',
        savedIn: null,
      }),
      expect.objectContaining({
        id: expect.stringMatching(/^e\d{1,9}$/),
        target: ROOM('c2'),
        source: ROOM('c5'),
        label: 'Blessing',
        duration: { kind: 'endOfSourceNext' },
        whileRiding: { with: ROOM('c1'), mountKeyword: true },
        armed: true,
        savedIn: null,
      }),
    ]);
    expect(new Set(aldric.map((e) => e.id)).size).toBe(2);
    for (const e of aldric) expect(['e1', 'e4']).not.toContain(e.id);
    expect((view.creatures[ROOM('c10')]?.sys as M4Creature).effects).toBeUndefined();
    expect(sys.nextEffect).toBe(1_000_000_000);
    expect(sys.delayed).toEqual([{ id: ROOM('c10'), members: [ROOM('c10')], round: 2 }]);
    expect(sys.placed).toEqual([{ id: ROOM('c10'), after: ROOM('c2') }]);
    const text = JSON.stringify(pv(table(busy, onTargets())));
    for (const secret of ['c12', ROOM('c12'), 'Assassin', 'poison', 'Pinning', 'Thunder', '"c2"', '"c1"'])
      expect(text).not.toContain(secret);
  });

  it('the action set of a turn whose owner is unseen is not shown; an encounter at rest shows the defaults', () => {
    const hiddenTurn = (s: M4Sys): M4Sys => ({
      ...busy(s),
      set: { ...(busy(s).set as NonNullable<M4Sys['set']>), owner: 'c12' },
    });
    expect(pv(table(hiddenTurn)).sys.set).toBeNull();
    const quiet = pv(table()).sys;
    expect(quiet).toEqual({
      options: { optionalFallRule: false },
      set: null,
      granted: [],
      nextLink: expect.any(Number),
      nextEffect: 1_000_000_000,
    });
  });
});

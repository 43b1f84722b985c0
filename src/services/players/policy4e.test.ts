/**
 * The 4e players' policy (issue 26, `rules/mounted4e/players.ts`) as the shared code applies it: what a party
 * creature, an enemy and the encounter's part look like to the players, and what a player may ask for — every
 * command not in its permissions is the GM's.
 */
import { describe, expect, it } from 'vitest';
import { apply, newSession, SYSTEMS, type AnyEncounter, type Command } from '../../rules';
import type { Effect, M4Creature, M4Encounter, M4Sys } from '../../rules/mounted4e';
import { sampleEncounter } from '../../app/sample';
import { checkRequest } from './check';
import { ROOM, reasonOf } from './testing';
import { playerEvent } from './events';
import { playerEncounter, playerScope } from './view';

const policy = SYSTEMS.mounted4e.players;

/**
 * The 4e sample (Sir Aldric c2 rides Blaze c1; Pip c3 is a passenger; the ogre c10; the goblin archer c11 hidden),
 * with a hidden shadow assassin c12 and the given parts set as a saved encounter would hold them.
 */
function table(sys: (s: M4Sys) => M4Sys = (s) => s, parts: Record<string, Partial<M4Creature>> = {}): M4Encounter {
  const r = apply(sampleEncounter('en'), {
    type: 'addCreature',
    creature: { name: 'Shadow assassin', side: 'enemy', pos: { x: 7, y: 6 }, conditions: ['hidden'] },
  } as Command);
  if (!r.ok) throw new Error(JSON.stringify(r));
  const s = r.state as M4Encounter;
  const creatures = { ...s.creatures };
  for (const [id, p] of Object.entries(parts)) {
    const c = creatures[id];
    if (c) creatures[id] = { ...c, sys: { ...c.sys, ...p } };
  }
  return { ...s, creatures, sys: sys(s.sys) };
}

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

describe('4e: what a player may ask for', () => {
  const enc = sampleEncounter('en');
  const session = newSession<AnyEncounter>(enc);
  const roster = [{ id: 'alice', name: 'Alice', creatureIds: [ROOM('c2')] }];
  const ask = (command: object) =>
    checkRequest({ session, roster, revision: 0, aliases: ROOM }, { playerId: 'alice', command, basedOnRevision: 0 });
  const allowed = Object.keys(policy?.permissions ?? {});

  it('the permitted commands are commands of 4e: the kernel’s moves, dice and decisions, and the rider’s own', () => {
    const types = Object.keys(SYSTEMS.mounted4e.handlers);
    for (const t of allowed) expect(types, t).toContain(t);
    expect(allowed.sort()).toEqual(
      [
        'moveCreature',
        'decide',
        'rollDice',
        'setPalette',
        'mount',
        'dismount',
        'takeReins',
        'commandMount',
        'shift',
        'takeAction',
        'attack',
        'charge',
        'teleport',
        'dropProne',
        'standUp',
        'delayTurn',
      ].sort(),
    );
  });

  it('every other command of 4e is the GM’s, whatever it names', () => {
    const gmOnly = Object.keys(SYSTEMS.mounted4e.handlers).filter((t) => !allowed.includes(t));
    expect(gmOnly.length).toBeGreaterThan(15);
    for (const type of gmOnly)
      for (const extra of [{}, { id: ROOM('c2') }, { id: ROOM('c2'), targetId: ROOM('c10'), attackerId: ROOM('c2') }])
        expect(reasonOf(ask({ type, ...extra })), type).toBe('gmOnly');
  });

  it('each permitted command gets past the permission for the player’s own creature (or the mount it rides)', () => {
    const own: Record<string, object> = {
      moveCreature: { id: ROOM('c1'), to: { x: 5, y: 6 } },
      decide: { optionId: 'x' },
      rollDice: { expr: '1d20', by: ROOM('c2') },
      setPalette: { owner: ROOM('c2'), lines: [] },
      mount: { id: ROOM('c2'), mountId: ROOM('c4') },
      dismount: { id: ROOM('c2') },
      takeReins: { id: ROOM('c2') },
      commandMount: { id: ROOM('c2') },
      shift: { id: ROOM('c1'), to: { x: 5, y: 6 } },
      takeAction: { id: ROOM('c1'), action: 'minor' },
      attack: { attackerId: ROOM('c1'), targetId: ROOM('c10') },
      charge: { attackerId: ROOM('c2'), targetId: ROOM('c10') },
      teleport: { id: ROOM('c2'), to: { x: 1, y: 1 } },
      dropProne: { id: ROOM('c2') },
      standUp: { id: ROOM('c2') },
      delayTurn: { id: ROOM('c2') },
    };
    expect(Object.keys(own).sort()).toEqual([...allowed].sort());
    for (const [type, fields] of Object.entries(own)) {
      const v = ask({ type, ...fields });
      // Accepted, or refused by the rules themselves (decide: nothing waits) — never as not the player's.
      expect(['gmOnly', 'notYours', 'notYourTurn', 'onlyOnOwnTurn', 'noCreatures'], type).not.toContain(reasonOf(v));
    }
    expect(reasonOf(ask({ type: 'decide', optionId: 'x' }))).toBe('noDecision');
    // The `owned` ones are the creature's own: the rider may not mount, dismount or stand up its mount.
    for (const type of [
      'mount',
      'dismount',
      'takeReins',
      'commandMount',
      'teleport',
      'dropProne',
      'standUp',
      'delayTurn',
    ])
      expect(reasonOf(ask({ type, id: ROOM('c1'), mountId: ROOM('c4'), to: { x: 1, y: 1 } })), type).toBe('notYours');
  });
});

describe('4e: what the players read of its events', () => {
  /** The events of GM commands on the 4e sample, as the players read them (null: not at all). */
  function read(...commands: object[]) {
    const session = newSession<AnyEncounter>(table());
    const out: { type: string; seen: ReturnType<typeof playerEvent> }[] = [];
    for (const c of commands) {
      const r = session.apply(c as Command);
      if (!r.ok) throw new Error(`${(c as { type: string }).type}: ${JSON.stringify(r)}`);
      const scope = playerScope(r.state, ROOM);
      for (const e of r.events) out.push({ type: e.type, seen: playerEvent(e, scope) });
    }
    return out;
  }
  const seen = (rows: ReturnType<typeof read>, type: string) => rows.filter((r) => r.type === type).map((r) => r.seen);

  it('getting on and off a mount is seen; how an enemy got on (its check) is not', () => {
    const rows = read(
      { type: 'dismount', id: 'c2', to: { x: 2, y: 6 } },
      { type: 'mount', id: 'c2', mountId: 'c1', via: 'move' },
      { type: 'dismount', id: 'c7', to: { x: 14, y: 8 } },
      { type: 'mount', id: 'c7', mountId: 'c6', via: 'move' },
    );
    const [aldricOff, goblinOff] = seen(rows, 'dismounted');
    expect(aldricOff).toMatchObject({ who: { id: ROOM('c2'), name: 'Sir Aldric' }, mount: { id: ROOM('c1') } });
    expect(goblinOff).toMatchObject({ who: { id: ROOM('c7'), name: 'Goblin rider A' } });
    const [aldricOn, goblinOn] = seen(rows, 'mounted') as unknown as { notes: unknown[] }[];
    expect(aldricOn).toMatchObject({ who: { id: ROOM('c2') }, mount: { id: ROOM('c1') } });
    expect(aldricOn?.notes.length).toBeGreaterThan(0);
    expect(goblinOn).toMatchObject({ who: { id: ROOM('c7') }, mount: { id: ROOM('c6') }, notes: [] });
  });

  it('what a hidden creature does is not read; attacks and saves (enemies’ bonuses) stay the GM’s', () => {
    const rows = read(
      { type: 'setCondition', id: 'c12', condition: 'prone', on: true },
      { type: 'standUp', id: 'c12' },
      {
        type: 'attack',
        attackerId: 'c10',
        targetId: 'c2',
        kind: 'ranged',
        action: 'none',
        attack: { bonus: 9, vs: 'ac', damage: { count: 2, sides: 6, plus: 4 } },
        dice: [16, 3, 4],
      },
    ).filter((r) => r.type !== 'creatureAdded');
    expect(seen(rows, 'stoodUp')).toEqual([null]);
    expect(seen(rows, 'conditionGained')).toEqual([null]);
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['attackHit', 'damageDealt']));
    // The ogre is an enemy: the players read that it hit and for how much, not its bonus, die or total.
    const [hit] = seen(rows, 'attackHit');
    expect(hit).toMatchObject({ attacker: { id: ROOM('c10') }, target: { id: ROOM('c2') }, hit: true });
    expect(hit).toMatchObject({ bonus: null, die: null, total: null, modifiers: [] });
    const dealt = JSON.stringify(seen(rows, 'damageDealt'));
    expect(dealt).not.toMatch(/"sides":6|"plus":4|"bonus":9/);
  });
});

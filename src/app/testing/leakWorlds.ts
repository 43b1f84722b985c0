/**
 * The two worlds of the leak audit (`src/app/session/leakAudit.test.ts`, issue 26), per rule system: the same table
 * with different secrets (hidden creatures, fog, GM-only figures, notes, palette, a secret roll, an enemy's pending
 * decision), the probes a hostile player makes in both, and the strings only the GM may ever see. Moved out of the
 * test unchanged (issue 31: files under ~400 lines).
 */
import { sampleEncounter } from '../sample';
import { sampleTenkaiEncounter } from '../sampleTenkai';
import { asCommand, type AnyEncounter, type Command } from '../../rules';

/** A GM's table in one world: its encounter, what the GM does before and during the round, the player's creatures. */
export interface World {
  /** The encounter with this world's secrets, as the GM set it up (every command must apply). */
  readonly setup: readonly Command[];
  readonly initial: () => AnyEncounter;
  /** The GM's round: commands (every one must apply) and pointer moves, in order. */
  readonly round: readonly ({ readonly command: Command } | { readonly pointer: { x: number; y: number } })[];
  /** The names of the creatures the GM gives the player. */
  readonly mine: readonly string[];
}

/** What the player probes (the same in both worlds): squares to move to, and ids to guess. */
export interface Probes {
  /** Squares the player asks to move a creature of theirs (by name) to, before acting for real. */
  readonly moves: readonly { readonly mover: string; readonly to: { x: number; y: number }; readonly type: string }[];
  /** Guessed ids (sequential ids of today, random strings). */
  readonly guesses: readonly string[];
}

/** Strings that only the GM may ever see (names of hidden creatures, notes, palette lines, labels of hidden sources). */
export const SECRETS = [
  'Shadow assassin',
  'Lurking ghoul',
  'Goblin sniper',
  'Hiding in the brush',
  'Carries the key',
  'Knows the password',
  'venom of the assassin',
  'ghoul claws',
  "Assassin's mark",
  "Ghoul's touch",
  '影の刺客',
  'Cloud lurker',
  'Mist stalker',
] as const;

/** The 4e sample with two sets of secrets. */
export function worlds4e(): [World, World, Probes] {
  const base = () => sampleEncounter('en');
  // Common to both worlds: the fog over the south-east corner, the turn order (party first), the party's turn.
  const fog: Command = asCommand({
    type: 'setFog',
    hide: true,
    rect: { x: 19, y: 8, width: 5, height: 8 },
  });
  const initiative = (extra: Record<string, number>): Command[] =>
    Object.entries({ c2: 20, c5: 18, c3: 16, c7: 10, c9: 9, c10: 5, ...extra }).map(([id, value]) =>
      asCommand({ type: 'setInitiative', id, value }),
    );
  const w1: World = {
    initial: base,
    setup: [
      fog,
      // A hidden assassin two squares from Blaze; the archer (hidden in the sample) with its notes; a wolf under the fog.
      add('Shadow assassin', 7, 6, { conditions: ['hidden'], notes: 'Carries the key', side: 'enemy' }),
      asCommand({ type: 'moveCreature', id: 'c8', to: { x: 20, y: 10 }, gm: true }),
      asCommand({ type: 'paintTerrain', squares: [{ x: 22, y: 9 }], terrain: 2 }),
      // The ogre: hurt, with notes, and its GM-only figures.
      asCommand({ type: 'changeHp', id: 'c10', amount: -20 }),
      asCommand({ type: 'editCreature', id: 'c10', patch: { notes: 'Knows the password' } }),
      asCommand({ type: 'setPalette', owner: null, lines: ['1d20+9 venom of the assassin'] }),
      // An effect on the knight from the hidden assassin (its label names it); one on the hidden archer.
      asCommand({
        type: 'addEffect',
        targetId: 'c2',
        sourceId: 'c12',
        what: { kind: 'defence', defence: 'ac', value: -2 },
        duration: { kind: 'encounter' },
        label: "Assassin's mark",
      }),
      asCommand({
        type: 'addEffect',
        targetId: 'c11',
        what: { kind: 'condition', condition: 'slowed' },
        duration: { kind: 'encounter' },
        label: 'x',
      }),
      ...initiative({ c11: 12, c12: 14 }),
    ],
    round: [
      { pointer: { x: 7.5, y: 6.5 } },
      // The GM's secret roll, typed in.
      { command: asCommand({ type: 'rollDice', expr: 'S1d20', dice: [17] }) },
      // The hidden assassin moves (unseen).
      { command: asCommand({ type: 'moveCreature', id: 'c12', to: { x: 7, y: 7 }, gm: true }) },
      { pointer: { x: 9, y: 9 } },
      ...visibleRound4e({ ogreBonus: 9, pushSave: 7 }),
    ],
    mine: ['Sir Aldric'],
  };
  const w2: World = {
    initial: base,
    setup: [
      fog,
      // Other secrets: no assassin; a ghoul elsewhere (hidden), the archer renamed with other notes; the wolf elsewhere under the fog.
      add('Lurking ghoul', 8, 12, { conditions: ['hidden'], notes: 'ghoul claws', side: 'enemy' }),
      asCommand({
        type: 'editCreature',
        id: 'c11',
        patch: { name: 'Goblin sniper', notes: 'Carries the key' },
      }),
      asCommand({ type: 'moveCreature', id: 'c8', to: { x: 19, y: 13 }, gm: true }),
      asCommand({ type: 'paintTerrain', squares: [{ x: 20, y: 9 }], terrain: 1 }),
      asCommand({
        type: 'editCreature',
        id: 'c10',
        patch: { hpMax: 120, hp: 120, initBonus: 3, sys: { defences: { ac: 19, fort: 21, ref: 16, will: 15 } } },
      }),
      // The goblin rider A's saddle: its MC-FM-2 save gets another bonus than in the other world.
      asCommand({
        type: 'editCreature',
        id: 'c7',
        patch: { sys: { riding: { militarySaddle: true } } },
      }),
      asCommand({ type: 'changeHp', id: 'c10', amount: -20 }),
      asCommand({ type: 'setPalette', owner: null, lines: ['2d8 ghoul claws'] }),
      asCommand({
        type: 'addEffect',
        targetId: 'c2',
        sourceId: 'c12',
        what: { kind: 'defence', defence: 'ac', value: -2 },
        duration: { kind: 'encounter' },
        label: "Ghoul's touch",
      }),
      ...initiative({ c11: 3, c12: 2, c10: 4 }),
    ],
    round: [
      { pointer: { x: 8.5, y: 12.5 } },
      { command: asCommand({ type: 'rollDice', expr: 'S1d20', dice: [3] }) },
      { command: asCommand({ type: 'moveCreature', id: 'c12', to: { x: 9, y: 12 }, gm: true }) },
      { pointer: { x: 9, y: 9 } },
      ...visibleRound4e({ ogreBonus: 6, pushSave: 4 }),
    ],
    mine: ['Sir Aldric'],
  };
  const probes: Probes = {
    moves: [
      { mover: 'Blaze (warhorse)', to: { x: 5, y: 6 }, type: 'moveCreature' },
      { mover: 'Blaze (warhorse)', to: { x: 8, y: 11 }, type: 'moveCreature' },
    ],
    guesses: ['c1', 'c2', 'c10', 'c11', 'c12', 'c13', 'c99', 'zzz'],
  };
  return [w1, w2, probes];
}

/**
 * The round the players see in the 4e worlds (the same in both): the knight shoots the ogre (its Reflex is GM-only),
 * the ogre hits back (its attack bonus is GM-only), the GM pushes a goblin rider off its wolf and its MC-FM-2 save
 * (an enemy's decision, with its bonus) is answered with a typed die.
 */
function visibleRound4e(n: { ogreBonus: number; pushSave: number }): World['round'] {
  const cmd = (c: { type: string } & Record<string, unknown>) => ({ command: asCommand(c) });
  return [
    cmd({
      type: 'attack',
      attackerId: 'c2',
      targetId: 'c10',
      kind: 'ranged',
      action: 'none',
      attack: { bonus: 8, vs: 'ref', damage: { count: 1, sides: 8, plus: 3 } },
      dice: [14, 5],
    }),
    cmd({
      type: 'attack',
      attackerId: 'c10',
      targetId: 'c2',
      kind: 'ranged',
      action: 'none',
      attack: { bonus: n.ogreBonus, vs: 'ac', damage: { count: 2, sides: 6, plus: 4 } },
      dice: [16, 3, 4],
    }),
    cmd({ type: 'forceMove', targetId: 'c7', kind: 'slide', sourceId: 'c5', distance: 1, path: [{ x: 14, y: 8 }] }),
    cmd({ type: 'decide', optionId: 'save', dice: [n.pushSave] }),
    cmd({ type: 'decide', optionId: '14,8' }),
  ];
}

/** The Tenkai sample with two sets of secrets. */
export function worldsTenkai(): [World, World, Probes] {
  const base = () => sampleTenkaiEncounter('en');
  const w1: World = {
    initial: base,
    setup: [
      add('Cloud lurker', 6, 5, { conditions: ['hidden'], notes: 'Carries the key', side: 'enemy' }, {}),
      asCommand({ type: 'setPalette', owner: null, lines: ['1d20+9 venom of the assassin'] }),
    ],
    round: [{ pointer: { x: 6.5, y: 5.5 } }, { command: asCommand({ type: 'rollDice', expr: 'S1d20', dice: [17] }) }],
    mine: ['Akane (志士)'],
  };
  const w2: World = {
    initial: base,
    setup: [
      add('Mist stalker', 10, 2, { conditions: ['hidden'], notes: 'Knows the password', side: 'enemy' }, {}),
      asCommand({ type: 'setPalette', owner: null, lines: ['2d8 ghoul claws'] }),
    ],
    round: [{ pointer: { x: 10.5, y: 2.5 } }, { command: asCommand({ type: 'rollDice', expr: 'S1d20', dice: [3] }) }],
    mine: ['Akane (志士)'],
  };
  return [w1, w2, { moves: [], guesses: ['c1', 'c2', 'c8', 'c9', 'c10', 'c99', 'zzz'] }];
}

function add(
  name: string,
  x: number,
  y: number,
  extra: Record<string, unknown>,
  sys?: Record<string, unknown>,
): Command {
  return asCommand({
    type: 'addCreature',
    creature: { name, pos: { x, y }, ...extra, ...(sys ? { sys } : {}) },
  });
}

/**
 * Scripted 4e sessions for the log tests (i18n.test.ts): mounting every way, shared turns, charges, attacks with
 * their modifiers, opportunity attacks, forced movement with saves, falls, prone riders and fliers, teleports,
 * passengers, effects and the optional rule. Every command of a script must apply.
 */
import { Session } from '../core';
import { mounted4e, type M4Command, type M4Encounter } from './index';
import { anEncounter, knight, orc, warhorse } from './testing';

export const sword = { bonus: 6, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 3 } };
const acro = { ...knight().riding!, acrobaticsTrained: true, acrobaticsBonus: 10 };

/** Run a script in a session; every command must apply. */
function play(start: M4Encounter, script: M4Command[]): Session<M4Encounter, M4Command> {
  const s = new Session<M4Encounter, M4Command>(mounted4e, start);
  for (const c of script) {
    const r = s.apply(c);
    if (!r.ok) throw new Error(`${c.type}: ${r.kind === 'refused' ? JSON.stringify(r.reason) : r.error}`);
  }
  return s;
}

/** Out of combat: mounting, a charge, attacks on a rider, a push with a failed save, an opportunity attack. */
function skirmish(): Session<M4Encounter, M4Command> {
  const { s } = anEncounter(16, 12, 3)
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight({ pos: { x: 1, y: 2 }, speed: 6 }))
    .with('squire', knight({ name: 'Squire', pos: { x: 3, y: 6 }, riding: acro }))
    .with('orc', orc({ pos: { x: 12, y: 2 } }))
    .with('archer', orc({ name: 'Archer', pos: { x: 14, y: 9 } }))
    .with(
      'pony',
      warhorse({
        name: 'Pony',
        pos: { x: 8, y: 8 },
        riding: { ...warhorse().riding!, combatTrained: false, carryCapacityLb: 100 },
      }),
    )
    .build();
  return play(s, [
    { type: 'setOption', optionalFallRule: true },
    { type: 'setBasicAttack', id: 'c4', attack: { bonus: 20, vs: 'fort', damage: { count: 1, sides: 6, plus: 2 } } },
    { type: 'mount', id: 'c2', mountId: 'c1' },
    { type: 'charge', attackerId: 'c2', targetId: 'c4', to: { x: 10, y: 2 }, attack: sword, dice: [14, 5] },
    { type: 'attack', attackerId: 'c4', targetId: 'c2', kind: 'melee', attack: sword, dice: [20] },
    {
      type: 'attack',
      attackerId: 'c4',
      targetId: 'c2',
      kind: 'melee',
      attack: { ...sword, weapon: 'spear' },
      dice: [1],
    },
    {
      type: 'attack',
      attackerId: 'c5',
      targetId: 'c2',
      kind: 'ranged',
      attack: { ...sword, range: 20 },
      dice: [15, 2],
    },
    { type: 'attack', attackerId: 'c4', targetSquare: { x: 10, y: 3 }, kind: 'melee', attack: sword },
    { type: 'decide', optionId: 'c1', dice: [9] },
    {
      type: 'attack',
      attackerId: 'c5',
      targetIds: ['c1', 'c2'],
      kind: 'area',
      attack: { ...sword, vs: 'ref' },
      dice: [15, 3, 4],
    },
    { type: 'editCreature', id: 'c1', patch: { sys: { riding: { militarySaddle: false } } } },
    { type: 'forceMove', targetId: 'c2', kind: 'push', sourceId: 'c4', distance: 1, path: [{ x: 9, y: 2 }] },
    { type: 'decide', optionId: 'save', dice: [4] },
    { type: 'decide', optionId: '9,3', dice: [6] },
    { type: 'standUp', id: 'c2' },
    { type: 'moveCreature', id: 'c2', to: { x: 6, y: 7 } },
    { type: 'mount', id: 'c3', mountId: 'c6', via: 'jump', dice: [3] },
    { type: 'takeAction', id: 'c4', action: 'minor', note: '威圧' },
    { type: 'moveCreature', id: 'c4', to: { x: 12, y: 0 } },
    {
      type: 'decide',
      optionId: 'c4',
      with: { attack: { bonus: 4, vs: 'will', damage: { count: 2, sides: 4, plus: 0 } } },
      dice: [13, 2, 3],
    },
  ]);
}

/** Fliers, prone riders, passengers, teleports, a precipice. */
function falls(): Session<M4Encounter, M4Command> {
  const { s } = anEncounter(16, 12, 4)
    .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 2, elevation: 4, pos: { x: 3, y: 2 } }))
    .with('knight', knight())
    .ridingOn('griffon')
    .with('wisp', orc({ name: 'Wisp', flying: true, flySpeed: 6, elevation: 3, pos: { x: 12, y: 9 }, hover: true }))
    .with('harpy', orc({ name: 'Harpy', flying: true, flySpeed: 4, elevation: 6, pos: { x: 10, y: 2 } }))
    .with('horse', warhorse({ pos: { x: 3, y: 7 } }))
    .with('rider', knight({ name: 'Rider' }))
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('page', knight({ name: 'Page' }))
    .passengerOn('horse')
    .with('orc', orc({ pos: { x: 2, y: 7 } }))
    .with(
      'pony',
      warhorse({ name: 'Pony', pos: { x: 12, y: 5 }, riding: { ...warhorse().riding!, combatTrained: false } }),
    )
    .with('brute', orc({ name: 'Brute', pos: { x: 14, y: 5 } }))
    .paint(
      [
        { x: 15, y: 4 },
        { x: 15, y: 5 },
        { x: 15, y: 6 },
      ],
      undefined,
      -2,
    )
    .build();
  return play(s, [
    { type: 'knockProne', id: 'c1', dice: [7] },
    { type: 'decide', optionId: '2,2' },
    { type: 'setCondition', id: 'c3', condition: 'stunned', on: true },
    { type: 'setCondition', id: 'c4', condition: 'stunned', on: true, dice: [2] },
    { type: 'knockProne', id: 'c3' },
    {
      type: 'forceMove',
      targetId: 'c7',
      alsoIds: ['c8'],
      kind: 'push',
      sourceId: 'c9',
      distance: 1,
      path: [{ x: 4, y: 7 }],
    },
    { type: 'decide', optionId: 'c8' },
    { type: 'decide', optionId: 'save', dice: [14] },
    { type: 'decide', optionId: '6,7' }, // MC-R15: the Squire, left behind, chooses a square beside the mount
    { type: 'knockProne', id: 'c6' },
    { type: 'decide', optionId: 'save', dice: [12] },
    { type: 'dismount', id: 'c6' },
    { type: 'decide', optionId: '6,6' },
    { type: 'takeReins', id: 'c8' },
    { type: 'teleport', id: 'c5', to: { x: 9, y: 7 } },
    { type: 'decide', optionId: '4,8' },
    { type: 'attack', attackerId: 'c10', targetId: 'c11', kind: 'melee', attack: sword, dice: [2] },
    {
      type: 'forceMove',
      targetId: 'c11',
      kind: 'push',
      sourceId: 'c10',
      distance: 1,
      path: [{ x: 15, y: 5 }],
      dice: [4, 6],
    },
    { type: 'shift', id: 'c9', to: { x: 2, y: 8 } },
    { type: 'dropProne', id: 'c9' },
    { type: 'forceMove', targetId: 'c5', kind: 'slide', distance: 0, path: [] },
  ]);
}

/** Edge cases: no room to land (MC-R5), Acrobatics against a fall, a short jump, mounting by teleport. */
function edges(): Session<M4Encounter, M4Command> {
  const { s } = anEncounter(12, 12, 6)
    .optionalFall()
    .with('horse', warhorse({ pos: { x: 0, y: 0 } }))
    .with('acrobat', knight({ name: 'Acrobat', riding: acro, pos: { x: 11, y: 11 } }))
    .ridingOn('horse')
    .with('roc', warhorse({ name: 'Roc', flying: true, flySpeed: 6, elevation: 1, pos: { x: 8, y: 0 } }))
    .with('knight', knight({ pos: { x: 11, y: 11 } }))
    .ridingOn('roc')
    .with('drake', warhorse({ name: 'Drake', size: 'huge', pos: { x: 6, y: 6 } }))
    .with('jumper', knight({ name: 'Jumper', pos: { x: 3, y: 7 }, speed: 3 }))
    .with('mage', knight({ name: 'Mage', pos: { x: 10, y: 10 } }))
    .with('lancer', knight({ name: 'Lancer', pos: { x: 9, y: 7 } }))
    .paint(
      [
        { x: 2, y: 0 },
        { x: 2, y: 1 },
        { x: 1, y: 2 },
        { x: 0, y: 2 },
        { x: 2, y: 2 },
      ],
      2,
    )
    .build();
  return play(s, [
    { type: 'knockProne', id: 'c1', dice: [8, 12] },
    { type: 'dismount', id: 'c4', to: { x: 7, y: 2 } },
    { type: 'mount', id: 'c6', mountId: 'c5', via: 'jump', dice: [2] },
    { type: 'mount', id: 'c7', mountId: 'c5', via: 'teleport', teleportDistance: 4 },
    { type: 'mount', id: 'c8', mountId: 'c5', asPassenger: true },
    { type: 'teleport', id: 'c7', to: { x: 10, y: 4 }, distance: 6 },
  ]);
}

/** Turns: shared initiative and actions, a monster rider commanding its mount, a correction, a cancelled chain. */
function turns(): Session<M4Encounter, M4Command> {
  const { s } = anEncounter(14, 14, 5)
    .with('horse', warhorse({ pos: { x: 3, y: 2 }, initBonus: 9 }))
    .with('knight', knight({ pos: { x: 0, y: 0 } }))
    .ridingOn('horse')
    .with('page', knight({ name: 'Page' }))
    .passengerOn('horse')
    .with('wolf', warhorse({ name: 'Dire wolf', side: 'enemy', pos: { x: 8, y: 2 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small' }))
    .ridingOn('wolf')
    .with('orc', orc({ pos: { x: 9, y: 9 } }))
    .build();
  return play(s, [
    { type: 'rollInitiative', all: true, dice: [15, 4, 8, 11] },
    { type: 'setInitiative', id: 'c2', value: 20 },
    { type: 'moveCreature', id: 'c1', to: { x: 5, y: 2 } },
    { type: 'takeAction', id: 'c2', action: 'standard' },
    { type: 'nextTurn' },
    { type: 'nextTurn' },
    { type: 'commandMount', id: 'c5' },
    { type: 'moveCreature', id: 'c4', to: { x: 10, y: 2 } },
    { type: 'nextTurn' },
    { type: 'takeAction', id: 'c1', action: 'immediate' },
    { type: 'nextTurn' },
    { type: 'previousTurn' },
    { type: 'nextTurn' },
    { type: 'nextTurn' },
    { type: 'knockProne', id: 'c1' },
    { type: 'cancelDecision' },
  ]);
}

/** Effects (B-14, B-15, B-3, B-16, MC-KEY-1): durations, saves, ongoing damage, a delayed turn, templates, 3-D reach. */
function effects(): Session<M4Encounter, M4Command> {
  const { s } = anEncounter(14, 14, 8)
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('knight', knight({ pos: { x: 0, y: 0 } }))
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('orc', orc({ pos: { x: 5, y: 2 } }))
    .with('harpy', orc({ name: 'Harpy', flying: true, flySpeed: 6, elevation: 5, pos: { x: 9, y: 9 } }))
    .fight({ knight: 15, squire: 12, orc: 10, harpy: 5 })
    .build();
  const dazed = { kind: 'condition' as const, condition: 'dazed' };
  return play(s, [
    {
      type: 'addEffect',
      targetId: 'c4',
      sourceId: 'c2',
      what: { kind: 'attack', value: -2 },
      duration: { kind: 'endOfSourceNext' },
      label: '威圧の一撃',
    },
    {
      type: 'addEffect',
      targetId: 'c2',
      sourceId: 'c1',
      what: { kind: 'defence', defence: 'ac', value: 1 },
      duration: { kind: 'encounter' },
      whileRiding: { with: 'c1', mountKeyword: true },
    },
    { type: 'addEffect', targetId: 'c1', sourceId: 'c4', what: dazed, duration: { kind: 'saveEnds' } },
    {
      type: 'addEffect',
      targetId: 'c3',
      sourceId: 'c4',
      what: { kind: 'ongoing', amount: 5, damageType: 'fire' },
      duration: { kind: 'saveEnds' },
    },
    {
      type: 'addEffect',
      targetId: 'c3',
      sourceId: 'c5',
      what: { kind: 'ongoing', amount: 2, damageType: 'fire' },
      duration: { kind: 'startOfNext', of: 'c4' },
    },
    {
      type: 'addEffect',
      targetId: 'c5',
      sourceId: 'c3',
      what: { kind: 'defence', defence: 'all', value: -2 },
      duration: { kind: 'endOfTargetNext' },
    },
    { type: 'attack', attackerId: 'c4', targetId: 'c2', kind: 'melee', attack: sword, action: 'none', dice: [12] },
    {
      type: 'attack',
      attackerId: 'c2',
      kind: 'close',
      attack: { ...sword, vs: 'ref' },
      origin: { x: 4, y: 2 },
      area: { shape: 'burst', size: 1, affects: 'enemies' },
      dice: [14, 3],
    },
    { type: 'nextTurn', dice: [] },
    { type: 'decide', optionId: 'typed', dice: [7] },
    { type: 'delayTurn', id: 'c3' },
    { type: 'resumeTurn', id: 'c3' },
    { type: 'nextTurn' },
    { type: 'decide', optionId: 'roll', dice: [15] },
    { type: 'nextTurn' },
    { type: 'delayTurn', id: 'c2' },
    { type: 'nextTurn' },
    { type: 'nextTurn' },
    { type: 'nextTurn' },
    { type: 'decide', optionId: 'roll', dice: [3] },
    { type: 'dismount', id: 'c2', to: { x: 2, y: 2 } },
    { type: 'removeEffect', effectId: 'e3' },
    { type: 'endEncounter' },
  ]);
}

export const SESSIONS = [skirmish, falls, edges, turns, effects];

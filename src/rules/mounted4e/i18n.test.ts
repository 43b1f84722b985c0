/**
 * The log in Japanese: scripted sessions that go through the mounted rules (mounting every way, shared turns,
 * charges, attacks with their modifiers, opportunity attacks, forced movement with saves, falls, prone riders
 * and fliers, teleports, passengers, the optional rule) render with no English left — no Latin words outside
 * names, dice notation in capitals (1D20, as BCDice writes it) and rule ids (and the abbreviations AC and HP of
 * Japanese play: AC is the seed's own, 乗り手はACにボーナスを得る; ゲームマスター, not GM) — and none of the raw
 * field names. Every event has a describer.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import { Session, type EventBase } from '../core';
import { mounted4e, type M4Command, type M4Encounter, type M4Events } from './index';
import { anEncounter, knight, orc, warhorse } from './testing';

const sword = { bonus: 6, vs: 'ac' as const, damage: { count: 1, sides: 8, plus: 3 } };
const acro = { ...knight().riding!, acrobaticsTrained: true, acrobaticsBonus: 10 };

/** Run a script in a session; every command must apply. */
function play(start: M4Encounter, script: M4Command[]): Session<M4Encounter, M4Command> {
  const s = new Session<M4Encounter, M4Command>(mounted4e, start);
  for (const c of script) {
    const r = s.apply(c);
    if (!r.ok)
      throw new Error(`${c.type}: ${r.kind === 'refused' ? describeMsg('mounted4e', r.reason, 'en') : r.error}`);
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

const SESSIONS = [skirmish, falls, edges, turns, effects];
const names = (s: Session<M4Encounter, M4Command>) =>
  s.state.creatureOrder.map((id) => s.state.creatures[id]?.name ?? '');
/** What may stay Latin in Japanese text: names, rule ids, dice notation and the abbreviations of play. */
function leftovers(text: string, creatures: readonly string[]): string {
  let t = text;
  for (const n of [...creatures].sort((a, b) => b.length - a.length)) t = t.split(n).join('');
  return t
    .replace(/\b(?:MC|B)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g, '')
    .replace(/\b\d*D\d+(?:[+-]\d+)?\b/g, '') // dice in capitals, as BCDice writes them (issue 30: no "d20")
    .replace(/(?<![A-Za-z])(?:AC|HP)(?![A-Za-z])/g, '')
    .replace(/ID(?=「)/g, ''); // the kernel's "ID「…」" of an unknown creature
}
/** Raw keys of the model that must never reach a reader. */
const RAW = [
  'militarySaddle',
  'optionalFallRule',
  'mountedCombatFeat',
  'willingMount',
  'combatTrained',
  'defences',
  'riding',
  'hover',
  'initLink',
  'passengerCapacity',
  'hpMax',
  'tempHp',
  'initBonus',
  'flySpeed',
  'mountId',
  'isRider',
  'sys',
  'lowest-hp',
  'check:',
];

/** Commands of every kind, many of them refused, for each creature of a state. */
function attempts(s: M4Encounter): M4Command[] {
  const out: M4Command[] = [];
  const ids = [...s.creatureOrder, 'nobody'];
  for (const a of ids) {
    for (const b of ids) {
      out.push(
        { type: 'mount', id: a, mountId: b },
        { type: 'mount', id: a, mountId: b, via: 'teleport', teleportDistance: 1 },
      );
      out.push(
        { type: 'attack', attackerId: a, targetId: b, kind: 'melee', attack: sword },
        { type: 'charge', attackerId: a, targetId: b, to: { x: 0, y: 0 }, attack: sword },
      );
      out.push({ type: 'forceMove', targetId: b, kind: 'pull', sourceId: a, distance: 1, path: [{ x: 0, y: 0 }] });
    }
    for (const action of ['standard', 'move', 'minor', 'immediate', 'opportunity'] as const)
      out.push({ type: 'takeAction', id: a, action });
    out.push(
      { type: 'dismount', id: a, to: { x: 0, y: 0 } },
      { type: 'shift', id: a, to: { x: 0, y: 0 } },
      { type: 'standUp', id: a },
      { type: 'knockProne', id: a },
      { type: 'takeReins', id: a },
      { type: 'commandMount', id: a },
      { type: 'teleport', id: a, to: { x: 13, y: 13 }, distance: 1 },
      { type: 'dropProne', id: a, to: { x: 0, y: 0 } },
      { type: 'setInitiative', id: a, value: 3 },
      { type: 'moveCreature', id: a, to: { x: 15, y: 11 } },
      { type: 'attack', attackerId: a, targetIds: [a], kind: 'melee', attack: sword },
      { type: 'attack', attackerId: a, targetSquare: { x: 0, y: 11 }, kind: 'melee', attack: sword },
      { type: 'attack', attackerId: a, targetId: 'c1', kind: 'ranged', attack: { ...sword, range: 1 } },
      { type: 'attack', attackerId: a, targetId: 'c1', kind: 'melee', attack: { ...sword, bonus: 1000 } },
      {
        type: 'attack',
        attackerId: a,
        kind: 'close',
        attack: sword,
        area: { shape: 'blast', size: 1, at: { x: 13, y: 0 } },
      },
      {
        type: 'attack',
        attackerId: a,
        kind: 'area',
        attack: sword,
        area: { shape: 'burst', size: 1, at: { x: 13, y: 11 }, range: 1 },
      },
      {
        type: 'attack',
        attackerId: a,
        kind: 'close',
        attack: sword,
        targetIds: ['c1'],
        area: { shape: 'burst', size: 1 },
      },
      { type: 'attack', attackerId: a, kind: 'close', attack: sword, area: { shape: 'wall', size: 1 } as never },
      {
        type: 'addEffect',
        targetId: a,
        what: { kind: 'condition', condition: 'prone' },
        duration: { kind: 'saveEnds' },
      },
      { type: 'addEffect', targetId: a, what: { kind: 'attack', value: 99 }, duration: { kind: 'saveEnds' } },
      { type: 'addEffect', targetId: a, what: { kind: 'attack', value: -2 }, duration: { kind: 'endOfSourceNext' } },
      {
        type: 'addEffect',
        targetId: a,
        what: { kind: 'attack', value: -2 },
        duration: { kind: 'encounter' },
        whileRiding: { with: 'c1' },
      },
      { type: 'removeEffect', effectId: 'e999' },
      { type: 'delayTurn', id: a },
      { type: 'resumeTurn', id: a },
    );
  }
  return out;
}

describe('the log in Japanese', () => {
  const logs = SESSIONS.map((make) => {
    const s = make();
    return { names: names(s), events: s.log().map((l) => l.event) };
  });
  const all: EventBase[] = logs.flatMap((l) => l.events);

  it('has no Latin words outside names, dice notation and rule ids, and no raw field names', () => {
    if (process.env.SHOW_LOG)
      for (const l of logs) for (const e of l.events) console.log(describeEvent('mounted4e', e, 'ja'));
    const bad: string[] = [];
    for (const l of logs) {
      for (const e of l.events) {
        const ja = describeEvent('mounted4e', e, 'ja');
        if (/[A-Za-z]/.test(leftovers(ja, l.names)) || RAW.some((k) => ja.includes(k))) bad.push(`${e.type}: ${ja}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('reads in English as before, and every event of the sessions has a describer in both languages', () => {
    const en = logs.flatMap((l) => l.events.map((e) => describeEvent('mounted4e', e, 'en'))).join('\n');
    expect(en).not.toMatch(/^\[/m);
    expect(all.map((e) => describeEvent('mounted4e', e, 'ja')).filter((t) => t.startsWith('['))).toEqual([]);
    expect(en).toMatch(
      /Sir Aldric makes a charge attack on Orc: 14 \+ 6 − 2 \(rider, MC-ATK-1\) \+ 1 \(charge, B-8\) = 19 vs AC 15: hit\./,
    );
    expect(en).toMatch(/rider 1 higher, but a spear reaches \(MC-TGT-2\)/);
    expect(en).toMatch(/Acrobatics 12 \+ 10 = 22 reduces it by 11/);
  });

  it('refusals have no Latin words either (every kind of command, for every creature, in and out of combat)', () => {
    const bad = new Set<string>();
    const keys = new Set<string>();
    for (const make of SESSIONS) {
      const s = make();
      const st = s.state.pending ? (s.apply({ type: 'cancelDecision' }), s.state) : s.state;
      for (const c of attempts(st)) {
        const r = s.dryRun(c);
        if (r.ok || r.kind !== 'refused') continue;
        keys.add(r.reason.m);
        const ja = describeMsg('mounted4e', r.reason, 'ja');
        // Names and the ids a command gave ("nobody") stay as given.
        if (/[A-Za-z]/.test(leftovers(ja, [...names(s), 'nobody', 'e999'])) || RAW.some((k) => ja.includes(k)))
          bad.add(`${r.reason.m}: ${ja}`);
      }
    }
    expect([...bad]).toEqual([]);
    expect(keys.size).toBeGreaterThan(30);
  });

  it('covers every event type of the system', () => {
    const seen = new Set(all.map((e) => e.type));
    const types: (keyof M4Events)[] = [
      'actionsShared',
      'decisionPending',
      'noRoomToLand',
      'savingThrowRolled',
      'fell',
      'dismounted',
      'dismountedByForce',
      'passengersRemain',
      'mountBenefitsChecked',
      'loadExceeded',
      'fellProne',
      'flierFell',
      'landedSafely',
      'attackHit',
      'attackMissed',
      'damageDealt',
      'charged',
      'mountCommanded',
      'basicAttackSet',
      'forcedMoved',
      'forcedMoveStarted',
      'approachedMount',
      'mountFailed',
      'mounted',
      'shifted',
      'stoodUp',
      'actionTaken',
      'tookReins',
      'teleported',
      'optionChanged',
      'turnFolded',
      'initiativeShared',
      'typicalMountHinted',
      'chainCancelled',
      'effectStarted',
      'effectEnded',
      'effectSaveRolled',
      'ongoingDamageTaken',
      'turnEnded',
      'turnDelayed',
      'delayedTurnTaken',
      'delayedTurnLost',
      'encounterEnded',
    ];
    expect(types.filter((t) => !seen.has(t))).toEqual([]);
  });
});

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
import type { EventBase, Session } from '../core';
import type { M4Command, M4Encounter, M4Events } from './index';
import { SESSIONS, sword } from './logSessions';

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

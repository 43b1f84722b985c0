/**
 * The whole log of a scripted Tenkai session, rendered in Japanese (issue 12): no Latin words outside names, dice
 * notation (1D20, d20, D+2), rank and turn notation (+2R, 3T), metres and rule ids — and none of the raw field
 * names. The refusals met on the way are checked the same way. The English log is checked for completeness.
 */
import { describe, expect, it } from 'vitest';
import { Session, testDice, type EventBase, type Msg } from '../core';
import { describeEvent, describeRefusal } from '../../i18n';
import {
  defaultRatingTable,
  formatRatingTable,
  newTenkaiEncounter,
  tenkai,
  tenkaiData,
  type TenkaiCommand,
  type TkEncounter,
  type TkSheetInput,
} from './index';
import { PARTNER_SCENE } from './scene';

const add = (
  name: string,
  x: number,
  y: number,
  side: 'party' | 'enemy',
  sheet: TkSheetInput,
  hp = 100,
): TenkaiCommand => ({
  type: 'addCreature',
  creature: { name, pos: { x, y }, side, hp, hpMax: hp, sys: tenkaiData(sheet) },
});

/** A long session touching every part of the rules (some commands are refused on purpose). */
const SESSION: readonly TenkaiCommand[] = [
  ...PARTNER_SCENE,
  { type: 'tkEndRound' },
  add('巫女シズク', 1, 1, 'party', {
    attribute: '心',
    stats: { perception: 220, resistance: 200, agility: 130, ap: 4 },
    ki: 90,
    kiMax: 90,
  }),
  add('鬼', 3, 3, 'enemy', { attribute: '体', stats: { attack: 300, defence: 180, agility: 110, ap: 4 } }, 220),
  add('滑空艇', 4, 1, 'party', {
    role: 'glider',
    move: 4,
    canFly: true,
    ki: 10,
    kiMax: 10,
    glider: { armed: true, mode: 'combat', readyFromTurn: null, clock: 0 },
    stats: { agility: null, evasion: 120, ap: 3 },
  }),
  add('操縦士ゴウ', 4, 1, 'party', { stats: { agility: 60, ap: 4 } }),
  add(
    '駆鎧「鉄牛」',
    7,
    4,
    'enemy',
    {
      role: 'armour',
      move: 3,
      ki: 30,
      kiMax: 30,
      armour: { mode: 'combat', destroyed: false, clock: 0 },
      stats: { agility: 0, ap: 0 },
    },
    40,
  ),
  add('騎士', 7, 4, 'enemy', { knight: true, stats: { agility: 80, ap: 4 } }),
  add('石の精', 0, 5, 'enemy', { stats: { agility: 10, ap: 2 } }),
  { type: 'tkMountPartner', riderId: 'c7', partnerId: 'c6' },
  { type: 'tkBoardArmour', pilotId: 'c9', armourId: 'c8', instant: true },
  { type: 'setCondition', id: 'c5', condition: 'hidden', on: true },
  { type: 'setCondition', id: 'c5', condition: 'hidden', on: false },
  { type: 'tkEditData', id: 'c5', patch: { shield: true, will: 20 } },
  { type: 'tkEditData', id: 'c5', patch: { band: 'space' } as never },
  {
    type: 'tkSetRatingTable',
    text: formatRatingTable(defaultRatingTable()).replace(/^(20\t(?:[^\t]+\t){15})貫通/m, '$1失敗'),
  },
  { type: 'tkSetRatingCell', row: 2, column: 3, result: 'miss' },
  { type: 'tkSetRatingTable', reset: true },
  { type: 'tkSetRatingTable', text: '貫通 直撃 ぼ' },
  { type: 'tkApplyStatus', targetId: 'c5', sourceId: 'c4', kind: 'poison', damage: 6, duration: 3, noCheck: true },
  { type: 'tkApplyStatus', targetId: 'c5', sourceId: 'c4', kind: 'confuse', duration: 3, dice: [16] },
  { type: 'tkApplyStatus', targetId: 'c10', sourceId: 'c4', kind: 'petrify', noCheck: true },
  { type: 'tkApplyStatus', targetId: 'c3', sourceId: 'c4', kind: 'fear', duration: 2, dice: [3] },
  { type: 'tkApplyStatus', targetId: 'c9', sourceId: 'c4', kind: 'miasma', flags: ['taintedPlace'], dice: [18] },
  { type: 'tkApplyStatus', targetId: 'c9', sourceId: 'c4', kind: 'sleep', duration: 1, dice: [17] },
  { type: 'tkApplyStatus', targetId: 'c3', sourceId: 'c4', kind: 'charm', duration: 4, noCheck: true },
  {
    type: 'tkApplyStatus',
    targetId: 'c3',
    sourceId: 'c4',
    kind: 'berserk',
    duration: 2,
    casterSpendsWill: true,
    dice: [20],
  },
  { type: 'tkAddEffect', ownerId: 'c4', name: '加護結界', duration: 1 },
  { type: 'tkSuppressMiasma', id: 'c9' },
  { type: 'tkMiasmaProgress', id: 'c9', dice: [2] },
  { type: 'tkCharmOrder', id: 'c3', dice: [12] },
  { type: 'tkHeal', targetId: 'c3', source: 105, percent: 20, situation: { medical: 'basic' } },
  { type: 'changeHp', id: 'c5', amount: -10 },
  { type: 'changeHp', id: 'c5', amount: 5 },
  { type: 'moveCreature', id: 'c10', to: { x: 1, y: 5 } },
  { type: 'tkGliderMode', id: 'c6', mode: 'cruise' },
  { type: 'tkSetOptions', inCombat: true },
  { type: 'changeHp', id: 'c2', amount: -250 },
  { type: 'tkStartTurn', dice: [9, 12, 4, 7, 5, 3] },
  { type: 'tkSpendAp', id: 'c1', action: 'dropItem' },
  { type: 'tkSpendAp', id: 'c1', action: 'boardArmour' },
  { type: 'tkMove', id: 'c2', to: { x: 3, y: 3 } },
  {
    type: 'tkAttack',
    attackerId: 'c1',
    targetId: 'c5',
    kind: 'shooting',
    range: 8,
    defence: 'guard',
    skill: { name: '両断剣', ap: 1, ki: 10 },
  },
  { type: 'tkUseSkill', id: 'c1', name: '瞬脚', ap: 0 },
  { type: 'tkUseSkill', id: 'c1', name: '瞬脚', ap: 0 },
  { type: 'tkSpendAp', id: 'c1', action: 'muzzleReload', gm: true },
  { type: 'tkPostpone' },
  { type: 'tkEndRound' },
  { type: 'tkEndRound' },
  { type: 'tkEndRound' },
  { type: 'tkHeal', healerId: 'c4', targetId: 'c1', source: 220, percent: 20, situation: { spendWill: true } },
  { type: 'tkMove', id: 'c4', to: { x: 1, y: 4 }, mode: 'dash' },
  { type: 'tkChangeBand', id: 'c4', to: 'low' },
  { type: 'tkAttack', attackerId: 'c4', targetId: 'c5', kind: 'perception', autoHit: true, range: 4 },
  { type: 'tkEndRound' },
  { type: 'tkAttack', attackerId: 'c5', targetId: 'c1', kind: 'shooting', range: 10, gm: true },
  { type: 'decide', optionId: 'evade', dice: [20, 1] },
  {
    type: 'tkAttack',
    attackerId: 'c5',
    targetId: 'c2',
    kind: 'shooting',
    range: 10,
    defence: 'guard',
    gm: true,
    dice: [20],
  },
  { type: 'tkEndRound' },
  { type: 'tkEndRound' },
  { type: 'tkDismountPartner', riderId: 'c1' },
  { type: 'tkEndRound' },
  { type: 'tkSpiritLinkEnd', partnerId: 'c2' },
  { type: 'tkGliderMode', id: 'c6', mode: 'combat' },
  { type: 'tkDismountPartner', riderId: 'c7', gm: true },
  { type: 'tkStartTurn' },
  { type: 'tkRerollConfusion', id: 'c5' },
  { type: 'tkCureStatus', id: 'c5', statusId: 'st3' },
  { type: 'tkArmourMode', id: 'c8', mode: 'standby' },
  { type: 'removeCreature', id: 'c10' },
  { type: 'previousTurn' },
  { type: 'setInitiative', id: 'c1', value: 5 },
  { type: 'tkMountPartner', riderId: 'c1', partnerId: 'c3', gm: true },
  { type: 'tkArmourMode', id: 'c1', mode: 'stopped' },
  { type: 'tkMiasmaProgress', id: 'c1' },
  { type: 'tkPostpone', after: 'c1' },
];

/** What is left of a Japanese text once names, quoted input, rule ids and the source's notations are taken out. */
function latin(text: string, names: readonly string[]): string[] {
  let t = text.replace(/「[^」]*」/g, '');
  for (const n of names) t = t.split(n).join('');
  t = t
    .replace(/\bRULING\b/g, 'x')
    .replace(/\b(?:TK|MC|B)-[A-Z0-9]+(?:-[A-Z0-9]+)*/g, '')
    .replace(/\d*[dD]\d+/g, '')
    .replace(/D[+−-]\d+/g, '')
    .replace(/[+−-]?\d+R(?![A-Za-z])/g, '')
    .replace(/\d+T(?![A-Za-z])/g, '')
    .replace(/\d+m(?![A-Za-z])/g, '');
  return t.match(/[A-Za-z]+/g) ?? [];
}

/** The part's field keys and other raw keys that must never reach a reader. */
const RAW = [
  'apSpent',
  'apCarry',
  'damageThisTurn',
  'damageLastTurn',
  'ridingPenalty',
  'baseStats',
  'kiMax',
  'willMax',
  'canFly',
  'canSwim',
  'onmyoji',
  'ayakashi',
  'statuses',
  'tally',
  'sys',
  'ext',
  'undefined',
  'null',
  'NaN',
  '[object',
];

function play(): {
  session: Session<TkEncounter, TenkaiCommand>;
  refusals: { reason: Msg; ruleId?: string | undefined }[];
} {
  const session = new Session<TkEncounter, TenkaiCommand>(
    tenkai,
    newTenkaiEncounter({ width: 10, height: 6, dice: { alg: 'mulberry32', state: 20260512 }, id: 'tenkai-partner' }),
  );
  const refusals: { reason: Msg; ruleId?: string | undefined }[] = [];
  for (const c of SESSION) {
    const r = session.apply(c);
    if (!r.ok && r.kind === 'bug') throw new Error(`${c.type}: ${r.error}`);
    if (!r.ok) refusals.push(r);
  }
  return { session, refusals };
}

describe('the Japanese log of a scripted session', () => {
  const { session, refusals } = play();
  const events: EventBase[] = session.log().map((x) => x.event);
  const names = events.flatMap((e) =>
    e.type === 'creatureAdded' ? [(e as EventBase & { who: { name: string } }).who.name] : [],
  );

  it('covers the rules: turns, initiative, AP, moves, bands, attacks, damage, healing, riding, gear, statuses, the table', () => {
    const types = new Set(events.map((e) => e.type));
    for (const t of [
      'turnStarted',
      'initiativeRolled',
      'orderDecided',
      'roundStarted',
      'roundEnded',
      'roundPostponed',
      'turnEnded',
      'apSpent',
      'actionTaken',
      'skillUsed',
      'effectAdded',
      'creatureMoved',
      'bandChanged',
      'attackDeclared',
      'defenceAsked',
      'decided',
      'dieRolled',
      'hitChecked',
      'damageRolled',
      'damaged',
      'healed',
      'mounted',
      'dismounted',
      'armourBoarded',
      'gliderModeChanged',
      'armourModeChanged',
      'kiChanged',
      'statusChecked',
      'statusApplied',
      'statusEnded',
      'poisonDamaged',
      'confusionBehaviourSet',
      'charmOrderAnswered',
      'miasmaSuppressed',
      'ratingTableChanged',
      'ratingCellChanged',
      'ratingTableReset',
      'optionsChanged',
      'creatureEdited',
      'creatureRemoved',
      'conditionGained',
      'pairTargetChosen',
      'spiritLinkFled',
      'partnerDied',
      'effectEnded',
      'roundResumed',
      'activityStarted',
      'gliderModeChanging',
      'activityCompleted',
      'miasmaHeld',
    ]) {
      expect(types.has(t), t).toBe(true);
    }
    expect(refusals.length).toBeGreaterThanOrEqual(6);
  });

  it('has no Latin words outside names, dice and rank notation and rule ids, and no raw field names', () => {
    const leaks: string[] = [];
    const texts = [
      ...events.map((e) => describeEvent('tenkai', e, 'ja')),
      ...refusals.map((r) => describeRefusal('tenkai', r, 'ja')),
    ];
    for (const text of texts) {
      const found = latin(text, names);
      if (found.length) leaks.push(`${text} → ${found.join(' ')}`);
      for (const raw of RAW) if (text.includes(raw)) leaks.push(`${text} → ${raw}`);
    }
    expect(leaks).toEqual([]);
  });

  it('has an English sentence for every line too', () => {
    for (const e of events) {
      const en = describeEvent('tenkai', e, 'en');
      expect(en, e.type).not.toMatch(/^\[|undefined|NaN|\[object/);
    }
    for (const r of refusals) expect(describeRefusal('tenkai', r, 'en')).not.toMatch(/^\[|undefined|NaN/);
  });
});

describe('the Japanese log of the issue-13 rules (turning while riding, area pairs, multi-hit attacks, the spirit-link flight)', () => {
  it('has no Latin words outside names and notations, and an English sentence for each line', () => {
    const session = new Session<TkEncounter, TenkaiCommand>(
      tenkai,
      newTenkaiEncounter({ width: 20, height: 20, dice: testDice(7) }),
    );
    const cmds: TenkaiCommand[] = [
      add('騎手', 0, 0, 'party', { attribute: '技', stats: { agility: null, ap: 3 } }),
      add('龍', 0, 0, 'party', {
        role: 'partner',
        move: 3,
        canFly: true,
        attribute: '体',
        stats: { agility: null, evasion: 100, ap: 3 },
      }),
      add('鬼', 1, 0, 'enemy', { canFly: true, stats: { agility: 1000, attack: 300, accuracy: 100 } }),
      { type: 'tkMountPartner', riderId: 'c1', partnerId: 'c2' },
      { type: 'tkSetOptions', cloudSea: true },
      { type: 'tkChangeBand', id: 'c2', to: 'low', gm: true },
      { type: 'tkChangeBand', id: 'c3', to: 'low', gm: true },
      { type: 'tkStartTurn', dice: [1] },
      {
        type: 'tkAttack',
        attackerId: 'c3',
        targetId: 'c1',
        kind: 'melee',
        area: true,
        weaponAttribute: '技',
        defence: 'evade',
        dice: [20],
      },
      { type: 'tkAttack', attackerId: 'c3', targetId: 'c2', kind: 'melee', hits: 11, defence: 'guard' },
      {
        type: 'tkAttack',
        attackerId: 'c3',
        targetId: 'c2',
        kind: 'melee',
        hits: 3,
        defence: 'guard',
        dice: [20, 20, 20],
      },
      { type: 'tkEndRound' },
      { type: 'tkSpendAp', id: 'c1', action: 'turn' },
      { type: 'tkMove', id: 'c2', to: { x: 0, y: 5 } },
      { type: 'tkMove', id: 'c2', to: { x: 19, y: 19 }, gm: true },
      { type: 'tkMove', id: 'c2', to: { x: 0, y: 9 }, gm: true },
      { type: 'tkChangeBand', id: 'c2', to: 'ground', gm: true },
    ];
    const events: EventBase[] = [];
    const refusals: { reason: Msg; ruleId?: string | undefined }[] = [];
    for (const c of cmds) {
      const r = session.apply(c);
      if (!r.ok && r.kind === 'bug') throw new Error(`${c.type}: ${r.error}`);
      if (r.ok) events.push(...r.events);
      else refusals.push(r);
    }
    const types = new Set(events.map((e) => e.type));
    for (const t of ['damageRolled', 'hitChecked', 'spiritLinkFled', 'apSpent', 'creatureMoved', 'partnerDied'])
      expect(types.has(t), t).toBe(true);
    expect(refusals.map((r) => r.ruleId)).toEqual(['TK-R6', 'TK-MNT-7', 'TK-MNT-7', 'TK-R8']);
    const names = ['騎手', '龍', '鬼'];
    const leaks: string[] = [];
    for (const text of [
      ...events.map((e) => describeEvent('tenkai', e, 'ja')),
      ...refusals.map((r) => describeRefusal('tenkai', r, 'ja')),
    ]) {
      const found = latin(text, names);
      if (found.length) leaks.push(`${text} → ${found.join(' ')}`);
      for (const raw of RAW) if (text.includes(raw)) leaks.push(`${text} → ${raw}`);
    }
    expect(leaks).toEqual([]);
    for (const e of events) expect(describeEvent('tenkai', e, 'en'), e.type).not.toMatch(/^\[|undefined|NaN|\[object/);
    for (const r of refusals) expect(describeRefusal('tenkai', r, 'en')).not.toMatch(/^\[|undefined|NaN/);
  });
});

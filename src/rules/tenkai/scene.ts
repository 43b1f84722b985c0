/**
 * The scripted scene of the shipped example (`docs/examples/tenkai-partner.json`): a rider on her fire-dragon
 * partner climbs one band (TK-ALT-2) and shoots a great bird one band higher still (TK-ALT-3: range 5 used, −3R,
 * the hit check with every modifier), then curses it (a status with its start check, TK-ST-1). Pure; used by the
 * example's test and the Japanese-log test.
 */
import { Session } from '../core';
import type { TenkaiCommand } from './commands';
import { newTenkaiEncounter, tenkai } from './index';
import { tenkaiData, type TkEncounter } from './model';

/** The commands of the scene, from an empty encounter. */
export const PARTNER_SCENE: readonly TenkaiCommand[] = [
  { type: 'renameEncounter', name: '雲海の追撃' },
  {
    type: 'addCreature',
    creature: {
      name: '志士アカネ',
      side: 'party',
      kind: 'adventurer',
      pos: { x: 2, y: 3 },
      hp: 180,
      hpMax: 180,
      color: '#3f7fd9',
      glyph: '志',
      sys: tenkaiData({
        attribute: '技',
        stats: { attack: 320, accuracy: 180, evasion: 160, perception: 120, agility: 150, ap: 4 },
        ki: 60,
        kiMax: 60,
      }),
    },
  },
  {
    type: 'addCreature',
    creature: {
      name: '炎龍カグツチ',
      side: 'party',
      pos: { x: 2, y: 3 },
      hp: 260,
      hpMax: 260,
      color: '#d9623f',
      glyph: '龍',
      sys: tenkaiData({
        role: 'partner',
        move: 4,
        canFly: true,
        attribute: '体',
        stats: { attack: 280, defence: 200, evasion: 160, agility: null, ap: 3 },
      }),
    },
  },
  {
    type: 'addCreature',
    creature: {
      name: '大怪鳥',
      side: 'enemy',
      pos: { x: 6, y: 3 },
      hp: 150,
      hpMax: 150,
      color: '#b84a4a',
      glyph: '鳥',
      sys: tenkaiData({
        band: 'middle',
        canFly: true,
        stats: {
          attack: 160,
          defence: 120,
          guard: 90,
          accuracy: 130,
          evasion: 90,
          resistance: 90,
          agility: null,
          ap: 4,
        },
      }),
    },
  },
  { type: 'tkSetOptions', cloudSea: true },
  { type: 'tkMountPartner', riderId: 'c1', partnerId: 'c2' },
  { type: 'tkStartTurn' },
  { type: 'tkChangeBand', id: 'c2', to: 'low' },
  { type: 'tkAttack', attackerId: 'c1', targetId: 'c3', kind: 'shooting', range: 10 },
  { type: 'decide', optionId: 'guard' },
  { type: 'tkApplyStatus', targetId: 'c3', sourceId: 'c1', kind: 'curse', strength: 2, duration: 3 },
  { type: 'tkEndRound' },
];

/** The scene as a session (seeded dice: the same every time). */
export function partnerSceneSession(): Session<TkEncounter, TenkaiCommand> {
  const s = new Session<TkEncounter, TenkaiCommand>(
    tenkai,
    newTenkaiEncounter({
      id: 'tenkai-partner',
      name: 'Encounter',
      width: 10,
      height: 6,
      // The legacy generator: the shipped example is a version-2 file, kept to prove old files replay unchanged.
      dice: { alg: 'mulberry32', state: 20260512 },
    }),
  );
  for (const c of PARTNER_SCENE) {
    const r = s.apply(c);
    if (!r.ok) throw new Error(`scene ${c.type}: ${r.kind === 'bug' ? r.error : r.reason.m}`);
  }
  return s;
}

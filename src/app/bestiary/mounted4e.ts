/**
 * The built-in creature list (numbers after public D&D 4e stat blocks, rounded). Names in both languages. Issue 29:
 * a larger starter list of mounts and riders across the seed's size table (MC-MOUNT-3: Medium 2 extra squares /
 * space height 1, Large 4 / 2, Huge 6 / 3, Gargantuan 8 / 4), their speeds and mount traits, and powers on those a
 * GM attacks with every turn (one click in the token menu).
 */
import type { AttackKind, Defence, Power, PowerEffect, RidingTraits } from '../../rules/mounted4e';
import { BESTIARY_4E_NAMES } from '../../i18n/bestiary4e';
import type { Template } from './template';

/** A power of a built-in creature. */
function power(
  id: string,
  name: string,
  kind: AttackKind,
  bonus: number,
  vs: Defence,
  dmg: [number, number, number],
  extra: Partial<Omit<Power, 'attack'>> & {
    weapon?: 'spear' | 'polearm' | 'other';
    reach?: number;
    range?: number;
  } = {},
): Power {
  const { weapon, reach, range, ...rest } = extra;
  return {
    id,
    name,
    action: 'standard',
    usage: 'atWill',
    kind,
    attack: {
      bonus,
      vs,
      damage: { count: dmg[0], sides: dmg[1], plus: dmg[2] },
      weapon: weapon ?? 'other',
      ...(reach !== undefined ? { reach } : {}),
      ...(range !== undefined ? { range } : {}),
    },
    area: null,
    keywords: [],
    onHit: [],
    ...rest,
  };
}
/** The built-in powers' names in Japanese (the creature's data holds one name; the list gives the GM's language). */
const POWER_JA: Readonly<Record<string, string>> = {
  Greatclub: '大棍棒',
  'Sweeping club': '薙ぎ払い',
  Bite: '噛みつき',
  'Breath weapon': 'ブレス',
  Kick: '蹴り',
  'Fiery hooves': '炎の蹄',
  Sting: '毒針',
  Gore: '突き上げ',
  Trample: '踏みつけ',
  Talons: '鉤爪',
  Flail: 'フレイル',
  Longbow: 'ロングボウ',
  Longsword: 'ロングソード',
  Lance: 'ランス',
  'Glaive sweep': 'グレイヴの薙ぎ',
};

/** A built-in creature with its powers named in `lang`. */
function localized(creature: Template['creature'], lang: 'en' | 'ja'): Template['creature'] {
  const sys = creature.sys as { powers?: readonly Power[] } | undefined;
  if (lang === 'en' || !sys?.powers) return creature;
  return { ...creature, sys: { ...sys, powers: sys.powers.map((p) => ({ ...p, name: POWER_JA[p.name] ?? p.name })) } };
}

const until = (what: PowerEffect['what'], duration: PowerEffect['duration'] = 'endOfSourceNext'): PowerEffect => ({
  what,
  duration,
});

const mount = (extra: Partial<RidingTraits> = {}): RidingTraits => ({
  willingMount: true,
  militarySaddle: false,
  mountedCombatFeat: false,
  combatTrained: true,
  acrobaticsTrained: false,
  acrobaticsBonus: 0,
  athleticsBonus: 5,
  weightLb: 1200,
  carryCapacityLb: 600,
  ...extra,
});
const rider = (extra: Partial<RidingTraits> = {}): RidingTraits => ({
  willingMount: false,
  militarySaddle: false,
  mountedCombatFeat: true,
  combatTrained: true,
  acrobaticsTrained: false,
  acrobaticsBonus: 2,
  athleticsBonus: 4,
  weightLb: 200,
  carryCapacityLb: 200,
  ...extra,
});

/** The list offered by the creature panel. */
export const TEMPLATES: Template[] = [
  {
    key: 'knight',
    label: BESTIARY_4E_NAMES.knight,
    creature: {
      kind: 'adventurer',
      side: 'party',
      size: 'medium',
      speed: 5,
      hp: 52,
      hpMax: 52,
      initBonus: 3,
      color: '#3b6fd1',
      glyph: 'Kn',
      sys: { defences: { ac: 22, fort: 18, ref: 14, will: 16 }, riding: rider() },
    },
  },
  {
    key: 'warhorse',
    label: BESTIARY_4E_NAMES.warhorse,
    creature: {
      kind: 'monster',
      side: 'party',
      size: 'large',
      speed: 8,
      hp: 56,
      hpMax: 56,
      initBonus: 2,
      color: '#8b5a2b',
      glyph: 'WH',
      sys: { defences: { ac: 17, fort: 16, ref: 13, will: 12 }, riding: mount({ militarySaddle: true }) },
    },
  },
  {
    key: 'ridingHorse',
    label: BESTIARY_4E_NAMES.ridingHorse,
    creature: {
      kind: 'monster',
      side: 'neutral',
      size: 'large',
      speed: 10,
      hp: 34,
      hpMax: 34,
      initBonus: 1,
      color: '#b07d4f',
      glyph: 'RH',
      sys: { defences: { ac: 13, fort: 13, ref: 11, will: 10 }, riding: mount({ combatTrained: false }) },
    },
  },
  {
    key: 'griffon',
    label: BESTIARY_4E_NAMES.griffon,
    creature: {
      kind: 'monster',
      side: 'party',
      size: 'large',
      speed: 6,
      flying: true,
      flySpeed: 10,
      hp: 98,
      hpMax: 98,
      initBonus: 5,
      color: '#c9a227',
      glyph: 'Gr',
      sys: {
        defences: { ac: 19, fort: 20, ref: 17, will: 17 },
        riding: mount({ weightLb: 800, carryCapacityLb: 450 }),
      },
    },
  },
  {
    key: 'hippogriff',
    label: BESTIARY_4E_NAMES.hippogriff,
    creature: {
      kind: 'monster',
      side: 'party',
      size: 'large',
      speed: 4,
      flying: true,
      flySpeed: 10,
      hp: 64,
      hpMax: 64,
      initBonus: 6,
      color: '#d9b65d',
      glyph: 'Hg',
      sys: {
        defences: { ac: 19, fort: 17, ref: 18, will: 16 },
        riding: mount({ weightLb: 700, carryCapacityLb: 400 }),
      },
    },
  },
  {
    key: 'direWolf',
    label: BESTIARY_4E_NAMES.direWolf,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'large',
      speed: 8,
      hp: 67,
      hpMax: 67,
      initBonus: 7,
      color: '#6b6b78',
      glyph: 'DW',
      sys: {
        defences: { ac: 19, fort: 18, ref: 17, will: 16 },
        riding: mount({ weightLb: 500, carryCapacityLb: 300 }),
        powers: [power('p1', 'Bite', 'melee', 9, 'ac', [1, 8, 4])],
      },
    },
  },
  {
    key: 'goblin',
    label: BESTIARY_4E_NAMES.goblin,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'small',
      speed: 6,
      hp: 29,
      hpMax: 29,
      initBonus: 5,
      color: '#4e8a3a',
      glyph: 'Gb',
      sys: {
        defences: { ac: 17, fort: 13, ref: 15, will: 12 },
        riding: rider({ weightLb: 60, acrobaticsTrained: true, acrobaticsBonus: 8 }),
      },
    },
  },
  {
    key: 'halfling',
    label: BESTIARY_4E_NAMES.halfling,
    creature: {
      kind: 'adventurer',
      side: 'party',
      size: 'small',
      speed: 6,
      hp: 30,
      hpMax: 30,
      initBonus: 6,
      color: '#2aa198',
      glyph: 'Ha',
      sys: {
        defences: { ac: 18, fort: 13, ref: 17, will: 15 },
        riding: rider({ weightLb: 70, mountedCombatFeat: false, acrobaticsTrained: true, acrobaticsBonus: 9 }),
      },
    },
  },
  {
    key: 'ogre',
    label: BESTIARY_4E_NAMES.ogre,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'large',
      speed: 8,
      reach: 2,
      hp: 111,
      hpMax: 111,
      initBonus: 3,
      color: '#9c3d3d',
      glyph: 'Og',
      sys: {
        defences: { ac: 20, fort: 22, ref: 17, will: 18 },
        riding: rider({ weightLb: 650, mountedCombatFeat: false }),
        powers: [
          power('p1', 'Greatclub', 'melee', 9, 'ac', [2, 8, 5], { reach: 2, keywords: ['weapon'] }),
          power('p2', 'Sweeping club', 'close', 7, 'ref', [1, 10, 5], {
            area: { shape: 'burst', size: 1, affects: 'enemies' },
            usage: 'encounter',
            keywords: ['weapon'],
            onHit: [until({ kind: 'combatAdvantage', to: 'sourceAllies' })],
          }),
        ],
      },
    },
  },
  {
    key: 'youngBlueDragon',
    label: BESTIARY_4E_NAMES.youngBlueDragon,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'large',
      speed: 8,
      flying: true,
      flySpeed: 10,
      reach: 2,
      hp: 296,
      hpMax: 296,
      initBonus: 4,
      color: '#2f5fa8',
      glyph: 'BD',
      sys: {
        defences: { ac: 22, fort: 20, ref: 19, will: 19 },
        riding: mount({ willingMount: false, weightLb: 2500, carryCapacityLb: 1000 }),
        powers: [
          power('p1', 'Bite', 'melee', 13, 'ac', [1, 10, 6], { reach: 2, keywords: ['lightning'] }),
          power('p2', 'Breath weapon', 'close', 12, 'ref', [2, 12, 6], {
            area: { shape: 'blast', size: 5, affects: 'creatures' },
            usage: 'recharge',
            keywords: ['lightning'],
            onHit: [until({ kind: 'condition', condition: 'dazed' }, 'saveEnds')],
          }),
        ],
      },
    },
  },
  // ——— Issue 29: the starter list — mounts of every size of the seed's table, riders who attack from them. ———
  {
    key: 'pony',
    label: BESTIARY_4E_NAMES.pony,
    creature: {
      kind: 'monster',
      side: 'neutral',
      size: 'medium',
      speed: 8,
      hp: 30,
      hpMax: 30,
      initBonus: 2,
      color: '#a67c52',
      glyph: 'Po',
      sys: {
        defences: { ac: 14, fort: 13, ref: 12, will: 10 },
        riding: mount({ combatTrained: false, weightLb: 500, carryCapacityLb: 250 }),
      },
    },
  },
  {
    key: 'celestialCharger',
    label: BESTIARY_4E_NAMES.celestialCharger,
    creature: {
      kind: 'monster',
      side: 'party',
      size: 'large',
      speed: 8,
      hp: 110,
      hpMax: 110,
      initBonus: 6,
      color: '#e8e2c8',
      glyph: 'CC',
      sys: {
        defences: { ac: 24, fort: 22, ref: 20, will: 20 },
        riding: mount({ militarySaddle: true }),
        powers: [power('p1', 'Kick', 'melee', 13, 'ac', [1, 8, 6])],
      },
    },
  },
  {
    key: 'rageDrake',
    label: BESTIARY_4E_NAMES.rageDrake,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'large',
      speed: 7,
      hp: 77,
      hpMax: 77,
      initBonus: 3,
      color: '#b3472f',
      glyph: 'RD',
      sys: {
        defences: { ac: 17, fort: 17, ref: 15, will: 15 },
        riding: mount({ weightLb: 900, carryCapacityLb: 400 }),
        powers: [power('p1', 'Bite', 'melee', 8, 'ac', [1, 10, 4])],
      },
    },
  },
  {
    key: 'nightmare',
    label: BESTIARY_4E_NAMES.nightmare,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'large',
      speed: 10,
      flying: false,
      hp: 132,
      hpMax: 132,
      initBonus: 9,
      color: '#2b1f2f',
      glyph: 'Nm',
      sys: {
        defences: { ac: 27, fort: 26, ref: 24, will: 23 },
        riding: mount(),
        powers: [
          power('p1', 'Fiery hooves', 'melee', 18, 'ac', [2, 6, 6], {
            keywords: ['fire'],
            onHit: [until({ kind: 'ongoing', amount: 5, damageType: 'fire' }, 'saveEnds')],
          }),
        ],
      },
    },
  },
  {
    key: 'pegasus',
    label: BESTIARY_4E_NAMES.pegasus,
    creature: {
      kind: 'monster',
      side: 'party',
      size: 'large',
      speed: 6,
      flying: true,
      flySpeed: 12,
      hp: 84,
      hpMax: 84,
      initBonus: 7,
      color: '#dfe6f0',
      glyph: 'Pg',
      sys: {
        defences: { ac: 21, fort: 19, ref: 20, will: 18 },
        riding: mount({ weightLb: 900, carryCapacityLb: 350 }),
        powers: [power('p1', 'Kick', 'melee', 12, 'ac', [2, 6, 4])],
      },
    },
  },
  {
    key: 'wyvern',
    label: BESTIARY_4E_NAMES.wyvern,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'large',
      speed: 4,
      flying: true,
      flySpeed: 8,
      reach: 2,
      hp: 106,
      hpMax: 106,
      initBonus: 7,
      color: '#5d6b3a',
      glyph: 'Wy',
      sys: {
        defences: { ac: 24, fort: 23, ref: 21, will: 20 },
        riding: mount({ weightLb: 1500, carryCapacityLb: 500 }),
        powers: [
          power('p1', 'Sting', 'melee', 15, 'ac', [1, 8, 5], {
            reach: 2,
            keywords: ['poison'],
            onHit: [until({ kind: 'ongoing', amount: 10, damageType: 'poison' }, 'saveEnds')],
          }),
        ],
      },
    },
  },
  {
    key: 'warElephant',
    label: BESTIARY_4E_NAMES.warElephant,
    creature: {
      kind: 'monster',
      side: 'neutral',
      size: 'huge',
      speed: 8,
      reach: 2,
      hp: 150,
      hpMax: 150,
      initBonus: 4,
      color: '#7d7a78',
      glyph: 'El',
      sys: {
        defences: { ac: 22, fort: 25, ref: 19, will: 20 },
        riding: mount({ militarySaddle: true, weightLb: 12000, carryCapacityLb: 3000 }),
        powers: [
          power('p1', 'Gore', 'melee', 13, 'ac', [2, 8, 6], { reach: 2 }),
          power('p2', 'Trample', 'close', 11, 'ref', [2, 8, 5], {
            area: { shape: 'burst', size: 1, affects: 'enemies' },
            usage: 'recharge',
          }),
        ],
      },
    },
  },
  {
    key: 'roc',
    label: BESTIARY_4E_NAMES.roc,
    creature: {
      kind: 'monster',
      side: 'neutral',
      size: 'gargantuan',
      speed: 4,
      flying: true,
      flySpeed: 10,
      reach: 3,
      hp: 276,
      hpMax: 276,
      initBonus: 10,
      color: '#8a6a3b',
      glyph: 'Ro',
      sys: {
        defences: { ac: 28, fort: 30, ref: 26, will: 24 },
        riding: mount({ weightLb: 30000, carryCapacityLb: 8000 }),
        powers: [power('p1', 'Talons', 'melee', 19, 'ac', [3, 8, 8], { reach: 3 })],
      },
    },
  },
  {
    key: 'hobgoblinSoldier',
    label: BESTIARY_4E_NAMES.hobgoblinSoldier,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'medium',
      speed: 5,
      hp: 47,
      hpMax: 47,
      initBonus: 5,
      color: '#8f3b22',
      glyph: 'HS',
      sys: {
        defences: { ac: 20, fort: 18, ref: 16, will: 16 },
        riding: rider({ weightLb: 220 }),
        powers: [
          power('p1', 'Flail', 'melee', 8, 'ac', [1, 10, 4], {
            keywords: ['weapon'],
            onHit: [
              until({ kind: 'condition', condition: 'marked' }),
              until({ kind: 'condition', condition: 'slowed' }),
            ],
          }),
        ],
      },
    },
  },
  {
    key: 'hobgoblinArcher',
    label: BESTIARY_4E_NAMES.hobgoblinArcher,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'medium',
      speed: 6,
      hp: 39,
      hpMax: 39,
      initBonus: 7,
      color: '#a4512d',
      glyph: 'HA',
      sys: {
        defences: { ac: 17, fort: 13, ref: 15, will: 13 },
        riding: rider({ weightLb: 200 }),
        powers: [
          power('p1', 'Longbow', 'ranged', 9, 'ac', [1, 10, 4], { range: 20, keywords: ['weapon'] }),
          power('p2', 'Longsword', 'melee', 6, 'ac', [1, 8, 2], { keywords: ['weapon'] }),
        ],
      },
    },
  },
  {
    key: 'lancer',
    label: BESTIARY_4E_NAMES.lancer,
    creature: {
      kind: 'monster',
      side: 'enemy',
      size: 'medium',
      speed: 5,
      hp: 54,
      hpMax: 54,
      initBonus: 4,
      color: '#4a5f86',
      glyph: 'La',
      sys: {
        defences: { ac: 21, fort: 18, ref: 16, will: 16 },
        riding: rider({ weightLb: 230 }),
        powers: [
          power('p1', 'Lance', 'melee', 10, 'ac', [1, 10, 5], {
            weapon: 'spear',
            reach: 2,
            keywords: ['weapon', 'Mount'],
          }),
          power('p2', 'Glaive sweep', 'melee', 9, 'ac', [2, 4, 4], {
            weapon: 'polearm',
            reach: 2,
            keywords: ['weapon'],
            onHit: [until({ kind: 'condition', condition: 'dazed' }, 'saveEnds')],
          }),
        ],
      },
    },
  },
  {
    key: 'elfScout',
    label: BESTIARY_4E_NAMES.elfScout,
    creature: {
      kind: 'adventurer',
      side: 'party',
      size: 'medium',
      speed: 7,
      hp: 40,
      hpMax: 40,
      initBonus: 8,
      color: '#3e8e5b',
      glyph: 'ES',
      sys: {
        defences: { ac: 19, fort: 15, ref: 19, will: 16 },
        riding: rider({ weightLb: 140, acrobaticsTrained: true, acrobaticsBonus: 9 }),
        powers: [power('p1', 'Longbow', 'ranged', 9, 'ac', [1, 10, 4], { range: 20, keywords: ['weapon'] })],
      },
    },
  },
];

for (const t of TEMPLATES) t.localize = (lang) => localized(t.creature, lang);

/** Find a template by key. */
export function template(key: string): Template | undefined {
  return TEMPLATES.find((t) => t.key === key);
}

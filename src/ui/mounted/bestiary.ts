/**
 * The built-in creature list (numbers after public D&D 4e stat blocks, rounded). Names in both languages.
 */
import type { RidingTraits } from '../../rules/mounted4e';
import type { Template } from '../systems';

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
    label: { en: 'Knight', ja: '騎士' },
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
    label: { en: 'Warhorse', ja: '軍馬' },
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
    label: { en: 'Riding horse', ja: '乗用馬' },
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
    label: { en: 'Griffon', ja: 'グリフォン' },
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
    label: { en: 'Hippogriff', ja: 'ヒポグリフ' },
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
    label: { en: 'Dire wolf', ja: 'ダイア・ウルフ' },
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
      },
    },
  },
  {
    key: 'goblin',
    label: { en: 'Goblin cutter', ja: 'ゴブリン・カッター' },
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
    label: { en: 'Halfling', ja: 'ハーフリング' },
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
    label: { en: 'Ogre bludgeoneer', ja: 'オーガ・ブラジョニアー' },
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
      },
    },
  },
  {
    key: 'youngBlueDragon',
    label: { en: 'Young blue dragon', ja: 'ヤング・ブルー・ドラゴン' },
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
      },
    },
  },
];

/** Find a template by key. */
export function template(key: string): Template | undefined {
  return TEMPLATES.find((t) => t.key === key);
}

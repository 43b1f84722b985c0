/** Names of the 4e built-in creatures (src/app/bestiary/mounted4e.ts), by template key. */
import type { Text } from './describe';

export const BESTIARY_4E_NAMES = {
  knight: { en: 'Knight', ja: '騎士' },
  warhorse: { en: 'Warhorse', ja: '軍馬' },
  ridingHorse: { en: 'Riding horse', ja: '乗用馬' },
  griffon: { en: 'Griffon', ja: 'グリフォン' },
  hippogriff: { en: 'Hippogriff', ja: 'ヒポグリフ' },
  direWolf: { en: 'Dire wolf', ja: 'ダイア・ウルフ' },
  goblin: { en: 'Goblin cutter', ja: 'ゴブリン・カッター' },
  halfling: { en: 'Halfling', ja: 'ハーフリング' },
  ogre: { en: 'Ogre bludgeoneer', ja: 'オーガ・ブラジョニアー' },
  youngBlueDragon: { en: 'Young blue dragon', ja: 'ヤング・ブルー・ドラゴン' },
  pony: { en: 'Pony (Medium mount)', ja: 'ポニー（中型の乗騎）' },
  celestialCharger: { en: 'Celestial charger', ja: 'セレスチャル・チャージャー' },
  rageDrake: { en: 'Rage drake', ja: 'レイジ・ドレイク' },
  nightmare: { en: 'Nightmare', ja: 'ナイトメア' },
  pegasus: { en: 'Pegasus', ja: 'ペガサス' },
  wyvern: { en: 'Wyvern', ja: 'ワイヴァーン' },
  warElephant: { en: 'War elephant (Huge mount)', ja: '戦象（超大型の乗騎）' },
  roc: { en: 'Roc (Gargantuan mount)', ja: 'ロック鳥（巨大な乗騎）' },
  hobgoblinSoldier: { en: 'Hobgoblin soldier', ja: 'ホブゴブリン・ソルジャー' },
  hobgoblinArcher: { en: 'Hobgoblin archer', ja: 'ホブゴブリン・アーチャー' },
  lancer: { en: 'Human lancer (rider)', ja: '人間の槍騎兵（乗り手）' },
  elfScout: { en: 'Elf scout', ja: 'エルフの斥候' },
} as const satisfies Readonly<Record<string, Text>>;

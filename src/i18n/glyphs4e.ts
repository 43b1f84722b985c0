/**
 * The built-in 4e creatures' glyphs on a Japanese board (issue 30): a kanji where the Japanese name has one that
 * reads at a glance, else the name's first kana. The English glyphs are the list's own (`bestiary.ts`).
 */
export const GLYPHS_JA: Readonly<Record<string, string>> = {
  knight: '騎',
  warhorse: '馬',
  ridingHorse: '駒',
  griffon: 'グ',
  hippogriff: 'ヒ',
  direWolf: '狼',
  goblin: 'ゴ',
  halfling: 'ハ',
  ogre: 'オ',
  youngBlueDragon: '竜',
};

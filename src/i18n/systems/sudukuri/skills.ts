/**
 * Names of the 巣作りドラゴン skills (SD-SK-01..51): the source's own Japanese name (seed 003) and an English gloss.
 * The skills' effects are stated in the rules reference (`src/i18n/reference/sudukuri.ts`, by rule id).
 */
import type { SkillKey } from '../../../rules/sudukuri';
import type { Lang, Text } from '../../describe';

/** Each skill's name. */
export const SKILL_NAMES: Readonly<Record<SkillKey, Text>> = {
  evilEyeArrow: { en: 'Evil-Eye Arrow', ja: '魔眼の矢' },
  galeThunder: { en: 'Swift as Wind and Thunder', ja: '疾風迅雷' },
  doubleAttack: { en: 'Double Attack', ja: '二回攻撃' },
  ambush: { en: 'Ambush Know-how', ja: '奇襲心得' },
  deadlyImmunity: { en: 'Deadly Immunity', ja: '必殺無効' },
  tactician: { en: 'Tactician', ja: '策士' },
  scholar: { en: 'Scholar', ja: '知者' },
  sage: { en: 'Sage', ja: '賢者' },
  formation: { en: 'Formation', ja: '隊列' },
  swarm: { en: 'Swarm', ja: '群' },
  veteran: { en: 'Veteran', ja: '猛者' },
  expert: { en: 'Expert', ja: '熟練者' },
  flight: { en: 'Flight', ja: '飛行' },
  deadlyThrow: { en: 'Deadly Throw', ja: '必殺投げ' },
  deadlyThrust: { en: 'Deadly Thrust', ja: '必殺突き' },
  deadlySlash: { en: 'Deadly Slash', ja: '必殺斬り' },
  smite: { en: 'Smite', ja: '強打' },
  berserker: { en: 'Berserker', ja: '狂戦士' },
  silverWeapon: { en: 'Silver Weapon', ja: '銀の武器' },
  magicWeapon: { en: 'Magic Weapon', ja: '魔法武器' },
  demonWeapon: { en: 'Demon Weapon', ja: '悪魔武器' },
  legendaryWeapon: { en: 'Legendary Weapon', ja: '伝説武器' },
  ironBody: { en: 'Iron Body', ja: '鉄の体' },
  silverArmour: { en: 'Silver Armour', ja: '銀の防具' },
  magicArmour: { en: 'Magic Armour', ja: '魔法防具' },
  demonArmour: { en: 'Demon Armour', ja: '悪魔防具' },
  legendaryArmour: { en: 'Legendary Armour', ja: '伝説防具' },
  dragonBlessing: { en: "Dragon's Blessing", ja: '竜の加護' },
  magicBarrier: { en: 'Magic Barrier', ja: '魔法障壁' },
  fireBreath: { en: 'Fire Breath', ja: '炎ブレス' },
  iceBreath: { en: 'Ice Breath', ja: '氷ブレス' },
  poisonBreath: { en: 'Poison Breath', ja: '毒ブレス' },
  lightBreath: { en: 'Light Breath', ja: '光ブレス' },
  bow: { en: 'Bow and Arrows', ja: '弓矢' },
  fireMagic: { en: 'Fire Magic', ja: '炎の魔法' },
  waterMagic: { en: 'Water Magic', ja: '水の魔法' },
  iceMagic: { en: 'Ice Magic', ja: '氷の魔法' },
  lightMagic: { en: 'Light Magic', ja: '光の魔法' },
  ultimateMagic: { en: 'Ultimate Magic', ja: '究極魔法' },
  recovery: { en: 'Recovery', ja: '回復' },
  superRecovery: { en: 'Super Recovery', ja: '超回復' },
  regeneration: { en: 'Regenerating Body', ja: '再生肉体' },
  poisonAir: { en: 'Poison Air', ja: '毒の空気' },
  rapidMagic: { en: 'Rapid Magic', ja: '高速魔法' },
  undying: { en: 'Undying', ja: '不死身' },
  demonSpirit: { en: "Demon's Spirit", ja: '鬼の気迫' },
  allOrNothing: { en: 'All or Nothing', ja: '乾坤一擲' },
  dragonIncarnate: { en: 'Dragon Incarnate', ja: '竜の化身' },
  trapLore: { en: 'Trap Lore', ja: '罠知識' },
  strongLuck: { en: 'Strong Luck', ja: '強運' },
  luckyStar: { en: 'Lucky Star', ja: '幸運の星' },
};

/**
 * Each skill's reading in hiragana, so a Japanese GM finds 狂戦士 by typing きょうせんし (issue 30). Where a name
 * reads two ways, both are given, separated by a space.
 */
export const SKILL_READINGS: Readonly<Record<SkillKey, string>> = {
  evilEyeArrow: 'まがんのや',
  galeThunder: 'しっぷうじんらい',
  doubleAttack: 'にかいこうげき',
  ambush: 'きしゅうこころえ',
  deadlyImmunity: 'ひっさつむこう',
  tactician: 'さくし',
  scholar: 'ちしゃ',
  sage: 'けんじゃ',
  formation: 'たいれつ',
  swarm: 'むれ ぐん',
  veteran: 'もさ',
  expert: 'じゅくれんしゃ',
  flight: 'ひこう',
  deadlyThrow: 'ひっさつなげ',
  deadlyThrust: 'ひっさつづき ひっさつつき',
  deadlySlash: 'ひっさつぎり ひっさつきり',
  smite: 'きょうだ',
  berserker: 'きょうせんし',
  silverWeapon: 'ぎんのぶき',
  magicWeapon: 'まほうぶき',
  demonWeapon: 'あくまぶき',
  legendaryWeapon: 'でんせつぶき',
  ironBody: 'てつのからだ',
  silverArmour: 'ぎんのぼうぐ',
  magicArmour: 'まほうぼうぐ',
  demonArmour: 'あくまぼうぐ',
  legendaryArmour: 'でんせつぼうぐ',
  dragonBlessing: 'りゅうのかご',
  magicBarrier: 'まほうしょうへき',
  fireBreath: 'ほのおぶれす',
  iceBreath: 'こおりぶれす',
  poisonBreath: 'どくぶれす',
  lightBreath: 'ひかりぶれす',
  bow: 'ゆみや',
  fireMagic: 'ほのおのまほう',
  waterMagic: 'みずのまほう',
  iceMagic: 'こおりのまほう',
  lightMagic: 'ひかりのまほう',
  ultimateMagic: 'きゅうきょくまほう',
  recovery: 'かいふく',
  superRecovery: 'ちょうかいふく',
  regeneration: 'さいせいにくたい',
  poisonAir: 'どくのくうき',
  rapidMagic: 'こうそくまほう',
  undying: 'ふじみ',
  demonSpirit: 'おにのきはく',
  allOrNothing: 'けんこんいってき',
  dragonIncarnate: 'りゅうのけしん',
  trapLore: 'わなちしき',
  strongLuck: 'きょううん',
  luckyStar: 'こううんのほし',
};

/** "狂戦士×2" / "Berserker×2" (×n only when n > 1). */
export function skillLabel(key: SkillKey, copies: number, lang: Lang): string {
  return `${SKILL_NAMES[key][lang]}${copies > 1 ? `×${copies}` : ''}`;
}

/** The source's Japanese name (the English log uses it where today's sentences do). */
export function skillJa(key: SkillKey): string {
  return SKILL_NAMES[key].ja;
}

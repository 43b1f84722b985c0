/**
 * What a command asks for, in words (issue 30: the GM's approval queue showed identifiers such as `moveCreature`
 * and `shift`). Every command a player may send (each rule system's `players.permissions`) has a name here; any other
 * type reads as a generic "action" in Japanese and as its identifier in English.
 */
import type { Lang, Text } from './describe';

const NAMES: Readonly<Record<string, Text>> = {
  // Kernel
  moveCreature: { en: 'Move', ja: '移動' },
  decide: { en: 'Answer the decision', ja: '決定への回答' },
  rollDice: { en: 'Roll dice', ja: 'ダイスロール' },
  setPalette: { en: 'Edit the palette', ja: 'チャットパレットの編集' },
  // D&D 4e mounted combat
  mount: { en: 'Mount', ja: '騎乗' },
  dismount: { en: 'Dismount', ja: '降りる' },
  takeReins: { en: 'Take the reins', ja: '手綱を取る' },
  commandMount: { en: 'Command the mount', ja: '乗騎に命令する' },
  shift: { en: 'Shift', ja: 'シフト' },
  takeAction: { en: 'Take an action', ja: 'アクションを使う' },
  attack: { en: 'Attack', ja: '攻撃' },
  charge: { en: 'Charge', ja: '突撃' },
  teleport: { en: 'Teleport', ja: '瞬間移動' },
  dropProne: { en: 'Drop prone', ja: '伏せる' },
  standUp: { en: 'Stand up', ja: '立ち上がる' },
  delayTurn: { en: 'Delay the turn', ja: '手番を遅らせる' },
  // 舵天照
  tkSpendAp: { en: 'Spend AP', ja: '行動力を使う' },
  tkUseSkill: { en: 'Use a skill', ja: 'スキルを使う' },
  tkMove: { en: 'Move', ja: '移動' },
  tkChangeBand: { en: 'Change altitude band', ja: '高度の移動' },
  tkAttack: { en: 'Attack', ja: '攻撃' },
  tkHeal: { en: 'Cure', ja: '治療' },
  tkMountPartner: { en: 'Mount the partner', ja: '相棒に騎乗' },
  tkDismountPartner: { en: 'Dismount', ja: '降りる' },
  tkGliderMode: { en: 'Glider mode', ja: 'グライダーのモード' },
  tkArmourMode: { en: 'Armour mode', ja: 'アーマーのモード' },
  tkBoardArmour: { en: 'Board the armour', ja: 'アーマーに搭乗' },
  tkSuppressMiasma: { en: 'Suppress the miasma', ja: '瘴気感染を抑える' },
  tkEndRound: { en: 'End the round', ja: 'ラウンド終了' },
  tkPostpone: { en: 'Postpone', ja: '後回し' },
  // 巣作りドラゴン
  sdChooseTarget: { en: 'Choose the target', ja: '対象の選択' },
};

/** The name of a command type in `lang`. */
export function commandName(type: string, lang: Lang): string {
  const n = Object.prototype.hasOwnProperty.call(NAMES, type) ? NAMES[type] : undefined;
  return n ? n[lang] : lang === 'ja' ? '操作' : type;
}

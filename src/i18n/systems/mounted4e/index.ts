/**
 * The mounted4e catalogue: text of its events and messages in English and Japanese (Japanese rule terms from
 * seed 000), the names of its conditions and of its creature part's fields.
 */
import type { M4Events, M4Msgs } from '../../../rules/mounted4e';
import { catalogue, type Text } from '../../describe';
import { effectEvents, effectMsgs } from './effects';
import { ownEvents } from './events';
import { combatEvents } from './events-combat';
import { prompts } from './prompts';
import { refusals, rulerNotes } from './refusals';

/** Names of the 4e conditions. */
const CONDITIONS: Readonly<Record<string, Text>> = {
  prone: { en: 'prone', ja: '伏せ状態' },
  dazed: { en: 'dazed', ja: '幻惑状態' },
  stunned: { en: 'stunned', ja: '朦朧状態' },
  immobilised: { en: 'immobilised', ja: '移動不能状態' },
  restrained: { en: 'restrained', ja: '拘束状態' },
  squeezing: { en: 'squeezing', ja: '無理矢理入り込み中' },
  slowed: { en: 'slowed', ja: '減速状態' },
  weakened: { en: 'weakened', ja: '弱体化状態' },
  marked: { en: 'marked', ja: 'マーク状態' },
  hidden: { en: 'hidden from players', ja: 'プレイヤーに非表示' },
};

/** Names of the fields of a 4e creature part (refusals name them). */
const FIELDS: Readonly<Record<string, Text>> = {
  defences: { en: 'defences', ja: '防御値' },
  ac: { en: 'AC', ja: 'AC' },
  fort: { en: 'Fortitude', ja: '頑健' },
  ref: { en: 'Reflex', ja: '反応' },
  will: { en: 'Will', ja: '意志' },
  riding: { en: 'riding', ja: '乗騎と乗り手の特徴' },
  willingMount: { en: 'willing mount', ja: '乗騎になることへの同意' },
  militarySaddle: { en: 'military saddle', ja: '軍用鞍' },
  mountedCombatFeat: { en: 'Mounted Combat feat', ja: '《騎乗戦闘》特技' },
  combatTrained: { en: 'combat-trained', ja: '戦闘訓練' },
  acrobaticsTrained: { en: 'trained in Acrobatics', ja: '〈軽業〉修得' },
  acrobaticsBonus: { en: 'Acrobatics bonus', ja: '〈軽業〉修正' },
  athleticsBonus: { en: 'Athletics bonus', ja: '〈運動〉修正' },
  weightLb: { en: 'weight', ja: '重量' },
  carryCapacityLb: { en: 'carrying capacity', ja: '運搬能力' },
  passengerCapacity: { en: 'passenger capacity', ja: '同乗者の定員' },
  hover: { en: 'can hover', ja: 'ホバリング能力' },
  basicAttack: { en: 'basic attack', ja: '基礎攻撃' },
  initLink: { en: 'initiative link', ja: 'イニシアチブの連動' },
  marks: { en: 'turn record', ja: '手番の記録' },
  heightFt: { en: 'height (ft)', ja: '身長（フィート）' },
  sys: { en: '4e data', ja: '騎乗戦闘のデータ' },
};

/** The mounted4e catalogue (the compiler checks every event and message has a describer). */
export const mounted4eCatalogue = catalogue<M4Events, M4Msgs>({
  events: { ...ownEvents, ...combatEvents, ...effectEvents },
  msgs: { ...refusals, ...prompts, ...effectMsgs, ...rulerNotes },
  conditions: CONDITIONS,
  fields: FIELDS,
  name: { en: 'D&D 4e mounted combat', ja: 'D&D第4版 騎乗戦闘' },
  // Loaded after the board's first frame (start-up, issue 33): ./reference.ts is a chunk of its own.
  reference: () => import('./reference').then((m) => m.mounted4eReference),
});

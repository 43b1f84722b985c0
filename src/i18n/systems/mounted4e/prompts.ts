/** Describers of the mounted4e decision prompts and options, roll purposes and the names the panels show. */
import type { M4Msgs } from '../../../rules/mounted4e';
import type { MsgDescribers } from '../../describe';
import { bonusSource, spentOn } from './terms';

/** The message keys this file describes (refusals.ts describes the rest). */
export type PromptKeys =
  | 'landWhere'
  | 'landFormerSpace'
  | 'square'
  | 'savePrompt'
  | 'rollSave'
  | 'noSave'
  | 'pickPassenger'
  | 'creature'
  | 'pickTarget'
  | 'opportunityPrompt'
  | 'opportunityRangedPrompt'
  | 'attackTarget'
  | 'noAttack'
  | 'saveRoll'
  | 'edgeSaveRoll'
  | 'fallDamageRoll'
  | 'acrobaticsRoll'
  | 'attackRoll'
  | 'damageRoll'
  | 'jumpRoll'
  | 'spentOn'
  | 'bonus'
  | 'badState';

type Prompts = Pick<MsgDescribers<M4Msgs>, PromptKeys>;

const saddle = (bonus: number, en: boolean): string =>
  bonus ? (en ? ` + ${bonus} (military saddle)` : ` + ${bonus}（軍用鞍）`) : '';
const GOAL = {
  keepMount: { en: 'keep the mount with you', ja: '乗騎と一緒に移動する' },
  stayMounted: { en: 'stay mounted and standing', ja: '騎乗したまま伏せ状態にならない' },
} as const;
const PART = {
  options: { en: 'its options', ja: 'オプション' },
  set: { en: "the turn's action set", ja: '手番のアクション' },
  granted: { en: 'the commanded mounts', ja: '命令された乗騎' },
  nextLink: { en: 'the initiative links', ja: 'イニシアチブの連動' },
  links: { en: 'the initiative links', ja: 'イニシアチブの連動' },
  pending: { en: "the pending decision's rule chain", ja: '決定待ちの処理' },
  effects: { en: 'the effects', ja: '効果' },
  delayed: { en: 'the delayed turns', ja: '行動遅延' },
} as const;

export const prompts: Prompts = {
  landWhere: {
    en: (m) => `Where does ${m.who.name} land? (${m.rule})`,
    ja: (m) => `${m.who.name}はどこに着地する？（${m.rule}）`,
  },
  landFormerSpace: {
    en: (m) =>
      `${m.mount.name} teleports away: where in its former space does ${m.who.name} fall prone? (MC-TP-2, MC-R3)`,
    ja: (m) => `${m.mount.name}が瞬間移動で去る。${m.who.name}は元の接敵面のどこで伏せ状態になる？（MC-TP-2、MC-R3）`,
  },
  square: { en: (m, d) => d.sq(m.at), ja: (m, d) => d.sq(m.at) },
  savePrompt: {
    en: (m) => `${m.saver.name}: save (d20${saddle(m.bonus, true)} ≥ 10) to ${GOAL[m.goal].en}? (${m.rule})`,
    ja: (m) =>
      `${m.saver.name}：セーヴィング・スロー（1D20${saddle(m.bonus, false)} ≥ 10）で${GOAL[m.goal].ja}か？（${m.rule}）`,
  },
  rollSave: {
    en: (m) => `Roll the save (d20${saddle(m.bonus, true)})`,
    ja: (m) => `セーヴィング・スローを行う（1D20${saddle(m.bonus, false)}）`,
  },
  noSave: {
    en: () => 'No save: be dismounted and fall prone',
    ja: () => 'セーヴしない：乗騎から降ろされ伏せ状態になる',
  },
  pickPassenger: {
    en: (m) => `${m.rider.name}: which moved passenger do you try to stay with? The others are dismounted (MC-PASS-4).`,
    ja: (m) => `${m.rider.name}：強制移動された同乗者のうち誰と一緒に移動を試みるか？ 残りは降ろされる（MC-PASS-4）。`,
  },
  creature: { en: (m) => m.who.name, ja: (m) => m.who.name },
  pickTarget: {
    en: (m) => `${m.attacker?.name ?? '?'}: attack which creature in that space? (MC-TGT-1)`,
    ja: (m) => `${m.attacker?.name ?? '?'}：その接敵面のどのクリーチャーを攻撃する？（MC-TGT-1）`,
  },
  opportunityPrompt: {
    en: (m) => `${m.attacker.name} may make an opportunity attack: pick a target (B-11, MC-OA-1).`,
    ja: (m) => `${m.attacker.name}は機会攻撃を行える：目標を選ぶ（B-11、MC-OA-1）。`,
  },
  opportunityRangedPrompt: {
    en: (m) =>
      `${m.attacker.name} may make an opportunity attack against ${m.provoker?.name ?? '?'}, who provoked it (MC-OA-1).`,
    ja: (m) => `${m.attacker.name}は誘発した${m.provoker?.name ?? '?'}に機会攻撃を行える（MC-OA-1）。`,
  },
  attackTarget: { en: (m) => `Attack ${m.target.name}`, ja: (m) => `${m.target.name}を攻撃` },
  noAttack: { en: () => 'No attack', ja: () => '攻撃しない' },
  saveRoll: { en: (m) => `save (${m.rule})`, ja: (m) => `セーヴィング・スロー（${m.rule}）` },
  edgeSaveRoll: { en: () => 'save to catch yourself at the edge (B-2)', ja: () => '縁で踏みとどまるセーヴ（B-2）' },
  fallDamageRoll: { en: (m) => `falling damage ${m.dice}d10 (B-5)`, ja: (m) => `落下ダメージ${m.dice}D10（B-5）` },
  acrobaticsRoll: {
    en: () => 'Acrobatics to reduce falling damage (B-5)',
    ja: () => '〈軽業〉による落下ダメージの軽減（B-5）',
  },
  attackRoll: {
    en: (m) => `attack roll: ${m.attacker.name} → ${m.target.name}`,
    ja: (m) => `攻撃ロール：${m.attacker.name} → ${m.target.name}`,
  },
  damageRoll: {
    en: (m) => `damage ${m.damage.count}d${m.damage.sides}+${m.damage.plus}`,
    ja: (m) => `ダメージ${m.damage.count}D${m.damage.sides}+${m.damage.plus}`,
  },
  jumpRoll: { en: () => 'Athletics high jump (B-6, MC-MOUNT-4)', ja: () => '〈運動〉による高跳び（B-6、MC-MOUNT-4）' },
  spentOn: { en: (m) => spentOn(m.what, 'en'), ja: (m) => spentOn(m.what, 'ja') },
  bonus: { en: (m) => bonusSource(m, 'en'), ja: (m) => bonusSource(m, 'ja') },
  badState: {
    en: (m) => `The 4e state is invalid: ${PART[m.part].en}.`,
    ja: (m) => `騎乗戦闘の状態が不正です：${PART[m.part].ja}。`,
  },
};

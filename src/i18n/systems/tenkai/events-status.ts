/** Describers of the Tenkai status events (TK-ST-*), the rating table (TK-RATE-4) and the battlefield switches. */
import type { CheckStage, TkEndReason, TkEvents, TkStackNote } from '../../../rules/tenkai';
import type { EventDescribers, Text } from '../../describe';
import { count } from '../../plural';
import { behaviourText } from './behaviour';
import { rankMods } from './text';
import { col, signed, TK_CHECK_LABELS, TK_RESULT_LABELS, TK_STATUS_LABELS } from './terms';

type E = EventDescribers<TkEvents>;

/** Names of the checks (TK-ST-1): 開始判定, 効果判定, 回復判定. */
export const CHECK_LABELS: { readonly [K in CheckStage]: Text } = {
  start: { en: 'start', ja: '開始' },
  effect: { en: 'effect', ja: '効果' },
  recovery: { en: 'recovery', ja: '回復' },
};

const END_REASONS: { readonly [K in TkEndReason]: Text } = {
  expired: { en: 'its duration has run out', ja: '効果時間が経過した' },
  sleptTwice: { en: 'twice its duration has passed', ja: '効果時間の2倍が経過した' },
  charmBroken: { en: 'it refuses the order and the charm ends', ja: '命令を聞かず、魅了が解除された' },
  cured: { en: 'cured by a skill or item', ja: 'スキルやアイテムで治療された' },
  woke: { en: 'it wakes (失敗 on the recovery check)', ja: '回復判定で失敗以下となり目覚めた' },
  recovered: { en: 'recovered (失敗 on the recovery check)', ja: '回復判定で失敗以下となり回復した' },
};

const note = (n: TkStackNote, stage: number, en: boolean): string => {
  switch (n) {
    case 'strongestCurse':
      return en ? `curses do not stack: strength ${stage} applies` : `呪詛は重複せず、強さ${stage}が適用`;
    case 'miasmaWorse':
      return en ? `miasma worsens to stage ${stage}` : `瘴気感染が${stage}段階に悪化`;
    case 'alreadyPetrifying':
      return en ? 'already petrifying' : 'すでに石化中';
    case 'longestDuration':
      return en ? 'not extended: the longest duration applies' : '効果時間は延長されず、最大のものが適用';
  }
};

type StatusChecked = Parameters<E['statusChecked']['en']>[0];

/**
 * " 150/80, +2R [modifiers], d20 11" of a status check; a reader who may not see a side (players, issue 26) reads the
 * figures of their own side only: " 150", " /80", " d20 11" or nothing.
 */
function checkFigures(e: StatusChecked, lang: 'en' | 'ja'): string {
  const en = lang === 'en';
  const die = e.die === null ? '' : en ? `, d20 ${e.die}` : `、出目${e.die}`;
  if (e.power !== null && e.resistance !== null && e.ranks !== null) {
    const mods = rankMods(e.modifiers, lang);
    return en
      ? ` ${e.power}/${e.resistance}, ${signed(e.ranks)}R${mods ? ` [${mods}]` : ''}${die}`
      : ` ${e.power}/${e.resistance}、${signed(e.ranks)}R${mods ? `［${mods}］` : ''}${die}`;
  }
  const side =
    e.power !== null
      ? en
        ? ` (power ${e.power})`
        : `（術者の値${e.power}）`
      : e.resistance !== null
        ? en
          ? ` (抵抗 ${e.resistance})`
          : `（抵抗${e.resistance}）`
        : '';
  return `${side}${die}`;
}

const cells = (n: number): string => `${n} non-monotonic ${n === 1 ? 'cell' : 'cells'}`;

/** The status, rating-table and battlefield events. */
export const statusEvents = {
  statusChecked: {
    en: (e) =>
      `${TK_STATUS_LABELS[e.status].en} on ${e.who.name}: ${CHECK_LABELS[e.check].en} check${checkFigures(e, 'en')} → ${TK_CHECK_LABELS[e.result].en}.`,
    ja: (e) => {
      const whose =
        e.check === 'start'
          ? `${e.who.name}への${TK_STATUS_LABELS[e.status].ja}`
          : `${e.who.name}の${TK_STATUS_LABELS[e.status].ja}`;
      return `${whose}：${CHECK_LABELS[e.check].ja}判定${checkFigures(e, 'ja')} → ${TK_CHECK_LABELS[e.result].ja}。`;
    },
  },
  statusApplied: {
    en: (e) =>
      `${e.who.name} suffers ${TK_STATUS_LABELS[e.status].en}${e.stage ? ` (stage ${e.stage})` : ''}${e.duration !== null ? ` for ${count(e.duration, 'turn', 'en')}` : ''}${e.damage ? `, ${e.damage} damage per turn${e.scale === null ? '' : ` (${e.scale}%)`}` : ''}${e.note ? ` — ${note(e.note, e.stage, true)}` : ''}.`,
    ja: (e) =>
      `${e.who.name}は${TK_STATUS_LABELS[e.status].ja}状態になった${e.stage ? `（${e.stage}段階）` : ''}${e.duration !== null ? `（${e.duration}T）` : ''}${e.damage ? `、毎ターン${e.damage}ダメージ${e.scale === null ? '' : `（${e.scale}％）`}` : ''}${e.note ? `：${note(e.note, e.stage, false)}` : ''}。`,
  },
  statusResisted: {
    en: (e) => `${e.who.name} resists the ${TK_STATUS_LABELS[e.status].en}.`,
    ja: (e) => `${e.who.name}は${TK_STATUS_LABELS[e.status].ja}に抵抗した。`,
  },
  statusEnded: {
    en: (e) => `${e.who.name} is no longer under ${TK_STATUS_LABELS[e.status].en}: ${END_REASONS[e.why].en}.`,
    ja: (e) => `${e.who.name}の${TK_STATUS_LABELS[e.status].ja}が終了した：${END_REASONS[e.why].ja}。`,
  },
  poisonDamaged: {
    en: (e) =>
      `Poison: ${e.who.name} takes ${e.damage} damage${e.hp === null || e.hpMax === null ? '' : ` (生命 ${e.hp}/${e.hpMax})`}.`,
    ja: (e) =>
      `毒：${e.who.name}は${e.damage}ダメージを受けた${e.hp === null || e.hpMax === null ? '' : `（生命 ${e.hp}/${e.hpMax}）`}。`,
  },
  confusionBehaviourSet: {
    en: (e) =>
      e.behaviour === null
        ? `${e.who.name} stays confused but acts normally this turn (軽失敗).`
        : `${e.who.name} is confused (1D20 ${e.behaviour}): ${behaviourText(e.behaviour, 'en')}; all its AP go to it.`,
    ja: (e) =>
      e.behaviour === null
        ? `${e.who.name}は混乱したままだが、このターンは通常通り行動できる（軽失敗）。`
        : `${e.who.name}は混乱中（1D20：${e.behaviour}）：${behaviourText(e.behaviour, 'ja')}。行動力は全てこれに費やされる。`,
  },
  charmOrderAnswered: {
    en: (e) =>
      e.obeys
        ? `${e.who.name} obeys the order and stays charmed.`
        : `${e.who.name} refuses the order but stays charmed.`,
    ja: (e) =>
      e.obeys ? `${e.who.name}は命令を聞き、魅了状態が続く。` : `${e.who.name}は命令を聞かないが、魅了状態は続く。`,
  },
  miasmaProgressed: {
    en: (e) => `${e.who.name}'s miasma worsens to stage ${e.stage}.`,
    ja: (e) => `${e.who.name}の瘴気感染が${e.stage}段階に悪化した。`,
  },
  miasmaHeld: {
    en: (e) => `${e.who.name}'s miasma does not progress (stage ${e.stage}).`,
    ja: (e) => `${e.who.name}の瘴気感染は進行しなかった（${e.stage}段階）。`,
  },
  miasmaSuppressed: {
    en: (e) => `${e.who.name} spends 10 気力: two miasma stages are suppressed for 6 turns.`,
    ja: (e) => `${e.who.name}は気力10を消費し、瘴気感染の効果を6ターン二段階無効化した。`,
  },
  diedOfMiasma: {
    en: (e) => `${e.who.name} fails the progression check at stage 10 and dies.`,
    ja: (e) => `${e.who.name}は10段階目の病状進行判定に失敗し、死亡した。`,
  },
  petrificationProgressed: {
    en: (e) =>
      `${e.who.name}'s petrification: stage ${e.from} → ${e.to}${e.to >= 5 ? ' (fully petrified: no actions, immune to other statuses, still conscious)' : ''}.`,
    ja: (e) =>
      `${e.who.name}の石化：${e.from}段階 → ${e.to}段階${e.to >= 5 ? '（完全に石化：行動不能・他の状態異常を受け付けない・意識はある）' : ''}。`,
  },
  ratingTableChanged: {
    en: (e) =>
      `The GM's rating table is now in use${e.warnings.length ? ` (warning: ${cells(e.warnings.length)})` : ''}.`,
    ja: (e) =>
      `マスターのレーティング表を使用する${e.warnings.length ? `（注意：単調でないマスが${e.warnings.length}箇所）` : ''}。`,
  },
  ratingCellChanged: {
    en: (e) =>
      `Rating table row ${e.row}, column ${col(e.column)}: ${TK_RESULT_LABELS[e.result].ja}${e.warnings ? ` (warning: ${cells(e.warnings)})` : ''}.`,
    ja: (e) =>
      `レーティング表 ${e.row}行・${col(e.column)}列：${TK_RESULT_LABELS[e.result].ja}${e.warnings ? `（注意：単調でないマスが${e.warnings}箇所）` : ''}。`,
  },
  ratingTableReset: {
    en: () => 'The rating table is back to the default (a reconstruction, RULING TK-R1).',
    ja: () => 'レーティング表を既定（復元したもの、裁定TK-R1）に戻した。',
  },
  optionsChanged: {
    en: (e) =>
      `Battlefield: ${e.cloudSea ? 'over the cloud sea' : 'not over the cloud sea'}, ${e.inCombat ? 'in combat' : 'outside combat'}.`,
    ja: (e) => `戦場：${e.cloudSea ? '雲海上' : '雲海上ではない'}、${e.inCombat ? '戦闘中' : '非戦闘中'}。`,
  },
} satisfies Partial<E>;

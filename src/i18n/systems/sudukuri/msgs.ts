/**
 * Describers of the 巣作りドラゴン messages: refusals (a bad setup, a damaged stored battle, a command that does
 * not fit the battle's state), the target choice's prompt and options (SD-R1), roll purposes, the arithmetic and
 * the panel's status line.
 */
import type { Ref } from '../../../rules';
import type { SdMsgs } from '../../../rules/sudukuri';
import type { Lang, MsgDescribers } from '../../describe';
import { hitFormulaText, magicFormulaText, physicalFormulaText } from './formulas';
import { skillLabel } from './skills';
import { sideName, stepShort, stepTitle } from './terms';

/** "Knight: " / "Knight：", or the field's name for a map creature's part. */
const whose = (who: Ref | null, lang: Lang): string =>
  who ? `${who.name}${lang === 'en' ? ': ' : '：'}` : lang === 'en' ? 'Skills: ' : '技能：';

/** The messages' describers. */
export const msgs: MsgDescribers<SdMsgs> = {
  sdNoBattle: { en: () => 'No battle has been set up.', ja: () => '戦闘が設定されていません。' },
  sdBattleOver: {
    en: () => 'The battle is over; reset it or set up a new one.',
    ja: () => '戦闘は決着しています。リセットするか新しく設定してください。',
  },
  sdTargetPending: {
    en: (m, d) => `A target choice is pending: ${d.msg(m.prompt)}`,
    ja: (m, d) => `対象の選択待ちです：${d.msg(m.prompt)}`,
  },
  sdNoTargetPending: { en: () => 'No target choice is pending.', ja: () => '対象の選択待ちはありません。' },
  sdNotATarget: {
    en: (m) => `${m.id} is not a target that can be chosen.`,
    ja: (m) => `${m.id}は選べる対象ではありません。`,
  },
  sdSidesNeedCharacters: {
    en: () => 'Each side needs at least one character.',
    ja: () => '両陣営に少なくとも一人のキャラクターが必要です。',
  },
  sdTooManyCharacters: {
    en: (m) => `A battle has at most ${m.max} characters.`,
    ja: (m) => `戦闘のキャラクターは${m.max}人までです。`,
  },
  sdUnknownPolicy: {
    en: (m) => `Unknown target policy "${m.policy}".`,
    ja: (m) => `不明な対象選択方式です：「${m.policy}」`,
  },
  sdBadTurnCap: {
    en: (m) => `The turn cap is a whole number from 1 to ${m.max}.`,
    ja: (m) => `ターン上限は1〜${m.max}の整数です。`,
  },
  sdBadName: {
    en: () => 'Each character needs a name of 1–60 characters.',
    ja: () => 'キャラクター名は1〜60文字です。',
  },
  sdBadMaxHp: {
    en: (m) => `${m.who.name}: max HP must be a whole number of at least 1.`,
    ja: (m) => `${m.who.name}：最大体力は1以上の整数です。`,
  },
  sdBadHp: {
    en: (m) => `${m.who.name}: HP must be from 0 to max HP.`,
    ja: (m) => `${m.who.name}：体力点は0〜最大体力です。`,
  },
  sdBadAtkDef: {
    en: (m) => `${m.who.name}: attack and defence are whole numbers ≥ 0.`,
    ja: (m) => `${m.who.name}：攻撃力・防御力は0以上の整数です。`,
  },
  sdSkillsNotAList: {
    en: (m) => `${whose(m.who, 'en')}skills must be a list of skills and their copies.`,
    ja: (m) => `${whose(m.who, 'ja')}技能は技能とその個数の一覧です。`,
  },
  sdUnknownSkill: {
    en: (m) => `${whose(m.who, 'en')}unknown skill "${m.skill}".`,
    ja: (m) => `${whose(m.who, 'ja')}不明な技能「${m.skill}」です。`,
  },
  sdBadCopies: {
    en: (m) => `${whose(m.who, 'en')}copies of a skill are 0–${m.max} (${skillLabel(m.skill, 1, 'en')}).`,
    ja: (m) => `${whose(m.who, 'ja')}技能の個数は0〜${m.max}です（${skillLabel(m.skill, 1, 'ja')}）。`,
  },
  sdBadRevivals: {
    en: (m) => `${m.who.name}: revivals used must be ≥ 0.`,
    ja: (m) => `${m.who.name}：使用済みの復活回数は0以上です。`,
  },
  sdDuplicateId: {
    en: (m) => `Character ids must be unique ("${m.id}").`,
    ja: (m) => `キャラクターの識別子が重複しています（${m.id}）。`,
  },
  sdBadCreatureLink: {
    en: (m) => `${m.who.name}: the link to a map creature must be its id.`,
    ja: (m) => `${m.who.name}：地図上のクリーチャーとの対応が不正です。`,
  },
  sdNoSuchCreature: {
    en: (m) => `${m.who.name}: there is no creature "${m.id}" on the map.`,
    ja: (m) => `${m.who.name}：地図上にクリーチャー「${m.id}」がいません。`,
  },
  sdStoredIncomplete: { en: () => 'The stored battle is incomplete.', ja: () => '保存された戦闘が不完全です。' },
  sdBadDefeatState: {
    en: (m) => `${m.who.name}: inconsistent defeat state.`,
    ja: (m) => `${m.who.name}：脱落状態が矛盾しています。`,
  },
  sdBadFinishedBy: {
    en: (m) => `${m.who.name}: bad "finished by".`,
    ja: (m) => `${m.who.name}：止めを刺した相手が不正です。`,
  },
  sdWrongSide: { en: (m) => `${m.who.name}: wrong side.`, ja: (m) => `${m.who.name}：陣営が不正です。` },
  sdBadPosition: {
    en: () => "The stored battle's position is invalid.",
    ja: () => '保存された戦闘の進行位置が不正です。',
  },
  sdBadResult: { en: () => 'Bad battle result.', ja: () => '戦闘結果が不正です。' },
  sdBadPending: { en: () => 'Bad pending choice.', ja: () => '選択待ちが不正です。' },
  sdUnknownSysField: {
    en: (m) => `Unknown field "${m.field}" in the stored battle.`,
    ja: (m) => `保存された戦闘に不明な項目「${m.field}」があります。`,
  },
  sdNoRiding: {
    en: (m) => `${m.who.name} rides another creature, but 巣作りドラゴン battles have no riding.`,
    ja: (m) => `${m.who.name}が他のクリーチャーに騎乗していますが、巣作りドラゴンに騎乗はありません。`,
  },
  sdTargetPrompt: {
    en: (m) =>
      `Choose the target of ${m.attacker.name}'s ${m.what === 'specials' ? 'start-of-turn specials' : 'attacks'} (SD-R1).`,
    ja: (m) =>
      `${m.attacker.name}の${m.what === 'specials' ? 'ターン開始時の特殊攻撃' : '通常攻撃'}の対象を選んでください（SD-R1）。`,
  },
  sdTargetOption: {
    en: (m) => `${m.who.name} (HP ${m.hp}/${m.maxHp})`,
    ja: (m) => `${m.who.name}（体力${m.hp}/${m.maxHp}）`,
  },
  sdRoll: { en: (m) => m.rule, ja: (m) => `${m.rule} ${stepShort(m.rule, 'ja')}` },
  sdHitFormula: { en: (m) => hitFormulaText(m, 'en'), ja: (m) => hitFormulaText(m, 'ja') },
  sdPhysicalFormula: { en: (m) => physicalFormulaText(m, 'en'), ja: (m) => physicalFormulaText(m, 'ja') },
  sdMagicFormula: { en: (m) => magicFormulaText(m, 'en'), ja: (m) => magicFormulaText(m, 'ja') },
  sdCursor: {
    en: (m) => {
      const r = m.result;
      if (r)
        return r.winner === 'draw'
          ? `Draw at the turn cap (turn ${r.turn}).`
          : `Over in turn ${r.turn}: ${sideName(r.winner, 'en')} wins${r.mutual ? ' (mutual wipe-out)' : ''}.`;
      const base = m.step ? `${m.step} ${stepTitle(m.step, 'en')}` : '';
      const p = m.pair;
      const who = p
        ? p.attack !== null
          ? `${p.attacker.name} → ${p.target.name}, attack ${p.attack}/${p.attacks}`
          : `${p.attacker.name} → ${p.target.name}`
        : '';
      return `Turn ${m.turn} · ${base}${who ? ` · ${who}` : ''}${m.waiting ? ' · waiting for a target' : ''}`;
    },
    ja: (m) => {
      const r = m.result;
      if (r)
        return r.winner === 'draw'
          ? `引き分け（第${r.turn}ターン、ターン上限）。`
          : `第${r.turn}ターンで決着：${sideName(r.winner, 'ja')}の勝利${r.mutual ? '（相討ち）' : ''}。`;
      const base = m.step ? `${m.step} ${stepTitle(m.step, 'ja')}` : '';
      const p = m.pair;
      const who = p
        ? p.attack !== null
          ? `${p.attacker.name}→${p.target.name} ${p.attack}/${p.attacks}回目`
          : `${p.attacker.name}→${p.target.name}`
        : '';
      return `第${m.turn}ターン・${base}${who ? `・${who}` : ''}${m.waiting ? '・対象の選択待ち' : ''}`;
    },
  },
};

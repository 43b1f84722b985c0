/**
 * Describers of the Tenkai refusals about gear, healing, statuses, the rating table and the parts; roll purposes;
 * modifier sources, notes and "spent on" phrases (messages nested in other texts).
 */
import type { TkDormancy, TkExpect, TkMsgs, TkSysProblem } from '../../../rules/tenkai';
import type { Describe, MsgDescribers, Text } from '../../describe';
import { behaviourText } from './behaviour';
import { CHECK_LABELS } from './events-status';
import { modLabel } from './mods';
import { doing } from './text';
import { col, TK_ACTIVITY_LABELS, TK_STATUS_LABELS } from './terms';

type M = MsgDescribers<TkMsgs>;

const EXPECT_EN = (e: TkExpect): string => {
  switch (e.kind) {
    case 'int':
      return `a whole number from ${e.min} to ${e.max}`;
    case 'intOrNone':
      return `a whole number from ${e.min} to ${e.max}, or none`;
    case 'pool':
      return 'current 0…max, max 0…100000';
    case 'bool':
      return 'yes or no';
    case 'object':
      return 'a set of fields';
    case 'role':
      return 'character, partner, glider or armour';
    case 'attribute':
      return '無, 心, 技 or 体';
    case 'band':
      return 'one of 水中 地上 低空 中空 高空 (underwater, ground, low, middle, high air)';
    case 'ridable':
      return 'yes, awkward or no';
    case 'glider':
      return 'armed yes/no and a flight mode (combat flight, cruising, stopped, gliding)';
    case 'armour':
      return 'a power mode (combat, standby, stopped) and whether it is destroyed';
    case 'status':
      return 'statuses with a known kind, stage and duration';
    case 'tally':
      return "whole numbers for this turn's AP and damage";
    case 'attack':
      return 'saved attacks with a name, a kind (melee, shooting, perception), a range 0–100 and rank / dice modifiers';
    case 'unknown':
      return 'a known field';
  }
};
const EXPECT_JA = (e: TkExpect): string => {
  switch (e.kind) {
    case 'int':
      return `${e.min}〜${e.max}の整数`;
    case 'intOrNone':
      return `${e.min}〜${e.max}の整数かなし`;
    case 'pool':
      return '現在値は0〜最大値';
    case 'bool':
      return 'はい／いいえ';
    case 'object':
      return '項目のまとまり';
    case 'role':
      return 'キャラクター・相棒・グライダー・アーマーのいずれか';
    case 'attribute':
      return '無・心・技・体のいずれか';
    case 'band':
      return '水中・地上・低空・中空・高空のいずれか';
    case 'ridable':
      return '可・不向き・不可のいずれか';
    case 'glider':
      return '武装の有無と飛行状態（戦闘飛行・巡航飛行・停止状態・滑空飛行）';
    case 'armour':
      return '状態（戦闘中・待機・停止状態）と撃破の有無';
    case 'status':
      return '種類・段階・効果時間が正しい状態異常';
    case 'tally':
      return 'このターンの行動力とダメージの整数';
    case 'attack':
      return '名前・種別（白兵・射撃・知覚）・射程0〜100・ランク／ダイス修正を持つ登録攻撃';
    case 'unknown':
      return '既知の項目';
  }
};

const SYS_PROBLEMS: { readonly [K in TkSysProblem]: Text } = {
  shape: { en: 'its fields', ja: '項目' },
  initiative: { en: 'the initiative of this turn', ja: 'このターンのイニシアティブ' },
  started: { en: 'the rounds started', ja: '開始済みのラウンド' },
  roundMembers: { en: 'who acts in which round', ja: 'ラウンドの参加者' },
  zeroApLocks: { en: 'the zero-AP skill locks', ja: '行動力0スキルの再使用制限' },
  effects: { en: 'the timed effects', ja: '効果時間のある効果' },
  activities: { en: 'the multi-turn activities', ja: '複数ターンにわたる行動' },
  ratingTable: { en: 'the rating table', ja: 'レーティング表' },
  options: { en: 'the battlefield switches', ja: '戦場の設定' },
  nextId: { en: 'the id counter', ja: 'ID番号' },
  pending: { en: 'the pending attack', ja: '保留中の攻撃' },
};

const DORMANCY: { readonly [K in TkDormancy]: Text } = {
  petrified: { en: 'fully petrified: no other status takes effect', ja: '完全に石化：他の状態異常は効果を発揮しない' },
  coexists: {
    en: 'coexists with every status but petrification',
    ja: '石化を除く他の状態異常とは同時に効果を発揮する',
  },
  asleep: { en: 'asleep: cannot act on it', ja: '睡眠中：行動できない' },
  strongerCurse: { en: 'a stronger curse applies', ja: 'より強力な呪詛のみが効果を発揮する' },
};

const field = (d: Describe, k: string): string => d.field(k);
const said = (f: (d: Describe) => string) => ({
  en: (_m: object, d: Describe) => f(d),
  ja: (_m: object, d: Describe) => f(d),
});

/** Refusals about gear, healing, statuses, the table and the parts; purposes and nested texts. */
export const miscMsgs = {
  wholeTurnSpent: {
    en: (m) => `${TK_ACTIVITY_LABELS[m.activity].en} takes a whole turn; ${m.who.name} has already spent AP this turn.`,
    ja: (m) =>
      `${TK_ACTIVITY_LABELS[m.activity].ja}には1ターン全てが必要ですが、${m.who.name}はこのターンに行動力を消費済みです。`,
  },
  notGlider: { en: (m) => `${m.who.name} is not a glider.`, ja: (m) => `${m.who.name}はグライダーではありません。` },
  alreadyMode: {
    en: (m) => `${m.who.name} is already in that mode.`,
    ja: (m) => `${m.who.name}はすでにその状態です。`,
  },
  noKiPower: {
    en: (m) => `${m.who.name} has no 練力: it has lost power.`,
    ja: (m) => `${m.who.name}は練力が0で動力を失っています。`,
  },
  notArmour: { en: (m) => `${m.who.name} is not an armour.`, ja: (m) => `${m.who.name}はアーマーではありません。` },
  destroyedArmour: {
    en: (m) => `${m.who.name} is destroyed: workshop repair only.`,
    ja: (m) => `${m.who.name}は撃破されています（工房での修理のみ）。`,
  },
  otherPowerMode: { en: () => 'Choose another power mode.', ja: () => '別の状態を選んでください。' },
  noKi: { en: (m) => `${m.who.name} has no 練力.`, ja: (m) => `${m.who.name}は練力が0です。` },
  needsPilot: {
    en: (m) => `${m.who.name} needs a pilot aboard to start its orb.`,
    ja: (m) => `${m.who.name}の宝珠の起動には搭乗者が必要です。`,
  },
  onlyCharactersPilot: {
    en: () => 'Only a character can pilot an armour.',
    ja: () => 'アーマーに搭乗できるのはキャラクターだけです。',
  },
  hasPilot: { en: (m) => `${m.who.name} has a pilot already.`, ja: (m) => `${m.who.name}にはすでに搭乗者がいます。` },
  pilotNotInSquare: {
    en: (m) => `${m.pilot.name} must be in ${m.armour.name}'s square.`,
    ja: (m) => `${m.pilot.name}は${m.armour.name}と同じスクエアにいる必要があります。`,
  },
  destroyedNoHeal: {
    en: (m) => `${m.who.name} is destroyed: healing cannot restore it (workshop repair only).`,
    ja: (m) => `${m.who.name}は撃破されており、回復スキルでは機能を回復できません（工房での修理が必要）。`,
  },
  needsWill: { en: (m) => `${m.who.name} needs 10 気力.`, ja: (m) => `${m.who.name}には気力10が必要です。` },
  petrifiedImmune: {
    en: (m) => `${m.who.name} is fully petrified and immune to other statuses.`,
    ja: (m) => `${m.who.name}は完全に石化しており、全ての状態異常を受け付けません。`,
  },
  ayakashiImmune: {
    en: () => 'Demons (アヤカシ) are immune to miasma.',
    ja: () => 'アヤカシに瘴気感染は発生しません。',
  },
  needsDuration: {
    en: (m) => `${TK_STATUS_LABELS[m.status].en} needs a duration in turns.`,
    ja: (m) => `${TK_STATUS_LABELS[m.status].ja}には効果時間（ターン）が必要です。`,
  },
  willToSpend: { en: () => 'Spending 気力 needs 10 気力.', ja: () => '気力10が必要です。' },
  notUnder: {
    en: (m) => `${m.who.name} is not under ${TK_STATUS_LABELS[m.status].en}.`,
    ja: (m) => `${m.who.name}は${TK_STATUS_LABELS[m.status].ja}状態ではありません。`,
  },
  noSuchStatus: {
    en: (m) => `${m.who.name} has no such status.`,
    ja: (m) => `${m.who.name}にその状態異常はありません。`,
  },
  actsNormallyNow: {
    en: (m) => `${m.who.name} acts normally this turn.`,
    ja: (m) => `${m.who.name}はこのターン通常通り行動できます。`,
  },
  tablePasteText: { en: () => 'Paste the table as text.', ja: () => '表をテキストで貼り付けてください。' },
  tableNothing: {
    en: () => 'Give a table, pasted text, or reset.',
    ja: () => '表・貼り付けテキスト・既定に戻すのいずれかを指定してください。',
  },
  tableRows: {
    en: (m) => `The table needs ${m.rows} rows (die 1–22).`,
    ja: (m) => `表には${m.rows}行（出目1〜22）が必要です。`,
  },
  tableRowCells: {
    en: (m) => `Row ${m.row} needs ${m.cells} cells.`,
    ja: (m) => `${m.row}行目には${m.cells}マスが必要です。`,
  },
  tableBadCell: {
    en: (m) => `Row ${m.row}, column ${col(m.column)}: "${m.cell}" is not one of 貫通 直撃 軽傷 微傷 失敗.`,
    ja: (m) => `${m.row}行目・${col(m.column)}列：「${m.cell}」は貫通・直撃・軽傷・微傷・失敗のいずれでもありません。`,
  },
  tableWorseDie: {
    en: (m) => `Column ${col(m.column)}: die ${m.die} gives a worse result than die ${m.die - 1}.`,
    ja: (m) => `${col(m.column)}列：出目${m.die}が出目${m.die - 1}より悪い結果です。`,
  },
  tableWorseColumn: {
    en: (m) =>
      `Row ${m.row}: column ${col(m.column)} (more favourable) gives a worse result than ${col(m.column + 1)}.`,
    ja: (m) => `${m.row}行目：有利な${col(m.column)}列が${col(m.column + 1)}列より悪い結果です。`,
  },
  tableBadWord: {
    en: (m) => `Row ${m.row}: "${m.word}" is not a result.`,
    ja: (m) => `${m.row}行目：「${m.word}」は結果ではありません。`,
  },
  badRow: { en: (m) => `Row is 1–${m.max}.`, ja: (m) => `行は1〜${m.max}です。` },
  badColumn: { en: (m) => `Column is 0–${m.max}.`, ja: (m) => `列は0〜${m.max}です。` },
  badPartField: {
    en: (m, d) => `${field(d, m.field)}: must be ${EXPECT_EN(m.expect)}.`,
    ja: (m, d) => `${field(d, m.field)}：${EXPECT_JA(m.expect)}にしてください。`,
  },
  badSys: {
    en: (m) => `The Tenkai state is invalid: ${SYS_PROBLEMS[m.problem].en}.`,
    ja: (m) => `舵天照の状態が不正です：${SYS_PROBLEMS[m.problem].ja}。`,
  },
  // roll purposes
  initiativeDie: { en: (m) => `initiative: ${m.who.name}`, ja: (m) => `イニシアティブ：${m.who.name}` },
  hitDie: {
    en: (m) => `hit check: ${m.attacker.name} → ${m.target.name}`,
    ja: (m) => `命中判定：${m.attacker.name} → ${m.target.name}`,
  },
  pairDie: { en: () => 'which of rider and partner is hit', ja: () => '騎手と相棒のどちらに命中するか' },
  checkDie: {
    en: (m) => `${CHECK_LABELS[m.check].en} check: ${TK_STATUS_LABELS[m.status].en} on ${m.who.name}`,
    ja: (m) => `${CHECK_LABELS[m.check].ja}判定：${m.who.name}の${TK_STATUS_LABELS[m.status].ja}`,
  },
  behaviourDie: { en: (m) => `confusion behaviour: ${m.who.name}`, ja: (m) => `混乱の効果：${m.who.name}` },
  // nested texts
  mod: { en: (m) => modLabel(m.key, m.n, 'en'), ja: (m) => modLabel(m.key, m.n, 'ja') },
  dormant: { en: (m) => DORMANCY[m.why].en, ja: (m) => DORMANCY[m.why].ja },
  confusionBehaviour: { en: (m) => behaviourText(m.die, 'en'), ja: (m) => behaviourText(m.die, 'ja') },
  noteAboard: {
    en: (m) => `aboard ${m.armour.name}: base stats + armour stats`,
    ja: (m) => `${m.armour.name}に搭乗：基礎能力値＋アーマーの能力値`,
  },
  noteMiasma: {
    en: (m) => `miasma ${m.stages}: −${m.percent}%`,
    ja: (m) => `瘴気感染${m.stages}段階：−${m.percent}％`,
  },
  notePetrified: {
    en: (m) => `petrification ${m.stage}: 行動 −${m.stage}, 防御 +${50 * m.stage}, 俊敏 −${50 * m.stage}`,
    ja: (m) => `石化${m.stage}段階：行動−${m.stage}、防御+${50 * m.stage}、俊敏−${50 * m.stage}`,
  },
  noteCruising: { en: () => 'cruising: 回避 and 命中 halved', ja: () => '巡航飛行：回避・命中が半分' },
  noteNoDefence: { en: () => '回避 and 受防 count as 0', ja: () => '回避・受防は0として扱う' },
  // "spent on" phrases
  doAction: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doAttack: said((d) => doing({ m: 'doAttack' }, d)),
  doSkill: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doHeal: said((d) => doing({ m: 'doHeal' }, d)),
  doGliderAttack: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doMount: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doMountedBy: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doDismount: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doDismountedBy: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doMove: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doLongJump: said((d) => doing({ m: 'doLongJump' }, d)),
  doFullMoveRider: said((d) => doing({ m: 'doFullMoveRider' }, d)),
  doFullMove: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doGlidingControl: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doTurnRidden: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
  doFlee: { en: (m, d) => doing(m, d), ja: (m, d) => doing(m, d) },
} satisfies Partial<M>;

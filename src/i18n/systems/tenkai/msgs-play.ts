/** Describers of the Tenkai refusals about acting, turns, attacks, riding and moving. */
import type { TkMsgs, TkNumberField } from '../../../rules/tenkai';
import type { MsgDescribers, Text } from '../../describe';
import { count, squares } from '../../plural';
import { doing } from './text';
import { col, signed, TK_AP_ACTION_LABELS, TK_ATTACK_KIND_LABELS, TK_BAND_LABELS, TK_DEFENCE_LABELS } from './terms';

type M = MsgDescribers<TkMsgs>;

const NUMBER_FIELDS: { readonly [K in TkNumberField]: Text } = {
  times: { en: 'Times', ja: '回数' },
  ap: { en: 'AP', ja: '行動力' },
  kiCost: { en: '練力 cost', ja: '練力消費' },
  duration: { en: 'Duration', ja: '効果時間' },
  range: { en: 'Range', ja: '射程' },
  situation: { en: 'Situation modifier', ja: '状況による修正' },
  skillRanks: { en: 'Skill ranks', ja: 'スキルのランク修正' },
  diceMod: { en: 'Dice modifier', ja: 'ダイス修正' },
  skillAp: { en: 'Skill AP', ja: 'スキルの行動力' },
  skillKi: { en: 'Skill 練力', ja: 'スキルの練力' },
  source: { en: 'Source value', ja: '基準値' },
  percent: { en: 'Percent', ja: '割合' },
  poisonDamage: { en: 'Poison damage', ja: '毒のダメージ' },
  curseStrength: { en: 'Curse strength', ja: '呪詛の強さ' },
  power: { en: 'Power', ja: '術者の値' },
  hits: { en: 'Hits at once', ja: '同時攻撃の回数' },
};

/** Where a whole-turn action of the cost table is done instead (TK-TURN-5). */
const WHOLE_TURN_HOW: Readonly<Record<string, Text>> = {
  boardArmour: { en: 'Board armour', ja: 'アーマーへの搭乗' },
  startOrb: { en: "the armour's power mode (combat)", ja: 'アーマーの状態（戦闘）' },
  warmUpGlider: { en: "the glider's flight mode (combat flight)", ja: 'グライダーの飛行状態（戦闘飛行）' },
};

/** Refusals while acting and in the turn flow, attacks, riding and movement. */
export const playMsgs = {
  cannotActNow: { en: (m) => `${m.who.name} cannot act now.`, ja: (m) => `${m.who.name}は今は行動できません。` },
  fleeingIgnores: {
    en: (m) => `${m.who.name} is fleeing on the spirit link and ignores commands.`,
    ja: (m) => `${m.who.name}はスピリットリンクで離脱中で、命令を受け付けません。`,
  },
  noRound: {
    en: () => 'No round is being resolved; start a turn first.',
    ja: () => 'ラウンドの解決中ではありません。先にターンを開始してください。',
  },
  notYourRound: {
    en: (m) => `It is ${m.owner?.name ?? 'another'}'s round; ${m.who.name} is defending (it can only evade or guard).`,
    ja: (m) => `${m.owner?.name ?? '他者'}のラウンドです。${m.who.name}は防御中です（回避か受防のみ）。`,
  },
  confusedActs: {
    en: (m) => `${m.who.name} is confused: all its AP go to this turn's behaviour (the GM resolves it).`,
    ja: (m) => `${m.who.name}は混乱中：このターンの行動力は決定された効果に全て費やされます（マスターが処理）。`,
  },
  notEnoughAp: {
    en: (m, d) =>
      `${m.who.name} has ${m.left} AP left; ${doing(m.for, d)} needs ${m.needed}. (The GM may allow it or carry it into the next turn.)`,
    ja: (m, d) =>
      `${m.who.name}の残り行動力は${m.left}、${doing(m.for, d)}には${m.needed}必要です（マスターの裁量で許可・次ターンへの持ち越しが可能）。`,
  },
  badNumber: {
    en: (m) => `${NUMBER_FIELDS[m.what].en} must be a whole number from ${m.min} to ${m.max}.`,
    ja: (m) => `${NUMBER_FIELDS[m.what].ja}は${m.min}〜${m.max}の整数です。`,
  },
  wholeTurnAction: {
    en: (m) =>
      `${TK_AP_ACTION_LABELS[m.action].en} takes ${count(m.turns, 'turn', 'en')}; use ${WHOLE_TURN_HOW[m.action]?.en ?? 'its own command'}.`,
    ja: (m) =>
      `${TK_AP_ACTION_LABELS[m.action].ja}は${m.turns}ターンかかります。${WHOLE_TURN_HOW[m.action]?.ja ?? '専用の操作'}を使ってください。`,
  },
  defenceNotAction: {
    en: () => 'Evading and blocking are answers to an attack (0 AP), not actions.',
    ja: () => '回避・受けは攻撃への防御選択（行動力0）です。',
  },
  skillNeedsName: { en: () => 'The skill needs a name.', ja: () => 'スキル名が必要です。' },
  zeroApLocked: {
    en: (m) => `${m.skill} costs 0 AP: ${m.who.name} must spend 1 AP, or someone else must act, before using it again.`,
    ja: (m) =>
      `${m.skill}は行動力0のスキルです。${m.who.name}が行動力1を消費するか、他者の行動を挟むまで再使用できません。`,
  },
  notEnoughKi: {
    en: (m) => `${m.who.name} has ${m.ki} 練力; ${m.skill} needs ${m.needed}.`,
    ja: (m) => `${m.who.name}の練力は${m.ki}、${m.skill}には${m.needed}必要です。`,
  },
  effectNeedsName: { en: () => 'The effect needs a name.', ja: () => '効果名が必要です。' },
  turnInProgress: {
    en: (m) => `Turn ${m.turn} is still being resolved; end the remaining rounds first.`,
    ja: (m) => `${m.turn}ターン目の解決中です。残りのラウンドを先に終えてください。`,
  },
  nobodyToAct: { en: () => 'Nobody can take part in a turn.', ja: () => 'ターンに参加できるキャラクターがいません。' },
  noRoundResolving: { en: () => 'No round is being resolved.', ja: () => 'ラウンドの解決中ではありません。' },
  nobodyLeft: {
    en: () => 'Nobody is left to act first; end the round instead.',
    ja: () => '後に行動する者がいません。ラウンドを終了してください。',
  },
  postponeTarget: {
    en: () => 'Postpone only until after a character still to act this turn.',
    ja: () => '後回し先は、このターンにまだ行動していないキャラクターにしてください。',
  },
  noStepBack: {
    en: () => 'Tenkai turns cannot be stepped back; use undo.',
    ja: () => '舵天照のターンは戻せません。元に戻す（アンドゥ）を使ってください。',
  },
  initiativeEachTurn: {
    en: () => 'Tenkai initiative is rolled each turn (俊敏/10 + 1D20); type the die in when starting the turn.',
    ja: () =>
      '舵天照のイニシアティブは毎ターン判定します（俊敏/10＋1D20）。ターン開始時にダイスの目を入力してください。',
  },
  selfAttack: {
    en: () => 'A creature attacks itself only as a confusion behaviour (GM).',
    ja: () => '自分自身への攻撃は混乱の効果（マスター処理）のみです。',
  },
  unarmedGlider: {
    en: (m) => `${m.who.name} is an unarmed glider and cannot attack.`,
    ja: (m) => `武装を搭載していない${m.who.name}は攻撃できません。`,
  },
  glidingNoAttack: {
    en: () => 'While gliding the rider spends all AP on control and cannot attack.',
    ja: () => '滑空中、騎手は全行動力を操縦に費やし、攻撃できません。',
  },
  fearNoAttack: {
    en: (m) => `${m.who.name} is in fear and cannot attack.`,
    ja: (m) => `${m.who.name}は恐慌状態で攻撃できません。`,
  },
  charmedNoHostility: {
    en: (m) => `${m.who.name} is charmed by ${m.charmer?.name ?? 'someone'} and can take no hostile act toward them.`,
    ja: (m) => `${m.who.name}は${m.charmer?.name ?? '相手'}に魅了されており、敵対行動をとれません。`,
  },
  berserkNoGuard: {
    en: (m) => `${m.who.name} is berserk and cannot guard.`,
    ja: (m) => `${m.who.name}は暴走状態で受けを行えません。`,
  },
  noEngagement: {
    en: (m) =>
      `${TK_BAND_LABELS[m.from].en} and ${TK_BAND_LABELS[m.to].en} are two or more bands apart: no engagement.`,
    ja: (m) => `${TK_BAND_LABELS[m.from].ja}と${TK_BAND_LABELS[m.to].ja}は二段階以上離れており、交戦できません。`,
  },
  rulerBands: {
    en: (m) =>
      `${m.who.name} to ${m.target.name}: ${TK_BAND_LABELS[m.from].en} to ${TK_BAND_LABELS[m.to].en}, ` +
      (m.allowed
        ? `range used ${m.rangeUsed} (${squares(m.squares, 'en')}${m.rangeUsed > m.squares ? ` + ${m.rangeUsed - m.squares} for the band` : ''})${m.ranks ? `, ${m.ranks}R to hit` : ''}.`
        : 'two or more bands apart: no engagement.'),
    ja: (m) =>
      `${m.who.name}から${m.target.name}へ：${TK_BAND_LABELS[m.from].ja}から${TK_BAND_LABELS[m.to].ja}、` +
      (m.allowed
        ? `消費射程${m.rangeUsed}（${m.squares}スクエア${m.rangeUsed > m.squares ? `＋高度差${m.rangeUsed - m.squares}` : ''}）${m.ranks ? `、命中${m.ranks}ランク` : ''}。`
        : '二段階以上離れており、交戦できません。'),
  },
  rulerDistanceRanks: {
    en: (m) => `The distance gives ${m.ranks}R on the hit check.`,
    ja: (m) => `距離による命中修正は${m.ranks}ランク。`,
  },
  badTemplate: {
    en: () => 'The area cannot be placed: give its centre square and a size from 0 to 10.',
    ja: () => '範囲を置けません：中心のマスと0〜10の大きさを指定してください。',
  },
  outOfRange: {
    en: (m) =>
      `Out of range: the attack needs range ${m.needed} (${squares(m.squares, 'en')}${m.band ? ` + ${m.band} for the band` : ''}), it has ${m.range}.`,
    ja: (m) =>
      `射程外です：必要な射程は${m.needed}（${m.squares}スクエア${m.band ? `＋高度差${m.band}` : ''}）、射程は${m.range}です。`,
  },
  wallBlocksAttack: {
    en: () => 'A wall is in the way: no line from the attacker reaches the target.',
    ja: () => '壁に遮られて、攻撃者から目標へ届く線がありません。',
  },
  defencePrompt: {
    en: (m) => `${m.target.name}: evade or guard against ${m.attacker.name}'s ${TK_ATTACK_KIND_LABELS[m.kind].en}?`,
    ja: (m) => `${m.target.name}：${m.attacker.name}の${TK_ATTACK_KIND_LABELS[m.kind].ja}に対し、回避か受防か？`,
  },
  defenceOption: {
    // Without the column (players, of an attacker not theirs: it tells the attacker's 命中, issue 26): the choice.
    en: (m) =>
      m.column === null || m.ranks === null
        ? TK_DEFENCE_LABELS[m.defence].en
        : `${TK_DEFENCE_LABELS[m.defence].en} (column ${col(m.column)}, ${signed(m.ranks)}R)`,
    ja: (m) =>
      m.column === null || m.ranks === null
        ? TK_DEFENCE_LABELS[m.defence].ja
        : `${TK_DEFENCE_LABELS[m.defence].ja}（${col(m.column)}列、${signed(m.ranks)}R）`,
  },
  badDefenceContext: {
    en: () => 'The pending attack cannot be read; cancel the decision.',
    ja: () => '保留中の攻撃を読み取れません。決定待ちを取り消してください。',
  },
  selfMount: { en: () => 'A creature cannot ride itself.', ja: () => '自分自身には騎乗できません。' },
  notRidable: {
    en: (m) => `${m.who.name} is not a partner or glider.`,
    ja: (m) => `${m.who.name}は相棒（騎乗系）でもグライダーでもありません。`,
  },
  cannotBeRidden: { en: (m) => `${m.who.name} cannot be ridden.`, ja: (m) => `${m.who.name}には騎乗できません。` },
  onlyCharactersRide: {
    en: () => 'Only a character rides a partner.',
    ja: () => '相棒に騎乗できるのはキャラクターだけです。',
  },
  alreadyRiding: { en: (m) => `${m.who.name} is riding already.`, ja: (m) => `${m.who.name}はすでに騎乗しています。` },
  carriedItself: { en: (m) => `${m.who.name} is carried itself.`, ja: (m) => `${m.who.name}自身が騎乗されています。` },
  hasRider: { en: (m) => `${m.who.name} has a rider already.`, ja: (m) => `${m.who.name}にはすでに騎手がいます。` },
  notSameSquare: {
    en: (m) => `${m.rider.name} must be in ${m.partner.name}'s square to mount.`,
    ja: (m) => `騎乗するには${m.partner.name}と同じスクエアにいる必要があります。`,
  },
  notSameBand: {
    en: () => 'Rider and partner must be in the same band.',
    ja: () => '騎手と相棒は同じ高度にいる必要があります。',
  },
  notRiding: { en: (m) => `${m.who.name} is not riding.`, ja: (m) => `${m.who.name}は騎乗していません。` },
  mountGone: { en: () => 'The mount is gone.', ja: () => '乗騎がいません。' },
  partnerFleeing: {
    en: (m) => `${m.who.name} is fleeing on the spirit link.`,
    ja: (m) => `${m.who.name}はスピリットリンクで離脱中です。`,
  },
  fleeBeyondAp: {
    en: (m) =>
      `${m.who.name} flees at most ${squares(m.reach, 'en')} this turn (3× speed: ${m.speed} per AP, ${m.left} AP left); ${squares(m.squares, 'en')} is too far. Place the token by hand to go further.`,
    ja: (m) =>
      `${m.who.name}がこのターンに離脱できるのは${m.reach}スクエアまでです（通常の3倍の速度：1行動につき${m.speed}、残り行動力${m.left}）。${m.squares}スクエアは遠すぎます。さらに動かすには駒を手で置いてください。`,
  },
  notFleeing: {
    en: (m) => `${m.who.name} is not fleeing on the spirit link.`,
    ja: (m) => `${m.who.name}はスピリットリンクで離脱していません。`,
  },
  riderMoves: {
    en: (m) => `${m.who.name} rides; move the partner, or dismount first.`,
    ja: (m) => `${m.who.name}は騎乗中です。相棒を移動させるか、先に降りてください。`,
  },
  gliderStopped: { en: (m) => `${m.who.name} is stopped.`, ja: (m) => `${m.who.name}は停止状態です。` },
  noMoveStat: { en: (m) => `${m.who.name} has no 移動 stat.`, ja: (m) => `${m.who.name}には移動の値がありません。` },
  armourNoFullMove: { en: () => 'Armour has no full move.', ja: () => 'アーマーには全力移動ルールはありません。' },
  noTopSpeed: {
    en: (m) => `${m.who.name} cannot reach top speed while ${m.mode === 'cruise' ? 'cruising' : 'gliding'}.`,
    ja: (m) => `${m.who.name}は${m.mode === 'cruise' ? '巡航' : '滑空'}中は最高速度を出せません。`,
  },
  fullMoveSpent: {
    en: (m) => `A full move takes all of ${m.who.name}'s AP; it has spent some already.`,
    ja: (m) => `全力移動には${m.who.name}の全行動力が必要ですが、すでに消費しています。`,
  },
  riderNeedsAp: {
    en: (m) => `${m.who.name} needs 1 AP for the full move.`,
    ja: (m) => `全力移動には${m.who.name}の行動力1が必要です。`,
  },
  glidingNormalOnly: {
    en: () => 'A gliding glider has normal movement only.',
    ja: () => '滑空中のグライダーは通常移動のみ可能です。',
  },
  carriedBand: {
    en: (m) => `${m.who.name} is carried: its band is its mount's.`,
    ja: (m) => `${m.who.name}は騎乗中で、高度は相棒と同じです。`,
  },
  alreadyInBand: {
    en: (m) => `${m.who.name} is already ${TK_BAND_LABELS[m.band].en}.`,
    ja: (m) => `${m.who.name}はすでに${TK_BAND_LABELS[m.band].ja}にいます。`,
  },
  oneBandAtATime: {
    en: (m) => `Only one band at a time: ${TK_BAND_LABELS[m.from].en} → ${TK_BAND_LABELS[m.to].en} is more than one.`,
    ja: (m) => `高度は一段階ずつしか移動できません（${TK_BAND_LABELS[m.from].ja} → ${TK_BAND_LABELS[m.to].ja}）。`,
  },
  noMeans: {
    en: (m) => `${m.who.name} has no means to ${m.means === 'fly' ? 'fly' : 'swim'}.`,
    ja: (m) => `${m.who.name}には${m.means === 'fly' ? '飛行' : '潜水'}の移動手段がありません。`,
  },
  glidingNoClimb: { en: () => 'A gliding glider cannot climb.', ja: () => '滑空中のグライダーは上昇できません。' },
  bandTakesTurn: {
    en: (m) => `Changing band takes a whole turn; ${m.who.name} has already spent AP this turn.`,
    ja: (m) => `高度の移動には1ターンが必要ですが、${m.who.name}はこのターンに行動力を消費済みです。`,
  },
} satisfies Partial<M>;

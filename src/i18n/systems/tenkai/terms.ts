/**
 * Names of the Tenkai (舵天照) concepts in English and Japanese. The Japanese is the source's own (seed 002): 生命,
 * 低空, 貫通, 回避/受防, 毒 …; the panels and the log take every Tenkai term from here.
 */
import type {
  TkActivityKind,
  TkApAction,
  TkAttackKind,
  TkAttribute,
  TkBand,
  TkDefence,
  TkGliderMode,
  TkResult,
  TkStatKey,
  TkStatusKind,
} from '../../../rules/tenkai';
import { RATIO_COLUMN_LABELS } from '../../../rules/tenkai';
import type { Text } from '../../describe';

const tx = (en: string, ja: string): Text => ({ en, ja });

/** Labels of the statistics (source terms). */
export const TK_STAT_LABELS: { readonly [K in TkStatKey | 'hp' | 'ki' | 'will' | 'move']: Text } = {
  hp: tx('HP', '生命'),
  ki: tx('Ki', '練力'),
  will: tx('Willpower', '気力'),
  attack: tx('Attack', '攻撃'),
  defence: tx('Defence', '防御'),
  guard: tx('Guard', '受防'),
  accuracy: tx('Accuracy', '命中'),
  evasion: tx('Evasion', '回避'),
  perception: tx('Perception', '知覚'),
  resistance: tx('Resistance', '抵抗'),
  agility: tx('Agility', '俊敏'),
  ap: tx('Action points', '行動'),
  move: tx('Move', '移動'),
};

/** Attributes (TK-DMG-8). */
export const TK_ATTRIBUTE_LABELS: { readonly [K in TkAttribute]: Text } = {
  無: tx('none', '無'),
  心: tx('Heart', '心'),
  技: tx('Skill', '技'),
  体: tx('Body', '体'),
};

/** Altitude bands (TK-ALT-1). */
export const TK_BAND_LABELS: { readonly [K in TkBand]: Text } = {
  underwater: tx('underwater', '水中'),
  ground: tx('ground', '地上'),
  low: tx('low air', '低空'),
  middle: tx('middle air', '中空'),
  high: tx('high air', '高空'),
};

/** Hit-check reading of the five results (TK-RATE-3). */
export const TK_RESULT_LABELS: { readonly [K in TkResult]: Text } = {
  penetrate: tx('penetrating', '貫通'),
  direct: tx('direct', '直撃'),
  light: tx('light', '軽傷'),
  graze: tx('graze', '微傷'),
  miss: tx('miss', '失敗'),
};

/** Opposed-check (status effect) reading of the same five bands (TK-RATE-3). */
export const TK_CHECK_LABELS: { readonly [K in TkResult]: Text } = {
  penetrate: tx('success', '成功'),
  direct: tx('light success', '軽成功'),
  light: tx('normal', '普通'),
  graze: tx('light failure', '軽失敗'),
  miss: tx('failure', '失敗'),
};

/** Defence choices (TK-TURN-2 step 5). */
export const TK_DEFENCE_LABELS: { readonly [K in TkDefence]: Text } = {
  evade: tx('evade', '回避'),
  guard: tx('guard', '受防'),
};

/** Kinds of attack (TK-HIT-4, TK-HIT-5). */
export const TK_ATTACK_KIND_LABELS: { readonly [K in TkAttackKind]: Text } = {
  melee: tx('melee', '近接'),
  shooting: tx('shooting', '射撃'),
  perception: tx('perception attack', '知覚攻撃'),
};

/** Status effects (TK-ST-*). */
export const TK_STATUS_LABELS: { readonly [K in TkStatusKind]: Text } = {
  poison: tx('poison', '毒'),
  confuse: tx('confusion', '混乱'),
  berserk: tx('berserk', '暴走'),
  fear: tx('fear', '恐慌'),
  charm: tx('charm', '魅了'),
  curse: tx('curse', '呪詛'),
  sleep: tx('sleep', '睡眠'),
  miasma: tx('miasma infection', '瘴気感染'),
  petrify: tx('petrification', '石化'),
};

/** Glider flight modes (TK-GLD-2..4). */
export const TK_GLIDER_MODE_LABELS: { readonly [K in TkGliderMode]: Text } = {
  combat: tx('combat flight', '戦闘飛行'),
  cruise: tx('cruising', '巡航飛行'),
  stopped: tx('stopped', '停止状態'),
  gliding: tx('gliding', '滑空飛行'),
};

/** Whole-turn activities (TK-TURN-5). */
export const TK_ACTIVITY_LABELS: { readonly [K in TkActivityKind]: Text } = {
  warmUp: tx('warming up for combat flight', '暖気（戦闘状態を整える）'),
  orb: tx("starting the armour's orb", '宝珠の起動'),
  board: tx('boarding an armour (whole procedure)', 'アーマーへの搭乗（全過程）'),
};

/** The actions of the AP cost table (参考消費行動力一覧, TK-TURN-5). */
export const TK_AP_ACTION_LABELS: { readonly [K in TkApAction]: Text } = {
  attack: tx('attack', '攻撃'),
  nock: tx('nock an arrow', '矢を弓にあてがう'),
  reload: tx('reload', 'リロードする'),
  slowReload: tx('slow reload', '低速リロード'),
  muzzleReload: tx('muzzle-loader reload', '前装式リロード'),
  takeItem: tx('take out an item', '携帯品から道具を取り出す'),
  readyWeapon: tx('ready a weapon', '武器を構える（戦闘態勢をとる）'),
  sheathe: tx('sheathe a weapon', '武器を収める'),
  throw: tx('throw', '物を投げる'),
  dropItem: tx('drop an item', '物を捨てる（手を離す）'),
  block: tx('block with shield or weapon', '盾・武器で受ける'),
  evade: tx('evade', '回避する'),
  move: tx('move 1 square', '移動（1スクエア移動）'),
  dash: tx('dash 3 squares', 'ダッシュ（3スクエア移動）'),
  jump: tx('jump', 'ジャンプ（跳躍）'),
  standingHighJump: tx('standing high jump (2 m up)', 'ジャンプ（高跳）'),
  standingLongJump: tx('standing long jump (4 m)', 'ジャンプ（幅跳）'),
  runningHighJump: tx('running high jump (5 m up)', '走り高跳び'),
  turn: tx('turn to face', '方向転換'),
  standUp: tx('stand up from a fall', '転倒状況から立ち上がる'),
  mount: tx('mount a riding partner', '騎乗系相棒に騎乗する'),
  summon: tx('summon a partner', '召喚系相棒を召喚する'),
  warmUpGlider: tx('warm up a glider', '暖気する、戦闘状態を整える（グライダー）'),
  startOrb: tx("start an armour's orb", 'アーマー搭乗済みで宝珠を起動する'),
  boardArmour: tx('board an armour (whole procedure)', 'アーマーに搭乗する（全過程）'),
};

/** Names of the fields of a Tenkai creature, its part's and the kernel's in the source's terms (for "… changed" lines and refusals). */
export const TK_FIELDS: Readonly<Record<string, Text>> = {
  // The kernel's fields, in the source's terms.
  hp: tx('HP (生命)', '生命'),
  hpMax: tx('max HP (生命)', '最大生命'),
  tempHp: tx('temporary HP', '一時的な生命'),
  initiative: tx('initiative', 'イニシアティブ'),
  initBonus: tx('initiative bonus', 'イニシアティブ修正'),
  // The Tenkai part.
  sys: tx('Tenkai data', '舵天照のデータ'),
  role: tx('role', '種別'),
  stats: tx('stats', '能力値'),
  baseStats: tx('base stats', '基礎能力値'),
  attack: tx('Attack (攻撃)', '攻撃'),
  defence: tx('Defence (防御)', '防御'),
  guard: tx('Guard (受防)', '受防'),
  accuracy: tx('Accuracy (命中)', '命中'),
  evasion: tx('Evasion (回避)', '回避'),
  perception: tx('Perception (知覚)', '知覚'),
  resistance: tx('Resistance (抵抗)', '抵抗'),
  agility: tx('Agility (俊敏)', '俊敏'),
  ap: tx('Action points (行動)', '行動'),
  ki: tx('Ki (練力)', '練力'),
  kiMax: tx('max Ki (練力)', '最大練力'),
  will: tx('Willpower (気力)', '気力'),
  willMax: tx('max Willpower (気力)', '最大気力'),
  attribute: tx('attribute', '属性'),
  band: tx('band', '高度'),
  move: tx('Move (移動)', '移動'),
  canFly: tx('can fly', '飛行可'),
  canSwim: tx('can swim', '潜水可'),
  shield: tx('shield', '盾'),
  knight: tx('騎士 (knight)', '騎士'),
  onmyoji: tx('陰陽師 (onmyōji)', '陰陽師'),
  ayakashi: tx('アヤカシ (demon)', 'アヤカシ'),
  ridable: tx('ridable', '騎乗'),
  ridingPenalty: tx('riding penalty', '騎乗ペナルティ'),
  glider: tx('glider', 'グライダー'),
  armour: tx('armour', 'アーマー'),
  statuses: tx('statuses', '状態異常'),
  fleeing: tx('fleeing (spirit link)', 'スピリットリンクで離脱中'),
  dead: tx('dead', '死亡'),
  tally: tx("this turn's AP and damage", 'このターンの行動力とダメージ'),
  attacks: tx('saved attacks', '登録攻撃'),
};

/** A ratio column's heading (〜5.0 … 〜0.0, TK-RATE-1). */
export function col(i: number): string {
  return RATIO_COLUMN_LABELS[i] ?? String(i);
}

/** "+2" / "-3" / "+0" (rank totals, as the log has always written them). */
export function signed(n: number): string {
  return `${n >= 0 ? '+' : ''}${n}`;
}

/** "+2R" / "−3R" (a rank modifier's value, typographic minus). */
export function rankValue(n: number): string {
  return `${n > 0 ? '+' : '−'}${Math.abs(n)}R`;
}

/** "D+2" / "D−1" (a dice modifier's value). */
export function diceValue(n: number): string {
  return `D${n >= 0 ? '+' : '−'}${Math.abs(n)}`;
}

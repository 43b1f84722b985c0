/** The AP cost table (参考消費行動力一覧, TK-TURN-5) as data, for the spend-AP command and the UI's action menu. */
import { tx, type Text } from '../core';

/** Actions of the cost table. */
export type TkApAction =
  | 'attack' | 'nock' | 'reload' | 'slowReload' | 'muzzleReload' | 'takeItem' | 'readyWeapon' | 'sheathe' | 'throw'
  | 'dropItem' | 'block' | 'evade' | 'move' | 'dash' | 'jump' | 'standingHighJump' | 'standingLongJump' | 'runningHighJump'
  | 'turn' | 'standUp' | 'mount'
  | 'summon' | 'warmUpGlider' | 'startOrb' | 'boardArmour';

/** Cost of an action: AP, or whole turns. */
export type TkApCost = { ap: number } | { turns: number };

/** One row of the cost table. */
export interface TkApRow {
  cost: TkApCost;
  label: Text;
  /** May continue into the next turn at the GM's call (TK-TURN-5). */
  canCarry?: boolean;
}

/** The cost table of the source (TK-TURN-5); 'turn' costs depend on riding/armour, see {@link turnToFaceCost}. */
export const TK_AP_TABLE: Record<TkApAction, TkApRow> = {
  attack: { cost: { ap: 1 }, label: tx('attack', '攻撃') },
  nock: { cost: { ap: 1 }, label: tx('nock an arrow', '矢を弓にあてがう') },
  reload: { cost: { ap: 1 }, label: tx('reload', 'リロードする') },
  slowReload: { cost: { ap: 2 }, label: tx('slow reload', '低速リロード') },
  muzzleReload: { cost: { ap: 3 }, label: tx('muzzle-loader reload', '前装式リロード'), canCarry: true },
  takeItem: { cost: { ap: 1 }, label: tx('take out an item', '携帯品から道具を取り出す') },
  readyWeapon: { cost: { ap: 1 }, label: tx('ready a weapon', '武器を構える（戦闘態勢をとる）') },
  sheathe: { cost: { ap: 1 }, label: tx('sheathe a weapon', '武器を収める') },
  throw: { cost: { ap: 1 }, label: tx('throw', '物を投げる') },
  dropItem: { cost: { ap: 0 }, label: tx('drop an item', '物を捨てる（手を離す）') },
  block: { cost: { ap: 0 }, label: tx('block with shield or weapon', '盾・武器で受ける') },
  evade: { cost: { ap: 0 }, label: tx('evade', '回避する') },
  move: { cost: { ap: 1 }, label: tx('move 1 square', '移動（1スクエア移動）') },
  dash: { cost: { ap: 2 }, label: tx('dash 3 squares', 'ダッシュ（3スクエア移動）') },
  jump: { cost: { ap: 1 }, label: tx('jump', 'ジャンプ（跳躍）') },
  standingHighJump: { cost: { ap: 1 }, label: tx('standing high jump (2 m up)', 'ジャンプ（高跳）') },
  standingLongJump: { cost: { ap: 1 }, label: tx('standing long jump (4 m)', 'ジャンプ（幅跳）') },
  // The cost list says ハイジャンプ（走り跳び）1ターン; the movement table (TK-GRID-3) says 走り高跳び 2. We use the
  // movement table, which is the specific rule; the GM may rule the whole turn instead.
  runningHighJump: { cost: { ap: 2 }, label: tx('running high jump (5 m up)', '走り高跳び') },
  turn: { cost: { ap: 0 }, label: tx('turn to face', '方向転換') },
  standUp: { cost: { ap: 1 }, label: tx('stand up from a fall', '転倒状況から立ち上がる') },
  mount: { cost: { ap: 1 }, label: tx('mount a riding partner', '騎乗系相棒に騎乗する') },
  summon: { cost: { ap: 1 }, label: tx('summon a partner', '召喚系相棒を召喚する') },
  warmUpGlider: { cost: { turns: 1 }, label: tx('warm up a glider', '暖気する、戦闘状態を整える（グライダー）') },
  startOrb: { cost: { turns: 1 }, label: tx("start an armour's orb", 'アーマー搭乗済みで宝珠を起動する') },
  boardArmour: { cost: { turns: 6 }, label: tx('board an armour (whole procedure)', 'アーマーに搭乗する（全過程）') },
};

/** Turning to face: 0, or 1 while riding a partner or in armour (TK-TURN-5). */
export function turnToFaceCost(ridingPartner: boolean, inArmour: boolean): number {
  return ridingPartner || inArmour ? 1 : 0;
}

/** Standing up from a fall: 1, or 2 in armour (TK-TURN-5). */
export function standUpCost(inArmour: boolean): number {
  return inArmour ? 2 : 1;
}

/**
 * AP for a walk of `squares` on foot at the cheapest mix of moves (1 AP / square) and dashes (2 AP / 3 squares)
 * (TK-GRID-3).
 */
export function footMoveCost(squares: number): number {
  const dashes = Math.floor(squares / 3);
  return dashes * 2 + Math.min(squares % 3, 2);
}

/**
 * The AP cost table (参考消費行動力一覧, TK-TURN-5) as data, for the spend-AP command and the UI's action menu.
 * The actions' names are in the i18n layer.
 */

/** Actions of the cost table. */
export type TkApAction =
  | 'attack'
  | 'nock'
  | 'reload'
  | 'slowReload'
  | 'muzzleReload'
  | 'takeItem'
  | 'readyWeapon'
  | 'sheathe'
  | 'throw'
  | 'dropItem'
  | 'block'
  | 'evade'
  | 'move'
  | 'dash'
  | 'jump'
  | 'standingHighJump'
  | 'standingLongJump'
  | 'runningHighJump'
  | 'turn'
  | 'standUp'
  | 'mount'
  | 'summon'
  | 'warmUpGlider'
  | 'startOrb'
  | 'boardArmour';

/** Cost of an action: AP, or whole turns. */
export type TkApCost = { readonly ap: number } | { readonly turns: number };

/** One row of the cost table. */
export interface TkApRow {
  readonly cost: TkApCost;
  /** May continue into the next turn at the GM's call (TK-TURN-5). */
  readonly canCarry?: boolean;
}

/** The cost table of the source (TK-TURN-5); 'turn' costs depend on riding/armour (and who pays), see {@link turnToFaceCost}. */
export const TK_AP_TABLE: { readonly [K in TkApAction]: TkApRow } = {
  attack: { cost: { ap: 1 } },
  nock: { cost: { ap: 1 } },
  reload: { cost: { ap: 1 } },
  slowReload: { cost: { ap: 2 } },
  muzzleReload: { cost: { ap: 3 }, canCarry: true },
  takeItem: { cost: { ap: 1 } },
  readyWeapon: { cost: { ap: 1 } },
  sheathe: { cost: { ap: 1 } },
  throw: { cost: { ap: 1 } },
  dropItem: { cost: { ap: 0 } },
  block: { cost: { ap: 0 } },
  evade: { cost: { ap: 0 } },
  move: { cost: { ap: 1 } },
  dash: { cost: { ap: 2 } },
  jump: { cost: { ap: 1 } },
  standingHighJump: { cost: { ap: 1 } },
  standingLongJump: { cost: { ap: 1 } },
  // The cost list says ハイジャンプ（走り跳び）1ターン; the movement table (TK-GRID-3) says 走り高跳び 2. We use the
  // movement table, which is the specific rule; the GM may rule the whole turn instead.
  runningHighJump: { cost: { ap: 2 } },
  turn: { cost: { ap: 0 } },
  standUp: { cost: { ap: 1 } },
  mount: { cost: { ap: 1 } },
  summon: { cost: { ap: 1 } },
  warmUpGlider: { cost: { turns: 1 } },
  startOrb: { cost: { turns: 1 } },
  boardArmour: { cost: { turns: 6 } },
};

/** Every action of the table, in the source's order. */
export const TK_AP_ACTIONS = Object.keys(TK_AP_TABLE) as readonly TkApAction[];

/**
 * Turning to face (TK-TURN-5): 0; 1 for a partner (or glider) turning with its rider aboard (方向転換（相棒騎乗時）:
 * the partner pays and the rider nothing, TK-MNT-3, RULING TK-R4); 1 in armour (方向転換（アーマー）).
 */
export function turnToFaceCost(ridden: boolean, inArmour: boolean): number {
  return ridden || inArmour ? 1 : 0;
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

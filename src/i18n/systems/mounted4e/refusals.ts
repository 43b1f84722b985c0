/** Describers of the mounted4e refusals (each command's handler cites the rule id beside it). */
import type { M4Msgs } from '../../../rules/mounted4e';
import type { MsgDescribers } from '../../describe';
import { squares } from '../../plural';
import type { EffectMsgKeys } from './effects';
import type { PromptKeys } from './prompts';
import { ACTION_JA, SIZE } from './terms';

type RulerKeys = 'rulerHeight' | 'rulerReach' | 'rulerRiderAbove';
type Refusals = Omit<MsgDescribers<M4Msgs>, PromptKeys | RulerKeys | EffectMsgKeys>;

/** The ruler's notes (issue 17): B-1 and RULING MC-R13's distance in three dimensions, reach, MC-TGT-2. */
export const rulerNotes: Pick<MsgDescribers<M4Msgs>, RulerKeys> = {
  rulerHeight: {
    en: (m) =>
      `${squares(m.horizontal, 'en')} on the map and ${squares(m.vertical, 'en')} of height: the distance is the larger, ${squares(m.distance, 'en')}.`,
    ja: (m) =>
      `マップ上で${squares(m.horizontal, 'ja')}、高さで${squares(m.vertical, 'ja')}：距離は大きいほうの${squares(m.distance, 'ja')}。`,
  },
  rulerReach: {
    en: (m) =>
      `${m.who.name}'s reach ${m.reach}: ${m.target.name} is ${m.inReach ? 'within reach' : 'out of reach'} (${squares(m.distance, 'en')}).`,
    ja: (m) =>
      `${m.who.name}の間合い${m.reach}：${m.target.name}は${m.inReach ? '間合いの内' : '間合いの外'}（${squares(m.distance, 'ja')}）。`,
  },
  rulerRiderAbove: {
    en: (m) =>
      `${m.target.name} rides ${squares(m.height, 'en')} higher: melee attacks against the rider take ${m.penalty} unless made with a spear, polearm or nodachi.`,
    ja: (m) =>
      `${m.target.name}は${squares(m.height, 'ja')}高い位置に騎乗している：近接攻撃は${m.penalty}のペナルティ（槍、長柄武器、野太刀を除く）。`,
  },
};

const NEXT_EN = {
  push: 'each square farther from the source',
  pull: 'each square closer to the source',
  slide: 'one square at a time',
} as const;

export const refusals: Refusals = {
  noSuchCreature: { en: () => 'No such creature.', ja: () => 'そのクリーチャーはいません。' },
  stunned: {
    en: (m) => `${m.who.name} is stunned and cannot act.`,
    ja: (m) => `${m.who.name}は朦朧状態で行動できない。`,
  },
  dazedNoReactions: {
    en: (m) => `${m.who.name} is dazed: no immediate or opportunity actions.`,
    ja: (m) => `${m.who.name}は幻惑状態のため即応・機会アクションを行えない。`,
  },
  notOnOwnTurn: {
    en: (m) => `${m.who.name} cannot take an ${m.action} action on its own turn.`,
    ja: (m) => `${m.who.name}は自分の手番に${ACTION_JA[m.action]}アクションを行えない。`,
  },
  immediateUsed: {
    en: (m) => `${m.who.name} has already used the immediate action of this round.`,
    ja: (m) => `${m.who.name}はこのラウンドの即応アクションを使用済みだ。`,
  },
  opportunityUsed: {
    en: (m) => `${m.who.name} has already used the opportunity action of this turn.`,
    ja: (m) => `${m.who.name}はこのターンの機会アクションを使用済みだ。`,
  },
  passengerActsAlone: {
    en: (m) => `${m.who.name} is a passenger and acts on its own turn, not with the mount.`,
    ja: (m) => `同乗者${m.who.name}は乗騎と一緒には行動せず、自分の手番に行動する。`,
  },
  hasOwnTurn: {
    en: (m) => `${m.who.name} has its own turn; ${m.rider.name} may command it with a move action.`,
    ja: (m) => `${m.who.name}は別の手番を持つ。${m.rider.name}は移動アクションで命令できる。`,
  },
  notYourTurn: { en: (m) => `It is not ${m.who.name}'s turn.`, ja: (m) => `${m.who.name}の手番ではない。` },
  chargedFreeOnly: {
    en: () => 'After a charge only free actions remain this turn.',
    ja: () => '突撃の後はこのターン、フリー・アクションしか行えない。',
  },
  dazedOneAction: {
    en: (m) => `${m.who.name} is dazed and has already taken its one action.`,
    ja: (m) => `${m.who.name}は幻惑状態で、1回のアクションをすでに行った。`,
  },
  noActionLeft: {
    en: (m) => `${m.who.map((r) => r.name).join(' & ')}: no ${m.action} action left this turn.`,
    ja: (m) => `${m.who.map((r) => r.name).join('と')}はこのターンの${ACTION_JA[m.action]}アクションが残っていない。`,
  },
  unknownAction: { en: () => 'Unknown action.', ja: () => '不明なアクションです。' },
  downCannotAct: {
    en: (m) => `${m.who.name} is down (0 HP) and cannot act.`,
    ja: (m) => `${m.who.name}はHP0以下で行動できない。`,
  },
  proneStandUpFirst: {
    en: (m) => `${m.who.name} is prone; stand up first (a move action).`,
    ja: (m) => `${m.who.name}は伏せ状態だ。先に立ち上がること（移動アクション）。`,
  },
  cannotMove: { en: (m) => `${m.who.name} cannot move.`, ja: (m) => `${m.who.name}は移動できない。` },
  notASquare: { en: () => 'The place must be a square on the map.', ja: () => 'マスで指定してください。' },
  cannotRideSelf: { en: (m) => `${m.who.name} cannot ride itself.`, ja: (m) => `${m.who.name}は自分自身に乗れない。` },
  alreadyRides: {
    en: (m) => `${m.who.name} already rides ${m.mount?.name ?? 'a mount'}.`,
    ja: (m) => `${m.who.name}はすでに${m.mount?.name ?? '乗騎'}に乗っている。`,
  },
  carriesOthers: {
    en: (m) => `${m.who.name} carries others and cannot mount.`,
    ja: (m) => `${m.who.name}は他者を乗せているので騎乗できない。`,
  },
  mountIsRiding: {
    en: (m) => `${m.mount.name} is itself being ridden on another creature.`,
    ja: (m) => `${m.mount.name}自身が他のクリーチャーに乗っている。`,
  },
  mountTooSmall: {
    en: (m) =>
      `${m.mount.name} (${SIZE[m.mountSize].en}) must be at least one size larger than ${m.who.name} (${SIZE[m.whoSize].en}).`,
    ja: (m) =>
      `${m.mount.name}（${SIZE[m.mountSize].ja}）は${m.who.name}（${SIZE[m.whoSize].ja}）より1段階以上大きくなければならない。`,
  },
  unwillingMount: {
    en: (m) => `${m.mount.name} is not willing to be ridden.`,
    ja: (m) => `${m.mount.name}は乗騎になることに同意していない。`,
  },
  mountFull: {
    en: (m) => `${m.mount.name} has room for ${m.capacity} passenger${m.capacity === 1 ? '' : 's'} and is full.`,
    ja: (m) => `${m.mount.name}の同乗者は${m.capacity}人までで、満員だ。`,
  },
  proneStandFirst: {
    en: (m) => `${m.who.name} is prone; stand up first.`,
    ja: (m) => `${m.who.name}は伏せ状態だ。先に立ち上がること。`,
  },
  isDown: { en: (m) => `${m.who.name} is down (0 HP).`, ja: (m) => `${m.who.name}はHP0以下だ。` },
  badMountVia: {
    en: () => 'Mount by: adjacent, move, jump or teleport.',
    ja: () => '乗り方は隣接・移動・跳躍・瞬間移動のいずれかです。',
  },
  otherHeight: {
    en: (m) => `${m.mount.name} is at another height; ${m.who.name} cannot reach it.`,
    ja: (m) => `${m.mount.name}は別の高度にいて、${m.who.name}は届かない。`,
  },
  badMountAction: {
    en: () => 'Mounting costs a move action (or is part of another action).',
    ja: () => '騎乗は移動アクションです（または他のアクションの一部）。',
  },
  notAdjacentToMount: {
    en: (m) => `${m.who.name} is not adjacent to ${m.mount.name}; mount with a move (extra movement) instead.`,
    ja: (m) => `${m.who.name}は${m.mount.name}に隣接していない。移動して乗る（追加の移動）こと。`,
  },
  teleportDistanceNeeded: { en: () => 'Give the teleport distance.', ja: () => '瞬間移動の距離を指定してください。' },
  teleportTooShort: {
    en: (m) =>
      `A teleport of ${m.distance} is shorter than ${m.mount.name}'s space height ${m.height} and cannot be used to mount.`,
    ja: (m) => `瞬間移動${m.distance}マスは${m.mount.name}の接敵面の高さ${m.height}より短く、騎乗には使えない。`,
  },
  mountOutOfTeleport: {
    en: (m) => `${m.mount.name} is ${squares(m.gap, 'en')} away, beyond the teleport's ${m.distance}.`,
    ja: (m) => `${m.mount.name}は${squares(m.gap, 'ja')}先で、瞬間移動${squares(m.distance, 'ja')}では届かない。`,
  },
  cannotReachMount: {
    en: (m) => `${m.who.name} cannot reach a square adjacent to ${m.mount.name} this move.`,
    ja: (m) => `${m.who.name}はこの移動で${m.mount.name}に隣接するマスへ行けない。`,
  },
  mountNeedsMovement: {
    en: (m) =>
      `Mounting ${m.mount.name} needs ${squares(m.total, 'en')} of movement (${m.cost} + ${m.extra} extra); ${m.who.name}'s speed is ${m.speed}.`,
    ja: (m) =>
      `${m.mount.name}への騎乗には移動${squares(m.total, 'ja')}（${m.cost} + 追加${m.extra}）が必要だが、${m.who.name}の移動速度は${m.speed}。`,
  },
  notPassenger: { en: (m) => `${m.who.name} is not a passenger.`, ja: (m) => `${m.who.name}は同乗者ではない。` },
  hasRider: {
    en: (m) => `${m.mount.name} already has a rider, ${m.rider.name}.`,
    ja: (m) => `${m.mount.name}にはすでに乗り手${m.rider.name}がいる。`,
  },
  notRiding: { en: (m) => `${m.who.name} is not riding.`, ja: (m) => `${m.who.name}は騎乗していない。` },
  noDismountSquare: {
    en: (m) => `No free square adjacent to ${m.mount.name}: ${m.who.name} cannot dismount.`,
    ja: (m) => `${m.mount.name}に隣接する空きマスがなく、${m.who.name}は降りられない。`,
  },
  notFreeAdjacent: {
    en: (m, d) => `${d.sq(m.at)} is not a free square adjacent to ${m.mount.name}.`,
    ja: (m, d) => `${d.sq(m.at)}は${m.mount.name}に隣接する空きマスではない。`,
  },
  noDropSquare: {
    en: (m) => `No free square beside ${m.mount.name} for ${m.who.name} to drop into.`,
    ja: (m) => `${m.who.name}が伏せる${m.mount.name}の隣接マスに空きがない。`,
  },
  notRidingMount: {
    en: (m) => `${m.who.name} is not riding a mount.`,
    ja: (m) => `${m.who.name}は乗騎に乗っていない。`,
  },
  sharedTurnNoCommand: {
    en: (m) => `${m.who.name} shares one turn with ${m.mount.name}; no command is needed.`,
    ja: (m) => `${m.who.name}は${m.mount.name}とターンを共有しているので命令は不要。`,
  },
  followsRiderInit: {
    en: (m) => `${m.who.name} acts on its rider's initiative; set the rider's instead.`,
    ja: (m) => `${m.who.name}は乗り手のイニシアチブで行動する。乗り手の値を設定してください。`,
  },
  movesWithMount: {
    en: (m) => `${m.who.name} moves only with its mount; dismount first.`,
    ja: (m) => `${m.who.name}は乗騎と共にしか動けない。先に降りること。`,
  },
  shiftOneSquare: { en: () => 'A shift is one square.', ja: () => 'シフトは1マスです。' },
  badAttackKind: {
    en: () => 'The attack is melee, ranged, close or area.',
    ja: () => '攻撃は近接・遠隔・近接範囲・遠隔範囲のいずれかです。',
  },
  originNotInSpace: {
    en: (m) => `The origin square must be a square of ${m.mounted ? "the mount's" : "the attacker's own"} space.`,
    ja: (m) => `起点マスは${m.mounted ? '乗騎の' : '自分の'}接敵面内のマスです。`,
  },
  severalTargetsAreaOnly: {
    en: () => 'Only close and area attacks have several targets.',
    ja: () => '複数の目標を取れるのは範囲攻撃だけです。',
  },
  nameOneTarget: { en: () => 'Name at least one target.', ja: () => '目標を1体以上指定してください。' },
  noLineOfEffect: {
    en: (m) => `No line of effect to ${m.target.name}: a wall blocks every line.`,
    ja: (m) => `${m.target.name}への効果線が通らない。すべての線が壁に遮られている。`,
  },
  burstNoLineOfEffect: {
    en: (m, d) => `No line of effect to the burst's square ${d.sq(m.at)}: a wall is in the way.`,
    ja: (m, d) => `爆発の中心のマス${d.sq(m.at)}への効果線が壁に遮られている。`,
  },
  wallInTheWay: {
    en: (m, d) => `A wall is in the way of ${d.sq(m.at)}: forced movement stops at a wall.`,
    ja: (m, d) => `${d.sq(m.at)}との間に壁がある。強制移動は壁で止まる。`,
  },
  nobodyThere: { en: () => 'Nobody is in that square.', ja: () => 'そのマスには誰もいない。' },
  nameTarget: { en: () => 'Name a target.', ja: () => '目標を指定してください。' },
  cannotTargetSelf: {
    en: (m) => `${m.who.name} cannot target itself.`,
    ja: (m) => `${m.who.name}は自分を目標にできない。`,
  },
  needAttackNumbers: {
    en: () => 'The attack needs its numbers (bonus, defence, damage).',
    ja: () => '攻撃の数値（ボーナス・防御値・ダメージ）が必要です。',
  },
  badAttackBonus: {
    en: () => 'Attack bonus: a whole number from −50 to 100.',
    ja: () => '攻撃ボーナスは−50〜100の整数です。',
  },
  badDefence: {
    en: () => 'The defence is AC, Fortitude, Reflex or Will.',
    ja: () => '防御値はAC・頑健・反応・意志のいずれかです。',
  },
  badDamage: {
    en: () => 'Damage: 0–50 dice of 1–100 sides plus a whole number.',
    ja: () => 'ダメージは0〜50個の1〜100面ダイス＋整数です。',
  },
  badReach: { en: () => 'Reach: 0–20 squares.', ja: () => '間合いは0〜20マスです。' },
  badRange: { en: () => 'Range: 0–1000 squares.', ja: () => '射程は0〜1000マスです。' },
  outOfReach: {
    en: (m) => `${m.target.name} is ${squares(m.distance, 'en')} away; ${m.attacker.name}'s reach is ${m.reach}.`,
    ja: (m) => `${m.target.name}は${squares(m.distance, 'ja')}先にいる。${m.attacker.name}の間合いは${m.reach}。`,
  },
  outOfRange: {
    en: (m) => `${m.target.name} is out of range (${m.distance} > ${m.range}).`,
    ja: (m) => `${m.target.name}は射程外だ（${m.distance} > ${m.range}）。`,
  },
  outOfReach3d: {
    en: (m) =>
      `${m.target.name} is ${squares(m.vertical, 'en')} up or down (${squares(m.horizontal, 'en')} across); vertical distance counts, and ${m.attacker.name}'s reach is ${m.reach}.`,
    ja: (m) =>
      `${m.target.name}は高さで${squares(m.vertical, 'ja')}離れている（水平${squares(m.horizontal, 'ja')}）。垂直の距離も数え、${m.attacker.name}の間合いは${m.reach}。`,
  },
  outOfRange3d: {
    en: (m) =>
      `${m.target.name} is ${squares(m.vertical, 'en')} up or down; vertical distance counts: out of range ${m.range}.`,
    ja: (m) =>
      `${m.target.name}は高さで${squares(m.vertical, 'ja')}離れている。垂直の距離も数えるので射程${m.range}の外だ。`,
  },
  badTemplate: {
    en: () => 'A close power is a burst or a blast, an area power a burst, of size 1 … 20.',
    ja: () => '近接範囲は爆発か噴射、遠隔範囲は爆発で、大きさは1〜20。',
  },
  templateNeedsSquare: {
    en: (m) =>
      m.shape === 'blast' ? 'Place the blast: name its top-left square.' : 'Place the burst: name its centre square.',
    ja: (m) => (m.shape === 'blast' ? '噴射の位置（左上のマス）を指定すること。' : '爆発の中心のマスを指定すること。'),
  },
  blastNotAdjacent: {
    en: (m, d) => `A close blast ${m.size} must be next to the origin square, not on it (at ${d.sq(m.at)} it is not).`,
    ja: (m, d) =>
      `近接範囲・噴射${m.size}は起点マスに隣接し、起点マスを含まない位置に置く（${d.sq(m.at)}はそうではない）。`,
  },
  burstOutOfRange: {
    en: (m, d) =>
      `The burst's centre ${d.sq(m.at)} is ${squares(m.distance, 'en')} away; the power's range is ${m.range}.`,
    ja: (m, d) => `爆発の中心${d.sq(m.at)}は${squares(m.distance, 'ja')}先で、パワーの射程は${m.range}。`,
  },
  notInArea: {
    en: (m) => `${m.target.name} is not in the ${m.shape} ${m.size}.`,
    ja: (m) => `${m.target.name}はその${m.shape === 'burst' ? '爆発' : '噴射'}${m.size}の範囲にいない。`,
  },
  areaExcludes: {
    en: (m) =>
      `${m.target.name} is in the area, but the power affects ${m.affects === 'enemies' ? 'enemies' : 'allies'} only.`,
    ja: (m) => `${m.target.name}は範囲内だが、このパワーは${m.affects === 'enemies' ? '敵' : '味方'}にしか作用しない。`,
  },
  areaEmpty: { en: () => 'Nobody is in the area.', ja: () => '範囲内には誰もいない。' },
  passengerCannotCharge: {
    en: (m) => `${m.who.name} is a passenger and cannot charge without dismounting.`,
    ja: (m) => `同乗者${m.who.name}は降りなければ突撃できない。`,
  },
  chargeOwnGroup: {
    en: (m) => `${m.who.name} cannot charge ${m.target.name}, who rides with it.`,
    ja: (m) => `${m.who.name}は同じ乗騎の${m.target.name}に突撃できない。`,
  },
  proneCannotCharge: {
    en: (m) => `${m.who.name} is prone and cannot charge.`,
    ja: (m) => `${m.who.name}は伏せ状態で突撃できない。`,
  },
  chargeNotCloser: {
    en: (m, d) =>
      `Each square of a charge must bring ${m.mover.name} closer to ${m.target.name}; ${d.sq(m.at)} does not.`,
    ja: (m, d) => `突撃では1マスごとに${m.target.name}へ近づかねばならないが、${d.sq(m.at)}は近づかない。`,
  },
  noSuchPower: {
    en: (m) => `${m.who.name} has no power "${m.power}" (the creature editor lists its powers).`,
    ja: (m) => `${m.who.name}にはパワー「${m.power}」がない（パワーはクリーチャーの編集欄にある）。`,
  },
  chargeNoPath: {
    en: (m, d) =>
      `No path of at most ${squares(m.speed, 'en')} to ${d.sq(m.to)} brings ${m.mover.name} closer to the target with every square.`,
    ja: (m, d) => `${d.sq(m.to)}までの${squares(m.speed, 'ja')}以内の経路で、1マスごとに目標へ近づくものがない。`,
  },
  chargeTooShort: {
    en: () => 'A charge must end at least 2 squares from where it started.',
    ja: () => '突撃は開始位置から2マス以上離れた場所で終わらねばならない。',
  },
  badForcedKind: {
    en: () => 'Forced movement is push, pull or slide.',
    ja: () => '強制移動は押しやり・引き寄せ・横滑りのいずれかです。',
  },
  badForcedDistance: { en: () => 'Distance: 0–50 squares.', ja: () => '距離は0〜50マスです。' },
  pathTooLong: {
    en: (m) => `The path is ${squares(m.length, 'en')}; the effect moves at most ${m.distance}.`,
    ja: (m) => `経路が${squares(m.length, 'ja')}あるが、効果の最大は${squares(m.distance, 'ja')}。`,
  },
  needSource: { en: () => 'A push or pull needs its source.', ja: () => '押しやり・引き寄せには起点が必要です。' },
  notSameMount: {
    en: (m) => `${m.who.name} is not on the same mount as ${m.target.name}.`,
    ja: (m) => `${m.who.name}は${m.target.name}と同じ乗騎に乗っていない。`,
  },
  notNextSquare: {
    en: (m, d) =>
      `${d.sq(m.at)} is not a legal next square of this ${m.kind} (${NEXT_EN[m.kind]}, no blocking terrain or creatures).`,
    ja: (m, d) =>
      `${d.sq(m.at)}はこの強制移動の次のマスにできない（押しやりは起点から遠ざかる、引き寄せは近づく、横滑りは1マスずつ。障害物やクリーチャーは通れない）。`,
  },
  forcedEndOccupied: {
    en: () => 'The forced movement must end in a free space.',
    ja: () => '強制移動は空いている場所で終わらねばならない。',
  },
  alreadyProne: { en: (m) => `${m.who.name} is already prone.`, ja: (m) => `${m.who.name}はすでに伏せ状態だ。` },
  notProne: { en: (m) => `${m.who.name} is not prone.`, ja: (m) => `${m.who.name}は伏せ状態ではない。` },
  badTeleportDistance: {
    en: () => 'Teleport distance: a whole number of squares.',
    ja: () => '瞬間移動の距離は整数マスです。',
  },
  teleportTooFar: {
    en: (m) => `That is ${squares(m.gap, 'en')} away; the teleport reaches ${m.distance}.`,
    ja: (m) => `そこは${squares(m.gap, 'ja')}先で、瞬間移動は${squares(m.distance, 'ja')}まで。`,
  },
};

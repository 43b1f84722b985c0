/** Describers of the mounted4e events: riding, turns, decisions and falls (attacks and movement: events-combat.ts). */
import type { LeftMount, M4Events } from '../../../rules/mounted4e';
import type { EventDescribers, Pair } from '../../describe';
import { ACTION_JA, mountNote, names } from './terms';

type Own = Pick<
  EventDescribers<M4Events>,
  | 'actionsShared'
  | 'decisionPending'
  | 'noRoomToLand'
  | 'fell'
  | 'dismounted'
  | 'dismountedByForce'
  | 'passengersRemain'
  | 'mountBenefitsChecked'
  | 'loadExceeded'
  | 'approachedMount'
  | 'mountFailed'
  | 'mounted'
  | 'stoodUp'
  | 'actionTaken'
  | 'tookReins'
  | 'optionChanged'
  | 'turnFolded'
  | 'initiativeShared'
  | 'typicalMountHinted'
  | 'chainCancelled'
  | 'mountCommanded'
>;

const how = {
  dismount: { en: 'dismounts', ja: '降りた' },
  teleport: { en: 'teleports off', ja: '瞬間移動で離れた' },
} as const;
const an = (word: string): string => (/^[aeiou]/.test(word) ? 'an' : 'a');

/** Leaving a mount: by the dismount action or a teleport, or thrown off (MC-MOUNT-2, MC-OPT-FALL …). */
const leftMount: Pair<LeftMount & { readonly rules: readonly string[] }> = {
  en: (e, d) => {
    const verb = e.cause === 'dismount' || e.cause === 'teleport' ? how[e.cause].en : 'is dismounted';
    return `${e.who.name} ${verb}${e.mount ? ` from ${e.mount.name}` : ''} to ${d.sq(e.to)}${e.prone ? ' and falls prone' : ''} (${d.rules(e.rules)}).`;
  },
  ja: (e, d) => {
    const verb = e.cause === 'dismount' || e.cause === 'teleport' ? how[e.cause].ja : '降ろされた';
    return `${e.who.name}は${e.mount ? `${e.mount.name}から` : '乗騎から'}${verb}：${d.sq(e.to)}${e.prone ? '、伏せ状態になる' : ''}（${d.rules(e.rules)}）。`;
  },
};

export const ownEvents: Own = {
  actionsShared: {
    en: (e) =>
      `${e.rider.name} and ${e.mount.name} share one set of actions this turn: standard, move and minor (MC-TURN-1).`,
    ja: (e) =>
      `${e.rider.name}と${e.mount.name}はこのターン、1そろいのアクション（標準・移動・マイナー）を共有する（MC-TURN-1）。`,
  },
  decisionPending: {
    en: (e, d) => `Waiting for ${e.chooser?.name ?? 'the GM'}: ${d.msg(e.prompt)}`,
    ja: (e, d) => `${e.chooser?.name ?? 'ゲームマスター'}の決定待ち：${d.msg(e.prompt)}`,
  },
  noRoomToLand: {
    en: (e, d) =>
      e.formerSpace
        ? `No free square of the former space for ${e.who.name}; it lands in the nearest free square ${d.sq(e.at)} (MC-R5)`
        : `No free square for ${e.who.name} where ${e.rule} puts it; it lands in the nearest free square ${d.sq(e.at)} (MC-R5)`,
    ja: (e, d) =>
      e.formerSpace
        ? `元の接敵面に${e.who.name}の空きマスがない。最も近い空きマス${d.sq(e.at)}に着地する（MC-R5）`
        : `${e.rule}の定める場所に${e.who.name}の空きマスがない。最も近い空きマス${d.sq(e.at)}に着地する（MC-R5）`,
  },
  fell: {
    en: (e) => {
      if (e.dice === 0) return `${e.who.name} drops ${e.feet} ft and takes no damage (B-5).`;
      const a = e.acrobatics;
      const acro = a ? `; Acrobatics ${a.die} + ${a.bonus} = ${a.check} reduces it by ${a.cut}` : '';
      // Without the roll (players, of a creature not theirs, issue 26): the dice the height gives, and the damage.
      const dice = e.rolled === null ? `${e.dice}d10` : `${e.dice}d10 = ${e.rolled}`;
      return `${e.who.name} falls ${e.feet} ft: ${dice}${acro}; ${e.damage} damage${e.standing ? ', lands standing' : ''} (B-5).`;
    },
    ja: (e) => {
      if (e.dice === 0) return `${e.who.name}は${e.feet}フィート落下したが、ダメージはない（B-5）。`;
      const a = e.acrobatics;
      const acro = a ? `、〈軽業〉${a.die} + ${a.bonus} = ${a.check}で${a.cut}軽減` : '';
      const dice = e.rolled === null ? `${e.dice}D10` : `${e.dice}D10 = ${e.rolled}`;
      return `${e.who.name}は${e.feet}フィート落下した：${dice}${acro}、${e.damage}ダメージ${e.standing ? '、立ったまま着地' : ''}（B-5）。`;
    },
  },
  dismounted: leftMount,
  dismountedByForce: leftMount,
  passengersRemain: {
    en: (e) => {
      const one = e.passengers.length === 1;
      return `${names(e.passengers, 'en')} stay${one ? 's' : ''} on ${e.mount.name} as passenger${one ? '' : 's'}; any may take the reins with a move action (MC-R4).`;
    },
    ja: (e) =>
      `${names(e.passengers, 'ja')}は同乗者のまま${e.mount.name}に残る。移動アクションで乗り手になれる（MC-R4）。`,
  },
  mountBenefitsChecked: {
    en: (e) =>
      e.active
        ? `${e.rider.name} has Mounted Combat: ${e.mount.name}'s [Mount] traits and powers work (MC-KEY-1).`
        : `${e.rider.name} lacks Mounted Combat: ${e.mount.name}'s [Mount] traits and powers give no benefit (MC-KEY-1).`,
    ja: (e) =>
      e.active
        ? `${e.rider.name}は《騎乗戦闘》を持つ：${e.mount.name}の［乗騎］の特徴やパワーが機能する（MC-KEY-1）。`
        : `${e.rider.name}は《騎乗戦闘》を持たない：${e.mount.name}の［乗騎］の特徴やパワーの利益はない（MC-KEY-1）。`,
  },
  loadExceeded: {
    en: (e) =>
      `${e.mount.name} carries ${e.carriedLb} lb of riders and gear, over its normal load of ${e.capacityLb} lb (MC-CARRY-1).`,
    ja: (e) =>
      `${e.mount.name}は乗り手と装備で${e.carriedLb}ポンドを運んでおり、通常の運搬量${e.capacityLb}ポンドを超えている（MC-CARRY-1）。`,
  },
  approachedMount: {
    en: (e, d) => `${e.who.name} moves from ${d.sq(e.from)} to ${d.sq(e.to)} to mount ${e.mount.name}.`,
    ja: (e, d) => `${e.who.name}は${e.mount.name}に乗るため${d.sq(e.from)}から${d.sq(e.to)}へ移動した。`,
  },
  mountFailed: {
    en: (e, d) =>
      `${e.who.name} cannot get onto ${e.mount.name} this move${e.notes.map((n) => `; ${mountNote(n, 'en')}`).join('')} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}はこの移動では${e.mount.name}に乗れない${e.notes.map((n) => `、${mountNote(n, 'ja')}`).join('')}（${d.rules(e.rules)}）。`,
  },
  mounted: {
    en: (e, d) =>
      `${e.who.name} mounts ${e.mount.name} as ${e.asPassenger ? 'a passenger' : 'its rider'}${e.notes.map((n) => `; ${mountNote(n, 'en')}`).join('')}; ${e.mount.name} counts as an ally of ${e.who.name} and its allies (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}は${e.mount.name}に${e.asPassenger ? '同乗者' : '乗り手'}として乗った${e.notes.map((n) => `、${mountNote(n, 'ja')}`).join('')}。${e.mount.name}は${e.who.name}とその味方にとって味方とみなされる（${d.rules(e.rules)}）。`,
  },
  stoodUp: {
    en: (e) => `${e.who.name} stands up (move action, B-4).`,
    ja: (e) => `${e.who.name}は立ち上がった（移動アクション、B-4）。`,
  },
  actionTaken: {
    en: (e) => {
      const paid = e.paidWith && e.paidWith !== e.action ? ` (paid with the ${e.paidWith} action)` : '';
      return `${e.who.name} takes ${an(e.action)} ${e.action} action${e.note ? `: ${e.note}` : ''}${paid} (B-7).`;
    },
    ja: (e) => {
      const paid = e.paidWith && e.paidWith !== e.action ? `（${ACTION_JA[e.paidWith]}アクションで代用）` : '';
      return `${e.who.name}は${ACTION_JA[e.action]}アクションを行った${e.note ? `：${e.note}` : ''}${paid}（B-7）。`;
    },
  },
  tookReins: {
    en: (e) => `${e.who.name} takes the reins of ${e.mount.name} and is now its rider (MC-R4).`,
    ja: (e) => `${e.who.name}は${e.mount.name}の手綱を取り、乗り手になった（MC-R4）。`,
  },
  mountCommanded: {
    en: (e) =>
      `${e.rider.name} spends a move action: ${e.mount.name} may take a move action as a free action (MC-SEP-1).`,
    ja: (e) =>
      `${e.rider.name}は移動アクションを消費し、${e.mount.name}はフリー・アクションとして移動アクションを1回行える（MC-SEP-1）。`,
  },
  optionChanged: {
    en: (e) => `Optional rule "dismounted creatures fall" is ${e.optionalFallRule ? 'on' : 'off'}.`,
    ja: (e) => `オプションルール「乗騎から降ろされる」を${e.optionalFallRule ? 'オン' : 'オフ'}にした。`,
  },
  turnFolded: {
    en: (e) =>
      e.already
        ? `${e.who.name} already had its turn this round; now it acts on its rider's initiative (MC-INIT-1).`
        : `${e.who.name} has no turn of its own: it acts in ${e.host.name}'s turn (MC-TURN-1).`,
    ja: (e) =>
      e.already
        ? `${e.who.name}はこのラウンドすでに手番を終えた。以後は乗り手のイニシアチブで行動する（MC-INIT-1）。`
        : `${e.who.name}は自分の手番を持たず、${e.host.name}の手番に行動する（MC-TURN-1）。`,
  },
  initiativeShared: {
    en: (e) =>
      `${e.mount.name} acts on ${e.rider.name}'s initiative${e.initiative === null ? '' : ` (${e.initiative})`} (MC-INIT-1).`,
    ja: (e) =>
      `${e.mount.name}は${e.rider.name}のイニシアチブ${e.initiative === null ? '' : `（${e.initiative}）`}で行動する（MC-INIT-1）。`,
  },
  typicalMountHinted: {
    en: (e) => `${e.who.name} is a typical mount, not trained for battle: left to itself it avoids fights (MC-MATK-1).`,
    ja: (e) => `${e.who.name}は戦闘訓練を受けていない典型的な乗騎で、自主性に任されると戦闘を避ける（MC-MATK-1）。`,
  },
  chainCancelled: {
    en: (e, d) =>
      `The GM cancels the pending decision: ${d.msg(e.prompt)} (and ${e.dropped} follow-up step${e.dropped === 1 ? '' : 's'})`,
    ja: (e, d) => `ゲームマスターが決定待ちを取り消した：${d.msg(e.prompt)}（後続${e.dropped}件も）`,
  },
};

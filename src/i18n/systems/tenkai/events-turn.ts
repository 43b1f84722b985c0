/** Describers of the Tenkai turn-flow events: turns, initiative, rounds, AP, effects, activities (TK-TURN-*). */
import type { TkEvents } from '../../../rules/tenkai';
import type { EventDescribers } from '../../describe';
import { count } from '../../plural';
import { doing } from './text';
import { TK_ACTIVITY_LABELS, TK_AP_ACTION_LABELS } from './terms';

type E = EventDescribers<TkEvents>;

/** The turn-flow events. */
export const turnEvents = {
  turnStarted: {
    en: (e) => `Turn ${e.turn} begins (about 10 seconds).`,
    ja: (e) => `${e.turn}ターン目（約10秒）開始。`,
  },
  turnEnded: {
    en: (e) => `Turn ${e.turn} ends.`,
    ja: (e) => `${e.turn}ターン目終了。`,
  },
  initiativeRolled: {
    en: (e) =>
      e.die === null
        ? `${e.who.name}'s initiative: ${e.total} (${e.basis === 'partnerEvasion' ? "the ridden partner's 回避" : '回避'}, no roll).`
        : `${e.who.name}'s initiative: 俊敏/10 + 1D20 = ${e.total - e.die} + ${e.die} = ${e.total}.`,
    ja: (e) =>
      e.die === null
        ? `${e.who.name}のイニシアティブ：${e.total}（${e.basis === 'partnerEvasion' ? '騎乗している相棒の回避' : '回避'}、ダイスなし）。`
        : `${e.who.name}のイニシアティブ：俊敏/10＋1D20 = ${e.total - e.die} + ${e.die} = ${e.total}。`,
  },
  orderDecided: {
    en: (e) => `Order: ${e.order.map((r) => r.name).join(' > ')}.`,
    ja: (e) => `解決順：${e.order.map((r) => r.name).join(' > ')}。`,
  },
  roundStarted: {
    en: (e) => `Turn ${e.turn}: ${e.who.name}'s round starts.`,
    ja: (e) => `${e.turn}ターン目：${e.who.name}のラウンド開始。`,
  },
  roundEnded: {
    en: (e) => `${e.who.name}'s round ends.`,
    ja: (e) => `${e.who.name}のラウンド終了。`,
  },
  roundPostponed: {
    en: (e) => `${e.who.name} postpones resolving its round (durations are not extended).`,
    ja: (e) => `${e.who.name}はラウンドの解決を後回しにした（効果時間は延びない）。`,
  },
  roundResumed: {
    en: (e) => `${e.who.name} resolves its postponed round.`,
    ja: (e) => `${e.who.name}が後回しにしたラウンドを解決する。`,
  },
  apSpent: {
    en: (e, d) => {
      if (e.for.m === 'doGlidingControl')
        return `${e.who.name}'s AP all go to controlling the gliding ${e.for.glider.name}.`;
      if (e.for.m === 'doFullMove')
        return `${e.who.name} spends all ${e.ap} AP on a full move (3× 移動 = ${e.for.distance}).`;
      return `${e.who.name} spends ${e.ap} AP: ${doing(e.for, d)} (${e.left}/${e.max} left${e.carried ? `; ${e.carried} carried into the next turn by the GM` : ''}).`;
    },
    ja: (e, d) => {
      if (e.for.m === 'doGlidingControl')
        return `${e.who.name}は滑空する${e.for.glider.name}の操縦に全行動力を費やす。`;
      if (e.for.m === 'doFullMove')
        return `${e.who.name}は全行動力${e.ap}を全力移動に費やす（移動×3 = ${e.for.distance}）。`;
      return `${e.who.name}は行動力${e.ap}を消費：${doing(e.for, d)}（残り${e.left}/${e.max}${e.carried ? `、${e.carried}はマスター裁量で次ターンへ` : ''}）。`;
    },
  },
  actionTaken: {
    en: (e) => `${e.who.name}: ${TK_AP_ACTION_LABELS[e.action].en} (0 AP).`,
    ja: (e) => `${e.who.name}：${TK_AP_ACTION_LABELS[e.action].ja}（行動力0）。`,
  },
  skillUsed: {
    en: (e) => `${e.who.name} uses ${e.skill}.`,
    ja: (e) => `${e.who.name}は${e.skill}を使用した。`,
  },
  effectAdded: {
    en: (e) => `${e.who.name}: ${e.effect} for ${count(e.duration, 'turn', 'en')} (checked at its round start).`,
    ja: (e) => `${e.who.name}：${e.effect}（効果時間${e.duration}T、ラウンド開始時に確認）。`,
  },
  effectEnded: {
    en: (e) => `${e.who.name}'s ${e.effect} ends (its duration has passed).`,
    ja: (e) => `${e.who.name}の${e.effect}の効果時間が経過し、終了した。`,
  },
  activityStarted: {
    en: (e) =>
      `${e.who.name} starts: ${TK_ACTIVITY_LABELS[e.activity].en} (${e.target.name}, ${count(e.turns, 'turn', 'en')}).`,
    ja: (e) => `${e.who.name}が開始：${TK_ACTIVITY_LABELS[e.activity].ja}（${e.target.name}、${e.turns}ターン）。`,
  },
  activityContinued: {
    en: (e) => `${e.who.name} spends this turn on ${TK_ACTIVITY_LABELS[e.activity].en} (${e.target.name}).`,
    ja: (e) => `${e.who.name}はこのターンを${TK_ACTIVITY_LABELS[e.activity].ja}（${e.target.name}）に費やす。`,
  },
  activityCompleted: {
    en: (e) => `${e.who.name} completes ${TK_ACTIVITY_LABELS[e.activity].en} (${e.target.name}).`,
    ja: (e) => `${e.who.name}の${TK_ACTIVITY_LABELS[e.activity].ja}（${e.target.name}）が完了した。`,
  },
} satisfies Partial<E>;

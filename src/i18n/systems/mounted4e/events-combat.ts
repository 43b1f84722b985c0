/** Describers of the mounted4e events of attacks, saves, forced movement, shifts, teleports and falls. */
import type { AttackRolled, M4Events } from '../../../rules/mounted4e';
import type { Describe, EventDescribers, Lang } from '../../describe';
import { squares } from '../../plural';
import { ATTACK, bonusSource, bonusTerms, DEFENCE, FORCED, isAre, names } from './terms';

type Own = Pick<
  EventDescribers<M4Events>,
  | 'savingThrowRolled'
  | 'attackHit'
  | 'attackMissed'
  | 'damageDealt'
  | 'charged'
  | 'basicAttackSet'
  | 'forcedMoved'
  | 'forcedMoveStarted'
  | 'shifted'
  | 'teleported'
  | 'fellProne'
  | 'flierFell'
  | 'landedSafely'
>;
type Save = Parameters<EventDescribers<M4Events>['savingThrowRolled']['en']>[0];

/** "save 7 + 5 (military saddle) = 12 ≥ 10" / "no save". */
function roll(e: Save, lang: Lang): string {
  if (!e.attempted || e.die === null || e.total === null) return lang === 'en' ? 'no save' : 'セーヴなし';
  const cmp = e.success ? '≥' : '<';
  return `${lang === 'en' ? 'save ' : 'セーヴ'}${e.die}${bonusTerms(e.bonuses, lang)} = ${e.total} ${cmp} ${e.dc}`;
}

function saveEn(e: Save, d: Describe): string {
  const r = roll(e, 'en');
  if (e.rule === 'B-2') {
    const edge = `save ${e.die ?? 0} ${e.success ? '≥' : '<'} ${e.dc}`;
    return e.success
      ? `${e.saver.name} is forced over an edge; ${edge}: it catches itself and falls prone at the edge (B-2).`
      : `${e.saver.name} is forced over an edge; ${edge}: it goes over (B-2).`;
  }
  if (e.rule === 'MC-PRONE-3') {
    const on = e.mount?.name ?? 'the mount';
    return `${e.saver.name} is knocked prone on ${on}; ${r}: ${e.success ? 'neither dismounted nor prone' : 'dismounted and prone beside it'} (${d.rules(e.rules)}).`;
  }
  const moved = `${e.subject.name} is ${FORCED[e.forced?.kind ?? 'push'].en} ${squares(e.forced?.squares ?? 0, 'en')}`;
  return e.success
    ? `${moved}; ${r}: ${e.mount?.name ?? 'the mount'} moves with ${e.subject.name}${e.subject.id === e.saver.id ? '' : `, carrying ${e.saver.name}`} (${d.rules(e.rules)}).`
    : `${moved}; ${r}: ${e.subject.name} is dismounted and falls prone at the end point (${d.rules(e.rules)}).`;
}

function saveJa(e: Save, d: Describe): string {
  const r = roll(e, 'ja');
  if (e.rule === 'B-2') {
    const edge = `セーヴ${e.die ?? 0} ${e.success ? '≥' : '<'} ${e.dc}`;
    return e.success
      ? `${e.saver.name}は崖へ押し出された。${edge}：踏みとどまり、縁で伏せ状態になる（B-2）。`
      : `${e.saver.name}は崖へ押し出された。${edge}：転落する（B-2）。`;
  }
  if (e.rule === 'MC-PRONE-3') {
    const on = e.mount?.name ?? '乗騎';
    return `${e.saver.name}は${on}の上で伏せ状態にされた。${r}：${e.success ? '降ろされず、伏せ状態にもならない' : '降ろされ、隣接マスで伏せ状態になる'}（${d.rules(e.rules)}）。`;
  }
  const moved = `${e.subject.name}は${squares(e.forced?.squares ?? 0, 'ja')}${FORCED[e.forced?.kind ?? 'push'].jaDone}`;
  return e.success
    ? `${moved}。${r}：${e.mount?.name ?? '乗騎'}も一緒に移動する（${d.rules(e.rules)}）。`
    : `${moved}。${r}：${e.subject.name}は乗騎から降ろされ、終着点で伏せ状態になる（${d.rules(e.rules)}）。`;
}

/** The defence of a roll: "15", or with effects on it "15 − 2 (Hold: Orc's power, B-14) = 13". */
function defence(e: AttackRolled, lang: Lang): string {
  const mods = e.defenceModifiers ?? [];
  if (mods.length === 0) return String(e.defenceValue);
  const base = e.defenceValue - mods.reduce((s, m) => s + m.value, 0);
  const terms = mods
    .map((m) =>
      lang === 'en'
        ? ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} (${bonusSource(m, 'en')}, ${m.ruleId})`
        : ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)}（${bonusSource(m, 'ja')}、${m.ruleId}）`,
    )
    .join('');
  return `${base}${terms} = ${e.defenceValue}`;
}

/** An attack roll: the d20, the bonus, every modifier with its source and rule id, the defence, the result. */
function attackText(e: AttackRolled, lang: Lang): string {
  const shown = e.modifiers.filter((m) => m.value !== 0);
  const notes = e.modifiers.filter((m) => m.value === 0);
  const sign = (v: number): string => (v > 0 ? '+' : '−');
  if (lang === 'en') {
    const kind = ATTACK[e.kind].en;
    const mods = shown
      .map((m) => ` ${sign(m.value)} ${Math.abs(m.value)} (${bonusSource(m, 'en')}, ${m.ruleId})`)
      .join('');
    const result = e.crit ? 'critical hit' : e.hit ? 'hit' : 'miss';
    return `${e.attacker.name} makes ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} attack on ${e.target.name}: ${e.die} + ${e.bonus}${mods} = ${e.total} vs ${DEFENCE[e.defence].en} ${defence(e, 'en')}: ${result}${notes.map((n) => `; ${bonusSource(n, 'en')} (${n.ruleId})`).join('')}.`;
  }
  const mods = shown
    .map((m) => ` ${sign(m.value)} ${Math.abs(m.value)}（${bonusSource(m, 'ja')}、${m.ruleId}）`)
    .join('');
  const result = e.crit ? 'クリティカル・ヒット' : e.hit ? 'ヒット' : 'ミス';
  return `${e.attacker.name}の${e.target.name}への${ATTACK[e.kind].ja}攻撃：${e.die} + ${e.bonus}${mods} = ${e.total} 対 ${DEFENCE[e.defence].ja} ${defence(e, 'ja')}：${result}${notes.map((n) => `、${bonusSource(n, 'ja')}（${n.ruleId}）`).join('')}。`;
}

export const combatEvents: Own = {
  savingThrowRolled: { en: saveEn, ja: saveJa },
  attackHit: { en: (e) => attackText(e, 'en'), ja: (e) => attackText(e, 'ja') },
  attackMissed: { en: (e) => attackText(e, 'en'), ja: (e) => attackText(e, 'ja') },
  damageDealt: {
    en: (e) =>
      `${e.who.name} takes ${e.amount} damage (${e.damage.count}d${e.damage.sides}+${e.damage.plus}${e.crit ? ', maximum on a critical hit' : ''}${e.weakened ? `; halved: ${e.attacker.name} is weakened, B-18` : ''}) (HP ${e.hp}/${e.hpMax}).`,
    ja: (e) =>
      `${e.who.name}は${e.amount}ダメージを受けた（${e.damage.count}D${e.damage.sides}+${e.damage.plus}${e.crit ? '、クリティカルで最大値' : ''}${e.weakened ? `、${e.attacker.name}が弱体化状態のため半分、B-18` : ''}）（HP ${e.hp}/${e.hpMax}）。`,
  },
  charged: {
    en: (e) =>
      e.mount
        ? `${e.attacker.name} charges: ${e.mount.name} carries them ${squares(e.squares, 'en')}, then ${e.attacker.name} attacks ${e.target.name} at +1 (MC-CHARGE-1, B-8).`
        : `${e.attacker.name} charges ${squares(e.squares, 'en')} and attacks ${e.target.name} at +1 (B-8).`,
    ja: (e) =>
      e.mount
        ? `${e.attacker.name}の突撃：${e.mount.name}が${squares(e.squares, 'ja')}運び、${e.attacker.name}が${e.target.name}に+1で攻撃する（MC-CHARGE-1、B-8）。`
        : `${e.attacker.name}は${squares(e.squares, 'ja')}突撃し、${e.target.name}に+1で攻撃する（B-8）。`,
  },
  basicAttackSet: {
    en: (e) =>
      `${e.who.name}'s basic attack: +${e.attack.bonus} vs ${e.attack.vs.toUpperCase()}, ${e.attack.damage.count}d${e.attack.damage.sides}+${e.attack.damage.plus}.`,
    ja: (e) =>
      `${e.who.name}の基礎攻撃：+${e.attack.bonus} 対 ${DEFENCE[e.attack.vs].ja}、${e.attack.damage.count}D${e.attack.damage.sides}+${e.attack.damage.plus}。`,
  },
  forcedMoved: {
    en: (e, d) =>
      e.none
        ? `${e.who.name} is not moved (fewer squares are allowed) (B-2).`
        : `${e.who.name}${e.carried.length ? ` with ${names(e.carried, 'en')}` : ''} is ${FORCED[e.kind].en} ${squares(e.squares, 'en')} to ${d.sq(e.to)} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      e.none
        ? `${e.who.name}は移動しない（少ないマス数でもよい）（B-2）。`
        : `${e.who.name}${e.carried.length ? `（${names(e.carried, 'ja')}も一緒に）` : ''}は${squares(e.squares, 'ja')}${FORCED[e.kind].jaDone}：${d.sq(e.to)}（${d.rules(e.rules)}）。`,
  },
  forcedMoveStarted: {
    en: (e) =>
      `${names(e.moved, 'en')} ${isAre(e.moved.length)} ${FORCED[e.kind].en} ${squares(e.squares, 'en')} but ${e.mount.name} is not: ${e.rider ? `${e.rider.name} may save to keep the mount with them` : 'nobody can hold the mount'} (${e.rule}).`,
    ja: (e) =>
      `${names(e.moved, 'ja')}は${squares(e.squares, 'ja')}${FORCED[e.kind].jaNow}が、${e.mount.name}はそうではない：${e.rider ? `${e.rider.name}はセーヴで乗騎を一緒に移動させられる` : '乗騎を操る乗り手がいない'}（${e.rule}）。`,
  },
  shifted: {
    en: (e, d) =>
      `${e.who.name}${e.carried.length ? ` carrying ${names(e.carried, 'en')}` : ''} shifts to ${d.sq(e.to)}; a shift provokes no opportunity attacks (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}${e.carried.length ? `（${names(e.carried, 'ja')}を乗せて）` : ''}は${d.sq(e.to)}へシフトした。機会攻撃は誘発しない（${d.rules(e.rules)}）。`,
  },
  teleported: {
    en: (e, d) =>
      `${e.who.name} teleports to ${d.sq(e.to)}${e.left.length ? `, leaving ${names(e.left, 'en')} behind (MC-TP-1)` : ' (B-13)'}.`,
    ja: (e, d) =>
      `${e.who.name}は${d.sq(e.to)}へ瞬間移動した${e.left.length ? `。${names(e.left, 'ja')}は置いていかれる（MC-TP-1）` : '（B-13）'}。`,
  },
  fellProne: {
    en: (e, d) =>
      `${e.who.name} falls prone${e.thrown.length ? `; ${names(e.thrown, 'en')} ${isAre(e.thrown.length)} thrown off` : ''} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}は伏せ状態になった${e.thrown.length ? `。${names(e.thrown, 'ja')}は振り落とされる` : ''}（${d.rules(e.rules)}）。`,
  },
  flierFell: {
    en: (e, d) => {
      const stay = e.carried.length ? `; ${names(e.carried, 'en')} stay${e.carried.length === 1 ? 's' : ''} on` : '';
      return `${e.who.name} is ${e.stunned ? 'stunned and cannot hover' : 'knocked prone in the air'}: it falls ${e.feet} ft; its fly speed ${e.flySpeed} takes ${e.reducedFt} ft off${stay} (${d.rules(e.rules)}).`;
    },
    ja: (e, d) => {
      const stay = e.carried.length ? `。${names(e.carried, 'ja')}は乗ったまま` : '';
      return `${e.who.name}は${e.stunned ? '朦朧状態でホバリングできず' : '空中で伏せ状態にされ'}、${e.feet}フィート落下する。飛行移動速度${e.flySpeed}で${e.reducedFt}フィート軽減${stay}（${d.rules(e.rules)}）。`;
    },
  },
  landedSafely: {
    en: (e) => `${e.who.name} lands without damage and is not prone (B-12).`,
    ja: (e) => `${e.who.name}は無傷で着地し、伏せ状態にならない（B-12）。`,
  },
};

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

/**
 * "save 7 + 5 (military saddle) = 12 ≥ 10" / "no save"; a save whose roll the reader may not see (players, of a
 * saver not theirs, issue 26): "saved" / "save failed".
 */
function roll(e: Save, lang: Lang): string {
  if (!e.attempted) return lang === 'en' ? 'no save' : 'セーヴなし';
  if (e.die === null || e.total === null)
    return lang === 'en' ? (e.success ? 'saved' : 'save failed') : e.success ? 'セーヴ成功' : 'セーヴ失敗';
  const cmp = e.success ? '≥' : '<';
  return `${lang === 'en' ? 'save ' : 'セーヴ'}${e.die}${bonusTerms(e.bonuses, lang)} = ${e.total} ${cmp} ${e.dc}`;
}

/** The B-2 save at an edge: "save 7 < 10", or without the die "saved" / "save failed" (see {@link roll}). */
function edgeSave(e: Save, lang: Lang): string {
  if (e.die === null) return roll(e, lang);
  return `${lang === 'en' ? 'save ' : 'セーヴ'}${e.die} ${e.success ? '≥' : '<'} ${e.dc}`;
}

function saveEn(e: Save, d: Describe): string {
  const r = roll(e, 'en');
  if (e.rule === 'B-2') {
    const edge = edgeSave(e, 'en');
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
    const edge = edgeSave(e, 'ja');
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

/**
 * The defence of a roll: " 15", or with effects on it " 15 − 2 (Hold: Orc's power, B-14) = 13"; nothing when the
 * reader may not see it (players, of a target not theirs, issue 26).
 */
function defence(e: AttackRolled, lang: Lang): string {
  if (e.defenceValue === null) return '';
  const mods = e.defenceModifiers ?? [];
  if (mods.length === 0) return ` ${e.defenceValue}`;
  const base = e.defenceValue - mods.reduce((s, m) => s + m.value, 0);
  const terms = mods
    .map((m) =>
      lang === 'en'
        ? ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} (${bonusSource(m, 'en')}, ${m.ruleId})`
        : ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)}（${bonusSource(m, 'ja')}、${m.ruleId}）`,
    )
    .join('');
  return ` ${base}${terms} = ${e.defenceValue}`;
}

/** " 14 + 6 + 2 (charge, B-8) = 22" of an attack roll, or nothing when the reader may not see it (issue 26). */
function rollText(e: AttackRolled, lang: Lang): string | null {
  if (e.die === null || e.bonus === null || e.total === null) return null;
  const sign = (v: number): string => (v > 0 ? '+' : '−');
  const mods = e.modifiers
    .filter((m) => m.value !== 0)
    .map((m) =>
      lang === 'en'
        ? ` ${sign(m.value)} ${Math.abs(m.value)} (${bonusSource(m, 'en')}, ${m.ruleId})`
        : ` ${sign(m.value)} ${Math.abs(m.value)}（${bonusSource(m, 'ja')}、${m.ruleId}）`,
    )
    .join('');
  return `${e.die} + ${e.bonus}${mods} = ${e.total}`;
}

/**
 * An attack roll: the d20, the bonus, every modifier with its source and rule id, the defence, the result. A reader
 * who may not see the roll or the defence value (players, issue 26) reads the rest: "Orc makes a melee attack on
 * Sir Aldric vs AC 18: hit." / "Sir Aldric makes a melee attack on Orc: 14 + 6 = 20 vs AC: hit."
 */
function attackText(e: AttackRolled, lang: Lang): string {
  const notes = e.modifiers.filter((m) => m.value === 0);
  const r = rollText(e, lang);
  if (lang === 'en') {
    const kind = ATTACK[e.kind].en;
    const result = e.crit ? 'critical hit' : e.hit ? 'hit' : 'miss';
    return `${e.attacker.name} makes ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} attack on ${e.target.name}${r === null ? '' : `: ${r}`} vs ${DEFENCE[e.defence].en}${defence(e, 'en')}: ${result}${notes.map((n) => `; ${bonusSource(n, 'en')} (${n.ruleId})`).join('')}.`;
  }
  const result = e.crit ? 'クリティカル・ヒット' : e.hit ? 'ヒット' : 'ミス';
  return `${e.attacker.name}の${e.target.name}への${ATTACK[e.kind].ja}攻撃${r === null ? '' : `：${r}`} 対 ${DEFENCE[e.defence].ja}${defence(e, 'ja')}：${result}${notes.map((n) => `、${bonusSource(n, 'ja')}（${n.ruleId}）`).join('')}。`;
}

/** " (1d6+2, maximum on a critical hit; halved: …)" of a damage line; the parts the reader may see (issue 26). */
function damageHow(e: Parameters<EventDescribers<M4Events>['damageDealt']['en']>[0], lang: Lang): string {
  const parts: string[] = [];
  const en = lang === 'en';
  if (e.damage) parts.push(`${e.damage.count}${lang === 'ja' ? 'D' : 'd'}${e.damage.sides}+${e.damage.plus}`);
  // A critical hit deals the dice's maximum; without the dice, only that it was one.
  const crit = e.damage
    ? { en: 'maximum on a critical hit', ja: 'クリティカルで最大値' }
    : { en: 'critical hit', ja: 'クリティカル' };
  if (e.crit) parts.push(crit[lang]);
  const halved = e.weakened
    ? en
      ? `halved: ${e.attacker.name} is weakened, B-18`
      : `${e.attacker.name}が弱体化状態のため半分、B-18`
    : '';
  const head = parts.join(en ? ', ' : '、');
  const all = head && halved ? `${head}${en ? '; ' : '、'}${halved}` : head || halved;
  const hp = e.hp !== null && e.hpMax !== null ? (en ? ` (HP ${e.hp}/${e.hpMax})` : `（HP ${e.hp}/${e.hpMax}）`) : '';
  return `${all ? (en ? ` (${all})` : `（${all}）`) : ''}${hp}`;
}

export const combatEvents: Own = {
  savingThrowRolled: { en: saveEn, ja: saveJa },
  attackHit: { en: (e) => attackText(e, 'en'), ja: (e) => attackText(e, 'ja') },
  attackMissed: { en: (e) => attackText(e, 'en'), ja: (e) => attackText(e, 'ja') },
  damageDealt: {
    en: (e) => `${e.who.name} takes ${e.amount} damage${damageHow(e, 'en')}.`,
    ja: (e) => `${e.who.name}は${e.amount}ダメージを受けた${damageHow(e, 'ja')}。`,
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
      const fly = e.flySpeed === null ? 'its flight' : `its fly speed ${e.flySpeed}`;
      return `${e.who.name} is ${e.stunned ? 'stunned and cannot hover' : 'knocked prone in the air'}: it falls ${e.feet} ft; ${fly} takes ${e.reducedFt} ft off${stay} (${d.rules(e.rules)}).`;
    },
    ja: (e, d) => {
      const stay = e.carried.length ? `。${names(e.carried, 'ja')}は乗ったまま` : '';
      const fly = e.flySpeed === null ? '飛行により' : `飛行移動速度${e.flySpeed}で`;
      return `${e.who.name}は${e.stunned ? '朦朧状態でホバリングできず' : '空中で伏せ状態にされ'}、${e.feet}フィート落下する。${fly}${e.reducedFt}フィート軽減${stay}（${d.rules(e.rules)}）。`;
    },
  },
  landedSafely: {
    en: (e) => `${e.who.name} lands without damage and is not prone (B-12).`,
    ja: (e) => `${e.who.name}は無傷で着地し、伏せ状態にならない（B-12）。`,
  },
};

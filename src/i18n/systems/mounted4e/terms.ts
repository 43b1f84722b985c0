/**
 * The mounted4e catalogue's shared terms: sizes, defences, actions, forced movement, bonus sources and the
 * small helpers the describers share. Japanese rule terms follow seed 000 (乗騎, 乗り手, 同乗者, 接敵面, 軍用鞍 …).
 */
import type {
  ActionCost,
  AttackRollKind,
  Bonus,
  Defence,
  ForcedKind,
  MountNote,
  SpentOn,
  WeaponGroup,
} from '../../../rules/mounted4e';
import type { Ref, Size } from '../../../rules';
import type { Lang, Text } from '../../describe';
import { squares } from '../../plural';

/** Size names as the seed writes them (中型, 大型, 超大型, 巨大 …). */
export const SIZE: Readonly<Record<Size, Text>> = {
  tiny: { en: 'tiny', ja: '超小型' },
  small: { en: 'small', ja: '小型' },
  medium: { en: 'medium', ja: '中型' },
  large: { en: 'large', ja: '大型' },
  huge: { en: 'huge', ja: '超大型' },
  gargantuan: { en: 'gargantuan', ja: '巨大' },
};

/** Defence names for the log. */
export const DEFENCE: Readonly<Record<Defence, Text>> = {
  ac: { en: 'AC', ja: 'AC' },
  fort: { en: 'Fortitude', ja: '頑健' },
  ref: { en: 'Reflex', ja: '反応' },
  will: { en: 'Will', ja: '意志' },
};

/** Japanese names of actions (B-7). */
export const ACTION_JA: Readonly<Record<ActionCost, string>> = {
  standard: '標準',
  move: '移動',
  minor: 'マイナー',
  free: 'フリー',
  immediate: '即応',
  opportunity: '機会',
  none: '',
};

/** Forced movement: the English participle, the Japanese past and present (B-2). */
export const FORCED: Readonly<Record<ForcedKind, { en: string; jaDone: string; jaNow: string }>> = {
  push: { en: 'pushed', jaDone: '押しやられた', jaNow: '押しやられる' },
  pull: { en: 'pulled', jaDone: '引き寄せられた', jaNow: '引き寄せられる' },
  slide: { en: 'slid', jaDone: '横滑りさせられた', jaNow: '横滑りさせられる' },
};

/** Attack kinds as the log names them. */
export const ATTACK: Readonly<Record<AttackRollKind, Text>> = {
  melee: { en: 'melee', ja: '近接' },
  ranged: { en: 'ranged', ja: '遠隔' },
  close: { en: 'close', ja: '近接範囲' },
  area: { en: 'area', ja: '遠隔範囲' },
  charge: { en: 'charge', ja: '突撃' },
  opportunity: { en: 'opportunity', ja: '機会' },
};

/** Weapon groups (MC-TGT-2: スピア類、長柄武器類、ノダチ). */
export const WEAPON: Readonly<Record<WeaponGroup, Text>> = {
  spear: { en: 'spear', ja: 'スピア' },
  polearm: { en: 'polearm', ja: '長柄武器' },
  nodachi: { en: 'nodachi', ja: 'ノダチ' },
  other: { en: 'weapon', ja: '武器' },
};

const weapon = (w: WeaponGroup | undefined, lang: Lang): string =>
  w && Object.prototype.hasOwnProperty.call(WEAPON, w) ? WEAPON[w][lang] : WEAPON.other[lang];

/** The source of a bonus or penalty, in the reader's language. */
export function bonusSource(b: Bonus, lang: Lang): string {
  const en = lang === 'en';
  const h = b.height ?? 1;
  switch (b.source) {
    case 'rider':
      return en ? 'rider' : '乗り手';
    case 'passenger':
      return en ? 'passenger (follows the rider rules)' : '同乗者（乗り手のルールに従う）';
    case 'attackerProne':
      return en ? 'attacker prone' : '攻撃者が伏せ状態';
    case 'squeezing':
      return en ? 'squeezing' : '無理矢理入り込んでいる';
    case 'squeezingWithMount':
      return en ? 'squeezing with its mount' : '乗騎と共に無理矢理入り込んでいる';
    case 'charge':
      return en ? 'charge' : '突撃';
    case 'combatAdvantage':
      return en ? 'combat advantage' : '戦術的優位';
    case 'targetStunned':
      return en ? 'combat advantage: target stunned' : '戦術的優位：目標が朦朧状態';
    case 'targetDazed':
      return en ? 'combat advantage: target dazed' : '戦術的優位：目標が幻惑状態';
    case 'targetSqueezing':
      return en ? 'combat advantage: target squeezing' : '戦術的優位：目標が無理矢理入り込んでいる';
    case 'targetProne':
      return en ? 'combat advantage: target prone' : '戦術的優位：目標が伏せ状態';
    case 'targetProneAfar':
      return en ? 'target prone (+2 defences vs ranged from afar)' : '目標が伏せ状態（離れた遠隔攻撃に対し防御+2）';
    case 'superiorCover':
      return en ? 'superior cover' : '完全遮蔽';
    case 'mountInLineOfFire':
      return en ? 'partial cover: the mount is in the line of fire' : '部分遮蔽：乗騎が射線上にいる';
    case 'partialCover':
      return en ? 'partial cover' : '部分遮蔽';
    case 'linesCover':
    case 'linesSuperiorCover': {
      const l = b.lines;
      const what = [...(l?.walls ? [en ? 'a wall' : '壁'] : []), ...(l?.by ?? []).map((r) => r.name)].join(
        en ? ', ' : '、',
      );
      const n = l?.blocked ?? 0;
      const kind = b.source === 'linesCover' ? (en ? 'cover' : '部分遮蔽') : en ? 'superior cover' : '完全遮蔽';
      return en
        ? `${kind}: ${n} of 4 lines blocked${what ? ` (${what})` : ''}`
        : `${kind}：4本の線のうち${n}本が遮られている${what ? `（${what}）` : ''}`;
    }
    case 'riderHigher':
      return en ? `rider ${squares(h, 'en')} higher, out of easy reach` : `乗り手が${squares(h, 'ja')}高く、間合いの外`;
    case 'longWeaponReaches':
      return en
        ? `rider ${h} higher, but a ${weapon(b.weapon, 'en')} reaches`
        : `乗り手が${squares(h, 'ja')}高いが、${weapon(b.weapon, 'ja')}なので届く`;
    case 'militarySaddle':
      return en ? 'military saddle' : '軍用鞍';
    case 'marked':
      return en
        ? `marked by ${b.by?.name ?? '?'}, who is not a target`
        : `${b.by?.name ?? '?'}にマークされ、その者が目標でない`;
    case 'effectCombatAdvantage': {
      const f = b.effect;
      const name = f?.label ? (en ? ` (${f.label})` : `（${f.label}）`) : '';
      return en ? `combat advantage: target grants it${name}` : `戦術的優位：目標が与えている${name}`;
    }
    case 'effect':
    case 'effectDefence': {
      const f = b.effect;
      const name = f?.label || (en ? 'effect' : '効果');
      const by = f?.by ? (en ? ` from ${f.by.name}` : `（${f.by.name}による）`) : '';
      const def =
        b.source === 'effectDefence' && b.defence
          ? en
            ? ` on ${DEFENCE[b.defence].en}`
            : `、${DEFENCE[b.defence].ja}`
          : '';
      return en ? `${name}${by}${def}` : `${name}${by}${def}`;
    }
  }
}

/** " + 5 (military saddle)" / " + 5（軍用鞍）" for each bonus of a roll. */
export function bonusTerms(bs: readonly Bonus[], lang: Lang): string {
  return bs
    .map((b) =>
      lang === 'en'
        ? ` ${b.value < 0 ? '−' : '+'} ${Math.abs(b.value)} (${bonusSource(b, 'en')})`
        : ` ${b.value < 0 ? '−' : '+'} ${Math.abs(b.value)}（${bonusSource(b, 'ja')}）`,
    )
    .join('');
}

/** "+ 5" / "− 8". */
const plus = (v: number): string => (v < 0 ? `− ${-v}` : `+ ${v}`);
/** A number with a typographic minus. */
const num = (v: number): string => (v < 0 ? `−${-v}` : String(v));

/** A note on how a creature got onto a mount (MC-MOUNT-3/4/5). */
export function mountNote(n: MountNote, lang: Lang): string {
  const en = lang === 'en';
  switch (n.kind) {
    case 'walk':
      return en ? `${n.cost} to get adjacent + ${n.extra} extra movement` : `隣接まで${n.cost} + 追加の移動${n.extra}`;
    case 'teleport':
      return en
        ? `teleport ${n.distance} ≥ space height ${n.height}: no extra movement`
        : `瞬間移動${n.distance} ≥ 接敵面の高さ${n.height}：追加の移動なし`;
    case 'jump':
      return en
        ? `Athletics ${n.die} ${plus(n.bonus)} = ${num(n.check)}${n.running ? ' with a running start' : ''}: jumps ${n.jumpFt.toFixed(1)} ft, reaches ${n.reachedFt.toFixed(1)} ft vs space height ${n.needFt} ft: extra movement ${n.before} → ${n.after}`
        : `〈運動〉${n.die} ${plus(n.bonus)} = ${num(n.check)}${n.running ? '（助走あり）' : ''}：跳躍${n.jumpFt.toFixed(1)}フィート、手が届く高さ${n.reachedFt.toFixed(1)}フィート 対 接敵面の高さ${n.needFt}フィート：追加の移動${n.before} → ${n.after}`;
  }
}

/** What an action was spent on (the turn pips). */
export function spentOn(s: SpentOn, lang: Lang): string {
  const en = lang === 'en';
  switch (s.kind) {
    case 'walk':
      return en ? 'walk' : '移動';
    case 'fly':
      return en ? 'fly' : '飛行';
    case 'shift':
      return en ? 'shift' : 'シフト';
    case 'mount':
      return en ? 'mount' : '騎乗';
    case 'dismount':
      return en ? 'dismount' : '降りる';
    case 'dropProne':
      return en ? 'drop prone' : '伏せる';
    case 'standUp':
      return en ? 'stand up' : '立ち上がる';
    case 'takeReins':
      return en ? 'take the reins' : '手綱を取る';
    case 'teleport':
      return en ? 'teleport' : '瞬間移動';
    case 'charge':
      return en ? 'charge' : '突撃';
    case 'attack':
      return en ? `${s.attack} attack` : `${ATTACK[s.attack].ja}攻撃`;
    case 'command':
      return en ? `command ${s.mount.name}` : `${s.mount.name}に命令`;
    case 'action':
      return s.note || (en ? s.action : `${ACTION_JA[s.action]}アクション`);
  }
}

/** "A, B" / "A、B". */
export function names(refs: readonly Ref[], lang: Lang): string {
  return refs.map((r) => r.name).join(lang === 'en' ? ', ' : '、');
}

/** The English verb agreeing with a list: "is" / "are" (and "stays" / "stay"). */
export const isAre = (n: number): string => (n === 1 ? 'is' : 'are');

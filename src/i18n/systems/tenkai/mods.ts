/** Names of the sources of modifiers (TK-HIT-*, TK-ST-*, TK-HEAL-1), in English and Japanese (source terms). */
import type { TkModKey } from '../../../rules/tenkai';
import type { Lang } from '../../describe';
import { count } from '../../plural';

type Label = { readonly en: (n: number) => string; readonly ja: (n: number) => string };
const fixed = (en: string, ja: string): Label => ({ en: () => en, ja: () => ja });

const LABELS: { readonly [K in TkModKey]: Label } = {
  // hit checks
  guardVsShooting: fixed('guarding against shooting', '射撃に対する受防'),
  shield: fixed('defending with a shield', '盾による防御'),
  distance: { en: (n) => `distance ${count(n, 'square', 'en')}`, ja: (n) => `距離${n}スクエア` },
  bandUp: fixed('target one band up (range 5 used)', '一段階上の高度への攻撃（射程5消費）'),
  riderAttacks: fixed('attacking while riding', '騎乗中の騎手の命中'),
  awkwardAccuracy: fixed('riding a partner not meant for it (accuracy)', '非騎乗系相棒への騎乗（命中）'),
  awkwardDefence: fixed('defending pair on a partner not meant for riding', '非騎乗系相棒への騎乗（回避・受防）'),
  riderGuards: fixed('the named rider guards (its −1R)', '騎手の受防判定（騎手の−1R）'),
  petrified: { en: (n) => `petrification stage ${n}`, ja: (n) => `石化${n}段階` },
  petrifiedDefender: { en: (n) => `defender's petrification stage ${n}`, ja: (n) => `防御側の石化${n}段階` },
  situation: fixed('situation (GM)', '状況による修正（マスター裁量）'),
  skill: fixed('skill or item', 'スキル・アイテム'),
  dice: fixed('dice modifier', 'ダイス修正'),
  // status checks
  casterWill: fixed('caster spends 10 気力', '術者が気力10を消費'),
  resisterWill: fixed('resister spends 10 気力', '抵抗者が気力10を消費'),
  will10: fixed("resister's 気力 ≤ 10", '抵抗者の現在気力が10以下'),
  will30: fixed("resister's 気力 ≤ 30", '抵抗者の現在気力が30以下'),
  startSucceeded: fixed('start check was 成功', '開始判定が「成功」だった'),
  resisterCursed: { en: (n) => `resister cursed (strength ${n})`, ja: (n) => `抵抗者が呪詛状態（強さ${n}）` },
  casterCursed: { en: (n) => `caster cursed (strength ${n})`, ja: (n) => `術者が呪詛状態（強さ${n}）` },
  resisterMiasma: { en: (n) => `resister miasma stage ${n}`, ja: (n) => `抵抗者の瘴気感染${n}段階` },
  poisoned: fixed('poisons already on the target', '既に毒状態'),
  willHalf: fixed('気力 ≤ 50% of max', '現在気力が最大気力の50％以下'),
  dazed: fixed('drunk or dazed', '酩酊状態など'),
  otherStatuses: fixed('暴走/恐慌/魅了 on it', '「暴走」「恐慌」「魅了」状態'),
  hurtLastTurn: fixed('took ≥ 10% of max HP last turn', '前のターンに最大生命の10％以上のダメージ'),
  alreadyBerserk: fixed('already berserk', '既に「暴走」状態'),
  hpHalf: fixed('HP ≤ 50% of max', '現在生命が最大生命の50％以下'),
  hpTenth: fixed('HP ≤ 10% of max', '現在生命が最大生命の10％以下'),
  notEnemy: fixed('does not see the charmer as an enemy', '魅了の対象を敵だと認識していない'),
  order: fixed('a check whether it obeys an order', '命令を聞くかどうかの判定'),
  curserWeak: fixed("curser's HP ≤ 20%", '術者の現在生命が最大生命の20％以下'),
  naturallyAsleep: fixed('was asleep already', '自然状態で元々眠っていた'),
  awake24h: fixed('awake 24 h or more', '24時間以上眠っていない'),
  outsideCombat: fixed('outside combat', '戦闘中ではない'),
  repeatedSleep: fixed('repeated sleep effects', '睡眠を与える術や道具が連続で使用'),
  attacked: fixed('check caused by an attack', '攻撃を受けたことによる回復判定'),
  heavyDamage: fixed('damage ≥ 30% of max HP', 'ダメージが最大生命の30％以上'),
  pastDuration: { en: (n) => `${count(n, 'turn', 'en')} past its duration`, ja: (n) => `効果時間を${n}ターン経過` },
  alreadyInfected: fixed('already infected', '既に「瘴気感染」状態'),
  taintedPlace: fixed('in a tainted place', '魔の森などの汚染された空間'),
  shrine: fixed('in a shrine or temple', '神社や寺などの清浄な空間'),
  onmyoji: fixed('the target is an 陰陽師', '対象が陰陽師'),
  // healing
  healerWill: fixed('healer spends 10 気力', '術者が気力10を消費'),
  medical: fixed('medical support', '医療手段の併用'),
  medicalSkilled: fixed('skilled medical support', '医療手段の併用（技術的レベルが高い）'),
  safe: fixed('outside combat, in safety', '非戦闘中で安全が確保されている'),
  heavyMelee: fixed('heavy melee', '激しい乱戦'),
  demonForest: fixed('inside the demon forest (魔の森)', '魔の森内部'),
  targetMiasma: fixed('target miasma-infected', '対象者が瘴気感染状態'),
  targetRefuses: fixed('target refuses healing', '対象者が回復を拒否'),
  healerNearDeath: fixed('healer near death', '術者自身が瀕死状態'),
  attackedPreparing: fixed('attacked while preparing the skill', 'スキル発動の準備中に攻撃を受けた'),
};

/** The name of a modifier's source. */
export function modLabel(key: TkModKey, n: number | undefined, lang: Lang): string {
  return LABELS[key][lang](n ?? 0);
}

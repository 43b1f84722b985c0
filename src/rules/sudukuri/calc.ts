/**
 * The arithmetic of the procedure, pure and separate from the turn machine so the source's worked examples
 * can be checked one by one. A {@link Profile} is derived from a skill multiset (never stored).
 */
import { tx, type Text } from '../core/text';
import { copies, skillLabel, type SkillKey, type SkillSet } from './skills';

/** What a character's skills amount to, derived once per battle (skills never change during a fight). */
export interface Profile {
  /** Copies of 魔眼の矢 / 疾風迅雷 (SD-SK-01/02). */
  eye: number;
  gale: number;
  /** Physical attacks per turn: 1 + 二回攻撃 copies (SD-STEP-02). */
  attacks: number;
  ambush: boolean;
  deadlyImmune: boolean;
  /** Cancel thresholds, one per copy of 策士 (11), 知者 (10), 賢者 (9) (SD-STEP-05). */
  cancels: number[];
  /** Lowers the holder's physical success target (隊列 1, 群 2 per copy). */
  tnDown: number;
  /** Raises the physical success target of attacks on the holder (猛者 1, 熟練者 2, 飛行 3 per copy). */
  tnUp: number;
  /** Deadly thresholds, one per copy: 必殺投げ 12, 必殺突き 11, 必殺斬り 10 (SD-STEP-07). */
  deadly: number[];
  smite: boolean;
  berserk: number;
  weapons: number;
  iron: number;
  armour: number;
  barrier: boolean;
  /** Breath divisors, one per copy (10, 8, 6, 4). */
  breaths: number[];
  /** Fixed magic damage (弓矢 1, 炎 2, 水 3, 氷 4, 光 6 per copy). */
  fixedMagic: number;
  ultimate: number;
  hasMagic: boolean;
  /** Step-10 self heal (回復 1, 超回復 2, 再生肉体 3, 竜の化身 3 per copy). */
  heal: number;
  /** Step-10 damage to every opponent (毒の空気 1, 高速魔法 2 per copy). */
  aura: number;
  /** Revivals per battle: 不死身 + 竜の化身 copies. */
  revivals: number;
  /** 鬼の気迫: 5 per copy. */
  spirit: number;
  allOrNothing: boolean;
}

function repeat(value: number, n: number, into: number[]): void {
  for (let i = 0; i < n; i++) into.push(value);
}

/** Derive a {@link Profile} from a skill multiset. */
export function profileOf(s: SkillSet): Profile {
  const c = (k: SkillKey): number => copies(s, k);
  const cancels: number[] = [];
  repeat(11, c('tactician'), cancels);
  repeat(10, c('scholar'), cancels);
  repeat(9, c('sage'), cancels);
  const deadly: number[] = [];
  repeat(12, c('deadlyThrow'), deadly);
  repeat(11, c('deadlyThrust'), deadly);
  repeat(10, c('deadlySlash'), deadly);
  const breaths: number[] = [];
  repeat(10, c('fireBreath'), breaths);
  repeat(8, c('iceBreath'), breaths);
  repeat(6, c('poisonBreath'), breaths);
  repeat(4, c('lightBreath'), breaths);
  const fixedMagic = c('bow') + 2 * c('fireMagic') + 3 * c('waterMagic') + 4 * c('iceMagic') + 6 * c('lightMagic');
  const ultimate = c('ultimateMagic');
  return {
    eye: c('evilEyeArrow'),
    gale: c('galeThunder'),
    attacks: 1 + c('doubleAttack'),
    ambush: c('ambush') > 0,
    deadlyImmune: c('deadlyImmunity') > 0,
    cancels,
    tnDown: c('formation') + 2 * c('swarm'),
    tnUp: c('veteran') + 2 * c('expert') + 3 * c('flight'),
    deadly,
    smite: c('smite') > 0,
    berserk: c('berserker'),
    weapons: c('silverWeapon') + 2 * c('magicWeapon') + 3 * c('demonWeapon') + 5 * c('legendaryWeapon'),
    iron: c('ironBody'),
    armour: c('silverArmour') + 2 * c('magicArmour') + 3 * c('demonArmour') + 5 * c('legendaryArmour') + 15 * c('dragonBlessing'),
    barrier: c('magicBarrier') > 0,
    breaths,
    fixedMagic,
    ultimate,
    hasMagic: breaths.length > 0 || fixedMagic > 0 || ultimate > 0,
    heal: c('recovery') + 2 * c('superRecovery') + 3 * c('regeneration') + 3 * c('dragonIncarnate'),
    aura: c('poisonAir') + 2 * c('rapidMagic'),
    revivals: c('undying') + c('dragonIncarnate'),
    spirit: 5 * c('demonSpirit'),
    allOrNothing: c('allOrNothing') > 0,
  };
}

/** ⌈a / b⌉ for whole numbers a ≥ 0, b > 0, without floating point. */
export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/** SD-STEP-06: the physical success target, 7 − attacker's 隊列/群 + defender's 猛者/熟練者/飛行. */
export function hitTarget(attacker: Profile, defender: Profile): number {
  return 7 - attacker.tnDown + defender.tnUp;
}

/**
 * The arithmetic of {@link hitTarget} in the source's order (攻撃側 隊列, 群; 防御側 飛行, 熟練者, 猛者), e.g.
 * "7 − 1 − 2 + 3 + 2 + 1 = 10" with the skills named: "隊列+群 vs 飛行+熟練者+猛者: …".
 */
export function hitFormula(as: SkillSet, ds: SkillSet): Text {
  const terms: string[] = [];
  const names: Text[] = [];
  const add = (set: SkillSet, k: SkillKey, v: number, sign: string): void => {
    const n = copies(set, k);
    if (n > 0) names.push(skillLabel(k, n));
    for (let i = 0; i < n; i++) terms.push(` ${sign} ${v}`);
  };
  add(as, 'formation', 1, '−');
  add(as, 'swarm', 2, '−');
  const left = names.length;
  add(ds, 'flight', 3, '+');
  add(ds, 'expert', 2, '+');
  add(ds, 'veteran', 1, '+');
  const total = hitTarget(profileOf(as), profileOf(ds));
  const head = (lang: 'en' | 'ja'): string =>
    names.length ? `${names.slice(0, left).map((t) => t[lang]).join('+') || '—'} vs ${names.slice(left).map((t) => t[lang]).join('+') || '—'}: ` : '';
  const expr = `7${terms.join('')} = ${total}`;
  return tx(`${head('en')}${expr}`, `${head('ja')}${expr}`);
}

/** SD-STEP-06 / SD-R4: does a 2d6 total hit? A roll of 2 or less always fails; 12 is a critical. */
export function hitResult(total: number, target: number): 0 | 1 | 2 {
  if (total <= 2 || total < target) return 0;
  return total >= 12 ? 2 : 1;
}

/**
 * SD-STEP-08: physical damage of one successful attack.
 * `max(1, ⌈ATK × (1+狂戦士) / (1+鉄の体)⌉ − DEF' + weapons − armours)`, DEF' = 0 under 強打 or a critical.
 */
export function physicalDamage(atk: number, def: number, a: Profile, d: Profile, critical: boolean): number {
  const scaled = ceilDiv(atk * (1 + a.berserk), 1 + d.iron);
  const defence = a.smite || critical ? 0 : def;
  return Math.max(1, scaled - defence + a.weapons - d.armour);
}

const WEAPONS: readonly [SkillKey, number][] = [['silverWeapon', 1], ['magicWeapon', 2], ['demonWeapon', 3], ['legendaryWeapon', 5]];
const ARMOURS: readonly [SkillKey, number][] = [
  ['silverArmour', 1], ['magicArmour', 2], ['demonArmour', 3], ['legendaryArmour', 5], ['dragonBlessing', 15],
];

/**
 * The arithmetic of {@link physicalDamage} as a log line, e.g. "狂戦士×2 vs 鉄の体×3: ⌈10×3/4⌉ − 4 = 4".
 * Built only when a log is wanted (the simulator never calls it).
 */
export function physicalFormula(atk: number, def: number, as: SkillSet, ds: SkillSet, critical: boolean): Text {
  const a = profileOf(as);
  const d = profileOf(ds);
  const tags = (set: SkillSet, keys: SkillKey[]): Text[] =>
    keys.filter((k) => copies(set, k) > 0).map((k) => skillLabel(k, copies(set, k)));
  const left = tags(as, ['smite', 'berserker', ...WEAPONS.map((w) => w[0])]);
  const right = tags(ds, ['ironBody', ...ARMOURS.map((w) => w[0])]);
  if (critical) left.push(tx('critical', 'クリティカル'));
  const mul = 1 + a.berserk;
  const div = 1 + d.iron;
  let expr = mul > 1 ? `${atk}×${mul}` : `${atk}`;
  if (div > 1) expr = `⌈${expr}/${div}⌉`;
  const ignore = a.smite || critical;
  expr += ` − ${ignore ? 0 : def}`;
  for (const [k, v] of WEAPONS) for (let i = 0; i < copies(as, k); i++) expr += ` + ${v}`;
  for (const [k, v] of ARMOURS) for (let i = 0; i < copies(ds, k); i++) expr += ` − ${v}`;
  const raw = ceilDiv(atk * mul, div) - (ignore ? 0 : def) + a.weapons - d.armour;
  const result = raw < 1 ? `${raw} → 1` : `${raw}`;
  const head = (lang: 'en' | 'ja'): string => {
    const l = left.map((t) => t[lang]).join('+');
    const r = right.map((t) => t[lang]).join('+');
    if (!l && !r) return '';
    return `${l || '—'} vs ${r || '—'}: `;
  };
  return tx(`${head('en')}${expr} = ${result}`, `${head('ja')}${expr} = ${result}`);
}

/** SD-STEP-09: magic damage of one attacker this turn, all at once; breaths from the attacker's current HP. */
export function magicDamage(hp: number, a: Profile): number {
  let total = a.fixedMagic + 25 * a.ultimate;
  for (let i = 0; i < a.breaths.length; i++) total += Math.max(1, ceilDiv(hp, a.breaths[i] as number));
  return total;
}

/** The arithmetic of {@link magicDamage}, e.g. "弓矢+炎の魔法+光の魔法: 1 + 2 + 6 = 9". */
export function magicFormula(hp: number, s: SkillSet): Text {
  const terms: string[] = [];
  const fixed: [SkillKey, number][] = [['bow', 1], ['fireMagic', 2], ['waterMagic', 3], ['iceMagic', 4], ['lightMagic', 6]];
  for (const [k, v] of fixed) for (let i = 0; i < copies(s, k); i++) terms.push(String(v));
  const breaths: [SkillKey, number][] = [['fireBreath', 10], ['iceBreath', 8], ['poisonBreath', 6], ['lightBreath', 4]];
  for (const [k, v] of breaths) for (let i = 0; i < copies(s, k); i++) terms.push(`⌈${hp}/${v}⌉=${Math.max(1, ceilDiv(hp, v))}`);
  for (let i = 0; i < copies(s, 'ultimateMagic'); i++) terms.push('25');
  const keys = [...fixed, ...breaths].map((f) => f[0]).concat(['ultimateMagic']).filter((k) => copies(s, k) > 0);
  const total = magicDamage(hp, profileOf(s));
  const en = keys.map((k) => skillLabel(k, copies(s, k)).en).join('+');
  const ja = keys.map((k) => skillLabel(k, copies(s, k)).ja).join('+');
  const expr = `${terms.join(' + ')} = ${total}`;
  return tx(`${en}: ${expr}`, `${ja}: ${expr}`);
}

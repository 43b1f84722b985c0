/**
 * The arithmetic of the procedure, pure and separate from the turn machine so the source's worked examples
 * can be checked one by one (SD-STEP-06, SD-STEP-08 with RULING SD-R3's corrected example 5, SD-STEP-09). A
 * {@link Profile} is derived from a skill multiset (never stored). The `…Formula` functions give the arithmetic
 * as data (a message the i18n layer writes out).
 */
import type { MagicTerm, SdHitFormulaMsg, SdMagicFormulaMsg, SdPhysicalFormulaMsg, SkillTag } from './events';
import { copies, type SkillKey, type SkillSet } from './skills';

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
    armour:
      c('silverArmour') +
      2 * c('magicArmour') +
      3 * c('demonArmour') +
      5 * c('legendaryArmour') +
      15 * c('dragonBlessing'),
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
 * 7 − 1 − 2 + 3 + 2 + 1 = 10 with the skills that apply.
 */
export function hitFormula(as: SkillSet, ds: SkillSet): SdHitFormulaMsg {
  const terms: number[] = [];
  const attacker: SkillTag[] = [];
  const defender: SkillTag[] = [];
  const add = (set: SkillSet, into: SkillTag[], k: SkillKey, v: number): void => {
    const n = copies(set, k);
    if (n > 0) into.push({ skill: k, copies: n });
    for (let i = 0; i < n; i++) terms.push(v);
  };
  add(as, attacker, 'formation', -1);
  add(as, attacker, 'swarm', -2);
  add(ds, defender, 'flight', 3);
  add(ds, defender, 'expert', 2);
  add(ds, defender, 'veteran', 1);
  return { m: 'sdHitFormula', attacker, defender, terms, target: hitTarget(profileOf(as), profileOf(ds)) };
}

/**
 * SD-STEP-06 / SD-R4: does a 2d6 total hit? A roll of 2 or less always fails; 12 is a critical. SD-R11: a target
 * above 12 cannot be met (only the automatic failure is written; a natural 12 is no automatic success).
 */
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

const WEAPONS: readonly [SkillKey, number][] = [
  ['silverWeapon', 1],
  ['magicWeapon', 2],
  ['demonWeapon', 3],
  ['legendaryWeapon', 5],
];
const ARMOURS: readonly [SkillKey, number][] = [
  ['silverArmour', 1],
  ['magicArmour', 2],
  ['demonArmour', 3],
  ['legendaryArmour', 5],
  ['dragonBlessing', 15],
];

/**
 * The arithmetic of {@link physicalDamage}, e.g. 狂戦士×2 vs 鉄の体×3: ⌈10×3/4⌉ − 4 = 4. Built only when a log
 * is wanted (the simulator never calls it).
 */
export function physicalFormula(
  atk: number,
  def: number,
  as: SkillSet,
  ds: SkillSet,
  critical: boolean,
): SdPhysicalFormulaMsg {
  const a = profileOf(as);
  const d = profileOf(ds);
  const tags = (set: SkillSet, keys: readonly SkillKey[]): SkillTag[] =>
    keys.filter((k) => copies(set, k) > 0).map((k) => ({ skill: k, copies: copies(set, k) }));
  const mul = 1 + a.berserk;
  const div = 1 + d.iron;
  const shown = a.smite || critical ? 0 : def;
  const weapons: number[] = [];
  for (const [k, v] of WEAPONS) for (let i = 0; i < copies(as, k); i++) weapons.push(v);
  const armours: number[] = [];
  for (const [k, v] of ARMOURS) for (let i = 0; i < copies(ds, k); i++) armours.push(v);
  const raw = ceilDiv(atk * mul, div) - shown + a.weapons - d.armour;
  return {
    m: 'sdPhysicalFormula',
    attacker: tags(as, ['smite', 'berserker', ...WEAPONS.map((w) => w[0])]),
    defender: tags(ds, ['ironBody', ...ARMOURS.map((w) => w[0])]),
    critical,
    atk,
    mul,
    div,
    def: shown,
    weapons,
    armours,
    raw,
    damage: Math.max(1, raw),
  };
}

/** SD-STEP-09: magic damage of one attacker this turn, all at once; breaths from the attacker's current HP. */
export function magicDamage(hp: number, a: Profile): number {
  let total = a.fixedMagic + 25 * a.ultimate;
  for (let i = 0; i < a.breaths.length; i++) total += Math.max(1, ceilDiv(hp, a.breaths[i] as number));
  return total;
}

const FIXED: readonly [SkillKey, number][] = [
  ['bow', 1],
  ['fireMagic', 2],
  ['waterMagic', 3],
  ['iceMagic', 4],
  ['lightMagic', 6],
];
const BREATHS: readonly [SkillKey, number][] = [
  ['fireBreath', 10],
  ['iceBreath', 8],
  ['poisonBreath', 6],
  ['lightBreath', 4],
];

/** The arithmetic of {@link magicDamage}, e.g. 弓矢+炎の魔法+光の魔法: 1 + 2 + 6 = 9. */
export function magicFormula(hp: number, s: SkillSet): SdMagicFormulaMsg {
  const terms: MagicTerm[] = [];
  for (const [k, v] of FIXED) for (let i = 0; i < copies(s, k); i++) terms.push({ kind: 'fixed', value: v });
  for (const [k, v] of BREATHS)
    for (let i = 0; i < copies(s, k); i++)
      terms.push({ kind: 'breath', hp, divisor: v, value: Math.max(1, ceilDiv(hp, v)) });
  for (let i = 0; i < copies(s, 'ultimateMagic'); i++) terms.push({ kind: 'ultimate', value: 25 });
  const keys = [...FIXED, ...BREATHS]
    .map((f) => f[0])
    .concat(['ultimateMagic'])
    .filter((k) => copies(s, k) > 0);
  return {
    m: 'sdMagicFormula',
    skills: keys.map((k) => ({ skill: k, copies: copies(s, k) })),
    terms,
    total: magicDamage(hp, profileOf(s)),
  };
}

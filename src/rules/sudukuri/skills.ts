/**
 * The 51 skills of the 巣作りドラゴン battle procedure (SD-SK-01..51) as data: stable key, where in the procedure
 * the skill acts, and how copies stack (SD-SK: a character holds a multiset of skills). Their names (the source's
 * Japanese name and an English gloss) are in the i18n layer (`src/i18n/systems/sudukuri/skills.ts`), their effect
 * texts in the rules reference (`src/i18n/reference/sudukuri.ts`).
 */

/** Stable keys of the skills, in the source's order (what a saved battle stores in a character's skill multiset). */
export const SKILL_KEYS = [
  'evilEyeArrow',
  'galeThunder',
  'doubleAttack',
  'ambush',
  'deadlyImmunity',
  'tactician',
  'scholar',
  'sage',
  'formation',
  'swarm',
  'veteran',
  'expert',
  'flight',
  'deadlyThrow',
  'deadlyThrust',
  'deadlySlash',
  'smite',
  'berserker',
  'silverWeapon',
  'magicWeapon',
  'demonWeapon',
  'legendaryWeapon',
  'ironBody',
  'silverArmour',
  'magicArmour',
  'demonArmour',
  'legendaryArmour',
  'dragonBlessing',
  'magicBarrier',
  'fireBreath',
  'iceBreath',
  'poisonBreath',
  'lightBreath',
  'bow',
  'fireMagic',
  'waterMagic',
  'iceMagic',
  'lightMagic',
  'ultimateMagic',
  'recovery',
  'superRecovery',
  'regeneration',
  'poisonAir',
  'rapidMagic',
  'undying',
  'demonSpirit',
  'allOrNothing',
  'dragonIncarnate',
  'trapLore',
  'strongLuck',
  'luckyStar',
] as const;

/** A skill's key. */
export type SkillKey = (typeof SKILL_KEYS)[number];

/** A character's skills: how many copies of each it holds (absent = 0). */
export type SkillSet = Readonly<Partial<Record<SkillKey, number>>>;

/** Largest number of copies of one skill accepted. */
export const MAX_COPIES = 9;

/**
 * How copies of a skill combine.
 * - `scales`: each copy adds its effect (二回攻撃 ×N, 狂戦士 ×N, 鉄の体 ×N, ±1 per 隊列 …).
 * - `single`: the source says two copies act as one.
 * - `eachRolls`: each copy makes its own roll (必殺*, 策士/知者/賢者, 魔眼の矢/疾風迅雷).
 * - `eachUse`: each copy is one use per battle (不死身, the revival of 竜の化身).
 */
export type Stacking = 'scales' | 'single' | 'eachRolls' | 'eachUse';

/** Where in the procedure the skill acts (for grouping in the UI). */
export type SkillGroup = 'start' | 'attack' | 'defence' | 'physical' | 'magic' | 'turnEnd' | 'defeat' | 'trap';

/** One skill's data. */
export interface SkillDef {
  /** Rule id, e.g. "SD-SK-18". */
  readonly id: string;
  readonly key: SkillKey;
  readonly group: SkillGroup;
  readonly stacking: Stacking;
  /** True when the source is silent on copies and the stacking is our ruling (SD-R8). */
  readonly stackingRuled: boolean;
}

type Row = readonly [SkillKey, SkillGroup, Stacking, boolean];

// [key, group, stacking, stacking is a ruling (SD-R8)], in the source's order SD-SK-01..51.
const ROWS: readonly Row[] = [
  ['evilEyeArrow', 'start', 'eachRolls', true],
  ['galeThunder', 'start', 'eachRolls', true],
  ['doubleAttack', 'attack', 'scales', false],
  ['ambush', 'attack', 'single', false],
  ['deadlyImmunity', 'defence', 'single', false],
  ['tactician', 'defence', 'eachRolls', true],
  ['scholar', 'defence', 'eachRolls', true],
  ['sage', 'defence', 'eachRolls', true],
  ['formation', 'attack', 'scales', false],
  ['swarm', 'attack', 'scales', false],
  ['veteran', 'defence', 'scales', false],
  ['expert', 'defence', 'scales', false],
  ['flight', 'defence', 'scales', false],
  ['deadlyThrow', 'physical', 'eachRolls', false],
  ['deadlyThrust', 'physical', 'eachRolls', false],
  ['deadlySlash', 'physical', 'eachRolls', false],
  ['smite', 'physical', 'single', false],
  ['berserker', 'physical', 'scales', false],
  ['silverWeapon', 'physical', 'scales', true],
  ['magicWeapon', 'physical', 'scales', true],
  ['demonWeapon', 'physical', 'scales', true],
  ['legendaryWeapon', 'physical', 'scales', true],
  ['ironBody', 'defence', 'scales', false],
  ['silverArmour', 'defence', 'scales', true],
  ['magicArmour', 'defence', 'scales', true],
  ['demonArmour', 'defence', 'scales', true],
  ['legendaryArmour', 'defence', 'scales', true],
  ['dragonBlessing', 'defence', 'scales', true],
  ['magicBarrier', 'defence', 'single', false],
  ['fireBreath', 'magic', 'scales', true],
  ['iceBreath', 'magic', 'scales', true],
  ['poisonBreath', 'magic', 'scales', true],
  ['lightBreath', 'magic', 'scales', true],
  ['bow', 'magic', 'scales', true],
  ['fireMagic', 'magic', 'scales', true],
  ['waterMagic', 'magic', 'scales', true],
  ['iceMagic', 'magic', 'scales', true],
  ['lightMagic', 'magic', 'scales', true],
  ['ultimateMagic', 'magic', 'scales', true],
  ['recovery', 'turnEnd', 'scales', true],
  ['superRecovery', 'turnEnd', 'scales', true],
  ['regeneration', 'turnEnd', 'scales', true],
  ['poisonAir', 'turnEnd', 'scales', true],
  ['rapidMagic', 'turnEnd', 'scales', true],
  ['undying', 'defeat', 'eachUse', false],
  ['demonSpirit', 'defeat', 'scales', true],
  ['allOrNothing', 'defeat', 'single', false],
  ['dragonIncarnate', 'defeat', 'eachUse', false],
  ['trapLore', 'trap', 'scales', true],
  ['strongLuck', 'trap', 'scales', true],
  ['luckyStar', 'trap', 'scales', true],
];

/** All skills in the source's order (index 0 = SD-SK-01). */
export const SKILLS: readonly SkillDef[] = ROWS.map(([key, group, stacking, stackingRuled], i) => ({
  id: `SD-SK-${String(i + 1).padStart(2, '0')}`,
  key,
  group,
  stacking,
  stackingRuled,
}));

/** Skills by key. */
export const SKILL_BY_KEY: Readonly<Record<SkillKey, SkillDef>> = Object.fromEntries(
  SKILLS.map((s) => [s.key, s]),
) as Record<SkillKey, SkillDef>;

/** Is this string a skill key (own property only: "toString" is not a skill)? */
export function isSkillKey(k: string): k is SkillKey {
  return Object.prototype.hasOwnProperty.call(SKILL_BY_KEY, k);
}

/** Copies held (0 when absent). */
export function copies(set: SkillSet, key: SkillKey): number {
  return set[key] ?? 0;
}

/**
 * Trap-roll target number (罠判定): the base target lowered by 罠知識 −1 (SD-SK-49), 強運 −2 (SD-SK-50) and
 * 幸運の星 −3 (SD-SK-51) per copy (SD-R8: copies add up). These skills do nothing in battle.
 */
export function trapTarget(set: SkillSet, base: number): number {
  return base - copies(set, 'trapLore') - 2 * copies(set, 'strongLuck') - 3 * copies(set, 'luckyStar');
}

/**
 * The 51 skills of the 巣作りドラゴン battle procedure (SD-SK-01..51) as data: Japanese name as in the source
 * (seed 003), an English gloss, the effect text in both languages, and how copies stack.
 */
import { tx, type Text } from '../core/text';

/** Stable keys of the skills (what a saved battle stores in a character's skill multiset). */
export const SKILL_KEYS = [
  'evilEyeArrow', 'galeThunder', 'doubleAttack', 'ambush', 'deadlyImmunity',
  'tactician', 'scholar', 'sage', 'formation', 'swarm',
  'veteran', 'expert', 'flight', 'deadlyThrow', 'deadlyThrust',
  'deadlySlash', 'smite', 'berserker', 'silverWeapon', 'magicWeapon',
  'demonWeapon', 'legendaryWeapon', 'ironBody', 'silverArmour', 'magicArmour',
  'demonArmour', 'legendaryArmour', 'dragonBlessing', 'magicBarrier', 'fireBreath',
  'iceBreath', 'poisonBreath', 'lightBreath', 'bow', 'fireMagic',
  'waterMagic', 'iceMagic', 'lightMagic', 'ultimateMagic', 'recovery',
  'superRecovery', 'regeneration', 'poisonAir', 'rapidMagic', 'undying',
  'demonSpirit', 'allOrNothing', 'dragonIncarnate', 'trapLore', 'strongLuck',
  'luckyStar',
] as const;

/** A skill's key. */
export type SkillKey = (typeof SKILL_KEYS)[number];

/** A character's skills: how many copies of each it holds (absent = 0). */
export type SkillSet = Partial<Record<SkillKey, number>>;

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
  id: string;
  key: SkillKey;
  /** The source's own name (Japanese). */
  ja: string;
  /** English gloss. */
  en: string;
  group: SkillGroup;
  /** What it does, both languages (Japanese follows the source). */
  effect: Text;
  stacking: Stacking;
  /** True when the source is silent on copies and the stacking is our ruling (SD-R8). */
  stackingRuled: boolean;
}

type Row = [SkillKey, string, string, SkillGroup, Stacking, boolean, string, string];

// [key, 日本語名, English gloss, group, stacking, stacking is a ruling, effect ja, effect en]
const ROWS: Row[] = [
  ['evilEyeArrow', '魔眼の矢', 'Evil-Eye Arrow', 'start', 'eachRolls', true, '毎ターン開始前に２ダイスを振り、出目が11以上であれば５点のダメージを対象一体に与える。', 'Before each turn (step 1) roll 2d6; on 11+ deal 5 damage to one target. Not a normal attack.'],
  ['galeThunder', '疾風迅雷', 'Swift as Wind and Thunder', 'start', 'eachRolls', true, '毎ターン開始前に２ダイスを振り、出目が11以上であれば10点のダメージを対象一体に与える。', 'Before each turn (step 1) roll 2d6; on 11+ deal 10 damage to one target. Not a normal attack.'],
  ['doubleAttack', '二回攻撃', 'Double Attack', 'attack', 'scales', false, '物理攻撃をもう一回行う（二つで三回、三つで四回）。魔法攻撃には影響しない。成功判定はその都度個別に行う。', 'One more physical attack per copy (1 copy: 2 attacks, 2: 3, 3: 4), each rolled separately; no effect on magic.'],
  ['ambush', '奇襲心得', 'Ambush Know-how', 'attack', 'single', false, '毎ターンの通常攻撃の優先権を得る。ＰＣ側が持つ場合は相手側の「奇襲心得」を無効化する。二つ以上持っても効果は変わらない。', 'Its side makes its normal attacks first each turn; held by the PC side it cancels the opponent\'s. Does not stack.'],
  ['deadlyImmunity', '必殺無効', 'Deadly Immunity', 'defence', 'single', false, '相手側の必殺攻撃を常に無効化する。二つ以上持っても効果は変わらない。', 'Deadly attacks never work against the holder (step 7 is skipped). Does not stack.'],
  ['tactician', '策士', 'Tactician', 'defence', 'eachRolls', true, '２ダイスを振り、出目が11以上であれば自分に対するその回の通常攻撃すべてを無効化する。', 'Roll 2d6 per attacker; on 11+ all that attacker\'s normal attacks on the holder this turn are cancelled.'],
  ['scholar', '知者', 'Scholar', 'defence', 'eachRolls', true, '２ダイスを振り、出目が10以上であれば自分に対するその回の通常攻撃すべてを無効化する。', 'As 策士 (Tactician) on 10+.'],
  ['sage', '賢者', 'Sage', 'defence', 'eachRolls', true, '２ダイスを振り、出目が９以上であれば自分に対するその回の通常攻撃すべてを無効化する。', 'As 策士 (Tactician) on 9+.'],
  ['formation', '隊列', 'Formation', 'attack', 'scales', false, '味方側の物理攻撃の成功判定基準を１点下げる（易化させる）。', 'Physical success target −1 for the holder\'s attacks (per copy).'],
  ['swarm', '群', 'Swarm', 'attack', 'scales', false, '味方側の物理攻撃の成功判定基準を２点下げる（易化させる）。', 'Physical success target −2 for the holder\'s attacks (per copy).'],
  ['veteran', '猛者', 'Veteran', 'defence', 'scales', false, '相手側の物理攻撃の成功判定基準を１点上げる（難化させる）。', 'Physical success target +1 for attacks on the holder (per copy).'],
  ['expert', '熟練者', 'Expert', 'defence', 'scales', false, '相手側の物理攻撃の成功判定基準を２点上げる（難化させる）。', 'Physical success target +2 for attacks on the holder (per copy).'],
  ['flight', '飛行', 'Flight', 'defence', 'scales', false, '相手側の物理攻撃の成功判定基準を３点上げる（難化させる）。', 'Physical success target +3 for attacks on the holder (per copy).'],
  ['deadlyThrow', '必殺投げ', 'Deadly Throw', 'physical', 'eachRolls', false, '物理攻撃が成功した時、２ダイスを振って出目が12以上ならば攻撃命中対象の体力点を０にする。', 'After a successful physical attack roll 2d6; on 12+ the target\'s HP becomes 0.'],
  ['deadlyThrust', '必殺突き', 'Deadly Thrust', 'physical', 'eachRolls', false, '物理攻撃が成功した時、２ダイスを振って出目が11以上ならば攻撃命中対象の体力点を０にする。', 'As 必殺投げ (Deadly Throw) on 11+.'],
  ['deadlySlash', '必殺斬り', 'Deadly Slash', 'physical', 'eachRolls', false, '物理攻撃が成功した時、２ダイスを振って出目が10以上ならば攻撃命中対象の体力点を０にする。', 'As 必殺投げ (Deadly Throw) on 10+.'],
  ['smite', '強打', 'Smite', 'physical', 'single', false, '相手側の防御点を無視して（０点と見做して）物理攻撃のダメージを計算する。二つ以上持っても効果は変わらない。', 'The target\'s defence counts as 0 for physical damage. Does not stack.'],
  ['berserker', '狂戦士', 'Berserker', 'physical', 'scales', false, '物理攻撃のダメージを二倍にする（二つで三倍、三つで四倍）。', 'Physical damage ×2 (2 copies ×3, 3 copies ×4).'],
  ['silverWeapon', '銀の武器', 'Silver Weapon', 'physical', 'scales', true, '物理攻撃が成功した場合、物理ダメージに１点加算する。', '+1 physical damage on a successful physical attack.'],
  ['magicWeapon', '魔法武器', 'Magic Weapon', 'physical', 'scales', true, '物理攻撃が成功した場合、物理ダメージに２点加算する。', '+2 physical damage on a successful physical attack.'],
  ['demonWeapon', '悪魔武器', 'Demon Weapon', 'physical', 'scales', true, '物理攻撃が成功した場合、物理ダメージに３点加算する。', '+3 physical damage on a successful physical attack.'],
  ['legendaryWeapon', '伝説武器', 'Legendary Weapon', 'physical', 'scales', true, '物理攻撃が成功した場合、物理ダメージに５点加算する。', '+5 physical damage on a successful physical attack.'],
  ['ironBody', '鉄の体', 'Iron Body', 'defence', 'scales', false, '受けた物理ダメージを1/2する（二つで1/3、三つで1/4。端数切り上げ、ダメージ０にはならない）。', 'Physical damage taken ÷2 (2 copies ÷3, 3 copies ÷4), rounded up; never 0.'],
  ['silverArmour', '銀の防具', 'Silver Armour', 'defence', 'scales', true, '受けた物理ダメージを１点減らす（０点にはならない）。', 'Physical damage taken −1, never below 1.'],
  ['magicArmour', '魔法防具', 'Magic Armour', 'defence', 'scales', true, '受けた物理ダメージを２点減らす（０点にはならない）。', 'Physical damage taken −2, never below 1.'],
  ['demonArmour', '悪魔防具', 'Demon Armour', 'defence', 'scales', true, '受けた物理ダメージを３点減らす（０点にはならない）。', 'Physical damage taken −3, never below 1.'],
  ['legendaryArmour', '伝説防具', 'Legendary Armour', 'defence', 'scales', true, '受けた物理ダメージを５点減らす（０点にはならない）。', 'Physical damage taken −5, never below 1.'],
  ['dragonBlessing', '竜の加護', 'Dragon\'s Blessing', 'defence', 'scales', true, '受けた物理ダメージを15点減らす（０点にはならない）。', 'Physical damage taken −15, never below 1.'],
  ['magicBarrier', '魔法障壁', 'Magic Barrier', 'defence', 'single', false, '受ける魔法ダメージを無効化し、同時に自分に１点のダメージを与える（減免不可。魔法攻撃を行うキャラクター毎に一ターンに１点。魔法ダメージを受けなかった場合は発動しない）。二つ以上持っても効果は変わらない。', 'Magic damage taken is negated; instead the holder takes 1 unreducible damage, once per magic-attacking character per turn, and only if magic damage would have been taken. Does not stack.'],
  ['fireBreath', '炎ブレス', 'Fire Breath', 'magic', 'scales', true, '自分の現体力点の1/10の魔法ダメージを対象一体に与える（端数切り上げ、０点にはならない）。', 'Magic damage = ⌈current HP / 10⌉ (never 0) to one target.'],
  ['iceBreath', '氷ブレス', 'Ice Breath', 'magic', 'scales', true, '自分の現体力点の1/8の魔法ダメージを対象一体に与える（端数切り上げ、０点にはならない）。', 'Magic damage = ⌈current HP / 8⌉ (never 0) to one target.'],
  ['poisonBreath', '毒ブレス', 'Poison Breath', 'magic', 'scales', true, '自分の現体力点の1/6の魔法ダメージを対象一体に与える（端数切り上げ、０点にはならない）。', 'Magic damage = ⌈current HP / 6⌉ (never 0) to one target.'],
  ['lightBreath', '光ブレス', 'Light Breath', 'magic', 'scales', true, '自分の現体力点の1/4の魔法ダメージを対象一体に与える（端数切り上げ、０点にはならない）。', 'Magic damage = ⌈current HP / 4⌉ (never 0) to one target.'],
  ['bow', '弓矢', 'Bow and Arrows', 'magic', 'scales', true, '１点の魔法ダメージを対象一体に与える。', '1 magic damage to one target (counts as magic).'],
  ['fireMagic', '炎の魔法', 'Fire Magic', 'magic', 'scales', true, '２点の魔法ダメージを対象一体に与える。', '2 magic damage to one target.'],
  ['waterMagic', '水の魔法', 'Water Magic', 'magic', 'scales', true, '３点の魔法ダメージを対象一体に与える。', '3 magic damage to one target.'],
  ['iceMagic', '氷の魔法', 'Ice Magic', 'magic', 'scales', true, '４点の魔法ダメージを対象一体に与える。', '4 magic damage to one target.'],
  ['lightMagic', '光の魔法', 'Light Magic', 'magic', 'scales', true, '６点の魔法ダメージを対象一体に与える。', '6 magic damage to one target.'],
  ['ultimateMagic', '究極魔法', 'Ultimate Magic', 'magic', 'scales', true, '25点の魔法ダメージを対象一体に与え、同時に自分に10点のダメージを与える（後者は一切減免されない）。', '25 magic damage to one target and 10 unreducible damage to the user.'],
  ['recovery', '回復', 'Recovery', 'turnEnd', 'scales', true, '体力が０点になっていない限り、毎ターン終了後に１点体力が回復する（最大体力を超えない）。', 'At step 10, if HP > 0, heal 1 (not above max).'],
  ['superRecovery', '超回復', 'Super Recovery', 'turnEnd', 'scales', true, '体力が０点になっていない限り、毎ターン終了後に２点体力が回復する（最大体力を超えない）。', 'At step 10, if HP > 0, heal 2 (not above max).'],
  ['regeneration', '再生肉体', 'Regenerating Body', 'turnEnd', 'scales', true, '体力が０点になっていない限り、毎ターン終了後に３点体力が回復する（最大体力を超えない）。', 'At step 10, if HP > 0, heal 3 (not above max).'],
  ['poisonAir', '毒の空気', 'Poison Air', 'turnEnd', 'scales', true, '体力が０点になっていない限り、毎ターン終了後に１点のダメージを相手側全員に与える。', 'At step 10, if HP > 0, 1 damage to every opponent. Not a normal attack.'],
  ['rapidMagic', '高速魔法', 'Rapid Magic', 'turnEnd', 'scales', true, '体力が０点になっていない限り、毎ターン終了後に２点のダメージを相手側全員に与える。', 'At step 10, if HP > 0, 2 damage to every opponent. Not a normal attack.'],
  ['undying', '不死身', 'Undying', 'defeat', 'eachUse', false, '体力点が０になっても、最大体力の半分（端数切り上げ）まで回復する。一つの戦闘で一度のみ（複数持てばその個数分）。', 'At step 11 a holder at 0 HP returns to ⌈max HP / 2⌉; once per battle per copy; one revival per turn.'],
  ['demonSpirit', '鬼の気迫', 'Demon\'s Spirit', 'defeat', 'scales', true, '戦闘に敗北した場合、自分に止めを刺した相手に５点のダメージを与える。', 'When defeated (step 12), 5 damage to the one who finished it. Not a normal attack.'],
  ['allOrNothing', '乾坤一擲', 'All or Nothing', 'defeat', 'single', false, '戦闘に敗北した場合、自分に止めを刺した相手の体力も０点にする。二つ以上持っても効果は変わらない。', 'When defeated (step 12), the one who finished it goes to 0 HP. Does not stack.'],
  ['dragonIncarnate', '竜の化身', 'Dragon Incarnate', 'defeat', 'eachUse', false, '「不死身」＋「肉体再生」（再生肉体）の能力を持つ。不死身機能は一つの戦闘で一度のみ。不死身機能を行使しても再生機能は失われない（逆も同じ）。', '不死身 (Undying) + 再生肉体 (heal 3 at step 10); using the revival keeps the regeneration and vice versa.'],
  ['trapLore', '罠知識', 'Trap Lore', 'trap', 'scales', true, '「罠判定！」と記されたダイス判定の判定基準を１点下げる。', 'Trap-roll target −1 (not used in battle).'],
  ['strongLuck', '強運', 'Strong Luck', 'trap', 'scales', true, '「罠判定！」と記されたダイス判定の判定基準を２点下げる。', 'Trap-roll target −2 (not used in battle).'],
  ['luckyStar', '幸運の星', 'Lucky Star', 'trap', 'scales', true, '「罠判定！」と記されたダイス判定の判定基準を３点下げる。', 'Trap-roll target −3 (not used in battle).'],
];

/** All skills in the source's order (index 0 = SD-SK-01). */
export const SKILLS: readonly SkillDef[] = ROWS.map(([key, ja, en, group, stacking, stackingRuled, eja, een], i) => ({
  id: `SD-SK-${String(i + 1).padStart(2, '0')}`,
  key,
  ja,
  en,
  group,
  effect: tx(een, eja),
  stacking,
  stackingRuled,
}));

/** Skills by key. */
export const SKILL_BY_KEY: Readonly<Record<SkillKey, SkillDef>> = Object.fromEntries(SKILLS.map((s) => [s.key, s])) as Record<
  SkillKey,
  SkillDef
>;

/** Is this string a skill key? */
export function isSkillKey(k: string): k is SkillKey {
  return Object.prototype.hasOwnProperty.call(SKILL_BY_KEY, k);
}

/** "狂戦士×2" / "Berserker×2" (×n only when n > 1). */
export function skillLabel(key: SkillKey, copies: number): Text {
  const s = SKILL_BY_KEY[key];
  const n = copies > 1 ? `×${copies}` : '';
  return tx(`${s.en}${n}`, `${s.ja}${n}`);
}

/** Copies held (0 when absent). */
export function copies(set: SkillSet, key: SkillKey): number {
  return set[key] ?? 0;
}

/**
 * Trap-roll target number (罠判定): the base target lowered by 罠知識 −1, 強運 −2, 幸運の星 −3 per copy
 * (SD-SK-49..51). These skills do nothing in battle.
 */
export function trapTarget(set: SkillSet, base: number): number {
  return base - copies(set, 'trapLore') - 2 * copies(set, 'strongLuck') - 3 * copies(set, 'luckyStar');
}

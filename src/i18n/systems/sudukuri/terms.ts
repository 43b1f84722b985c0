/**
 * Terms of the 巣作りドラゴン texts: the 13 steps' titles (the source's headings (1)…(13)), the sides, the target
 * policies of RULING SD-R1, and small formatting helpers shared by the describers.
 */
import type { Ref } from '../../../rules';
import type { SideKey, StepId, TargetPolicy } from '../../../rules/sudukuri';
import type { Lang, Text } from '../../describe';

const TITLES: readonly (readonly [string, string])[] = [
  ['Start-of-turn specials (魔眼の矢, 疾風迅雷)', 'ターン開始時の特殊攻撃判定'],
  ['Physical attack count (二回攻撃)', '物理攻撃回数の確認'],
  ['Attack order (奇襲心得)', '攻撃順序の判定'],
  ['Deadly immunity (必殺無効)', '必殺攻撃無効化の確認'],
  ['Cancel check (策士, 知者, 賢者)', '通常攻撃無効化の事前判定'],
  ['Physical success roll', '物理攻撃の成功判定'],
  ['Deadly roll (必殺投げ, 必殺突き, 必殺斬り)', '必殺攻撃の判定'],
  ['Physical damage', '物理ダメージの計算'],
  ['Magic damage (魔法障壁)', '魔法ダメージの計算'],
  ['Regeneration and auras', '体力回復および特殊攻撃の計算'],
  ['Survival (不死身, 竜の化身)', 'ターン終了時の生存判定'],
  ['Last strikes (鬼の気迫, 乾坤一擲)', '戦闘終了時の特殊攻撃判定'],
  ['Outcome', '戦闘決着の確認'],
];

/** The number of a step id ('SD-STEP-06' → 6). */
function stepNumber(id: StepId): number {
  return Number(id.slice(8));
}

/** A step's title as the panel shows it: "Physical success roll" / "(6)：物理攻撃の成功判定". */
export function stepTitle(id: StepId, lang: Lang): string {
  const n = stepNumber(id);
  const t = TITLES[n - 1] as readonly [string, string];
  return lang === 'en' ? t[0] : `(${n})：${t[1]}`;
}

/** A step's short title (a roll's purpose): "Physical success roll" / "物理攻撃の成功判定". */
export function stepShort(id: StepId, lang: Lang): string {
  const t = TITLES[stepNumber(id) - 1] as readonly [string, string];
  return lang === 'en' ? t[0] : t[1];
}

const SIDES: Readonly<Record<SideKey, Text>> = {
  pc: { en: 'PC side', ja: 'ＰＣ側' },
  opp: { en: 'opposing side', ja: '相手側' },
};

/** "PC side" / "ＰＣ側". */
export function sideName(s: SideKey, lang: Lang): string {
  return SIDES[s][lang];
}

/** RULING SD-R1's policies: the key in English (as the log has always written it), the policy in Japanese. */
const POLICIES: Readonly<Record<TargetPolicy, Text>> = {
  'lowest-hp': { en: 'lowest-hp', ja: '現体力が最も低い相手' },
  first: { en: 'first', ja: '並び順で最初の相手' },
  manual: { en: 'manual', ja: '手動で選ぶ' },
};

/** A target policy as the log names it. */
export function policyName(p: TargetPolicy, lang: Lang): string {
  return (POLICIES[p] ?? { en: String(p), ja: '不明な方式' })[lang];
}

/** "a, b" / "a、b". */
export function names(refs: readonly Ref[], lang: Lang): string {
  return refs.map((r) => r.name).join(lang === 'en' ? ', ' : '、');
}

/** "+3" / "−2" (a real minus sign). */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/**
 * The arithmetic of the 巣作りドラゴン log written out: the physical success target (SD-STEP-06), physical damage
 * (SD-STEP-08) and magic damage (SD-STEP-09), e.g. "Berserker×2 vs Iron Body×3: ⌈10×3/4⌉ − 4 = 4" /
 * "狂戦士×2 対 鉄の体×3：⌈10×3/4⌉ − 4 = 4". The arithmetic is the same in both languages; the skill names are the
 * source's Japanese names or the English glosses, and the Japanese head reads 対 (issue 30: no "vs" in Japanese).
 */
import type { HitFormula, MagicFormula, PhysicalFormula, SkillTag } from '../../../rules/sudukuri';
import type { Lang } from '../../describe';
import { skillLabel } from './skills';

const tags = (list: readonly SkillTag[], lang: Lang): string[] => list.map((t) => skillLabel(t.skill, t.copies, lang));

/** "A vs B: " / "A 対 B：" — the head of a formula naming the skills on each side. */
const head = (l: string, r: string, lang: Lang): string =>
  lang === 'ja' ? `${l || '—'} 対 ${r || '—'}：` : `${l || '—'} vs ${r || '—'}: `;

/** "隊列+群 対 飛行+熟練者+猛者：7 − 1 − 2 + 3 + 2 + 1 = 10" (no head when no skill applies). */
export function hitFormulaText(f: HitFormula, lang: Lang): string {
  const left = tags(f.attacker, lang);
  const right = tags(f.defender, lang);
  const h = left.length + right.length > 0 ? head(left.join('+'), right.join('+'), lang) : '';
  return `${h}7${f.terms.map((t) => (t < 0 ? ` − ${-t}` : ` + ${t}`)).join('')} = ${f.target}`;
}

/** "強打+狂戦士+魔法武器 対 鉄の体+伝説防具：⌈10×2/2⌉ − 0 + 2 − 5 = 7"; a result below 1 shows "-16 → 1". */
export function physicalFormulaText(f: PhysicalFormula, lang: Lang): string {
  const left = tags(f.attacker, lang);
  if (f.critical) left.push(lang === 'en' ? 'critical' : 'クリティカル');
  const right = tags(f.defender, lang);
  const l = left.join('+');
  const r = right.join('+');
  const h = l || r ? head(l, r, lang) : '';
  let expr = f.mul > 1 ? `${f.atk}×${f.mul}` : `${f.atk}`;
  if (f.div > 1) expr = `⌈${expr}/${f.div}⌉`;
  expr += ` − ${f.def}`;
  for (const v of f.weapons) expr += ` + ${v}`;
  for (const v of f.armours) expr += ` − ${v}`;
  return `${h}${expr} = ${f.raw < 1 ? `${f.raw} → 1` : `${f.raw}`}`;
}

/** "炎ブレス+氷ブレス: ⌈25/10⌉=3 + ⌈25/8⌉=4 = 7". */
export function magicFormulaText(f: MagicFormula, lang: Lang): string {
  const terms = f.terms.map((t) => (t.kind === 'breath' ? `⌈${t.hp}/${t.divisor}⌉=${t.value}` : `${t.value}`));
  return `${tags(f.skills, lang).join('+')}: ${terms.join(' + ')} = ${f.total}`;
}

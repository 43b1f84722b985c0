/**
 * Finding a 巣作りドラゴン skill as a GM types (issue 30): by the source's Japanese name, its reading in kana
 * (きょうせんし finds 狂戦士; katakana and full-width input fold the same way), the English gloss, the rule id, and
 * last the effect text in the reader's language.
 */
import type { Lang } from '../../i18n';
import { ruleById, searchForm } from '../../i18n/reference';
import { SKILL_NAMES, SKILL_READINGS } from '../../i18n/systems/sudukuri/skills';
import { SKILLS } from '../../rules/sudukuri';

/**
 * The skills a search finds (at most `max`): name, reading, gloss or rule id first, then the effect text (once the
 * rules reference is loaded, issue 33).
 */
export function findSkills(query: string, lang: Lang, max = 8): (typeof SKILLS)[number][] {
  const q = searchForm(query);
  if (!q) return [];
  const hit = (s: string) => searchForm(s).includes(q);
  const near = SKILLS.filter(
    (k) =>
      hit(SKILL_NAMES[k.key].ja) ||
      SKILL_READINGS[k.key].split(' ').some(hit) ||
      hit(SKILL_NAMES[k.key].en) ||
      hit(k.id),
  );
  const far = SKILLS.filter((k) => !near.includes(k) && hit(ruleById(k.id)?.statement[lang] ?? ''));
  return [...near, ...far].slice(0, max);
}

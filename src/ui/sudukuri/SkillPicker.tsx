/**
 * Searchable skill list with copies: by the source's Japanese name, its reading in kana (きょうせんし finds 狂戦士;
 * katakana and full-width input fold the same way), the English gloss, the rule id and the effect text. In
 * Japanese a result shows the name, its reading and its rule id; in English, the name and its gloss.
 */
import { NO_TEXT } from '../../i18n';
import { useMemo, useState } from 'react';
import { SKILLS, isSkillKey, type SkillKey } from '../../rules/sudukuri';
import { ruleById } from '../../i18n/reference';
import { SKILL_NAMES, SKILL_READINGS } from '../../i18n/systems/sudukuri/skills';
import { useT } from '../context';
import { findSkills } from './skillSearch';
import { useReferences } from '../rules/useReferences';

/**
 * A skill's effect in the rules reference (one source for the panel and the reference); its rule id until the
 * reference's texts are here (issue 33).
 */
const effectOf = (id: string) => ruleById(id)?.statement ?? (id ? { en: id, ja: id } : NO_TEXT);

export function SkillPicker({
  skills,
  onChange,
  testId,
}: {
  skills: Record<string, number>;
  onChange(s: Record<string, number>): void;
  testId: string;
}) {
  const { t, tr, lang } = useT();
  const [q, setQ] = useState('');
  // The effect texts (and the search in them) once the reference is here.
  const ready = useReferences();
  // `ready`: searched again when the effect texts come.
  const found = useMemo(() => findSkills(q, lang), [q, lang, ready]);
  const set = (key: SkillKey, n: number) => {
    const next = { ...skills };
    if (n <= 0) delete next[key];
    else next[key] = Math.min(9, n);
    onChange(next);
  };
  return (
    <div className="skill-picker">
      <div className="chips">
        {Object.entries(skills).map(([key, n]) =>
          isSkillKey(key) ? (
            <span
              key={key}
              className="chip"
              title={tr(effectOf(SKILLS.find((k) => k.key === key)?.id ?? ''))}
              data-testid={`${testId}.chip.${key}`}
            >
              {SKILL_NAMES[key][lang]}×{n}
              <button type="button" aria-label="−" onClick={() => set(key, n - 1)}>
                −
              </button>
              <button type="button" aria-label="+" onClick={() => set(key, n + 1)}>
                +
              </button>
            </span>
          ) : null,
        )}
      </div>
      <input
        data-testid={`${testId}.search`}
        placeholder={t('sd.searchSkill')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {found.length > 0 && (
        <ul className="skill-results">
          {found.map((k) => (
            <li key={k.key}>
              <button
                type="button"
                data-testid={`${testId}.add.${k.key}`}
                onClick={() => {
                  set(k.key, (skills[k.key] ?? 0) + 1);
                  setQ('');
                }}
              >
                <strong>{SKILL_NAMES[k.key].ja}</strong>{' '}
                <span className="muted">
                  {lang === 'ja' ? SKILL_READINGS[k.key].split(' ')[0] : SKILL_NAMES[k.key].en} · {k.id}
                </span>
                <small>{tr(effectOf(k.id))}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The rules reference (issue 21): every rule id chip anywhere opens it at that rule; a search by id or by English
 * or Japanese words (押しやり, push …) over the encounter's rule system (or all of them); the app's own rulings
 * beside the rules they settle; "show to players" puts the rule in the player view.
 */
import { useEffect, useMemo, useRef } from 'react';
import { ruleById, rulesOf, searchRules, type RuleSystem } from '../../i18n/reference';
import { useEnc, useT } from '../context';
import { RuleView } from './RuleView';
import { rulesUi, useRulesUi } from './rulesUi';
import { useReferences } from './useReferences';

/** `forPlayer`: on a player's page (issue 28), without "show to players" (that is the GM's). */
export function RulesPanel({ forPlayer = false }: { forPlayer?: boolean }) {
  const { t, tr, lang } = useT();
  const open = useRulesUi((s) => s.open);
  const ruleId = useRulesUi((s) => s.ruleId);
  const query = useRulesUi((s) => s.query);
  const shown = useRulesUi((s) => s.shown);
  const system = useEnc((s) => s.encounter.system) as RuleSystem;
  const search = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) (ruleId ? heading.current : search.current)?.focus();
  }, [open, ruleId]);
  // The texts come after the board's first frame (issue 33): "loading" until then, never "no such rule".
  const ready = useReferences();
  const rule = ruleId ? ruleById(ruleId) : undefined;
  const list = useMemo(
    () => (!ready ? [] : query.trim() ? searchRules(query, lang) : rulesOf(system)),
    [ready, query, lang, system],
  );
  if (!open) return null;
  const st = rulesUi.getState();
  return (
    <aside
      className="rules-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="rules-title"
      data-testid="rules.panel"
      onKeyDown={(e) => e.key === 'Escape' && st.close()}
    >
      <header className="row">
        <h2 id="rules-title" ref={heading} tabIndex={-1}>
          {t('rules.title')}
        </h2>
        <button type="button" data-testid="rules.close" aria-label={t('menu.close')} onClick={() => st.close()}>
          ×
        </button>
      </header>
      <input
        ref={search}
        data-testid="rules.search"
        type="search"
        placeholder={t('rules.search')}
        value={query}
        onChange={(e) => st.setQuery(e.target.value)}
        aria-label={t('rules.search')}
      />
      {!ready ? (
        <p className="muted" data-testid="rules.loading">
          {t('rules.loading')}
        </p>
      ) : rule ? (
        <>
          <div className="row">
            <button type="button" data-testid="rules.back" onClick={() => st.openRule(null)}>
              ← {t('rules.list')}
            </button>
            {!forPlayer && (
              <button
                type="button"
                data-testid="rules.show"
                aria-pressed={shown === rule.id}
                onClick={() => st.show(shown === rule.id ? null : rule.id)}
              >
                {shown === rule.id ? t('rules.hideFromPlayers') : t('rules.showToPlayers')}
              </button>
            )}
          </div>
          <RuleView rule={rule} />
        </>
      ) : ruleId ? (
        <p className="error" data-testid="rules.unknown">
          {t('rules.unknown', { id: ruleId })}
        </p>
      ) : (
        <ol className="rules-list" data-testid="rules.list">
          {list.length === 0 && <li className="muted">{t('rules.none')}</li>}
          {list.slice(0, 200).map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="link"
                data-testid={`rules.item.${r.id}`}
                onClick={() => st.openRule(r.id)}
              >
                <span className="rule-id">{r.id}</span> {tr(r.title)}
              </button>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

/** One rule of the reference: its statement in the reader's language, its source, and the app's ruling. */
import { sourceText, type RuleEntry } from '../../i18n/reference';
import { useT } from '../context';

export function RuleView({ rule }: { rule: RuleEntry }) {
  const { t, tr, lang } = useT();
  const src = rule.source;
  return (
    <article className="rule-view" data-testid={`rules.view.${rule.id}`}>
      <h3>
        <span className="rule-id">{rule.id}</span> {tr(rule.title)}
      </h3>
      <p data-testid="rules.statement">{tr(rule.statement)}</p>
      {rule.terms && rule.terms.length > 0 && (
        <p className="muted small">
          {t('rules.terms')}: {rule.terms.join('、')}
        </p>
      )}
      {rule.ruling && (
        <div className="ruling" data-testid="rules.ruling">
          <h4>{rule.ruling.origin === 'app' ? t('rules.appRuling') : t('rules.digestRuling')}</h4>
          <p>
            <strong>{t('rules.does')}</strong> {tr(rule.ruling.does)}
          </p>
          <p>
            <strong>{t('rules.why')}</strong> {tr(rule.ruling.why)}
          </p>
          {rule.ruling.switch && (
            <p>
              <strong>{t('rules.switch')}</strong> {tr(rule.ruling.switch)}
            </p>
          )}
        </div>
      )}
      {rule.option && (
        <div className="ruling" data-testid="rules.option">
          <h4>{t(rule.option.defaultOn ? 'rules.optionOn' : 'rules.optionOff')}</h4>
          <p>{tr(rule.option.does)}</p>
          <p>
            <strong>{t('rules.switch')}</strong> {tr(rule.option.switch)}
          </p>
        </div>
      )}
      <p className="muted small" data-testid="rules.source">
        {t('rules.source')}: {sourceText(src, lang)}
      </p>
    </article>
  );
}

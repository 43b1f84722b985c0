/**
 * The rule the GM shows the players (issue 21, the rules panel's "show to players"), in the player view and on the
 * players' own devices, in the reader's language. Loaded on demand with the reference's texts.
 */
import { ruleById } from '../../i18n/reference';
import { useT } from '../context';
import { RuleView } from './RuleView';
import { useReferences } from './useReferences';

export function SharedRule({ id }: { id: string }) {
  const { t } = useT();
  // Shown once the reference's texts are here (issue 33: loaded on demand in the player's window).
  useReferences();
  const rule = ruleById(id);
  if (!rule) return null;
  return (
    <aside className="rules-panel shared-rule" aria-live="polite" data-testid="player.rule">
      <p className="muted small">{t('rules.shownByGm')}</p>
      <RuleView rule={rule} />
    </aside>
  );
}

/**
 * The last roll, shown briefly large: natural die, each bonus with its source, total and outcome with rule
 * ids. It is derived from the last command in history (whoever sent it: a dialog, the menu, a board click),
 * so every save, attack or jump roll shows the same way. Undo hides it.
 */
import { useMemo, useState } from 'react';
import { useEnc, useT } from '../context';
import { rollCard } from './rolls';

export function RollCard() {
  const { t, tr } = useT();
  const revision = useEnc((s) => s.revision);
  const lastChange = useEnc((s) => s.lastChange);
  const history = useEnc((s) => s.history);
  const [hidden, setHidden] = useState<number | null>(null);
  const roll = useMemo(() => {
    if (lastChange !== 'command') return null;
    const i = history.cursor - 1;
    const entry = history.entries[i];
    if (!entry) return null;
    const before = i > 0 ? (history.entries[i - 1]?.after ?? history.initial) : history.initial;
    return rollCard(before, entry.events);
  }, [history, lastChange]);
  if (!roll || hidden === revision) return null;
  return (
    <div key={revision} className={`roll-card ${roll.success ? 'ok' : 'fail'}`} role="status" data-testid="roll.card">
      <div className="roll-line">
        <span className="die" data-testid="roll.natural" title={roll.manual ? t('roll.manual') : t('roll.seeded')}>
          d{roll.sides}: {roll.natural}
        </span>
        {roll.parts.map((p, i) => (
          <span key={i} className="part" data-testid="roll.part">
            {p.value >= 0 ? '+' : '−'} {Math.abs(p.value)} <small>{tr(p.label)}</small>
          </span>
        ))}
        <span className="total" data-testid="roll.total">= {roll.total}</span>
        <small className="muted">{roll.manual ? t('roll.manual') : t('roll.seeded')}</small>
      </div>
      <div data-testid="roll.outcome">
        {tr(roll.outcome)} {roll.ruleIds.map((r) => <span key={r} className="rule-ids">{r}</span>)}
      </div>
      <button aria-label="×" data-testid="roll.close" onClick={() => setHidden(revision)}>×</button>
    </div>
  );
}

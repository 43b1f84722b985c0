/** The last roll, shown briefly large: natural die, each bonus with its source, total and outcome with rule ids. */
import { useEffect, useState } from 'react';
import { useT, useUi } from '../context';

export function RollCard() {
  const { t, tr } = useT();
  const roll = useUi((s) => s.lastRoll);
  const [hidden, setHidden] = useState<number | null>(null);
  useEffect(() => setHidden(null), [roll]);
  if (!roll || hidden === roll.n) return null;
  return (
    <div key={roll.n} className={`roll-card ${roll.success ? 'ok' : 'fail'}`} role="status" data-testid="roll.card">
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
      <button aria-label="×" data-testid="roll.close" onClick={() => setHidden(roll.n)}>×</button>
    </div>
  );
}

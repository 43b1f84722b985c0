/**
 * The last roll, shown briefly large: natural die, each bonus with its source, total and outcome with rule
 * ids. It is derived from the last command in history (whoever sent it: a dialog, the menu, a board click),
 * so every save, attack or jump roll shows the same way. Undo hides it.
 */
import { useMemo, useState } from 'react';
import { useEnc, useT } from '../context';
import { useDockCard } from '../layout/dockUi';
import { RuleChips } from '../RuleChip';
import { rollCard } from './rolls';

export function RollCard() {
  const { t, tr } = useT();
  const revision = useEnc((s) => s.revision);
  const lastChange = useEnc((s) => s.lastChange);
  const events = useEnc((s) => s.lastEvents);
  const [hidden, setHidden] = useState<number | null>(null);
  const roll = useMemo(() => (lastChange === 'command' ? rollCard(events) : null), [events, lastChange]);
  const shown = !!roll && hidden !== revision;
  useDockCard('m4.roll', shown && roll ? { ids: roll.ids } : null);
  if (!roll || !shown) return null;
  return (
    <div
      key={revision}
      className={`dock-card roll-card ${roll.success ? 'ok' : 'fail'}`}
      role="status"
      data-testid="roll.card"
    >
      <div className="roll-line">
        <span className="die" data-testid="roll.natural" title={roll.manual ? t('roll.manual') : t('roll.seeded')}>
          d{roll.sides}: {roll.natural}
        </span>
        {roll.parts.map((p, i) => (
          <span key={i} className="part" data-testid="roll.part">
            {p.value >= 0 ? '+' : '−'} {Math.abs(p.value)} <small>{tr(p.label)}</small>
          </span>
        ))}
        <span className="total" data-testid="roll.total">
          = {roll.total}
        </span>
        <small className="muted">{roll.manual ? t('roll.manual') : t('roll.seeded')}</small>
      </div>
      <div data-testid="roll.outcome">
        {tr(roll.outcome)} <RuleChips ids={roll.ruleIds} />
      </div>
      <button aria-label="×" data-testid="roll.close" onClick={() => setHidden(revision)}>
        ×
      </button>
    </div>
  );
}

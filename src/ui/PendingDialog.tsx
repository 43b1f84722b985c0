/**
 * A pending decision from the rules engine as a focused dialog: the legal options (square options are also
 * highlighted on the board), and the GM's override.
 */
import { useEffect, useRef } from 'react';
import type { Command } from '../rules';
import { useDispatch, useEnc, useT, useUi } from './context';

export function PendingDialog() {
  const { t, tr } = useT();
  const dispatch = useDispatch();
  const pending = useEnc((s) => s.encounter.pending);
  const setHighlights = useUi((s) => s.setHighlights);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setHighlights(pending ? pending.options.flatMap((o) => (o.square && !o.disabledReason ? [o.square] : [])) : []);
    first.current?.focus();
  }, [pending, setHighlights]);
  if (!pending) return null;
  return (
    <div className="pending" role="dialog" aria-modal="false" aria-labelledby="pending-title" data-testid="pending">
      <h2 id="pending-title">{t('pending.title')} <span className="rule-ids">{pending.ruleId}</span></h2>
      <p data-testid="pending.prompt">{tr(pending.prompt)}</p>
      <div className="options">
        {pending.options.map((o, i) => (
          <button
            key={o.id}
            ref={i === 0 ? first : undefined}
            data-testid={`pending.option.${o.id}`}
            disabled={!!o.disabledReason}
            title={o.disabledReason ? tr(o.disabledReason) : undefined}
            onClick={() => dispatch({ type: 'decide', optionId: o.id } as unknown as Command)}
          >
            {tr(o.label)}
            {o.disabledReason && <small> — {tr(o.disabledReason)}</small>}
          </button>
        ))}
      </div>
      <button className="danger" data-testid="pending.cancel" onClick={() => dispatch({ type: 'cancelDecision' })}>{t('pending.cancel')}</button>
    </div>
  );
}

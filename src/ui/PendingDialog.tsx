/**
 * A pending decision from the rules engine as a focused dialog: who decides, the legal options (square
 * options are also highlighted on the board and can be clicked there), dice ("Roll" with the seeded dice or
 * "I rolled…" with a typed die) and the GM's override. The GM may answer for anyone.
 */
import { useEffect, useRef, useState } from 'react';
import type { Command } from '../rules';
import { useDispatch, useEnc, useT, useUi } from './context';
import { typedDie, withDie } from './dice';
import { uiOf } from './systems';
import { creatureOf } from '../rules';

export function PendingDialog() {
  const { t, msg } = useT();
  const dispatch = useDispatch();
  const pending = useEnc((s) => s.encounter.pending);
  const rolls = uiOf(useEnc((s) => s.encounter.system)).rolls;
  const chooser = useEnc((s) => (s.encounter.pending?.chooserId ? creatureOf(s.encounter, s.encounter.pending.chooserId) : undefined));
  const setHighlights = useUi((s) => s.setHighlights);
  const [die, setDie] = useState('');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setHighlights(pending ? pending.options.flatMap((o) => (o.square && !o.disabledReason ? [o.square] : [])) : []);
    setDie('');
    first.current?.focus();
  }, [pending, setHighlights]);
  if (!pending) return null;
  const rollsFor = (id: string) => !!rolls?.(pending.kind, id);
  const rolling = pending.options.some((o) => rollsFor(o.id));
  const hasSquares = pending.options.some((o) => o.square);
  const decide = (optionId: string, typed: number | null) =>
    dispatch(withDie({ type: 'decide', optionId } as Command, typed));
  return (
    <div className="pending" role="dialog" aria-modal="false" aria-labelledby="pending-title" data-testid="pending">
      <h2 id="pending-title">{t('pending.title')} <span className="rule-ids">{pending.ruleId}</span></h2>
      <p className="muted small" data-testid="pending.chooser">{t('pending.chooser', { name: chooser?.name ?? t('pending.gm') })}</p>
      <p data-testid="pending.prompt">{msg(pending.prompt)}</p>
      {hasSquares && <p className="muted small">{t('pending.clickSquare')}</p>}
      <div className={`options ${pending.options.length > 4 && hasSquares ? 'squares' : ''}`}>
        {pending.options.map((o, i) => (
          <button
            key={o.id}
            ref={i === 0 ? first : undefined}
            data-testid={`pending.option.${o.id}`}
            disabled={!!o.disabledReason}
            title={o.disabledReason ? msg(o.disabledReason) : undefined}
            onClick={() => decide(o.id, null)}
          >
            {rollsFor(o.id) && <span className="die-mark">d20 ▸ </span>}
            {msg(o.label)}
            {o.disabledReason && <small> — {msg(o.disabledReason)}</small>}
          </button>
        ))}
      </div>
      {rolling && (
        <div className="row typed-roll">
          <label className="field small">
            <span>{t('roll.typed')}</span>
            <input data-testid="pending.typed" type="number" min={1} max={20} value={die} onChange={(e) => setDie(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && typedDie(die) !== null && decide(pending.options.find((o) => rollsFor(o.id))?.id ?? '', typedDie(die))} />
          </label>
          {pending.options.filter((o) => rollsFor(o.id)).map((o) => (
            <button key={o.id} data-testid={`pending.typed-go.${o.id}`} disabled={typedDie(die) === null} onClick={() => decide(o.id, typedDie(die))}>
              {t('roll.useTyped', { n: die || '?' })} · {msg(o.label)}
            </button>
          ))}
        </div>
      )}
      <button className="danger" data-testid="pending.cancel" onClick={() => dispatch({ type: 'cancelDecision' })}>{t('pending.cancel')}</button>
    </div>
  );
}

/**
 * A pending decision from the rules engine, as a card of the dock beside the creatures it names: who decides,
 * the legal options (square options are also highlighted on the board and can be clicked there), dice ("Roll" with
 * the seeded dice or "I rolled…" with a typed die) and the game master's override. The GM may answer for anyone.
 */
import { useEffect, useRef, useState } from 'react';
import { cmd, type Command, type CreatureId, type Msg, type PendingDecision } from '../rules';
import { useDispatch, useEnc, useT, useUi } from './context';
import { badDie, typedDie, withDie } from './dice';
import { useDockCard } from './layout/dockUi';
import { RuleChip } from './RuleChip';
import { termOf, uiOf } from './systems';
import { creatureOf } from '../rules';

/** Creatures a message names (its `Ref` parameters). */
function refsOf(m: Msg | undefined): CreatureId[] {
  if (!m) return [];
  const out: CreatureId[] = [];
  for (const v of Object.values(m)) {
    if (v && typeof v === 'object' && 'id' in v && 'name' in v && typeof (v as { id: unknown }).id === 'string')
      out.push((v as { id: string }).id);
  }
  return out;
}

/** The creatures a decision involves: who decides and whom its prompt and options name. */
export function involvedIn(p: PendingDecision): CreatureId[] {
  return [
    ...new Set([
      ...(p.chooserId ? [p.chooserId] : []),
      ...refsOf(p.prompt),
      ...p.options.flatMap((o) => refsOf(o.label)),
    ]),
  ];
}

export function PendingDialog() {
  const { t, msg } = useT();
  const dispatch = useDispatch();
  const shown = useEnc((s) => s.encounter.pending);
  // The decision this card answered (issue 33): the card closes in the task of the click that answered it, so the
  // frame after the click shows it gone; the panels (and a decision that follows, if any) come after that frame
  // with the published state. Forgotten as soon as the published decision is another one (an undo may bring the
  // same decision back: it shows again).
  const [answered, setAnswered] = useState<PendingDecision | null>(null);
  if (answered && answered !== shown) setAnswered(null);
  const pending = shown && shown !== answered ? shown : null;
  const system = useEnc((s) => s.encounter.system);
  const { rolls, typedOnly } = uiOf(system);
  const known = useEnc((s) =>
    s.encounter.pending
      ? involvedIn(s.encounter.pending)
          .filter((id) => creatureOf(s.encounter, id))
          .join(',')
      : '',
  );
  const chooser = useEnc((s) =>
    s.encounter.pending?.chooserId ? creatureOf(s.encounter, s.encounter.pending.chooserId) : undefined,
  );
  const setHighlights = useUi((s) => s.setHighlights);
  const [die, setDie] = useState('');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    setHighlights(pending ? pending.options.flatMap((o) => (o.square && !o.disabledReason ? [o.square] : [])) : []);
    setDie('');
    first.current?.focus({ preventScroll: true });
  }, [pending, setHighlights]);
  useDockCard(
    'pending',
    pending
      ? {
          ids: known ? known.split(',') : [],
          squares: pending.options.flatMap((o) => (o.square && !o.disabledReason ? [o.square] : [])),
        }
      : null,
  );
  if (!pending) return null;
  const rollsFor = (id: string) => !!rolls?.(pending.kind, id);
  const rolling = pending.options.some((o) => rollsFor(o.id));
  const hasSquares = pending.options.some((o) => o.square);
  /** Send an answer; an applied one closes the card at once (a refused one keeps it, with the refusal shown). */
  const answer = (c: Command) => {
    const r = dispatch(c);
    if (r.ok) setAnswered(pending);
    return r;
  };
  const decide = (optionId: string, typed: number | null) => answer(withDie(cmd('decide', { optionId }), typed));
  return (
    <section
      className="dock-card pending"
      role="dialog"
      aria-modal="false"
      aria-labelledby="pending-title"
      data-testid="pending"
    >
      <h2 id="pending-title">
        {t('pending.title')} <RuleChip id={pending.ruleId} />
      </h2>
      <p className="muted small" data-testid="pending.chooser">
        {t(termOf(system, 'pending.chooser'), { name: chooser?.name ?? t(termOf(system, 'pending.gm')) })}
      </p>
      <p data-testid="pending.prompt">{msg(pending.prompt)}</p>
      {hasSquares && <p className="muted small">{t('pending.clickSquare')}</p>}
      <div className={`options ${pending.options.length > 4 && hasSquares ? 'squares' : ''}`}>
        {/* An option that only takes a typed-in die (the system says which) is answered by the typed row below. */}
        {pending.options
          .filter((o) => !(rolling && typedOnly?.(pending.kind, o.id)))
          .map((o, i) => (
            <button
              key={o.id}
              ref={i === 0 ? first : undefined}
              data-testid={`pending.option.${o.id}`}
              disabled={!!o.disabledReason}
              title={o.disabledReason ? msg(o.disabledReason) : undefined}
              onClick={() => decide(o.id, null)}
            >
              {rollsFor(o.id) && <span className="die-mark">{t('dice.d20Mark')}</span>}
              {msg(o.label)}
              {o.disabledReason && <small> — {msg(o.disabledReason)}</small>}
            </button>
          ))}
      </div>
      {rolling && (
        <div className="row typed-roll">
          <label className="field small">
            <span>{t('roll.typed')}</span>
            <input
              data-testid="pending.typed"
              type="number"
              min={1}
              max={20}
              value={die}
              aria-invalid={badDie(die)}
              onChange={(e) => setDie(e.target.value)}
              onKeyDown={(e) =>
                e.key === 'Enter' &&
                typedDie(die) !== null &&
                decide(pending.options.find((o) => rollsFor(o.id))?.id ?? '', typedDie(die))
              }
            />
          </label>
          {pending.options
            .filter((o) => rollsFor(o.id))
            .map((o) => (
              <button
                key={o.id}
                data-testid={`pending.typed-go.${o.id}`}
                disabled={typedDie(die) === null}
                onClick={() => decide(o.id, typedDie(die))}
              >
                {t('roll.useTyped', { n: die || '?' })} · {msg(o.label)}
              </button>
            ))}
        </div>
      )}
      <button className="danger" data-testid="pending.cancel" onClick={() => answer({ type: 'cancelDecision' })}>
        {t(termOf(system, 'pending.cancel'))}
      </button>
    </section>
  );
}

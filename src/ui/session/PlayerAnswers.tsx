/**
 * What a player answers and asks on their page in a session (issue 20): their own decision (Roll / I rolled… / a
 * square), their dice, what became of their requests (a refusal with its reason and rule id in the player's
 * language), and a move proposed by a tap with its cost or why not.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { MoveProposal, Outcome } from '../../app/session/player';
import { refusalIn } from '../../app/session/player';
import type { CreatureId, PendingDecision } from '../../rules';
import { creatureOf } from '../../rules';
import { useEnc, useT, useUi } from '../context';
import { badDie, typedDie } from '../dice';
import { useDiceInput } from '../log/diceInput';
import { RuleChip } from '../RuleChip';
import { uiOf } from '../systems';
import { st, type SessionKey } from '../../i18n/session';
import { useTouch, withoutRuleId } from './PlayerParts';

/** The pending decision: answered here when its chooser is the player's (Roll, I rolled…, a square). */
export function PlayerDecision({
  pending,
  mine,
  onDecide,
}: {
  pending: PendingDecision;
  mine: boolean;
  onDecide: (optionId: string, die: number | null) => void;
}) {
  const { msg, lang, t } = useT();
  const touch = useTouch();
  const system = useEnc((s) => s.encounter.system);
  const chooser = useEnc((s) => (pending.chooserId ? creatureOf(s.encounter, pending.chooserId)?.name : undefined));
  const [die, setDie] = useState('');
  useEffect(() => setDie(''), [pending]);
  const rolls = (id: string) => !!uiOf(system).rolls?.(pending.kind, id);
  const rolling = pending.options.some((o) => rolls(o.id));
  const squares = pending.options.some((o) => o.square);
  // The letters the board shows on the squares (the GM's board's overlay, as it reached this page).
  const choices = useUi((s) => s.shared?.choices);
  const letters = new Map((choices ?? []).map((c) => [`${c.square.x},${c.square.y}`, c.letter]));
  const letterOf = (o: PendingDecision['options'][number]) =>
    o.square && !o.disabledReason ? letters.get(`${o.square.x},${o.square.y}`) : undefined;
  return (
    <section
      className={`pending player-decision ${mine ? 'mine' : ''}`}
      data-testid="player.decision"
      data-mine={mine ? '1' : '0'}
    >
      <h2>
        {st(lang, mine ? 'pl.decision' : 'pl.decisionOther')} <RuleChip id={pending.ruleId} />
      </h2>
      <p className="muted small">
        {chooser ? st(lang, 'pl.decisionWho', { name: chooser }) : st(lang, 'pl.decisionGm')}
      </p>
      <p data-testid="player.decision.prompt">{msg(pending.prompt)}</p>
      {mine && squares && (
        <p className="muted small" data-testid="player.decision.squareHint">
          {st(lang, touch ? 'pl.clickSquare.touch' : 'pl.clickSquare')}
        </p>
      )}
      <div className="options">
        {pending.options.map((o) =>
          mine ? (
            <button
              key={o.id}
              data-testid={`player.decision.option.${o.id}`}
              disabled={!!o.disabledReason}
              onClick={() => onDecide(o.id, null)}
            >
              {rolls(o.id) && <span className="die-mark">{t('dice.d20Mark')}</span>}
              {letterOf(o) && (
                <span className="choice-letter" data-testid="player.decision.letter">
                  {letterOf(o)}
                </span>
              )}
              {msg(o.label)}
              {o.disabledReason && <small> — {msg(o.disabledReason)}</small>}
            </button>
          ) : (
            <span key={o.id} className="tag">
              {msg(o.label)}
            </span>
          ),
        )}
      </div>
      {mine && rolling && (
        <div className="row typed-roll">
          <label className="field small">
            <span>{st(lang, 'pl.typed')}</span>
            <input
              data-testid="player.decision.typed"
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={die}
              aria-invalid={badDie(die)}
              onChange={(e) => setDie(e.target.value)}
            />
          </label>
          {pending.options
            .filter((o) => rolls(o.id))
            .map((o) => (
              <button
                key={o.id}
                data-testid={`player.decision.typed-go.${o.id}`}
                disabled={typedDie(die) === null}
                onClick={() => onDecide(o.id, typedDie(die))}
              >
                {st(lang, 'pl.useTyped', { n: die || '?' })} · {msg(o.label)}
              </button>
            ))}
        </div>
      )}
    </section>
  );
}

/** The player's dice: a dice line rolled for one of their creatures, by the table's dice or their own. */
export function PlayerDice({
  creatures,
  onRoll,
  palette,
}: {
  creatures: readonly { id: CreatureId; name: string }[];
  onRoll: (expr: string, by: CreatureId, dice: number[] | null) => void;
  /** The chat palette of the creature rolled for (issue 30); its click puts a line into this dice line. */
  palette?: (by: CreatureId) => ReactNode;
}) {
  const lang = useUi((s) => s.lang);
  const [by, setBy] = useState<CreatureId>('');
  const [expr, setExpr] = useState('1d20');
  const put = useDiceInput((s) => s.put);
  useEffect(() => {
    if (put > 0) setExpr(useDiceInput.getState().text);
  }, [put]);
  const [faces, setFaces] = useState('');
  const who = creatures.some((c) => c.id === by) ? by : (creatures[0]?.id ?? '');
  if (creatures.length === 0) return null;
  const typed =
    faces.trim() === ''
      ? null
      : faces
          .trim()
          .split(/[\s,]+/)
          .map(Number);
  const badFaces = typed !== null && typed.some((n) => !Number.isInteger(n) || n < 1);
  return (
    <section className="player-dice" data-testid="player.dice" aria-label={st(lang, 'pl.dice')}>
      <h2>{st(lang, 'pl.dice')}</h2>
      {creatures.length > 1 && (
        <label className="field small">
          <span>{st(lang, 'pl.diceFor')}</span>
          <select data-testid="player.dice.by" value={who} onChange={(e) => setBy(e.target.value)}>
            {creatures.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="row">
        <label className="field small">
          <span>{st(lang, 'pl.diceLine')}</span>
          <input
            data-testid="player.dice.expr"
            value={expr}
            maxLength={200}
            onChange={(e) => setExpr(e.target.value)}
          />
        </label>
        <button
          data-testid="player.dice.roll"
          disabled={!expr.trim() || !who}
          onClick={() => onRoll(expr.trim(), who, null)}
        >
          {st(lang, 'pl.rollGo')}
        </button>
      </div>
      <div className="row">
        <label className="field small">
          <span>{st(lang, 'pl.diceTyped')}</span>
          <input
            data-testid="player.dice.faces"
            value={faces}
            aria-invalid={badFaces}
            onChange={(e) => setFaces(e.target.value)}
          />
        </label>
        <button
          data-testid="player.dice.typed"
          disabled={!typed || badFaces || !expr.trim() || !who}
          onClick={() => typed && onRoll(expr.trim(), who, typed)}
        >
          {st(lang, 'pl.rollTyped')}
        </button>
      </div>
      {palette?.(who)}
    </section>
  );
}

/** What became of the player's requests, newest first; a refusal with its reason and rule id. */
export function OutcomeList({ outcomes }: { outcomes: readonly Outcome[] }) {
  const { tr, lang } = useT();
  if (outcomes.length === 0) return null;
  return (
    <section
      className="player-outcomes"
      data-testid="player.outcomes"
      aria-live="polite"
      aria-label={st(lang, 'pl.outcomes')}
    >
      <h2>{st(lang, 'pl.outcomes')}</h2>
      <ol>
        {[...outcomes].reverse().map((o) => (
          <li key={o.n} className={`outcome ${o.kind}`} data-testid={`player.outcome.${o.kind}`} data-n={o.n}>
            <strong>{tr(o.what)}</strong> — {st(lang, `pl.${o.kind}` as SessionKey)}
            {o.note && (
              <div className="own-note" data-testid="player.own-note">
                {tr(o.note)}
              </div>
            )}
            {o.refusal && (
              <div className="refusal" data-testid="player.refusal">
                {withoutRuleId(refusalIn(o.refusal, lang), o.refusal.ruleId)}{' '}
                {o.refusal.ruleId && <RuleChip id={o.refusal.ruleId} />}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A move proposed by a tap on a square: its path's cost and "Move here", or why not (with the rule id). */
export function ProposalBar({
  proposal,
  onGo,
  onCancel,
}: {
  proposal: MoveProposal;
  onGo: () => void;
  onCancel: () => void;
}) {
  const { lang } = useT();
  const name = useEnc((s) => creatureOf(s.encounter, proposal.id)?.name ?? '');
  return (
    <div className="player-proposal notice" role="status" data-testid="player.proposal" data-legal={proposal.legal}>
      {proposal.legal ? (
        <span>{st(lang, 'pl.moveTo', { name, n: proposal.cost })}</span>
      ) : (
        <span className="refusal">
          {st(lang, 'pl.moveNo', { name })}{' '}
          {proposal.refusal && withoutRuleId(refusalIn(proposal.refusal, lang), proposal.refusal.ruleId)}{' '}
          {proposal.refusal?.ruleId && <RuleChip id={proposal.refusal.ruleId} />}
        </span>
      )}
      <span className="row">
        {proposal.legal && (
          <button className="primary" data-testid="player.proposal.go" onClick={onGo}>
            {st(lang, 'pl.moveGo')}
          </button>
        )}
        <button data-testid="player.proposal.cancel" onClick={onCancel}>
          {st(lang, 'pl.cancel')}
        </button>
      </span>
    </div>
  );
}

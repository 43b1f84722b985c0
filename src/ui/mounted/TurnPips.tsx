/**
 * The action set of the current turn (B-7) as pips: standard / move / minor, shared immediate and
 * opportunity, who spent what. For an adventurer and its mount it is one shared set (MC-TURN-1, MC-TURN-2).
 * The GM ticks a pip for a chosen member (`takeAction`) and unticks the last tick (undo). Dazed limits shown.
 */
import { useState } from 'react';
import type { ActionKind } from '../../rules/mounted4e';
import { actionProblem, actionSetOf, hasCondition } from '../../rules/mounted4e';
import { useDispatch, useEnc, useServices, useT } from '../context';
import { creatureOf } from '../../rules';
import { spentOn } from '../../i18n/systems/mounted4e/terms';
import { useM4 } from './useM4';
import { RuleChip } from '../RuleChip';

const KINDS: ActionKind[] = ['standard', 'move', 'minor'];

export function TurnPips({ id }: { id: string }) {
  const { t, refusal, lang } = useT();
  const dispatch = useDispatch();
  const svc = useServices();
  const enc = useM4();
  const last = useEnc((s) => (s.session.canUndo ? s.session.entry(s.session.cursor - 1) : undefined));
  const [whoSel, setWho] = useState<string | null>(null);
  const v = enc ? actionSetOf(enc, id) : null;
  if (!enc || !v || !v.active) return null;
  const who = whoSel && v.members.includes(whoSel) ? whoSel : id;
  const name = (x: string) => creatureOf(enc, x)?.name ?? x;
  const shared = v.members.length > 1;
  // Dazed toggled or from an effect (B-14): the rules' own question, so a "dazed (save ends)" counts (MC-TURN-1).
  const dazed = v.members.filter((m) => {
    const c = creatureOf(enc, m);
    return !!c && hasCondition(enc, c, 'dazed');
  });
  const lastTick = last?.command.type === 'takeAction' ? (last.command as { action: string }).action : null;
  return (
    <div className="turn-pips" data-testid="turn.pips">
      {shared && (
        <div className="muted small" data-testid="turn.shared">
          {t('turn.shared', { names: v.members.map(name).join(' & ') })} <RuleChip id="MC-TURN-1" />
        </div>
      )}
      {shared && (
        <div className="row" role="radiogroup" aria-label={t('turn.who')}>
          <span className="small muted">{t('turn.who')}</span>
          {v.members.map((m) => (
            <button
              key={m}
              className="small"
              aria-pressed={who === m}
              data-testid={`turn.who.${m}`}
              onClick={() => setWho(m)}
            >
              {name(m)}
            </button>
          ))}
        </div>
      )}
      <div className="row pips">
        {KINDS.map((k) => {
          const spent = v.left[k] === 0;
          const by = v.spent
            .filter((s) => s.as === k)
            .map((s) => `${name(s.by)}: ${spentOn(s.what, lang)}`)
            .join(', ');
          const problem = actionProblem(enc, who, k);
          const canUntick = spent && lastTick !== null && v.spent[v.spent.length - 1]?.as === k;
          return (
            <button
              key={k}
              className={`pip ${spent ? 'spent' : 'open'}`}
              data-testid={`turn.pip.${k}`}
              aria-pressed={spent}
              disabled={spent ? !canUntick : !!problem}
              title={
                spent
                  ? canUntick
                    ? t('turn.untick')
                    : t('turn.undoHint')
                  : problem
                    ? refusal(problem)
                    : t('turn.tick', { name: name(who) })
              }
              onClick={() =>
                spent
                  ? svc.encounter.getState().undo()
                  : dispatch({ type: 'takeAction', id: who, action: k, note: 'GM' })
              }
            >
              <span className="pip-dot">{spent ? '●' : '○'}</span> {t(`turn.${k}`)}
              {spent && <small data-testid={`turn.by.${k}`}> {by}</small>}
            </button>
          );
        })}
      </div>
      <div className="row small">
        <span className={`pip-flag ${v.immediateUsed ? 'used' : ''}`} data-testid="turn.immediate">
          {t('turn.immediate')}: {v.immediateUsed ? t('turn.used') : t('turn.free')}
        </span>
        <span className={`pip-flag ${v.opportunityUsed ? 'used' : ''}`} data-testid="turn.opportunity">
          {t('turn.opportunity')}: {v.opportunityUsed ? t('turn.used') : t('turn.free')}
        </span>
        {v.charged && <span className="pip-flag used">{t('turn.charged')}</span>}
      </div>
      {dazed.map((m) => (
        <div key={m} className="warn small" data-testid="turn.dazed">
          {t(shared ? 'turn.dazedShared' : 'turn.dazed', { name: name(m) })}{' '}
          <RuleChip id={shared ? 'MC-TURN-1' : 'B-7'} />
        </div>
      ))}
    </div>
  );
}

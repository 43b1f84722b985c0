/**
 * The Tenkai turn strip pinned at the top of the sidebar (TK-TURN-2..4): the turn and its phase, whose round is
 * being resolved (with its riders, TK-MNT-1) and the AP left, Start turn / End round (N) / 後回し (W) from the
 * action registry. `compact`: the folded sidebar's rail.
 */
import { creatureOf } from '../../rules';
import { currentRoundOwner, phaseOf, tokenInfo } from '../../rules/tenkai';
import { cmd } from '../../rules';
import { ActionButton } from '../actions/ActionButton';
import { TypedDiceRow } from '../TypedDice';
import { useServices, useT } from '../context';
import { useTkEnc } from './useTkEnc';

const START = cmd('tkStartTurn');

export function TkTurnStrip({ compact }: { compact: boolean }) {
  const { t, d } = useT();
  const svc = useServices();
  const enc = useTkEnc();
  if (!enc) return null;
  const phase = phaseOf(enc);
  const owner = currentRoundOwner(enc);
  const c = owner ? creatureOf(enc, owner) : undefined;
  const riders = owner
    ? enc.creatureOrder.flatMap((id) => (creatureOf(enc, id)?.mountId === owner ? [creatureOf(enc, id)!] : []))
    : [];
  const info = owner ? tokenInfo(enc, owner) : null;
  const rounds = phase === 'rounds';
  return (
    <div className={`turn-strip ${compact ? 'compact' : ''}`} data-testid="turn.strip">
      <div className="turn-now">
        <span className="turn-round" data-testid="tk.turn.number">
          {enc.turns.round > 0 ? t('tk.turnN', { n: enc.turns.round }) : ''}{' '}
          {!compact && (
            <span className="muted small">
              {t(rounds ? 'tk.phase.rounds' : phase === 'setup' ? 'tk.phase.setup' : 'tk.phase.idle')}
            </span>
          )}
        </span>
        {c && !compact && (
          <button
            type="button"
            className="link turn-current"
            data-testid="turn.current"
            title={t('turn.selectCurrent')}
            onClick={() => svc.ui.getState().select(c.id)}
          >
            ▶ {c.name}
            {riders.length > 0 && ` & ${d.names(riders)}`}
            {info && <span className="muted small"> · {t('tk.apLeft', { left: info.apLeft, max: info.apMax })}</span>}
          </button>
        )}
      </div>
      <div className="turn-buttons">
        {compact ? (
          <ActionButton
            id="turn.next"
            testId={rounds ? 'tk.turn.end-round' : 'tk.turn.start'}
            className="primary next-turn"
            always
            extra={{ 'data-next-turn': '', 'aria-label': t(rounds ? 'tk.endRound' : 'tk.startTurn') }}
          >
            ▶
          </ActionButton>
        ) : (
          <>
            <ActionButton
              id="tk.startTurn"
              testId="tk.turn.start"
              className={rounds ? '' : 'primary next-turn'}
              always
              extra={rounds ? {} : { 'data-next-turn': '' }}
            >
              ▶ {t('tk.startTurn')} {!rounds && <kbd>N</kbd>}
            </ActionButton>
            <ActionButton
              id="tk.endRound"
              testId="tk.turn.end-round"
              className={rounds ? 'primary next-turn' : ''}
              always
              extra={rounds ? { 'data-next-turn': '' } : {}}
            >
              {t('tk.endRound')} {rounds && <kbd>N</kbd>}
            </ActionButton>
            <ActionButton id="tk.postpone" testId="tk.turn.postpone" always showKey />
          </>
        )}
      </div>
      {!compact && !rounds && (
        // Initiative (TK-TURN-3) and the turn's other checks with dice rolled at the table.
        <details className="typed-dice-box" data-testid="tk.turn.typed.box">
          <summary>{t('dice.faces')}</summary>
          <TypedDiceRow command={START} testId="tk.turn.typed" label={`▶ ${t('tk.startTurn')}`} />
        </details>
      )}
    </div>
  );
}

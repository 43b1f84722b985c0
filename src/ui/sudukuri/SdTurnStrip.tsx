/**
 * The 巣作りドラゴン turn strip pinned at the top of the sidebar (issue 30: not 4e's "Roll for all" / "Next turn"):
 * where the battle stands — its turn and next step, the pending choice, or the result — and the procedure's own
 * buttons from the action registry: one step (S), one turn (T), to the end (E). `compact`: the folded rail.
 */
import { getBattle, describeCursor, type SdEncounter } from '../../rules/sudukuri';
import { ActionButton } from '../actions/ActionButton';
import { useEnc, useT } from '../context';

export function SdTurnStrip({ compact }: { compact: boolean }) {
  const { t, msg } = useT();
  const battle = useEnc((s) => (s.encounter.system === 'sudukuri' ? getBattle(s.encounter as SdEncounter) : null));
  return (
    <div className={`turn-strip ${compact ? 'compact' : ''}`} data-testid="turn.strip">
      <div className="turn-now">
        <span className="turn-round" data-testid="sd.strip.state">
          {battle ? msg(describeCursor(battle)) : compact ? '' : t('sd.strip.noBattle')}
        </span>
      </div>
      {battle && (
        <div className="turn-buttons">
          <ActionButton
            id="sd.step"
            testId="sd.strip.step"
            className="primary next-turn"
            always
            showKey={!compact}
            extra={{ 'data-next-turn': '', 'aria-label': t('sd.doStep') }}
          >
            {compact ? '▶' : undefined}
          </ActionButton>
          {!compact && <ActionButton id="sd.turn" testId="sd.strip.turn" always showKey />}
          {!compact && <ActionButton id="sd.end" testId="sd.strip.end" always showKey />}
        </div>
      )}
    </div>
  );
}

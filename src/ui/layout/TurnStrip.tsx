/**
 * The pinned turn strip at the top of the sidebar (always in view, whatever tab is open and however long the
 * log): the round, whose turn it is (a click selects it), Previous and Next turn from the action registry, and
 * the rule system's extra (4e: the current turn's action pips). `compact`: the folded sidebar's rail.
 */
import { creatureOf } from '../../rules';
import { ActionButton } from '../actions/ActionButton';
import { useEnc, useServices, useT } from '../context';
import { uiOf } from '../systems';

export function TurnStrip({ compact }: { compact: boolean }) {
  const { t } = useT();
  const svc = useServices();
  const round = useEnc((s) => s.encounter.turns.round);
  const system = useEnc((s) => s.encounter.system);
  const currentId = useEnc((s) =>
    s.encounter.turns.current >= 0 ? (s.encounter.turns.order[s.encounter.turns.current] ?? null) : null,
  );
  const names = useEnc((s) => {
    const c = currentId ? creatureOf(s.encounter, currentId) : undefined;
    if (!c) return null;
    const m = uiOf(s.encounter.system).initiative?.fold?.(s.encounter, c);
    return m ? `${c.name} & ${m.name}` : c.name;
  });
  const Extra = uiOf(system).StripExtra;
  return (
    <div className={`turn-strip ${compact ? 'compact' : ''}`} data-testid="turn.strip">
      <div className="turn-now">
        <span className="turn-round" data-testid="turn.round">
          {round > 0 ? t('init.round', { n: round }) : t('turn.notStarted')}
        </span>
        {names && !compact && (
          <button
            type="button"
            className="link turn-current"
            data-testid="turn.current"
            title={t('turn.selectCurrent')}
            onClick={() => currentId && svc.ui.getState().select(currentId)}
          >
            ▶ {names}
          </button>
        )}
      </div>
      {round === 0 && !compact && (
        <div className="turn-buttons">
          <ActionButton id="turn.rollAll" testId="init.roll-all" showKey />
        </div>
      )}
      <div className="turn-buttons">
        <ActionButton
          id="turn.prev"
          testId="init.prev"
          always
          showKey={!compact}
          extra={{ 'aria-label': t('init.prev') }}
        >
          ◀{compact ? '' : ` ${t('init.prev')}`}
        </ActionButton>
        <ActionButton
          id="turn.next"
          testId="init.next"
          className="primary next-turn"
          always
          showKey={!compact}
          extra={{ 'data-next-turn': '', 'aria-label': t('init.next') }}
        >
          {compact ? '▶' : `${t('init.next')} ▶`}
        </ActionButton>
      </div>
      {Extra && !compact && <Extra />}
    </div>
  );
}

/**
 * The attack helper's cover lines (B-10, issue 32): how many of the four lines from the chosen corner are blocked,
 * a warning when no line of effect is left, and the lines themselves drawn on the GM's board while it is shown.
 */
import { useEffect } from 'react';
import type { CoverReading } from '../../rules/mounted4e';
import { useServices, useT } from '../context';
import { RuleChip } from '../RuleChip';

export function CoverLines({ reading }: { reading: CoverReading }) {
  const { t } = useT();
  const svc = useServices();
  const key = reading.lines.map((l) => `${l.x1},${l.y1},${l.x2},${l.y2},${l.blocked ?? ''}`).join(';');
  // Keyed by the lines' text: a new reading with the same lines draws nothing again.
  useEffect(() => {
    svc.ui
      .getState()
      .setCoverLines(
        reading.lines.length
          ? reading.lines.map((l) => ({ x1: l.x1, y1: l.y1, x2: l.x2, y2: l.y2, blocked: l.blocked !== null }))
          : null,
      );
  }, [key, svc]);
  useEffect(() => () => svc.ui.getState().setCoverLines(null), [svc]);
  if (!reading.lineOfEffect)
    return (
      <p className="small warn" role="alert" data-testid="attack.no-line-of-effect">
        {t('atk.noLineOfEffect')} <RuleChip id="B-10" />
      </p>
    );
  if (!reading.lines.length) return null;
  return (
    <p className="small muted" data-testid="attack.lines">
      {t('atk.lines', { blocked: String(reading.blocked) })}{' '}
      {reading.rules.map((r) => (
        <RuleChip key={r} id={r} />
      ))}
    </p>
  );
}

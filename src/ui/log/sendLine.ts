/**
 * Send a line of a palette or of the dice line (issue 30): its variables expanded from its owner's palette and
 * sheet, a status command (`:HP-5`) as the rule system's own command, anything else as a dice line. The answer
 * is null when it was applied, else the message to show (the rules' refusal with its rule id, or the palette's).
 */
import { describePaletteError } from '../../i18n/palette';
import { asCommand, systemFor, type CreatureId, type Outcome } from '../../rules';
import { prepareLine } from '../../rules/palette';
import type { AppServices } from '../context';

export function sendLine(
  svc: Pick<AppServices, 'encounter' | 'ui'>,
  owner: CreatureId | null,
  line: string,
  refusal: (r: Extract<Outcome, { kind: 'refused' }>) => string,
  dice?: readonly number[] | null,
): string | null {
  const enc = svc.encounter.getState().encounter;
  const p = prepareLine(systemFor(enc), enc, owner, line, dice);
  if (!p.ok) return describePaletteError(p.error, svc.ui.getState().lang);
  const r = svc.encounter.getState().dispatch(asCommand(p.command));
  return r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error;
}

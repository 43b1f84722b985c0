/**
 * The roll card of a command: the first die, and the outcome event that used it — a save, an attack, a jump.
 * Every part (natural die, each bonus with its source and rule id, total, outcome) is read from the typed events
 * the engine emitted; nothing here recomputes a rule (the military saddle's +5 comes with the save's event).
 */
import type { CoreEvent, EventBase } from '../../rules';
import type { M4Event } from '../../rules/mounted4e';
import { both as bothT, describeEvent } from '../../i18n';
import { bonusSource } from '../../i18n/systems/mounted4e/terms';
import type { RollShown } from '../../store';

export { typedDie, withDie } from '../dice';

type Ev = M4Event | CoreEvent;
const both = (f: (lang: 'en' | 'ja') => string) => ({ en: f('en'), ja: f('ja') });

/** A roll card and the creatures its outcome involves (the dock opens beside them). */
export type RollCardView = RollShown & { ids: string[] };

/** The roll card of a command's events, or null when no die was rolled for an outcome (a save, an attack, a jump). */
export function rollCard(events: readonly EventBase[]): RollCardView | null {
  const evs = events as readonly Ev[];
  const die = evs.find((e): e is Extract<CoreEvent, { type: 'dieRolled' }> => e.type === 'dieRolled');
  if (!die) return null;
  const parts: RollShown['parts'] = [];
  let success = false;
  let total = die.roll.value;
  const out = evs.find(
    (e) =>
      e.type === 'savingThrowRolled' ||
      e.type === 'effectSaveRolled' ||
      e.type === 'attackHit' ||
      e.type === 'attackMissed' ||
      e.type === 'mounted' ||
      e.type === 'mountFailed',
  );
  if (out?.type === 'savingThrowRolled' || out?.type === 'effectSaveRolled') {
    for (const b of out.bonuses)
      parts.push({ value: b.value, label: both((l) => bonusSource(b, l)), ruleId: b.ruleId });
    success = out.success;
    total = out.total ?? total;
  } else if (out?.type === 'attackHit' || out?.type === 'attackMissed') {
    if (out.bonus) parts.push({ value: out.bonus, label: bothT('roll.attackBonus') });
    for (const m of out.modifiers)
      if (m.value !== 0) parts.push({ value: m.value, label: both((l) => bonusSource(m, l)), ruleId: m.ruleId });
    success = out.type === 'attackHit';
    total = out.total ?? total;
  } else if (out?.type === 'mounted') success = true;
  // A roll without an outcome of its own (initiative for everyone, a dice line) has no card: the log shows it.
  if (!out) return null;
  const outcome = out;
  return {
    natural: die.roll.value,
    sides: die.roll.sides,
    parts,
    total,
    outcome: both((l) => describeEvent('mounted4e', outcome, l)),
    success,
    ruleIds: [...outcome.rules],
    manual: die.roll.manual,
    ids: [...(outcome.ids ?? [])],
  };
}

/**
 * A rule id as a chip: every cited rule id anywhere in the UI is one of these; a click (or Enter) opens the rules
 * reference at that rule (issue 21).
 */
import { ruleById } from '../i18n/reference';
import { useT } from './context';
import { rulesUi } from './rules/rulesUi';
import { useReferences } from './rules/useReferences';

export function RuleChip({ id }: { id: string }) {
  const { tr } = useT();
  // The title (the rule's name) once the reference is here (issue 33); the chip itself is the id.
  useReferences();
  const entry = ruleById(id);
  return (
    <button
      type="button"
      className="rule-chip"
      data-testid={`rule-chip.${id}`}
      data-rule={id}
      title={entry ? tr(entry.title) : undefined}
      onClick={(e) => {
        e.stopPropagation();
        rulesUi.getState().openRule(id);
      }}
    >
      {id}
    </button>
  );
}

/** Several rule ids as chips. */
export function RuleChips({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <span className="rule-ids">
      {ids.map((id) => (
        <RuleChip key={id} id={id} />
      ))}
    </span>
  );
}

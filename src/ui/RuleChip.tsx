/** A rule id as a chip: every cited rule id anywhere in the UI is one of these (issue 21 opens the rule from it). */
import { useServices } from './context';

export function RuleChip({ id }: { id: string }) {
  const svc = useServices();
  return (
    <button type="button" className="rule-chip" data-testid={`rule-chip.${id}`} data-rule={id} onClick={() => svc.openRule?.(id)}>
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

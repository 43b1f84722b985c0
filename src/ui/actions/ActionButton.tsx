/**
 * Panels and menus show registry actions through these: a button with the action's label, its key, and — when
 * it is not available — greyed (`aria-disabled`, still focusable so the reason can be read) with the reason and
 * the rule id. `runAction` is the one way an action is performed (keys, buttons, menus).
 */
import type { ReactNode } from 'react';
import type { CreatureId } from '../../rules';
import { useEnc, useEncDeferred, useServices, useT, useUi } from '../context';
import { RuleChip } from '../RuleChip';
import { actionById } from './registry';
import { actionCtx, availabilityOf, isRelevant, keysLabel, labelText, whyText } from './helpers';
import type { ActionCtx, ActionDef, Availability } from './types';

/** Perform an action if it is available; else say why (a notice with the reason and its rule id). */
export function runAction(def: ActionDef, c: ActionCtx): boolean {
  const av = availabilityOf(def, c);
  // Opening a sub-list is never refused: the list itself says why each entry cannot be done (4e's mount list).
  if (!av.ok && !(def.Sub && def.keepsMenu)) {
    c.ui.notify(reasonLine(def, c, av), 'error');
    return false;
  }
  if (def.items && !def.Sub) {
    const item = def.items(c).find((i) => i.availability.ok);
    if (!item) {
      const first = def.items(c)[0];
      c.ui.notify(
        first && !first.availability.ok ? reasonLine(def, c, first.availability) : labelText(def, c),
        'error',
      );
      return false;
    }
    item.perform();
    return true;
  }
  def.perform(c);
  return true;
}

/** "Dismount: no free square next to the mount (MC-MOUNT-2)". */
export function reasonLine(def: ActionDef, c: ActionCtx, av: Availability): string {
  if (av.ok) return labelText(def, c);
  return `${labelText(def, c)}: ${whyText(av.why, c.enc.system, c.lang)}${av.ruleId ? ` (${av.ruleId})` : ''}`;
}

/**
 * Re-render when what actions read may have changed: the encounter (its revision), the language, the selection,
 * the open menu and the board's tool states. (Not on every pointer move of a drag: the preview is not read.)
 */
export function useActionDeps(): string {
  // After the board's frame (issue 16): availability dry-runs commands ("Roll for all" rolls for every creature),
  // which must not hold up a command's first frame. A click checks availability afresh (below).
  const revision = useEncDeferred((s) => s.revision);
  const ui = useUi(
    (s) =>
      `${s.lang}|${s.selectedId}|${s.menu?.id ?? ''}|${s.pick ? 1 : 0}|${s.forced ? 1 : 0}|${s.mountOffer ? 1 : 0}|${s.mounted.attackerId ?? ''}`,
  );
  return `${revision}|${ui}`;
}

/** An action's state for a subject now: its definition, context, relevance and availability. */
export function useActionState(id: string, subject?: CreatureId | null, params?: Record<string, number>) {
  const svc = useServices();
  useActionDeps();
  const system = useEnc((s) => s.encounter.system);
  const def = actionById(system, id);
  const c = actionCtx(svc, subject, params);
  return { def, c, relevant: def ? isRelevant(def, c) : false, availability: def ? availabilityOf(def, c) : null };
}

/** The reason an action is not available, with its rule id as a chip. */
export function WhyNot({ av, testId }: { av: Availability; testId?: string }) {
  const { lang } = useT();
  const system = useEnc((s) => s.encounter.system);
  if (av.ok) return null;
  return (
    <small className="why-not" data-testid={testId}>
      {whyText(av.why, system, lang)} {av.ruleId && <RuleChip id={av.ruleId} />}
    </small>
  );
}

/**
 * A button performing a registry action. Not rendered when the action is not relevant (unless `always`);
 * greyed with the reason when not available.
 */
export function ActionButton(p: {
  id: string;
  subject?: CreatureId | null;
  params?: Record<string, number>;
  testId?: string;
  className?: string;
  /** Show the key beside the label. */
  showKey?: boolean;
  /** Show the reason under the label when unavailable (else only as the tooltip). */
  showWhy?: boolean;
  always?: boolean;
  children?: ReactNode;
  onDone?: () => void;
  role?: string;
  extra?: Record<string, string>;
}) {
  const { lang } = useT();
  const { def, c, relevant, availability } = useActionState(p.id, p.subject, p.params);
  if (!def || !availability || (!relevant && !p.always)) return null;
  const why = availability.ok
    ? undefined
    : whyText(availability.why, c.enc.system, lang) + (availability.ruleId ? ` (${availability.ruleId})` : '');
  const keys = p.showKey ? keysLabel(def, lang) : '';
  return (
    <button
      type="button"
      role={p.role}
      className={`${p.className ?? ''} ${availability.ok ? '' : 'unavailable'}`}
      data-testid={p.testId ?? def.testId}
      data-action={def.id}
      aria-disabled={!availability.ok}
      aria-keyshortcuts={keys || undefined}
      title={why}
      onClick={() => {
        const now = actionCtx(c.svc, p.subject, p.params);
        if (!availabilityOf(def, now).ok) return;
        runAction(def, now);
        p.onDone?.();
      }}
      {...p.extra}
    >
      {p.children ?? labelText(def, c)}
      {keys && <kbd>{keys}</kbd>}
      {p.showWhy && !availability.ok && <WhyNot av={availability} />}
    </button>
  );
}

/** The key of an action of the encounter's rule system, as a `<kbd>` (nothing if it has none). */
export function KeyOf({ id }: { id: string }) {
  const { lang } = useT();
  const system = useEnc((s) => s.encounter.system);
  const def = actionById(system, id);
  const keys = def ? keysLabel(def, lang) : '';
  return keys ? <kbd>{keys}</kbd> : null;
}

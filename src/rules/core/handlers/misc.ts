/** Kernel handlers: renameEncounter, cancelDecision, decide (one `decide` for every rule system). */
import type { CancelDecision, Decide, RenameEncounter } from '../commands';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import { ref, type Ref } from '../message';
import type { DecisionOption } from '../model';
import { MAX_ENCOUNTER_NAME, nameProblem } from '../validate';
import type { Work } from '../work';

const hasOwn = Object.prototype.hasOwnProperty;

/** renameEncounter. */
export function renameEncounter(w: Work, cmd: RenameEncounter, ctx: Ctx): void {
  const name = cmd.name.trim();
  if (nameProblem(name) || name.length > MAX_ENCOUNTER_NAME) reject(msg('badEncounterName', {}));
  w.set('name', name);
  ctx.emit({ type: 'encounterRenamed', name, rules: [] });
}

/** cancelDecision: the GM overrides a pending decision; nothing of it is applied. */
export function cancelDecision(w: Work, _cmd: CancelDecision, ctx: Ctx): void {
  const p = w.s.pending;
  if (!p) reject(msg('noDecision', {}));
  w.set('pending', null);
  ctx.emit({ type: 'decisionCancelled', prompt: p.prompt, chooser: chooserRef(w, p.chooserId), rules: [p.ruleId] });
}

/**
 * decide: answer the pending decision with one of its options; the rule system's resumer for the decision's
 * kind continues the rule chain.
 */
export function decide(w: Work, cmd: Decide, ctx: Ctx): void {
  const p = w.s.pending;
  if (!p) reject(msg('noDecision', {}));
  const opt: DecisionOption | undefined = p.options.find((o) => o.id === cmd.optionId);
  if (!opt) reject(msg('notAnOption', { id: String(cmd.optionId).slice(0, 60) }), p.ruleId);
  if (opt.disabledReason) reject(opt.disabledReason, opt.disabledRule ?? p.ruleId);
  const resume = hasOwn.call(ctx.system.decisions, p.kind) ? ctx.system.decisions[p.kind] : undefined;
  if (!resume) reject(msg('unknownDecision', { kind: p.kind.slice(0, 40) }), p.ruleId);
  w.set('pending', null);
  ctx.emit({
    type: 'decided',
    prompt: p.prompt,
    option: opt.label,
    optionId: opt.id,
    chooser: chooserRef(w, p.chooserId),
    rules: [p.ruleId],
  });
  resume(w, p, opt, cmd, ctx);
}

/** Whose decision it was (issue 26: the players read an answered decision only when it was theirs). */
function chooserRef(w: Work, id: string | null): Ref | null {
  const c = id ? w.creature(id) : undefined;
  return c ? ref(c) : null;
}

/**
 * What action definitions share: a context from the stores, availability from a dry run of a command (the
 * engine's own refusal and rule id), key matching and key labels, and the reason as text.
 */
import type { Command, CreatureId, Outcome } from '../../rules';
import { describeMsg, t, tr, type Lang, type Text } from '../../i18n';
import type { AppServices } from '../context';
import { OK, type ActionCtx, type ActionDef, type Availability, type KeyBinding, type Why } from './types';

/** The context of an action now: the stores' present state, the subject (default: the selected creature). */
export function actionCtx(
  svc: AppServices,
  subject?: CreatureId | null,
  params: Record<string, number> = {},
): ActionCtx {
  const ui = svc.ui.getState();
  return {
    svc,
    enc: svc.encounter.getState().encounter,
    ui,
    subject: subject === undefined ? ui.selectedId : subject,
    lang: ui.lang,
    params,
  };
}

/** Availability from a command's outcome (a dry run): the engine's refusal and its rule id, or a bug as a refusal. */
export function fromOutcome(r: Outcome | { readonly ok: true }): Availability {
  if (r.ok) return OK;
  if (r.kind === 'refused') return { ok: false, why: { msg: r.reason }, ruleId: r.ruleId };
  return { ok: false, why: { key: 'bug.report', params: { why: r.error.split('\n')[0] ?? '' } } };
}

/** Dry runs of one encounter state (a committed state is never changed: a new command publishes a new one). */
const dryRuns = new WeakMap<object, Map<string, Availability>>();

/**
 * Would the engine accept this command now? The rule system's cheap check where it has one, else a dry run
 * (`Session.check`): nothing changes. Remembered per encounter state and command, so the buttons, menus and
 * overlay showing one action ask once per change (issue 16; issue 33: "Roll for all" no longer rolls for every
 * creature after every command to enable its button).
 */
export function dryRun(c: ActionCtx, command: Command): Availability {
  const st = c.svc.encounter.getState();
  let runs = dryRuns.get(st.encounter);
  if (!runs) dryRuns.set(st.encounter, (runs = new Map()));
  const key = JSON.stringify(command);
  const hit = runs.get(key);
  if (hit) return hit;
  const av = fromOutcome(st.session.check(command));
  runs.set(key, av);
  return av;
}

/** Send a command (a refusal shows up as the refusal notice). */
export function send(c: ActionCtx, command: Command): boolean {
  return c.svc.encounter.getState().dispatch(command).ok;
}

/** The action's label now. */
export function labelOf(def: ActionDef, c: ActionCtx): Text {
  return typeof def.label === 'function' ? def.label(c) : def.label;
}

/** Is the action relevant now (and, if it needs one, is there a subject)? */
export function isRelevant(def: ActionDef, c: ActionCtx): boolean {
  if (def.subject && !c.subject) return false;
  try {
    return def.relevant ? def.relevant(c) : true;
  } catch {
    return false;
  }
}

/** Is it available now, and why not? A definition that throws is reported as unavailable, never as available. */
export function availabilityOf(def: ActionDef, c: ActionCtx): Availability {
  if (def.subject && !c.subject) return { ok: false, why: { key: 'act.why.select' } };
  try {
    return def.available ? def.available(c) : OK;
  } catch (e) {
    return { ok: false, why: { key: 'bug.report', params: { why: String(e) } } };
  }
}

/** The reason as text in a language. */
export function whyText(why: Why, system: string, lang: Lang): string {
  return 'msg' in why
    ? describeMsg(system, why.msg, lang)
    : t(lang, why.key, why.params as Record<string, string | number> | undefined);
}

/** The label as text. */
export function labelText(def: ActionDef, c: ActionCtx): string {
  return tr(c.lang, labelOf(def, c));
}

const isLetter = (k: string) => k.length === 1 && k.toLowerCase() !== k.toUpperCase();

/** Does a key event match a binding? Letters ignore case but not Shift; symbols ('?', '/') ignore Shift. */
export function keyMatches(b: KeyBinding, e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey'>): boolean {
  const mod = e.ctrlKey || e.metaKey;
  if (!!b.mod !== mod) return false;
  if (isLetter(b.key)) return e.key.toLowerCase() === b.key.toLowerCase() && !!b.shift === e.shiftKey;
  if (b.key.length === 1) return e.key === b.key;
  return e.key === b.key && !!b.shift === e.shiftKey;
}

/** Keys with a name of their own (their labels are `key.*` strings). */
const NAMED = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Escape',
  'Enter',
  'PageUp',
  'PageDown',
  'Delete',
  'Home',
  'ContextMenu',
  'F10',
] as const);
const isNamed = (k: string): k is typeof NAMED extends Set<infer K> ? K : never => NAMED.has(k as never);

/** A binding as shown: "N", "Shift+N", "Ctrl+Z", "↑", "?". */
export function keyLabel(b: KeyBinding, lang: Lang): string {
  const base = isNamed(b.key) ? t(lang, `key.${b.key}`) : isLetter(b.key) ? b.key.toUpperCase() : b.key;
  return `${b.mod ? 'Ctrl+' : ''}${b.shift ? 'Shift+' : ''}${base}`;
}

/** All of an action's bindings as shown, joined. */
export function keysLabel(def: ActionDef, lang: Lang): string {
  return (def.keys ?? []).map((k) => keyLabel(k, lang)).join(' / ');
}

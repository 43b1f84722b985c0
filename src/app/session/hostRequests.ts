/**
 * The GM's words about the players' requests (issue 20/26): what a request's command is and whom it names, what a
 * waiting request would do now (the engine's dry run, described) or why it would be refused, and what the player who
 * rolled secretly reads of their own roll.
 */
import { describeEvent, describeRefusal, type Text } from '../../i18n';
import { commandName } from '../../i18n/commandNames';
import { creatureOf, type AnyEncounter, type Command, type EventBase } from '../../rules';
import type { QueuedRequest } from '../../services/players/desk';
import type { EncounterState } from '../../store';

/** The command of a request in words: what it is and whom it names. */
export function describeCommand(enc: AnyEncounter, c: Command): Text {
  const r = c as unknown as Record<string, unknown>;
  const name = (k: string) => (typeof r[k] === 'string' ? (creatureOf(enc, r[k] as string)?.name ?? String(r[k])) : '');
  const who = name('id') || name('attackerId') || name('riderId') || name('by') || name('healerId') || name('pilotId');
  const to = r.to && typeof r.to === 'object' ? (r.to as { x?: unknown; y?: unknown }) : null;
  const where = to && typeof to.x === 'number' && typeof to.y === 'number' ? ` → (${to.x}, ${to.y})` : '';
  const other = name('mountId') || name('partnerId') || name('targetId');
  const en = `${commandName(c.type, 'en')}${who ? ` · ${who}` : ''}${other ? ` → ${other}` : ''}${where}`;
  const ja = `${commandName(c.type, 'ja')}${who ? `・${who}` : ''}${other ? ` → ${other}` : ''}${where}`;
  return { en, ja };
}

/**
 * What the player who rolled secretly reads of their own roll (issue 26): the roll as the GM reads it, in both
 * languages — sent in the answer to that player alone; the other players read "… rolled secretly". Described by the
 * encounter's own rule system (`system`; the kernel's describer where it has none), so the session names no system.
 */
export function secretRollNote(
  system: string,
  command: Command,
  outcome: { ok: true; events: readonly EventBase[] } | { ok: false },
): Text | null {
  if (!outcome.ok || command.type !== 'rollDice' || !command.asker) return null;
  const e = outcome.events.find((x) => x.type === 'diceRolled' && (x as { secret?: unknown }).secret === true);
  return e ? { en: describeEvent(system, e, 'en'), ja: describeEvent(system, e, 'ja') } : null;
}

/** What a waiting request would do now (the engine's dry run, described), or why it would be refused. */
export function previewRequest(s: EncounterState, q: QueuedRequest): { readonly ok: boolean; readonly text: Text } {
  const r = s.session.dryRun(q.command);
  const system = s.encounter.system;
  if (!r.ok) {
    const reason = r.kind === 'refused' ? { reason: r.reason, ...(r.ruleId ? { ruleId: r.ruleId } : {}) } : null;
    const text = (lang: 'en' | 'ja') =>
      reason ? describeRefusal(system, reason, lang) : r.kind === 'bug' ? r.error : '';
    return { ok: false, text: { en: text('en'), ja: text('ja') } };
  }
  const lines = (lang: 'en' | 'ja') =>
    r.events
      .map((e) => describeEvent(system, e, lang))
      .filter((l) => l.length > 0)
      .join(' ');
  return { ok: true, text: { en: lines('en'), ja: lines('ja') } };
}

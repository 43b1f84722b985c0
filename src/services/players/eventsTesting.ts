/**
 * Test helpers for the players' events (issue 26): run a command in a session and read its events twice — as the GM
 * reads them (the events as they are) and as the players read them (`playerEvent` in a room's aliases, then
 * `describeForPlayers`) — in both languages. Test-only (no test framework import).
 */
import { Session, type AnyEncounter, type AnyRuleSystem, type CommandBase, type EventBase } from '../../rules';
import { describeEvent, type Text } from '../../i18n';
import { roomAliases } from './aliases';
import { describeForPlayers, playerEvent } from './events';
import { playerScope } from './view';

/** One event read both ways: the GM's line, and the players' (null: the players do not read it). */
export interface Read {
  readonly type: string;
  readonly gm: Text;
  readonly players: Text | null;
}

/** A room's aliases for the tests. */
export const testAliases = roomAliases(new Uint8Array(32).map((_, i) => (i * 7 + 3) & 255));

/** The events of a change read by the GM and by the players, in the state after it. */
export function readAll(state: AnyEncounter, events: readonly EventBase[]): Read[] {
  const scope = playerScope(state, testAliases);
  return events.map((e) => {
    const p = playerEvent(e, scope);
    return {
      type: e.type,
      gm: { en: describeEvent(state.system, e, 'en'), ja: describeEvent(state.system, e, 'ja') },
      players: p
        ? { en: describeForPlayers(state.system, p, 'en'), ja: describeForPlayers(state.system, p, 'ja') }
        : null,
    };
  });
}

/** A session whose `run` applies a command (throws when it does not apply) and reads its events both ways. */
export function reader<E extends AnyEncounter, C extends CommandBase>(system: AnyRuleSystem, start: E) {
  const session = new Session<E, C>(system, start);
  return {
    session,
    run(cmd: C): Read[] {
      const r = session.apply(cmd);
      if (!r.ok) throw new Error(`${cmd.type}: ${r.kind === 'refused' ? JSON.stringify(r.reason) : r.error}`);
      return readAll(session.state, r.events);
    },
  };
}

/** The one read event of a type (throws when there is none or more than one). */
export function one(reads: readonly Read[], type: string): Read {
  const found = reads.filter((r) => r.type === type);
  if (found.length !== 1) throw new Error(`${found.length} events ${type} in ${reads.map((r) => r.type).join(', ')}`);
  return found[0] as Read;
}

/**
 * What a players' line must never hold: "null", "undefined", "NaN", a dash for a missing figure, an empty name or
 * list, an unworded unseen placeholder; and in Japanese, no English word (the creatures' `names`, rule ids, dice
 * and the AC/HP abbreviations aside). Returns the problems found.
 */
export function badText(t: Text, names: readonly string[] = []): string[] {
  const out: string[] = [];
  // The table's own words stand for themselves (a name may be anything, even "," or "null").
  const words = names
    .filter((n) => n.trim() !== '')
    .sort((a, b) => b.length - a.length)
    .map((n) => new RegExp(`(?<![A-Za-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'));
  const plain = (line: string): string => words.reduce((x, w) => x.replace(w, '〓'), line);
  for (const [lang, line] of Object.entries(t) as ['en' | 'ja', string][]) {
    const p = plain(line);
    if (/\bnull\b|\bundefined\b|NaN|—\/|\/—|\(\)|（）|\u2063/.test(p)) out.push(`${lang}: ${line}`);
    if (/ {2}|\s[.,;:]|^[.,;:]|\s$/.test(p)) out.push(`${lang} spacing: ${line}`);
  }
  const ja = plain(t.ja)
    .replace(/\b[A-Z]+(?:-[A-Z0-9]+)+\b/g, '')
    .replace(/\d+d\d+/g, '')
    // Notation shared by both languages: AC, HP, GM, dice, ranks, 巣作りドラゴン's "A vs B" formulas.
    .replace(/\b(AC|HP|GM|d20|d10|d6|R|F|vs)\b/g, '');
  if (/[A-Za-z]{2,}/.test(ja)) out.push(`English in Japanese: ${t.ja}`);
  return out;
}

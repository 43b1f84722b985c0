/**
 * The log's lines, kept incrementally per session: a command appends its events, an undo drops the last
 * command's, so a change costs the lines it adds, not the whole session's (issue 16). Each line has a stable key
 * (command number and place in it), so the list never remounts rows it already shows.
 */
import { useRef } from 'react';
import type { AnyEncounter, Command, EventBase, Session } from '../../rules';
import { useEncDeferred } from '../context';

/** One line of the log. */
export interface LogLine {
  /** Stable key: "<command number>.<event index>". */
  readonly key: string;
  /** The 1-based number of the command. */
  readonly seq: number;
  readonly event: EventBase;
  /** On a command's first line: the player who asked for it from their own device (issue 26/28), if one did. */
  readonly asker?: string;
}

interface Cache {
  session: Session<AnyEncounter, Command>;
  lines: LogLine[];
  /** The history entries the lines were built from (index = command number − base − 1). */
  entries: unknown[];
  /** Number of lines per entry, to drop them on undo. */
  counts: number[];
}

function extend(c: Cache): LogLine[] {
  const s = c.session;
  const base = s.base;
  const want = s.cursor - base;
  // Keep the entries still in effect (an undo followed by a new command replaces the last ones).
  let keep = Math.min(c.entries.length, want);
  while (keep > 0 && c.entries[keep - 1] !== s.entry(base + keep - 1)) keep--;
  if (keep === c.entries.length && keep === want) return c.lines;
  let drop = 0;
  for (let i = keep; i < c.counts.length; i++) drop += c.counts[i] ?? 0;
  const lines = c.lines.slice(0, c.lines.length - drop);
  c.entries.length = keep;
  c.counts.length = keep;
  for (let i = keep; i < want; i++) {
    const entry = s.entry(base + i);
    const events = entry?.events ?? [];
    const asker = entry?.command.asker?.name;
    events.forEach((event, j) =>
      lines.push({ key: `${base + i + 1}.${j}`, seq: base + i + 1, event, ...(j === 0 && asker ? { asker } : {}) }),
    );
    c.entries.push(entry);
    c.counts.push(events.length);
  }
  c.lines = lines;
  return lines;
}

/**
 * The log's lines (a new array when they changed, the same one otherwise). They follow the store after the
 * board's frame (`useEncDeferred`: a command's first frame never waits for the log; both values come from the
 * same snapshot).
 */
export function useLogLines(): readonly LogLine[] {
  const session = useEncDeferred((s) => s.session);
  useEncDeferred((s) => s.revision); // follow every change
  const cache = useRef<Cache | null>(null);
  if (!cache.current || cache.current.session !== session) {
    cache.current = { session, lines: [], entries: [], counts: [] };
  }
  return extend(cache.current);
}

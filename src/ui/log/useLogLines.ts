/**
 * The log's lines, kept incrementally per session over a window of the newest commands: a command appends its
 * events, an undo drops the last command's, so a change costs the lines it adds, not the whole session's
 * (issue 16). Each line has a stable key (command number and place in it), so the list never remounts rows it
 * already shows.
 *
 * Issue 33: only the newest commands' lines are kept (at least `want` lines, the panel's window): with a history
 * of 100,000 commands (half a million lines) every change used to copy the whole list and the virtual list
 * measured every line again. Earlier lines come in when the panel asks for more (`want` grows).
 */
import { useRef } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
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

/** The lines shown, and whether there are earlier ones (before the window). */
export interface LogWindow {
  readonly lines: readonly LogLine[];
  /** Commands before the window's first (their lines are not kept). */
  readonly earlier: number;
}

/** The kept window of one session (see the module comment). */
export interface LogCache {
  session: Session<AnyEncounter, Command>;
  lines: LogLine[];
  /** The history entries the lines were built from, oldest first: entries `from` … `from + entries.length − 1`. */
  from: number;
  entries: unknown[];
  /** Number of lines per entry, to drop them on undo and at the window's start. */
  counts: number[];
  want: number;
  view: LogWindow | null;
}

/** The lines of history entry `i` (its first names the player who asked for the command, issue 26). */
function linesOf(s: Session<AnyEncounter, Command>, i: number): LogLine[] {
  const entry = s.entry(i);
  const asker = entry?.command.asker?.name;
  return (entry?.events ?? []).map((event, j) => ({
    key: `${i + 1}.${j}`,
    seq: i + 1,
    event,
    ...(j === 0 && asker ? { asker } : {}),
  }));
}

/** The window from scratch: the newest commands back until `want` lines (or the first undoable command). */
function rebuild(c: LogCache): void {
  const s = c.session;
  const first = s.base;
  const parts: LogLine[][] = [];
  const entries: unknown[] = [];
  let n = 0;
  let i = s.cursor - 1;
  for (; i >= first && n < c.want; i--) {
    const l = linesOf(s, i);
    parts.push(l);
    entries.push(s.entry(i));
    n += l.length;
  }
  parts.reverse();
  entries.reverse();
  c.from = i + 1;
  c.entries = entries;
  c.counts = parts.map((p) => p.length);
  c.lines = parts.flat();
}

/** A cache of `session`'s log keeping at least `want` lines. */
export function logCache(session: Session<AnyEncounter, Command>, want: number): LogCache {
  // `from: -1`: no window yet (the first extend builds it).
  return { session, lines: [], from: -1, entries: [], counts: [], want, view: null };
}

/** The window now (the same object while nothing changed). */
export function extend(c: LogCache): LogWindow {
  const s = c.session;
  const end = s.cursor;
  // The window still starts inside the history, and its entries up to the first change are still in effect.
  const valid = c.from >= s.base && c.from <= end;
  let keep = valid ? Math.min(c.entries.length, end - c.from) : 0;
  while (keep > 0 && c.entries[keep - 1] !== s.entry(c.from + keep - 1)) keep--;
  if (valid && keep === c.entries.length && c.from + keep === end && c.view) return c.view;
  if (!valid || (keep === 0 && c.entries.length > 0)) {
    rebuild(c);
  } else {
    let drop = 0;
    for (let i = keep; i < c.counts.length; i++) drop += c.counts[i] ?? 0;
    c.lines.length -= drop;
    c.entries.length = keep;
    c.counts.length = keep;
    for (let i = c.from + keep; i < end; i++) {
      const l = linesOf(s, i);
      for (const x of l) c.lines.push(x);
      c.entries.push(s.entry(i));
      c.counts.push(l.length);
    }
    // Too long now (a burst of commands): drop the oldest commands' lines beyond twice the window.
    if (c.lines.length > 2 * c.want) {
      let cut = 0;
      let lines = 0;
      while (cut < c.counts.length - 1 && c.lines.length - lines - (c.counts[cut] ?? 0) >= c.want)
        lines += c.counts[cut++] ?? 0;
      c.lines.splice(0, lines);
      c.entries.splice(0, cut);
      c.counts.splice(0, cut);
      c.from += cut;
    }
  }
  c.view = { lines: c.lines.slice(), earlier: c.from - s.base };
  return c.view;
}

/**
 * Bumped when the log's own dice line sent a line (issue 33): the log reads its lines again in that key's task, so
 * the frame after the Enter shows the roll's line (the lines are read from the session itself, which the roll
 * changed; everything else in the panel follows after the frame as before).
 */
const shownNow = createStore<{ n: number }>(() => ({ n: 0 }));

/** Show the lines sent just now (see `shownNow`). */
export function showSentLines(): void {
  shownNow.setState((s) => ({ n: s.n + 1 }));
}

/** Lines kept at first, and added each time the panel asks for earlier ones. */
export const LOG_WINDOW = 1500;

/**
 * The log's window of lines (a new object when they changed, the same one otherwise). They follow the store after
 * the board's frame (`useEncDeferred`: a command's first frame never waits for the log; both values come from the
 * same snapshot). `want`: at least this many lines (the panel's window; more when the GM asks for earlier lines).
 * `sentNow` (the log panel): also the lines its own dice line sent, in that key's task (`showSentLines`).
 */
export function useLogLines(want: number = LOG_WINDOW, { sentNow = false } = {}): LogWindow {
  const session = useEncDeferred((s) => s.session);
  useEncDeferred((s) => s.revision); // follow every change
  useStore(shownNow, (s) => (sentNow ? s.n : 0)); // `sentNow`: and the lines the log's dice line sent, at once
  const cache = useRef<LogCache | null>(null);
  if (!cache.current || cache.current.session !== session) cache.current = logCache(session, want);
  const c = cache.current;
  if (c.want !== want) {
    c.want = want;
    c.view = null;
    rebuild(c);
  }
  return extend(c);
}

/** The GM side of the live channel under test: a recording channel and a command runner (gmLive's tests). */
import type { AnyEncounter, Command } from '../rules';
import { createEncounterStore } from '../store';
import { startGmLive } from './gmLive';
import { applyDelta, type LiveMessage, type openLive } from './liveChannel';

/**
 * A channel that records what is posted; `hello()` plays the player view saying hello. A delta (issue 33) is
 * recorded as the whole state it leads to (as the player window builds it), so every check reads whole views;
 * the deltas themselves are kept in `deltas` (their text is checked as well).
 */
export function fakeChannel(): { open: typeof openLive; posted: LiveMessage[]; deltas: LiveMessage[]; hello(): void } {
  const posted: LiveMessage[] = [];
  const deltas: LiveMessage[] = [];
  let last: Extract<LiveMessage, { kind: 'state' }> | null = null;
  let receive: (m: LiveMessage) => void = () => undefined;
  return {
    posted,
    deltas,
    open: (onMessage) => {
      receive = onMessage;
      return {
        post: (sent) => {
          const m = structuredClone(sent);
          if (m.kind === 'delta') {
            deltas.push(m);
            const next = last ? applyDelta(last, m) : null;
            if (!next) throw new Error('a delta after a state the view does not have');
            last = next.state;
            posted.push(next.state);
            return;
          }
          if (m.kind === 'state') last = m;
          posted.push(m);
        },
        close: () => undefined,
      };
    },
    hello: () => receive({ kind: 'hello' }),
  };
}

/** Run commands in a GM store with a player view listening; every message posted. */
export function run(
  initial: AnyEncounter,
  commands: Command[],
): { posted: LiveMessage[]; deltas: LiveMessage[]; final: AnyEncounter } {
  const store = createEncounterStore(initial);
  const ch = fakeChannel();
  // Posted at once (the app posts after the GM's frame, coalesced: a test has no frames).
  const live = startGmLive(store, ch.open, null, (cb) => cb());
  ch.hello();
  for (const c of commands) {
    const r = store.getState().dispatch(c);
    if (!r.ok) throw new Error(`${c.type} refused: ${r.kind === 'refused' ? r.reason.m : r.error}`);
  }
  store.getState().undo();
  store.getState().redo();
  live.close();
  return { posted: ch.posted, deltas: ch.deltas, final: store.getState().encounter };
}

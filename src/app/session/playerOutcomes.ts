/**
 * What became of a player's requests (issue 20/28), as her page lists them: one line per request, updated in place
 * as the answers come (queued → applied or refused), and an applied one marked undone when the GM takes it back
 * (applied again on redo), from the changes of the views that arrive.
 */
import type { PlayerClient } from '../../net/client';
import type { RequestResult, WireRefusal } from '../../net/protocol';
import type { JsonObject } from '../../net/schema';
import type { Text } from '../../i18n';
import type { Outcome, SessionStore } from './playerState';

const MAX_OUTCOMES = 6;

/** The outcomes of one page's requests: `request` sends one, `onChange` follows a new view's change. */
export function outcomeBook(
  state: SessionStore,
  client: Pick<PlayerClient, 'ask'>,
): { request(command: JsonObject, what: Text): void; onChange(change: string, rev: number): void } {
  const set = (p: Partial<ReturnType<SessionStore['getState']>>) => state.setState(p);
  let n = 0;
  /** Show what became of a request: a new line, or (`at`) the line of the same request updated in place. */
  const note = (
    kind: Outcome['kind'],
    what: Text,
    extra: { refusal?: WireRefusal; own?: Text; rev?: number } = {},
    at?: number,
  ): number => {
    const out: Outcome = {
      n: at ?? ++n,
      kind,
      what,
      ...(extra.refusal ? { refusal: extra.refusal } : {}),
      ...(extra.own ? { note: extra.own } : {}),
      ...(extra.rev !== undefined ? { rev: extra.rev } : {}),
    };
    const list = state.getState().outcomes;
    set({
      outcomes: list.some((x) => x.n === out.n)
        ? list.map((x) => (x.n === out.n ? out : x))
        : [...list, out].slice(-MAX_OUTCOMES),
    });
    return out.n;
  };

  /** Send a request and show what became of it (one line per request, updated as the answers come). */
  const request = (command: JsonObject, what: Text) => {
    let queued: number | null = null;
    const p = client.ask(command, state.getState().rev, () => {
      if (queued !== null) return;
      set({ waiting: state.getState().waiting + 1 });
      queued = note('queued', what);
    });
    void p.then((r: RequestResult) => {
      const at = queued ?? undefined;
      if (queued !== null) set({ waiting: Math.max(0, state.getState().waiting - 1) });
      if (r.status === 'applied') note('applied', what, { ...(r.note ? { own: r.note } : {}), rev: r.rev }, at);
      else if (r.status === 'refused') note('refused', what, { refusal: r.refusal }, at);
      else if (r.status === 'undelivered') note('undelivered', what, {}, at);
    });
  };

  /**
   * The revisions of the views that showed a command, newest last (undo takes the newest back, redo puts it
   * again): an applied request whose revision is undone says so (issue 28), and is applied again on redo.
   */
  const done: number[] = [];
  const undone: number[] = [];
  const remark = (rev: number, kind: 'applied' | 'undone', newRev: number) =>
    set({
      outcomes: state
        .getState()
        .outcomes.map((x) =>
          x.rev === rev && (x.kind === 'applied' || x.kind === 'undone') ? { ...x, kind, rev: newRev } : x,
        ),
    });
  const onChange = (change: string, rev: number) => {
    if (change === 'command') {
      done.push(rev);
      undone.length = 0;
    } else if (change === 'undo') {
      const r = done.pop();
      if (r !== undefined) {
        undone.push(r);
        remark(r, 'undone', r);
      }
    } else if (change === 'redo') {
      const r = undone.pop();
      done.push(rev);
      if (r !== undefined) remark(r, 'applied', rev);
    } else {
      done.length = 0;
      undone.length = 0;
    }
    if (done.length > 200) done.splice(0, done.length - 200);
  };
  return { request, onChange };
}

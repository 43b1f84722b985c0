/**
 * Players' requests waiting for the GM's OK (approval mode): who asks, what, and what the engine's dry run says
 * it would do now (or why it would be refused now); Approve re-checks and applies it, Refuse answers "declined".
 */
import type { Text } from '../../i18n';
import { useT } from '../context';
import { st } from '../../i18n/session';

/** One waiting request as the queue shows it. */
export interface QueueItem {
  readonly playerId: string;
  readonly reqId: string;
  readonly who: string;
  readonly what: Text;
  readonly preview: { readonly ok: boolean; readonly text: Text };
}

export function ApprovalQueue({
  items,
  onApprove,
  onDecline,
}: {
  items: readonly QueueItem[];
  onApprove: (playerId: string, reqId: string) => void;
  onDecline: (playerId: string, reqId: string) => void;
}) {
  const { tr, lang } = useT();
  return (
    <section className="session-queue" data-testid="session.queue" aria-label={st(lang, 'gm.queue')}>
      <h3>
        {st(lang, 'gm.queue')} {items.length > 0 && <span className="badge">{items.length}</span>}
      </h3>
      {items.length === 0 && <p className="muted small">{st(lang, 'gm.queueEmpty')}</p>}
      <ol>
        {items.map((q) => (
          <li key={`${q.playerId}:${q.reqId}`} data-testid={`session.request.${q.reqId}`}>
            <div>
              <strong>{st(lang, 'gm.asks', { name: q.who })}</strong> <code>{tr(q.what)}</code>
            </div>
            <div className={`small ${q.preview.ok ? '' : 'refused'}`} data-testid="session.request.preview">
              {st(lang, q.preview.ok ? 'gm.wouldDo' : 'gm.wouldFail')} {tr(q.preview.text)}
            </div>
            <div className="row">
              <button className="primary" data-testid="session.approve" onClick={() => onApprove(q.playerId, q.reqId)}>
                {st(lang, 'gm.approve')}
              </button>
              <button data-testid="session.decline" onClick={() => onDecline(q.playerId, q.reqId)}>
                {st(lang, 'gm.decline')}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

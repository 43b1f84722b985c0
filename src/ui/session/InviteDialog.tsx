/**
 * *Invite players*: opens the table to players (a room with a random secret on the session server) and shows the
 * join link — to copy, or as a QR code for a phone — with the address players reach it at. Says plainly when the
 * session server is not running (everything else works as before: screen sharing, the local player window).
 */
import { useState } from 'react';
import { useUi } from '../context';
import { QrCode } from './QrCode';
import { st, type SessionKey } from '../../i18n/session';

/** What the dialog shows (the GM session's state). */
export interface InviteState {
  readonly phase: 'off' | 'connecting' | 'open' | 'retrying' | 'noServer' | 'full' | 'closed';
  readonly closedBy: 'replaced' | 'roomClosed' | 'refused' | 'other' | null;
  readonly link: string | null;
  readonly linkHosts: readonly string[];
  readonly linkHost: string;
  readonly localOnly: boolean;
  /** The server no longer knew the room this encounter had: a new room, a new link (issue 27: said, not silent). */
  readonly renewed?: boolean;
}

export function InviteDialog({
  state,
  onStart,
  onEnd,
  onLinkHost,
}: {
  state: InviteState;
  onStart: () => void;
  onEnd: () => void;
  onLinkHost: (h: string) => void;
}) {
  const lang = useUi((s) => s.lang);
  const [copied, setCopied] = useState(false);
  const { phase, link } = state;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // No clipboard permission: the link is selectable text.
    }
  };
  const live =
    phase === 'open' || phase === 'retrying' || phase === 'connecting' || phase === 'noServer' || phase === 'full';
  return (
    <section className="session-invite" data-testid="session.invite" aria-label={st(lang, 'gm.inviteTitle')}>
      <h3>{st(lang, 'gm.inviteTitle')}</h3>
      <p className="muted small">{st(lang, 'gm.inviteIntro')}</p>
      <p className={`session-phase phase-${phase}`} data-testid="session.phase" data-phase={phase} role="status">
        {st(lang, `gm.phase.${phase}` as SessionKey)}
        {phase === 'closed' && state.closedBy && <> {st(lang, `gm.closed.${state.closedBy}` as SessionKey)}</>}
      </p>
      {state.renewed && phase === 'open' && (
        <p className="notice small" data-testid="session.renewed" role="status">
          {st(lang, 'gm.renewed')}
        </p>
      )}
      {!live && (
        <button className="primary" data-testid="session.start" onClick={onStart}>
          {phase === 'closed' ? st(lang, 'gm.reopen') : st(lang, 'gm.start')}
        </button>
      )}
      {link && phase !== 'closed' && phase !== 'off' && (
        <div className="session-link">
          <QrCode text={link} size={136} label={st(lang, 'gm.qr')} testId="session.qr" />
          <div className="session-link-text">
            {state.linkHosts.length > 1 && (
              <label className="field small">
                <span>{st(lang, 'gm.address')}</span>
                <select
                  data-testid="session.linkHost"
                  value={state.linkHost}
                  onChange={(e) => onLinkHost(e.target.value)}
                >
                  {state.linkHosts.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="field">
              <span>{st(lang, 'gm.link')}</span>
              <input readOnly data-testid="session.link" value={link} onFocus={(e) => e.target.select()} />
            </label>
            <div className="row">
              <button data-testid="session.copy" onClick={() => void copy()}>
                {copied ? st(lang, 'gm.copied') : st(lang, 'gm.copy')}
              </button>
            </div>
            {state.localOnly && (
              <p className="notice small" data-testid="session.localOnly">
                {st(lang, 'gm.localOnly')}
              </p>
            )}
          </div>
        </div>
      )}
      {live && (
        <button
          className="danger"
          data-testid="session.end"
          onClick={() => window.confirm(st(lang, 'gm.endConfirm')) && onEnd()}
        >
          {st(lang, 'gm.end')}
        </button>
      )}
    </section>
  );
}

/**
 * The GM's session panel: the invite (link, QR code), the approval setting of this encounter, the roster with
 * assignments, and the queue of requests waiting for the GM's OK. It takes the session as a prop (the app's
 * `createSessionHost`); where it is placed — a dialog from the toolbar, a sidebar tab — is the layout's choice.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { SessionHost } from '../../app/session/host';
import { describeCommand } from '../../app/session/host';
import { creatureOf } from '../../rules';
import { useEnc, useUi } from '../context';
import { ApprovalQueue, type QueueItem } from './ApprovalQueue';
import { ApprovalSetting } from './ApprovalSetting';
import { InviteDialog } from './InviteDialog';
import { RosterPanel, type AssignableCreature } from './RosterPanel';
import { st } from '../../i18n/session';
import './session.css';

export function GmSessionPanel({ host, onClose }: { host: SessionHost; onClose?: () => void }) {
  const lang = useUi((s) => s.lang);
  const v = useStore(host.view);
  const enc = useEnc((s) => s.encounter);
  const creatures: AssignableCreature[] = useMemo(
    () =>
      enc.creatureOrder.flatMap((id) => {
        const c = creatureOf(enc, id);
        return c ? [{ id, name: c.name, side: c.side }] : [];
      }),
    [enc],
  );
  const items: QueueItem[] = v.queue.map((q) => ({
    playerId: q.playerId,
    reqId: q.reqId,
    who: v.roster.find((p) => p.id === q.playerId)?.name ?? q.playerId,
    what: describeCommand(enc, q.command),
    preview: host.preview(q),
  }));
  const open = v.phase !== 'off' && v.phase !== 'closed';
  return (
    <div className="session-panel" data-testid="session.panel" role="dialog" aria-label={st(lang, 'gm.players')}>
      <header className="row">
        <h2>{st(lang, 'gm.players')}</h2>
        {onClose && (
          <button className="link" data-testid="session.close" onClick={onClose} aria-label={st(lang, 'gm.close')}>
            ✕
          </button>
        )}
      </header>
      <InviteDialog
        state={v}
        onStart={() => host.start()}
        onEnd={() => host.end()}
        onLinkHost={(h) => host.setLinkHost(h)}
      />
      <ApprovalSetting mode={v.mode} onChange={(m) => host.setMode(m)} />
      <fieldset className="session-mode" data-testid="session.sharing">
        <legend>{st(lang, 'gm.share')}</legend>
        {(['pointer', 'view'] as const).map((k) => (
          <label key={k} className="check">
            <input
              type="checkbox"
              data-testid={`session.share.${k}`}
              checked={v.sharing[k]}
              onChange={(e) => host.share({ [k]: e.target.checked })}
            />
            {st(lang, k === 'pointer' ? 'gm.share.pointer' : 'gm.share.view')}
          </label>
        ))}
        <p className="hint">{st(lang, 'gm.share.note')}</p>
      </fieldset>
      {open && (
        <>
          <ApprovalQueue
            items={items}
            onApprove={(p, r) => host.approve(p, r)}
            onDecline={(p, r) => host.decline(p, r)}
          />
          <RosterPanel
            roster={v.roster}
            creatures={creatures}
            onAssign={(p, ids) => host.assign(p, ids)}
            onKick={(p) => host.kick(p)}
          />
        </>
      )}
    </div>
  );
}

/** The toolbar's button: players connected, and a badge when requests wait for the GM's OK. */
export function SessionButton({ host, onClick }: { host: SessionHost; onClick: () => void }) {
  const lang = useUi((s) => s.lang);
  const v = useStore(host.view);
  const online = v.roster.filter((p) => p.online).length;
  return (
    <button
      className={`session-button phase-${v.phase}`}
      data-testid="session.open"
      onClick={onClick}
      title={st(lang, 'gm.invite')}
    >
      {st(lang, v.phase === 'off' ? 'gm.invite' : 'gm.players')}
      {v.phase !== 'off' && <span className="count"> {online}</span>}
      {v.phase !== 'off' && (v.sharing.pointer || v.sharing.view) && (
        <span className="sharing" data-testid="session.sharingBadge" title={st(lang, 'gm.share')}>
          {' '}
          ◉ {st(lang, 'gm.sharing')}
        </span>
      )}
      {v.queue.length > 0 && (
        <span className="badge" data-testid="session.queueBadge">
          {v.queue.length}
        </span>
      )}
    </button>
  );
}

/**
 * The GM's session controls until the layout places them (see /work/notes/session-ui.md): a button at the
 * bottom right (players connected, requests waiting) that opens the players panel.
 */
import { useState } from 'react';
import type { SessionHost } from '../../app/session/host';
import { GmSessionPanel, SessionButton } from './GmSessionPanel';
import './session.css';

export function SessionDock({ host }: { host: SessionHost }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="session-dock">
        <SessionButton host={host} onClick={() => setOpen((o) => !o)} />
      </div>
      {open && <GmSessionPanel host={host} onClose={() => setOpen(false)} />}
    </>
  );
}

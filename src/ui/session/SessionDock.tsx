/**
 * The GM's session controls until the layout places them (see /work/notes/session-ui.md): a button at the
 * bottom right (players connected, requests waiting) that opens the players panel.
 */
import { useState } from 'react';
import { useStore } from 'zustand';
import type { SessionHost } from '../../app/session/host';
import { useServices } from '../context';
import { GmSessionPanel, SessionButton } from './GmSessionPanel';
import { BoardMarks } from './PlayerParts';
import './session.css';

export function SessionDock({ host }: { host: SessionHost }) {
  const [open, setOpen] = useState(false);
  const svc = useServices();
  const v = useStore(host.view);
  // The players' pointers and pings over the GM's board (awareness), named by the roster.
  const pointers = v.pointers.flatMap((p) => (p.from.role === 'player' ? [{ key: p.key, name: v.roster.find((r) => r.id === (p.from as { playerId: string }).playerId)?.name ?? '', at: p.at }] : []));
  return (
    <>
      {svc.board && (pointers.length > 0 || v.pings.length > 0) && <BoardMarks board={svc.board} mine={[]} gmPointer={null} pings={v.pings} pointers={pointers} />}
      <div className="session-dock">
        <SessionButton host={host} onClick={() => setOpen((o) => !o)} />
      </div>
      {open && <GmSessionPanel host={host} onClose={() => setOpen(false)} />}
    </>
  );
}

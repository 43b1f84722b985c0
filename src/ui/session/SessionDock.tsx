/**
 * The GM's session controls: a button in the toolbar's slot (players connected, requests waiting; at the bottom
 * right until the toolbar is there) that opens the players panel.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
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
  const slot = useToolbarSlot();
  // The players' pointers and pings over the GM's board (awareness), named by the roster.
  const pointers = v.pointers.flatMap((p) =>
    p.from.role === 'player'
      ? [
          {
            key: p.key,
            name: v.roster.find((r) => r.id === (p.from as { playerId: string }).playerId)?.name ?? '',
            at: p.at,
          },
        ]
      : [],
  );
  return (
    <>
      {svc.board && (pointers.length > 0 || v.pings.length > 0) && (
        <BoardMarks board={svc.board} mine={[]} gmPointer={null} pings={v.pings} pointers={pointers} />
      )}
      {slot ? (
        createPortal(<SessionButton host={host} onClick={() => setOpen((o) => !o)} />, slot)
      ) : (
        <div className="session-dock">
          <SessionButton host={host} onClick={() => setOpen((o) => !o)} />
        </div>
      )}
      {open && <GmSessionPanel host={host} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The toolbar's slot for the session button, once the app's root has drawn it (another React root). */
function useToolbarSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(() => document.getElementById('toolbar-session'));
  useEffect(() => {
    if (slot?.isConnected) return;
    const find = () => {
      const el = document.getElementById('toolbar-session');
      if (el !== slot) setSlot(el);
    };
    find();
    const mo = new MutationObserver(find);
    mo.observe(document.body, { childList: true, subtree: true });
    return () => mo.disconnect();
  }, [slot]);
  return slot?.isConnected ? slot : null;
}

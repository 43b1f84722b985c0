/**
 * The 立ち絵 the GM shows beside the board (issue 30) in the screen-share window: its picture read from the picture
 * store by id (the same origin as the GM's window; nothing picture-sized on the channel).
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { PlayerStore } from '../../store';
import { useServices } from '../context';

export function StagedPortrait({ player }: { player: PlayerStore }) {
  const stage = useStore(player, (s) => s.chat?.stage ?? null);
  const pictures = useServices().pictures;
  const [src, setSrc] = useState<{ id: string; url: string | null } | null>(null);
  const id = stage?.picture ?? null;
  useEffect(() => {
    let live = true;
    if (id && pictures) void pictures.urlOf(id).then((u) => live && setSrc({ id, url: u }));
    return () => {
      live = false;
    };
  }, [id, pictures]);
  if (!stage || src?.id !== stage.picture || !src.url) return null;
  return (
    <figure className="chat-stage" data-testid="player.stage">
      <img src={src.url} alt={stage.name} />
    </figure>
  );
}

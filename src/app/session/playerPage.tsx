/**
 * Composition root of a player's page in a session (`?view=player#room=…&key=…&server=…`, the join link): the
 * player view's stores and board (the same board and parts as the local player window), the player client, and
 * the board's clicks — a click on one of the player's creatures opens its menu, a click on a highlighted square
 * completes a pick or answers a decision. Language and name are this device's own (localStorage); the resume
 * key per room in sessionStorage (a reload rejoins as the same player).
 */
import { useState } from 'react';
import { newEncounter, VIEW_DICE, type CreatureId } from '../../rules';
import { createEncounterStore, createPlayerStore, createUiStore } from '../../store';
import { browserLang, type Lang } from '../../i18n';
import type { Invite } from '../../net/invite';
import { stackAt } from '../../render/stacks';
import type { AppServices } from '../../ui/context';
import { JoinForm } from '../../ui/session/PlayerParts';
import { PlayerSessionApp } from '../../ui/session/PlayerSessionApp';
import { BoardSlot, renderRoot } from '../boot';
import { installTestBridge } from '../testBridge';
import { clientToSquares } from './gmMount';
import { startPlayerSession, type PlayerSession } from './player';

const LANG_KEY = 'saddlegrid.lang';
const NAME_KEY = 'saddlegrid.player.name';

const read = (k: string): string | null => {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
};
const write = (k: string, v: string): void => {
  try {
    localStorage.setItem(k, v);
  } catch {
    /* this device remembers nothing */
  }
};

/** Start a player's page for an invite. */
export function startPlayerPage(invite: Invite): void {
  const saved = read(LANG_KEY);
  const lang: Lang = saved === 'en' || saved === 'ja' ? saved : browserLang(navigator.languages);
  const ui = createUiStore(lang);
  const encounter = createEncounterStore(newEncounter({ name: '…', dice: VIEW_DICE }));
  const player = createPlayerStore();
  const slot = new BoardSlot(encounter, ui, 'player');
  let session: PlayerSession | null = null;
  let gmCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  ui.subscribe((s, prev) => {
    if (s.lang !== prev.lang) write(LANG_KEY, s.lang);
  });
  player.subscribe((s, prev) => {
    if (s.follow && !prev.follow && gmCamera) slot.current?.follow(gmCamera, gmCamera.width, gmCamera.height);
  });

  /** A click on the board (not a drag): a pick's square, a decision's square, or one of the player's creatures. */
  const click = (cx: number, cy: number) => {
    const b = slot.current;
    if (!b || !session) return;
    const sq = b.toSquare(cx, cy);
    if (session.square(sq)) return;
    const enc = encounter.getState().encounter;
    const mine = new Set(session.state.getState().mine);
    const stack = stackAt(enc, sq);
    let id: CreatureId | undefined = stack.find((c) => mine.has(c.id))?.id;
    // A mount the player's rider directs: its rider's menu (moving the mount is one of its entries).
    if (!id) id = stack.find((c) => c.mountId && mine.has(c.id))?.id;
    if (id) session.openMenu(id, { x: cx, y: cy });
    else session.closeMenu();
  };

  /**
   * The board's pointer: a press on a creature the player directs starts a drag (in the capture phase, so the
   * board does not pan) and its release on another square asks to move it there (the GM's engine plans the path
   * or refuses, with its rule id); a press and release in place is a click; elsewhere the board pans as usual.
   */
  const listen = (el: HTMLElement): (() => void) => {
    let down: { x: number; y: number } | null = null;
    let drag: { id: CreatureId; from: { x: number; y: number }; pointer: number } | null = null;
    const onDown = (e: PointerEvent) => {
      down = e.button === 0 || e.button === 2 ? { x: e.clientX, y: e.clientY } : null;
      const b = slot.current;
      if (e.button !== 0 || !b || !session || session.state.getState().pick) return;
      const sq = b.toSquare(e.clientX, e.clientY);
      const id = session.moverAt(sq);
      if (!id) return;
      drag = { id, from: sq, pointer: e.pointerId };
      e.stopPropagation();
      el.setPointerCapture?.(e.pointerId);
      el.classList.add('dragging');
    };
    const onUp = (e: PointerEvent) => {
      const d = down;
      const g = drag;
      down = null;
      drag = null;
      el.classList.remove('dragging');
      if (g) el.releasePointerCapture?.(g.pointer);
      if (!d) return;
      const moved = Math.hypot(e.clientX - d.x, e.clientY - d.y) >= 6;
      const b = slot.current;
      if (g && moved && b && session) {
        const to = b.toSquare(e.clientX, e.clientY);
        if (to.x !== g.from.x || to.y !== g.from.y) session.move(g.id, to);
        return;
      }
      if (!moved) click(e.clientX, e.clientY);
    };
    const onMove = (e: PointerEvent) => {
      const b = slot.current;
      if (drag) e.stopPropagation();
      if (b && session) session.pointer(clientToSquares(b, e.clientX, e.clientY));
    };
    const onLeave = () => session?.pointer(null);
    const onDbl = (e: MouseEvent) => {
      const b = slot.current;
      if (b && session) session.ping(clientToSquares(b, e.clientX, e.clientY));
    };
    el.addEventListener('pointerdown', onDown, true);
    el.addEventListener('pointerup', onUp, true);
    el.addEventListener('pointermove', onMove, true);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('dblclick', onDbl);
    return () => {
      el.removeEventListener('pointerdown', onDown, true);
      el.removeEventListener('pointerup', onUp, true);
      el.removeEventListener('pointermove', onMove, true);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('dblclick', onDbl);
    };
  };

  const services: AppServices = {
    encounter,
    ui,
    mountBoard: (el) => {
      // Pictures (issue 17) come from the GM's tab through the session, by content id (checked on arrival).
      const unmount = slot.mount(
        el,
        (b) => (b.pictures = { blobOf: (id) => (session ? session.picture(id) : Promise.resolve(null)) }),
        (b) => {
          if (gmCamera && player.getState().follow) b.follow(gmCamera, gmCamera.width, gmCamera.height);
        },
      );
      const off = listen(el);
      return () => {
        off();
        unmount();
      };
    },
    fitBoard: () => slot.current?.fitToScreen(),
    exportFile: () => '',
    importFile: () => ({ ok: false, error: '' }),
    library: null,
    sampleOf: () => Promise.reject(new Error('a player page has no samples')),
    openPlayerView: () => undefined,
    board: () => slot.current,
  };
  if (__SADDLEGRID_TEST_BRIDGE__) installTestBridge(services, () => slot.current);

  const join = (name: string): PlayerSession => {
    write(NAME_KEY, name);
    session = startPlayerSession({
      invite,
      name,
      lang: ui.getState().lang,
      encounter,
      ui,
      player,
      tab: typeof sessionStorage === 'undefined' ? null : sessionStorage,
      onTurn: (active) => {
        if (!player.getState().follow) slot.current?.focusOn(active);
      },
      onCamera: (c) => {
        gmCamera = c;
        if (player.getState().follow) slot.current?.follow(c, c.width, c.height);
      },
    });
    if (__SADDLEGRID_TEST_BRIDGE__)
      (window as unknown as { __saddlegridSession?: PlayerSession }).__saddlegridSession = session;
    return session;
  };

  const known = read(NAME_KEY);
  const first = known ? join(known) : null;
  function Root() {
    const [s, setS] = useState<PlayerSession | null>(first);
    return s ? (
      <PlayerSessionApp session={s} player={player} />
    ) : (
      <JoinForm initialName="" onJoin={(n) => setS(session ?? join(n))} />
    );
  }
  renderRoot(services, <Root />);
}

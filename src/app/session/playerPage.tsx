/**
 * Composition root of a player's page in a session (`?view=player#room=…&key=…&server=…`, the join link): the
 * player view's stores and board (the same board and parts as the local player window), the player client, and
 * the board's clicks — a click on one of the player's creatures opens its menu, a click on a highlighted square
 * completes a pick or answers a decision. Language and name are this device's own (localStorage); the resume
 * key per room in sessionStorage (a reload rejoins as the same player).
 */
import { useState } from 'react';
import { creatureOf, newEncounter, newSession, VIEW_DICE, type AnyEncounter, type CreatureId } from '../../rules';
import type { WireRefusal } from '../../net/protocol';
import type { JsonObject } from '../../net/schema';
import { movePreview } from '../../render/stacks';
import { setPlayerGestures } from '../../render/tools/playerGestureTool';
import { createEncounterStore, createPlayerStore, createUiStore } from '../../store';
import { browserLang, NO_TEXT, type Lang } from '../../i18n';
import type { Invite } from '../../net/invite';
import { stackAt } from '../../render/stacks';
import type { AppServices } from '../../ui/context';
import { JoinForm } from '../../ui/session/PlayerParts';
import { PlayerSessionApp } from '../../ui/session/PlayerSessionApp';
import { BoardSlot, renderRoot } from '../boot';
import { installTestBridge } from '../testBridge';
import { clientToSquares } from './pointer';
import { startPlayerSession, type MoveProposal, type PlayerSession } from './player';

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
  /** The board started drawing (the session frames the player's creatures then, on a small screen). */
  let boardReady: (() => void) | null = null;
  let gmCamera: { x: number; y: number; scale: number; width: number; height: number } | null = null;
  ui.subscribe((s, prev) => {
    if (s.lang !== prev.lang) write(LANG_KEY, s.lang);
  });
  player.subscribe((s, prev) => {
    if (s.follow && !prev.follow && gmCamera) slot.current?.follow(gmCamera, gmCamera.width, gmCamera.height);
  });

  /** The creature whose menu a tap on this square opens: the player's own there, or the rider of a mount they direct. */
  const mineAt = (sq: { x: number; y: number }): CreatureId | undefined => {
    if (!session) return undefined;
    const enc = encounter.getState().encounter;
    const mine = new Set(session.state.getState().mine);
    const stack = stackAt(enc, sq);
    return stack.find((c) => mine.has(c.id))?.id ?? stack.find((c) => c.mountId && mine.has(c.id))?.id;
  };

  /** The engine's preview of moving `id` to `to` on the players' view (the path and cost, or the refusal). */
  let dry: { of: AnyEncounter; session: ReturnType<typeof newSession> } | null = null;
  const previewMove = (id: CreatureId, to: { x: number; y: number }): MoveProposal => {
    const enc = encounter.getState();
    // A rules session over the view as shown (its own copy: a session freezes what it starts from).
    if (dry?.of !== enc.encounter) dry = { of: enc.encounter, session: newSession(structuredClone(enc.encounter)) };
    const session = dry.session;
    const p = movePreview((c) => session.dryRun(c), id, to);
    ui.getState().setPreview(p);
    const refusal: WireRefusal | undefined =
      !p.legal && p.reason
        ? {
            source: 'rules',
            system: enc.encounter.system,
            reason: p.reason as unknown as JsonObject,
            ...(p.ruleId ? { ruleId: p.ruleId } : {}),
            text: NO_TEXT,
          }
        : undefined;
    return { id, to, legal: p.legal, cost: p.cost, ...(refusal ? { refusal } : {}) };
  };

  /**
   * A tap on the board (not a drag): a pick's square, a decision's square, one of the player's creatures (its menu),
   * or — with one of them selected — a square to move it to (a proposal with the path, sent on "Move here").
   */
  const click = (cx: number, cy: number) => {
    const b = slot.current;
    if (!b?.ready || !session) return;
    const sq = b.toSquare(cx, cy);
    if (session.square(sq)) return;
    const id = mineAt(sq);
    if (id) {
      ui.getState().setPreview(null);
      session.openMenu(id, { x: cx, y: cy });
      return;
    }
    const st = session.state.getState();
    const selected = st.menu?.creatureId ?? st.proposal?.id ?? ui.getState().selectedId;
    session.closeMenu();
    const own = selected ? creatureOf(encounter.getState().encounter, selected) : undefined;
    const mover = own && st.mine.includes(own.id) ? session.moverAt(own.pos) : null;
    if (mover && !st.pick) session.propose(previewMove(mover, sq));
    else {
      session.propose(null);
      ui.getState().setPreview(null);
    }
  };

  /**
   * The board by hand: taps, long-press, drags of the player's creatures with the path preview; pinch and pan are the
   * gesture tool's own. The board's input hands every pointer event to the player view's gesture tool
   * (src/render/tools/playerGestureTool.ts), which calls these.
   */
  setPlayerGestures(ui, {
    picking: () => !!session?.state.getState().pick,
    moverAt: (sq) => session?.moverAt(sq) ?? null,
    otherAt: (sq) => stackAt(encounter.getState().encounter, sq)[0]?.id ?? null,
    tap: click,
    longPress: (cx, cy) => {
      const b = slot.current;
      if (!b?.ready || !session) return;
      const id = mineAt(b.toSquare(cx, cy));
      if (id) session.openMenu(id, { x: cx, y: cy });
    },
    dragOver: (id, to) => {
      if (!session) return;
      session.propose(null);
      // The path only for a creature the player directs (someone else's is refused on the drop, with the reason).
      if (to && session.controlled().has(id)) previewMove(id, to);
      else ui.getState().setPreview(null);
    },
    drop: (id, to) => {
      ui.getState().setPreview(null);
      session?.move(id, to);
    },
    pointer: (at) => {
      const b = slot.current;
      if (!at) session?.pointer(null);
      else if (b?.ready && session) session.pointer(clientToSquares(b, at.x, at.y));
    },
    ping: (cx, cy) => {
      const b = slot.current;
      if (b?.ready && session) session.ping(clientToSquares(b, cx, cy));
    },
  });

  const services: AppServices = {
    encounter,
    ui,
    mountBoard: (el) => {
      // Pictures (issue 17) come from the GM's tab through the session, by content id (checked on arrival).
      return slot.mount(
        el,
        (b) => (b.pictures = { blobOf: (id) => (session ? session.picture(id) : Promise.resolve(null)) }),
        (b) => {
          if (gmCamera && player.getState().follow) b.follow(gmCamera, gmCamera.width, gmCamera.height);
          else boardReady?.();
        },
      );
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
    // Squares to pick are shown whole and big enough for a finger (issue 28).
    const showPick = () => {
      const b = slot.current;
      const s = session?.state.getState();
      if (!b?.ready || !s) return;
      const pick = s.pick?.action.pick?.squares;
      const pending = encounter.getState().encounter.pending;
      const own =
        pending?.chooserId && session?.controlled().has(pending.chooserId)
          ? pending.options.flatMap((o) => (o.square && !o.disabledReason ? [o.square] : []))
          : [];
      const squares = pick ?? own;
      if (squares.length > 0) b.showSquares(squares, 48);
    };
    // On a small screen the whole table's squares are too small for a finger: the first time the player's creatures
    // are known, the board shows them with squares of at least 36 px (pinch or ⤢ shows the whole table).
    let framedMine = false;
    const frameMine = () => {
      const b = slot.current;
      const s = session?.state.getState();
      if (framedMine || !b?.ready || !s || s.mine.length === 0) return;
      const enc = encounter.getState().encounter;
      const at = s.mine.flatMap((id) => {
        const c = creatureOf(enc, id);
        return c ? [c.pos] : [];
      });
      if (at.length === 0) return;
      framedMine = true;
      if (Math.min(window.innerWidth, window.innerHeight) < 600) b.showSquares(at, 36);
    };
    session.state.subscribe((s, prev) => {
      if (s.pick !== prev.pick) showPick();
      if (s.mine !== prev.mine) frameMine();
    });
    encounter.subscribe(() => frameMine());
    boardReady = frameMine;
    encounter.subscribe((s, prev) => {
      if (s.encounter.pending !== prev.encounter.pending) showPick();
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

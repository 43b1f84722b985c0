/**
 * A player's page in a session (issue 20): the player client (`src/net/client.ts`) feeding the player view's
 * stores, and what the player may do — their token menu (asked of the GM's tab: `playerMenu.ts`), square picks,
 * answers to their own decisions, their dice. The page holds no authority: every action is a request the GM's
 * engine checks; the page only shows the answer (a refusal with its reason and rule id, in the player's language).
 *
 * Every view is checked like a file before it is shown (the loader's encounter checks, issue 14): a view that is
 * not a valid encounter is not shown, and the page says so.
 */
import { createPlayerClient } from '../../net/client';
import { describeRequestRefusal, type RequestRefusal } from '../../net/messages';
import { CLOSE, type RosterEntry, type WireRefusal } from '../../net/protocol';
import {
  NO_CHANGE,
  checkPlayersChat,
  creatureOf,
  rollDiceCommand,
  systemOf,
  type CreatureId,
  type EventBase,
  type Point,
} from '../../rules';
import type { Lang } from '../../i18n';
import { stBoth } from '../../i18n/session';
import { emptyOverlay } from '../../render/pointing';
import { stackAt } from '../../render/stacks';
import type { SharedOverlay } from '../../store';
import { checkedEncounter, checkedOverlay } from './arrivals';
import { outcomeBook } from './playerOutcomes';
import { pictureSource } from './playerPictures';
import {
  createSessionStore,
  type PlayerSession,
  type PlayerSessionOptions,
  type PlayerSessionState,
} from './playerState';

export type {
  MoveProposal,
  Outcome,
  PlayerPick,
  PlayerSession,
  PlayerSessionOptions,
  PlayerSessionState,
} from './playerState';

const RESUME_PREFIX = 'saddlegrid.player.resume.';
const PING_MS = 2500;

/** The text of a refusal in a language: rendered from its data by this page's catalogue, else the GM's text. */
export function refusalIn(r: WireRefusal, lang: Lang): string {
  try {
    const data: RequestRefusal =
      r.source === 'rules'
        ? { source: 'rules', reason: r.reason as never, ...(r.ruleId ? { ruleId: r.ruleId } : {}) }
        : { source: 'net', reason: r.reason as never };
    const s = describeRequestRefusal(r.system, data, lang);
    if (s && !s.includes('undefined')) return s;
  } catch {
    // A key this page does not know: the GM's text.
  }
  return r.text[lang];
}

/**
 * The command a player's drag or tap sends to move a creature she directs: her rule system's own (its players'
 * policy `moveCommand`, e.g. Tenkai's `tkMove`), else the kernel's `moveCreature` — the page names no system.
 */
export function moveCommandOf(system: string): string {
  return systemOf(system)?.players?.moveCommand ?? 'moveCreature';
}

/** Join a room and feed the player view. */
export function startPlayerSession(o: PlayerSessionOptions): PlayerSession {
  const state = createSessionStore(o.name);
  const set = (p: Partial<PlayerSessionState>) => state.setState(p);
  const resumeKey = RESUME_PREFIX + o.invite.room;
  let resume: string | undefined;
  try {
    resume = o.tab?.getItem(resumeKey) ?? undefined;
  } catch {
    resume = undefined;
  }
  let lastTurn = '';

  const client = createPlayerClient({
    url: o.invite.server,
    room: o.invite.room,
    secret: o.invite.secret,
    name: o.name,
    lang: o.lang,
    ...(resume && /^[A-Za-z0-9_-]{16,128}$/.test(resume) ? { resume } : {}),
    ...(o.socket ? { socket: o.socket } : {}),
    onIdentity: (id) => {
      try {
        o.tab?.setItem(resumeKey, id.resume);
      } catch {
        /* the next reload joins as a new player */
      }
      set({ playerId: id.playerId });
    },
  });

  const mineOf = (roster: readonly RosterEntry[]) =>
    roster.find((p) => p.id === state.getState().playerId)?.creatureIds ?? [];

  const controlled = (): Set<CreatureId> => {
    const enc = o.encounter.getState().encounter;
    const out = new Set<CreatureId>();
    for (const id of state.getState().mine) {
      const c = creatureOf(enc, id);
      if (!c) continue;
      out.add(id);
      if (c.mountId && c.isRider && creatureOf(enc, c.mountId)) out.add(c.mountId);
    }
    return out;
  };

  /** The GM's overlay as it arrived (filtered by the GM's tab); the board draws it merged with this page's own pick. */
  let gmOverlay: SharedOverlay | null = null;

  /** The squares this page highlights itself: a pick's, or the player's own decision's. */
  const ownSquares = (): Point[] | null => {
    const p = state.getState().pick;
    if (p?.action.pick) return p.action.pick.squares.map((q) => ({ x: q.x, y: q.y }));
    const pending = o.encounter.getState().encounter.pending;
    if (pending && pending.chooserId && controlled().has(pending.chooserId))
      return pending.options.flatMap((op) => (op.square && !op.disabledReason ? [op.square] : []));
    return null;
  };

  const highlightPick = () => {
    const own = ownSquares();
    o.ui.getState().setHighlights(own ?? []);
    // The player board draws the overlay's squares as its highlights (src/render/board.ts): the pick goes there too.
    const base = gmOverlay ?? emptyOverlay();
    o.ui.getState().setShared(own && own.length > 0 ? { ...base, squares: own } : gmOverlay);
  };

  const { request, onChange } = outcomeBook(state, client);

  const pictures = pictureSource(client);

  client.on('message', (m) => {
    if (m.t === 'pictureData') {
      pictures.onPart(m);
      return;
    }
    if (m.t === 'view') {
      const enc = checkedEncounter(m.view.encounter);
      if (!enc) {
        set({ badView: true });
        return;
      }
      const prevTurn = lastTurn;
      lastTurn = `${enc.turns.round}:${enc.turns.order[enc.turns.current] ?? ''}`;
      o.encounter.setState({
        encounter: enc,
        lastEvents: m.view.events as unknown as EventBase[],
        lastDiff: NO_CHANGE,
        lastChange: m.view.change,
        revision: m.rev,
      });
      o.player.getState().setLog([...m.view.log]);
      o.player.getState().setChat(m.view.chat ? checkPlayersChat(m.view.chat) : null);
      if (m.rev > state.getState().rev) onChange(m.view.change, m.rev);
      o.player.getState().setConnected(true);
      const s = state.getState();
      // A menu or pick of an older revision may no longer hold: ask again / drop it.
      set({ rev: m.rev, badView: false, ...(s.pick ? { pick: null } : {}) });
      if (s.menu && s.menu.answer && s.menu.answer.rev !== m.rev) api.openMenu(s.menu.creatureId, s.menu.at);
      highlightPick();
      const active = enc.turns.order[enc.turns.current];
      if (active && lastTurn !== prevTurn) o.onTurn?.(active);
    } else if (m.t === 'roster') {
      const mine = mineOf(m.players);
      set({ roster: m.players, gmOnline: m.gmOnline, mine });
      highlightPick();
    } else if (m.t === 'camera') {
      o.onCamera?.(m);
    } else if (m.t === 'overlay') {
      const ov = checkedOverlay(m.overlay);
      if (!ov) return;
      gmOverlay = ov;
      highlightPick();
    } else if (m.t === 'pointer') {
      if (m.from.role === 'gm') set({ gmPointer: m.at });
    } else if (m.t === 'ping') {
      const now = Date.now();
      const key = `${m.from.role === 'gm' ? 'gm' : m.from.playerId}:${now}`;
      set({
        pings: [...state.getState().pings.filter((p) => now - p.t < PING_MS), { key, from: m.from, at: m.at, t: now }],
      });
    }
  });
  client.on('state', (s) => {
    if (s.state === 'closed') {
      const closedBy =
        s.code === CLOSE.refused
          ? 'refused'
          : s.code === CLOSE.kicked
            ? 'kicked'
            : s.code === CLOSE.roomClosed
              ? 'roomClosed'
              : s.code === CLOSE.replaced
                ? 'replaced'
                : s.code === CLOSE.version
                  ? 'version'
                  : 'other';
      set({ status: 'closed', closedBy, menu: null, pick: null, proposal: null, gmPointer: null });
      o.player.getState().setConnected(false);
      o.ui.getState().setHighlights([]);
    } else {
      set({
        status: s.state,
        ...(s.state === 'open' ? { closedBy: null, full: false } : { gmPointer: null }),
        ...(s.state === 'retrying' ? { full: s.code === CLOSE.full } : {}),
      });
      if (s.state !== 'open') o.player.getState().setConnected(false);
    }
  });

  const api: PlayerSession = {
    state,
    client,
    openMenu(creatureId, at = null) {
      set({ menu: { creatureId, at, answer: null, failed: false }, proposal: null });
      o.ui.getState().select(creatureId);
      void client.options(creatureId).then((answer) => {
        const cur = state.getState().menu;
        if (!cur || cur.creatureId !== creatureId) return;
        set({ menu: { ...cur, answer, failed: answer === null } });
      });
    },
    closeMenu() {
      set({ menu: null });
    },
    perform(action, creatureId) {
      set({ menu: null });
      if (action.pick) {
        set({ pick: { creatureId, action } });
        highlightPick();
        return;
      }
      request(action.command, action.label);
    },
    square(sq) {
      const s = state.getState();
      if (s.pick?.action.pick) {
        const pk = s.pick.action.pick;
        if (!pk.squares.some((q) => q.x === sq.x && q.y === sq.y)) return false;
        set({ pick: null });
        highlightPick();
        request({ ...s.pick.action.command, [pk.field]: { x: sq.x, y: sq.y } }, s.pick.action.label);
        return true;
      }
      const pending = o.encounter.getState().encounter.pending;
      if (pending?.chooserId && controlled().has(pending.chooserId)) {
        const op = pending.options.find(
          (x) => x.square && !x.disabledReason && x.square.x === sq.x && x.square.y === sq.y,
        );
        if (op) {
          api.decide(op.id, null);
          return true;
        }
      }
      return false;
    },
    cancelPick() {
      set({ pick: null });
      highlightPick();
    },
    move(id, to) {
      const enc = o.encounter.getState().encounter;
      const name = creatureOf(enc, id)?.name ?? id;
      request(
        { type: moveCommandOf(enc.system), id, to: { x: to.x, y: to.y } },
        stBoth('pl.reqMove', { name, x: to.x, y: to.y }),
      );
    },
    propose(p) {
      set({ proposal: p });
    },
    confirmProposal() {
      const p = state.getState().proposal;
      set({ proposal: null });
      if (p?.legal) api.move(p.id, p.to);
    },
    moverAt(sq) {
      const enc = o.encounter.getState().encounter;
      const mine = new Set(state.getState().mine);
      const ctl = controlled();
      // The player's own creature on the square first: a rider moves its mount, anyone else moves itself (a
      // passenger's own move is the rules' to refuse, with its rule id).
      const stack = stackAt(enc, sq);
      const own = stack.find((c) => mine.has(c.id));
      if (own) return own.mountId && own.isRider ? own.mountId : own.id;
      return stack.find((c) => ctl.has(c.id))?.id ?? null;
    },
    request,
    chat: (c) =>
      client.ask(
        {
          type: 'chat',
          tab: c.tab,
          text: c.text,
          speaker: c.speaker,
          ...(c.face ? { face: c.face } : {}),
          ...(c.dice && c.dice.length > 0 ? { dice: [...c.dice] } : {}),
        },
        state.getState().rev,
        () => undefined,
      ),
    picture: (id) => pictures.picture(id),
    decide(optionId, die) {
      request({ type: 'decide', optionId, ...(die !== null ? { dice: [die] } : {}) }, stBoth('pl.reqAnswer'));
    },
    roll(expr, by, dice) {
      const c = rollDiceCommand(expr, by, dice);
      request(
        { type: c.type, expr: c.expr, by: c.by ?? null, syntax: 'bcdice', ...(c.dice ? { dice: [...c.dice] } : {}) },
        stBoth('pl.reqRoll', { expr }),
      );
    },
    setLang(l) {
      o.ui.getState().setLang(l);
      client.setProfile({ lang: l });
    },
    setName(name) {
      set({ name });
      client.setProfile({ name });
    },
    pointer(at) {
      client.pointer(at);
    },
    ping(at) {
      client.send({ t: 'ping', at });
    },
    controlled,
    close() {
      client.close();
    },
  };
  o.encounter.subscribe((s, prev) => {
    if (s.encounter.pending !== prev.encounter.pending) highlightPick();
  });
  set({ status: 'connecting' });
  client.connect();
  return api;
}

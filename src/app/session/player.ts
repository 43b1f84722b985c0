/**
 * A player's page in a session (issue 20): the player client (`src/net/client.ts`) feeding the player view's
 * stores, and what the player may do — their token menu (asked of the GM's tab: `playerMenu.ts`), square picks,
 * answers to their own decisions, their dice. The page holds no authority: every action is a request the GM's
 * engine checks; the page only shows the answer (a refusal with its reason and rule id, in the player's language).
 *
 * Every view is checked like a file before it is shown (the loader's encounter checks, issue 14): a view that is
 * not a valid encounter is not shown, and the page says so.
 */
import { createStore } from 'zustand/vanilla';
import { createPlayerClient, type PlayerClient, type WebSocketFactory } from '../../net/client';
import { describeRequestRefusal, type RequestRefusal } from '../../net/messages';
import {
  CLOSE,
  LIMITS,
  type Menu,
  type PictureData,
  type Peer,
  type PlayerAction,
  type RequestResult,
  type RosterEntry,
  type WireRefusal,
} from '../../net/protocol';
import type { Invite } from '../../net/invite';
import type { JsonObject } from '../../net/schema';
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
import type { Lang, Text } from '../../i18n';
import { stBoth } from '../../i18n/session';
import { stackAt } from '../../render/stacks';
import { fromBase64, pictureId } from '../assets/encoding';
import { sniff } from '../assets/sniff';
import type { EncounterStore, PlayerStore, SharedOverlay, UiStore } from '../../store';
import { checkedEncounter, checkedOverlay } from './arrivals';

/** What became of one of the player's requests, as the page shows it. */
export interface Outcome {
  readonly n: number;
  /**
   * What became of it now: a queued request becomes applied or refused in place (issue 28: no stale "waiting for
   * the GM's OK"), an applied one `undone` when the GM takes it back (and applied again on redo).
   */
  readonly kind: 'applied' | 'queued' | 'refused' | 'undelivered' | 'undone';
  /** The view revision that showed it (applied). */
  readonly rev?: number;
  /** What was asked (the menu entry's label, "Answer", "Roll 1d20"). */
  readonly what: Text;
  /** The refusal (rendered in the page's language by the page). */
  readonly refusal?: WireRefusal;
  /** What only this player reads of it (issue 26: the result of their own secret roll). */
  readonly note?: Text;
}

/** A square pick in progress: the next click on one of `squares` sends `action.command` with the square. */
export interface PlayerPick {
  readonly creatureId: CreatureId;
  readonly action: PlayerAction;
}

/** A move waiting for the player's confirmation (tap a square, then "Move here"). */
export interface MoveProposal {
  readonly id: CreatureId;
  readonly to: Point;
  readonly legal: boolean;
  readonly cost: number;
  /** The refusal of the preview (rendered in the page's language), when not legal. */
  readonly refusal?: WireRefusal;
}

export interface PlayerSessionState {
  readonly status: 'idle' | 'connecting' | 'open' | 'retrying' | 'closed';
  readonly closedBy: 'refused' | 'kicked' | 'roomClosed' | 'replaced' | 'version' | 'other' | null;
  /** Retrying because the server or the table is full (4005), not because the connection dropped (issue 27). */
  readonly full: boolean;
  readonly playerId: string | null;
  readonly name: string;
  readonly roster: readonly RosterEntry[];
  readonly gmOnline: boolean;
  /** The creatures the GM gave this player. */
  readonly mine: readonly CreatureId[];
  /** The newest view revision shown (requests are based on it). */
  readonly rev: number;
  /** A view arrived that failed the encounter checks (it was not shown). */
  readonly badView: boolean;
  /** The open token menu: its creature, where it opened (client px), and the GM's answer (null while asked). */
  readonly menu: {
    readonly creatureId: CreatureId;
    readonly at: { x: number; y: number } | null;
    readonly answer: Menu | null;
    readonly failed: boolean;
  } | null;
  readonly pick: PlayerPick | null;
  /**
   * A move proposed by a tap on a square (issue 28): where, and the engine's preview on the players' view (the path
   * and its cost, or its refusal with the rule id); sent only when the player confirms.
   */
  readonly proposal: MoveProposal | null;
  /** The newest outcomes, newest last. */
  readonly outcomes: readonly Outcome[];
  /** Requests waiting for the GM's OK. */
  readonly waiting: number;
  readonly gmPointer: { readonly x: number; readonly y: number } | null;
  readonly pings: readonly {
    readonly key: string;
    readonly from: Peer;
    readonly at: { x: number; y: number };
    readonly t: number;
  }[];
}

export interface PlayerSessionOptions {
  readonly invite: Invite;
  readonly name: string;
  readonly lang: Lang;
  readonly encounter: EncounterStore;
  readonly ui: UiStore;
  readonly player: PlayerStore;
  /** sessionStorage: the resume key per room (a reload rejoins as the same player). */
  readonly tab: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly socket?: WebSocketFactory;
  /** A turn started (the page may centre on the active creature). */
  onTurn?(activeId: CreatureId): void;
  /** The GM's camera arrived. */
  onCamera?(c: { x: number; y: number; scale: number; width: number; height: number }): void;
}

export interface PlayerSession {
  readonly state: ReturnType<typeof createSessionStore>;
  readonly client: PlayerClient;
  /** Open the token menu of one of the player's creatures (asks the GM's tab). */
  openMenu(creatureId: CreatureId, at?: { x: number; y: number } | null): void;
  closeMenu(): void;
  /** Take a menu entry: send it, or start its square pick. */
  perform(action: PlayerAction, creatureId: CreatureId): void;
  /** A square was clicked while a pick or a decision with squares is open: true if it was used. */
  square(sq: Point): boolean;
  cancelPick(): void;
  /** Answer the pending decision (with a typed die, or the GM's seeded dice). */
  decide(optionId: string, die: number | null): void;
  /** Move a creature the player directs (a drag on the board): the GM's engine plans the path or refuses. */
  move(id: CreatureId, to: Point): void;
  /** Show a proposed move (a tap on a square) until it is confirmed or cancelled; null clears it. */
  propose(p: MoveProposal | null): void;
  /** Send the proposed move (if the preview allowed it). */
  confirmProposal(): void;
  /** The creature a drag starting on this square moves (one the player directs), or null. */
  moverAt(sq: Point): CreatureId | null;
  /**
   * A picture the view names, fetched from the GM's tab through the session by content id (the board's picture
   * source): its bytes must hash to the id and be a PNG, JPEG, WebP or GIF; null if not (the board draws the
   * placeholder). Asked once per id.
   */
  picture(id: string): Promise<Blob | null>;
  /** Send any command as a request (what the page's controls do; tests send forged ones through it). */
  request(command: JsonObject, what: Text): void;
  /** Roll a dice line for one of the player's creatures (typed faces: "I rolled…"). */
  roll(expr: string, by: CreatureId, dice: readonly number[] | null): void;
  /**
   * Say something in the chat (issue 30): as one of her creatures (the id she knows it by) or herself (null); the
   * GM's tab checks it and answers. A dice line in it is rolled as her own roll.
   */
  chat(c: {
    tab: string;
    text: string;
    speaker: CreatureId | null;
    face?: string | null;
    dice?: readonly number[] | null;
  }): Promise<RequestResult>;
  setLang(lang: Lang): void;
  setName(name: string): void;
  /** The player's pointer on the board (squares; null when it left). */
  pointer(at: { x: number; y: number } | null): void;
  ping(at: { x: number; y: number }): void;
  /** The creatures this player directs now: theirs, and a mount one of them rides as its rider. */
  controlled(): Set<CreatureId>;
  close(): void;
}

function createSessionStore(name: string) {
  return createStore<PlayerSessionState>()(() => ({
    status: 'idle',
    closedBy: null,
    full: false,
    playerId: null,
    name,
    roster: [],
    gmOnline: false,
    mine: [],
    rev: 0,
    badView: false,
    menu: null,
    pick: null,
    proposal: null,
    outcomes: [],
    waiting: 0,
    gmPointer: null,
    pings: [],
  }));
}

const RESUME_PREFIX = 'saddlegrid.player.resume.';
const MAX_OUTCOMES = 6;
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
  let n = 0;
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
    const base = gmOverlay ?? {
      ruler: null,
      template: null,
      preview: null,
      forced: null,
      squares: [],
      choices: [],
      pings: [],
    };
    o.ui.getState().setShared(own && own.length > 0 ? { ...base, squares: own } : gmOverlay);
  };

  /** Show what became of a request: a new line, or (`at`) the line of the same request updated in place. */
  const note = (
    kind: Outcome['kind'],
    what: Text,
    extra: { refusal?: WireRefusal; own?: Text; rev?: number } = {},
    at?: number,
  ): number => {
    const out: Outcome = {
      n: at ?? ++n,
      kind,
      what,
      ...(extra.refusal ? { refusal: extra.refusal } : {}),
      ...(extra.own ? { note: extra.own } : {}),
      ...(extra.rev !== undefined ? { rev: extra.rev } : {}),
    };
    const list = state.getState().outcomes;
    set({
      outcomes: list.some((x) => x.n === out.n)
        ? list.map((x) => (x.n === out.n ? out : x))
        : [...list, out].slice(-MAX_OUTCOMES),
    });
    return out.n;
  };

  /** Send a request and show what became of it (one line per request, updated as the answers come). */
  const request = (command: JsonObject, what: Text) => {
    let queued: number | null = null;
    const p = client.ask(command, state.getState().rev, () => {
      if (queued !== null) return;
      set({ waiting: state.getState().waiting + 1 });
      queued = note('queued', what);
    });
    void p.then((r: RequestResult) => {
      const at = queued ?? undefined;
      if (queued !== null) set({ waiting: Math.max(0, state.getState().waiting - 1) });
      if (r.status === 'applied') note('applied', what, { ...(r.note ? { own: r.note } : {}), rev: r.rev }, at);
      else if (r.status === 'refused') note('refused', what, { refusal: r.refusal }, at);
      else if (r.status === 'undelivered') note('undelivered', what, {}, at);
    });
  };

  /**
   * The revisions of the views that showed a command, newest last (undo takes the newest back, redo puts it
   * again): an applied request whose revision is undone says so (issue 28), and is applied again on redo.
   */
  const done: number[] = [];
  const undone: number[] = [];
  const remark = (rev: number, kind: 'applied' | 'undone', newRev: number) =>
    set({
      outcomes: state
        .getState()
        .outcomes.map((x) =>
          x.rev === rev && (x.kind === 'applied' || x.kind === 'undone') ? { ...x, kind, rev: newRev } : x,
        ),
    });
  const onChange = (change: string, rev: number) => {
    if (change === 'command') {
      done.push(rev);
      undone.length = 0;
    } else if (change === 'undo') {
      const r = done.pop();
      if (r !== undefined) {
        undone.push(r);
        remark(r, 'undone', r);
      }
    } else if (change === 'redo') {
      const r = undone.pop();
      done.push(rev);
      if (r !== undefined) remark(r, 'applied', rev);
    } else {
      done.length = 0;
      undone.length = 0;
    }
    if (done.length > 200) done.splice(0, done.length - 200);
  };

  // ——— pictures from the GM, in parts ———
  const PICTURE_TIMEOUT_MS = 60_000;
  const pictures = new Map<string, Promise<Blob | null>>();
  const incoming = new Map<
    string,
    {
      parts: (Uint8Array | undefined)[];
      got: number;
      done: (b: Blob | null) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  let picSeq = 0;
  const finish = (reqId: string, b: Blob | null) => {
    const w = incoming.get(reqId);
    if (!w) return;
    clearTimeout(w.timer);
    incoming.delete(reqId);
    w.done(b);
  };
  const onPicturePart = (m: PictureData) => {
    const w = incoming.get(m.reqId);
    if (!w) return;
    if (m.parts === 0 || m.part >= m.parts || (w.parts.length > 0 && w.parts.length !== m.parts))
      return finish(m.reqId, null);
    if (w.parts.length === 0) w.parts = new Array<Uint8Array | undefined>(m.parts);
    const bytes = fromBase64(m.data);
    if (!bytes || w.parts[m.part]) return finish(m.reqId, null);
    w.parts[m.part] = bytes;
    if (++w.got < m.parts) return;
    const total = w.parts.reduce((n, p) => n + (p?.length ?? 0), 0);
    if (total !== m.bytes || total > LIMITS.pictureBytes) return finish(m.reqId, null);
    const all = new Uint8Array(total);
    let at = 0;
    for (const p of w.parts) {
      all.set(p as Uint8Array, at);
      at += (p as Uint8Array).length;
    }
    // Checked like a file's picture: the type from the bytes, and the bytes hash to the id asked for.
    const type = sniff(all);
    const reqId = m.reqId;
    if (
      type !== m.type ||
      (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp' && type !== 'image/gif')
    )
      return finish(reqId, null);
    void pictureId(all).then((id) => finish(reqId, id === m.id ? new Blob([all], { type }) : null));
  };
  const fetchPicture = (id: string): Promise<Blob | null> =>
    new Promise<Blob | null>((resolve) => {
      if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return resolve(null);
      const reqId = `pic-${++picSeq}`;
      const timer = setTimeout(() => finish(reqId, null), PICTURE_TIMEOUT_MS);
      incoming.set(reqId, { parts: [], got: 0, done: resolve, timer });
      if (!client.send({ t: 'picture', reqId, id })) finish(reqId, null);
    });

  client.on('message', (m) => {
    if (m.t === 'pictureData') {
      onPicturePart(m);
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
        { type: systemOf(enc.system)?.players?.dragMove ?? 'moveCreature', id, to: { x: to.x, y: to.y } },
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
    picture(id) {
      let p = pictures.get(id);
      if (!p) {
        p = fetchPicture(id);
        pictures.set(id, p);
        // A failure (not connected, timed out) may be asked again later.
        void p.then((b) => b === null && pictures.delete(id));
      }
      return p;
    },
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

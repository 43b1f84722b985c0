/**
 * The state of a player's page in a session (issue 20) and what the page may do: the store the page's components
 * read (status, roster, the open menu, a pick, a proposed move, the outcomes of requests, pointers and pings) and
 * the session's interface (`player.ts` starts it).
 */
import { createStore } from 'zustand/vanilla';
import type { PlayerClient, WebSocketFactory } from '../../net/client';
import type { Invite } from '../../net/invite';
import type { Menu, Peer, PlayerAction, RequestResult, RosterEntry, WireRefusal } from '../../net/protocol';
import type { JsonObject } from '../../net/schema';
import type { CreatureId, Point } from '../../rules';
import type { Lang, Text } from '../../i18n';
import type { EncounterStore, PlayerStore, UiStore } from '../../store';

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

/** What the player's page shows of the session. */
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

/** What the page gives `startPlayerSession` (`player.ts`). */
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

/** What the player's page may do in the session (every action a request the GM's engine checks). */
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

/** The page's session state, as a store the page's components read. */
export function createSessionStore(name: string) {
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

/** The store of {@link PlayerSessionState}. */
export type SessionStore = ReturnType<typeof createSessionStore>;

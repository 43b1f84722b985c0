/**
 * What the GM's side of a session shows (issue 20: phase, link, roster, the queue of requests waiting for the GM's
 * OK, the players' pointers and pings, what the GM shares) and what it needs of the page and the app; `host.ts`
 * wires it.
 */
import { createStore } from 'zustand/vanilla';
import type { GmClient, WebSocketFactory } from '../../net/client';
import { CLOSE, type Peer, type RosterEntry } from '../../net/protocol';
import type { ApprovalMode, QueuedRequest } from '../../services/players/desk';
import type { OffersOf } from '../../services/players/menu';
import type { CreatureId } from '../../rules';
import type { Text } from '../../i18n';
import type { ChatStore, EncounterStore, UiStore } from '../../store';

/** Where the session stands, as the GM sees it. */
export type HostPhase = 'off' | 'connecting' | 'open' | 'retrying' | 'noServer' | 'full' | 'closed';

/** A player's pointer or ping on the board (squares, fractional). */
export interface PeerMark {
  readonly key: string;
  readonly from: Peer;
  readonly at: { readonly x: number; readonly y: number };
  /** Pings: when it arrived (they fade). */
  readonly t: number;
}

/** What the session UI shows on the GM's side. */
export interface HostView {
  readonly phase: HostPhase;
  /** Why the session closed (another tab took the room, the server forgot it …). */
  readonly closedBy: 'replaced' | 'roomClosed' | 'refused' | 'other' | null;
  readonly room: string | null;
  /** The join link (null until the room is known). */
  readonly link: string | null;
  /** Addresses the link may use: this page's, and those the session server reports for the network. */
  readonly linkHosts: readonly string[];
  readonly linkHost: string;
  /** The link only works on this computer (the page is on 127.0.0.1 and no network address is known). */
  readonly localOnly: boolean;
  /** The server no longer knew the room this encounter had (store lost, expired): a new room and link were made. */
  readonly renewed: boolean;
  readonly roster: readonly RosterEntry[];
  readonly queue: readonly QueuedRequest[];
  readonly mode: ApprovalMode;
  readonly pointers: readonly PeerMark[];
  readonly pings: readonly PeerMark[];
  /**
   * What the GM shares with the players besides what it points at on purpose (issue 26): its pointer and its
   * camera. Off until the GM turns them on (a visible switch), so working on a hidden creature tells nobody where.
   */
  readonly sharing: { readonly pointer: boolean; readonly view: boolean };
}

/** What the session needs of the page and the app. */
export interface SessionHostOptions {
  readonly encounter: EncounterStore;
  /**
   * What a player may be offered for a creature, by rule system (the action registry's player offers, handed in by
   * the composition root: the session service imports no screen — issue 31).
   */
  readonly offersOf: (system: string) => OffersOf;
  /**
   * The GM window's UI store: what the GM points at (`shared`, issue 17) goes to the players filtered by
   * `playerOverlay` (nothing under the fog or about a hidden creature), as the local player window gets it.
   */
  readonly ui?: UiStore;
  /**
   * The GM's pictures (the picture store): a player's page asks for the token and map pictures its view names,
   * by content id; only pictures the players' filtered view uses are sent, at most LIMITS.pictureBytes each.
   */
  readonly pictures?: { blobOf(id: string): Promise<Blob | null> } | null;
  /** The open encounter's key for its settings (the library entry id; 'unsaved' without one). */
  encounterKey(): string;
  /** Calls `fn` when another encounter was opened; returns the unsubscribe. */
  onEncounterSwitch(fn: () => void): () => void;
  /** localStorage (per-encounter settings); null: remember nothing. */
  readonly settings: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** localStorage: the room of each encounter (credentials, alias key, waiting requests); null: remember nothing. */
  readonly rooms: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The GM page's address (`location`). */
  readonly page: {
    readonly protocol: string;
    readonly host: string;
    readonly hostname: string;
    readonly port: string;
    readonly pathname: string;
  };
  /** The session server's address (default: this page's origin, path /ws, which the app's web server proxies). */
  readonly url?: string;
  /** Reads `/ws/info` (whether the server runs, its network addresses); default: fetch. */
  info?(): Promise<{ inviteHosts: string[] } | null>;
  readonly socket?: WebSocketFactory;
  /** Coalesce publishing (tests). */
  schedule?(fn: () => void): void;
  /** The table's chat (issue 30): the players read it and write in it from their devices. */
  readonly chat?: ChatStore;
}

/** The GM's session, as the app and the session panel use it. */
export interface SessionHost {
  readonly view: ReturnType<typeof createViewStore>;
  /** Start (or retake after a reload) the room. */
  start(): void;
  /** End the session: players are disconnected, the room forgotten. */
  end(): void;
  setMode(mode: ApprovalMode): void;
  /** Give a player these creatures (replaces their list; kept for this encounter). */
  assign(playerId: string, creatureIds: readonly CreatureId[]): void;
  kick(playerId: string): void;
  approve(playerId: string, reqId: string): void;
  decline(playerId: string, reqId: string): void;
  /** The link's address (one of `linkHosts`). */
  setLinkHost(host: string): void;
  /** The GM's camera (players may follow it) — sent only while the GM shares the view. Throttled. */
  camera(c: { x: number; y: number; scale: number }, width: number, height: number): void;
  /** The GM's pointer on the board (squares; null when it left) — sent only while the GM shares it. */
  pointer(at: { x: number; y: number } | null): void;
  /** Share the pointer or the view with the players (or stop). */
  share(p: Partial<HostView['sharing']>): void;
  ping(at: { x: number; y: number }): void;
  /** What a waiting request would do now (the engine's dry run, described), or why it would be refused. */
  preview(q: QueuedRequest): { readonly ok: boolean; readonly text: Text };
  /** The GM client (tests). */
  readonly client: GmClient | null;
  /** Stop everything (page unload). */
  dispose(): void;
}

/** The store of {@link HostView}. */
export function createViewStore(first: HostView) {
  return createStore<HostView>()(() => first);
}

/** Why the session closed, from the close code (1000: the GM ended it, nothing to say). */
export function closedByOf(code: number | undefined): HostView['closedBy'] {
  return code === CLOSE.replaced
    ? 'replaced'
    : code === CLOSE.roomClosed
      ? 'roomClosed'
      : code === CLOSE.refused
        ? 'refused'
        : code === 1000
          ? null
          : 'other';
}

/** What the session server's parts share: its rooms, players and connections, and the context they run in. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { encode, type JsonObject, type Lang, type View } from '../src/net/protocol.ts';
import type { PartCollector } from '../src/net/viewPatch.ts';
import type { QueuedRecord, RoomStore } from './roomStore.ts';
import type { Bucket, ServerLimits } from './serverLimits.ts';

/**
 * What a connection writes to: a WebSocket of this process, or (with Redis, issue 27) a client connected to
 * another server process, whose frames travel through Redis ({@link Relay}).
 */
export interface Sock {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(frame: string): void;
  close(code: number, reason: string): void;
  terminate(): void;
  ping(): void;
}

export interface Player {
  readonly id: string;
  name: string;
  lang: Lang;
  creatureIds: string[];
  readonly resumeHash: Buffer;
  conn: Conn | null;
  /** When the player was last connected. */
  lastSeen: number;
  /** Picture bytes this player may still be sent (refills with time). */
  readonly pictureBudget: Bucket;
}

export interface Room {
  readonly id: string;
  readonly gmHash: Buffer;
  readonly playerHash: Buffer;
  /** Known while the process that created the room runs; a room read back from the store has only its hash. */
  readonly playerSecret: string | null;
  gm: Conn | null;
  readonly players: Map<string, Player>;
  /** The latest view: its value (patched in place) and its encoded `view` frame (made when needed). */
  view: { rev: number; value: JsonObject; frame: string | null } | null;
  camera: string | null;
  /** The newest overlay frame (what the GM points at, filtered in the GM's tab). */
  overlay: string | null;
  /** When the GM last left (or the room was created without one); null while a GM is connected. */
  noGmSince: number | null;
  /** Requests that arrived while no GM was connected, oldest first. */
  queue: QueuedRecord[];
  /** A write to the store is scheduled (for `saveDue`). */
  saveTimer: ReturnType<typeof setTimeout> | null;
  saveDue: number;
  /** When the room was last written. */
  savedAt: number;
}

/** What one address is using now. */
export interface Address {
  conns: number;
  pending: number;
  readonly openings: Bucket;
  readonly creations: Bucket;
}

export interface Conn {
  readonly ws: Sock;
  readonly addr: string;
  /** A client of another server process, relayed through Redis (its socket's health is that process's care). */
  readonly remote: boolean;
  /** The view revision this connection was sent last (a patch from it fits). */
  viewRev: number | null;
  /** A GM's whole view arriving in parts. */
  readonly parts: PartCollector;
  /** Still counted as half-open for its address (no opening message yet). */
  pending: boolean;
  /** Frames that arrived while its room was being looked up in Redis (handled in order once it is found). */
  held: string[] | null;
  /** This process's client whose room is served by another process: its frames go there (Redis relay). */
  tunnel: { readonly owner: string; readonly id: string } | null;
  /** Picture ids this connection asked for (each at most once). */
  readonly pictureIds: Set<string>;
  role: 'pending' | 'gm' | 'player';
  room: Room | null;
  playerId: string | null;
  alive: boolean;
  strikes: number;
  lastErrorAt: number;
  readonly bucket: Bucket;
  readonly pings: Bucket;
  helloTimer: ReturnType<typeof setTimeout> | null;
  pointer: {
    last: number;
    pending: { x: number; y: number } | null | undefined;
    timer: ReturnType<typeof setTimeout> | null;
  };
}

/** Where a room lives when several server processes share Redis (issue 27; server/relay.ts). */
export interface RoomSpace {
  /**
   * Find the room of an opening: served here (read from Redis if needed), elsewhere (the opening is relayed
   * there and so is every later frame), or unknown.
   */
  route(c: Conn, roomId: string, hello: string): Promise<'here' | 'relayed' | 'unknown'>;
  /** A room created here is served here. */
  claimNew(roomId: string): void;
  /** Relay a frame of this process's client to the process serving its room. */
  forward(c: Conn, frame: string): void;
  /** This process's client left. */
  closed(c: Conn): void;
  /** The room may be unused here now (everybody left, or it was closed): if so it is written and handed back. */
  idle(room: Room): void;
  close(): Promise<void>;
}

/** The context every part of one session server runs in. */
export interface Ctx {
  readonly limits: ServerLimits;
  readonly log: (line: string) => void;
  readonly createToken: string | undefined;
  readonly rooms: Map<string, Room>;
  readonly conns: Set<Conn>;
  readonly store: RoomStore;
  readonly addresses: Map<string, Address>;
  /** The GM secret of a room just created, handed out once and then forgotten (only its hash is kept). */
  readonly createdSecrets: WeakMap<Room, string>;
  /** Set with `REDIS_URL`: rooms shared with other server processes. */
  space: RoomSpace | null;
  /** The server is closing (no new rooms are read from the store). */
  closing: boolean;
}

export const random = (bytes: number) => randomBytes(bytes).toString('base64url');
export const hash = (s: string) => createHash('sha256').update(s).digest();
export const sameHash = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** The `view` frame of a view (encoded once per revision). */
export const frameOf = (v: NonNullable<Room['view']>): string =>
  (v.frame ??= encode({ t: 'view', rev: v.rev, view: v.value as unknown as View }));

/**
 * Where the session server keeps its rooms so that they outlive a restart (issue 27): a small interface, an
 * in-memory store (tests, `--no-store`) and the embedded default, one JSON file per room under a data directory.
 *
 * Why files written atomically rather than an embedded database: a room is one small record (hashes, roster,
 * queued requests, the latest view) read whole at start-up and written whole, a few times a second at most
 * (writes are coalesced per room); nothing is ever queried across rooms. One file per room, written to a
 * temporary name, flushed to disk and renamed over the old one, gives all-or-nothing writes on every POSIX file
 * system (rename is atomic) with no native module to build and nothing to migrate; a half-written temporary file
 * left by a crash is ignored and removed at the next start. Redis (`REDIS_URL`) plugs in behind the same interface.
 *
 * What a record holds: no secret — only SHA-256 hashes of the GM secret, the player secret and each player's
 * resume key — and what the GM's tab already published for the players (their filtered view, camera, overlay).
 */
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** A player on a room's roster, as kept. */
export interface PlayerRecord {
  readonly id: string;
  readonly name: string;
  readonly lang: 'en' | 'ja';
  readonly creatureIds: readonly string[];
  /** SHA-256 of the player's resume key (hex). */
  readonly resumeHash: string;
  /** When the player was last connected (ms since the epoch). */
  readonly lastSeen: number;
}

/** A request that arrived while no GM was connected: delivered to the GM when it comes back. */
export interface QueuedRecord {
  readonly playerId: string;
  readonly reqId: string;
  readonly command: unknown;
  readonly basedOnRevision: number;
  readonly at: number;
}

/** A room as kept. Frames are the server's own encoded messages (checked when they were received). */
export interface RoomRecord {
  readonly v: 1;
  readonly id: string;
  /** SHA-256 of the GM secret and of the player secret (hex). */
  readonly gmHash: string;
  readonly playerHash: string;
  readonly players: readonly PlayerRecord[];
  readonly queue: readonly QueuedRecord[];
  readonly view: { readonly rev: number; readonly frame: string } | null;
  readonly camera: string | null;
  readonly overlay: string | null;
  /** When the GM left (or the server stopped); null is read as "at start-up". */
  readonly noGmSince: number | null;
}

/** The store behind the session server. Writes of one room never overlap (the server coalesces them). */
export interface RoomStore {
  /** Every room kept (malformed records are skipped). */
  load(): Promise<RoomRecord[]>;
  save(room: RoomRecord): Promise<void>;
  remove(id: string): Promise<void>;
}

const ROOM_ID = /^[A-Za-z0-9_-]{16,64}$/;
const HEX = /^[0-9a-f]{64}$/;
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A record read back, checked field by field (a file edited by hand or damaged is skipped, never trusted). */
export function checkRecord(v: unknown): RoomRecord | null {
  if (!isObj(v) || v.v !== 1 || typeof v.id !== 'string' || !ROOM_ID.test(v.id)) return null;
  if (typeof v.gmHash !== 'string' || !HEX.test(v.gmHash)) return null;
  if (typeof v.playerHash !== 'string' || !HEX.test(v.playerHash)) return null;
  if (!Array.isArray(v.players) || !Array.isArray(v.queue)) return null;
  const players: PlayerRecord[] = [];
  for (const p of v.players) {
    if (!isObj(p) || typeof p.id !== 'string' || typeof p.name !== 'string' || typeof p.resumeHash !== 'string')
      return null;
    if (!HEX.test(p.resumeHash) || !Array.isArray(p.creatureIds)) return null;
    players.push({
      id: p.id,
      name: p.name,
      lang: p.lang === 'ja' ? 'ja' : 'en',
      creatureIds: p.creatureIds.filter((x): x is string => typeof x === 'string'),
      resumeHash: p.resumeHash,
      lastSeen: typeof p.lastSeen === 'number' ? p.lastSeen : 0,
    });
  }
  const queue: QueuedRecord[] = [];
  for (const q of v.queue) {
    if (!isObj(q) || typeof q.playerId !== 'string' || typeof q.reqId !== 'string') return null;
    if (!Number.isInteger(q.basedOnRevision) || !isObj(q.command)) return null;
    queue.push({
      playerId: q.playerId,
      reqId: q.reqId,
      command: q.command,
      basedOnRevision: q.basedOnRevision as number,
      at: typeof q.at === 'number' ? q.at : 0,
    });
  }
  const frame = (x: unknown) => (typeof x === 'string' ? x : null);
  const view =
    isObj(v.view) && Number.isInteger(v.view.rev) && typeof v.view.frame === 'string'
      ? { rev: v.view.rev as number, frame: v.view.frame }
      : null;
  return {
    v: 1,
    id: v.id,
    gmHash: v.gmHash,
    playerHash: v.playerHash,
    players,
    queue,
    view,
    camera: frame(v.camera),
    overlay: frame(v.overlay),
    noGmSince: typeof v.noGmSince === 'number' ? v.noGmSince : null,
  };
}

/** Rooms in memory only: a restart forgets them (tests; a server started without a data directory). */
export function memoryRoomStore(): RoomStore & { readonly records: Map<string, string> } {
  const records = new Map<string, string>();
  return {
    records,
    load: async () => [...records.values()].map((t) => checkRecord(JSON.parse(t))).filter((r) => r !== null),
    save: async (r) => void records.set(r.id, JSON.stringify(r)),
    remove: async (id) => void records.delete(id),
  };
}

/** One file per room under `dir` (created if missing), each written to a temporary file, synced, then renamed. */
export function fileRoomStore(dir: string): RoomStore {
  let seq = 0;
  const file = (id: string) => {
    if (!ROOM_ID.test(id)) throw new Error('bad room id');
    return join(dir, `${id}.json`);
  };
  return {
    async load() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const out: RoomRecord[] = [];
      for (const name of await readdir(dir)) {
        const path = join(dir, name);
        if (name.endsWith('.tmp')) {
          await rm(path, { force: true }); // a write cut short by a crash: the previous record still stands
          continue;
        }
        if (!name.endsWith('.json')) continue;
        try {
          const r = checkRecord(JSON.parse(await readFile(path, 'utf8')));
          if (r && `${r.id}.json` === name) out.push(r);
        } catch {
          // An unreadable record is skipped (and left for a person to look at).
        }
      }
      return out;
    },
    async save(r) {
      const target = file(r.id);
      const tmp = `${target}.${process.pid}.${++seq}.tmp`;
      const h = await open(tmp, 'w', 0o600);
      try {
        await h.writeFile(JSON.stringify(r), 'utf8');
        await h.sync();
      } finally {
        await h.close();
      }
      await rename(tmp, target);
    },
    async remove(id) {
      await rm(file(id), { force: true });
    },
  };
}

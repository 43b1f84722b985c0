/**
 * Rooms kept in Redis (issue 27, `REDIS_URL`): one key per room holding its record (the same {@link RoomRecord}
 * as the file store), written only by the process that serves the room.
 *
 * Why one key per room written by its serving process, fenced by a Lua script, rather than WATCH/MULTI or a hash
 * field per part: a room is served by exactly one process at a time (its lease, `owner:<room>`, see relay.ts), so
 * two processes never edit one room concurrently — the roster, queue and view are changed in that process's
 * memory and written whole (coalesced, like the file store). The script writes only while the lease is still
 * this process's: a process that stalled past its lease (another process serves the room now) cannot overwrite
 * the newer record. WATCH/MULTI would retry on conflicts that the lease already rules out; per-field hashes would
 * let two writers mix halves of two rooms' states.
 *
 * Keys (prefix `saddlegrid:` by default): `room:<id>` the record (JSON), expiring `roomGraceMs` after its GM
 * left (refreshed while the GM is connected); `owner:<id>` the serving process's id, expiring `leaseMs` after its
 * last renewal; `proc:<id>` a live process (same expiry). Channel `to:<process>`: frames for that process.
 */
import type { Redis } from 'ioredis';
import { checkRecord, type RoomRecord, type RoomStore } from './roomStore.ts';

export interface RedisKeys {
  room(id: string): string;
  owner(id: string): string;
  proc(proc: string): string;
  channel(proc: string): string;
  readonly procPrefix: string;
}

export const redisKeys = (prefix: string): RedisKeys => ({
  room: (id) => `${prefix}room:${id}`,
  owner: (id) => `${prefix}owner:${id}`,
  proc: (p) => `${prefix}proc:${p}`,
  channel: (p) => `${prefix}to:${p}`,
  procPrefix: `${prefix}proc:`,
});

// KEYS[1] owner key, KEYS[2] room key; ARGV[1] this process, ARGV[2] record, ARGV[3] expiry (ms).
const SAVE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1`;
const REMOVE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[2])
return 1`;

/** A store that also reads one room (rooms are read when a client asks for one, not at start-up). */
export interface RedisRoomStore extends RoomStore {
  get(id: string): Promise<RoomRecord | null>;
}

export function redisRoomStore(redis: Redis, keys: RedisKeys, me: string, graceMs: number): RedisRoomStore {
  return {
    // Every process serves rooms on demand: nothing is read at start-up.
    load: async () => [],
    async get(id) {
      const text = await redis.get(keys.room(id));
      if (text === null) return null;
      try {
        return checkRecord(JSON.parse(text));
      } catch {
        return null; // a damaged record is not trusted
      }
    },
    async save(r) {
      // Forgotten `roomGraceMs` after the GM left (a record written while the GM is connected says "left now").
      const ttl = Math.max(1000, Math.round((r.noGmSince ?? Date.now()) + graceMs - Date.now()));
      const ok = await redis.eval(SAVE, 2, keys.owner(r.id), keys.room(r.id), me, JSON.stringify(r), ttl);
      if (ok !== 1) throw new Error('another process serves this room now (not written)');
    },
    async remove(id) {
      await redis.eval(REMOVE, 2, keys.owner(id), keys.room(id), me);
    },
  };
}

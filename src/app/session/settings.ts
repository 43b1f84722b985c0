/**
 * The session's settings per encounter (kept in localStorage under the library entry's id, beside the app's other
 * per-browser settings; never in the rules state, so nothing of it enters the encounter's history or its file):
 * whether players' requests apply at once or wait for the GM's OK, and which creatures each player controls.
 *
 * And per encounter, with the encounter in the GM's browser (localStorage, issue 27): the room's credentials, its
 * creature-alias key and the requests that waited for the GM's OK — so that a reload, a tab closed and reopened days
 * later, or a restart of the session server (which keeps the room, `server/roomStore.ts`) retakes the same room:
 * players keep their links and their ids. "End the session" removes them.
 */
import type { ApprovalMode, QueuedRequest } from '../../services/players/desk';
import type { GmCredentials } from '../../net/client';
import { asCommand } from '../../rules';

/** The per-encounter settings. */
export interface EncounterSessionSettings {
  readonly mode: ApprovalMode;
  /** Creature ids per player id (the players of this tab's room). */
  readonly assign: Readonly<Record<string, readonly string[]>>;
}

export const DEFAULT_SETTINGS: EncounterSessionSettings = { mode: 'auto', assign: {} };

type KV = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SETTINGS_PREFIX = 'saddlegrid.session.';
const CREDENTIALS_PREFIX = 'saddlegrid.room.';
const QUEUE_PREFIX = 'saddlegrid.roomQueue.';
const ALIAS_PREFIX = 'saddlegrid.roomKey.';
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

const readJson = (kv: KV | null, key: string): unknown => {
  try {
    const t = kv?.getItem(key);
    return t ? (JSON.parse(t) as unknown) : null;
  } catch {
    return null;
  }
};
const writeJson = (kv: KV | null, key: string, v: unknown): void => {
  try {
    kv?.setItem(key, JSON.stringify(v));
  } catch {
    // A full or disabled storage: the setting lasts as long as the tab.
  }
};

/** The settings of one encounter (checked: anything malformed is the default). */
export function readSettings(kv: KV | null, encounterKey: string): EncounterSessionSettings {
  const v = readJson(kv, SETTINGS_PREFIX + encounterKey);
  if (!isObj(v)) return DEFAULT_SETTINGS;
  const mode: ApprovalMode = v.mode === 'approve' ? 'approve' : 'auto';
  const assign: Record<string, string[]> = {};
  if (isObj(v.assign))
    for (const [pid, ids] of Object.entries(v.assign))
      if (ID.test(pid) && Array.isArray(ids))
        assign[pid] = ids
          .filter((x): x is string => typeof x === 'string' && x.length > 0 && x.length <= 100)
          .slice(0, 200);
  return { mode, assign };
}

export function writeSettings(kv: KV | null, encounterKey: string, s: EncounterSessionSettings): void {
  writeJson(kv, SETTINGS_PREFIX + encounterKey, s);
}

const SECRET = /^[A-Za-z0-9_-]{16,128}$/;

/** The room of an encounter (null: none). */
export function readCredentials(kv: KV | null, encounterKey: string): GmCredentials | null {
  const v = readJson(kv, CREDENTIALS_PREFIX + encounterKey);
  if (!isObj(v) || typeof v.room !== 'string' || typeof v.gmSecret !== 'string') return null;
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(v.room) || !SECRET.test(v.gmSecret)) return null;
  const playerSecret = typeof v.playerSecret === 'string' && SECRET.test(v.playerSecret) ? v.playerSecret : null;
  return { room: v.room, gmSecret: v.gmSecret, ...(playerSecret ? { playerSecret } : {}) };
}

const remove = (kv: KV | null, key: string) => {
  try {
    kv?.removeItem(key);
  } catch {
    /* nothing kept */
  }
};

export function writeCredentials(kv: KV | null, encounterKey: string, c: GmCredentials | null): void {
  if (c)
    writeJson(kv, CREDENTIALS_PREFIX + encounterKey, {
      room: c.room,
      gmSecret: c.gmSecret,
      ...(c.playerSecret ? { playerSecret: c.playerSecret } : {}),
    });
  else remove(kv, CREDENTIALS_PREFIX + encounterKey);
}

/** Move an encounter's room (credentials, alias key, queue) to another encounter key: the room follows the GM's tab. */
export function moveRoom(kv: KV | null, from: string, to: string): void {
  if (from === to) return;
  for (const prefix of [CREDENTIALS_PREFIX, ALIAS_PREFIX, QUEUE_PREFIX])
    try {
      const t = kv?.getItem(prefix + from);
      if (t === null || t === undefined) remove(kv, prefix + to);
      else kv?.setItem(prefix + to, t);
      remove(kv, prefix + from);
    } catch {
      /* nothing kept */
    }
}

/**
 * The key of the room's creature aliases (issue 26, `services/players/aliases.ts`): kept with the room, so that the
 * players' pages keep their ids across a reload of the GM's tab; a new room gets a new key.
 */
export function readAliasKey(kv: KV | null, encounterKey: string): Uint8Array | null {
  const v = readJson(kv, ALIAS_PREFIX + encounterKey);
  if (typeof v !== 'string' || !/^[0-9a-f]{64}$/.test(v)) return null;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(v.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function writeAliasKey(kv: KV | null, encounterKey: string, key: Uint8Array | null): void {
  if (key) writeJson(kv, ALIAS_PREFIX + encounterKey, Array.from(key, (b) => b.toString(16).padStart(2, '0')).join(''));
  else remove(kv, ALIAS_PREFIX + encounterKey);
}

/** Requests that waited for the GM's OK (checked again when they are received after a reload). */
export function readQueue(kv: KV | null, encounterKey: string): QueuedRequest[] {
  const v = readJson(kv, QUEUE_PREFIX + encounterKey);
  if (!Array.isArray(v)) return [];
  const out: QueuedRequest[] = [];
  for (const q of v.slice(0, 30))
    if (
      isObj(q) &&
      typeof q.reqId === 'string' &&
      typeof q.playerId === 'string' &&
      ID.test(q.playerId) &&
      isObj(q.command) &&
      typeof q.command.type === 'string' &&
      isObj(q.asked) &&
      Number.isInteger(q.basedOnRevision)
    )
      out.push({
        reqId: q.reqId.slice(0, 64),
        playerId: q.playerId,
        command: asCommand({ ...q.command, type: q.command.type }),
        asked: q.asked,
        basedOnRevision: q.basedOnRevision as number,
        at: typeof q.at === 'number' ? q.at : 0,
      });
  return out;
}

export function writeQueue(kv: KV | null, encounterKey: string, q: readonly QueuedRequest[]): void {
  if (q.length === 0) remove(kv, QUEUE_PREFIX + encounterKey);
  else writeJson(kv, QUEUE_PREFIX + encounterKey, q);
}

/** The rooms of one session server: kept records (issue 27), creation, closing, the roster. */
import { CLOSE, encode, type JsonObject, type RosterEntry, type ServerMessage } from '../src/net/protocol.ts';
import type { RoomRecord } from './roomStore.ts';
import { closeConn, sendFrame } from './conns.ts';
import { frameOf, hash, random, type Ctx, type Player, type Room } from './serverTypes.ts';

function viewOf(v: RoomRecord['view']): Room['view'] {
  if (!v) return null;
  try {
    const m = JSON.parse(v.frame) as { view?: unknown };
    return m.view && typeof m.view === 'object' ? { rev: v.rev, value: m.view as JsonObject, frame: v.frame } : null;
  } catch {
    return null;
  }
}

export const recordOf = (room: Room): RoomRecord => ({
  v: 1,
  id: room.id,
  gmHash: room.gmHash.toString('hex'),
  playerHash: room.playerHash.toString('hex'),
  players: [...room.players.values()].map((p) => ({
    id: p.id,
    name: p.name,
    lang: p.lang,
    creatureIds: p.creatureIds,
    resumeHash: p.resumeHash.toString('hex'),
    lastSeen: p.conn ? Date.now() : p.lastSeen,
  })),
  queue: room.queue,
  view: room.view ? { rev: room.view.rev, frame: frameOf(room.view) } : null,
  camera: room.camera,
  overlay: room.overlay,
  noGmSince: room.gm ? Date.now() : room.noGmSince,
});

/** A room read back from the store (nobody connected yet). */
export function roomOf(ctx: Ctx, r: RoomRecord, now: number): Room {
  const players = new Map<string, Player>();
  for (const p of r.players)
    players.set(p.id, {
      id: p.id,
      name: p.name,
      lang: p.lang,
      creatureIds: [...p.creatureIds],
      resumeHash: Buffer.from(p.resumeHash, 'hex'),
      conn: null,
      lastSeen: p.lastSeen,
      pictureBudget: { tokens: ctx.limits.pictureBudgetBytes, at: now },
    });
  return {
    id: r.id,
    gmHash: Buffer.from(r.gmHash, 'hex'),
    playerHash: Buffer.from(r.playerHash, 'hex'),
    playerSecret: null,
    gm: null,
    players,
    view: viewOf(r.view),
    camera: r.camera,
    overlay: r.overlay,
    noGmSince: r.noGmSince ?? now,
    queue: [...r.queue],
    saveTimer: null,
    saveDue: 0,
    savedAt: now,
  };
}

const writes = new WeakMap<Ctx, Map<string, Promise<void>>>();
/** Writes of every room still under way. */
export const pendingWrites = (ctx: Ctx): Promise<void>[] => [...(writes.get(ctx)?.values() ?? [])];

/** The write of one room under way (resolved when there is none). */
export const writeOf = (ctx: Ctx, id: string): Promise<void> => writes.get(ctx)?.get(id) ?? Promise.resolve();

/** Write the room now (or remove it when it is gone), after any write of it still under way. */
export function write(ctx: Ctx, room: Room): Promise<void> {
  if (room.saveTimer) clearTimeout(room.saveTimer);
  room.saveTimer = null;
  room.savedAt = Date.now();
  const rec = ctx.rooms.get(room.id) === room ? recordOf(room) : null;
  let mine = writes.get(ctx);
  if (!mine) writes.set(ctx, (mine = new Map()));
  const all = mine;
  const next = (all.get(room.id) ?? Promise.resolve())
    .then(() => (rec ? ctx.store.save(rec) : ctx.store.remove(room.id)))
    .catch((e: unknown) => ctx.log(`could not write a room: ${e instanceof Error ? e.message : String(e)}`));
  all.set(room.id, next);
  void next.then(() => {
    if (all.get(room.id) === next) all.delete(room.id);
  });
  return next;
}

/** Write the room soon (changes within `persistMs` go in one write). */
export function persist(ctx: Ctx, room: Room, viewOnly = false): void {
  if (ctx.rooms.get(room.id) !== room) return;
  const due = Date.now() + (viewOnly ? ctx.limits.viewPersistMs : ctx.limits.persistMs);
  if (room.saveTimer && room.saveDue <= due) return;
  if (room.saveTimer) clearTimeout(room.saveTimer);
  room.saveDue = due;
  room.saveTimer = setTimeout(() => void write(ctx, room), due - Date.now());
}

export function newRoom(ctx: Ctx): Room | null {
  if (ctx.rooms.size >= ctx.limits.maxRooms) return null;
  let id = random(16);
  while (ctx.rooms.has(id)) id = random(16);
  const gmSecret = random(32);
  const playerSecret = random(32);
  const now = Date.now();
  const room: Room = {
    id,
    gmHash: hash(gmSecret),
    playerHash: hash(playerSecret),
    playerSecret,
    gm: null,
    players: new Map(),
    view: null,
    camera: null,
    overlay: null,
    noGmSince: now,
    queue: [],
    saveTimer: null,
    saveDue: 0,
    savedAt: now,
  };
  ctx.rooms.set(id, room);
  ctx.space?.claimNew(id);
  void write(ctx, room);
  ctx.createdSecrets.set(room, gmSecret);
  ctx.log(`room created (${ctx.rooms.size} rooms)`);
  return room;
}

/** A room just created, with its secrets (handed out once). */
export function created(ctx: Ctx, room: Room): { room: string; gmSecret: string; playerSecret: string } {
  const gmSecret = ctx.createdSecrets.get(room) as string;
  ctx.createdSecrets.delete(room);
  return { room: room.id, gmSecret, playerSecret: room.playerSecret as string };
}

export function destroyRoom(ctx: Ctx, room: Room, code: number, reason: string): void {
  ctx.rooms.delete(room.id);
  void write(ctx, room);
  for (const p of room.players.values()) if (p.conn) closeConn(p.conn, code, reason);
  if (room.gm) closeConn(room.gm, code, reason);
  ctx.space?.idle(room);
  ctx.log(`room closed (${ctx.rooms.size} rooms)`);
}

/** A player leaves the roster (removed by the GM, expired, or made room for a newcomer). */
export function dropPlayer(ctx: Ctx, room: Room, p: Player): void {
  room.players.delete(p.id);
  room.queue = room.queue.filter((q) => q.playerId !== p.id);
  persist(ctx, room);
  if (p.conn) {
    const pc = p.conn;
    p.conn = null;
    pc.room = null;
    closeConn(pc, CLOSE.kicked, 'removed by the GM');
  }
}

function rosterMessage(room: Room): ServerMessage {
  const players: RosterEntry[] = [...room.players.values()].map((p) => ({
    id: p.id,
    name: p.name,
    lang: p.lang,
    creatureIds: p.creatureIds,
    online: p.conn !== null,
  }));
  return { t: 'roster', gmOnline: room.gm !== null, players };
}

export function broadcastRoster(ctx: Ctx, room: Room): void {
  const frame = encode(rosterMessage(room));
  if (room.gm) sendFrame(ctx, room.gm, frame);
  for (const p of room.players.values()) if (p.conn) sendFrame(ctx, p.conn, frame);
}

/** Rooms whose GM stayed away too long are closed; offline roster entries expire (issue 27). */
export function sweepRooms(ctx: Ctx, now: number): void {
  for (const r of [...ctx.rooms.values()]) {
    if (r.noGmSince !== null && now - r.noGmSince > ctx.limits.roomGraceMs) {
      destroyRoom(ctx, r, CLOSE.roomClosed, 'the GM did not come back');
      continue;
    }
    let gone = false;
    for (const p of [...r.players.values()])
      if (!p.conn && now - p.lastSeen > ctx.limits.offlinePlayerMs) {
        dropPlayer(ctx, r, p);
        gone = true;
      }
    if (gone) broadcastRoster(ctx, r);
    // With Redis, a room nobody uses here is handed back (any process may serve it next); its key's expiry is
    // refreshed while its GM is connected.
    if (ctx.space) {
      if (r.gm && now - r.savedAt > ctx.limits.roomGraceMs / 4) persist(ctx, r);
      ctx.space.idle(r);
    }
  }
}

/**
 * Run the session server: `npx tsx server/main.ts` (or `node --import tsx server/main.ts`); compiled ahead of
 * time by `npm run build:server` into `dist-server/main.mjs` (`node dist-server/main.mjs`, no tsx at run time).
 *
 * With `SADDLEGRID_APP_DIR` (the built app, `dist`; `npm start` sets it) it is the production server
 * (`server/http.ts`): one port (`PORT`, default 4173) serves the app and `/ws`. Without it, the session server
 * alone on `SESSION_PORT` (for `npm run dev`, whose Vite server proxies /ws to it).
 *
 * Environment: `HOST` (default 127.0.0.1; `0.0.0.0` for players on the same network), `SESSION_PORT` (or
 * `SADDLEGRID_SESSION_PORT`, the name vite.config.ts's proxy reads; default 8787), `SADDLEGRID_CREATE_TOKEN` (if set, creating a room needs it), `ROOM_GRACE_MINUTES`
 * (default 60), `MAX_ROOMS` (default 200), `SADDLEGRID_INVITE_HOSTS` (addresses players reach the app at, comma
 * separated, or `lan` for this machine's: `npm start --host 0.0.0.0` sets it), `SADDLEGRID_DATA_DIR` (where rooms
 * are kept across restarts, default `.saddlegrid/rooms` under the working directory; `memory` keeps them in memory
 * only), `REDIS_URL` (rooms kept in Redis and shared by every server process using it, issue 27; replaces the
 * data directory; `REDIS_LEASE_MS`, default 4000, is how soon the other processes take over the rooms of one that
 * died), `SADDLEGRID_ALLOWED_ORIGINS` (other origins whose pages may connect, comma separated; the serving origin
 * always may), `ROOMS_PER_HOUR` / `ROOMS_BURST` (rooms one address may create, default 10 an hour, 5 at once; the
 * test suite, whose every GM is on 127.0.0.1, raises them), `SADDLEGRID_LIMITS` (any other limit of `DEFAULT_LIMITS` as JSON,
 * e.g. `{"maxPlayersPerRoom":32}`; unknown names and values of the wrong type are ignored, with a warning; it wins over the variables above). Every other limit is `DEFAULT_LIMITS` (docs/multiplayer.md). Stops cleanly on Ctrl+C / SIGTERM (every room written first).
 */
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { startAppServer } from './http.ts';
import { fileRoomStore } from './roomStore.ts';
import { DEFAULT_LIMITS, startSessionServer, type ServerLimits } from './sessionServer.ts';

const env = process.env;
const num = (v: string | undefined, fallback: number) => {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** `SADDLEGRID_LIMITS`: limits by name, each of its default's type (a number ≥ 0, a boolean, a list of strings). */
function limitsFromJson(text: string | undefined): Partial<ServerLimits> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    console.warn('[session] SADDLEGRID_LIMITS is not JSON: ignored');
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed && typeof parsed === 'object' ? parsed : {})) {
    const d: unknown = (DEFAULT_LIMITS as unknown as Record<string, unknown>)[k];
    const ok =
      d === undefined
        ? false
        : typeof d === 'number'
          ? typeof v === 'number' && Number.isFinite(v) && v >= 0
          : Array.isArray(d)
            ? Array.isArray(v) && v.every((x) => typeof x === 'string')
            : typeof v === typeof d;
    if (ok) out[k] = v;
    else console.warn(`[session] SADDLEGRID_LIMITS: ${k} ignored (unknown, or not of its default's type)`);
  }
  return out as Partial<ServerLimits>;
}

const limits: Partial<ServerLimits> = {
  roomGraceMs: num(env.ROOM_GRACE_MINUTES, 14 * 24 * 60) * 60_000,
  maxRooms: num(env.MAX_ROOMS, 200),
  ...(env.ROOMS_PER_HOUR ? { roomsPerHour: num(env.ROOMS_PER_HOUR, 10) } : {}),
  ...(env.ROOMS_BURST ? { roomsBurst: num(env.ROOMS_BURST, 5) } : {}),
  // Pages on other origins that may use this server (the app served elsewhere than the server), comma separated.
  allowedOrigins: (env.SADDLEGRID_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => /^https?:\/\/[A-Za-z0-9.:[\]-]{1,260}$/.test(o)),
  // Last: a limit named here wins over the variables above.
  ...limitsFromJson(env.SADDLEGRID_LIMITS),
};
const host = env.HOST ?? '127.0.0.1';
/** Addresses of this machine on the network (for invite links), when the app is served to it. */
const lanAddresses = (): string[] => {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address);
  return out;
};
const inviteHosts =
  env.SADDLEGRID_INVITE_HOSTS === 'lan'
    ? lanAddresses()
    : (env.SADDLEGRID_INVITE_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter((h) => /^[A-Za-z0-9.:[\]-]{1,253}$/.test(h));
const dataDir = env.SADDLEGRID_DATA_DIR === 'memory' ? null : resolve(env.SADDLEGRID_DATA_DIR || '.saddlegrid/rooms');
// Several processes, one room space (issue 27): rooms in Redis, clients of other processes relayed through it.
const redisUrl = env.REDIS_URL || undefined;
const redisLeaseMs = num(env.REDIS_LEASE_MS, 4000);
const appDir = env.SADDLEGRID_APP_DIR ? resolve(env.SADDLEGRID_APP_DIR) : null;
const options = {
  ...(redisUrl
    ? { redis: { url: redisUrl, leaseMs: redisLeaseMs } }
    : dataDir
      ? { store: fileRoomStore(dataDir) }
      : {}),
  host,
  port: num(env.SESSION_PORT ?? env.SADDLEGRID_SESSION_PORT, 8787),
  limits,
  inviteHosts,
  ...(env.SADDLEGRID_CREATE_TOKEN ? { createToken: env.SADDLEGRID_CREATE_TOKEN } : {}),
  log: (line: string) => console.log(`[session] ${line}`),
};
const server = appDir
  ? await startAppServer({ ...options, appDir, port: num(env.PORT, 4173) })
  : await startSessionServer(options);

if (appDir) console.log(`[server] Saddlegrid app ${appDir} served at ${server.httpUrl}/`);
console.log(`[session] Saddlegrid session server on ${server.wsUrl}  (health: ${server.httpUrl}/health)`);
console.log(
  `[session] rooms kept ${redisUrl ? `in Redis (${redisUrl.replace(/\/\/[^@/]*@/, '//…@')})` : dataDir ? `in ${dataDir}` : 'in memory only'}`,
);
if (host === '0.0.0.0')
  for (const a of lanAddresses()) console.log(`[session]   on the network: ws://${a}:${server.port}/ws`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[session] ${signal}: closing`);
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

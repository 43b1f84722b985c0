/**
 * The session server's figures for `npm run bench` (issue 27), measured against the compiled server
 * (`dist-server/main.mjs`, `npm run build:server`; no tsx in the server) run as a child process. scripts/bench.mjs
 * runs this file as `node --import tsx bench/session.ts [--smoke]`; it prints one JSON line.
 *
 * 1. Request → visible on every page at 8 / 50 / 200 players in one room: a player's request goes to the GM (the
 *    real GM client, `src/net/client.ts`, which publishes the next view as a patch from the last revision); the
 *    time until the patch has reached every player's socket. The players' view is the real filtered view
 *    (`bench/viewPatch.ts`) of 1,000 creatures (smoke: 50 creatures, 8 and 20 players), one creature moved per request.
 * 2. Bytes per one-creature move at 100 / 1,000 / 5,000 creatures: the whole view and the patch frame a player
 *    receives through the server.
 * 3. Server memory per room: rooms held (a GM, two players, a sample-sized view each), the server's RSS and heap
 *    (its /health) before and after, per room.
 * 4. Restart → rejoin: the server (rooms kept in files) is stopped (SIGTERM, as a service manager does) and
 *    started again on the same port; the time until the GM's and every player's real client are back in the
 *    same room, as the same players, with the view.
 *
 * Every client runs in this process (players as raw sockets where only the arrival is timed), each with its own
 * address (`X-Forwarded-For`, which the server trusts from loopback) so the per-address limits see a table of
 * separate devices; the server shares the machine's cores with them, so the latencies are an upper bound.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlayerClient, type GmClient } from '../src/net/client';
import type { View } from '../src/net/protocol';
import { device, gmHosts, joinAll, RawPlayer, socketFrom } from './sessionClients';
import { oneMove } from './viewPatch';

const root = fileURLToPath(new URL('..', import.meta.url));
const smoke = process.argv.includes('--smoke');
const log = (s: string) => console.error(`bench session: ${s}`);
const P = smoke
  ? { players: [8, 20], creatures: 50, rounds: 5, moves: [100], rooms: 5, restartPlayers: 3 }
  : { players: [8, 50, 200], creatures: 1000, rounds: 20, moves: [100, 1000, 5000], rooms: 100, restartPlayers: 8 };

// ——— the server ———

interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  readonly url: string;
  readonly exited: Promise<void>;
}

function startServer(env: Record<string, string>): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'dist-server/main.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        SESSION_PORT: '0',
        SADDLEGRID_APP_DIR: '',
        SADDLEGRID_DATA_DIR: 'memory',
        // One room of 200 players (the default roster is 16).
        SADDLEGRID_LIMITS: JSON.stringify({ maxPlayersPerRoom: 256 }),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    let out = '';
    let found = false;
    child.stdout.on('data', (d: Buffer) => {
      if (found) return;
      out += d.toString();
      const m = /ws:\/\/127\.0\.0\.1:(\d+)\/ws/.exec(out);
      if (!m) return;
      found = true;
      resolve({ child, port: Number(m[1]), url: `ws://127.0.0.1:${m[1]}/ws`, exited });
    });
    child.once('exit', (code) => {
      if (!found) reject(new Error(`the server exited (${code}) before listening:\n${out}`));
    });
  });
}

async function stopServer(s: Running): Promise<void> {
  if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await s.exited;
}

const health = async (s: Running) =>
  (await (await fetch(`http://127.0.0.1:${s.port}/health`)).json()) as {
    rooms: number;
    connections: number;
    viewBytes: number;
    memory: { rss: number; heapUsed: number };
  };

/** A free port on this machine (for the restart: the same port twice). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (f: number) => s[Math.min(s.length - 1, Math.floor(f * s.length))] ?? NaN;
  const r = (x: number) => +x.toFixed(1);
  return {
    n: s.length,
    mean: r(s.reduce((a, b) => a + b, 0) / s.length),
    p50: r(q(0.5)),
    p95: r(q(0.95)),
    max: r(q(1)),
  };
};

/** The view with one creature moved one square (new objects along the path, as the GM's store makes them). */
function moved(view: View, id: string, rev: number): View {
  const creatures = view.encounter.creatures as Record<string, { pos: { x: number; y: number } }>;
  const c = creatures[id] as { pos: { x: number; y: number } };
  const line = { en: `move ${rev}`, ja: `移動 ${rev}` };
  return {
    ...view,
    encounter: {
      ...view.encounter,
      creatures: { ...creatures, [id]: { ...c, pos: { x: c.pos.x + (rev % 2 ? 1 : -1), y: c.pos.y } } },
    } as View['encounter'],
    log: [...view.log.slice(view.log.length >= 12 ? 1 : 0), line],
  };
}

// ——— 1. request → visible on every page ———

async function fanOut(s: Running, players: number, base: View) {
  const { gm, room, playerSecret } = await gmHosts(s.url);
  let rev = 1;
  let view = base;
  const ids = Object.keys(view.encounter.creatures as object);
  // The GM's tab: applies the request (the creature named moves) and publishes the next view (as a patch).
  gm.on('message', (m) => {
    if (m.t !== 'request') return;
    rev++;
    view = moved(view, String((m.command as { id: string }).id), rev);
    gm.send({ t: 'answer', to: m.playerId, reqId: m.reqId, result: { status: 'applied', rev } });
    gm.send({ t: 'view', rev, view });
  });
  gm.send({ t: 'view', rev, view });
  const ps = await joinAll(s.url, room, playerSecret, players);
  await Promise.all(ps.map((p) => p.until(1)));
  const times: number[] = [];
  for (let i = 0; i < P.rounds; i++) {
    const target = rev + 1;
    const t0 = performance.now();
    ps[i % ps.length]?.request(`r${i}`, { type: 'moveCreature', id: ids[i % ids.length], to: { x: 0, y: 0 } }, rev);
    await Promise.all(ps.map((p) => p.until(target)));
    times.push(performance.now() - t0);
  }
  const patchBytes = ps[0]?.lastPatchBytes ?? 0;
  for (const p of ps) p.ws.close();
  gm.send({ t: 'closeRoom' });
  gm.close();
  return { players, creatures: ids.length, patchBytes, ...stats(times) };
}

// ——— 2. bytes per one-creature move ———

async function moveBytes(s: Running, n: number) {
  const m = oneMove(n);
  const { gm, room, playerSecret } = await gmHosts(s.url);
  // A view the server refuses is recorded as such (the GM's client is told `error`), not waited for.
  const refused = new Promise<string>((resolve) =>
    gm.on('message', (e) => e.t === 'error' && resolve(`${e.code}${e.detail ? `: ${e.detail}` : ''}`)),
  );
  gm.send({ t: 'view', rev: 1, view: m.before });
  const [p] = await joinAll(s.url, room, playerSecret, 1);
  if (!p) throw new Error('no player');
  const first = await Promise.race([p.until(1).then(() => null), refused]);
  if (first === null) {
    gm.send({ t: 'view', rev: 2, view: m.after });
    await p.until(2);
  }
  p.ws.close();
  gm.send({ t: 'closeRoom' });
  gm.close();
  return {
    creatures: n,
    wholeBytes: m.wholeBytes,
    patchBytes: m.patchBytes,
    wireBytes: first === null ? p.lastPatchBytes : null,
    ...(first === null ? {} : { refused: first }),
    ops: m.ops.length,
    diffMs: +m.diffMs.toFixed(1),
  };
}

// ——— 3. memory per room ———

async function memoryPerRoom(rooms: number, view: View) {
  const s = await startServer({});
  try {
    const before = await health(s);
    const held: { gm: GmClient; ps: RawPlayer[] }[] = [];
    for (let i = 0; i < rooms; i++) {
      const { gm, room, playerSecret } = await gmHosts(s.url);
      gm.send({ t: 'view', rev: 1, view });
      const ps = await joinAll(s.url, room, playerSecret, 2);
      await Promise.all(ps.map((p) => p.until(1)));
      held.push({ gm, ps });
    }
    const after = await health(s);
    for (const r of held) {
      for (const p of r.ps) p.ws.close();
      r.gm.close();
    }
    const kb = (x: number) => +(x / 1024).toFixed(1);
    return {
      rooms: after.rooms,
      connections: after.connections,
      viewKbPerRoom: kb(after.viewBytes / rooms),
      rssKbPerRoom: kb((after.memory.rss - before.memory.rss) / rooms),
      heapKbPerRoom: kb((after.memory.heapUsed - before.memory.heapUsed) / rooms),
      rssMbBefore: +(before.memory.rss / 1048576).toFixed(1),
      rssMbAfter: +(after.memory.rss / 1048576).toFixed(1),
    };
  } finally {
    await stopServer(s);
  }
}

// ——— 4. restart → rejoin ———

async function restartToRejoin(players: number, view: View) {
  const dir = mkdtempSync(join(tmpdir(), 'saddlegrid-bench-rooms-'));
  const env = { SESSION_PORT: String(await freePort()), SADDLEGRID_DATA_DIR: dir };
  let s = await startServer(env);
  const { gm, room, playerSecret } = await gmHosts(s.url);
  const clients = Array.from({ length: players }, (_, i) =>
    createPlayerClient({
      url: s.url,
      socket: socketFrom(device()),
      room,
      secret: playerSecret,
      name: `P${i}`,
      lang: 'en',
    }),
  );
  try {
    let killedAt = Infinity;
    const back = (c: (typeof clients)[number]) =>
      new Promise<number>((resolve) => {
        const id = () => c.identity?.playerId;
        let was: string | undefined;
        c.on('message', (m) => {
          if (m.t === 'joined') was ??= m.playerId;
          if (m.t === 'view' && performance.now() > killedAt && id() === was) resolve(performance.now());
        });
      });
    const viewed = clients.map(
      (c) => new Promise<void>((resolve) => c.on('message', (m) => m.t === 'view' && resolve())),
    );
    const rejoined = clients.map(back);
    gm.send({ t: 'view', rev: 1, view });
    for (const c of clients) c.connect();
    await Promise.all(viewed);
    const gmBack = new Promise<number>((resolve) =>
      gm.on(
        'message',
        (m) => m.t === 'hosted' && performance.now() > killedAt && m.room === room && resolve(performance.now()),
      ),
    );
    killedAt = performance.now();
    await stopServer(s);
    const downAt = performance.now();
    s = await startServer(env);
    const upAt = performance.now();
    const all = await Promise.all([gmBack, ...rejoined]);
    const lastAt = Math.max(...all);
    const r = (x: number) => +x.toFixed(0);
    return {
      players,
      stopMs: r(downAt - killedAt),
      startMs: r(upAt - downAt),
      rejoinMs: r(lastAt - killedAt),
      afterUpMs: r(lastAt - upAt),
    };
  } finally {
    for (const c of clients) c.close();
    gm.close();
    await stopServer(s);
    rmSync(dir, { recursive: true, force: true });
  }
}

// ——— the run ———

const out: Record<string, unknown> = { smoke };
log(`the players' view of ${P.creatures} creatures (the real filter)`);
const fanView = oneMove(P.creatures).before;
const sample = oneMove(12).before;
{
  const s = await startServer({});
  try {
    const fan = [];
    for (const n of P.players) {
      log(`request → visible on every page, ${n} players`);
      fan.push(await fanOut(s, n, fanView));
    }
    out.fanOut = fan;
    const moves = [];
    for (const n of P.moves) {
      log(`bytes per one-creature move, ${n} creatures`);
      moves.push(await moveBytes(s, n));
    }
    out.moves = moves;
  } finally {
    await stopServer(s);
  }
}
log(`memory per room, ${P.rooms} rooms`);
out.memory = await memoryPerRoom(P.rooms, sample);
log(`restart → rejoin, a GM and ${P.restartPlayers} players`);
out.restart = await restartToRejoin(P.restartPlayers, sample);
console.log(JSON.stringify(out));
process.exit(0);

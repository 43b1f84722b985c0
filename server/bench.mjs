/* global process, console, performance, setTimeout, clearTimeout, fetch */
// Benchmark of the session server (not a timed test): `node server/bench.mjs`.
//
// 1. Request → visible on every page, 8 players: a player sends a request; a fake GM (a Node client that
//    "applies" it by moving a creature in its view) answers and republishes the whole view; the time until the
//    new view has arrived at all 8 players. With a 12-creature view (~10 kB, the sample encounter's size) and a
//    120-creature one (~100 kB).
// 2. 50 rooms held (1 GM + 4 players each): the server's memory (its own process, from /health), then every
//    GM publishes a view 5 times a second for 5 s: the latency from publishing to arrival at the room's players.
//
// The server runs as a child process (`node --import tsx server/main.ts`), the simulated clients all in this
// process — on a 2-core machine they share the CPU with the server, so these figures are an upper bound.
//
// `node server/bench.mjs --redis` (issue 27) measures the Redis relay instead: a redis-server on a free loopback
// port, two server processes A and B sharing it; request → visible on all 8 pages with the GM on A and the
// players on B, against one process without Redis (and one process with Redis, everybody on it) in the same
// run; then restart-to-rejoin: A is killed hard, the time until the players and the GM are back on B.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { WebSocket } from 'ws';

const V = 1;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function startServer(env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, SESSION_PORT: '0', HOST: '127.0.0.1', SADDLEGRID_DATA_DIR: 'memory', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /ws:\/\/127\.0\.0\.1:(\d+)\/ws/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

/** A client that keeps its last frames and lets the bench wait for one (also one that came already). */
function client(url) {
  const ws = new WebSocket(url);
  const waiters = [];
  const recent = []; // frames no waiter took yet (the newest 20)
  const c = {
    ws,
    onFrame: null,
    send: (m) => ws.send(JSON.stringify(m)),
    next: (pred, timeoutMs = 10_000) => {
      const i = recent.findIndex(pred);
      if (i >= 0) return Promise.resolve(recent.splice(i, 1)[0]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('bench: a frame did not arrive in time')), timeoutMs);
        waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    opened: new Promise((r) => ws.once('open', r)),
  };
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString());
    c.onFrame?.(m);
    const i = waiters.findIndex((w) => w.pred(m));
    if (i >= 0) {
      waiters.splice(i, 1)[0].resolve(m);
      return;
    }
    recent.push(m);
    if (recent.length > 20) recent.shift();
  });
  return c;
}

/** A 4e-like filtered encounter of n creatures (~850 bytes each, as measured on the sample encounter). */
function encounter(n) {
  const creatures = {};
  const order = [];
  for (let i = 1; i <= n; i++) {
    const id = `c${i}`;
    order.push(id);
    creatures[id] = {
      id,
      name: `Creature ${i}`,
      side: i % 2 ? 'party' : 'enemy',
      kind: 'monster',
      size: 'medium',
      pos: { x: i % 20, y: Math.floor(i / 20) },
      elevation: 0,
      flying: false,
      flySpeed: 0,
      speed: 6,
      reach: 1,
      hp: 30,
      hpMax: 30,
      tempHp: 0,
      conditions: [],
      initBonus: 2,
      initiative: null,
      notes: '',
      color: '#8a5a2b',
      glyph: 'C',
      mountId: null,
      isRider: false,
      sys: {
        defences: { ac: 16, fort: 14, ref: 13, will: 12 },
        riding: {
          willingMount: false,
          militarySaddle: false,
          mountedCombatFeat: false,
          combatTrained: false,
          acrobaticsTrained: false,
          acrobaticsBonus: 0,
          athleticsBonus: 3,
          weightLb: 180,
          carryCapacityLb: 150,
        },
        actions: { standard: true, move: true, minor: true },
        effects: [],
      },
    };
  }
  return {
    id: 'bench',
    name: 'Bench',
    system: 'mounted4e',
    grid: {
      width: 24,
      height: 16,
      squareSize: 5,
      unit: 'ft',
      elevation: new Array(384).fill(0),
      terrain: new Array(384).fill(0),
    },
    creatures,
    creatureOrder: order,
    turns: { order, current: 0, round: 1 },
    nextId: n + 1,
    seq: 0,
    pending: null,
    palettes: {},
    sys: { optionalFallRule: false },
  };
}

async function host(url) {
  const gm = client(url);
  await gm.opened;
  gm.send({ t: 'host', v: V });
  const h = await gm.next((m) => m.t === 'hosted');
  return { gm, room: h.room, playerSecret: h.playerSecret, gmSecret: h.gmSecret };
}

async function join(url, room, secret, name) {
  const p = client(url);
  await p.opened;
  p.send({ t: 'join', v: V, room, secret, name, lang: 'en' });
  const j = await p.next((m) => m.t === 'joined');
  return { p, playerId: j.playerId };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (f) => s[Math.min(s.length - 1, Math.floor(f * s.length))];
  return {
    n: s.length,
    mean: s.reduce((a, b) => a + b, 0) / s.length,
    p50: q(0.5),
    p95: q(0.95),
    max: s[s.length - 1],
  };
};
const ms = (x) => `${x.toFixed(2)} ms`;
const mb = (x) => `${(x / 1024 / 1024).toFixed(1)} MB`;
const health = async (port) => (await fetch(`http://127.0.0.1:${port}/health`)).json();

async function requestToEveryPage(url, creatures, rounds, playerUrl = url) {
  const { gm, room, playerSecret } = await host(url);
  const enc = encounter(creatures);
  let rev = 1;
  const view = () => ({ encounter: enc, log: [{ en: `rev ${rev}`, ja: `版 ${rev}` }], events: [], change: 'command' });
  gm.send({ t: 'view', rev, view: view() });
  const frameBytes = JSON.stringify({ t: 'view', rev, view: view() }).length;
  // The fake GM: applies every request (moves the named creature one square) and republishes.
  let sentAt = 0;
  const atGm = [];
  gm.onFrame = (m) => {
    if (m.t !== 'request') return;
    atGm.push(performance.now() - sentAt);
    const c = enc.creatures[m.command.id];
    c.pos = { x: (c.pos.x + 1) % 24, y: c.pos.y };
    rev++;
    gm.send({ t: 'answer', to: m.playerId, reqId: m.reqId, result: { status: 'applied', rev } });
    gm.send({ t: 'view', rev, view: view() });
  };
  const players = [];
  for (let i = 0; i < 8; i++) players.push(await join(playerUrl, room, playerSecret, `P${i}`));
  await Promise.all(players.map(({ p }) => p.next((m) => m.t === 'view')));
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const sender = players[i % 8];
    const target = rev + 1;
    const arrived = players.map(({ p }) => p.next((m) => m.t === 'view' && m.rev >= target));
    const t0 = performance.now();
    sentAt = t0;
    sender.p.send({
      t: 'request',
      reqId: `r${i}`,
      command: { type: 'moveCreature', id: `c${1 + (i % creatures)}`, to: { x: 0, y: 0 } },
      basedOnRevision: rev,
    });
    await Promise.all(arrived);
    times.push(performance.now() - t0);
    await sleep(25); // 40 requests a second: far above a real table, within the GM's rate limit
  }
  for (const { p } of players) p.ws.close();
  gm.send({ t: 'closeRoom' });
  return { frameBytes, ...stats(times), atGm: stats(atGm) };
}

async function fiftyRooms(url, port) {
  const before = await health(port);
  const rooms = [];
  const enc = encounter(12);
  for (let i = 0; i < 50; i++) {
    const r = await host(url);
    const players = [];
    for (let k = 0; k < 4; k++) players.push(await join(url, r.room, r.playerSecret, `R${i}P${k}`));
    rooms.push({ ...r, players });
  }
  for (const r of rooms)
    r.gm.send({ t: 'view', rev: 1, view: { encounter: enc, log: [], events: [], change: 'load' } });
  await Promise.all(rooms.flatMap((r) => r.players.map(({ p }) => p.next((m) => m.t === 'view'))));
  await sleep(500);
  const held = await health(port);
  // Load: every GM publishes 5 views a second for 5 s; each view carries its send time in the log line.
  const lat = [];
  for (const r of rooms)
    for (const { p } of r.players)
      p.onFrame = (m) => {
        if (m.t === 'view' && m.rev > 1) lat.push(performance.now() - Number(m.view.log[0].en));
      };
  const end = performance.now() + 5000;
  let rev = 1;
  while (performance.now() < end) {
    rev++;
    for (const r of rooms)
      r.gm.send({
        t: 'view',
        rev,
        view: { encounter: enc, log: [{ en: String(performance.now()), ja: '' }], events: [], change: 'command' },
      });
    await sleep(200);
  }
  await sleep(500);
  const loaded = await health(port);
  for (const r of rooms) {
    for (const { p } of r.players) p.ws.close();
    r.gm.send({ t: 'closeRoom' });
  }
  return { before, held, loaded, views: rev - 1, latency: stats(lat) };
}

async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startRedis() {
  const dir = mkdtempSync(joinPath(tmpdir(), 'saddlegrid-bench-redis-'));
  const port = await freePort();
  const child = spawn(
    process.env.REDIS_SERVER || 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`redis-server exited ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })),
  };
}

const stopChild = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      });
const wsOf = (port) => `ws://127.0.0.1:${port}/ws`;
const line = (label, r) => {
  console.log(`  ${label.padEnd(44)} mean ${ms(r.mean)}  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  max ${ms(r.max)}`);
  console.log(`  ${'  (the request at the GM)'.padEnd(44)} p50 ${ms(r.atGm.p50)}  p95 ${ms(r.atGm.p95)}`);
};

/** A is killed hard with the GM on it and the players relayed from B: until the players and the GM are back on B. */
async function restartToRejoin(redisUrl, leaseMs, signal = 'SIGKILL') {
  const env = { REDIS_URL: redisUrl, REDIS_LEASE_MS: String(leaseMs) };
  const [a, b] = await Promise.all([startServer(env), startServer(env)]);
  const { room, playerSecret, gmSecret } = await host(wsOf(a.port));
  const players = [];
  for (let i = 0; i < 8; i++) {
    const p = client(wsOf(b.port));
    await p.opened;
    p.send({ t: 'join', v: V, room, secret: playerSecret, name: `P${i}`, lang: 'en' });
    const j = await p.next((m) => m.t === 'joined');
    players.push({ p, resume: j.resume });
  }
  await sleep(500); // the roster written to Redis (within persistMs)
  const closed = players.map(({ p }) => new Promise((r) => p.ws.once('close', r)));
  const t0 = performance.now();
  a.child.kill(signal);
  await Promise.all(closed);
  const back = await Promise.all(
    players.map(async ({ resume }, i) => {
      const p = client(wsOf(b.port));
      await p.opened;
      p.send({ t: 'join', v: V, room, secret: playerSecret, name: `P${i}`, lang: 'en', resume });
      await p.next((m) => m.t === 'joined');
      return p;
    }),
  );
  const playersMs = performance.now() - t0;
  const gm2 = client(wsOf(b.port));
  await gm2.opened;
  gm2.send({ t: 'host', v: V, room, secret: gmSecret });
  await gm2.next((m) => m.t === 'hosted');
  const gmMs = performance.now() - t0;
  for (const p of back) p.ws.close();
  gm2.ws.close();
  await Promise.all([stopChild(a.child), stopChild(b.child)]);
  return { playersMs, gmMs };
}

async function relayBench() {
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url };
  const single = await startServer();
  const [a, b] = await Promise.all([startServer(env), startServer(env)]);
  try {
    console.log(`Redis relay bench (Node ${process.version}; two processes sharing ${redis.url})\n`);
    for (const [n, rounds] of [
      [12, 200],
      [120, 100],
    ]) {
      console.log(`request → visible on all 8 pages, ${n} creatures (whole views republished):`);
      line('one process, no Redis', await requestToEveryPage(wsOf(single.port), n, rounds));
      line('one process with Redis (all clients on A)', await requestToEveryPage(wsOf(a.port), n, rounds));
      line('GM on A, players on B (relayed by Redis)', await requestToEveryPage(wsOf(a.port), n, rounds, wsOf(b.port)));
    }
  } finally {
    await Promise.all([single, a, b].map(({ child }) => stopChild(child)));
  }
  console.log('\nrestart-to-rejoin (A stopped; the GM was on A, 8 players relayed from B; all come back on B):');
  for (const [lease, signal] of [
    [4000, 'SIGKILL'],
    [1000, 'SIGKILL'],
    [4000, 'SIGTERM'],
  ]) {
    const r = await restartToRejoin(redis.url, lease, signal);
    console.log(
      `  ${signal === 'SIGKILL' ? 'killed hard' : 'stopped (SIGTERM)'}, lease ${lease} ms: players back after ${ms(r.playersMs)}, GM back after ${ms(r.gmMs)}`,
    );
  }
  redis.stop();
}

if (process.argv.includes('--redis')) {
  await relayBench();
  process.exit(0);
}

const { child, port } = await startServer();
const url = `ws://127.0.0.1:${port}/ws`;
try {
  console.log(`Session server bench (server pid ${child.pid}, port ${port}, Node ${process.version})\n`);
  for (const [n, rounds] of [
    [12, 300],
    [120, 150],
  ]) {
    const r = await requestToEveryPage(url, n, rounds);
    console.log(
      `request → visible on all 8 pages, ${n} creatures (view frame ${(r.frameBytes / 1024).toFixed(1)} kB), ${r.n} requests:`,
    );
    console.log(`  mean ${ms(r.mean)}  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  max ${ms(r.max)}`);
  }
  const f = await fiftyRooms(url, port);
  console.log(`\n50 rooms × (1 GM + 4 players), a 12-creature view each:`);
  console.log(`  server before: rss ${mb(f.before.memory.rss)}, heap ${mb(f.before.memory.heapUsed)}`);
  console.log(
    `  holding:       rss ${mb(f.held.memory.rss)}, heap ${mb(f.held.memory.heapUsed)}  (${f.held.rooms} rooms, ${f.held.connections} connections, views held ${(f.held.viewBytes / 1024).toFixed(0)} kB)`,
  );
  console.log(
    `  after 5 s of 5 views/s in every room (${f.views} views × 50 rooms → ${f.latency.n} deliveries): rss ${mb(f.loaded.memory.rss)}, heap ${mb(f.loaded.memory.heapUsed)}`,
  );
  console.log(
    `  publish → arrival at a player: mean ${ms(f.latency.mean)}  p50 ${ms(f.latency.p50)}  p95 ${ms(f.latency.p95)}  max ${ms(f.latency.max)}`,
  );
} finally {
  child.kill('SIGTERM');
}

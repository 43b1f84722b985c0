/**
 * The production server (issue 27, `server/http.ts`): one port serves the built app — with the right types,
 * caching, the Content-Security-Policy and nosniff, nothing outside the app directory, no listing — and the
 * session server's /ws, /health, /ws/info and POST /rooms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { CSP_HEADER } from './csp.ts';
import { startAppServer, type AppServer } from './http.ts';
import { Peer } from './testkit.ts';

let dir = '';
let server: AppServer | null = null;
const SECRET = 'outside-the-app-directory';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'saddlegrid-http-'));
  const app = join(dir, 'dist');
  mkdirSync(join(app, 'assets'), { recursive: true });
  mkdirSync(join(app, 'icons'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ secret: SECRET }));
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>Saddlegrid</title>');
  writeFileSync(join(app, 'assets', 'index-Abc123.js'), 'export const x = 1;');
  writeFileSync(join(app, 'assets', 'index-Def456.css'), 'body{}');
  writeFileSync(join(app, 'assets', 'font-Ghi789.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(app, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(app, 'manifest.webmanifest'), '{"name":"Saddlegrid"}');
  writeFileSync(join(app, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(app, '.env'), SECRET);
  server = await startAppServer({ appDir: app, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A request with the path exactly as given (fetch would normalise `..` and encodings away). */
function raw(
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server?.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the production server: static files', () => {
  it.each([
    ['/', /^text\/html/, 'no-cache'],
    ['/index.html', /^text\/html/, 'no-cache'],
    ['/assets/index-Abc123.js', /^(text|application)\/javascript/, 'public, max-age=31536000, immutable'],
    ['/assets/index-Def456.css', /^text\/css/, 'public, max-age=31536000, immutable'],
    ['/assets/font-Ghi789.woff2', /^font\/woff2$/, 'public, max-age=31536000, immutable'],
    ['/favicon.svg', /^image\/svg\+xml/, 'no-cache'],
    ['/manifest.webmanifest', /^application\/manifest\+json/, 'no-cache'],
    ['/icons/icon-192.png', /^image\/png$/, 'no-cache'],
  ])('%s: its type, its caching, the CSP and nosniff', async (path, type, cache) => {
    const r = await raw(path);
    expect(r.status).toBe(200);
    expect(String(r.headers['content-type'])).toMatch(type);
    expect(r.headers['cache-control']).toBe(cache);
    expect(r.headers['content-security-policy']).toBe(CSP_HEADER);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it("the CSP is the app's own: nothing from elsewhere, the socket on the same origin, not framed", () => {
    expect(CSP_HEADER).toContain("connect-src 'self'");
    expect(CSP_HEADER).toContain("img-src 'self' data: blob:");
    expect(CSP_HEADER).toContain("frame-ancestors 'none'");
    expect(CSP_HEADER).not.toMatch(/unsafe-(eval|inline)|\*/);
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E%2Fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/%252e%252e/package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/.env',
  ])('%s: refused, nothing outside the app (or a dot file) is sent', async (path) => {
    const r = await raw(path);
    expect([400, 403, 404]).toContain(r.status);
    expect(r.body).not.toContain(SECRET);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an unknown path is a 404 (no fallback page), a directory is not listed', async () => {
    const unknown = await raw('/player/abc');
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toContain('Saddlegrid');
    expect(unknown.headers['content-security-policy']).toBe(CSP_HEADER);
    const listing = await raw('/assets/');
    expect(listing.status).toBe(404);
    expect(listing.body).not.toContain('index-Abc123.js');
  });

  it('a file not changed is answered 304 to a conditional request', async () => {
    const first = await raw('/index.html');
    const etag = String(first.headers.etag);
    const again = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server?.port, path: '/index.html', headers: { 'if-none-match': etag } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(again).toBe(304);
  });
});

describe('the production server: the session on the same port', () => {
  it('/health and /ws/info are the session server’s', async () => {
    const h = await raw('/health');
    expect(h.status).toBe(200);
    expect(JSON.parse(h.body)).toMatchObject({ ok: true, protocol: PROTOCOL_VERSION });
    const info = await raw('/ws/info');
    expect(JSON.parse(info.body)).toMatchObject({ ok: true, inviteHosts: [] });
  });

  it('a WebSocket on /ws of the app’s port reaches the session server: a room is created and joined', async () => {
    const gm = new Peer(server?.wsUrl ?? '');
    await gm.opened;
    gm.send({ t: 'host', v: PROTOCOL_VERSION });
    const hosted = await gm.take('hosted');
    expect(hosted.room).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    const player = new Peer(server?.wsUrl ?? '');
    await player.opened;
    player.send({
      t: 'join',
      v: PROTOCOL_VERSION,
      room: hosted.room,
      secret: hosted.playerSecret,
      name: 'A',
      lang: 'en',
    });
    expect((await player.take('joined')).playerId).toBeTruthy();
    expect(JSON.parse((await raw('/health')).body)).toMatchObject({ rooms: 1, players: 1 });
    player.close();
    gm.close();
    await Promise.all([gm.closed, player.closed]);
  });

  it('POST /rooms creates a room; a WebSocket on another path is refused', async () => {
    const r = await raw('/rooms', 'POST');
    expect(r.status).toBe(201);
    expect(JSON.parse(r.body)).toHaveProperty('gmSecret');
    const other = new Peer(`ws://127.0.0.1:${server?.port}/assets/`);
    await expect(other.opened).rejects.toThrow(/404/);
  });
});

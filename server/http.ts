/**
 * The production server (issue 27): one Node process, one port, serving the built app (`server/static.ts`) and
 * the session server's WebSocket path `/ws` (and `/health`, `/ws/info`, `POST /rooms`).
 *
 * Fastify with `@fastify/static` serves the files; the session server's own `ws` WebSocketServer is attached to
 * Fastify's underlying `http.Server` (`ServerOptions.server`) rather than going through `@fastify/websocket`:
 * the session server decides about an upgrade before the handshake (the per-address connection and opening
 * limits answer 429, a foreign `Origin` 403, a full server "full" 4005) on the raw request, exactly as when it
 * runs on its own (its tests, `npm run dev` behind Vite's proxy) — one code path for both, and no second
 * WebSocket layer to keep in step with it.
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { startSessionServer, type ServerOptions, type SessionServer } from './sessionServer.ts';
import { serveApp } from './static.ts';

export interface AppServerOptions extends Omit<ServerOptions, 'server'> {
  /** The built app (`vite build`'s output directory). */
  readonly appDir: string;
}

export interface AppServer {
  readonly port: number;
  /** `http://host:port` (the app) and `ws://host:port/ws` (the session). */
  readonly httpUrl: string;
  readonly wsUrl: string;
  readonly session: SessionServer;
  /** Close every session connection (rooms written first), then stop listening. */
  close(): Promise<void>;
}

/** Start the production server; resolves once it listens. */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024, return503OnClosing: true });
  const session = await startSessionServer({ ...options, server: app.server });
  // The session server's own HTTP answers, unchanged (its per-address limits read the raw request).
  const toSession = { exposeHeadRoute: false };
  for (const [method, url] of [
    ['GET', '/health'],
    ['GET', '/ws/info'],
    ['POST', '/rooms'],
  ] as const)
    app.route({
      method,
      url,
      ...toSession,
      handler: (req, reply) => {
        reply.hijack();
        session.handleHttp(req.raw, reply.raw);
      },
    });
  await serveApp(app, options.appDir);
  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({ host, port: options.port ?? 4173 });
  } catch (e) {
    await session.close();
    throw e;
  }
  const port = (app.server.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    port,
    httpUrl: `http://${shown}:${port}`,
    wsUrl: `ws://${shown}:${port}/ws`,
    session,
    close() {
      closing ??= session.close().then(() => app.close());
      return closing;
    },
  };
}

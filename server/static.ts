/**
 * The built app as static files (issue 27, one production server): `@fastify/static` (its `send` gives the types,
 * ETag / Last-Modified and conditional requests, refuses `..` and dot files), with
 * - caching: Vite's hashed files under `assets/` are immutable for a year (a new build has new names); everything
 *   else — `index.html`, the manifest, the icons, the favicon — is `no-cache` (kept, but checked each time, so a
 *   new build is seen at the next load);
 * - no directory listing, no SPA fallback (the app routes with `#`: an unknown path is a 404);
 * - on every response of the server (files, 404s, /health): the Content-Security-Policy of the app
 *   (`server/csp.ts`, the same policy as the built index.html's meta tag), `X-Content-Type-Options: nosniff`,
 *   `Referrer-Policy: no-referrer` (a player's join link carries its secret after `#`, never sent, but no page
 *   address leaves at all).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CSP_HEADER } from './csp.ts';

/** Hashed build output (Vite's `assets/` directory): safe to keep for a year. */
const HASHED = /[\\/]assets[\\/][^\\/]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export async function serveApp(app: FastifyInstance, root: string): Promise<void> {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('content-security-policy', CSP_HEADER);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, path) {
      void reply.header('cache-control', HASHED.test(path) ? IMMUTABLE : REVALIDATE);
    },
  });
  // Unknown paths (and refused ones): a plain 404, never a page of the app.
  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
  });
}

/**
 * The Content-Security-Policy of the built app (one policy for the meta tag of the built index.html, see
 * vite.config.ts, and the header of the production server, `server/static.ts`). The app loads nothing from
 * elsewhere: scripts, styles, fonts and workers are its own files; PixiJS runs without `new Function`
 * (pixi.js/unsafe-eval, src/app/boot.tsx) and starts its image-bitmap worker from a blob; textures may come from
 * data: and blob: URLs; the session socket is `/ws` of the same origin (`connect-src 'self'` covers ws: and wss:
 * of it); nothing may frame it.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** The policy as an HTTP header, with what a meta tag cannot carry (`frame-ancestors`). */
export const CSP_HEADER = `${CSP}; frame-ancestors 'none'`;

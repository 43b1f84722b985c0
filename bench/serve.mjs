// A tiny static file server for the benchmark (no network access, no dependencies): `/app/` serves the
// built app (bench/dist-app/), `/bare/` the bare PixiJS page (bench/dist-bare/). Pages are served cross-origin
// isolated (COOP + COEP; everything is same-origin), which gives `performance.now()` a resolution of 5 µs instead
// of 100 µs: the main-thread render times the bench compares are fractions of a millisecond.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

/** Serve `roots` ({ prefix: dir }) on 127.0.0.1:`port` (0 = any free port). Resolves to { url, close }. */
export function serve(roots, port = 0) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const prefix = Object.keys(roots).find((p) => path.startsWith(p));
    if (!prefix) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(roots[prefix], path.slice(prefix.length)));
    if (!file.startsWith(normalize(roots[prefix]))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const addr = server.address();
      resolve({ url: `http://127.0.0.1:${addr.port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

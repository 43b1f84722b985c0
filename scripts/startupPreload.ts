/**
 * Start-up (issue 33): a window's first frame waits for chunks the entry imports dynamically — PixiJS's renderer and
 * environment extensions (imported by `Application.init`), React DOM (`boot.tsx`), and the window's own UI: the GM
 * window's React UI (`main.tsx`) or the player window (`playerMain.tsx`, with a session's player page behind a join
 * link). Without a hint the browser asks for them only once the entry has been evaluated; a
 * `<link rel="modulepreload">` for each (and for the chunks they import) has them fetched and compiled while the
 * entry is still evaluated. Preloading does not evaluate anything: what runs, and when, is unchanged.
 *
 * Both windows share one HTML page (`?view=player` picks the player's): what both need is named in the HTML; what
 * only one window needs is added by a small script of the build (`assets/preload-<hash>.js`) that reads the address,
 * so a player's page does not fetch the GM window's UI (and the GM window not the player's).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The dynamic imports both windows' first frames wait for (matched against a chunk's main module). */
export const SHARED_IMPORTS: readonly RegExp[] = [
  /[\\/]react-dom[\\/]client\.js$/,
  /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]WebGLRenderer\.mjs$/,
];
/**
 * The GM window's own: its React UI. (The session host and the players panel, `gmMount.tsx`, load after the board's
 * first frame: not preloaded, so they do not compete with what the first frame needs.)
 */
export const GM_IMPORTS: readonly RegExp[] = [/[\\/]src[\\/]ui[\\/]App\.tsx$/];
/** The player window's own (`?view=player`). */
export const PLAYER_IMPORTS: readonly RegExp[] = [/[\\/]src[\\/]app[\\/]playerMain\.tsx?$/];
/** A session's player page (`?view=player#room=…`, the join link), loaded by the player window. */
export const SESSION_IMPORTS: readonly RegExp[] = [/[\\/]src[\\/]app[\\/]session[\\/]playerPage\.tsx?$/];

/** What the plugin needs of an output chunk (Rollup's / Rolldown's `OutputChunk`). */
export interface ChunkInfo {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  /** The modules in the chunk (a CommonJS wrapper chunk, like React DOM's client, has no facade module). */
  readonly moduleIds?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** Each window's preloads beyond those the HTML has from Vite (the entry's static imports). */
export interface Preloads {
  /** Needed by both windows: named in the HTML. */
  readonly shared: readonly string[];
  /** Only the GM window's. */
  readonly gm: readonly string[];
  /** Only the player window's. */
  readonly player: readonly string[];
  /** Only a session's player page (added to {@link player} when the address carries a fragment). */
  readonly session: readonly string[];
}

/**
 * The chunk files to preload besides those the HTML already names: each dynamically imported chunk (of the entry or
 * of another chunk) whose main module (or one of its modules) matches a list, with the chunks it imports statically (transitively), minus
 * the entry and its own static imports (Vite preloads those already), and minus what an earlier list has. In a
 * stable order (the order they were found).
 */
export function preloadsOf(bundle: Record<string, ChunkInfo>): Preloads {
  const none: Preloads = { shared: [], gm: [], player: [], session: [] };
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) return none;
  const have = new Set<string>([entry.fileName]);
  const addStatic = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const i of bundle[file]?.imports ?? []) addStatic(i, into);
  };
  for (const i of entry.imports ?? []) addStatic(i, have);
  const dynamic = [
    ...new Set(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? (c.dynamicImports ?? []) : []))),
  ];
  const pick = (wanted: readonly RegExp[], taken: ReadonlySet<string>): string[] => {
    const out = new Set<string>();
    for (const d of dynamic) {
      const c = bundle[d];
      const ids = [c?.facadeModuleId ?? '', ...(c?.moduleIds ?? [])];
      if (ids.some((id) => wanted.some((w) => w.test(id)))) addStatic(d, out);
    }
    return [...out].filter((f) => !have.has(f) && !taken.has(f));
  };
  const shared = pick(SHARED_IMPORTS, new Set());
  const taken = new Set(shared);
  const player = pick(PLAYER_IMPORTS, taken);
  return {
    shared,
    gm: pick(GM_IMPORTS, taken),
    player,
    session: pick(SESSION_IMPORTS, new Set([...taken, ...player])),
  };
}

/**
 * The script that adds a window's own preloads (a module of the build: the policy allows no inline script). It runs
 * as soon as it arrives (`async`), while the entry's chunks are still being fetched.
 */
export function preloadScript(p: Preloads): string {
  const list = (files: readonly string[]) => JSON.stringify(files.map((f) => `./${f}`));
  return [
    '// Start-up (issue 33, scripts/startupPreload.ts): the preloads of this window only.',
    `const player = new URLSearchParams(location.search).get('view') === 'player';`,
    `const files = player ? ${list(p.player)}.concat(location.hash.length > 1 ? ${list(p.session)} : []) : ${list(p.gm)};`,
    'for (const href of files) {',
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    "  link.crossOrigin = '';",
    '  link.href = href;',
    '  document.head.appendChild(link);',
    '}',
    '',
  ].join('\n');
}

/** The Vite plugin: names the shared preloads in the built index.html and writes the per-window script beside it. */
export function startupPreload(): Plugin {
  let script: { fileName: string; source: string } | null = null;
  return {
    name: 'saddlegrid-startup-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const p = preloadsOf(ctx.bundle as unknown as Record<string, ChunkInfo>);
        const source = preloadScript(p);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/preload-${hash}.js`, source };
        return [
          ...p.shared.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'script',
            // `async`: run as soon as it is here, not after the entry (module scripts run in order otherwise).
            attrs: { type: 'module', async: true, crossorigin: true, src: `./${script.fileName}` },
            injectTo: 'head' as const,
          },
        ];
      },
    },
    // Written beside the chunks once they are (the HTML is made after the bundle, so the script cannot be a chunk).
    writeBundle(options) {
      if (!script || !options.dir) return;
      mkdirSync(join(options.dir, 'assets'), { recursive: true });
      writeFileSync(join(options.dir, script.fileName), script.source);
    },
  };
}

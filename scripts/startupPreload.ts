/**
 * Start-up (issue 33): the GM window's first frame waits for chunks the entry imports dynamically — PixiJS's
 * renderer and environment extensions (imported by `Application.init`), the GM window's React UI and React DOM
 * (`main.tsx`, `boot.tsx`). Without a hint the browser asks for them only once the entry has been evaluated; a
 * `<link rel="modulepreload">` for each (and for the chunks they import) has them fetched and compiled while the
 * entry is still evaluated. Preloading does not evaluate anything: what runs, and when, is unchanged.
 */
import type { Plugin } from 'vite';

/** The dynamic imports of the entry that the first frame waits for (matched against the chunk's main module). */
export const FIRST_FRAME_IMPORTS: readonly RegExp[] = [
  /[\\/]src[\\/]ui[\\/]App\.tsx$/,
  /[\\/]src[\\/]app[\\/]session[\\/]gmMount\.tsx?$/,
  /[\\/]react-dom[\\/]client\.js$/,
  /[\\/]pixi\.js[\\/]lib[\\/]environment-browser[\\/]browserAll\.mjs$/,
  /[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]WebGLRenderer\.mjs$/,
];

/** What the plugin needs of an output chunk (Rollup's / Rolldown's `OutputChunk`). */
export interface ChunkInfo {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/**
 * The chunk files to preload besides those the HTML already names: each dynamic import of the entry chunk whose main
 * module matches `wanted`, with the chunks it imports statically (transitively), minus the entry and its own static
 * imports (Vite preloads those already). In a stable order (the order they were found).
 */
export function extraPreloads(
  bundle: Record<string, ChunkInfo>,
  wanted: readonly RegExp[] = FIRST_FRAME_IMPORTS,
): string[] {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  if (!entry) return [];
  const have = new Set<string>([entry.fileName]);
  const addStatic = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const i of bundle[file]?.imports ?? []) addStatic(i, into);
  };
  for (const i of entry.imports ?? []) addStatic(i, have);
  const out = new Set<string>();
  for (const d of entry.dynamicImports ?? []) {
    const id = bundle[d]?.facadeModuleId ?? '';
    if (!wanted.some((w) => w.test(id))) continue;
    addStatic(d, out);
  }
  return [...out].filter((f) => !have.has(f));
}

/** The Vite plugin: adds the preloads to the built index.html. */
export function startupPreload(): Plugin {
  return {
    name: 'saddlegrid-startup-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return extraPreloads(ctx.bundle as unknown as Record<string, ChunkInfo>).map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

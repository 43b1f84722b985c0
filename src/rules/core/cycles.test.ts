/**
 * The kernel's modules import one another without a circle (issue 31): the proof that `rules/core` is layered —
 * ids and command fields under the messages and the model, the model under the contract, the contract under the
 * envelope, the envelope under the session and the file. Every import counts, `import type` too: a type cycle is
 * still two modules that cannot be read, changed or moved apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The file a relative specifier names (`./x` → `x.ts`, `x.tsx` or `x/index.ts`), or null outside the folder. */
function target(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  for (const f of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(f).isFile()) return f.startsWith(ROOT) ? f : null;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** The import graph of `rules/core` (static imports and re-exports, type-only ones included). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const info = ts.preProcessFile(readFileSync(f, 'utf8'), true, true);
    const deps = info.importedFiles.map((i) => target(f, i.fileName)).filter((t): t is string => t !== null);
    graph.set(f, [...new Set(deps)]);
  }
  return graph;
}

/** Every cycle's files (Tarjan's strongly connected components larger than one file, or a file importing itself). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the kernel’s import graph (issue 31)', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads type-only imports and re-exports as edges', () => {
    const info = ts.preProcessFile("import type { A } from './a';\nexport { b } from './b';\n", true, true);
    expect(info.importedFiles.map((i) => i.fileName)).toEqual(['./a', './b']);
  });

  it('src/rules/core has no import cycle', () => {
    const files = sources(ROOT);
    const graph = importGraph(files);
    expect(graph.size).toBeGreaterThan(30);
    expect([...graph.values()].flat().length).toBeGreaterThan(100);
    const found = cycles(graph).map((c) => c.map((f) => relative(ROOT, f)));
    expect(found).toEqual([]);
  });
});

/**
 * Which records may still change (issue 33): the working copies of the transactions now open (`work.ts`). Everything
 * else in a state is committed and never changes. The indexes (`spatial.ts`, the rule systems' derived indexes) keep
 * re-reading a working copy until its command ends. Its own module so that the indexes need not import `work.ts`.
 */

/**
 * Are committed records frozen? In development and tests only (Vite's and Vitest's `import.meta.env.DEV`); not in
 * a production build, nor in Node without Vite (the session server, the bundled bench). The types keep records
 * read-only everywhere; the freeze makes a stray write throw where the tests run.
 */
export const FREEZE: boolean = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

/** Working copies (records, root values) of the open transactions; a transaction removes its own as it ends. */
export const open = new Set<object>();

/** Is this record (or root value) an open transaction's working copy, still allowed to change? */
export function isWorking(v: object): boolean {
  return open.size > 0 && open.has(v);
}

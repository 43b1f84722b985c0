/**
 * Long work in slices (issue 33): a restore of a long history hashes and parses every command text; with a
 * `pause` (the app's `yieldToPage`) the page runs between slices of a few milliseconds, so no task is long.
 * Without one, everything runs at once (tests, tools).
 */
import { PrefixChain } from './hash';

/** Milliseconds of work between two pauses. */
const SLICE_MS = 6;

/** `slice()` pauses when the current slice has run `SLICE_MS` (`slice(true)`: at once); a no-op without `pause`. */
export type Slice = (force?: boolean) => Promise<void>;

export function slicer(pause: (() => Promise<void>) | undefined): Slice {
  let at = performance.now();
  return async (force = false) => {
    if (!pause || (!force && performance.now() - at < SLICE_MS)) return;
    await pause();
    at = performance.now();
  };
}

/** The prefix-hash chain of command texts, hashed in slices. */
export async function chainOf(texts: readonly string[], slice: Slice): Promise<PrefixChain> {
  const out = new PrefixChain();
  for (let i = 0; i < texts.length; i++) {
    out.set(i + 1, texts[i] as string);
    if ((i & 63) === 63) await slice();
  }
  return out;
}

/** Command texts parsed in slices: the commands, or the index of the first text that is not JSON. */
export async function parseTexts<C>(texts: readonly string[], slice: Slice): Promise<C[] | number> {
  const out: C[] = [];
  for (let i = 0; i < texts.length; i++) {
    try {
      out.push(JSON.parse(texts[i] as string) as C);
    } catch {
      return i;
    }
    if ((i & 63) === 63) await slice();
  }
  return out;
}

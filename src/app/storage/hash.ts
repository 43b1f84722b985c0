/**
 * A fast non-cryptographic hash of texts (two 32-bit lanes, cyrb53's mixing), streamable: the checkpoint check
 * hashes the prefix of the command log one command at a time (a chain), so extending it by one command costs
 * that command's length, never the log's.
 *
 * It detects accidents (a truncated state, a checkpoint that belongs to another history), not attacks.
 */

/** The running state of a hash: two 32-bit lanes. */
export type HashState = readonly [number, number];

/** The state before any text. */
export const HASH_START: HashState = [0xdeadbeef ^ 0x5a17, 0x41c6ce57 ^ 0x5a17];

/** Feed a text (and a separator, so that ["ab","c"] and ["a","bc"] differ) into a hash state. */
export function feed(state: HashState, text: string): HashState {
  let h1 = state[0];
  let h2 = state[1];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ 0x1e, 2654435761);
  h2 = Math.imul(h2 ^ 0x1e, 1597334677);
  return [h1, h2];
}

/** The final value of a state: 53 bits as a base-36 string. */
export function digest(state: HashState): string {
  let h1 = state[0];
  let h2 = state[1];
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * One text's hash taken in parts (issue 33: a state of 1,000 creatures is written and hashed in slices): `add`
 * the parts in order, then `digest` — the same value as {@link hashText} of their concatenation.
 */
export class TextHash {
  private h1 = HASH_START[0];
  private h2 = HASH_START[1];

  /** Feed the next part of the text. */
  add(part: string): this {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < part.length; i++) {
      const ch = part.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    this.h1 = h1;
    this.h2 = h2;
    return this;
  }

  /** The hash of the whole text fed so far (as {@link hashText}: the separator, then the digest). */
  digest(): string {
    return digest([Math.imul(this.h1 ^ 0x1e, 2654435761), Math.imul(this.h2 ^ 0x1e, 1597334677)]);
  }
}

/** The hash of one text. */
export function hashText(text: string): string {
  return digest(feed(HASH_START, text));
}

/**
 * The chain of prefix hashes of a command log: `at(i)` is the hash of the first `i` command texts. `set(seq,
 * text)` records command number `seq` (1-based) and drops everything after it (the redo tail), like a session.
 */
export class PrefixChain {
  private readonly h1: number[] = [HASH_START[0]];
  private readonly h2: number[] = [HASH_START[1]];

  /** A chain over these command texts. */
  static of(texts: readonly string[]): PrefixChain {
    const c = new PrefixChain();
    for (let i = 0; i < texts.length; i++) c.set(i + 1, texts[i] as string);
    return c;
  }

  /** Number of commands in the chain. */
  get length(): number {
    return this.h1.length - 1;
  }

  /** Record command `seq` (1 ≤ seq ≤ length + 1); the chain's length becomes `seq`. */
  set(seq: number, text: string): void {
    this.h1.length = seq;
    this.h2.length = seq;
    const s = feed([this.h1[seq - 1] as number, this.h2[seq - 1] as number], text);
    this.h1.push(s[0]);
    this.h2.push(s[1]);
  }

  /** Keep the first `n` commands only. */
  truncate(n: number): void {
    this.h1.length = n + 1;
    this.h2.length = n + 1;
  }

  /** The hash of the first `n` commands. */
  at(n: number): string {
    return digest([this.h1[n] as number, this.h2[n] as number]);
  }
}

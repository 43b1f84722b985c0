/**
 * The dice's random stream (issue 26: dice nobody can predict, replay unchanged).
 *
 * An encounter's dice are a small record in its state ({@link DiceState}), so applying a command stays pure and a
 * replay, an undo or a redo never re-rolls:
 * - `chacha20`: a 256-bit secret key (made with the Web Crypto API by the GM's app when the encounter is made, never
 *   here: the rules engine has no source of randomness) and `n`, the number of 32-bit words of its stream used so
 *   far. Word `i` of the stream is word `i mod 16` of the ChaCha20 block (RFC 8439, `chacha20` of `@noble/ciphers`)
 *   with block counter `⌊i / 16⌋` and a zero nonce (past 2³¹ blocks the high part of the block number goes into the
 *   nonce, so the stream never ends and no block is used twice). ChaCha20 is a pseudo-random function: without the
 *   key, its words — and so every face a player was shown — say nothing about the next word.
 * - `mulberry32`: the generator of files before version 3 (32 bits of state, recoverable from a few rolls). It is
 *   kept only so that their recorded commands replay with exactly the dice the GM saw; the GM's app switches a
 *   state that still has it to ChaCha20 with a `reseedDice` command as soon as it opens it.
 *
 * A die of `sides` faces takes words by rejection sampling: a word `u` is used only when
 * `u < ⌊2³² / sides⌋ · sides`, and the face is `1 + u mod sides`, so every face is exactly equally likely.
 */
import { chacha20 } from '@noble/ciphers/chacha.js';

/** The secure dice: a secret ChaCha20 key (32 bytes, base64url without padding, 43 characters) and its position. */
export interface ChachaDice {
  readonly alg: 'chacha20';
  readonly key: string;
  /** 32-bit words of the stream used so far (a safe non-negative integer). */
  readonly n: number;
}

/** The generator of files before version 3: a mulberry32 state (0 … 2³² − 1). Replays only. */
export interface LegacyDice {
  readonly alg: 'mulberry32';
  readonly state: number;
}

/** The encounter's dice (`Encounter.rng`): plain, serialisable, replaced (never changed) by each rolling command. */
export type DiceState = ChachaDice | LegacyDice;

/**
 * A dice key: 43 base64url characters, the canonical text of 32 bytes (the last character carries 2 bits of the
 * key and 4 zero bits, so one key has one text).
 */
export const DICE_KEY = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** Whether `k` is the text of a dice key. */
export function isDiceKey(k: unknown): k is string {
  return typeof k === 'string' && k.length === 43 && DICE_KEY.test(k);
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The text of a 32-byte key (base64url, no padding). */
export function diceKeyText(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new RangeError('a dice key is 32 bytes');
  let out = '';
  for (let i = 0; i < 30; i += 3) {
    const v = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += B64URL[v >>> 18]! + B64URL[(v >>> 12) & 63]! + B64URL[(v >>> 6) & 63]! + B64URL[v & 63]!;
  }
  const v = ((bytes[30] as number) << 8) | (bytes[31] as number);
  return out + B64URL[v >>> 10]! + B64URL[(v >>> 4) & 63]! + B64URL[(v << 2) & 63]!;
}

/** The 32 bytes of a dice key's text (checked with {@link isDiceKey} first). */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(32);
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < 43; i++) {
    acc = ((acc << 6) | B64URL.indexOf(key[i] as string)) & 0xffffff;
    bits += 6;
    if (bits >= 8 && o < 32) {
      bits -= 8;
      out[o++] = (acc >>> bits) & 0xff;
    }
  }
  return out;
}

/** Fresh secure dice from a key (the caller made the key with the Web Crypto API). */
export function chachaDice(key: string): ChachaDice {
  if (!isDiceKey(key)) throw new RangeError('not a dice key (43 base64url characters)');
  return { alg: 'chacha20', key, n: 0 };
}

/**
 * The dice of a state that never rolls: a player's view, a player page's empty encounter. Its key is all zeros,
 * known to everyone, so the GM's app never rolls with it (an encounter that has it gets a new key, like a legacy
 * one) and `reseedDice` refuses it.
 */
export const VIEW_DICE: ChachaDice = Object.freeze({ alg: 'chacha20', key: 'A'.repeat(43), n: 0 });

/**
 * Dice made from a small number, for tests and benchmarks only: anyone can compute the key, so their rolls are
 * predictable. The app makes its keys with the Web Crypto API (`src/app/diceKeys.ts`); lint keeps this out of it.
 */
export function testDice(seed: number): ChachaDice {
  const bytes = new Uint8Array(32);
  const s = Math.floor(Math.abs(seed)) % 4294967296;
  for (let i = 0; i < 4; i++) bytes[i] = (s >>> (8 * i)) & 0xff;
  bytes.fill(0x5e, 4); // not the all-zero view key for seed 0
  return chachaDice(diceKeyText(bytes));
}

/** Whether the GM's app must give these dice a new secret key: the legacy generator, or the public view key. */
export function needsNewKey(d: DiceState): boolean {
  return d.alg !== 'chacha20' || d.key === VIEW_DICE.key;
}

/**
 * What is wrong with a value given as an encounter's dice, or null: the field concerned (`alg`, `key`, `n`,
 * `state`), an unknown or missing field's name, or `rng` when it is not a record at all. The loader's check.
 */
export function diceProblem(v: unknown): { field: string; unknown?: boolean; missing?: boolean } | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { field: 'rng' };
  const o = v as Record<string, unknown>;
  const own = (k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
  if (o.alg !== 'chacha20' && o.alg !== 'mulberry32') return { field: 'alg', ...(own('alg') ? {} : { missing: true }) };
  const fields = o.alg === 'chacha20' ? ['alg', 'key', 'n'] : ['alg', 'state'];
  for (const k of Object.keys(o)) if (!fields.includes(k)) return { field: k.slice(0, 40), unknown: true };
  for (const k of fields) if (!own(k)) return { field: k, missing: true };
  if (o.alg === 'chacha20') {
    if (!isDiceKey(o.key)) return { field: 'key' };
    if (typeof o.n !== 'number' || !Number.isSafeInteger(o.n) || o.n < 0) return { field: 'n' };
    return null;
  }
  const s = o.state;
  if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s > 4294967295) return { field: 'state' };
  return null;
}

// ——— the streams ———

/** Advance a mulberry32 state; returns the next state and a float in [0, 1). (Legacy: replays of old files.) */
export function nextRandom(state: number): { state: number; value: number } {
  const s = (state + 0x6d2b79f5) | 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { state: s >>> 0, value };
}

/** Turn any integer seed into a mulberry32 state (legacy). */
export function seedState(seed: number): number {
  return (Math.floor(Math.abs(seed)) % 4294967296) >>> 0;
}

/** Blocks per nonce value: the block counter stays below 2³¹ (noble refuses a counter that would wrap). */
const BLOCKS_PER_NONCE = 2 ** 31;
/**
 * Words made per ChaCha20 call: 16 blocks. One call costs a few microseconds whatever its length up to about
 * 1 KiB (measured: 64 bytes ≈ 3.5 µs, 1,024 bytes ≈ 9 µs), so a chunk of 256 words makes a word cost ~0.04 µs.
 */
const CHUNK_WORDS = 256;
const ZEROS = new Uint8Array(CHUNK_WORDS * 4);

/**
 * A memo of the last key decoded and the last chunk of its stream. It holds only values of a pure function of
 * (key, word number), so sharing it between encounters can never change a result; it makes a die cost a word
 * read, and 256 words one ChaCha20 call.
 */
const memo = {
  key: '',
  bytes: new Uint8Array(32),
  chunk: -1,
  out: new Uint8Array(CHUNK_WORDS * 4),
  nonce: new Uint8Array(12),
  words: new Uint32Array(CHUNK_WORDS),
};

/**
 * Word `i` (0 ≤ i ≤ 2⁵³ − 1) of the ChaCha20 stream of `key` (a valid key text): word `i mod 16` of block
 * `⌊i / 16⌋`, whose number is the block counter (below 2³¹) and, above it, the nonce's first 32 bits.
 */
export function streamWord(key: string, i: number): number {
  const chunk = Math.floor(i / CHUNK_WORDS);
  if (memo.key !== key) {
    memo.bytes = keyBytes(key);
    memo.key = key;
    memo.chunk = -1;
  }
  if (memo.chunk !== chunk) {
    const block = chunk * (CHUNK_WORDS / 16);
    const high = Math.floor(block / BLOCKS_PER_NONCE);
    const n = memo.nonce;
    n[0] = high & 0xff;
    n[1] = (high >>> 8) & 0xff;
    n[2] = (high >>> 16) & 0xff;
    n[3] = (high >>> 24) & 0xff;
    const out = memo.out;
    chacha20(memo.bytes, n, ZEROS, out, block % BLOCKS_PER_NONCE);
    // RFC 8439 serialises the keystream little-endian: read it so on any host.
    for (let w = 0, b = 0; w < CHUNK_WORDS; w++, b += 4)
      memo.words[w] = (out[b]! | (out[b + 1]! << 8) | (out[b + 2]! << 16) | (out[b + 3]! << 24)) >>> 0;
    memo.chunk = chunk;
  }
  return memo.words[i % CHUNK_WORDS] as number;
}

/** The largest number of faces a die may have (a 32-bit word must be able to hold every face). */
export const MAX_SIDES = 2 ** 32;

/**
 * Draw one face of a die with `sides` faces from the stream of `key` at word `n`: rejection sampling (a word at or
 * over `⌊2³² / sides⌋ · sides` is skipped), so no face is more likely than another. Returns the face and the
 * position after it.
 */
export function drawFace(key: string, n: number, sides: number): { face: number; n: number } {
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) throw new RangeError(`no die has ${sides} sides`);
  const limit = Math.floor(MAX_SIDES / sides) * sides;
  for (;;) {
    const u = streamWord(key, n);
    n++;
    if (u < limit) return { face: 1 + (u % sides), n };
  }
}

/**
 * The dice's stream (issue 26): ChaCha20 exactly as RFC 8439 defines it (checked against the RFC's own test vectors
 * and against OpenSSL's implementation in Node, not against the library that makes it), key texts, rejection
 * sampling, and the faces' distribution (chi-square with a fixed test key, so the test is deterministic and
 * cannot flake; each test is shown able to fail on a biased sampler).
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  diceKeyText,
  diceProblem,
  drawFace,
  isDiceKey,
  MAX_SIDES,
  needsNewKey,
  streamWord,
  testDice,
  VIEW_DICE,
} from './diceStream';

/** Words `from … from + count − 1` of the stream of `key`, made by OpenSSL (Node's `chacha20`: a 16-byte IV, counter then nonce). */
function opensslWords(keyBytes: Uint8Array, from: number, count: number): number[] {
  const out: number[] = [];
  for (let i = from; i < from + count; i++) {
    const block = Math.floor(i / 16);
    const iv = Buffer.alloc(16);
    iv.writeUInt32LE(block % 2 ** 31, 0); // the block counter …
    iv.writeUInt32LE(Math.floor(block / 2 ** 31), 4); // … and the nonce's first word: the block number's high part
    out.push(
      createCipheriv('chacha20', keyBytes, iv)
        .update(Buffer.alloc(64))
        .readUInt32LE((i % 16) * 4),
    );
  }
  return out;
}

const keyOf = (bytes: Uint8Array) => diceKeyText(bytes);

/** ln Γ(x) (Lanczos, as Numerical Recipes' gammln). */
function lnGamma(x: number): number {
  const cof = [
    76.1800917294715, -86.5053203294168, 24.0140982408309, -1.23173957245015, 0.120865097386618e-2, -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const c of cof) ser += c / ++y;
  return -tmp + Math.log((Math.sqrt(2 * Math.PI) * ser) / x);
}

/** Regularised upper incomplete gamma Q(a, x) (Numerical Recipes' gammq): the p-value of a chi-square 2x with 2a degrees of freedom. */
function gammaQ(a: number, x: number): number {
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    // Series for P(a, x).
    let ap = a;
    let del = 1 / a;
    let sum = del;
    while (Math.abs(del) > Math.abs(sum) * 1e-15) {
      ap += 1;
      del *= x / ap;
      sum += del;
    }
    return 1 - sum * front;
  }
  // Continued fraction for Q(a, x) (Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return front * h;
}

/** Chi-square statistic and p-value of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): { chi2: number; p: number } {
  const total = counts.reduce((a, b) => a + b, 0);
  const e = total / counts.length;
  const chi2 = counts.reduce((s, o) => s + ((o - e) * (o - e)) / e, 0);
  return { chi2, p: gammaQ((counts.length - 1) / 2, chi2 / 2) };
}

/** Faces of `count` dice of `sides` from the stream of `key`. */
function faces(key: string, sides: number, count: number): number[] {
  const out: number[] = [];
  let n = 0;
  for (let i = 0; i < count; i++) {
    const d = drawFace(key, n, sides);
    out.push(d.face);
    n = d.n;
  }
  return out;
}

describe('the ChaCha20 stream is RFC 8439', () => {
  it('the all-zero key gives the RFC 8439 test vectors A.1 #1 (block 0) and #2 (block 1)', () => {
    const hex = Array.from({ length: 32 }, (_, i) =>
      streamWord(VIEW_DICE.key, i).toString(16).padStart(8, '0').match(/../g)!.reverse().join(''),
    ).join('');
    expect(hex).toBe(
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586' +
        '9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f',
    );
  });

  it('matches OpenSSL word for word for random keys: across chunks, and far along the stream (the nonce holds the block number’s high part)', () => {
    for (let k = 0; k < 4; k++) {
      const bytes = new Uint8Array(randomBytes(32));
      const key = keyOf(bytes);
      const words = (from: number, count: number) => Array.from({ length: count }, (_, i) => streamWord(key, from + i));
      expect(words(0, 300)).toEqual(opensslWords(bytes, 0, 300));
      expect(words(250, 20)).toEqual(opensslWords(bytes, 250, 20));
      for (const block of [2 ** 31 - 1, 2 ** 31, 2 ** 31 + 3, 2 ** 40 + 17])
        expect(words(block * 16 + 5, 30)).toEqual(opensslWords(bytes, block * 16 + 5, 30));
      expect(words(Number.MAX_SAFE_INTEGER - 3, 4)).toEqual(opensslWords(bytes, Number.MAX_SAFE_INTEGER - 3, 4));
    }
  });

  it('the stream depends on every part of the key: one bit flipped changes about half of the bits of every word', () => {
    const bytes = new Uint8Array(randomBytes(32));
    const other = bytes.slice();
    other[31] = (other[31] as number) ^ 0x01;
    let differ = 0;
    for (let i = 0; i < 256; i++) {
      let x = (streamWord(keyOf(bytes), i) ^ streamWord(keyOf(other), i)) >>> 0;
      for (; x; x &= x - 1) differ++;
    }
    expect(differ / (256 * 32)).toBeGreaterThan(0.45);
    expect(differ / (256 * 32)).toBeLessThan(0.55);
  });
});

describe('dice keys', () => {
  it('32 bytes ↔ 43 base64url characters, one text per key', () => {
    for (let i = 0; i < 50; i++) {
      const bytes = new Uint8Array(randomBytes(32));
      const text = diceKeyText(bytes);
      expect(isDiceKey(text)).toBe(true);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
    }
    expect(() => diceKeyText(new Uint8Array(31))).toThrow(RangeError);
  });

  it('refuses what is not the canonical text of a 32-byte key', () => {
    const good = testDice(1).key;
    for (const bad of [
      good.slice(0, 42),
      `${good}A`,
      `${good.slice(0, 42)}B`, // padding bits set: another text of the same key
      `${'+'.repeat(42)}A`,
      `${'/'.repeat(42)}A`,
      `${'A'.repeat(42)}=`,
      `${good.slice(0, 41)} A`,
      42,
      null,
    ])
      expect(isDiceKey(bad)).toBe(false);
  });

  it('test dice differ by seed and are never the public view key; legacy dice and the view key need a new key', () => {
    expect(new Set(Array.from({ length: 100 }, (_, i) => testDice(i).key)).size).toBe(100);
    expect(testDice(0).key).not.toBe(VIEW_DICE.key);
    expect(needsNewKey(testDice(0))).toBe(false);
    expect(needsNewKey(VIEW_DICE)).toBe(true);
    expect(needsNewKey({ alg: 'mulberry32', state: 1 })).toBe(true);
  });

  it('the loader’s check of a dice record names the field', () => {
    const key = testDice(1).key;
    expect(diceProblem({ alg: 'chacha20', key, n: 0 })).toBeNull();
    expect(diceProblem({ alg: 'chacha20', key, n: Number.MAX_SAFE_INTEGER })).toBeNull();
    expect(diceProblem({ alg: 'mulberry32', state: 4294967295 })).toBeNull();
    expect(diceProblem(7)).toEqual({ field: 'rng' });
    expect(diceProblem([])).toEqual({ field: 'rng' });
    expect(diceProblem({ alg: 'aes', key, n: 0 })).toEqual({ field: 'alg' });
    expect(diceProblem({ key, n: 0 })).toEqual({ field: 'alg', missing: true });
    expect(diceProblem({ alg: 'chacha20', key, n: 0, state: 1 })).toEqual({ field: 'state', unknown: true });
    expect(diceProblem({ alg: 'chacha20', n: 0 })).toEqual({ field: 'key', missing: true });
    expect(diceProblem({ alg: 'chacha20', key: `${key.slice(0, 20)}.${key.slice(21)}`, n: 0 })).toEqual({
      field: 'key',
    });
    for (const n of [-1, 0.5, 2 ** 53, '1', null])
      expect(diceProblem({ alg: 'chacha20', key, n })).toEqual({ field: 'n' });
    for (const state of [-1, 2 ** 32, 1.5])
      expect(diceProblem({ alg: 'mulberry32', state })).toEqual({ field: 'state' });
  });
});

describe('rejection sampling: no face is more likely than another', () => {
  it('a word at or over ⌊2³² / sides⌋ · sides is skipped, and the face is 1 + word mod sides', () => {
    const key = testDice(11).key;
    const sides = 2 ** 31 + 1; // the limit is 2³¹ + 1: about half of the words are skipped
    const limit = 2 ** 31 + 1;
    let n = 0;
    let skipped = 0;
    for (let i = 0; i < 200; i++) {
      let w = n;
      while (streamWord(key, w) >= limit) w++;
      skipped += w - n;
      const d = drawFace(key, n, sides);
      expect(d.face).toBe(1 + (streamWord(key, w) % sides));
      expect(d.n).toBe(w + 1);
      n = d.n;
    }
    expect(skipped).toBeGreaterThan(150); // words were really skipped
    // And where no word is skipped (a power of two divides 2³² exactly), every word is used in turn.
    for (let i = 0; i < 50; i++)
      expect(drawFace(key, i, 16)).toEqual({ face: 1 + (streamWord(key, i) % 16), n: i + 1 });
  });

  it('a d1 is always 1, the largest die takes a word as it is', () => {
    expect(faces(testDice(2).key, 1, 100).every((f) => f === 1)).toBe(true);
    expect(drawFace(testDice(2).key, 7, MAX_SIDES)).toEqual({ face: streamWord(testDice(2).key, 7) + 1, n: 8 });
  });
});

describe('the faces are uniform (chi-square, fixed test key: deterministic)', () => {
  const key = testDice(2026).key;
  it.each([
    [6, 60_000],
    [20, 100_000],
    [100, 200_000],
    [7, 70_000],
    [1000, 500_000],
  ])('d%i over %i rolls', (sides, rolls) => {
    const counts = new Array<number>(sides).fill(0);
    let outside = 0;
    for (const f of faces(key, sides, rolls)) {
      if (f >= 1 && f <= sides && Number.isInteger(f)) counts[f - 1]!++;
      else outside++;
    }
    expect(outside).toBe(0);
    const { p } = chiSquare(counts);
    // Neither biased (p tiny) nor suspiciously even (p ≈ 1, e.g. faces taken in turn).
    expect(p).toBeGreaterThan(1e-4);
    expect(p).toBeLessThan(1 - 1e-4);
  });

  it('consecutive faces are independent: pairs of d6 over 36 cells', () => {
    const f = faces(key, 6, 72_000);
    const counts = new Array<number>(36).fill(0);
    for (let i = 0; i + 1 < f.length; i += 2) counts[(f[i]! - 1) * 6 + (f[i + 1]! - 1)]!++;
    const { p } = chiSquare(counts);
    expect(p).toBeGreaterThan(1e-4);
    expect(p).toBeLessThan(1 - 1e-4);
  });

  it('an awkward size where modulo bias would be gross (3 · 2³⁰ sides): uniform thirds; the naive modulo fails the same test', () => {
    const sides = 3 * 2 ** 30;
    const third = (face: number) => Math.min(2, Math.floor((face - 1) / 2 ** 30));
    const fair = [0, 0, 0];
    for (const face of faces(key, sides, 30_000)) fair[third(face)]!++;
    expect(chiSquare(fair).p).toBeGreaterThan(1e-4);
    // Without rejection, faces 1 … 2³⁰ come twice as often: the test catches it.
    const naive = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) naive[third(1 + (streamWord(key, i) % sides))]!++;
    expect(chiSquare(naive).p).toBeLessThan(1e-12);
  });

  it('the p-values are right (table values of the chi-square distribution)', () => {
    expect(gammaQ(19 / 2, 30.144 / 2)).toBeCloseTo(0.05, 4); // 19 degrees of freedom
    expect(gammaQ(19 / 2, 36.191 / 2)).toBeCloseTo(0.01, 4);
    expect(gammaQ(5 / 2, 11.07 / 2)).toBeCloseTo(0.05, 4); // 5 (a d6)
    expect(gammaQ(999 / 2, 1073.64 / 2)).toBeCloseTo(0.05, 3); // 999 (a d1000)
  });

  it('the chi-square test itself can fail: a die that favours one face is caught', () => {
    const counts = new Array<number>(20).fill(0);
    for (const f of faces(key, 20, 20_000)) counts[f - 1]!++;
    counts[19]! += 300; // 1,300 twenties instead of about 1,000
    expect(chiSquare(counts).p).toBeLessThan(1e-4);
    expect(chiSquare(new Array<number>(20).fill(1000)).p).toBeGreaterThan(1 - 1e-4); // too even
  });
});

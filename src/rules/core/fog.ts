/**
 * Fog of war (issue 17): one bit per square of the map, set where the players must not see. Stored in the scene
 * as base64 (plain JSON, compact: 20 kB for 400×400), read through a byte array derived once per string.
 */
import type { Creature, Encounter, Point } from './model';
import { spaceSide } from './model';

const decoded = new Map<string, Uint8Array>();
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes of a base64 string (no platform atob: the rules run in Node and workers alike). */
function fromBase64(s: string): Uint8Array {
  const clean = s.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (let i = 0; i < clean.length; i++) {
    const v = B64.indexOf(clean[i] as string);
    if (v < 0) return new Uint8Array(0);
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** Base64 of bytes. */
function toBase64(b: Uint8Array): string {
  let out = '';
  for (let i = 0; i < b.length; i += 3) {
    const n = ((b[i] as number) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] as string;
    out += B64[(n >> 12) & 63] as string;
    out += i + 1 < b.length ? (B64[(n >> 6) & 63] as string) : '=';
    out += i + 2 < b.length ? (B64[n & 63] as string) : '=';
  }
  return out;
}

/** Bytes needed for a W×H bitset. */
export function fogBytes(width: number, height: number): number {
  return Math.ceil((width * height) / 8);
}

/** The fog's bits (a copy you may change), sized for the grid; all clear when there is none. */
export function fogBits(enc: Pick<Encounter, 'grid' | 'scene'>): Uint8Array {
  const n = fogBytes(enc.grid.width, enc.grid.height);
  const f = enc.scene.fog;
  const out = new Uint8Array(n);
  if (f) out.set(bitsOf(f).subarray(0, n));
  return out;
}

function bitsOf(f: string): Uint8Array {
  let b = decoded.get(f);
  if (!b) {
    b = fromBase64(f);
    if (decoded.size > 64) decoded.clear();
    decoded.set(f, b);
  }
  return b;
}

/** The scene's fog string of a bitset. */
export function encodeFog(bits: Uint8Array): string {
  return toBase64(bits);
}

/** Is the square hidden by the fog? */
export function isFogged(enc: Pick<Encounter, 'grid' | 'scene'>, p: Point): boolean {
  const f = enc.scene.fog;
  if (!f || p.x < 0 || p.y < 0 || p.x >= enc.grid.width || p.y >= enc.grid.height) return false;
  const i = p.y * enc.grid.width + p.x;
  return ((bitsOf(f)[i >> 3] ?? 0) & (1 << (i & 7))) !== 0;
}

/** Is the creature's whole space under the fog (so the players must not see it)? A carried creature goes with its mount. */
export function underFog(enc: Pick<Encounter, 'grid' | 'scene' | 'creatures'>, c: Creature): boolean {
  if (!enc.scene.fog) return false;
  const side = spaceSide(c.size);
  for (let y = c.pos.y; y < c.pos.y + side; y++)
    for (let x = c.pos.x; x < c.pos.x + side; x++) if (!isFogged(enc, { x, y })) return false;
  return true;
}

/** Is this a well-formed fog string for a grid? */
export function fogProblem(fog: unknown, width: number, height: number): boolean {
  if (fog === null) return false;
  if (
    typeof fog !== 'string' ||
    fog.length > 4 * Math.ceil(fogBytes(width, height) / 3) + 4 ||
    !/^[A-Za-z0-9+/]*={0,2}$/.test(fog)
  )
    return true;
  return fromBase64(fog).length < fogBytes(width, height);
}

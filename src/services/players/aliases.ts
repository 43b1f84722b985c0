/**
 * The ids players know creatures by (issue 26). The GM's encounter numbers creatures `c1`, `c2` … (readable in the
 * GM's files and tests); a player who sees `c10` and `c16` would know of `c11`–`c15`, and could ask about `c11`.
 * So everything that leaves the GM's tab for the players' devices names a creature by an *alias*: the first 80 bits
 * of HMAC-SHA-256(room key, creature id), in base32 — stable for the room (a player's page keeps its ids across a
 * GM reload), unrelated between rooms, and impossible to guess or to order without the key, which never leaves the
 * GM's browser. Ids that come back in a player's request are turned into creature ids only when they are aliases of
 * creatures the players can see; any other id (a guess, a real `c11`, an alias of a hidden creature) becomes an id
 * that names no creature, so every such request gets exactly the answer an unknown id gets.
 *
 * Why per room and not per player: the room's view is one for all its players (the server keeps the newest and
 * relays it; 50 players would otherwise cost 50 filtered views per change), and players of one table see the same
 * creatures anyway. Why aliases and not random ids in the engine: every encounter (old files, the sample) is
 * covered, and the GM's files, logs and tests keep their readable ids.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** Maps creature ids to the ids players know them by. */
export type Aliases = (id: string) => string;

/** What an id that names no creature becomes. */
export const NO_CREATURE = '?';

/** The GM's own windows (the screen-share window on this computer): ids as they are. */
export const SAME_IDS: Aliases = (id) => id;

const B32 = 'abcdefghijklmnopqrstuvwxyz234567';
const utf8 = new TextEncoder();

/** A room's aliases from its key (at least 16 bytes; 32 from {@link newAliasKey}). */
export function roomAliases(key: Uint8Array): Aliases {
  if (key.length < 16) throw new Error('alias key too short');
  const cache = new Map<string, string>();
  return (id) => {
    const hit = cache.get(id);
    if (hit !== undefined) return hit;
    const mac = hmac(sha256, key, utf8.encode(id));
    // 'k' and 16 base32 digits: 80 bits of the MAC.
    let s = 'k';
    let acc = 0;
    let bits = 0;
    for (let i = 0; i < 10; i++) {
      acc = ((acc << 8) | (mac[i] as number)) & 0xffff;
      bits += 8;
      while (bits >= 5) {
        s += B32[(acc >> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (cache.size > 20_000) cache.clear();
    cache.set(id, s);
    return s;
  };
}

/**
 * The way back, for the creatures the players may name now: alias → creature id. An id the map does not hold
 * (a guess, a real id, an alias of a hidden creature) names no creature.
 */
export function backFrom(aliases: Aliases, ids: Iterable<string>): (alias: string) => string {
  const back = new Map<string, string>();
  for (const id of ids) back.set(aliases(id), id);
  return (alias) => back.get(alias) ?? NO_CREATURE;
}

/** A new room key (Web Crypto). */
export function newAliasKey(): Uint8Array {
  const k = new Uint8Array(32);
  globalThis.crypto.getRandomValues(k);
  return k;
}

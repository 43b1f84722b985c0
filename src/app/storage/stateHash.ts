/**
 * The hash of a state's checkpoint text (`hashText(stateText(state))`, see records.ts) taken in slices (issue 33):
 * the text is written piece by piece — the encounter's fields one at a time, the creatures a few at a time — and
 * each piece is fed to the hash as it comes, so a state of 1,000 creatures is never one long task. The value is
 * the one-shot hash's (tested): checkpoints written before stay valid.
 */
import { hashText, TextHash } from './hash';
import { ENCOUNTER_KEYS, type Encounter } from './kernel';
import type { Slice } from './slices';

/** Creatures written between two looks at the clock. */
const CREATURES_PER_PIECE = 16;
/** Characters of a stored text hashed between two looks at the clock. */
const CHARS_PER_PIECE = 1 << 18;

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * The pieces of `stateText(state)` in order (their concatenation is that text): `encounterJson` of the state
 * (its fields in the format's order, the creatures in `creatureOrder`), written as `JSON.stringify` writes it —
 * fields whose value JSON leaves out are left out, the creature table's keys in the order the engine lists them.
 */
export function* stateTextPieces(state: Encounter): Generator<string, void, undefined> {
  const table = state.creatures as Record<string, unknown>;
  const creatures: Record<string, unknown> = {};
  for (const id of state.creatureOrder) if (hasOwn.call(table, id)) creatures[id] = table[id];
  const fields = state as unknown as Record<string, unknown>;
  let sep = '{';
  for (const k of ENCOUNTER_KEYS) {
    if (k !== 'creatures') {
      const t = JSON.stringify(fields[k]) as string | undefined;
      if (t === undefined) continue;
      yield `${sep}${JSON.stringify(k)}:${t}`;
      sep = ',';
      continue;
    }
    yield `${sep}"creatures":{`;
    sep = ',';
    let inner = '';
    let n = 0;
    let part = '';
    for (const id of Object.keys(creatures)) {
      const t = JSON.stringify(creatures[id]) as string | undefined;
      if (t === undefined) continue;
      part += `${inner}${JSON.stringify(id)}:${t}`;
      inner = ',';
      if (++n % CREATURES_PER_PIECE === 0) {
        yield part;
        part = '';
      }
    }
    yield `${part}}`;
  }
  yield sep === '{' ? '{}' : '}';
}

/** `hashText(stateText(state))`, written and hashed in slices (`slice` between pieces). */
export async function stateHash(state: Encounter, slice: Slice): Promise<string> {
  const h = new TextHash();
  for (const piece of stateTextPieces(state)) {
    h.add(piece);
    await slice();
  }
  return h.digest();
}

/** `hashText(text)` of a long stored text (a checkpoint's state), in slices. */
export async function textHash(text: string, slice: Slice): Promise<string> {
  if (text.length <= CHARS_PER_PIECE) return hashText(text);
  const h = new TextHash();
  for (let i = 0; i < text.length; i += CHARS_PER_PIECE) {
    h.add(text.slice(i, i + CHARS_PER_PIECE));
    await slice();
  }
  return h.digest();
}

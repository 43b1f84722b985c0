// Shared setup of the players' view property tests (view.property.*.test.ts): the GM's table steps (hide, fog, paint,
// place, end turns) and the checks of every view and log line the players get.
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  FILE_FORMAT,
  FILE_VERSION,
  parseFile,
  unseenByPlayers,
  type AnyEncounter,
  type CoreCommand,
  type EventBase,
  type Point,
} from '../../rules';
import { checkedEncounter } from '../../app/session/arrivals';
import { roomAliases } from './aliases';
import { badText, readAll } from './eventsTesting';
import { playerEncounter } from './view';

/** A table step: what the GM does to the board besides the rules (hide, fog, paint, place, end turns). */
export interface TableStep {
  readonly k: number;
  readonly a: number;
  readonly b: number;
  readonly n: number;
}
export const tableStep: fc.Arbitrary<TableStep> = fc.record({
  k: fc.nat(11),
  a: fc.nat(40),
  b: fc.nat(40),
  n: fc.nat(40),
});

/** A table step made concrete against the state (`ids`: the creatures it may name; `size`: the map's side). */
export function tableCommand(s: AnyEncounter, t: TableStep, ids: readonly string[], size: number): CoreCommand {
  const id = ids[t.a % ids.length] as string;
  const at: Point = { x: t.b % size, y: t.n % size };
  const c = s.creatures[id];
  switch (t.k) {
    case 0:
    case 1:
    case 2:
      // Hidden creatures (riders and mounts among them), and shown again now and then.
      return { type: 'setCondition', id, condition: 'hidden', on: t.n % 4 !== 0 };
    case 3:
      return {
        type: 'setFog',
        hide: true,
        rect: { x: at.x, y: at.y, width: 1 + (t.a % 5), height: 1 + (t.b % 5) },
      };
    case 4:
      return { type: 'setFog', hide: false, rect: { x: at.x, y: at.y, width: 3, height: 3 } };
    case 5:
      return t.n % 3 === 0
        ? { type: 'setFog', hide: false, off: true }
        : { type: 'setFog', hide: t.a % 2 === 0, all: true };
    case 6:
    case 7:
      // Terrain under a creature (blocking, difficult, clear) or anywhere.
      return { type: 'paintTerrain', squares: [c ? c.pos : at], terrain: ([2, 1, 0] as const)[t.n % 3] };
    case 8:
      return {
        type: 'paintTerrain',
        squares: [at, { x: (at.x + 1) % size, y: at.y }],
        elevation: (t.a % 5) - 1,
      };
    case 9:
      return { type: 'placeCreature', id, to: at };
    default:
      return { type: 'nextTurn' };
  }
}

/** Why the players' page refuses a view (the loader's message), for the failure's text. */
function refusal(view: AnyEncounter): string {
  const { pending: _p, ...rest } = JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
  const r = parseFile(
    JSON.stringify({
      format: FILE_FORMAT,
      version: FILE_VERSION,
      initial: { ...rest, pending: null },
      commands: [],
      cursor: 0,
    }),
  );
  return r.ok ? 'its pending decision' : JSON.stringify(r.error);
}

/** Every key and string value of a JSON value (names and glyphs apart: a creature may be called anything). */
function strings(v: unknown, out: Set<string>, key = ''): Set<string> {
  if (typeof v === 'string') {
    if (key !== 'name' && key !== 'glyph') out.add(v);
  } else if (Array.isArray(v)) for (const x of v) strings(x, out, key);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      strings(x, out, k);
    }
  return out;
}

/** Every string value of a JSON value, names included. */
function allStrings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) allStrings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) allStrings(x, out);
  return out;
}

export const hasOwn = Object.prototype.hasOwnProperty;
const aliases = roomAliases(new Uint8Array(32).map((_, i) => (i * 37 + 11) & 255));

/** The three checks of one view (see the module comment); `what` names the command for the failure's text. */
export function checkView(state: AnyEncounter, what: string): AnyEncounter {
  const view = playerEncounter(state, aliases);
  const sent = JSON.parse(JSON.stringify(view)) as unknown;
  if (checkedEncounter(sent) === null)
    expect.fail(`after ${what}: the players' page refuses the view: ${refusal(view)}`);
  const realIds = [...strings(sent, new Set())].filter((x) => /^c\d+$/.test(x));
  if (realIds.length) expect.fail(`after ${what}: the view names creatures by their real ids: ${realIds.join(', ')}`);
  const unseen = unseenByPlayers(state);
  const seenNames = new Set(
    state.creatureOrder.filter((id) => !unseen.has(id)).map((id) => state.creatures[id]?.name as string),
  );
  const texts = allStrings(sent);
  for (const id of unseen) {
    const name = state.creatures[id]?.name as string;
    if (seenNames.has(name)) continue;
    if (texts.some((t) => t === name)) expect.fail(`after ${what}: the view holds the name of unseen ${id} (${name})`);
  }
  return view;
}

/**
 * The players' log lines of a change (issue 26, items 1 and 5): each described cleanly in both languages (no "null",
 * no unworded placeholder, no English in the Japanese: `badText`), and — in 4e and Tenkai, where every character is
 * a creature — none naming a creature the players cannot see.
 */
export function checkLines(state: AnyEncounter, events: readonly EventBase[], what: string): number {
  const unseen = unseenByPlayers(state);
  const b = state.system === 'sudukuri' ? state.sys.battle : null;
  const names = [
    ...state.creatureOrder.map((id) => state.creatures[id]?.name as string),
    ...(b ? [...b.pc, ...b.opp].map((c) => c.name) : []),
  ];
  const seenNames = new Set(state.creatureOrder.filter((id) => !unseen.has(id)).map((id) => state.creatures[id]?.name));
  const hidden = [...unseen].map((id) => state.creatures[id]?.name as string).filter((n) => !seenNames.has(n));
  let read = 0;
  for (const r of readAll(state, events)) {
    if (!r.players) continue;
    read++;
    const bad = badText(r.players, names);
    if (bad.length) expect.fail(`after ${what}: ${r.type} reads badly: ${bad.join(' | ')}`);
    if (state.system === 'sudukuri') continue;
    for (const n of hidden) {
      // As a word: a creature called "A" is not in "AP".
      const word = new RegExp(`(^|[^A-Za-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`);
      if (word.test(r.players.en) || word.test(r.players.ja))
        expect.fail(`after ${what}: ${r.type} names the unseen ${n}: ${r.players.en}`);
    }
  }
  return read;
}

/** How often each situation the test is about came up (so that it is known to be exercised). */
export class Coverage {
  readonly seen = new Map<string, number>();
  /** Count the situations of one state that hold. */
  note(facts: Readonly<Record<string, boolean>>): void {
    for (const [k, v] of Object.entries(facts)) if (v) this.seen.set(k, (this.seen.get(k) ?? 0) + 1);
  }
  /** Every situation came up at least `min` times. */
  expectAll(keys: readonly string[], min: number): void {
    for (const k of keys) expect(this.seen.get(k) ?? 0, `${k} came up`).toBeGreaterThanOrEqual(min);
  }
}

export const TABLE = ['hidden', 'hiddenRider', 'hiddenMount', 'fogged', 'blockingUnder', 'pending'];

/** The situations every system's sessions must reach: hidden creatures and riders, fog, blocking ground under one. */
export function tableFacts(state: AnyEncounter): Record<string, boolean> {
  const unseen = unseenByPlayers(state);
  const cs = state.creatureOrder.map((id) => state.creatures[id]).filter((c) => c !== undefined);
  const w = state.grid.width;
  return {
    hidden: unseen.size > 0,
    hiddenRider: cs.some((c) => c.mountId !== null && unseen.has(c.id) && !unseen.has(c.mountId)),
    hiddenMount: cs.some((c) => c.mountId !== null && unseen.has(c.mountId)),
    fogged: cs.some((c) => unseen.has(c.id) && !c.mountId && !c.conditions.includes('hidden')),
    blockingUnder: cs.some((c) => !unseen.has(c.id) && !c.mountId && state.grid.terrain[c.pos.y * w + c.pos.x] === 2),
    pending: state.pending !== null,
  };
}

/**
 * A 4e step that provokes the party's opportunity attacks (B-11), so that the players get decisions whose options
 * are creatures: the creature whose turn it is, when not the party's, is placed beside a party creature, and walks
 * away from it when it stands there already.
 */

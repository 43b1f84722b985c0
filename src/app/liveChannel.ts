/**
 * The same-origin channel between the GM window and the player view (BroadcastChannel, no server).
 * The GM side filters (playerFilter) before posting; the player side only displays.
 */
import type { ChangeKind, SharedOverlay } from '../store';
import { sameData, type AnyEncounter, type Creature, type Diff, type EventBase, type PlayersChat } from '../rules';
import type { Text } from '../i18n';

export const LIVE_CHANNEL = 'saddlegrid-live';

/** Messages on the live channel. */
export type LiveMessage =
  | { kind: 'hello' }
  /** The GM window (re)started: player views answer with hello. */
  | { kind: 'gmStarted' }
  | { kind: 'state'; rev: number; encounter: AnyEncounter; log: Text[]; events: EventBase[]; change: ChangeKind }
  /**
   * A change after a `state` (issue 33): the encounter without its unchanged creatures (`creatures` holds the new
   * or changed ones, `removed` the ids gone) and without its grid unless it changed; `base` is the revision it
   * applies to (a view that missed one asks again with hello).
   */
  | {
      kind: 'delta';
      rev: number;
      base: number;
      encounter: Omit<AnyEncounter, 'grid'> & { grid?: AnyEncounter['grid'] };
      removed: string[];
      log: Text[];
      events: EventBase[];
      change: ChangeKind;
    }
  | { kind: 'camera'; x: number; y: number; scale: number; width: number; height: number }
  /** What the GM points at (issue 17), filtered for the players (overlayFilter.ts `playerOverlay`). */
  | { kind: 'overlay'; overlay: SharedOverlay }
  /** The players' chat (issue 30): the staged 立ち絵 beside the board (the same filter as the players' devices). */
  | { kind: 'chat'; chat: PlayersChat };

type StateMessage = Extract<LiveMessage, { kind: 'state' }>;
type DeltaMessage = Extract<LiveMessage, { kind: 'delta' }>;

/**
 * The state a delta leads to from the state it was made after (null when it was made after another revision: the
 * view asks for the whole state again). Unchanged creature records stay the same objects, and the diff names what
 * changed, so the player board redraws only those tokens.
 */
export function applyDelta(
  prev: StateMessage,
  d: DeltaMessage,
): { state: StateMessage; diff: Pick<Diff, 'added' | 'updated' | 'removed'> } | null {
  if (d.base !== prev.rev) return null;
  const creatures: Record<string, Creature> = { ...prev.encounter.creatures };
  const added: Record<string, Creature> = {};
  const updated: Record<string, readonly [Creature, Creature]> = {};
  const removed: Record<string, Creature> = {};
  for (const id of d.removed) {
    const c = creatures[id];
    if (c) removed[id] = c;
    delete creatures[id];
  }
  for (const id in d.encounter.creatures) {
    const c = d.encounter.creatures[id] as Creature;
    const was = creatures[id];
    if (was) updated[id] = [was, c];
    else added[id] = c;
    creatures[id] = c;
  }
  const { grid, ...rest } = d.encounter;
  const was = prev.encounter;
  // A structured clone is a new object each time: the parts equal by value to the last state's stay that state's
  // objects (issue 33), so the player window's board and panels see an unchanged order, turn order or scene as such.
  const encounter = {
    ...rest,
    grid: grid ?? was.grid,
    creatures,
    creatureOrder: keep(was.creatureOrder, rest.creatureOrder),
    turns: keep(was.turns, rest.turns),
    scene: keep(was.scene, rest.scene),
    palettes: keep(was.palettes, rest.palettes),
    pending: keep(was.pending, rest.pending),
    sys: keep(was.sys, rest.sys),
  } as AnyEncounter;
  return {
    state: { kind: 'state', rev: d.rev, encounter, log: d.log, events: d.events, change: d.change },
    diff: { added, updated, removed },
  };
}

/** `was` when `now` equals it by value (plain data: what a structured clone carries), else `now`. */
function keep<T>(was: T, now: T): T {
  return sameData(was, now) ? was : now;
}

/** Open the channel (null where BroadcastChannel is missing). */
export function openLive(onMessage: (m: LiveMessage) => void): { post(m: LiveMessage): void; close(): void } | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const ch = new BroadcastChannel(LIVE_CHANNEL);
  ch.onmessage = (ev: MessageEvent<LiveMessage>) => onMessage(ev.data);
  return {
    post: (m) => ch.postMessage(m),
    close: () => ch.close(),
  };
}

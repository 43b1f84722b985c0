/**
 * The same-origin channel between the GM window and the player view (BroadcastChannel, no server).
 * The GM side filters (playerFilter) before posting; the player side only displays.
 */
import type { ChangeKind, SharedOverlay } from '../store';
import { type AnyEncounter, type Creature, type Diff, type EventBase, type PlayersChat } from '../rules';
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
   * or changed ones, `removed` the ids gone), without its grid unless it changed, and without each of its
   * {@link SAME_PARTS} that is equal by value to the one the view has; `base` is the revision it applies to (a view
   * that missed one asks again with hello).
   */
  | {
      kind: 'delta';
      rev: number;
      base: number;
      encounter: Omit<AnyEncounter, 'grid' | SamePart> & Partial<Pick<AnyEncounter, 'grid' | SamePart>>;
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

/**
 * The parts of the encounter a delta leaves out while they are equal by value to the last view's (issue 33: the
 * turn order, the scene and the system part are mostly the same after a command; the player window no longer
 * compares them, the GM window sends them only when they changed). Left out only when equal by value, never by
 * what changed in the GM's state: a part is in a delta exactly when the players' view of it changed.
 */
export const SAME_PARTS = ['creatureOrder', 'turns', 'scene', 'pending', 'palettes', 'sys'] as const;
type SamePart = (typeof SAME_PARTS)[number];

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
  // A part the delta leaves out is the last state's object (issue 33): the player window's board and panels see an
  // unchanged order, turn order or scene as such.
  const encounter = { ...rest, grid: grid ?? was.grid, creatures } as Record<string, unknown>;
  for (const k of SAME_PARTS) if (!(k in rest)) encounter[k] = was[k];
  return {
    state: {
      kind: 'state',
      rev: d.rev,
      encounter: encounter as unknown as AnyEncounter,
      log: d.log,
      events: d.events,
      change: d.change,
    },
    diff: { added, updated, removed },
  };
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

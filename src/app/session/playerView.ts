/**
 * The players' view of the GM's encounter store, built once for every audience: the local player window
 * (`gmLive.ts`, a BroadcastChannel) and the players' own devices (`host.ts`, the session server). Everything in it
 * comes out of the allow-list filter (`playerFilter.ts`): nothing of the GM's state is passed through as it is.
 */
import type { EventBase } from '../../rules';
import type { Text } from '../../i18n';
import type { ChangeKind, EncounterState } from '../../store';
import { playerEncounter, playerEvents, playerLogLines, type PlayerViewMemo } from '../playerFilter';

/** What the players are shown: the filtered encounter, the newest log lines, the last change's events. */
export interface PlayerView {
  readonly encounter: EncounterState['encounter'];
  readonly log: Text[];
  readonly events: EventBase[];
  readonly change: ChangeKind;
}

/** Log lines the players read (the player view shows the last few). */
export const PLAYER_LOG_LINES = 6;

/** The newest events of the commands in effect, oldest first (walked back from the cursor, at most `max`). */
export function recentEvents(s: Pick<EncounterState, 'session'>, max = 40): EventBase[] {
  const recent: EventBase[] = [];
  for (let i = s.session.cursor - 1; i >= 0 && recent.length < max; i--) {
    const evs = s.session.entry(i)?.events ?? [];
    for (let j = evs.length - 1; j >= 0 && recent.length < max; j--) recent.unshift(evs[j] as EventBase);
  }
  return recent;
}

/** The players' view of the store's state now (`memo`: filtered records kept from the previous view). */
export function buildPlayerView(
  s: Pick<EncounterState, 'session' | 'encounter' | 'lastEvents' | 'lastChange'>,
  memo?: PlayerViewMemo,
): PlayerView {
  return {
    encounter: playerEncounter(s.encounter, memo),
    log: playerLogLines(recentEvents(s), s.encounter, PLAYER_LOG_LINES),
    events: playerEvents(s.lastEvents, s.encounter),
    change: s.lastChange,
  };
}

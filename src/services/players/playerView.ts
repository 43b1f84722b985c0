/**
 * The players' view of the GM's encounter store, built for each audience: the local player window (`gmLive.ts`, a
 * BroadcastChannel; ids as they are) and the players' own devices (`app/session/host.ts`, through the session
 * server; ids as the room's aliases). Everything in it comes out of the allow-list filter (`view.ts`, `events.ts`
 * and each rule system's players' policy): nothing of the GM's state is passed through as it is.
 */
import type { CommandBase, EventBase, HistoryEntry } from '../../rules';
import type { Text } from '../../i18n';
import type { ChangeKind, EncounterState } from '../../store';
import { SAME_IDS, type Aliases } from './aliases';
import { createPlayerLog, playerBoardEvents } from './events';
import { playerScope, viewMemo, viewOf, type ViewMemo } from './view';

/** What the players are shown: the filtered encounter, the newest log lines, the last change's events. */
export interface PlayerView {
  readonly encounter: EncounterState['encounter'];
  readonly log: Text[];
  readonly events: EventBase[];
  readonly change: ChangeKind;
}

/** Log lines the players read (the player view shows the last few). */
export const PLAYER_LOG_LINES = 6;

/** What the builder reads of the store. */
type Source = Pick<EncounterState, 'session' | 'encounter' | 'lastEvents' | 'lastChange'>;

/** A builder of one audience's views; `counts`: creature records filtered and looked at so far (issue 33). */
export type PlayerViewBuilder = ((s: Source) => PlayerView) & { readonly counts: ViewMemo['counts'] };

/**
 * A builder of the players' view for one audience (its log lines are worked out once per history entry, when the
 * entry is first published: see `events.ts`).
 */
export function playerViewBuilder(aliases: Aliases = SAME_IDS): PlayerViewBuilder {
  const log = createPlayerLog();
  // The records and grid of the last view, kept while unchanged (issue 33: a delta sends only what changed).
  const memo = viewMemo();
  const build = (s: Source): PlayerView => {
    const scope = playerScope(s.encounter, aliases);
    const history = {
      cursor: s.session.cursor,
      entry: (i: number) => s.session.entry(i) as HistoryEntry<CommandBase> | undefined,
    };
    return {
      encounter: viewOf(s.encounter, scope, memo) as EncounterState['encounter'],
      log: log.lines(history, scope, PLAYER_LOG_LINES),
      events: playerBoardEvents(s.lastEvents, scope),
      change: s.lastChange,
    };
  };
  return Object.assign(build, { counts: memo.counts });
}

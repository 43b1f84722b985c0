/**
 * Which creatures changed since the players' view last looked (issue 33: the view is built after every command,
 * and a command changes a few creatures of a thousand). The session changes its creature table in place and tells
 * the table's derived indexes of every id a transaction, an undo or a redo touched (`derivedIndex`,
 * rules/core/spatial.ts, as the 4e effect index does); a feed is one such index that only collects the ids. A
 * touched id is a hint to look, never a verdict: its record is compared with the one seen last.
 */
import { derivedIndex, type CreatureId, type DerivedIndex } from '../../rules';

/** The ids of one creature table touched since the last {@link ChangeFeed.take}. */
export class ChangeFeed implements DerivedIndex {
  private ids = new Set<CreatureId>();

  touch(id: CreatureId): void {
    this.ids.add(id);
  }

  /** The ids touched since the last take (and start a new list). */
  take(): ReadonlySet<CreatureId> {
    const t = this.ids;
    if (t.size) this.ids = new Set();
    return t;
  }
}

/** The feed of `creatures` (a session's table) kept for `owner` (one per owner and table: it lives as long as both). */
export function changeFeed(creatures: object, owner: object): ChangeFeed {
  return derivedIndex(creatures, owner, () => new ChangeFeed());
}

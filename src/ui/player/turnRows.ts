/**
 * The player view's turn order as rows (issue 33): one string per creature in turn order — its id, side, whether
 * it is the current turn, its name — kept from one state to the next. The player window reads it after every
 * change from the GM (a thousand creatures in the order): a state already read gives the same array at once, a
 * state whose turn order and creature records are those of the last one too, and a row whose creature and turn
 * mark did not change keeps its string — so the rows are built and compared only for what changed, and the array
 * is the last one (the same object) while every row is the same.
 */
import { creatureOf, sameData, type AnyEncounter, type Creature } from '../../rules';

/** What separates a row's fields (the name last: whatever it holds, the fields before it split off first). */
export const ROW = '\u0000';

/** The last state read and its rows (one per turn order panel). */
export interface TurnRowsMemo {
  enc: AnyEncounter | null;
  turns: AnyEncounter['turns'] | null;
  /** The record of each creature in the order as last read (undefined: not in the encounter). */
  records: (Creature | undefined)[];
  rows: readonly string[];
  /** Each order position's row, or '' for a creature not in the encounter. */
  byIndex: string[];
}

export function turnRowsMemo(): TurnRowsMemo {
  return { enc: null, turns: null, records: [], rows: [], byIndex: [] };
}

/** The rows of `enc`'s turn order (see the module comment); `memo` is updated. */
export function turnRows(enc: AnyEncounter, memo: TurnRowsMemo): readonly string[] {
  if (enc === memo.enc) return memo.rows;
  const { turns } = enc;
  const order = turns.order;
  const was = memo.turns;
  const sameCurrent = !!was && was.current === turns.current;
  const sameOrder = !!was && (was.order === order || sameData(was.order, order));
  const records: (Creature | undefined)[] = new Array<Creature | undefined>(order.length);
  const byIndex: string[] = new Array<string>(order.length);
  const rows: string[] = [];
  // A new current turn (a save answered at the end of a turn, "Next turn") changes two rows' marks only: the others
  // keep their strings (issue 33: the player window built a thousand of them after every turn change).
  const before = sameCurrent ? -1 : (was?.current ?? -1);
  let changed = !sameOrder;
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as string;
    const c = creatureOf(enc, id);
    records[i] = c;
    let row: string;
    if (sameOrder && c === memo.records[i] && (sameCurrent || (i !== turns.current && i !== before)))
      row = memo.byIndex[i] as string;
    else {
      row = c ? `${id}${ROW}${c.side}${ROW}${i === turns.current ? 1 : 0}${ROW}${c.name}` : '';
      if (row !== memo.byIndex[i]) changed = true;
    }
    byIndex[i] = row;
    if (row) rows.push(row);
  }
  memo.enc = enc;
  memo.turns = turns;
  memo.records = records;
  memo.byIndex = byIndex;
  if (changed || rows.length !== memo.rows.length) memo.rows = rows;
  return memo.rows;
}

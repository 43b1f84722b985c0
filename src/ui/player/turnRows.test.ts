import { describe, expect, it } from 'vitest';
import { creatureOf, type AnyEncounter } from '../../rules';
import { createEncounterStore } from '../../store';
import { sampleEncounter } from '../../app/sample';
import { ROW, turnRows, turnRowsMemo } from './turnRows';

/** The rows as the player view built them before issue 33's memo: every row from scratch. */
const fresh = (enc: AnyEncounter) =>
  enc.turns.order.flatMap((id, i) => {
    const c = creatureOf(enc, id);
    return c ? [`${id}${ROW}${c.side}${ROW}${i === enc.turns.current ? 1 : 0}${ROW}${c.name}`] : [];
  });

describe('the player view’s turn order rows (issue 33: kept between states)', () => {
  it('equal the rows built from scratch after every kind of change, the same array while no row changed', () => {
    const store = createEncounterStore(sampleEncounter('en'));
    const memo = turnRowsMemo();
    const read = () => turnRows(store.getState().encounter, memo);
    expect(read()).toEqual(fresh(store.getState().encounter));
    expect(store.getState().dispatch({ type: 'rollInitiative', all: true }).ok).toBe(true);
    const rolled = read();
    expect(rolled).toEqual(fresh(store.getState().encounter));
    expect(rolled.length).toBeGreaterThan(2);
    // The same state read again: the same array, nothing built.
    expect(read()).toBe(rolled);
    const enc = store.getState().encounter;
    const [first, second] = enc.turns.order as [string, string];
    // Hit points change (a record replaced, its row the same): the same array.
    const hp = creatureOf(enc, second)?.hp ?? 0;
    expect(store.getState().dispatch({ type: 'editCreature', id: second, patch: { hp: hp - 1 } }).ok).toBe(true);
    expect(read()).toBe(rolled);
    // A name changes: a new array, that row only.
    expect(store.getState().dispatch({ type: 'editCreature', id: second, patch: { name: 'Renamed' } }).ok).toBe(true);
    const renamed = read();
    expect(renamed).not.toBe(rolled);
    expect(renamed).toEqual(fresh(store.getState().encounter));
    expect(renamed.filter((r, i) => r !== rolled[i])).toEqual([
      `${second}${ROW}${creatureOf(enc, second)?.side}${ROW}0${ROW}Renamed`,
    ]);
    // The turn moves on: the current mark moves.
    expect(store.getState().dispatch({ type: 'nextTurn' }).ok).toBe(true);
    const next = read();
    expect(next).toEqual(fresh(store.getState().encounter));
    expect(next.find((r) => r.startsWith(`${first}${ROW}`))?.split(ROW)[2]).toBe(
      store.getState().encounter.turns.current === 0 ? '1' : '0',
    );
    // Undo back to the roll: the rows of that state again.
    store.getState().undo();
    store.getState().undo();
    store.getState().undo();
    expect(read()).toEqual(rolled);
    // A creature taken out of the encounter (its id may stay in the order): no row for it.
    expect(store.getState().dispatch({ type: 'removeCreature', id: second }).ok).toBe(true);
    const removed = read();
    expect(removed).toEqual(fresh(store.getState().encounter));
    expect(removed.some((r) => r.startsWith(`${second}${ROW}`))).toBe(false);
  });

  it('turn after turn (two rounds, hit points changing on the way, undo and redo): the rows built from scratch', () => {
    const store = createEncounterStore(sampleEncounter('en'));
    const memo = turnRowsMemo();
    const read = () => turnRows(store.getState().encounter, memo);
    expect(store.getState().dispatch({ type: 'rollInitiative', all: true }).ok).toBe(true);
    let last = read();
    const n = store.getState().encounter.turns.order.length;
    for (let k = 0; k < 2 * n; k++) {
      const enc = store.getState().encounter;
      const id = enc.turns.order[(k * 3) % n] as string;
      const hp = creatureOf(enc, id)?.hp ?? 0;
      if (k % 3 === 0) store.getState().dispatch({ type: 'editCreature', id, patch: { hp: hp - 1 } });
      expect(store.getState().dispatch({ type: 'nextTurn' }).ok).toBe(true);
      const rows = read();
      expect(rows).toEqual(fresh(store.getState().encounter));
      // Exactly the two marks moved (the old current row and the new one), unless the turn stayed.
      expect(rows.filter((r, i) => r !== last[i]).length).toBeLessThanOrEqual(2);
      last = rows;
      if (k % 5 === 4) {
        store.getState().undo();
        expect(read()).toEqual(fresh(store.getState().encounter));
        store.getState().redo();
        expect((last = read())).toEqual(fresh(store.getState().encounter));
      }
    }
  });

  it('a memo read with another encounter gives that encounter’s rows', () => {
    const memo = turnRowsMemo();
    const a = createEncounterStore(sampleEncounter('en'));
    const b = createEncounterStore(sampleEncounter('ja'));
    a.getState().dispatch({ type: 'rollInitiative', all: true });
    b.getState().dispatch({ type: 'rollInitiative', all: true });
    expect(turnRows(a.getState().encounter, memo)).toEqual(fresh(a.getState().encounter));
    expect(turnRows(b.getState().encounter, memo)).toEqual(fresh(b.getState().encounter));
    expect(turnRows(a.getState().encounter, memo)).toEqual(fresh(a.getState().encounter));
  });
});

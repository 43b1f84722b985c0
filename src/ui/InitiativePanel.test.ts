import { describe, expect, it } from 'vitest';
import { creatureOf } from '../rules';
import { createEncounterStore } from '../store';
import { sampleEncounter } from '../app/sample';
import { uiOf } from './systems';
import { rowsOf } from './InitiativePanel';

describe('the initiative rows (issue 16: one row per entry, virtualised)', () => {
  const fold = uiOf('mounted4e').initiative?.fold;
  it('lists everyone waiting for a value, an adventurer’s mount folded into its rider’s row (MC-TURN-1)', () => {
    const enc = sampleEncounter('en');
    const { rows, waiting } = rowsOf(enc, fold);
    expect(waiting).toBe(enc.creatureOrder.length);
    const folded = rows.filter((r) => r.mount).map((r) => [r.c.name, r.mount?.name]);
    expect(folded.length).toBeGreaterThan(0);
    for (const r of rows) if (r.mount) expect(rows.some((x) => x.c.id === r.mount?.id)).toBe(false);
    expect(rows.length).toBe(enc.creatureOrder.length - folded.length);
    expect(rows.every((r) => !r.inOrder)).toBe(true);
  });

  it('after rolling for all: the turn order first, in order; the same rows object for the same state', () => {
    const store = createEncounterStore(sampleEncounter('en'));
    expect(store.getState().dispatch({ type: 'rollInitiative', all: true }).ok).toBe(true);
    const after = store.getState().encounter;
    const { rows, waiting } = rowsOf(after, fold);
    expect(waiting).toBe(0);
    const order = after.turns.order.filter((id) => rows.some((x) => x.c.id === id));
    expect(rows.map((x) => x.c.id)).toEqual(order);
    expect(rows.every((x) => x.inOrder && creatureOf(after, x.c.id))).toBe(true);
    expect(rowsOf(after, fold).rows).toBe(rows);
    expect(rowsOf(after, undefined).rows).not.toBe(rows);
  });
});

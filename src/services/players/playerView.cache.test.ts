/**
 * Issue 33 keeps the players' scope once per encounter state and the view's records from the last view
 * (`playerScope`, `viewMemo`). A hostile player reads every byte of the view, so a kept value that outlived its
 * state would be a leak: these tests drive the GM's real store (commands, undo, redo) and compare, after every
 * change, the view the app sends with one worked out from scratch on a copy of the same state (a new object: no
 * kept scope or record can serve it). The copy and the live view must be byte for byte the same.
 */
import { describe, expect, it } from 'vitest';
import { allCreatures, type AnyEncounter } from '../../rules';
import { anEncounter, knight, orc, warhorse } from '../../rules/mounted4e/testing';
import { createEncounterStore } from '../../store';
import { playerViewBuilder } from './playerView';
import { ROOM } from './testing';

function store() {
  const { s, id } = anEncounter()
    .with('knight', knight({ pos: { x: 2, y: 2 } }))
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('squire', knight({ name: 'Squire', pos: { x: 8, y: 8 }, notes: 'Carries the secret letter' }))
    .with('orc', orc({ pos: { x: 11, y: 11 }, hp: 17, notes: 'Carries the key to the vault' }))
    .with('goblin', orc({ name: 'Goblin sneak', pos: { x: 12, y: 2 }, conditions: ['hidden'], notes: 'In the brush' }))
    .build();
  return { store: createEncounterStore(s as AnyEncounter), id };
}

const names = (enc: AnyEncounter) => allCreatures(enc).map((c) => c.name);

describe('the players’ view with its kept scope and records (issue 33) tells no more than a fresh one', () => {
  it('hiding, undo, redo, revealing and moving: the live view equals one built from scratch after each change', () => {
    const { store: st, id } = store();
    const live = playerViewBuilder(ROOM);
    const check = () => {
      const s = st.getState();
      const sent = live(s);
      // A new builder on a structured copy of the state: nothing kept from an earlier state can answer it.
      const fresh = playerViewBuilder(ROOM)({ ...s, encounter: structuredClone(s.encounter) });
      expect(JSON.stringify(sent.encounter)).toBe(JSON.stringify(fresh.encounter));
      return sent;
    };
    const hide = (k: string, on: boolean) =>
      st.getState().dispatch({ type: 'setCondition', id: id(k), condition: 'hidden', on });

    const first = check();
    expect(names(first.encounter)).toContain('Squire');
    expect(names(first.encounter)).not.toContain('Goblin sneak');

    expect(hide('squire', true).ok).toBe(true);
    const hidden = check();
    expect(names(hidden.encounter)).not.toContain('Squire');
    expect(JSON.stringify(hidden)).not.toContain('secret letter');

    st.getState().undo();
    expect(names(check().encounter)).toContain('Squire');
    st.getState().redo();
    expect(names(check().encounter)).not.toContain('Squire');

    expect(hide('goblin', false).ok).toBe(true);
    const revealed = check();
    expect(names(revealed.encounter)).toContain('Goblin sneak');
    expect(JSON.stringify(revealed)).not.toContain('In the brush');

    st.getState().dispatch({ type: 'placeCreature', id: id('orc'), to: { x: 10, y: 10 } });
    check();
    st.getState().undo();
    st.getState().undo();
    const back = check();
    expect(names(back.encounter)).not.toContain('Goblin sneak');
    expect(JSON.stringify(back)).not.toContain('Goblin sneak');
  });
});

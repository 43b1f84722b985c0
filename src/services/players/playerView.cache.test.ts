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

  it('palettes, scene (walls, fog, vision), turns and a pending decision: kept parts equal a fresh view after each change', () => {
    const { store: st, id } = store();
    const live = playerViewBuilder(ROOM);
    const seen: { last: ReturnType<typeof live> | null } = { last: null };
    const check = () => {
      const s = st.getState();
      const sent = live(s);
      const fresh = playerViewBuilder(ROOM)({ ...s, encounter: structuredClone(s.encounter) });
      expect(JSON.stringify(sent.encounter)).toBe(JSON.stringify(fresh.encounter));
      const was = seen.last;
      seen.last = sent;
      return { sent, was };
    };
    const d = (c: Parameters<ReturnType<typeof st.getState>['dispatch']>[0]) => {
      const r = st.getState().dispatch(c);
      expect(r.ok).toBe(true);
      return check();
    };
    check();
    // Issue 33: a part whose GM part did not change is the last view's object (the live channel leaves it out).
    let { sent, was } = d({ type: 'changeHp', id: id('orc'), amount: -3 });
    expect(sent.encounter.scene).toBe(was?.encounter.scene);
    expect(sent.encounter.palettes).toBe(was?.encounter.palettes);
    expect(sent.encounter.pending).toBe(was?.encounter.pending);
    ({ sent, was } = d({ type: 'setPalette', owner: id('knight'), lines: ['1d20+7 Lance'] }));
    expect(sent.encounter.palettes).not.toBe(was?.encounter.palettes);
    expect(JSON.stringify(sent.encounter.palettes)).toContain('Lance');
    d({ type: 'setPalette', owner: id('orc'), lines: ['1d20+9 Secret axe'] });
    expect(JSON.stringify(seen.last)).not.toContain('Secret axe');
    ({ sent, was } = d({ type: 'addWalls', walls: [{ kind: 'wall', x1: 5, y1: 0, x2: 5, y2: 6 }] }));
    expect(sent.encounter.scene).not.toBe(was?.encounter.scene);
    expect(sent.encounter.scene.walls).toHaveLength(1);
    d({ type: 'setFog', hide: true, rect: { x: 4, y: 0, width: 8, height: 8 } });
    d({ type: 'setVision', on: true });
    d({ type: 'placeCreature', id: id('knight'), to: { x: 6, y: 2 } });
    d({ type: 'setVision', on: false });
    d({ type: 'setFog', hide: false, off: true });
    d({ type: 'rollInitiative', all: true });
    for (let i = 0; i < 6; i++) d({ type: 'nextTurn' });
    // A save the party's creature makes (a pending decision the players see), answered.
    for (let i = 0; i < 8 && st.getState().encounter.pending === null; i++) {
      const e = st.getState().encounter;
      const cur = e.turns.order[e.turns.current] as string;
      if (e.creatures[cur]?.side === 'party')
        d({
          type: 'addEffect',
          targetId: cur,
          sourceId: null,
          what: { kind: 'condition', condition: 'dazed' },
          duration: { kind: 'saveEnds' },
        } as never);
      d({ type: 'nextTurn' });
    }
    expect(st.getState().encounter.pending).not.toBeNull();
    expect(seen.last?.encounter.pending).not.toBeNull();
    d({ type: 'decide', optionId: 'roll' } as never);
    for (let i = 0; i < 8; i++) {
      st.getState().undo();
      check();
    }
    for (let i = 0; i < 8; i++) {
      st.getState().redo();
      check();
    }
  });
});

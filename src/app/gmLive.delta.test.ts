/**
 * Issue 33: the GM's tab posts the player window what changed (deltas), after the GM's frame, once for a burst; the
 * views the player window builds from them stay whole and equal a fresh view.
 */
import { describe, expect, it } from 'vitest';
import { allCreatures, type Command } from '../rules';
import { createEncounterStore, createUiStore, type SharedOverlay } from '../store';
import { fakeChannel, run } from './gmLive.fixtures';
import { startGmLive } from './gmLive';
import { applyDelta, type LiveMessage } from './liveChannel';
import { sampleEncounter } from './sample';

describe('issue 33: the player window gets what changed, after the GM frame', () => {
  it('after the first whole view, a move posts the moved creature only (no grid), and the views stay whole', () => {
    const gm = sampleEncounter('en');
    const ogre = allCreatures(gm).find((c) => c.name === 'Ogre')!;
    const { posted, deltas, final } = run(gm, [
      { type: 'moveCreature', id: ogre.id, to: { x: ogre.pos.x - 2, y: ogre.pos.y + 1 } },
      { type: 'changeHp', id: ogre.id, amount: -5 },
    ]);
    expect(posted.filter((m) => m.kind === 'state').length).toBe(5); // the first view, then four changes
    expect(deltas.length).toBe(4); // two commands, an undo and a redo
    const first = deltas[0] as Extract<LiveMessage, { kind: 'delta' }>;
    expect(Object.keys(first.encounter.creatures)).toEqual([ogre.id]);
    expect(first.encounter.grid).toBeUndefined();
    expect(first.removed).toEqual([]);
    // The last view built from the deltas is the whole filtered state (as a fresh view would be).
    const last = posted.at(-1) as Extract<LiveMessage, { kind: 'state' }>;
    const fresh = run(final, []).posted.find((m) => m.kind === 'state') as Extract<LiveMessage, { kind: 'state' }>;
    expect(last.encounter).toEqual(fresh.encounter);
  });

  it('a delta leaves out the turn order, scene, pending decision, palettes and system part while they are equal to the view’s', () => {
    const gm = sampleEncounter('en');
    const ogre = allCreatures(gm).find((c) => c.name === 'Ogre')!;
    const { posted, deltas, final } = run(gm, [
      { type: 'rollInitiative', all: true },
      { type: 'changeHp', id: ogre.id, amount: -5 },
      { type: 'nextTurn' },
    ]);
    const [roll, hp, next] = deltas as Extract<LiveMessage, { kind: 'delta' }>[];
    expect(Object.keys(roll?.encounter ?? {})).toContain('turns');
    // Hit points: only the creature and the scalar fields travel.
    expect(Object.keys(hp?.encounter ?? {}).sort()).toEqual([
      'creatures',
      'id',
      'name',
      'nextId',
      'rng',
      'seq',
      'system',
    ]);
    // The next turn: the turn order (its current turn) travels again.
    expect(Object.keys(next?.encounter ?? {})).toContain('turns');
    expect(next?.encounter.scene).toBeUndefined();
    // Every view rebuilt from the deltas is whole, each left-out part the view's own object, and the last one is
    // the whole filtered state (as a fresh view would be).
    const states = posted.filter((m): m is Extract<LiveMessage, { kind: 'state' }> => m.kind === 'state');
    for (let i = 1; i < states.length; i++) {
      const [a, b] = [states[i - 1]?.encounter, states[i]?.encounter];
      expect(Object.keys(b ?? {}).sort()).toEqual(Object.keys(a ?? {}).sort());
    }
    const atHp = states[2]?.encounter;
    expect(atHp?.scene).toBe(states[1]?.encounter.scene);
    expect(atHp?.turns).toBe(states[1]?.encounter.turns);
    const fresh = run(final, []).posted.find((m) => m.kind === 'state') as Extract<LiveMessage, { kind: 'state' }>;
    expect(states.at(-1)?.encounter).toEqual(fresh.encounter);
  });

  it('a change only the GM sees (the hidden archer, exact HP inside a band, terrain under the fog) posts the same delta: no creature, no grid', () => {
    const gm = sampleEncounter('en');
    const ogre = allCreatures(gm).find((c) => c.name === 'Ogre')!;
    const archer = allCreatures(gm).find((c) => c.name === 'Goblin archer')!;
    const fogged = { x: 0, y: 0, width: 3, height: 3 };
    // The same start each time: fog over a corner, the ogre hurt (its band: hurt); then one change the players
    // cannot see. What the delta carries of the encounter must not depend on which one it was.
    const deltaAfter = (c: Command) => {
      const { deltas } = run(gm, [
        { type: 'setFog', hide: true, rect: fogged },
        { type: 'changeHp', id: ogre.id, amount: -5 },
        c,
      ]);
      const d = deltas[2] as Extract<LiveMessage, { kind: 'delta' }>;
      return { encounter: d.encounter, removed: d.removed };
    };
    const moved = deltaAfter({ type: 'moveCreature', id: archer.id, to: { x: archer.pos.x - 1, y: archer.pos.y } });
    expect(moved.encounter.creatures).toEqual({});
    expect(moved.encounter.grid).toBeUndefined();
    expect(moved.removed).toEqual([]);
    for (const c of [
      { type: 'changeHp', id: archer.id, amount: -5 },
      { type: 'changeHp', id: ogre.id, amount: -3 }, // 106 → 103 of 111: still "hurt" to the players
      { type: 'paintTerrain', squares: [{ x: 1, y: 1 }], terrain: 1, elevation: 2 },
    ] satisfies Command[])
      expect(deltaAfter(c), c.type).toEqual(moved);
  });

  it('a delta made after another revision than the view has is refused (the view asks for the whole again)', () => {
    const gm = sampleEncounter('en');
    const ogre = allCreatures(gm).find((c) => c.name === 'Ogre')!;
    const { deltas } = run(gm, [{ type: 'changeHp', id: ogre.id, amount: -5 }]);
    const d = deltas[0] as Extract<LiveMessage, { kind: 'delta' }>;
    const stale: Extract<LiveMessage, { kind: 'state' }> = {
      kind: 'state',
      rev: d.base + 7,
      encounter: gm,
      log: [],
      events: [],
      change: 'load',
    };
    expect(applyDelta(stale, d)).toBeNull();
  });

  it('issue 33: a drag preview shared with the players is filtered and posted after the frame, once for every change before it', () => {
    const store = createEncounterStore(sampleEncounter('en'));
    const ui = createUiStore('en');
    const ch = fakeChannel();
    const later: (() => void)[] = [];
    const live = startGmLive(store, ch.open, ui, (cb) => later.push(cb));
    ch.hello();
    const n = ch.posted.length;
    const ogre = allCreatures(store.getState().encounter).find((c) => c.name === 'Ogre')!;
    const preview = (x: number): SharedOverlay => ({
      ruler: null,
      template: null,
      preview: { id: ogre.id, to: { x, y: 1 }, path: [{ x, y: 1 }], legal: true, cost: 1, label: { en: '1', ja: '1' } },
      forced: null,
      squares: [],
      choices: [],
      pings: [],
    });
    for (let x = 1; x <= 4; x++) ui.getState().setShared(preview(x));
    expect(ch.posted.length).toBe(n);
    expect(later.length).toBe(1);
    later.shift()?.();
    const overlays = ch.posted.slice(n).filter((m) => m.kind === 'overlay');
    expect(overlays.length).toBe(1);
    expect(JSON.stringify(overlays[0])).toContain('"x":4');
    live.close();
  });

  it('nothing is built or posted in the dispatch: the post waits for the scheduler, once for a burst', () => {
    const store = createEncounterStore(sampleEncounter('en'));
    const ch = fakeChannel();
    const later: (() => void)[] = [];
    const live = startGmLive(store, ch.open, null, (cb) => later.push(cb));
    ch.hello();
    const n = ch.posted.length;
    const ogre = allCreatures(store.getState().encounter).find((c) => c.name === 'Ogre')!;
    for (let i = 0; i < 3; i++) store.getState().dispatch({ type: 'changeHp', id: ogre.id, amount: -1 });
    expect(ch.posted.length).toBe(n);
    expect(later.length).toBe(1);
    later.shift()?.();
    expect(ch.posted.length).toBe(n + 1);
    // The one post shows the state after all three.
    const fresh = run(store.getState().encounter, []).posted.find((m) => m.kind === 'state');
    expect((ch.posted.at(-1) as Extract<LiveMessage, { kind: 'state' }>).encounter).toEqual(
      (fresh as Extract<LiveMessage, { kind: 'state' }>).encounter,
    );
    live.close();
  });
});

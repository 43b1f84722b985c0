/**
 * The overlay filter (issue 17): what the GM points at leaves the GM's tab only where the players may look —
 * nothing under the fog, nothing about a hidden creature, no letters of a GM-only decision — and the GM window's
 * `ui.shared` follows the board's pointing state.
 */
import { describe, expect, it, vi } from 'vitest';
import { allCreatures, creatureOf, type AnyEncounter, type RulerReading } from '../rules';
import { createEncounterStore, createUiStore, type SharedOverlay } from '../store';
import { playerOverlay, publishSharedOverlay } from './overlayFilter';
import { sampleEncounter } from './sample';
import { startGmLive } from './gmLive';
import type { LiveMessage } from './liveChannel';

const reading: RulerReading = {
  squares: 3,
  legs: [3],
  rise: 0,
  distance: 3,
  squareSize: 5,
  unit: 'ft',
  notes: [],
  rules: ['B-1'],
};

function base(): SharedOverlay {
  return { ruler: null, template: null, preview: null, forced: null, squares: [], choices: [], pings: [] };
}

function fogged(enc: AnyEncounter, rect: { x: number; y: number; width: number; height: number }): AnyEncounter {
  const s = createEncounterStore(enc);
  const r = s.getState().dispatch({ type: 'setFog', hide: true, rect });
  if (!r.ok) throw new Error('setFog refused');
  return s.getState().encounter;
}

describe('playerOverlay (issue 17)', () => {
  const gm = sampleEncounter('en');
  const id = (name: string) => (allCreatures(gm).find((c) => c.name === name) as { id: string }).id;
  const archer = id('Goblin archer'); // marked hidden in the sample
  const ogre = id('Ogre');
  const ogrePos = creatureOf(gm, ogre)!.pos;

  it('an overlay pointing at nothing passes as a new empty one, with its rule id (issue 33: no scope worked out)', () => {
    const o = { ...base(), rule: 'MC-FM-2' } as SharedOverlay;
    const p = playerOverlay(gm, o);
    expect(p).toEqual(o);
    expect(p).not.toBe(o);
    expect(p.squares).not.toBe(o.squares);
    expect(playerOverlay(gm, { ...base(), rule: 'bad rule <b>' } as SharedOverlay)).toEqual(base());
  });

  it('passes what is in sight unchanged, as a new object', () => {
    const o: SharedOverlay = {
      ...base(),
      ruler: {
        points: [
          { x: 0, y: 0 },
          { x: 3, y: 0 },
        ],
        fromId: null,
        toId: null,
        reading,
      },
      pings: [{ id: 1, at: { x: 2, y: 2 } }],
      squares: [{ x: 1, y: 1 }],
      choices: [{ square: { x: 1, y: 1 }, letter: 'A' }],
    };
    const p = playerOverlay(gm, o);
    expect(p).toEqual(o);
    expect(p).not.toBe(o);
    expect(p.ruler).not.toBe(o.ruler);
  });

  it('drops a ruler to a hidden creature, and the hidden creature from a template', () => {
    const archerPos = creatureOf(gm, archer)!.pos;
    const o: SharedOverlay = {
      ...base(),
      ruler: { points: [{ x: 0, y: 0 }, archerPos], fromId: null, toId: archer, reading },
      template: {
        kind: 'areaBurst',
        size: 1,
        squares: [archerPos, { x: ogrePos.x, y: ogrePos.y }],
        included: [archer, ogre],
        ok: true,
      },
    };
    const p = playerOverlay(gm, o);
    expect(p.ruler).toBeNull();
    expect(p.template?.included).toEqual([ogre]);
    expect(JSON.stringify(p)).not.toContain(`"${archer}"`);
  });

  it('nothing under the fog leaves: squares, pings, choices, a ruler ending there, a path into it, the creature there', () => {
    const enc = fogged(gm, { x: 16, y: 0, width: 8, height: 6 }); // the ogre's corner
    const o: SharedOverlay = {
      ...base(),
      ruler: {
        points: [
          { x: 10, y: 3 },
          { x: 18, y: 3 },
        ],
        fromId: null,
        toId: null,
        reading,
      },
      template: {
        kind: 'areaBurst',
        size: 1,
        squares: [
          { x: 15, y: 3 },
          { x: 16, y: 3 },
        ],
        included: [ogre],
        ok: true,
      },
      preview: {
        id: id('Sir Aldric'),
        to: { x: 17, y: 2 },
        path: [
          { x: 15, y: 2 },
          { x: 16, y: 2 },
          { x: 17, y: 2 },
        ],
        legal: true,
        cost: 3,
        label: { en: '3 squares', ja: '3マス' },
      },
      squares: [
        { x: 15, y: 1 },
        { x: 16, y: 1 },
      ],
      choices: [
        { square: { x: 15, y: 1 }, letter: 'A' },
        { square: { x: 16, y: 1 }, letter: 'B' },
      ],
      pings: [
        { id: 7, at: { x: 20, y: 2 } },
        { id: 8, at: { x: 2, y: 2 } },
      ],
    };
    const p = playerOverlay(enc, o);
    expect(p.ruler).toBeNull();
    expect(p.template?.squares).toEqual([{ x: 15, y: 3 }]);
    expect(p.template?.included).toEqual([]); // the ogre stands under the fog
    expect(p.preview).toBeNull();
    expect(p.squares).toEqual([{ x: 15, y: 1 }]);
    // The letters stay the GM's (B is not renamed A): the player's board says what the GM's says.
    expect(p.choices).toEqual([{ square: { x: 15, y: 1 }, letter: 'A' }]);
    expect(p.pings.map((g) => g.id)).toEqual([8]);
  });

  it('a template refusal naming a hidden creature is dropped; a drag label naming one too', () => {
    const o: SharedOverlay = {
      ...base(),
      template: {
        kind: 'closeBurst',
        size: 1,
        squares: [],
        included: [],
        ok: false,
        reason: { m: 'x', who: { id: archer, name: 'Goblin archer' } } as never,
      },
      preview: {
        id: ogre,
        to: { x: 17, y: 3 },
        path: [{ x: 17, y: 3 }],
        legal: false,
        cost: 1,
        label: { en: 'Blocked by Goblin archer', ja: 'ゴブリン弓兵' },
      },
    };
    const p = playerOverlay(gm, o);
    expect(p.template).toBeNull();
    expect(p.preview).toBeNull();
  });

  it('the letters and squares of a GM-only decision stay on the GM board', () => {
    const enc = {
      ...gm,
      pending: {
        kind: 'x',
        chooserId: null,
        prompt: { m: 'legacyText', en: 's', ja: 's' },
        options: [],
        ruleId: 'MC-X',
        playerFacing: false,
        context: {},
      },
    } as unknown as AnyEncounter;
    const p = playerOverlay(enc, {
      ...base(),
      squares: [{ x: 1, y: 1 }],
      choices: [{ square: { x: 1, y: 1 }, letter: 'A' }],
    });
    expect(p.choices).toEqual([]);
    expect(p.squares).toEqual([]);
  });

  it('unknown fields never pass; a rule id (issue 21) does', () => {
    const o = { ...base(), secret: 'notes', rule: 'MC-TGT-2' } as SharedOverlay;
    const p = playerOverlay(gm, o) as SharedOverlay & { secret?: string; rule?: string };
    expect(p.secret).toBeUndefined();
    expect(p.rule).toBe('MC-TGT-2');
    expect(
      (playerOverlay(gm, { ...base(), rule: '<script>' } as SharedOverlay) as { rule?: string }).rule,
    ).toBeUndefined();
  });
});

describe('publishSharedOverlay and the live channel (issue 17)', () => {
  it('ui.shared follows the ruler and pings; the player window gets it filtered', () => {
    vi.useFakeTimers();
    try {
      const enc = createEncounterStore(fogged(sampleEncounter('en'), { x: 0, y: 0, width: 4, height: 4 }));
      const ui = createUiStore('en');
      const stop = publishSharedOverlay(enc, ui);
      const posted: LiveMessage[] = [];
      let onMsg: (m: LiveMessage) => void = () => {};
      const open = (cb: (m: LiveMessage) => void) => {
        onMsg = cb;
        return { post: (m: LiveMessage) => posted.push(m), close: () => {} };
      };
      // Posted at once (the app posts after the GM's frame, once per frame: a test has no frames).
      const live = startGmLive(enc, open, ui, (cb) => cb());
      onMsg({ kind: 'hello' });
      ui.getState().ping({ x: 10, y: 10 });
      ui.getState().ping({ x: 1, y: 1 }); // under the fog
      expect(ui.getState().shared?.pings).toHaveLength(2);
      const overlays = posted.filter((m): m is Extract<LiveMessage, { kind: 'overlay' }> => m.kind === 'overlay');
      const last = overlays[overlays.length - 1]?.overlay;
      expect(last?.pings.map((p) => p.at)).toEqual([{ x: 10, y: 10 }]);
      // The same overlay is not posted twice (the fogged ping changed nothing the players see).
      const n = overlays.length;
      ui.getState().setFogMode('reveal');
      expect(posted.filter((m) => m.kind === 'overlay')).toHaveLength(n);
      vi.advanceTimersByTime(2000);
      expect(ui.getState().shared?.pings).toEqual([]);
      live.close();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a change that makes the same overlay leaves ui.shared as it is (issue 33: a save answered)', () => {
    const enc = createEncounterStore(sampleEncounter('en'));
    const ui = createUiStore('en');
    const stop = publishSharedOverlay(enc, ui);
    const d = enc.getState().dispatch;
    expect(d({ type: 'rollInitiative', all: true }).ok).toBe(true);
    const e0 = enc.getState().encounter;
    const turnId = e0.turns.order[e0.turns.current] as string;
    const added = d({
      type: 'addEffect',
      targetId: turnId,
      sourceId: null,
      what: { kind: 'condition', condition: 'dazed' },
      duration: { kind: 'saveEnds' },
    } as never);
    expect(added.ok).toBe(true);
    expect(d({ type: 'nextTurn' }).ok).toBe(true);
    expect(enc.getState().encounter.pending?.kind).toBe('mc.effectSave');
    const shared = ui.getState().shared;
    expect(shared).not.toBeNull();
    let told = 0;
    const off = ui.subscribe((s, p) => s.shared !== p.shared && told++);
    // The save is answered (the click of the bench's input probe): the encounter changes, its overlay does not
    // (a save asks for no square).
    const before = enc.getState().encounter;
    expect(d({ type: 'decide', optionId: 'roll' } as never).ok).toBe(true);
    expect(enc.getState().encounter).not.toBe(before);
    expect(ui.getState().shared).toBe(shared);
    expect(told).toBe(0);
    // A ping changes it: set again.
    ui.getState().ping({ x: 3, y: 3 });
    expect(ui.getState().shared?.pings).toHaveLength(1);
    expect(ui.getState().shared).not.toBe(shared);
    off();
    stop();
  });
});

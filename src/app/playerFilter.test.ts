import { describe, expect, it } from 'vitest';
import { hiddenFromPlayers, hpState, playerEncounter, playerLog } from './playerFilter';
import { sampleEncounter } from './sample';
import { allCreatures, apply, creatureOf, type AnyEncounter, type Command, type Creature } from '../rules';

/** The state with one creature record replaced (a test's "what if"). */
const withCreature = <E extends AnyEncounter>(s: E, c: Creature): E => ({
  ...s,
  creatures: { ...s.creatures, [c.id]: c },
});

describe('player view filter', () => {
  const gm = sampleEncounter('en');
  const archer = allCreatures(gm).find((c) => c.name === 'Goblin archer');

  it('removes hidden creatures and GM notes', () => {
    expect(archer?.conditions).toContain('hidden');
    const pv = playerEncounter(gm);
    expect(allCreatures(pv).some((c) => c.name === 'Goblin archer')).toBe(false);
    expect(pv.creatureOrder).not.toContain(archer?.id);
    expect(allCreatures(pv).every((c) => c.notes === '')).toBe(true);
  });

  it('replaces exact enemy HP by a coarse state but keeps the party exact', () => {
    const ogre = allCreatures(gm).find((c) => c.name === 'Ogre');
    const hurt = withCreature(gm, { ...ogre!, hp: 50 });
    const pv = playerEncounter(hurt);
    expect(creatureOf(pv, ogre!.id)?.hp).toBe(2);
    expect(creatureOf(pv, ogre!.id)?.hpMax).toBe(4);
    expect(JSON.stringify(pv)).not.toContain('"hp":50');
    const aldric = allCreatures(pv).find((c) => c.name === 'Sir Aldric');
    expect(aldric?.hp).toBe(52);
  });

  it('hides what rides a hidden mount, and GM-only pending decisions', () => {
    const wolf = allCreatures(gm).find((c) => c.name === 'Dire wolf A')!;
    const enc = {
      ...withCreature(gm, { ...wolf, conditions: ['hidden' as const] }),
      pending: {
        kind: 'x',
        chooserId: null,
        prompt: { m: 'legacyText', en: 'secret', ja: '秘密' },
        options: [],
        ruleId: 'MC-X',
        playerFacing: false,
        context: {},
      },
    };
    const hidden = hiddenFromPlayers(enc);
    const rider = allCreatures(gm).find((c) => c.mountId === wolf.id)!;
    expect(hidden.has(rider.id)).toBe(true);
    expect(playerEncounter(enc).pending).toBeNull();
    expect(
      playerLog([{ text: { en: 'a', ja: 'a' }, ids: [rider.id] }, { text: { en: 'b', ja: 'b' } }], hidden, 5),
    ).toEqual([{ en: 'b', ja: 'b' }]);
  });

  it('redacts exact HP of non-party creatures in log lines', () => {
    const ogre = allCreatures(gm).find((c) => c.name === 'Ogre')!;
    const aldric = allCreatures(gm).find((c) => c.name === 'Sir Aldric')!;
    const out = playerLog(
      [
        {
          text: { en: 'Ogre takes 60 damage (HP 51/111).', ja: 'オーガは60ダメージを受けた（HP 51/111）。' },
          ids: [ogre.id],
        },
        { text: { en: 'Sir Aldric takes 5 damage (HP 47/52).', ja: '' }, ids: [aldric.id] },
      ],
      new Set(),
      5,
      gm,
    );
    expect(out[0]?.en).toBe('Ogre takes 60 damage (HP —).');
    expect(out[0]?.ja).not.toContain('51');
    expect(out[1]?.en).toContain('HP 47/52');
  });

  it('coarse HP states', () => {
    expect(hpState({ hp: 10, hpMax: 10 })).toBe('unhurt');
    expect(hpState({ hp: 6, hpMax: 10 })).toBe('hurt');
    expect(hpState({ hp: 5, hpMax: 10 })).toBe('bloodied');
    expect(hpState({ hp: 0, hpMax: 10 })).toBe('down');
  });
});

describe('4e effects in the player view (B-14)', () => {
  it('keeps effects on creatures the players see, names no hidden source, drops effects on hidden creatures', () => {
    let s: AnyEncounter = sampleEncounter('en');
    const all = allCreatures(s);
    const archer = all.find((c) => c.name === 'Goblin archer');
    const ogre =
      all.find((c) => c.name === 'Ogre') ?? all.find((c) => c.side === 'enemy' && !c.conditions.includes('hidden'));
    if (!archer || !ogre) throw new Error('sample creatures');
    const run = (c: Command) => {
      const r = apply(s, c);
      if (!r.ok) throw new Error(JSON.stringify(r));
      s = r.state as AnyEncounter;
    };
    // The hidden archer dazes the ogre (save ends); the ogre weakens the archer.
    run({
      type: 'addEffect',
      targetId: ogre.id,
      sourceId: archer.id,
      what: { kind: 'condition', condition: 'dazed' },
      duration: { kind: 'saveEnds' },
    } as Command);
    run({
      type: 'addEffect',
      targetId: archer.id,
      sourceId: ogre.id,
      what: { kind: 'attack', value: -2 },
      duration: { kind: 'encounter' },
    } as Command);
    // Issue 33: each effect is on its target's part.
    type Fx = { readonly effects?: readonly { target: string; source: string | null }[] };
    const fx = (enc: AnyEncounter, id: string) => (creatureOf(enc, id)?.sys as Fx | undefined)?.effects ?? [];
    expect([...fx(s, ogre.id), ...fx(s, archer.id)]).toHaveLength(2);
    const pv = playerEncounter(s);
    expect(fx(pv, ogre.id)).toEqual([expect.objectContaining({ target: ogre.id, source: null })]);
    expect(creatureOf(pv, archer.id)).toBeUndefined();
    expect(JSON.stringify(pv)).not.toContain(archer.id);
  });
});

describe('the player view under the fog of war (issue 17)', () => {
  const run = (s: AnyEncounter, ...cs: Command[]): AnyEncounter => {
    for (const c of cs) {
      const r = apply(s, c);
      if (!r.ok) throw new Error(c.type);
      s = r.state;
    }
    return s;
  };
  const gm = sampleEncounter('en');
  const g = gm.grid;
  it('leaves out creatures outside the party (and their riders) under the fog, keeps the party, blanks the ground', () => {
    const painted = run(gm, {
      type: 'paintTerrain',
      squares: [{ x: g.width - 1, y: g.height - 1 }],
      terrain: 2,
    } as Command);
    const fogged = run(painted, { type: 'setFog', hide: true, all: true } as Command);
    const pv = playerEncounter(fogged);
    const party = allCreatures(gm)
      .filter((c) => c.side === 'party')
      .map((c) => c.id);
    expect(pv.creatureOrder.length).toBeGreaterThan(0);
    expect(
      pv.creatureOrder.every(
        (id) => party.includes(id) || creatureOf(gm, creatureOf(gm, id)?.mountId ?? '')?.side === 'party',
      ),
    ).toBe(true);
    expect(allCreatures(gm).some((c) => c.side === 'enemy' && !pv.creatureOrder.includes(c.id))).toBe(true);
    expect(pv.grid.terrain[g.width * g.height - 1]).toBe(0);
    expect(pv.scene.fog).toBe(fogged.scene.fog);
    const open = run(fogged, { type: 'setFog', hide: false, all: true } as Command);
    const pv2 = playerEncounter(open);
    expect(pv2.creatureOrder.length).toBe(playerEncounter(gm).creatureOrder.length);
    expect(pv2.grid.terrain[g.width * g.height - 1]).toBe(2);
  });
  it('sends the map picture, grid lines and token pictures', () => {
    const s = run(
      gm,
      {
        type: 'setScene',
        map: { asset: 'm1', width: 800, height: 600, cell: 50, offsetX: 0, offsetY: 0 },
        gridLines: 'faint',
      } as Command,
      { type: 'editCreature', id: gm.creatureOrder[0], patch: { image: 'p1', token: 'square' } } as Command,
    );
    const pv = playerEncounter(s);
    expect(pv.scene).toEqual({ map: s.scene.map, gridLines: 'faint', fog: null });
    expect(creatureOf(pv, gm.creatureOrder[0] as string)).toMatchObject({ image: 'p1', token: 'square' });
  });
});

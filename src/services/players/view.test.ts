/**
 * What the players see of the GM's encounter and log (issue 14, 17; issue 26: built by allow-list with each rule
 * system's policy, creatures named by the room's aliases). Creatures are looked up by name in the players' view:
 * they do not know the GM's ids.
 */
import { describe, expect, it } from 'vitest';
import {
  allCreatures,
  apply,
  creatureOf,
  newSession,
  unseenByPlayers,
  type AnyEncounter,
  type Command,
  type Creature,
} from '../../rules';
import { sampleEncounter } from '../../app/sample';
import { createPlayerLog, playerEvent } from './events';
import { ROOM } from './testing';
import { hpState, playerEncounter, playerScope } from './view';

/** The state with one creature record replaced (a test's "what if"). */
const withCreature = <E extends AnyEncounter>(s: E, c: Creature): E => ({
  ...s,
  creatures: { ...s.creatures, [c.id]: c },
});

const named = (enc: AnyEncounter, name: string) => allCreatures(enc).find((c) => c.name === name);
const byName = (enc: AnyEncounter, name: string) => {
  const c = named(enc, name);
  if (!c) throw new Error(`no creature named ${name}`);
  return c;
};

const run = (s: AnyEncounter, ...cs: Command[]): AnyEncounter => {
  for (const c of cs) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${JSON.stringify(r)}`);
    s = r.state;
  }
  return s;
};

/** The players' log of a session (the newest `max` lines, English). */
const logOf = (session: ReturnType<typeof newSession<AnyEncounter>>, max = 20) =>
  createPlayerLog()
    .lines(session, playerScope(session.state, ROOM), max)
    .map((l) => l.en);

describe('player view filter', () => {
  const gm = sampleEncounter('en');
  const archer = byName(gm, 'Goblin archer');

  it('works a scope out once per state and aliases (issue 33), and again for a new state', () => {
    const s = playerScope(gm, ROOM);
    expect(playerScope(gm, ROOM)).toBe(s);
    expect(playerScope(gm)).not.toBe(s);
    expect(s.unseen.has(archer.id)).toBe(true);
    const after = withCreature(gm, { ...archer, conditions: archer.conditions.filter((k) => k !== 'hidden') });
    const t = playerScope(after, ROOM);
    expect(t).not.toBe(s);
    expect(t.unseen.has(archer.id)).toBe(false);
  });

  it('removes hidden creatures and GM notes', () => {
    expect(archer.conditions).toContain('hidden');
    const pv = playerEncounter(gm, ROOM);
    expect(named(pv, 'Goblin archer')).toBeUndefined();
    expect(pv.creatureOrder).not.toContain(archer.id);
    expect(pv.creatureOrder).not.toContain(ROOM(archer.id));
    expect(allCreatures(pv).every((c) => c.notes === '')).toBe(true);
    // Issue 26: every creature is known by its alias, never by the GM's id.
    expect(pv.creatureOrder).toEqual(gm.creatureOrder.filter((id) => id !== archer.id).map(ROOM));
    expect(JSON.stringify(pv)).not.toMatch(/"c\d+"/);
  });

  it('replaces exact enemy HP by a coarse state but keeps the party exact', () => {
    const ogre = byName(gm, 'Ogre');
    const hurt = withCreature(gm, { ...ogre, hp: 50 });
    const pv = playerEncounter(hurt, ROOM);
    expect(creatureOf(pv, ROOM(ogre.id))?.hp).toBe(2);
    expect(creatureOf(pv, ROOM(ogre.id))?.hpMax).toBe(4);
    expect(JSON.stringify(pv)).not.toContain('"hp":50');
    expect(named(pv, 'Sir Aldric')?.hp).toBe(52);
  });

  it('hides what rides a hidden mount, and GM-only pending decisions', () => {
    const wolf = byName(gm, 'Dire wolf A');
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
    } as AnyEncounter;
    const hidden = unseenByPlayers(enc);
    const rider = allCreatures(gm).find((c) => c.mountId === wolf.id) as Creature;
    expect(hidden.has(rider.id)).toBe(true);
    const pv = playerEncounter(enc, ROOM);
    expect(pv.pending).toBeNull();
    expect(named(pv, rider.name)).toBeUndefined();
    // The log: a line about the rider of the hidden wolf is left out, one about a creature the players see is kept.
    const session = newSession({ ...enc, pending: null } as AnyEncounter);
    for (const c of [
      { type: 'setCondition', id: rider.id, condition: 'dazed', on: true },
      { type: 'setCondition', id: byName(gm, 'Ogre').id, condition: 'dazed', on: true },
    ])
      if (!session.apply(c as Command).ok) throw new Error(c.id);
    const lines = logOf(session);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Ogre /);
    expect(lines.join(' ')).not.toContain(rider.name);
  });

  it('an enemy’s own pending decision is the GM’s (issue 26); the party’s is sent, by aliases', () => {
    const rider = byName(gm, 'Goblin rider A');
    const aldric = byName(gm, 'Sir Aldric');
    const decision = (chooserId: string) =>
      ({
        ...gm,
        pending: {
          kind: 'mc.save',
          chooserId,
          prompt: { m: 'legacyText', en: 'Save?', ja: 'セーブ？' },
          options: [{ id: 'save', label: { m: 'legacyText', en: 'Save', ja: 'セーブ' } }],
          ruleId: 'MC-FM-2',
          playerFacing: true,
          context: { bonus: 7 },
        },
      }) as unknown as AnyEncounter;
    // Before issue 26 an enemy's save (with its bonus in the context) reached the players.
    expect(playerEncounter(decision(rider.id), ROOM).pending).toBeNull();
    const ours = playerEncounter(decision(aldric.id), ROOM).pending;
    expect(ours).toMatchObject({ kind: 'mc.save', chooserId: ROOM(aldric.id), context: {} });
    expect(ours?.options.map((o) => o.id)).toEqual(['save']);
  });

  it('initiative values of creatures outside the party stay with the GM (issue 26): the order is seen', () => {
    const ogre = byName(gm, 'Ogre');
    const aldric = byName(gm, 'Sir Aldric');
    const session = newSession(gm);
    for (const c of [
      { type: 'setInitiative', id: ogre.id, value: 23 },
      { type: 'setInitiative', id: aldric.id, value: 17 },
      { type: 'rollInitiative', ids: [byName(gm, 'Dire wolf B').id] },
    ])
      if (!session.apply(c as Command).ok) throw new Error(c.type);
    const pv = playerEncounter(session.state, ROOM);
    expect(creatureOf(pv, ROOM(ogre.id))?.initiative).toBeNull();
    expect(creatureOf(pv, ROOM(ogre.id))?.initBonus).toBe(0);
    expect(creatureOf(pv, ROOM(aldric.id))?.initiative).toBe(17);
    const order = session.state.turns.order.filter((id) => id !== archer.id).map(ROOM);
    expect(pv.turns.order).toEqual(order);
    expect(pv.turns.order.indexOf(ROOM(ogre.id))).toBeLessThan(pv.turns.order.indexOf(ROOM(aldric.id)));
    const lines = logOf(session);
    expect(lines.some((l) => l.includes('Sir Aldric') && l.includes('17'))).toBe(true);
    // Whose turn it is, is seen; the enemies' values are not (the ogre's 23, the wolf's roll).
    expect(lines.join(' ')).not.toMatch(/23|Ogre's initiative|Dire wolf B/);
  });

  it('redacts exact HP of non-party creatures in log lines', () => {
    const ogre = byName(gm, 'Ogre');
    const aldric = byName(gm, 'Sir Aldric');
    const session = newSession(gm);
    for (const c of [
      { type: 'changeHp', id: ogre.id, amount: -60 },
      { type: 'changeHp', id: aldric.id, amount: -5 },
    ])
      if (!session.apply(c as Command).ok) throw new Error(c.id);
    const lines = createPlayerLog().lines(session, playerScope(session.state, ROOM), 5);
    // Issue 26: the figures are left out of the event itself (no "HP —" patched into the text afterwards).
    expect(lines[0]?.en).toBe('Ogre takes 60 damage.');
    expect(lines[0]?.ja).not.toContain('51');
    expect(lines[0]?.ja).not.toContain('111');
    expect(lines[1]?.en).toContain('HP 47/52');
  });

  it('secret rolls: the GM’s read “the GM rolled secretly”; a player’s, who rolled it (issue 26)', () => {
    const aldric = byName(gm, 'Sir Aldric');
    const session = newSession(gm);
    for (const c of [
      { type: 'rollDice', expr: 'S1d20+1000', dice: [17] },
      { type: 'rollDice', expr: 'S1d20+5', by: aldric.id, dice: [12], asker: { player: 'p1', name: 'Alice' } },
      { type: 'rollDice', expr: '1d20+5', by: aldric.id, dice: [9], asker: { player: 'p1', name: 'Alice' } },
    ])
      if (!session.apply(c as Command).ok) throw new Error(c.expr);
    const lines = logOf(session);
    expect(lines[0]).toBe('The GM rolled secretly.');
    // Before issue 26 a player's secret roll read "The GM rolled secretly." too.
    expect(lines[1]).toBe('Alice rolled secretly for Sir Aldric.');
    expect(lines[2]).toMatch(/^Sir Aldric rolls \(Alice\).*14/);
    expect(lines.join(' ')).not.toMatch(/1000|1017|17\b/);
    // The events the board animates carry no figures either.
    const scope = playerScope(session.state, ROOM);
    const e = playerEvent(session.entry(0)?.events.find((x) => x.type === 'diceRolled') as never, scope);
    expect(e).toEqual({ type: 'diceRolledSecretly', by: null, player: null, rules: [] });
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
    const archer = byName(s, 'Goblin archer');
    const ogre = byName(s, 'Ogre');
    // The hidden archer dazes the ogre (save ends); the ogre weakens the archer.
    s = run(
      s,
      {
        type: 'addEffect',
        targetId: ogre.id,
        sourceId: archer.id,
        what: { kind: 'condition', condition: 'dazed' },
        duration: { kind: 'saveEnds' },
        label: 'Archer’s venom',
      } as Command,
      {
        type: 'addEffect',
        targetId: archer.id,
        sourceId: ogre.id,
        what: { kind: 'attack', value: -2 },
        duration: { kind: 'encounter' },
      } as Command,
    );
    // Issue 33: each effect on its target's record.
    type Fx = { readonly effects?: readonly { target: string; source: string | null; label: string }[] };
    const fx = (e: AnyEncounter, id: string) => (creatureOf(e, id)?.sys as Fx | undefined)?.effects;
    expect([...(fx(s, ogre.id) ?? []), ...(fx(s, archer.id) ?? [])]).toHaveLength(2);
    const pv = playerEncounter(s, ROOM);
    expect(creatureOf(pv, ROOM(archer.id))).toBeUndefined();
    const seen = fx(pv, ROOM(ogre.id));
    // The power's name would tell who it is from: not shown when the source is unseen (issue 26).
    expect(seen).toEqual([expect.objectContaining({ target: ROOM(ogre.id), source: null, label: '' })]);
    expect(JSON.stringify(pv)).not.toContain(archer.id);
    expect(JSON.stringify(pv)).not.toContain(ROOM(archer.id));
    expect(JSON.stringify(pv)).not.toContain('venom');
  });
});

describe('the player view under the fog of war (issue 17)', () => {
  const gm = sampleEncounter('en');
  const g = gm.grid;
  it('leaves out creatures outside the party (and their riders) under the fog, keeps the party, blanks the ground', () => {
    const painted = run(gm, {
      type: 'paintTerrain',
      squares: [{ x: g.width - 1, y: g.height - 1 }],
      terrain: 2,
    } as Command);
    const fogged = run(painted, { type: 'setFog', hide: true, all: true } as Command);
    const pv = playerEncounter(fogged, ROOM);
    expect(pv.creatureOrder.length).toBeGreaterThan(0);
    // Everyone the players still see is the party's, or rides a party creature.
    for (const c of allCreatures(pv)) {
      const real = byName(gm, c.name);
      expect(real.side === 'party' || creatureOf(gm, real.mountId ?? '')?.side === 'party', c.name).toBe(true);
    }
    expect(allCreatures(gm).some((c) => c.side === 'enemy' && !named(pv, c.name))).toBe(true);
    expect(pv.grid.terrain[g.width * g.height - 1]).toBe(0);
    expect(pv.scene.fog).toBe(fogged.scene.fog);
    const open = run(fogged, { type: 'setFog', hide: false, all: true } as Command);
    const pv2 = playerEncounter(open, ROOM);
    expect(pv2.creatureOrder.length).toBe(playerEncounter(gm, ROOM).creatureOrder.length);
    expect(pv2.grid.terrain[g.width * g.height - 1]).toBe(2);
  });
  it('sends the map picture, grid lines and token pictures', () => {
    const first = gm.creatureOrder[0] as string;
    const s = run(
      gm,
      {
        type: 'setScene',
        map: { asset: 'm1', width: 800, height: 600, cell: 50, offsetX: 0, offsetY: 0 },
        gridLines: 'faint',
      } as Command,
      { type: 'editCreature', id: first, patch: { image: 'p1', token: 'square' } } as Command,
    );
    const pv = playerEncounter(s, ROOM);
    expect(pv.scene).toEqual({ map: s.scene.map, gridLines: 'faint', fog: null, walls: [], vision: false });
    expect(creatureOf(pv, ROOM(first))).toMatchObject({ image: 'p1', token: 'square' });
  });
  it('issue 32: sends only the walls beside a square the players see — none from under the fog, doors included', () => {
    const h = gm.grid.height;
    const s = run(
      gm,
      { type: 'setFog', hide: true, rect: { x: 10, y: 0, width: gm.grid.width - 10, height: h } } as Command,
      {
        type: 'addWalls',
        walls: [
          { kind: 'wall', x1: 3, y1: 2, x2: 3, y2: 5 }, // in the open
          { kind: 'wall', x1: 10, y1: 0, x2: 10, y2: 3 }, // on the fog's edge: one side is seen
          { kind: 'door', x1: 14, y1: 4, x2: 15, y2: 4 }, // deep in the fog
          { kind: 'wall', x1: 12, y1: 1, x2: 18, y2: 1 }, // deep in the fog
        ],
      } as Command,
    );
    expect(s.scene.walls).toHaveLength(4);
    const pv = playerEncounter(s, ROOM);
    expect(pv.scene.walls.map((w) => [w.x1, w.y1, w.x2, w.y2])).toEqual([
      [3, 2, 3, 5],
      [10, 0, 10, 3],
    ]);
    // Revealing the fog brings the hidden walls and the door with it.
    const open = run(s, { type: 'setFog', hide: false, all: true } as Command);
    expect(playerEncounter(open, ROOM).scene.walls).toHaveLength(4);
  });
});

/**
 * The 巣作りドラゴン players' policy (issue 26, `rules/sudukuri/players.ts`) as the shared code applies it: the battle
 * is the GM's (both sides' statistics and skills, the battle itself); players see the board and their own
 * characters' sheets — the party's and the battle's PC side — and may answer the battle's target choice (SD-R1)
 * when its chooser is theirs. Every other command is the GM's.
 */
import { describe, expect, it } from 'vitest';
import { creatureOf, newEncounter, newSession, SYSTEMS, testDice, type AnyEncounter, type Command } from '../../rules';
import { characterFromCreature, type SdEncounter } from '../../rules/sudukuri';
import { checkRequest } from './check';
import { ROOM, reasonOf } from './testing';
import { playerEncounter } from './view';

const system = SYSTEMS.sudukuri;
const policy = system.players;

const creature = (name: string, side: string, x: number, hp: number, sys: object) =>
  ({ type: 'addCreature', creature: { name, side, pos: { x, y: 3 }, hp, hpMax: hp, sys } }) as unknown as Command;

/**
 * A lair: the dragon (the party's, c1), a knight and a mage (enemies, c2 and c3), a kobold (c4) who fights on the
 * dragon's side of the battle though the map calls it neutral; the battle set up with manual targets (SD-R1) and
 * run to the dragon's target choice.
 */
function lair() {
  const session = newSession<AnyEncounter>(
    newEncounter({ system: 'sudukuri', width: 12, height: 8, name: 'Lair', dice: testDice(21) }),
  );
  const gm = (c: Command) => {
    const r = session.apply(c);
    if (!r.ok) throw new Error(`${c.type}: ${JSON.stringify(r)}`);
  };
  gm(creature('Dragon', 'party', 2, 60, { atk: 12, def: 4, skills: { doubleAttack: 1, fireBreath: 1 } }));
  gm(creature('Knight', 'enemy', 8, 30, { atk: 10, def: 4, skills: { silverWeapon: 1, formation: 1 } }));
  gm(creature('Mage', 'enemy', 9, 18, { atk: 4, def: 1, skills: { iceMagic: 1, sage: 1 } }));
  gm(creature('Kobold', 'neutral', 3, 12, { atk: 5, def: 1, skills: { swarm: 1 } }));
  const chars = (ids: string[]) =>
    ids.map((id) => characterFromCreature(creatureOf(session.state, id) as SdEncounter['creatures'][string]));
  gm({
    type: 'sdSetBattle',
    battle: { pc: chars(['c1', 'c4']), opp: chars(['c2', 'c3']), policy: 'manual', maxTurns: 50 },
  } as Command);
  for (let i = 0; i < 12 && !(session.state as SdEncounter).sys.battle?.pending; i++) gm({ type: 'sdStep' } as Command);
  return session;
}

describe('巣作りドラゴン: what the players see', () => {
  it('their own characters’ sheets (the party’s, and the battle’s PC side); others’ the defaults; no battle', () => {
    const s = lair();
    const enc = s.state as SdEncounter;
    const pv = playerEncounter(enc as AnyEncounter, ROOM) as SdEncounter;
    const defaults = system.creaturePart(undefined, undefined);
    if (!defaults.ok) throw new Error('defaults');
    // The dragon (the party's) and the kobold (PC side of the battle): their sheets as the GM has them, HP exact.
    for (const id of ['c1', 'c4']) {
      expect(pv.creatures[ROOM(id)]?.sys, id).toEqual(enc.creatures[id]?.sys);
      expect(pv.creatures[ROOM(id)]?.hp, id).toBe(enc.creatures[id]?.hp);
    }
    // The knight and the mage: the defaults (no statistics or skills), a coarse HP.
    for (const id of ['c2', 'c3']) {
      expect(pv.creatures[ROOM(id)]?.sys, id).toEqual(defaults.part);
      expect(pv.creatures[ROOM(id)]?.hpMax, id).toBe(4);
    }
    // The battle stays in the GM's tab (the system's new part).
    expect(enc.sys.battle).not.toBeNull();
    expect(pv.sys).toEqual(system.newSys());
    const text = JSON.stringify(pv);
    for (const secret of ['silverWeapon', 'iceMagic', 'formation', '"atk":10']) expect(text).not.toContain(secret);
    expect(policy?.partyIds?.(enc as never)).toEqual(['c1', 'c4']);
  });
});

describe('巣作りドラゴン: what a player may ask for', () => {
  const ask = (s: ReturnType<typeof lair>, creatureIds: string[], command: object) =>
    checkRequest(
      { session: s, roster: [{ id: 'p', name: 'P', creatureIds: creatureIds.map(ROOM) }], revision: 0, aliases: ROOM },
      { playerId: 'p', command, basedOnRevision: 0 },
    );

  it('the player answers their own target choice only (SD-R1)', () => {
    const s = lair();
    const pending = (s.state as SdEncounter).sys.battle?.pending;
    expect(pending?.chooserId).toBe('c1');
    const target = pending?.options[0]?.id as string;
    expect(['c2', 'c3']).toContain(target);
    const v = ask(s, ['c1'], { type: 'sdChooseTarget', targetId: ROOM(target) });
    expect(v).toMatchObject({ ok: true, command: { type: 'sdChooseTarget', targetId: target } });
    // The kobold's player (the same side, not the chooser), the knight's (an enemy given to a player).
    expect(reasonOf(ask(s, ['c4'], { type: 'sdChooseTarget', targetId: ROOM(target) }))).toBe('notYourDecision');
    expect(reasonOf(ask(s, ['c2'], { type: 'sdChooseTarget', targetId: ROOM(target) }))).toBe('notYourDecision');
    // Nothing waiting: no battle at all.
    const calm = newSession<AnyEncounter>({ ...s.state, sys: { battle: null } } as AnyEncounter);
    expect(reasonOf(ask(calm, ['c1'], { type: 'sdChooseTarget', targetId: ROOM(target) }))).toBe('noDecision');
  });

  it('every other command (the battle’s, the kernel’s) is the GM’s', () => {
    const s = lair();
    const allowed = Object.keys(policy?.permissions ?? {});
    expect(allowed).toEqual(['sdChooseTarget']);
    const types = Object.keys(system.handlers);
    const gmOnly = types.filter((t) => !allowed.includes(t));
    for (const t of [
      'sdStep',
      'sdTurn',
      'sdRunToEnd',
      'sdSetBattle',
      'sdReset',
      'sdSetTargetPolicy',
      'sdClearBattle',
      'moveCreature',
      'rollDice',
      'decide',
    ])
      expect(gmOnly).toContain(t);
    for (const type of gmOnly)
      for (const extra of [{}, { id: ROOM('c1') }, { id: ROOM('c1'), to: { x: 2, y: 4 } }])
        expect(reasonOf(ask(s, ['c1'], { type, ...extra })), type).toBe('gmOnly');
  });
});

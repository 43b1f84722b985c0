/**
 * The 4e players' policy (issue 26, `rules/mounted4e/players.ts`) as the shared code applies it: what a player may
 * ask for — every command not in its permissions is the GM's — and what the players read of its events.
 */
import { describe, expect, it } from 'vitest';
import { newSession, SYSTEMS, type AnyEncounter, type Command } from '../../rules';
import { sampleEncounter } from '../../app/sample';
import { checkRequest } from './check';
import { ROOM, reasonOf } from './testing';
import { playerEvent } from './events';
import { playerScope } from './view';
import { table } from './policy4e.fixtures';

const policy = SYSTEMS.mounted4e.players;

describe('4e: what a player may ask for', () => {
  const enc = sampleEncounter('en');
  const session = newSession<AnyEncounter>(enc);
  const roster = [{ id: 'alice', name: 'Alice', creatureIds: [ROOM('c2')] }];
  const ask = (command: object) =>
    checkRequest({ session, roster, revision: 0, aliases: ROOM }, { playerId: 'alice', command, basedOnRevision: 0 });
  const allowed = Object.keys(policy?.permissions ?? {});

  it('the permitted commands are commands of 4e: the kernel’s moves, dice and decisions, and the rider’s own', () => {
    const types = Object.keys(SYSTEMS.mounted4e.handlers);
    for (const t of allowed) expect(types, t).toContain(t);
    expect(allowed.sort()).toEqual(
      [
        'moveCreature',
        'decide',
        'rollDice',
        'setPalette',
        'mount',
        'dismount',
        'takeReins',
        'commandMount',
        'shift',
        'takeAction',
        'attack',
        'charge',
        'teleport',
        'dropProne',
        'standUp',
        'delayTurn',
      ].sort(),
    );
  });

  it('every other command of 4e is the GM’s, whatever it names', () => {
    const gmOnly = Object.keys(SYSTEMS.mounted4e.handlers).filter((t) => !allowed.includes(t));
    expect(gmOnly.length).toBeGreaterThan(15);
    for (const type of gmOnly)
      for (const extra of [{}, { id: ROOM('c2') }, { id: ROOM('c2'), targetId: ROOM('c10'), attackerId: ROOM('c2') }])
        expect(reasonOf(ask({ type, ...extra })), type).toBe('gmOnly');
  });

  it('each permitted command gets past the permission for the player’s own creature (or the mount it rides)', () => {
    const own: Record<string, object> = {
      moveCreature: { id: ROOM('c1'), to: { x: 5, y: 6 } },
      decide: { optionId: 'x' },
      rollDice: { expr: '1d20', by: ROOM('c2') },
      setPalette: { owner: ROOM('c2'), lines: [] },
      mount: { id: ROOM('c2'), mountId: ROOM('c4') },
      dismount: { id: ROOM('c2') },
      takeReins: { id: ROOM('c2') },
      commandMount: { id: ROOM('c2') },
      shift: { id: ROOM('c1'), to: { x: 5, y: 6 } },
      takeAction: { id: ROOM('c1'), action: 'minor' },
      attack: { attackerId: ROOM('c1'), targetId: ROOM('c10') },
      charge: { attackerId: ROOM('c2'), targetId: ROOM('c10') },
      teleport: { id: ROOM('c2'), to: { x: 1, y: 1 } },
      dropProne: { id: ROOM('c2') },
      standUp: { id: ROOM('c2') },
      delayTurn: { id: ROOM('c2') },
    };
    expect(Object.keys(own).sort()).toEqual([...allowed].sort());
    for (const [type, fields] of Object.entries(own)) {
      const v = ask({ type, ...fields });
      // Accepted, or refused by the rules themselves (decide: nothing waits) — never as not the player's.
      expect(['gmOnly', 'notYours', 'notYourTurn', 'onlyOnOwnTurn', 'noCreatures'], type).not.toContain(reasonOf(v));
    }
    expect(reasonOf(ask({ type: 'decide', optionId: 'x' }))).toBe('noDecision');
    // The `owned` ones are the creature's own: the rider may not mount, dismount or stand up its mount.
    for (const type of [
      'mount',
      'dismount',
      'takeReins',
      'commandMount',
      'teleport',
      'dropProne',
      'standUp',
      'delayTurn',
    ])
      expect(reasonOf(ask({ type, id: ROOM('c1'), mountId: ROOM('c4'), to: { x: 1, y: 1 } })), type).toBe('notYours');
  });
});

describe('4e: what the players read of its events', () => {
  /** The events of GM commands on the 4e sample, as the players read them (null: not at all). */
  function read(...commands: object[]) {
    const session = newSession<AnyEncounter>(table());
    const out: { type: string; seen: ReturnType<typeof playerEvent> }[] = [];
    for (const c of commands) {
      const r = session.apply(c as Command);
      if (!r.ok) throw new Error(`${(c as { type: string }).type}: ${JSON.stringify(r)}`);
      const scope = playerScope(r.state, ROOM);
      for (const e of r.events) out.push({ type: e.type, seen: playerEvent(e, scope) });
    }
    return out;
  }
  const seen = (rows: ReturnType<typeof read>, type: string) => rows.filter((r) => r.type === type).map((r) => r.seen);

  it('getting on and off a mount is seen; how an enemy got on (its check) is not', () => {
    const rows = read(
      { type: 'dismount', id: 'c2', to: { x: 2, y: 6 } },
      { type: 'mount', id: 'c2', mountId: 'c1', via: 'move' },
      { type: 'dismount', id: 'c7', to: { x: 14, y: 8 } },
      { type: 'mount', id: 'c7', mountId: 'c6', via: 'move' },
    );
    const [aldricOff, goblinOff] = seen(rows, 'dismounted');
    expect(aldricOff).toMatchObject({ who: { id: ROOM('c2'), name: 'Sir Aldric' }, mount: { id: ROOM('c1') } });
    expect(goblinOff).toMatchObject({ who: { id: ROOM('c7'), name: 'Goblin rider A' } });
    const [aldricOn, goblinOn] = seen(rows, 'mounted') as unknown as { notes: unknown[] }[];
    expect(aldricOn).toMatchObject({ who: { id: ROOM('c2') }, mount: { id: ROOM('c1') } });
    expect(aldricOn?.notes.length).toBeGreaterThan(0);
    expect(goblinOn).toMatchObject({ who: { id: ROOM('c7') }, mount: { id: ROOM('c6') }, notes: [] });
  });

  it('what a hidden creature does is not read; attacks and saves (enemies’ bonuses) stay the GM’s', () => {
    const rows = read(
      { type: 'setCondition', id: 'c12', condition: 'prone', on: true },
      { type: 'standUp', id: 'c12' },
      {
        type: 'attack',
        attackerId: 'c10',
        targetId: 'c2',
        kind: 'ranged',
        action: 'none',
        attack: { bonus: 9, vs: 'ac', damage: { count: 2, sides: 6, plus: 4 } },
        dice: [16, 3, 4],
      },
    ).filter((r) => r.type !== 'creatureAdded');
    expect(seen(rows, 'stoodUp')).toEqual([null]);
    expect(seen(rows, 'conditionGained')).toEqual([null]);
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['attackHit', 'damageDealt']));
    // The ogre is an enemy: the players read that it hit and for how much, not its bonus, die or total.
    const [hit] = seen(rows, 'attackHit');
    expect(hit).toMatchObject({ attacker: { id: ROOM('c10') }, target: { id: ROOM('c2') }, hit: true });
    expect(hit).toMatchObject({ bonus: null, die: null, total: null, modifiers: [] });
    const dealt = JSON.stringify(seen(rows, 'damageDealt'));
    expect(dealt).not.toMatch(/"sides":6|"plus":4|"bonus":9/);
  });
});

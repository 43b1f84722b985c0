/**
 * The check of a player's request (issue 20, remade for issue 26): the roster, the ids read back from the room's
 * aliases, the permissions of the rule system's players' policy, the players' world, then the real state.
 */
import { describe, expect, it } from 'vitest';
import {
  newSession,
  unseenByPlayers,
  type AnyEncounter,
  type Command,
  type PendingDecision,
  type Point,
} from '../../rules';
import { sampleEncounter } from '../../app/sample';
import { NO_CREATURE } from './aliases';
import { checkRequest, decisionSignature, givenTo } from './check';
import { ROOM, reasonOf, requestScene as scene } from './testing';

describe('ownership per command type (4e)', () => {
  it('a player mounts their own creature on the GM’s warhorse; another player cannot mount it for them', () => {
    const { check, id, a } = scene();
    const v = check('alice', { type: 'mount', id: a('knight'), mountId: a('horse') });
    expect(v).toMatchObject({ ok: true, stale: false, ruling: false });
    // What the GM applies names the creatures by their ids, and who asked (stamped here, never taken from the player).
    expect(v.ok && v.command).toEqual({
      type: 'mount',
      id: id('knight'),
      mountId: id('horse'),
      asker: { player: 'alice', name: 'Alice' },
    });
    // Another player's creature (the knight is Alice's, not Bob's): named back as the players know it.
    const bob = check('bob', { type: 'mount', id: a('knight'), mountId: a('horse') });
    expect(bob).toMatchObject({
      ok: false,
      refusal: { source: 'rules', reason: { m: 'notYours', creature: { id: a('knight') } } },
    });
    expect(JSON.stringify(bob)).not.toContain(`"${id('knight')}"`);
    // The player's own creature is named back, by the id the player knows it by.
    const own = check('alice', { type: 'dismount', id: a('knight') });
    expect(own).toMatchObject({ ok: false, refusal: { source: 'rules' } });
    expect(JSON.stringify(own)).not.toContain(id('knight'));
  });

  it('the engine’s own refusal comes back with its reason and rule id', () => {
    const { check, a } = scene();
    const r = check('bob', { type: 'mount', id: a('squire'), mountId: a('horse'), via: 'adjacent' });
    expect(r).toMatchObject({ ok: false, refusal: { source: 'rules', ruleId: 'MC-MOUNT-1' } });
  });

  it('a rider moves the mount it rides; not before mounting, not a passenger, not another player', () => {
    const { check, id, a, gm } = scene();
    const move = { type: 'moveCreature', id: a('horse'), to: { x: 5, y: 2 } };
    expect(reasonOf(check('alice', move))).toBe('notYours');
    gm({ type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(check('alice', move).ok).toBe(true);
    expect(reasonOf(check('bob', move))).toBe('notYours');
    gm({ type: 'placeCreature', id: id('squire'), to: { x: 5, y: 2 } });
    gm({ type: 'mount', id: id('squire'), mountId: id('horse'), asPassenger: true });
    expect(reasonOf(check('bob', move))).toBe('notYours'); // a passenger does not steer
    // The rider spends the mount's actions and attacks with it; dismounting is the rider's own.
    expect(check('alice', { type: 'takeAction', id: a('horse'), action: 'minor' }).ok).toBe(true);
    expect(check('alice', { type: 'dismount', id: a('knight'), to: { x: 2, y: 2 } }).ok).toBe(true);
    expect(reasonOf(check('alice', { type: 'dismount', id: a('squire') }))).toBe('notYours');
    expect(reasonOf(check('alice', { type: 'dismount', id: a('horse') }))).toBe('notYours'); // `owned`, not the mount
  });

  it('drop prone, stand up, shift and dice are the player’s own', () => {
    const { check, a } = scene();
    expect(check('alice', { type: 'dropProne', id: a('knight') }).ok).toBe(true);
    expect(check('alice', { type: 'shift', id: a('knight'), to: { x: 2, y: 3 } }).ok).toBe(true);
    expect(check('alice', { type: 'rollDice', expr: '1d20+5', by: a('knight'), dice: [14] }).ok).toBe(true);
    expect(reasonOf(check('alice', { type: 'rollDice', expr: '1d20', by: null }))).toBe('notYours'); // the GM's palette
    expect(reasonOf(check('alice', { type: 'rollDice', expr: '1d20' }))).toBe('notYours');
    expect(reasonOf(check('alice', { type: 'rollDice', expr: '1d20', by: a('squire') }))).toBe('notYours');
    expect(check('alice', { type: 'setPalette', owner: a('knight'), lines: ['1d20+5 attack'] }).ok).toBe(true);
    expect(reasonOf(check('alice', { type: 'setPalette', owner: null, lines: [] }))).toBe('notYours');
  });

  it('the GM’s commands are refused, also for the player’s own creature; unknown and inherited names too', () => {
    const { check, a } = scene();
    const k = a('knight');
    for (const c of [
      { type: 'addCreature', creature: { name: 'Dragon' } },
      { type: 'editCreature', id: k, patch: { hp: 999 } },
      { type: 'removeCreature', id: a('orc') },
      { type: 'placeCreature', id: k, to: { x: 0, y: 0 } },
      { type: 'paintTerrain', squares: [{ x: 1, y: 1 }], terrain: 2 },
      { type: 'nextTurn' },
      { type: 'previousTurn' },
      { type: 'rollInitiative', ids: [k] },
      { type: 'setInitiative', id: k, value: 30 },
      { type: 'setCondition', id: a('orc'), condition: 'prone', on: true },
      { type: 'changeHp', id: k, amount: 50 },
      { type: 'renameEncounter', name: 'mine' },
      { type: 'cancelDecision' },
      { type: 'forceMove', targetId: a('orc'), kind: 'push', sourceId: k, distance: 1, path: [{ x: 12, y: 11 }] },
      { type: 'knockProne', id: a('orc') },
      { type: 'setBasicAttack', id: k, attack: { bonus: 20, vs: 'ac', damage: '10d10' } },
      { type: 'setOption', optionalFallRule: true },
      { type: 'endEncounter' },
      { type: 'resumeTurn', id: k },
      { type: 'setFog', hide: false, all: true },
      { type: 'revealUnseen', id: k, command: null, reveal: [], squares: [] },
      { type: 'toString' },
      { type: '__proto__' },
      { type: 'constructor' },
      { type: 'hasOwnProperty' },
      { type: 'noSuchCommand', id: k },
    ]) {
      expect(reasonOf(check('alice', c)), c.type).toBe('gmOnly');
    }
    // Who asked is stamped by the GM's tab: a request that says it itself is refused.
    expect(reasonOf(check('alice', { type: 'dropProne', id: k, asker: { player: 'bob', name: 'Bob' } }))).toBe(
      'gmOnly',
    );
  });

  it('the GM’s freedoms are refused: gm: true, instant set-ups', () => {
    const { check, a } = scene();
    expect(reasonOf(check('alice', { type: 'moveCreature', id: a('knight'), to: { x: 9, y: 2 }, gm: true }))).toBe(
      'gmFreedom',
    );
    expect(reasonOf(check('alice', { type: 'moveCreature', id: a('knight'), to: { x: 9, y: 2 }, gm: 'yes' }))).not.toBe(
      'gmFreedom',
    ); // not a flag: the shape check refuses it
  });

  it('a player without creatures, an unknown player, a non-command', () => {
    const { check, a } = scene();
    expect(reasonOf(check('carol', { type: 'standUp', id: a('knight') }))).toBe('noCreatures');
    expect(reasonOf(check('mallory', { type: 'standUp', id: a('knight') }))).toBe('unknownPlayer');
    for (const c of [null, 7, 'mount', [], {}, { type: 7 }]) expect(reasonOf(check('alice', c))).toBe('notACommand');
  });

  it('the roster’s ids are aliases: a roster naming the creature’s real id gives the player nothing', () => {
    const { session, id, a } = scene();
    const v = checkRequest(
      { session, roster: [{ id: 'alice', creatureIds: [id('knight')] }], revision: 0, aliases: ROOM },
      { playerId: 'alice', command: { type: 'dropProne', id: id('knight') }, basedOnRevision: 0 },
    );
    expect(reasonOf(v)).toBe('noCreatures');
    expect(givenTo(session.state, { id: 'alice', creatureIds: [a('knight'), id('squire'), 'zzz'] }, ROOM)).toEqual([
      id('knight'),
    ]);
  });

  it('creatures hidden from the players are nobody’s: not controlled, never named; a move into one gets the MC-R19 ruling', () => {
    const { check, id, a, session, roster } = scene();
    // The knight's path ends on the hidden goblin: the engine's refusal names it.
    expect(session.dryRun({ type: 'moveCreature', id: id('knight'), to: { x: 2, y: 5 } })).toMatchObject({
      ok: false,
      reason: { m: 'occupied', by: [{ name: 'Goblin sneak' }] },
    });
    // Issue 26: the player's answer is never that refusal (it would name the goblin) and no longer "not possible"
    // (which told that something was there): the move stops before the goblin, and the goblin is revealed.
    const r = check('alice', { type: 'moveCreature', id: a('knight'), to: { x: 2, y: 5 } });
    expect(r).toMatchObject({
      ok: true,
      ruling: true,
      command: {
        type: 'revealUnseen',
        id: id('knight'),
        reveal: [id('goblin')],
        squares: [],
        command: { type: 'moveCreature', id: id('knight') },
        asker: { player: 'alice', name: 'Alice' },
      },
    });
    // The move cut short: along the path the players' world planned, to its last square before the goblin.
    const cut = (r.ok ? r.command : null) as unknown as { command: { to: Point; path: Point[] } };
    expect(cut.command.path.at(-1)).toEqual(cut.command.to);
    expect(Math.max(Math.abs(cut.command.to.x - 2), Math.abs(cut.command.to.y - 5))).toBe(1);
    expect(session.dryRun(r.ok ? r.command : (null as never)).ok).toBe(true);
    // A hidden creature assigned to a player is not theirs to command (nor named).
    const withGoblin = [{ id: 'dave', creatureIds: [a('goblin')] }, ...roster];
    const v = checkRequest(
      { session, roster: withGoblin, revision: session.revision, aliases: ROOM },
      { playerId: 'dave', command: { type: 'standUp', id: a('goblin') }, basedOnRevision: 0 },
    );
    expect(reasonOf(v)).toBe('noCreatures');
    const mountGoblin = check('alice', { type: 'mount', id: a('goblin'), mountId: a('horse') });
    expect(mountGoblin).toMatchObject({ ok: false, refusal: { reason: { m: 'notYours', creature: null } } });
    expect(JSON.stringify(mountGoblin)).not.toContain('Goblin');
    expect(unseenByPlayers(session.state)).toEqual(new Set([id('goblin')]));
  });
});

describe('ids that name no creature the players see all get the same answer (issue 26)', () => {
  /**
   * The 4e sample: Alice has Sir Aldric (c2), whom the GM has just set down beside his horse. The hidden goblin
   * archer is c11; c12 does not exist. A script on Alice's page tries the real id, the hidden archer's alias (as if
   * it had learnt it) and ids that name nothing, in every field of a request that names a creature.
   */
  function sample() {
    const s = newSession<AnyEncounter>(sampleEncounter('en'));
    const r = s.apply({ type: 'dismount', id: 'c2', to: { x: 2, y: 6 } } as Command);
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(s.state.creatures.c11?.conditions).toContain('hidden');
    expect(s.state.creatures.c12).toBeUndefined();
    const roster = [{ id: 'alice', name: 'Alice', creatureIds: [ROOM('c2')] }];
    const ask = (command: unknown) =>
      JSON.stringify(
        checkRequest(
          { session: s, roster, revision: s.revision, aliases: ROOM },
          { playerId: 'alice', command, basedOnRevision: s.revision },
        ),
      );
    return { s, ask };
  }

  const GUESSES = ['c11', ROOM('c11'), 'c12', ROOM('c12'), 'c99', 'kaaaaaaaaaaaaaaaa', NO_CREATURE];
  const ME = ROOM('c2');
  const requests: Record<string, (x: string) => object> = {
    'moveCreature id': (x) => ({ type: 'moveCreature', id: x, to: { x: 1, y: 1 } }),
    'mount id': (x) => ({ type: 'mount', id: x, mountId: ROOM('c1') }),
    'mount mountId': (x) => ({ type: 'mount', id: ME, mountId: x }),
    'mount mountId, adjacent': (x) => ({ type: 'mount', id: ME, mountId: x, via: 'adjacent' }),
    'attack targetId': (x) => ({
      type: 'attack',
      attackerId: ME,
      targetId: x,
      kind: 'ranged',
      action: 'none',
      attack: { bonus: 5, vs: 'ac', damage: { count: 1, sides: 8, plus: 0 } },
    }),
    'charge targetId': (x) => ({ type: 'charge', attackerId: ME, targetId: x }),
    'rollDice by': (x) => ({ type: 'rollDice', expr: '1d20', by: x }),
    'setPalette owner': (x) => ({ type: 'setPalette', owner: x, lines: [] }),
    'standUp id': (x) => ({ type: 'standUp', id: x }),
  };

  it.each(Object.keys(requests))('%s: a guessed real id, a hidden creature’s alias and an unknown id', (name) => {
    const { ask } = sample();
    const make = requests[name] as (x: string) => object;
    const answers = GUESSES.map((g) => ask(make(g)));
    expect(answers[0]).toContain('"ok":false');
    for (let i = 1; i < answers.length; i++) expect(answers[i], `${GUESSES[i]} vs c11`).toBe(answers[0]);
    for (const x of answers) expect(x).not.toMatch(/Goblin|archer|c11/);
  });
});

describe('decisions', () => {
  function pushed() {
    const sc = scene();
    sc.gm({ type: 'mount', id: sc.id('knight'), mountId: sc.id('horse') });
    sc.gm({ type: 'moveCreature', id: sc.id('orc'), to: { x: 2, y: 2 }, gm: true });
    sc.gm({
      type: 'forceMove',
      targetId: sc.id('knight'),
      kind: 'push',
      sourceId: sc.id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    });
    return sc;
  }

  it('a player answers their own save; nobody else’s; nothing when nothing waits', () => {
    const none = scene();
    expect(reasonOf(none.check('alice', { type: 'decide', optionId: 'save' }))).toBe('noDecision');
    const { check, session, id, a } = pushed();
    expect(session.state.pending).toMatchObject({ kind: 'mc.save', chooserId: id('knight'), playerFacing: true });
    expect(check('alice', { type: 'decide', optionId: 'save', dice: [12] }).ok).toBe(true);
    expect(reasonOf(check('bob', { type: 'decide', optionId: 'save' }))).toBe('notYourDecision');
    // While the save waits, other requests get the engine's player-facing reason.
    expect(check('alice', { type: 'standUp', id: a('knight') })).toMatchObject({
      ok: false,
      refusal: { source: 'rules', reason: { m: 'decisionPending' } },
    });
  });

  it('a decision the players do not see holds every request, and its prompt is never told', () => {
    const sc = scene();
    const secret: PendingDecision = {
      kind: 'mc.save',
      chooserId: null,
      prompt: { m: 'legacyText', en: 'The ambush springs', ja: '伏兵' } as never,
      options: [],
      ruleId: 'MC-X',
      playerFacing: false,
      context: {},
    };
    const session = newSession<AnyEncounter>({ ...sc.session.state, pending: secret } as AnyEncounter);
    const ctx = { session, roster: sc.roster, revision: 0, aliases: ROOM };
    const v = checkRequest(ctx, {
      playerId: 'alice',
      command: { type: 'standUp', id: sc.a('knight') },
      basedOnRevision: 0,
    });
    expect(reasonOf(v)).toBe('gmResolving');
    expect(JSON.stringify(v)).not.toContain('ambush');
    const d = checkRequest(ctx, { playerId: 'alice', command: { type: 'decide', optionId: 'x' }, basedOnRevision: 0 });
    expect(reasonOf(d)).toBe('notYourDecision');
  });

  it('an enemy’s own decision is not the players’ either: it holds their requests like the GM’s', () => {
    const sc = scene();
    const enemy: PendingDecision = {
      kind: 'mc.save',
      chooserId: sc.id('orc'),
      prompt: { m: 'legacyText', en: 'The orc saves', ja: 'オーク' } as never,
      options: [{ id: 'save', label: { m: 'legacyText', en: 'Save', ja: 'セーブ' } as never }],
      ruleId: 'MC-FM-2',
      playerFacing: true,
      context: {},
    };
    const session = newSession<AnyEncounter>({ ...sc.session.state, pending: enemy } as AnyEncounter);
    const ctx = { session, roster: sc.roster, revision: 0, aliases: ROOM };
    const ask = (command: object) => checkRequest(ctx, { playerId: 'alice', command, basedOnRevision: 0 });
    expect(reasonOf(ask({ type: 'standUp', id: sc.a('knight') }))).toBe('gmResolving');
    expect(reasonOf(ask({ type: 'decide', optionId: 'save' }))).toBe('notYourDecision');
  });

  it('a stale answer is refused when the question changed, accepted when it is the same question', () => {
    const { check, session } = pushed();
    const now = decisionSignature(session.state.pending);
    const answer = { type: 'decide', optionId: 'save', dice: [12] };
    const old = session.revision - 1;
    expect(check('alice', answer, old, { pendingAt: () => now })).toMatchObject({ ok: true, stale: true });
    expect(reasonOf(check('alice', answer, old, { pendingAt: () => null }))).toBe('decisionChanged');
    expect(reasonOf(check('alice', answer, old, { pendingAt: () => 'another question' }))).toBe('decisionChanged');
    expect(reasonOf(check('alice', answer, old))).toBe('decisionChanged'); // not known: refused, never guessed
    expect(decisionSignature(null)).toBeNull();
  });
});

describe('a request based on an older revision is re-checked against the state now', () => {
  it('refused when the state changed under it, applied-able when it still holds', () => {
    const { check, id, a, gm, session } = scene();
    const seen = session.revision;
    const move = { type: 'moveCreature', id: a('knight'), to: { x: 0, y: 4 } };
    expect(check('alice', move, seen)).toMatchObject({ ok: true, stale: false });
    gm({ type: 'placeCreature', id: id('orc'), to: { x: 0, y: 4 } }); // the GM puts the orc there meanwhile
    expect(check('alice', move, seen)).toMatchObject({
      ok: false,
      stale: true,
      refusal: { source: 'rules', reason: { m: 'occupied' } },
    });
    expect(check('alice', { type: 'moveCreature', id: a('knight'), to: { x: 1, y: 2 } }, seen)).toMatchObject({
      ok: true,
      stale: true,
    });
    // And ownership is that of now: the GM took the knight away from Alice.
    const v = checkRequest(
      { session, roster: [{ id: 'alice', creatureIds: [a('horse')] }], revision: session.revision, aliases: ROOM },
      { playerId: 'alice', command: { type: 'standUp', id: a('knight') }, basedOnRevision: seen },
    );
    expect(reasonOf(v)).toBe('notYours');
  });
});

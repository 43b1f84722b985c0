import { describe, expect, it } from 'vitest';
import {
  NO_CHANGE,
  apply as applyAny,
  newEncounter,
  newSession,
  type AnyEncounter,
  type Command,
  type Encounter,
  type PendingDecision,
  testDice,
} from '../rules';
import { anEncounter, knight, orc, warhorse } from '../rules/mounted4e/testing';
import { describeNetMsg } from './messages';
import type { RequestResult } from './protocol';
import {
  OWNERSHIP,
  RequestDesk,
  checkRequest,
  controlOf,
  decisionSignature,
  hiddenCreatures,
  type CheckContext,
  type RosterPlayer,
  type Verdict,
} from './requests';

/**
 * The knight (Alice's) stands beside the warhorse (the GM's); the squire (Bob's) further off; an orc; a goblin
 * the GM hides from the players.
 */
function scene() {
  const b = anEncounter()
    .with('knight', knight({ pos: { x: 2, y: 2 } }))
    .with('horse', warhorse({ pos: { x: 3, y: 2 } }))
    .with('squire', knight({ name: 'Squire', pos: { x: 8, y: 8 } }))
    .with('orc', orc({ pos: { x: 11, y: 11 } }))
    .with('goblin', orc({ name: 'Goblin sneak', pos: { x: 2, y: 5 }, conditions: ['hidden'] }));
  const { s, id } = b.build();
  const session = newSession<AnyEncounter>(s);
  const roster: RosterPlayer[] = [
    { id: 'alice', creatureIds: [id('knight')] },
    { id: 'bob', creatureIds: [id('squire')] },
    { id: 'carol', creatureIds: [] },
  ];
  const check = (
    playerId: string,
    command: object,
    basedOnRevision = session.revision,
    extra: Partial<CheckContext> = {},
  ): Verdict =>
    checkRequest({ session, roster, revision: session.revision, ...extra }, { playerId, command, basedOnRevision });
  const gm = (c: object) => {
    const r = session.apply(c as Command);
    if (!r.ok) throw new Error(`GM command refused: ${JSON.stringify(r)}`);
  };
  return { session, roster, id, check, gm };
}

const reasonOf = (v: Verdict) => (v.ok ? null : v.refusal.reason.m);

describe('ownership per command type (4e)', () => {
  it('a player mounts their own creature on the GM’s warhorse; another player cannot mount it for them', () => {
    const { check, id } = scene();
    expect(check('alice', { type: 'mount', id: id('knight'), mountId: id('horse') })).toMatchObject({
      ok: true,
      stale: false,
    });
    const bob = check('bob', { type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(bob).toMatchObject({
      ok: false,
      refusal: { source: 'net', reason: { m: 'notYours', creature: { id: id('knight'), name: 'Sir Aldric' } } },
    });
  });

  it('the engine’s own refusal comes back with its reason and rule id', () => {
    const { check, id } = scene();
    const r = check('bob', { type: 'mount', id: id('squire'), mountId: id('horse'), via: 'adjacent' });
    expect(r).toMatchObject({ ok: false, refusal: { source: 'rules', ruleId: 'MC-MOUNT-1' } });
  });

  it('a rider moves the mount it rides; not before mounting, not a passenger, not another player', () => {
    const { check, id, gm } = scene();
    const move = { type: 'moveCreature', id: id('horse'), to: { x: 5, y: 2 } };
    expect(reasonOf(check('alice', move))).toBe('notYours');
    gm({ type: 'mount', id: id('knight'), mountId: id('horse') });
    expect(check('alice', move).ok).toBe(true);
    expect(reasonOf(check('bob', move))).toBe('notYours');
    gm({ type: 'placeCreature', id: id('squire'), to: { x: 5, y: 2 } });
    gm({ type: 'mount', id: id('squire'), mountId: id('horse'), asPassenger: true });
    expect(reasonOf(check('bob', move))).toBe('notYours'); // a passenger does not steer
    // The rider spends the mount's actions and attacks with it; dismounting is the rider's own.
    expect(check('alice', { type: 'takeAction', id: id('horse'), action: 'minor' }).ok).toBe(true);
    expect(check('alice', { type: 'dismount', id: id('knight'), to: { x: 2, y: 2 } }).ok).toBe(true);
    expect(reasonOf(check('alice', { type: 'dismount', id: id('squire') }))).toBe('notYours');
    expect(reasonOf(check('alice', { type: 'dismount', id: id('horse') }))).toBe('notYours'); // `owned`, not the mount
  });

  it('drop prone, stand up, shift and dice are the player’s own', () => {
    const { check, id } = scene();
    expect(check('alice', { type: 'dropProne', id: id('knight') }).ok).toBe(true);
    expect(check('alice', { type: 'shift', id: id('knight'), to: { x: 2, y: 3 } }).ok).toBe(true);
    expect(check('alice', { type: 'rollDice', expr: '1d20+5', by: id('knight'), dice: [14] }).ok).toBe(true);
    expect(reasonOf(check('alice', { type: 'rollDice', expr: '1d20', by: null }))).toBe('notYours'); // the GM's palette
    expect(reasonOf(check('alice', { type: 'rollDice', expr: '1d20' }))).toBe('notYours');
    expect(reasonOf(check('alice', { type: 'rollDice', expr: '1d20', by: id('squire') }))).toBe('notYours');
    expect(check('alice', { type: 'setPalette', owner: id('knight'), lines: ['1d20+5 attack'] }).ok).toBe(true);
    expect(reasonOf(check('alice', { type: 'setPalette', owner: null, lines: [] }))).toBe('notYours');
  });

  it('the GM’s commands are refused, also for the player’s own creature; unknown and inherited names too', () => {
    const { check, id } = scene();
    const k = id('knight');
    for (const c of [
      { type: 'addCreature', creature: { name: 'Dragon' } },
      { type: 'editCreature', id: k, patch: { hp: 999 } },
      { type: 'removeCreature', id: id('orc') },
      { type: 'placeCreature', id: k, to: { x: 0, y: 0 } },
      { type: 'paintTerrain', squares: [{ x: 1, y: 1 }], terrain: 2 },
      { type: 'nextTurn' },
      { type: 'previousTurn' },
      { type: 'rollInitiative', ids: [k] },
      { type: 'setInitiative', id: k, value: 30 },
      { type: 'setCondition', id: id('orc'), condition: 'prone', on: true },
      { type: 'changeHp', id: k, amount: 50 },
      { type: 'renameEncounter', name: 'mine' },
      { type: 'cancelDecision' },
      { type: 'forceMove', targetId: id('orc'), kind: 'push', sourceId: k, distance: 1, path: [{ x: 12, y: 11 }] },
      { type: 'knockProne', id: id('orc') },
      { type: 'setBasicAttack', id: k, attack: { bonus: 20, vs: 'ac', damage: '10d10' } },
      { type: 'setOption', optionalFallRule: true },
      { type: 'endEncounter' },
      { type: 'resumeTurn', id: k },
      { type: 'toString' },
      { type: '__proto__' },
      { type: 'constructor' },
      { type: 'hasOwnProperty' },
      { type: 'noSuchCommand', id: k },
    ]) {
      expect(reasonOf(check('alice', c)), c.type).toBe('gmOnly');
    }
  });

  it('the GM’s freedoms are refused: gm: true, instant set-ups', () => {
    const { check, id } = scene();
    expect(reasonOf(check('alice', { type: 'moveCreature', id: id('knight'), to: { x: 9, y: 2 }, gm: true }))).toBe(
      'gmFreedom',
    );
    expect(
      reasonOf(check('alice', { type: 'moveCreature', id: id('knight'), to: { x: 9, y: 2 }, gm: 'yes' })),
    ).not.toBe('gmFreedom'); // not a flag: the shape check refuses it
  });

  it('a player without creatures, an unknown player, a non-command', () => {
    const { check, id } = scene();
    expect(reasonOf(check('carol', { type: 'standUp', id: id('knight') }))).toBe('noCreatures');
    expect(reasonOf(check('mallory', { type: 'standUp', id: id('knight') }))).toBe('unknownPlayer');
    for (const c of [null, 7, 'mount', [], {}, { type: 7 }])
      expect(reasonOf(check('alice', c as object))).toBe('notACommand');
  });

  it('creatures hidden from the players are nobody’s: not controlled, never named in a refusal', () => {
    const { check, id, session, roster } = scene();
    // The knight's path ends on the hidden goblin: the engine's refusal names it, the player's does not.
    expect(session.dryRun({ type: 'moveCreature', id: id('knight'), to: { x: 2, y: 5 } })).toMatchObject({
      ok: false,
      reason: { m: 'occupied', by: [{ name: 'Goblin sneak' }] },
    });
    const r = check('alice', { type: 'moveCreature', id: id('knight'), to: { x: 2, y: 5 } });
    expect(r).toMatchObject({ ok: false, refusal: { source: 'net', reason: { m: 'notPossible' } } });
    expect(JSON.stringify(r)).not.toContain('Goblin');
    expect(JSON.stringify(r)).not.toContain(id('goblin'));
    // A hidden creature assigned to a player is not theirs to command (nor named).
    const withGoblin = [{ id: 'dave', creatureIds: [id('goblin')] }, ...roster];
    const v = checkRequest(
      { session, roster: withGoblin, revision: session.revision },
      { playerId: 'dave', command: { type: 'standUp', id: id('goblin') }, basedOnRevision: 0 },
    );
    expect(reasonOf(v)).toBe('noCreatures');
    expect(reasonOf(check('alice', { type: 'mount', id: id('goblin'), mountId: id('horse') }))).toBe('notYours');
    expect(JSON.stringify(check('alice', { type: 'mount', id: id('goblin'), mountId: id('horse') }))).not.toContain(
      'Goblin',
    );
    expect(hiddenCreatures(session.state)).toEqual(new Set([id('goblin')]));
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
    const { check, session, id } = pushed();
    expect(session.state.pending).toMatchObject({ kind: 'mc.save', chooserId: id('knight'), playerFacing: true });
    expect(check('alice', { type: 'decide', optionId: 'save', dice: [12] }).ok).toBe(true);
    expect(reasonOf(check('bob', { type: 'decide', optionId: 'save' }))).toBe('notYourDecision');
    // While the save waits, other requests get the engine's player-facing reason.
    expect(check('alice', { type: 'standUp', id: id('knight') })).toMatchObject({
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
    const v = checkRequest(
      { session, roster: sc.roster, revision: 0 },
      { playerId: 'alice', command: { type: 'standUp', id: sc.id('knight') }, basedOnRevision: 0 },
    );
    expect(reasonOf(v)).toBe('gmResolving');
    expect(JSON.stringify(v)).not.toContain('ambush');
    const d = checkRequest(
      { session, roster: sc.roster, revision: 0 },
      { playerId: 'alice', command: { type: 'decide', optionId: 'x' }, basedOnRevision: 0 },
    );
    expect(reasonOf(d)).toBe('notYourDecision');
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
    const { check, id, gm, session } = scene();
    const seen = session.revision;
    const move = { type: 'moveCreature', id: id('knight'), to: { x: 0, y: 4 } };
    expect(check('alice', move, seen)).toMatchObject({ ok: true, stale: false });
    gm({ type: 'placeCreature', id: id('orc'), to: { x: 0, y: 4 } }); // the GM puts the orc there meanwhile
    expect(check('alice', move, seen)).toMatchObject({
      ok: false,
      stale: true,
      refusal: { source: 'rules', reason: { m: 'occupied' } },
    });
    expect(check('alice', { type: 'moveCreature', id: id('knight'), to: { x: 1, y: 2 } }, seen)).toMatchObject({
      ok: true,
      stale: true,
    });
    // And ownership is that of now: the GM took the knight away from Alice.
    const v = checkRequest(
      { session, roster: [{ id: 'alice', creatureIds: [id('horse')] }], revision: session.revision },
      { playerId: 'alice', command: { type: 'standUp', id: id('knight') }, basedOnRevision: seen },
    );
    expect(reasonOf(v)).toBe('notYours');
  });
});

describe('the desk: at once, or after the GM’s OK', () => {
  function desk(mode: 'auto' | 'approve') {
    const sc = scene();
    const answers: { to: string; reqId: string; result: RequestResult }[] = [];
    let revision = 100; // a published revision, offset from the session's
    const d = new RequestDesk({
      session: () => sc.session,
      revision: () => revision + sc.session.revision,
      roster: () => sc.roster,
      mode: () => mode,
      apply: (c) => sc.session.apply(c),
      answer: (to, reqId, result) => answers.push({ to, reqId, result }),
      now: () => 0,
    });
    const req = (
      playerId: string,
      reqId: string,
      command: object,
      basedOnRevision = revision + sc.session.revision,
    ) => ({ t: 'request' as const, reqId, playerId, command: command as never, basedOnRevision });
    return { ...sc, d, answers, req, setRevision: (r: number) => (revision = r) };
  }

  it('applies at once and answers the sender with the revision that shows it', () => {
    const { d, answers, req, id, session } = desk('auto');
    d.receive(req('alice', 'r1', { type: 'mount', id: id('knight'), mountId: id('horse') }));
    expect(session.state.creatures[id('knight')]?.mountId).toBe(id('horse'));
    expect(answers).toEqual([{ to: 'alice', reqId: 'r1', result: { status: 'applied', rev: 100 + session.revision } }]);
    d.receive(req('bob', 'r2', { type: 'dismount', id: id('knight') }));
    expect(answers[1]).toMatchObject({
      to: 'bob',
      reqId: 'r2',
      result: { status: 'refused', refusal: { source: 'net', system: 'mounted4e', reason: { m: 'notYours' } } },
    });
    const text = (answers[1]?.result as Extract<RequestResult, { status: 'refused' }>).refusal.text;
    expect(text.en).toBe('Sir Aldric is not one of your creatures.');
    expect(text.ja).toBe('Sir Aldricはあなたのキャラクターではありません。');
  });

  it('a rules refusal carries the rule id and its text in both languages', () => {
    const { d, answers, req, id } = desk('auto');
    d.receive(req('bob', 'r', { type: 'mount', id: id('squire'), mountId: id('horse'), via: 'adjacent' }));
    const r = answers[0]?.result;
    expect(r).toMatchObject({ status: 'refused', refusal: { source: 'rules', ruleId: 'MC-MOUNT-1' } });
    if (r?.status !== 'refused') throw new Error('refused expected');
    expect(r.refusal.text.en).toContain('MC-MOUNT-1');
    expect(r.refusal.text.ja).toContain('MC-MOUNT-1');
    expect(r.refusal.text.ja).not.toBe(r.refusal.text.en);
  });

  it('queues for the GM’s OK; approving re-checks against the state then; declining answers the sender', () => {
    const { d, answers, req, id, session, gm } = desk('approve');
    const queued: number[] = [];
    d.subscribe((q) => queued.push(q.length));
    d.receive(req('alice', 'm', { type: 'mount', id: id('knight'), mountId: id('horse') }));
    d.receive(req('bob', 's', { type: 'dropProne', id: id('squire') }));
    d.receive(req('bob', 'x', { type: 'nextTurn' })); // refused at once: never bothers the GM
    expect(answers.map((a) => [a.reqId, a.result.status])).toEqual([
      ['m', 'queued'],
      ['s', 'queued'],
      ['x', 'refused'],
    ]);
    expect(d.queue.map((q) => q.reqId)).toEqual(['m', 's']);
    expect(session.state.creatures[id('knight')]?.mountId).toBeNull();
    expect(d.approve('alice', 'm')).toEqual({ status: 'applied', rev: 100 + session.revision });
    expect(session.state.creatures[id('knight')]?.mountId).toBe(id('horse'));
    expect(d.decline('bob', 's')).toBe(true);
    expect(answers.at(-1)).toMatchObject({
      to: 'bob',
      reqId: 's',
      result: { status: 'refused', refusal: { source: 'net', reason: { m: 'declined' } } },
    });
    expect(d.queue).toEqual([]);
    expect(queued).toEqual([1, 2, 1, 0]);
    expect(d.approve('bob', 's')).toBeNull(); // gone
    // A request that no longer holds when the GM approves it is refused, not applied.
    d.receive(req('bob', 'walk', { type: 'moveCreature', id: id('squire'), to: { x: 8, y: 10 } }));
    gm({ type: 'placeCreature', id: id('orc'), to: { x: 8, y: 10 } });
    const before = session.revision;
    expect(d.approve('bob', 'walk')).toMatchObject({
      status: 'refused',
      refusal: { source: 'rules', reason: { m: 'occupied' } },
    });
    expect(session.revision).toBe(before);
  });

  it('limits what one player may have waiting', () => {
    const { d, answers, req, id } = desk('approve');
    for (let i = 0; i < 4; i++) d.receive(req('bob', `r${i}`, { type: 'dropProne', id: id('squire') }));
    expect(answers.map((a) => a.result.status)).toEqual(['queued', 'queued', 'queued', 'refused']);
    expect(answers[3]?.result).toMatchObject({ refusal: { reason: { m: 'queueFull' } } });
    d.dropPlayer('bob');
    expect(d.queue).toEqual([]);
    expect(answers.slice(4).map((a) => a.reqId)).toEqual(['r0', 'r1', 'r2']);
  });

  it('remembers what each published revision asked, so a late answer to the same question still counts', () => {
    const { d, answers, req, id, gm, session, setRevision } = desk('auto');
    setRevision(0);
    gm({ type: 'mount', id: id('knight'), mountId: id('horse') });
    gm({ type: 'moveCreature', id: id('orc'), to: { x: 2, y: 2 }, gm: true });
    gm({
      type: 'forceMove',
      targetId: id('knight'),
      kind: 'push',
      sourceId: id('orc'),
      distance: 1,
      path: [{ x: 4, y: 2 }],
    });
    const seen = session.revision;
    d.published(seen, session.state);
    setRevision(5); // five more views were published, the same question still waiting
    d.receive(req('alice', 'late', { type: 'decide', optionId: 'save', dice: [15] }, seen));
    expect(answers[0]?.result.status).toBe('applied');
    expect(session.state.pending).toBeNull();
  });

  it('reports a bug without telling the player more than “nothing changed”', () => {
    const sc = scene();
    const bugs: string[] = [];
    const answers: RequestResult[] = [];
    const enc = sc.session.state;
    const d = new RequestDesk({
      session: () => ({ state: enc, dryRun: () => ({ ok: false, kind: 'bug', error: 'TypeError: boom' }) }),
      revision: () => 0,
      roster: () => sc.roster,
      mode: () => 'auto',
      apply: () => ({ ok: false, kind: 'bug', error: 'x' }),
      answer: (_to, _r, result) => answers.push(result),
      onBug: (_r, e) => bugs.push(e),
    });
    d.receive({
      t: 'request',
      reqId: 'b',
      playerId: 'alice',
      command: { type: 'standUp', id: sc.id('knight') },
      basedOnRevision: 0,
    });
    expect(bugs).toEqual(['TypeError: boom']);
    expect(answers[0]).toMatchObject({ status: 'refused', refusal: { source: 'net', reason: { m: 'gmFault' } } });
    expect(JSON.stringify(answers)).not.toContain('boom');
  });
});

/** A session whose dry run always succeeds: tests the ownership table alone. */
function ownershipOnly(enc: Encounter): CheckContext['session'] {
  return {
    state: enc as AnyEncounter,
    dryRun: () => ({ ok: true, state: enc as AnyEncounter, events: [], diff: NO_CHANGE }),
  };
}

function add(enc: AnyEncounter, name: string, x: number): AnyEncounter {
  const r = applyAny(enc, {
    type: 'addCreature',
    creature: { name, pos: { x, y: 0 }, side: 'party', kind: 'adventurer' },
  });
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.state as AnyEncounter;
}

describe('ownership per command type (Tenkai, Sudukuri)', () => {
  const base = add(
    add(add(newEncounter({ system: 'tenkai', width: 8, height: 4, dice: testDice(1) }), 'Rider', 0), 'Partner', 2),
    'Enemy',
    5,
  );
  const [rider, partner, enemy] = base.creatureOrder as [string, string, string];
  const seated: AnyEncounter = {
    ...base,
    creatures: {
      ...base.creatures,
      [rider]: { ...base.creatures[rider]!, mountId: partner, isRider: true, pos: base.creatures[partner]!.pos },
    },
    turns: { order: [rider, partner, enemy], current: 2, round: 1 },
  } as AnyEncounter;
  const roster = [{ id: 'p', creatureIds: [rider] }];
  const check = (enc: AnyEncounter, command: object) =>
    checkRequest({ session: ownershipOnly(enc), roster, revision: 0 }, { playerId: 'p', command, basedOnRevision: 0 });

  it('the rider moves the partner and spends its AP; mounting, dismounting and healing are the rider’s', () => {
    expect(check(seated, { type: 'tkMove', id: partner, to: { x: 3, y: 0 }, mode: 'partner' }).ok).toBe(true);
    expect(check(seated, { type: 'tkSpendAp', id: partner, action: 'move' }).ok).toBe(true);
    expect(check(seated, { type: 'tkDismountPartner', riderId: rider }).ok).toBe(true);
    expect(check(seated, { type: 'tkHeal', healerId: rider, targetId: enemy, source: 10, percent: 50 }).ok).toBe(true);
    expect(reasonOf(check(seated, { type: 'tkHeal', targetId: rider, source: 10, percent: 50 }))).toBe('notYours');
    expect(reasonOf(check(seated, { type: 'tkMountPartner', riderId: partner, partnerId: rider }))).toBe('notYours');
    expect(reasonOf(check(seated, { type: 'tkMove', id: enemy, to: { x: 3, y: 0 } }))).toBe('notYours');
    expect(reasonOf(check(seated, { type: 'tkMove', id: partner, to: { x: 3, y: 0 }, gm: true }))).toBe('gmFreedom');
    expect(reasonOf(check(seated, { type: 'tkBoardArmour', pilotId: rider, armourId: partner, instant: true }))).toBe(
      'gmFreedom',
    );
    for (const type of [
      'tkStartTurn',
      'tkApplyStatus',
      'tkSetRatingCell',
      'tkEditData',
      'tkSpiritLinkEnd',
      'tkSetOptions',
    ])
      expect(reasonOf(check(seated, { type })), type).toBe('gmOnly');
  });

  it('ending or postponing a round only on the player’s own creature’s round', () => {
    expect(reasonOf(check(seated, { type: 'tkEndRound' }))).toBe('notYourTurn');
    const mine = { ...seated, turns: { ...seated.turns, current: 0 } } as AnyEncounter;
    expect(check(mine, { type: 'tkEndRound' }).ok).toBe(true);
    expect(check(mine, { type: 'tkPostpone' }).ok).toBe(true);
    const partners = { ...seated, turns: { ...seated.turns, current: 1 } } as AnyEncounter; // the partner's round: the rider directs it
    expect(check(partners, { type: 'tkEndRound' }).ok).toBe(true);
  });

  it('Sudukuri: the player answers their own target choice only', () => {
    const sd = add(newEncounter({ system: 'sudukuri', width: 6, height: 4, dice: testDice(1) }), 'Hero', 0);
    const hero = sd.creatureOrder[0] as string;
    const withChoice = (chooserId: string | null) =>
      ({ ...sd, sys: { battle: { pending: { chooserId } } } }) as unknown as AnyEncounter;
    const c = (enc: AnyEncounter) =>
      checkRequest(
        { session: ownershipOnly(enc), roster: [{ id: 'p', creatureIds: [hero] }], revision: 0 },
        { playerId: 'p', command: { type: 'sdChooseTarget', targetId: 'o1' }, basedOnRevision: 0 },
      );
    expect(c(withChoice(hero)).ok).toBe(true);
    expect(reasonOf(c(withChoice(null)))).toBe('notYourDecision');
    expect(reasonOf(c({ ...sd, sys: { battle: null } } as unknown as AnyEncounter))).toBe('noDecision');
    for (const type of [
      'sdStep',
      'sdTurn',
      'sdRunToEnd',
      'sdSetBattle',
      'sdReset',
      'sdSetTargetPolicy',
      'sdClearBattle',
    ]) {
      const v = checkRequest(
        { session: ownershipOnly(sd), roster: [{ id: 'p', creatureIds: [hero] }], revision: 0 },
        { playerId: 'p', command: { type }, basedOnRevision: 0 },
      );
      expect(reasonOf(v), type).toBe('gmOnly');
    }
  });

  it('every command a player may send names a real command of its system (the table is compiler-checked too)', () => {
    expect(Object.keys(OWNERSHIP).sort()).toEqual(['kernel', 'mounted4e', 'sudukuri', 'tenkai']);
    const control = controlOf(seated, roster[0]!, new Set());
    expect([...control.owned]).toEqual([rider]);
    expect([...control.controlled].sort()).toEqual([rider, partner].sort());
  });
});

describe('the session’s messages', () => {
  it('every key has an English and a Japanese sentence; the Japanese has no Latin letters besides names', () => {
    const keys = [
      'notYours',
      'gmOnly',
      'gmFreedom',
      'noCreatures',
      'unknownPlayer',
      'notACommand',
      'noDecision',
      'notYourDecision',
      'decisionChanged',
      'gmResolving',
      'notYourTurn',
      'notPossible',
      'declined',
      'queueFull',
      'gmFault',
      'gmAway',
    ] as const;
    for (const m of keys) {
      for (const creature of [null, { id: 'c1', name: 'Sir Aldric' }]) {
        const msg = (m === 'notYours' ? { m, creature } : { m }) as Parameters<typeof describeNetMsg>[0];
        const en = describeNetMsg(msg, 'en');
        const ja = describeNetMsg(msg, 'ja');
        expect(en, m).toMatch(/^[A-Z].*[.;]$|^[A-Z].*\.$/);
        expect(ja.replace('Sir Aldric', ''), m).not.toMatch(/[A-Za-z]/);
        expect(ja, m).toMatch(/。$/);
      }
    }
  });
});

/**
 * The 舵天照 players' policy (issue 26, `rules/tenkai/players.ts`) as the shared code applies it: a party
 * character's sheet, what the table sees of an enemy, the encounter's part, and what a player may ask for (a rider
 * directs its partner, TK-MNT-1; ending or postponing a round only on their own round) — every other command is the
 * GM's.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  controlOf,
  newEncounter,
  newSession,
  permissionOf,
  SYSTEMS,
  type AnyEncounter,
  type Command,
  testDice,
} from '../../rules';
import { tenkaiData, type TkCreatureData, type TkEncounter, type TkStatus, type TkSys } from '../../rules/tenkai';
import { sampleTenkaiEncounter } from '../../app/sampleTenkai';
import { checkRequest } from './check';
import { ROOM, reasonOf } from './testing';
import { playerEncounter } from './view';

const policy = SYSTEMS.tenkai.players;

const status = (over: Partial<TkStatus>): TkStatus => ({
  id: 'st9',
  kind: 'poison',
  sourceId: null,
  power: 140,
  startResult: 'direct',
  appliedTurn: 1,
  duration: 3,
  stage: 0,
  damage: 17,
  towardsId: null,
  behaviour: null,
  repeats: 0,
  suppressedUntil: null,
  flags: [],
  ...over,
});

/**
 * The Tenkai sample (Akane c1, Kagutsuchi c2 and Shizuku c3 of the party; the great bird c4, the oni c5, the cloud
 * spirit c6, the armour c7 with its pilot c8), with a hidden cloud lurker c9 and the given parts.
 */
function table(sys: (s: TkSys) => TkSys = (s) => s, parts: Record<string, Partial<TkCreatureData>> = {}): TkEncounter {
  const r = apply(sampleTenkaiEncounter('en'), {
    type: 'addCreature',
    creature: { name: 'Cloud lurker', side: 'enemy', pos: { x: 6, y: 5 }, conditions: ['hidden'] },
  } as Command);
  if (!r.ok) throw new Error(JSON.stringify(r));
  const s = r.state as TkEncounter;
  const creatures = { ...s.creatures };
  for (const [id, p] of Object.entries(parts)) {
    const c = creatures[id];
    if (c) creatures[id] = { ...c, sys: { ...c.sys, ...p } };
  }
  return { ...s, creatures, sys: sys(s.sys) };
}

const pv = (enc: TkEncounter) => playerEncounter(enc as AnyEncounter, ROOM) as TkEncounter;
const partOf = (enc: TkEncounter, id: string) => pv(enc).creatures[ROOM(id)]?.sys as TkCreatureData;

describe('舵天照: what the players see of a character’s part', () => {
  const statuses = [
    status({ id: 'st4', kind: 'poison', sourceId: 'c5', damage: 17, power: 140 }),
    status({ id: 'st7', kind: 'charm', sourceId: 'c9', towardsId: 'c9', damage: 0, power: 120 }),
  ];

  it('a party character: the whole sheet; statuses numbered afresh, naming only creatures the players see', () => {
    const enc = table(undefined, { c1: { statuses, ki: 31, will: 12 } });
    const gm = enc.creatures.c1?.sys as TkCreatureData;
    const seen = partOf(enc, 'c1');
    expect(seen).toEqual({
      ...gm,
      statuses: [
        { ...statuses[0], id: 'st1', sourceId: ROOM('c5') },
        { ...statuses[1], id: 'st2', sourceId: null, towardsId: null },
      ],
    });
    expect(seen.stats).toEqual(gm.stats);
    expect(seen.ki).toBe(31);
  });

  it('an enemy: its role, band, movement, shield, glider, armour and statuses — no statistics, pools or AP', () => {
    const enc = table(undefined, {
      c5: {
        statuses,
        ki: 77,
        kiMax: 90,
        will: 40,
        willMax: 60,
        shield: true,
        canFly: true,
        band: 'low',
        stats: { ...tenkaiData().stats, attack: 4321, defence: 1234, ap: 6 },
      },
    });
    const gm = enc.creatures.c5?.sys as TkCreatureData;
    const d = tenkaiData();
    expect(partOf(enc, 'c5')).toEqual({
      ...d,
      role: gm.role,
      band: 'low',
      canFly: true,
      canSwim: gm.canSwim,
      shield: true,
      ridable: gm.ridable,
      glider: gm.glider,
      armour: gm.armour,
      fleeing: gm.fleeing,
      dead: gm.dead,
      // The caster's power and the poison's figure are the GM's.
      statuses: [
        { ...statuses[0], id: 'st1', sourceId: ROOM('c5'), power: 0, damage: 0 },
        { ...statuses[1], id: 'st2', sourceId: null, towardsId: null, power: 0, damage: 0 },
      ],
      ki: 0,
      kiMax: 0,
      will: 0,
      willMax: 0,
      stats: { ...d.stats, ap: 0 },
      baseStats: null,
    });
    expect(JSON.stringify(partOf(enc, 'c5'))).not.toMatch(/4321|1234|77|140|120/);
  });
});

describe('舵天照: what the players see of the encounter’s part', () => {
  const busy = (s: TkSys): TkSys => ({
    ...s,
    options: { cloudSea: true, inCombat: true },
    initiative: {
      c1: { total: 21, die: 11, basis: 'agility' },
      c5: { total: 25, die: 15, basis: 'agility' },
      c9: { total: 30, die: 19, basis: 'agility' },
    },
    started: ['c9', 'c5', 'c1'],
    roundMembers: { c1: ['c1', 'c2'], c5: ['c5', 'c9'], c9: ['c9'] },
    zeroApLocks: { c1: ['瞬脚'], c5: ['鬼の咆哮'] },
    effects: [
      { id: 'ef3', ownerId: 'c5', name: '鬼の咆哮', endsAtTurn: 3 },
      { id: 'ef4', ownerId: 'c1', name: '練力活性', endsAtTurn: 2 },
      { id: 'ef5', ownerId: 'c9', name: '霧隠れ', endsAtTurn: 4 },
    ],
    activities: [
      { id: 'c1', kind: 'warmUp', targetId: 'c2', turnsLeft: 1 },
      { id: 'c8', kind: 'orb', targetId: 'c7', turnsLeft: 2 },
      { id: 'c3', kind: 'board', targetId: 'c9', turnsLeft: 1 },
    ],
    nextId: 12,
  });

  it('options; initiative of their own round owners; rounds and members, effects and activities of their own — by alias', () => {
    const sys = pv(table(busy)).sys;
    expect(sys.options).toEqual({ cloudSea: true, inCombat: true });
    expect(sys.initiative).toEqual({ [ROOM('c1')]: { total: 21, die: 11, basis: 'agility' } });
    expect(sys.started).toEqual([ROOM('c5'), ROOM('c1')]);
    expect(sys.roundMembers).toEqual({ [ROOM('c1')]: [ROOM('c1'), ROOM('c2')], [ROOM('c5')]: [ROOM('c5')] });
    expect(sys.zeroApLocks).toEqual({});
    expect(sys.effects).toEqual([{ id: 'ef1', ownerId: ROOM('c1'), name: '練力活性', endsAtTurn: 2 }]);
    expect(sys.activities).toEqual([{ id: ROOM('c1'), kind: 'warmUp', targetId: ROOM('c2'), turnsLeft: 1 }]);
    expect(sys.nextId).toBe(2);
    expect(sys.ratingTable).toBeNull();
    const text = JSON.stringify(pv(table(busy)));
    for (const secret of ['鬼の咆哮', '霧隠れ', '瞬脚', 'c9', ROOM('c9'), '"c1"', '"total":25', '"total":30'])
      expect(text).not.toContain(secret);
  });
});

describe('舵天照: what a player may ask for', () => {
  function add(enc: AnyEncounter, name: string, x: number, side: 'party' | 'enemy' = 'party'): AnyEncounter {
    const r = apply(enc, { type: 'addCreature', creature: { name, pos: { x, y: 0 }, side, kind: 'adventurer' } });
    if (!r.ok) throw new Error(JSON.stringify(r));
    return r.state as AnyEncounter;
  }
  const base = add(
    add(add(newEncounter({ system: 'tenkai', width: 8, height: 4, dice: testDice(1) }), 'Rider', 0), 'Partner', 2),
    'Enemy',
    5,
    'enemy',
  );
  const [rider, partner, enemy] = base.creatureOrder as [string, string, string];
  /** The rider seated on its partner; the enemy's round. */
  const seated: AnyEncounter = {
    ...base,
    creatures: {
      ...base.creatures,
      [rider]: { ...base.creatures[rider]!, mountId: partner, isRider: true, pos: base.creatures[partner]!.pos },
      [partner]: {
        ...base.creatures[partner]!,
        sys: { ...(base.creatures[partner]!.sys as TkCreatureData), role: 'partner', move: 4 },
      },
    },
    turns: { order: [rider, partner, enemy], current: 2, round: 1 },
  } as AnyEncounter;
  const ridersRound = { ...seated, turns: { ...seated.turns, current: 0 } } as AnyEncounter;
  const roster = [{ id: 'p', name: 'P', creatureIds: [ROOM(rider)] }];
  const check = (enc: AnyEncounter, command: object) =>
    checkRequest(
      { session: newSession(enc), roster, revision: 0, aliases: ROOM },
      { playerId: 'p', command, basedOnRevision: 0 },
    );
  /** The permission of the policy alone (null: the player may ask). */
  const permits = (enc: AnyEncounter, command: { type: string } & Record<string, unknown>) => {
    const p = permissionOf(policy, command.type);
    return p ? p(command, { enc, control: controlOf(enc, [rider], new Set()) }) : 'gmOnly';
  };
  const allowed = Object.keys(policy?.permissions ?? {});

  it('the rider moves the partner and spends its AP; mounting, dismounting and healing are the rider’s', () => {
    for (const c of [
      { type: 'tkMove', id: partner, to: { x: 3, y: 0 }, mode: 'partner' },
      { type: 'tkSpendAp', id: partner, action: 'move' },
      { type: 'tkDismountPartner', riderId: rider },
      { type: 'tkHeal', healerId: rider, targetId: enemy, source: 10, percent: 50 },
    ]) {
      expect(permits(seated, c), c.type).toBeNull();
      const aliased = Object.fromEntries(
        Object.entries(c).map(([k, v]) => [
          k,
          typeof v === 'string' && k !== 'type' && k !== 'mode' && k !== 'action' ? ROOM(v) : v,
        ]),
      );
      // On the enemy's round the rules refuse it (TK-TURN-2), not the permission; on the rider's round it applies.
      expect(check(seated, aliased), c.type).toMatchObject({
        ok: false,
        refusal: { source: 'rules', ruleId: 'TK-TURN-2' },
      });
      const v = check(ridersRound, aliased);
      expect(v.ok, c.type).toBe(true);
    }
    expect(reasonOf(check(seated, { type: 'tkHeal', targetId: ROOM(rider), source: 10, percent: 50 }))).toBe(
      'notYours',
    );
    expect(reasonOf(check(seated, { type: 'tkMountPartner', riderId: ROOM(partner), partnerId: ROOM(rider) }))).toBe(
      'notYours',
    );
    expect(reasonOf(check(seated, { type: 'tkMove', id: ROOM(enemy), to: { x: 3, y: 0 } }))).toBe('notYours');
    expect(reasonOf(check(seated, { type: 'tkMove', id: ROOM(partner), to: { x: 3, y: 0 }, gm: true }))).toBe(
      'gmFreedom',
    );
    expect(
      reasonOf(check(seated, { type: 'tkBoardArmour', pilotId: ROOM(rider), armourId: ROOM(partner), instant: true })),
    ).toBe('gmFreedom');
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
    expect(reasonOf(check(seated, { type: 'tkEndRound' }))).toBe('onlyOnOwnTurn');
    expect(reasonOf(check(seated, { type: 'tkPostpone' }))).toBe('onlyOnOwnTurn');
    const mine = { ...seated, turns: { ...seated.turns, current: 0 } } as AnyEncounter;
    expect(permits(mine, { type: 'tkEndRound' })).toBeNull();
    expect(permits(mine, { type: 'tkPostpone' })).toBeNull();
    expect(check(mine, { type: 'tkEndRound' }).ok).toBe(true);
    expect(check(mine, { type: 'tkPostpone' }).ok).toBe(true);
    const partners = { ...seated, turns: { ...seated.turns, current: 1 } } as AnyEncounter; // the partner's round: the rider directs it
    expect(permits(partners, { type: 'tkEndRound' })).toBeNull();
    // The text of that refusal, in both languages (a kernel message since issue 26).
    const r = check(seated, { type: 'tkEndRound' });
    expect(r).toMatchObject({ ok: false, refusal: { source: 'rules', reason: { m: 'onlyOnOwnTurn' } } });
  });

  it('every command a player may send names a real command of 舵天照; every other one is the GM’s', () => {
    const types = Object.keys(SYSTEMS.tenkai.handlers);
    for (const t of allowed) expect(types, t).toContain(t);
    const gmOnly = types.filter((t) => !allowed.includes(t));
    expect(gmOnly.length).toBeGreaterThan(10);
    for (const type of gmOnly)
      for (const extra of [{}, { id: ROOM(rider) }, { riderId: ROOM(rider), partnerId: ROOM(partner) }])
        expect(reasonOf(check(seated, { type, ...extra })), type).toBe('gmOnly');
    const control = controlOf(seated, [rider], new Set());
    expect([...control.owned]).toEqual([rider]);
    expect([...control.controlled].sort()).toEqual([rider, partner].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { apLeft, apMenu, bandOf, currentRoundOwner, previewHit, spiritLinkFlight } from './index';
import { aTenkaiEncounter, no, ofType, ok, run, tkIn } from './testkit';
import { creatureOf, type EventBase } from '../core';
import { describeEvent } from '../../i18n';

/** Rider R on partner P (移動 3, 回避 100), enemy E acting first. */
function mounted(opts: { eAgility?: number; pTk?: Parameters<ReturnType<typeof aTenkaiEncounter>['with']>[1] } = {}) {
  const b = aTenkaiEncounter()
    .with('R', { stats: { agility: 200, accuracy: 100, attack: 300, evasion: 10, defence: 0, ap: 3 } })
    .with(
      'P',
      opts.pTk ?? {
        stats: { agility: 150, evasion: 100, accuracy: 100, attack: 200, defence: 100, guard: 100, ap: 3 },
        tk: { role: 'partner', move: 3 },
      },
    )
    .with('E', {
      pos: { x: 1, y: 0 },
      side: 'enemy',
      stats: { agility: opts.eAgility ?? 0, accuracy: 100, attack: 300, evasion: 100 },
    });
  b.run({ type: 'tkMountPartner', riderId: b.id('R'), partnerId: b.id('P') });
  return { b, R: b.id('R'), P: b.id('P'), E: b.id('E') };
}

describe('riding partners', () => {
  it('TK-MNT-1 / RULING TK-R2: the pair acts on the partner’s 回避 with no die; the rider’s stats do not matter', () => {
    const { b, R, P, E } = mounted();
    const r = ok(b.state, { type: 'tkStartTurn', dice: [5] });
    const s = r.state.sys;
    expect(s.initiative[P]).toEqual({ total: 100, die: null, basis: 'partnerEvasion' });
    expect(s.initiative[R]).toBeUndefined();
    expect(r.state.turns.order).toEqual([P, E]);
    expect(ofType(r.events, 'initiativeRolled')[0]?.rules).toContain('TK-R2');
    // Rider and partner act together in the partner's round.
    expect(currentRoundOwner(r.state)).toBe(P);
    const both = run(
      r.state,
      { type: 'tkSpendAp', id: R, action: 'readyWeapon' },
      { type: 'tkMove', id: P, to: { x: 0, y: 2 } },
    );
    expect([apLeft(both, R), apLeft(both, P)]).toEqual([2, 2]);
  });

  it('TK-MNT-2: 移動 squares for 1 AP; a full move spends all the partner’s AP for 3× the distance and 1 of the rider’s', () => {
    const { b, R, P } = mounted();
    const s = run(b.state, { type: 'tkStartTurn', dice: [5] });
    const one = ok(s, { type: 'tkMove', id: P, to: { x: 0, y: 3 } });
    expect(apLeft(one.state, P)).toBe(2);
    expect(creatureOf(one.state, R)?.pos).toEqual({ x: 0, y: 3 });
    const two = ok(s, { type: 'tkMove', id: P, to: { x: 0, y: 4 } });
    expect(apLeft(two.state, P)).toBe(1);
    const full = ok(s, { type: 'tkMove', id: P, to: { x: 0, y: 9 }, mode: 'fullMove' });
    expect([apLeft(full.state, P), apLeft(full.state, R)]).toEqual([0, 2]);
    expect(no(s, { type: 'tkMove', id: P, to: { x: 0, y: 10 }, mode: 'fullMove' }).ruleId).toBe('TK-GRID-2');
    expect(no(one.state, { type: 'tkMove', id: P, to: { x: 0, y: 9 }, mode: 'fullMove' }).ruleId).toBe('TK-MNT-2');
  });

  it('TK-MNT-3: separate AP — partner moves/attacks 1/0, rider attacks 0/1, mount and dismount 1/1, turning the partner costs the rider nothing', () => {
    const { b, R, P, E } = mounted();
    const s = run(b.state, { type: 'tkStartTurn', dice: [5] });
    const diff = (after: typeof s): [number, number] => [
      apLeft(s, P) - apLeft(after, P),
      apLeft(s, R) - apLeft(after, R),
    ];
    expect(diff(ok(s, { type: 'tkMove', id: P, to: { x: 0, y: 1 } }).state)).toEqual([1, 0]);
    expect(
      diff(ok(s, { type: 'tkAttack', attackerId: P, targetId: E, kind: 'melee', defence: 'evade', dice: [10] }).state),
    ).toEqual([1, 0]);
    expect(
      diff(ok(s, { type: 'tkAttack', attackerId: R, targetId: E, kind: 'melee', defence: 'evade', dice: [10] }).state),
    ).toEqual([0, 1]);
    expect(diff(ok(s, { type: 'tkDismountPartner', riderId: R }).state)).toEqual([1, 1]);
    // Turning the pair is 方向転換（相棒騎乗時）: 1 of the partner's AP, none of the rider's (RULING TK-R4).
    expect(diff(ok(s, { type: 'tkSpendAp', id: P, action: 'turn' }).state)).toEqual([1, 0]);
    // A rider does not move on its own.
    expect(no(s, { type: 'tkMove', id: R, to: { x: 0, y: 1 } }).ruleId).toBe('TK-MNT-3');
    // Mounting in combat: 1 AP each.
    const off = run(s, { type: 'tkDismountPartner', riderId: R });
    const on = ok(off, { type: 'tkMountPartner', riderId: R, partnerId: P });
    expect([apLeft(on.state, P), apLeft(on.state, R)]).toEqual([1, 1]);
  });

  it('TK-MNT-4: the rider’s hit checks take −1R (guard checks included); the partner takes none', () => {
    const { b, R, P, E } = mounted();
    expect(previewHit(b.state, { attackerId: R, targetId: E, kind: 'melee' }).modifiers).toContainEqual(
      expect.objectContaining({ ruleId: 'TK-MNT-4', value: -1 }),
    );
    expect(
      previewHit(b.state, { attackerId: P, targetId: E, kind: 'melee' }).modifiers.some((m) => m.ruleId === 'TK-MNT-4'),
    ).toBe(false);
    // Guarding for the named rider: the rider's −1R counts for the attacker.
    expect(previewHit(b.state, { attackerId: E, targetId: R, kind: 'melee' }, 'guard').modifiers).toContainEqual(
      expect.objectContaining({ ruleId: 'TK-MNT-4', value: 1 }),
    );
  });

  it('TK-MNT-5: defence uses the partner’s stats; evade → the one hit is random; guard → the named one; area → both, same damage', () => {
    const { b, R, P, E } = mounted({ eAgility: 1000 });
    const s = run(b.state, { type: 'tkStartTurn', dice: [1] });
    expect(currentRoundOwner(s)).toBe(E);
    const p = previewHit(s, { attackerId: E, targetId: R, kind: 'melee' }, 'evade');
    expect(p.defenderStatsId).toBe(P);
    expect(p.defenderValue).toBe(100);
    const ask = ok(s, { type: 'tkAttack', attackerId: E, targetId: R, kind: 'melee' });
    expect(ask.state.pending?.chooserId).toBe(P);
    const ev = ok(ask.state, { type: 'decide', optionId: 'evade', dice: [20, 2] });
    expect(ofType(ev.events, 'pairTargetChosen')).toHaveLength(1);
    // 貫通 with the partner's 防御 100: 30 + 6 − 5 = 31, to the rider chosen at random.
    expect([creatureOf(ev.state, R)?.hp, creatureOf(ev.state, P)?.hp]).toEqual([69, 100]);
    const gu = ok(s, { type: 'tkAttack', attackerId: E, targetId: P, kind: 'melee', defence: 'guard', dice: [20] });
    expect([creatureOf(gu.state, R)?.hp, creatureOf(gu.state, P)?.hp]).toEqual([100, 69]);
    const area = ok(s, {
      type: 'tkAttack',
      attackerId: E,
      targetId: R,
      kind: 'melee',
      area: true,
      defence: 'evade',
      dice: [20],
    });
    expect([creatureOf(area.state, R)?.hp, creatureOf(area.state, P)?.hp]).toEqual([69, 69]);
    const auto = ok(s, {
      type: 'tkAttack',
      attackerId: E,
      targetId: R,
      kind: 'perception',
      autoHit: true,
      range: 1,
      dice: [5, 1],
    });
    expect(ofType(auto.events, 'pairTargetChosen')[0]?.ids).toEqual([P]);
  });

  it('TK-MNT-6: a partner not meant for riding gives both −nR on evasion and accuracy; some cannot be ridden', () => {
    const { b, R, P, E } = mounted({
      pTk: {
        stats: { agility: 0, evasion: 100, ap: 3 },
        tk: { role: 'partner', ridable: 'awkward', ridingPenalty: 2 },
      },
    });
    expect(previewHit(b.state, { attackerId: P, targetId: E, kind: 'melee' }).modifiers).toContainEqual(
      expect.objectContaining({ ruleId: 'TK-MNT-6', value: -2 }),
    );
    expect(previewHit(b.state, { attackerId: R, targetId: E, kind: 'melee' }).modifiers).toContainEqual(
      expect.objectContaining({ ruleId: 'TK-MNT-6', value: -2 }),
    );
    expect(previewHit(b.state, { attackerId: E, targetId: R, kind: 'melee' }).modifiers).toContainEqual(
      expect.objectContaining({ ruleId: 'TK-MNT-6', value: 2 }),
    );
    const c = aTenkaiEncounter()
      .with('R')
      .with('Cat', { tk: { role: 'partner', ridable: 'no' } });
    expect(no(c.state, { type: 'tkMountPartner', riderId: c.id('R'), partnerId: c.id('Cat') }).ruleId).toBe('TK-MNT-6');
  });

  it('TK-MNT-7: over the cloud sea a living partner at 生命 ≤ 0 flees carrying its rider, ignoring commands, and dies on landing', () => {
    const { b, R, P, E } = mounted({ eAgility: 1000 });
    const s = run(
      b.state,
      { type: 'tkSetOptions', cloudSea: true },
      { type: 'tkChangeBand', id: P, to: 'low', gm: true },
      { type: 'tkChangeBand', id: E, to: 'low', gm: true },
      { type: 'tkStartTurn', dice: [1] },
    );
    const low = run(s, { type: 'tkEditData', id: P, patch: {} }, { type: 'editCreature', id: P, patch: { hp: 10 } });
    const hit = ok(low, { type: 'tkAttack', attackerId: E, targetId: P, kind: 'melee', defence: 'guard', dice: [20] });
    expect(ofType(hit.events, 'spiritLinkFled')).toHaveLength(1);
    expect(tkIn(hit.state, P).fleeing).toBe(true);
    const next = run(hit.state, { type: 'tkEndRound' });
    expect(no(next, { type: 'tkAttack', attackerId: R, targetId: E, kind: 'melee', defence: 'evade' }).ruleId).toBe(
      'TK-MNT-7',
    );
    expect(no(next, { type: 'tkDismountPartner', riderId: R }).ruleId).toBe('TK-MNT-7');
    const dead = ok(next, { type: 'tkSpiritLinkEnd', partnerId: P });
    expect(tkIn(dead.state, P).dead).toBe(true);
    expect(creatureOf(dead.state, R)?.mountId).toBeNull();
    expect(bandOf(dead.state, R)).toBe('low');
    // On the ground (or not over the cloud sea) there is no spirit link.
    const ground = ok(
      run(b.state, { type: 'tkStartTurn', dice: [1] }, { type: 'editCreature', id: P, patch: { hp: 10 } }),
      { type: 'tkAttack', attackerId: E, targetId: P, kind: 'melee', defence: 'guard', dice: [20] },
    );
    expect(ofType(ground.events, 'spiritLinkFled')).toHaveLength(0);
  });

  it('TK-TURN-5 / TK-MNT-3 / RULING TK-R4: turning the pair costs the partner 1 and the rider nothing, whichever is told to turn; refused when the partner cannot pay', () => {
    const { b, R, P } = mounted();
    const s = run(b.state, { type: 'tkStartTurn', dice: [5] });
    for (const id of [R, P]) {
      const r = ok(s, { type: 'tkSpendAp', id, action: 'turn' });
      expect([apLeft(r.state, P), apLeft(r.state, R)]).toEqual([2, 3]);
      expect(ofType(r.events, 'apSpent')).toEqual([
        expect.objectContaining({
          who: expect.objectContaining({ id: P }),
          ap: 1,
          for: { m: 'doTurnRidden', times: 1 },
          rules: ['TK-TURN-5', 'TK-MNT-3', 'TK-R4'],
        }),
      ]);
    }
    // The action menu says who pays.
    const turnRow = (st: typeof s, id: string) => apMenu(st, id).find((row) => row.action === 'turn');
    expect(turnRow(s, R)).toEqual({ action: 'turn', cost: { ap: 1 }, affordable: true, paidBy: P });
    expect(turnRow(s, P)).toEqual({ action: 'turn', cost: { ap: 1 }, affordable: true });
    // Refused: the partner has no AP left — the rider's own AP do not pay for it (the GM may allow it, carried over).
    const spent = run(s, { type: 'tkMove', id: P, to: { x: 0, y: 9 }, mode: 'fullMove' });
    expect([apLeft(spent, P), apLeft(spent, R)]).toEqual([0, 2]);
    expect(no(spent, { type: 'tkSpendAp', id: R, action: 'turn' }).ruleId).toBe('TK-TURN-5');
    expect(turnRow(spent, R)?.affordable).toBe(false);
    const gm = ok(spent, { type: 'tkSpendAp', id: R, action: 'turn', gm: true });
    expect([apLeft(gm.state, R), ofType(gm.events, 'apSpent')[0]?.carried]).toEqual([2, 1]);
    // Unridden, a partner (and its former rider) turn for 0.
    const off = run(s, { type: 'tkDismountPartner', riderId: R });
    for (const id of [P, R]) {
      const alone = ok(off, { type: 'tkSpendAp', id, action: 'turn' });
      expect([apLeft(alone.state, P), apLeft(alone.state, R)]).toEqual([2, 2]);
      expect(ofType(alone.events, 'actionTaken')).toHaveLength(1);
    }
  });

  it('TK-MNT-5 / RULING TK-R5: an area attack deals rider and partner one figure, with the partner’s stats and attribute; a single hit uses its victim’s own attribute', () => {
    const { b, R, P, E } = mounted({ eAgility: 1000 });
    const s = run(
      b.state,
      { type: 'tkEditData', id: R, patch: { attribute: '技' } },
      { type: 'tkEditData', id: P, patch: { attribute: '体' } },
      { type: 'tkStartTurn', dice: [1] },
    );
    // 心 beats 技 (the rider) but not 体 (the partner): the pair takes the partner's figure, 31, without +10%.
    const area = ok(s, {
      type: 'tkAttack',
      attackerId: E,
      targetId: R,
      kind: 'melee',
      area: true,
      weaponAttribute: '心',
      defence: 'evade',
      dice: [20],
    });
    const rolled = ofType(area.events, 'damageRolled');
    expect(rolled.map((e) => [e.victim.id, e.damage, e.attributePercent, e.pairFigure?.id])).toEqual([
      [P, 31, 0, P],
      [R, 31, 0, P],
    ]);
    expect(rolled.every((e) => e.rules.includes('TK-R5') && e.rules.includes('TK-MNT-5'))).toBe(true);
    expect([creatureOf(area.state, R)?.hp, creatureOf(area.state, P)?.hp]).toEqual([69, 69]);
    expect(describeEvent('tenkai', rolled[1] as EventBase, 'ja')).toContain('相棒と騎手の両者に同じだけ');
    // 技 beats 体 (the partner): both take 31 + 10% = 35 (rounded up), the rider too although 技 against 技 would be −10%.
    const up = ok(s, {
      type: 'tkAttack',
      attackerId: E,
      targetId: R,
      kind: 'melee',
      area: true,
      weaponAttribute: '技',
      defence: 'evade',
      dice: [20],
    });
    expect([creatureOf(up.state, R)?.hp, creatureOf(up.state, P)?.hp]).toEqual([65, 65]);
    // Not an area attack: the one hit (the named rider, under guard) takes its own attribute's modifier: 心 vs 技 +10%.
    const single = ok(s, {
      type: 'tkAttack',
      attackerId: E,
      targetId: R,
      kind: 'melee',
      weaponAttribute: '心',
      defence: 'guard',
      dice: [20],
    });
    expect(ofType(single.events, 'damageRolled').map((e) => [e.victim.id, e.damage, e.pairFigure])).toEqual([
      [R, 35, undefined],
    ]);
    expect([creatureOf(single.state, R)?.hp, creatureOf(single.state, P)?.hp]).toEqual([65, 100]);
  });

  it('TK-MNT-7 / RULING TK-R8: the fleeing partner ignores orders; only the GM moves it, at 3× its speed from its own AP; it dies on landing', () => {
    const { b, R, P, E } = mounted({ eAgility: 1000 });
    const s = run(
      b.state,
      { type: 'tkSetOptions', cloudSea: true },
      { type: 'tkChangeBand', id: P, to: 'low', gm: true },
      { type: 'tkChangeBand', id: E, to: 'low', gm: true },
      { type: 'tkStartTurn', dice: [1] },
    );
    const low = run(s, { type: 'editCreature', id: P, patch: { hp: 10 } });
    const fled = run(
      low,
      { type: 'tkAttack', attackerId: E, targetId: P, kind: 'melee', defence: 'guard', dice: [20] },
      { type: 'tkEndRound' },
    );
    expect(currentRoundOwner(fled)).toBe(P);
    // Refused: every command that is not the GM's — the rider's, the partner's own, a drag on the board.
    for (const cmd of [
      { type: 'tkMove', id: P, to: { x: 0, y: 3 } },
      { type: 'moveCreature', id: P, to: { x: 0, y: 3 } },
      { type: 'tkMove', id: R, to: { x: 0, y: 3 } },
      { type: 'tkSpendAp', id: R, action: 'turn' },
      { type: 'tkSpendAp', id: P, action: 'turn' },
      { type: 'tkChangeBand', id: P, to: 'ground' },
      { type: 'tkAttack', attackerId: P, targetId: E, kind: 'melee', defence: 'evade', gm: true },
    ] as const)
      expect(no(fled, cmd).ruleId, cmd.type).toBe('TK-MNT-7');
    expect(spiritLinkFlight(fled, P)).toEqual({ speed: 9, reach: 27 });
    expect(spiritLinkFlight(fled, R)).toBeNull();
    // Allowed: the GM moves it at 3 × 移動 3 = 9 squares per AP, from its own AP; the rider pays nothing and comes along.
    const fly = ok(fled, { type: 'tkMove', id: P, to: { x: 0, y: 9 }, gm: true });
    expect([apLeft(fly.state, P), apLeft(fly.state, R)]).toEqual([2, 3]);
    expect(creatureOf(fly.state, R)?.pos).toEqual({ x: 0, y: 9 });
    expect(ofType(fly.events, 'creatureMoved')[0]?.rules).toEqual(['TK-GRID-2', 'TK-MNT-7', 'TK-R8']);
    expect(ofType(fly.events, 'apSpent')[0]).toMatchObject({ ap: 1, for: { m: 'doFlee', squares: 9, speed: 9 } });
    expect(apLeft(ok(fled, { type: 'tkMove', id: P, to: { x: 9, y: 9 }, gm: true }).state, P)).toBe(1);
    expect(apLeft(ok(fled, { type: 'tkMove', id: P, to: { x: 9, y: 18 }, gm: true }).state, P)).toBe(0);
    // Beyond what its AP pay at 3× speed (3 AP × 9 = 27 squares) is refused.
    const far = no(fled, { type: 'tkMove', id: P, to: { x: 19, y: 19 }, gm: true });
    expect([far.ruleId, far.reason]).toEqual([
      'TK-R8',
      { m: 'fleeBeyondAp', who: expect.objectContaining({ id: P }), squares: 38, reach: 27, speed: 9, left: 3 },
    ]);
    // Landing: the GM brings it down to the ground — it dies there, and its rider is set down on the ground.
    const landed = ok(fly.state, { type: 'tkChangeBand', id: P, to: 'ground', gm: true });
    expect(ofType(landed.events, 'partnerDied')[0]).toMatchObject({ landed: true, rules: ['TK-MNT-7', 'TK-R8'] });
    expect([
      tkIn(landed.state, P).dead,
      tkIn(landed.state, P).fleeing,
      creatureOf(landed.state, R)?.mountId,
      bandOf(landed.state, R),
    ]).toEqual([true, false, null, 'ground']);
    // Reaching a safe altitude (the GM's call) ends it the same way, in the air.
    expect(ofType(ok(fly.state, { type: 'tkSpiritLinkEnd', partnerId: P }).events, 'partnerDied')[0]).toMatchObject({
      landed: false,
    });
    // Poison that drops the partner in the air to 0 生命 at turn start starts the flight too.
    const poisoned = run(
      low,
      { type: 'tkApplyStatus', targetId: P, kind: 'poison', damage: 20, duration: 2, noCheck: true },
      { type: 'tkEndRound' },
      { type: 'tkEndRound' },
    );
    const next = ok(poisoned, { type: 'tkStartTurn', dice: [1] });
    expect(ofType(next.events, 'spiritLinkFled')).toHaveLength(1);
    expect(tkIn(next.state, P).fleeing).toBe(true);
  });
});

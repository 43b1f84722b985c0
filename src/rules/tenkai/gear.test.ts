import { describe, expect, it } from 'vitest';
import { apLeft, effectiveStats, phaseOf, previewHit, type TkEncounter, type TkGlider } from './index';
import { aTenkaiEncounter, no, ofType, ok, run, tkIn } from './testkit';
import { creatureOf } from '../core';

/** Run whole turns (start, end every round). */
function turns(s: TkEncounter, n: number): TkEncounter {
  for (let i = 0; i < n; i++) {
    s = run(s, { type: 'tkStartTurn' });
    while (phaseOf(s) === 'rounds') s = run(s, { type: 'tkEndRound' });
  }
  return s;
}

const glider = (over: Partial<TkGlider> = {}): TkGlider => ({
  armed: false,
  mode: 'combat',
  readyFromTurn: null,
  clock: 0,
  ...over,
});

function gliderPair(g: Partial<TkGlider> = {}) {
  const b = aTenkaiEncounter()
    .with('R', { stats: { agility: 100, accuracy: 100, evasion: 100, ap: 3 }, tk: { band: 'low' } })
    .with('G', {
      stats: { agility: null, evasion: 200, accuracy: 80, ap: 3 },
      tk: { role: 'glider', move: 4, ki: 10, kiMax: 10, glider: glider(g), band: 'low', canFly: true },
    })
    .with('E', { pos: { x: 1, y: 0 }, side: 'enemy', stats: { agility: 0, evasion: 100 }, tk: { band: 'low' } });
  b.run({ type: 'tkMountPartner', riderId: b.id('R'), partnerId: b.id('G') });
  return { b, R: b.id('R'), G: b.id('G'), E: b.id('E') };
}

describe('gliders', () => {
  it('TK-GLD-1: riding rules apply; an unarmed glider cannot attack; an armed one makes the rider spend AP too', () => {
    const { b, R, G, E } = gliderPair();
    const s = run(b.state, { type: 'tkStartTurn', dice: [1] });
    expect(s.sys.initiative[G]?.basis).toBe('partnerEvasion');
    expect(
      no(s, { type: 'tkAttack', attackerId: G, targetId: E, kind: 'shooting', range: 2, defence: 'evade' }).ruleId,
    ).toBe('TK-GLD-1');
    const armed = run(s, { type: 'tkEditData', id: G, patch: { glider: glider({ armed: true }) } });
    const r = ok(armed, {
      type: 'tkAttack',
      attackerId: G,
      targetId: E,
      kind: 'shooting',
      range: 2,
      defence: 'evade',
      dice: [10],
    });
    expect([apLeft(r.state, G), apLeft(r.state, R)]).toEqual([2, 2]);
  });

  it('TK-GLD-2: 練力 −1 per 6 turns in combat flight, −1 per 30 cruising, +1 per 6 stopped; at 0 it loses power', () => {
    const { b, G } = gliderPair();
    expect(tkIn(turns(b.state, 5), G).ki).toBe(10);
    expect(tkIn(turns(b.state, 6), G).ki).toBe(9);
    const cruise = run(b.state, { type: 'tkGliderMode', id: G, mode: 'cruise' });
    expect(tkIn(turns(cruise, 29), G).ki).toBe(10);
    expect(tkIn(turns(cruise, 30), G).ki).toBe(9);
    const stopped = run(b.state, { type: 'tkEditData', id: G, patch: { ki: 5, glider: glider({ mode: 'stopped' }) } });
    expect(tkIn(turns(stopped, 6), G).ki).toBe(6);
    const empty = run(b.state, { type: 'tkEditData', id: G, patch: { ki: 1 } });
    const out = turns(empty, 6);
    expect(tkIn(out, G).ki).toBe(0);
    expect(tkIn(out, G).glider?.mode).toBe('gliding');
    expect(no(out, { type: 'tkGliderMode', id: G, mode: 'combat' }).ruleId).toBe('TK-GLD-2');
  });

  it('TK-GLD-3: cruising halves evasion and accuracy (guard included), no top speed; back to combat flight needs a 1-turn warm-up', () => {
    const { b, R, G, E } = gliderPair({ mode: 'cruise' });
    expect(effectiveStats(b.state, G).stats.evasion).toBe(100);
    expect(effectiveStats(b.state, R).stats.accuracy).toBe(50);
    expect(previewHit(b.state, { attackerId: E, targetId: R, kind: 'melee' }, 'guard').defenderValue).toBe(40);
    const s = run(b.state, { type: 'tkStartTurn', dice: [1] });
    expect(no(s, { type: 'tkMove', id: G, to: { x: 0, y: 12 }, mode: 'fullMove' }).ruleId).toBe('TK-GLD-3');
    const warm = ok(s, { type: 'tkGliderMode', id: G, mode: 'combat' });
    expect(tkIn(warm.state, G).glider?.mode).toBe('cruise');
    expect(apLeft(warm.state, R)).toBe(0);
    const next = run(warm.state, { type: 'tkEndRound' }, { type: 'tkEndRound' }, { type: 'tkStartTurn', dice: [1] });
    expect(tkIn(next, G).glider?.mode).toBe('combat');
  });

  it('TK-GLD-4: gliding — normal movement only, the rider spends all AP on control and cannot attack, defending costs 10 m', () => {
    const { b, R, G, E } = gliderPair({ mode: 'gliding' });
    const s = run(b.state, { type: 'tkStartTurn', dice: [1] });
    expect(apLeft(s, R)).toBe(0);
    expect(no(s, { type: 'tkAttack', attackerId: R, targetId: E, kind: 'melee', defence: 'evade' }).ruleId).toBe(
      'TK-GLD-4',
    );
    expect(no(s, { type: 'tkMove', id: G, to: { x: 0, y: 12 }, mode: 'fullMove' }).ruleId).toBe('TK-GLD-4');
    expect(ok(s, { type: 'tkMove', id: G, to: { x: 0, y: 4 } }).ok).toBe(true);
    expect(no(s, { type: 'tkChangeBand', id: G, to: 'middle' }).ruleId).toBe('TK-GLD-4');
    const e = run(s, { type: 'tkEndRound' });
    const hit = ok(e, { type: 'tkAttack', attackerId: E, targetId: G, kind: 'melee', defence: 'evade', dice: [20, 1] });
    expect(ofType(hit.events, 'altitudeLost').length).toBe(2); // the defence, then the damage
  });
});

function armour(opts: { knight?: boolean; ki?: number; hp?: number } = {}) {
  const b = aTenkaiEncounter()
    .with('K', {
      stats: { agility: 100, accuracy: 150, attack: 300, evasion: 100, ap: 4 },
      tk: {
        knight: opts.knight ?? true,
        baseStats: {
          attack: 100,
          defence: 50,
          guard: 50,
          accuracy: 80,
          evasion: 60,
          perception: 50,
          resistance: 50,
          agility: 100,
          ap: 3,
        },
      },
    })
    .with('AR', {
      hp: opts.hp ?? 50,
      stats: {
        attack: 200,
        defence: 100,
        guard: 100,
        accuracy: 40,
        evasion: 20,
        perception: 0,
        resistance: 30,
        agility: null,
        ap: 1,
      },
      tk: {
        role: 'armour',
        move: 2,
        ki: opts.ki ?? 30,
        kiMax: 30,
        armour: { mode: 'combat', destroyed: false, clock: 0 },
      },
    })
    .with('E', { pos: { x: 1, y: 0 }, side: 'enemy', stats: { agility: 1000, accuracy: 100, attack: 600 } });
  return { b, K: b.id('K'), AR: b.id('AR'), E: b.id('E') };
}

describe('armour', () => {
  it('TK-ARM-1: aboard, the stats are the pilot’s base stats (no equipment) + the armour’s', () => {
    const { b, K, AR } = armour();
    const s = run(b.state, { type: 'tkBoardArmour', pilotId: K, armourId: AR, instant: true });
    expect(effectiveStats(s, K).stats).toMatchObject({
      attack: 300,
      defence: 150,
      accuracy: 120,
      evasion: 80,
      ap: 4,
      agility: 100,
    });
  });

  it('TK-ARM-2: separate 生命/練力; at 練力 0 the armour stops: no acting, no evading or guarding (a fixed target)', () => {
    const { b, K, AR, E } = armour({ ki: 0, hp: 100 });
    const s = run(b.state, { type: 'tkBoardArmour', pilotId: K, armourId: AR, instant: true }, { type: 'tkStartTurn' });
    const hit = ok(s, { type: 'tkAttack', attackerId: E, targetId: K, kind: 'melee', dice: [1] });
    expect(hit.state.pending).toBeNull();
    expect(ofType(hit.events, 'hitChecked')[0]?.column).toBe(0);
    expect(creatureOf(hit.state, K)?.hp).toBe(100); // the armour's 生命 took it
    expect(creatureOf(hit.state, AR)?.hp).toBe(45); // 直撃 at 〜5.0: 60 + 10 − 150/10 = 55
    const mine = run(s, { type: 'tkEndRound' });
    expect(no(mine, { type: 'tkSpendAp', id: K, action: 'readyWeapon' }).ruleId).toBe('TK-ARM-2');
  });

  it('TK-ARM-3: in combat −3 練力 at the end of its round (−6 for a non-knight); standby −1 and stopped +1 per 6 turns', () => {
    const knight = armour();
    const ks = turns(
      run(knight.b.state, { type: 'tkBoardArmour', pilotId: knight.K, armourId: knight.AR, instant: true }),
      1,
    );
    expect(tkIn(ks, knight.AR).ki).toBe(27);
    const other = armour({ knight: false });
    const os = turns(
      run(other.b.state, { type: 'tkBoardArmour', pilotId: other.K, armourId: other.AR, instant: true }),
      2,
    );
    expect(tkIn(os, other.AR).ki).toBe(18);
    const standby = run(knight.b.state, { type: 'tkArmourMode', id: knight.AR, mode: 'standby' });
    expect(tkIn(turns(standby, 6), knight.AR).ki).toBe(29);
    const stopped = run(
      knight.b.state,
      { type: 'tkEditData', id: knight.AR, patch: { ki: 10 } },
      { type: 'tkArmourMode', id: knight.AR, mode: 'stopped' },
    );
    expect(tkIn(turns(stopped, 6), knight.AR).ki).toBe(11);
  });

  it('TK-ARM-4: at 生命 0 it is destroyed; damage past its 生命 and all later damage goes to the pilot; healing cannot repair it', () => {
    const { b, K, AR, E } = armour({ hp: 10 });
    const s = run(b.state, { type: 'tkBoardArmour', pilotId: K, armourId: AR, instant: true }, { type: 'tkStartTurn' });
    const hit = ok(s, { type: 'tkAttack', attackerId: E, targetId: K, kind: 'melee', defence: 'evade', dice: [20] });
    const dmg = ofType(hit.events, 'damageRolled')[0]?.damage as number;
    expect(creatureOf(hit.state, AR)?.hp).toBe(0);
    expect(tkIn(hit.state, AR).armour?.destroyed).toBe(true);
    expect(creatureOf(hit.state, K)?.hp).toBe(100 - (dmg - 10));
    expect(ofType(hit.events, 'armourDestroyed')).toHaveLength(1);
    expect(no(hit.state, { type: 'tkHeal', targetId: AR, source: 100, percent: 100 }).ruleId).toBe('TK-ARM-4');
  });

  it('TK-ARM-5: boarding takes 6 turns; it moves 移動 squares per 1 AP; no full move', () => {
    const { b, K, AR } = armour();
    const s0 = run(b.state, { type: 'tkStartTurn' }, { type: 'tkEndRound' });
    const start = ok(s0, { type: 'tkBoardArmour', pilotId: K, armourId: AR });
    expect(apLeft(start.state, K)).toBe(0);
    let s = run(start.state, { type: 'tkEndRound' });
    s = turns(s, 5);
    expect(creatureOf(s, K)?.mountId).toBeNull();
    s = run(s, { type: 'tkStartTurn' });
    expect(creatureOf(s, K)?.mountId).toBe(AR);
    while (s.turns.order[s.turns.current] !== AR) s = run(s, { type: 'tkEndRound' });
    const mv = ok(s, { type: 'tkMove', id: K, to: { x: 0, y: 4 } });
    expect(apLeft(mv.state, K)).toBe(2);
    expect(creatureOf(mv.state, AR)?.pos).toEqual({ x: 0, y: 4 });
    expect(no(s, { type: 'tkMove', id: K, to: { x: 0, y: 6 }, mode: 'fullMove' }).ruleId).toBe('TK-ARM-5');
  });
});

describe('a glider made in the UI (issue 30)', () => {
  it('TK-GLD-2..4: a partner turned into a glider gets its record, so its modes work; back to a partner, it loses it', () => {
    const b = aTenkaiEncounter()
      .with('R', { stats: { agility: 100, ap: 3 }, tk: { band: 'low' } })
      .with('P', {
        stats: { agility: null, ap: 3 },
        tk: { role: 'partner', move: 4, ki: 10, kiMax: 10, canFly: true },
      });
    const P = b.id('P');
    let s = run(b.state, { type: 'tkEditData', id: P, patch: { role: 'glider' } });
    expect(tkIn(s, P).glider).toEqual(glider());
    s = run(s, { type: 'tkGliderMode', id: P, mode: 'cruise' });
    expect(tkIn(s, P).glider?.mode).toBe('cruise');
    const back = run(s, { type: 'tkEditData', id: P, patch: { role: 'partner' } });
    expect(tkIn(back, P).glider).toBeNull();
    // A record given with the role is kept as given; an edit that does not touch the role keeps the record.
    const armed = run(b.state, {
      type: 'tkEditData',
      id: P,
      patch: { role: 'glider', glider: glider({ armed: true }) },
    });
    expect(tkIn(armed, P).glider?.armed).toBe(true);
    expect(tkIn(run(armed, { type: 'tkEditData', id: P, patch: { move: 5 } }), P).glider?.armed).toBe(true);
  });

  it('TK-ARM-3: the same for an armour; a glider added as one has its record from the start', () => {
    const b = aTenkaiEncounter().with('A', { stats: { ap: 3 }, tk: { role: 'partner', move: 3 } });
    const s = run(b.state, { type: 'tkEditData', id: b.id('A'), patch: { role: 'armour' } });
    expect(tkIn(s, b.id('A')).armour).toEqual({ mode: 'combat', destroyed: false, clock: 0 });
    const added = run(b.state, {
      type: 'addCreature',
      creature: { name: 'グライダー', pos: { x: 3, y: 3 }, sys: { role: 'glider', move: 6, canFly: true } },
    });
    const id = added.creatureOrder[added.creatureOrder.length - 1] ?? '';
    expect(tkIn(added, id).glider).toEqual(glider());
  });
});

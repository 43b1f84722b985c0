import { describe, expect, it } from 'vitest';
import {
  apLeft,
  confusionBehaviour,
  effectiveStats,
  poolMaxes,
  tokenInfo,
  previewHit,
  statusCheckModifiers,
  statusList,
  phaseOf,
  type TkEncounter,
  type TkStatusKind,
} from './index';
import type { Msg } from '../core';
import { describeMsg } from '../../i18n';
import { aTenkaiEncounter, no, ofType, ok, run, tkIn } from './testkit';
import { creatureOf } from '../core';

/** Caster C (知覚 100) and target T (抵抗 100, 気力 50/50); neither has 俊敏, so turn starts roll only status dice. */
function pair(tTk: Parameters<ReturnType<typeof aTenkaiEncounter>['with']>[1] = {}) {
  const b = aTenkaiEncounter()
    .with('C', { stats: { agility: null, evasion: 200, perception: 100, accuracy: 100, attack: 200 }, side: 'enemy' })
    .with('T', {
      pos: { x: 1, y: 0 },
      stats: { agility: null, evasion: 100, resistance: 100, accuracy: 100, ...(tTk.stats ?? {}) },
      tk: { ...(tTk.tk ?? {}) },
      ...(tTk.hp ? { hp: tTk.hp, hpMax: tTk.hpMax ?? 100 } : {}),
    });
  return { b, C: b.id('C'), T: b.id('T') };
}
const ja = (m: Msg | null | undefined) => (m ? describeMsg('tenkai', m, 'ja') : '');
/** Modifiers as rule and ranks. */
const rr = (mods: readonly { ruleId: string; value: number }[] | undefined) =>
  (mods ?? []).map((m) => ({ rule: m.ruleId, ranks: m.value }));
const apply = (
  s: TkEncounter,
  kind: TkStatusKind,
  T: string,
  C: string,
  die: number,
  extra: Record<string, unknown> = {},
) =>
  ok(s, {
    type: 'tkApplyStatus',
    targetId: T,
    sourceId: C,
    kind,
    duration: kind === 'miasma' || kind === 'petrify' ? undefined : 3,
    ...(kind === 'poison' ? { damage: 10 } : {}),
    ...extra,
    dice: [die],
  } as Parameters<typeof ok>[1]);

describe('status effects', () => {
  it('TK-ST-1: start check 知覚/抵抗 on the table — 普通 or better takes hold; 気力 spending ±1R; low 気力 +1/+2', () => {
    const { b, C, T } = pair();
    expect(creatureOf(apply(b.state, 'fear', T, C, 11).state, T)?.sys).toMatchObject({
      statuses: [expect.objectContaining({ kind: 'fear', startResult: 'light' })],
    });
    const resisted = apply(b.state, 'fear', T, C, 10);
    expect(ofType(resisted.events, 'statusResisted')).toHaveLength(1);
    expect(tkIn(resisted.state, T).statuses).toHaveLength(0);
    const spent = apply(b.state, 'fear', T, C, 10, { casterSpendsWill: true });
    expect(tkIn(spent.state, T).statuses).toHaveLength(1); // +1R: die 10 reads 普通 one column left
    expect(tkIn(spent.state, C).will).toBe(40);
    const low = run(b.state, { type: 'tkEditData', id: T, patch: { will: 10 } });
    const mods = statusCheckModifiers({
      kind: 'fear',
      stage: 'start',
      resister: creatureOf(low, T) as never,
      caster: null,
      flags: [],
      turn: 0,
    });
    expect(mods).toContainEqual(expect.objectContaining({ ruleId: 'TK-ST-1', value: 2 }));
    const rec = statusCheckModifiers({
      kind: 'sleep',
      stage: 'recovery',
      resister: creatureOf(b.state, T) as never,
      caster: null,
      flags: [],
      turn: 0,
      status: { startResult: 'penetrate', repeats: 1, duration: 3, appliedTurn: 0 } as never,
    });
    expect(rec).toContainEqual(expect.objectContaining({ ruleId: 'TK-ST-1', value: 1 }));
  });

  it('TK-ST-2: statuses coexist unless contradictory — sleep leaves berserk dormant; full petrification excludes the rest', () => {
    const { b, C, T } = pair();
    let s = apply(b.state, 'berserk', T, C, 15).state;
    s = apply(s, 'sleep', T, C, 15).state;
    const list = statusList(s, T);
    expect(list.map((x) => [x.kind, x.active, x.icon])).toEqual([
      ['berserk', false, 'tk-berserk'],
      ['sleep', true, 'tk-sleep'],
    ]);
    const stone = run(b.state, { type: 'tkApplyStatus', targetId: T, kind: 'petrify', noCheck: true });
    const full = run(stone, {
      type: 'tkEditData',
      id: T,
      patch: { statuses: tkIn(stone, T).statuses.map((x) => ({ ...x, stage: 5 })) },
    });
    expect(
      no(full, { type: 'tkApplyStatus', targetId: T, kind: 'poison', damage: 5, duration: 2, noCheck: true }).ruleId,
    ).toBe('TK-ST-PETRIFY');
  });

  it('TK-ST-POISON: damage each turn start until it ends; stacks (−2R per poison already on); 成功 200%, 軽成功 150%, 普通 100%', () => {
    const { b, C, T } = pair();
    const success = apply(b.state, 'poison', T, C, 20, { duration: 2 });
    expect(tkIn(success.state, T).statuses[0]?.damage).toBe(20);
    expect(tkIn(apply(b.state, 'poison', T, C, 16).state, T).statuses[0]?.damage).toBe(15);
    expect(tkIn(apply(b.state, 'poison', T, C, 12).state, T).statuses[0]?.damage).toBe(10);
    const second = apply(success.state, 'poison', T, C, 20);
    expect(rr(ofType(second.events, 'statusChecked')[0]?.modifiers)).toContainEqual({
      rule: 'TK-ST-POISON',
      ranks: -2,
    });
    expect(tkIn(second.state, T).statuses).toHaveLength(2);
    // Duration 2 from turn 0: ticks at the start of turns 1 and 2, then ends at T's round start in turn 2.
    let s = run(success.state, { type: 'tkStartTurn' });
    expect(creatureOf(s, T)?.hp).toBe(80);
    while (phaseOf(s) === 'rounds') s = run(s, { type: 'tkEndRound' });
    const t2 = ok(s, { type: 'tkStartTurn' });
    expect(creatureOf(t2.state, T)?.hp).toBe(60);
    expect(
      ofType(t2.events, 'statusEnded').length +
        ofType(ok(t2.state, { type: 'tkEndRound' }).events, 'statusEnded').length,
    ).toBe(1);
  });

  it('TK-ST-CONFUSE: turn-start recovery — 失敗 recovers, 軽失敗 acts normally, otherwise a 1D20 behaviour takes all AP', () => {
    const { b, C, T } = pair();
    const s = apply(b.state, 'confuse', T, C, 12).state;
    const rec = ok(s, { type: 'tkStartTurn', dice: [1] });
    expect(tkIn(rec.state, T).statuses).toHaveLength(0);
    const normal = ok(s, { type: 'tkStartTurn', dice: [8] });
    expect(tkIn(normal.state, T).statuses[0]?.behaviour).toBeNull();
    const odd = ok(s, { type: 'tkStartTurn', dice: [15, 12] });
    expect(tkIn(odd.state, T).statuses[0]?.behaviour).toBe(12);
    expect(ja(statusList(odd.state, T)[0]?.behaviour)).toBe('ぼんやりする');
    let t = odd.state;
    while (t.turns.order[t.turns.current] !== T) t = run(t, { type: 'tkEndRound' });
    expect(no(t, { type: 'tkSpendAp', id: T, action: 'readyWeapon' }).ruleId).toBe('TK-ST-CONFUSE');
    expect(tkIn(run(t, { type: 'tkRerollConfusion', id: T, dice: [2] }), T).statuses[0]?.behaviour).toBe(2);
    expect(ja(confusionBehaviour(7))).toContain('最も近い味方');
    expect(ja(confusionBehaviour(20))).toBe('歌って踊る');
  });

  it('TK-ST-CONFUSE: re-applying keeps the longest duration; +1 per 暴走/恐慌/魅了; −1 after taking ≥ 10% of max HP', () => {
    const { b, C, T } = pair();
    let s = apply(b.state, 'confuse', T, C, 12, { duration: 3 }).state;
    s = apply(s, 'confuse', T, C, 12, { duration: 2 }).state;
    expect(tkIn(s, T).statuses).toEqual([expect.objectContaining({ kind: 'confuse', duration: 3 })]);
    s = apply(s, 'fear', T, C, 12).state;
    const mods = statusCheckModifiers({
      kind: 'confuse',
      stage: 'recovery',
      resister: creatureOf(s, T) as never,
      caster: null,
      flags: ['dazed'],
      turn: 1,
      damageLastTurn: 10,
    });
    expect(mods.map((m) => m.value)).toEqual([1, 1, -1]);
  });

  it('TK-ST-BERSERK: cannot guard; a 成功 start check extends the duration by 50% (truncated)', () => {
    const { b, C, T } = pair();
    const s = apply(b.state, 'berserk', T, C, 20).state;
    expect(tkIn(s, T).statuses[0]?.duration).toBe(4);
    const t = run(s, { type: 'tkStartTurn' });
    const ask = ok(t, { type: 'tkAttack', attackerId: C, targetId: T, kind: 'melee' });
    expect(ask.state.pending?.options.find((o) => o.id === 'guard')?.disabledReason).toBeDefined();
    expect(no(ask.state, { type: 'decide', optionId: 'guard' }).ruleId).toBe('TK-ST-BERSERK');
    expect(no(t, { type: 'tkAttack', attackerId: C, targetId: T, kind: 'melee', defence: 'guard' }).ruleId).toBe(
      'TK-ST-BERSERK',
    );
    expect(
      statusCheckModifiers({
        kind: 'berserk',
        stage: 'start',
        resister: creatureOf(s, T) as never,
        caster: null,
        flags: [],
        turn: 0,
      }),
    ).toContainEqual(expect.objectContaining({ ruleId: 'TK-ST-BERSERK', value: 1 }));
  });

  it('TK-ST-FEAR: cannot attack; 成功 → +50% duration; start +1 at 気力 ≤ 50%, +1 at HP ≤ 50%, a further +2 at HP ≤ 10%', () => {
    const { b, C, T } = pair({ hp: 10 });
    const s = apply(b.state, 'fear', C, T, 20).state;
    expect(tkIn(s, C).statuses[0]?.duration).toBe(4);
    const t = run(s, { type: 'tkStartTurn' });
    expect(no(t, { type: 'tkAttack', attackerId: C, targetId: T, kind: 'melee', defence: 'evade' }).ruleId).toBe(
      'TK-ST-FEAR',
    );
    const mods = statusCheckModifiers({
      kind: 'fear',
      stage: 'start',
      resister: creatureOf(b.state, T) as never,
      caster: null,
      flags: [],
      turn: 0,
    });
    expect(mods.filter((m) => m.ruleId === 'TK-ST-FEAR').map((m) => m.value)).toEqual([1, 2]);
  });

  it('TK-ST-CHARM: no hostile act toward the charmer; orders: effect check −2 → 成功 obeys, 失敗 ends, otherwise refuses', () => {
    const { b, C, T } = pair();
    const s = apply(b.state, 'charm', C, T, 12).state;
    const t = run(s, { type: 'tkStartTurn' });
    expect(no(t, { type: 'tkAttack', attackerId: C, targetId: T, kind: 'melee', defence: 'evade' }).ruleId).toBe(
      'TK-ST-CHARM',
    );
    const refuse = ok(s, { type: 'tkCharmOrder', id: C, dice: [20] });
    expect(ofType(refuse.events, 'charmOrderAnswered')[0]?.obeys).toBe(false);
    expect(rr(ofType(refuse.events, 'statusChecked')[0]?.modifiers)).toContainEqual({ rule: 'TK-ST-CHARM', ranks: -2 });
    expect(tkIn(ok(s, { type: 'tkCharmOrder', id: C, dice: [1] }).state, C).statuses).toHaveLength(0);
    const strong = apply(b.state, 'charm', C, T, 12, { power: 300 }).state;
    expect(ofType(ok(strong, { type: 'tkCharmOrder', id: C, dice: [20] }).events, 'charmOrderAnswered')[0]?.obeys).toBe(
      true,
    );
  });

  it('TK-ST-CURSE / RULING TK-R3: afflicting the cursed gets +strength, the cursed afflicting others −strength; the strongest curse applies', () => {
    const { b, C, T } = pair();
    let s = apply(b.state, 'curse', T, C, 12, { strength: 3, duration: 10 }).state;
    expect(tkIn(s, T).statuses[0]?.stage).toBe(3);
    const onCursed = apply(s, 'poison', T, C, 11);
    expect(rr(ofType(onCursed.events, 'statusChecked')[0]?.modifiers)).toContainEqual({ rule: 'TK-R3', ranks: 3 });
    const byCursed = apply(s, 'poison', C, T, 11);
    expect(rr(ofType(byCursed.events, 'statusChecked')[0]?.modifiers)).toContainEqual({ rule: 'TK-R3', ranks: -3 });
    s = apply(s, 'curse', T, C, 12, { strength: 2, duration: 10 }).state;
    expect(tkIn(s, T).statuses.map((x) => x.stage)).toEqual([3]);
    expect(tkIn(apply(b.state, 'curse', T, C, 20, { strength: 2 }).state, T).statuses[0]?.stage).toBe(3); // 成功 strengthens one step
    const weak = run(b.state, { type: 'editCreature', id: C, patch: { hp: 20 } });
    expect(
      statusCheckModifiers({
        kind: 'curse',
        stage: 'start',
        resister: creatureOf(weak, T) as never,
        caster: creatureOf(weak, C) as never,
        flags: [],
        turn: 0,
      }),
    ).toContainEqual(expect.objectContaining({ ruleId: 'TK-ST-CURSE', value: 1 }));
  });

  it('TK-ST-SLEEP: no actions, 回避/受防 0; wakes on 失敗 (turn start or after damage, −1/−1 modifiers); always after 2× duration', () => {
    const { b, C, T } = pair();
    const s = apply(b.state, 'sleep', T, C, 12, { duration: 1 }).state;
    expect(effectiveStats(s, T).stats.evasion).toBe(0);
    expect(previewHit(s, { attackerId: C, targetId: T, kind: 'melee' }).column).toBe(0);
    const t = run(s, { type: 'tkStartTurn', dice: [1] });
    expect(tkIn(t, T).statuses).toHaveLength(0); // 失敗 on the turn-start recovery check: it wakes
    const still = run(s, { type: 'tkStartTurn', dice: [15] });
    expect(tkIn(still, T).statuses).toHaveLength(1);
    const hit = ok(still, { type: 'tkAttack', attackerId: C, targetId: T, kind: 'melee', dice: [20, 11] });
    expect(hit.state.pending).toBeNull();
    const wake = ofType(hit.events, 'statusChecked')[0];
    expect(rr(wake?.modifiers)).toContainEqual({ rule: 'TK-ST-SLEEP', ranks: -1 });
    let u = still;
    while (u.turns.order[u.turns.current] !== T) u = run(u, { type: 'tkEndRound' });
    expect(no(u, { type: 'tkSpendAp', id: T, action: 'readyWeapon' }).ruleId).toBe('TK-ST-SLEEP');
    while (phaseOf(u) === 'rounds') u = run(u, { type: 'tkEndRound' });
    const t2 = ok(u, { type: 'tkStartTurn', dice: [20] });
    expect(
      ofType(t2.events, 'statusEnded').concat(ofType(ok(t2.state, { type: 'tkEndRound' }).events, 'statusEnded')),
    ).toHaveLength(1);
  });

  it('TK-ST-SLEEP / RULING TK-R6: an attack hitting several times at once makes one recovery check, with all its damage; single attacks one each', () => {
    const { b, C, T } = pair();
    const asleep = run(apply(b.state, 'sleep', T, C, 12, { duration: 3 }).state, { type: 'tkStartTurn', dice: [15] });
    expect(tkIn(asleep, T).statuses.map((x) => x.kind)).toEqual(['sleep']);
    // Three hits of 19 (回避 0 while asleep: 貫通 each), then the one check: −1 attacked, −1 as 57 ≥ 30% of 生命 100.
    const multi = ok(asleep, {
      type: 'tkAttack',
      attackerId: C,
      targetId: T,
      kind: 'melee',
      hits: 3,
      dice: [20, 20, 20, 11],
    });
    expect(ofType(multi.events, 'damaged').map((e) => e.amount)).toEqual([19, 19, 19]);
    const checks = ofType(multi.events, 'statusChecked');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.rules).toContain('TK-R6');
    expect(checks[0]?.modifiers.map((m) => m.source.key)).toEqual(expect.arrayContaining(['attacked', 'heavyDamage']));
    // The check comes after the last hit's damage.
    const order = multi.events.map((e) => e.type).filter((t) => t === 'damaged' || t === 'statusChecked');
    expect(order).toEqual(['damaged', 'damaged', 'damaged', 'statusChecked']);
    // One hit of 19 (< 30%): its own check, without the heavy-damage −1 and without TK-R6.
    const single = ok(asleep, { type: 'tkAttack', attackerId: C, targetId: T, kind: 'melee', dice: [20, 11] });
    const one = ofType(single.events, 'statusChecked');
    expect(one).toHaveLength(1);
    expect(one[0]?.rules).not.toContain('TK-R6');
    expect(one[0]?.modifiers.map((m) => m.source.key)).not.toContain('heavyDamage');
  });

  it('TK-ST-MIASMA: 10 stages, −5% per stage, progression on failure, death failing at 10, 10 気力 suppresses 2 stages for 6 turns; demons immune', () => {
    const { b, C, T } = pair();
    let s = apply(b.state, 'miasma', T, C, 12).state;
    expect(tkIn(s, T).statuses[0]?.stage).toBe(1);
    expect(effectiveStats(s, T).stats.resistance).toBe(95);
    s = run(s, {
      type: 'tkEditData',
      id: T,
      patch: { statuses: tkIn(s, T).statuses.map((x) => ({ ...x, stage: 4 })) },
    });
    expect(effectiveStats(s, T).stats.accuracy).toBe(80);
    expect(poolMaxes(s, T)).toEqual({ hp: 80, ki: 40, will: 40 });
    expect(tokenInfo(s, T)?.hp).toEqual({ now: 100, max: 80 });
    expect(
      creatureOf(
        ok(run(s, { type: 'editCreature', id: T, patch: { hp: 70 } }), {
          type: 'tkHeal',
          targetId: T,
          source: 1000,
          percent: 100,
        }).state,
        T,
      )?.hp,
    ).toBe(80);
    expect(
      statusCheckModifiers({
        kind: 'fear',
        stage: 'start',
        resister: creatureOf(s, T) as never,
        caster: null,
        flags: [],
        turn: 0,
      }),
    ).toContainEqual(expect.objectContaining({ ruleId: 'TK-ST-MIASMA', value: 4 }));
    expect(tkIn(ok(s, { type: 'tkMiasmaProgress', id: T, dice: [20] }).state, T).statuses[0]?.stage).toBe(5);
    expect(tkIn(ok(s, { type: 'tkMiasmaProgress', id: T, dice: [1] }).state, T).statuses[0]?.stage).toBe(4);
    const sup = run(s, { type: 'tkSuppressMiasma', id: T });
    expect(effectiveStats(sup, T).stats.accuracy).toBe(90);
    expect(tkIn(sup, T).will).toBe(40);
    const ten = run(s, {
      type: 'tkEditData',
      id: T,
      patch: { statuses: tkIn(s, T).statuses.map((x) => ({ ...x, stage: 10 })) },
    });
    expect(tkIn(ok(ten, { type: 'tkMiasmaProgress', id: T, dice: [20] }).state, T).dead).toBe(true);
    const demon = pair({ tk: { ayakashi: true } });
    expect(no(demon.b.state, { type: 'tkApplyStatus', targetId: demon.T, kind: 'miasma', noCheck: true }).ruleId).toBe(
      'TK-ST-MIASMA',
    );
    const onmyoji = run(b.state, { type: 'tkEditData', id: T, patch: { onmyoji: true } });
    expect(
      statusCheckModifiers({
        kind: 'miasma',
        stage: 'start',
        resister: creatureOf(onmyoji, T) as never,
        caster: null,
        flags: ['taintedPlace'],
        turn: 0,
      }).map((m) => m.value),
    ).toEqual([2, -2]);
  });

  it('TK-ST-PETRIFY: stage 0, a progression check every 3 turns (成功 +2, 軽成功–普通 +1); per stage 行動 −1, 防御 +50, 俊敏 −50, −1R', () => {
    const { b, C, T } = pair();
    let s = apply(b.state, 'petrify', T, C, 12).state;
    expect(tkIn(s, T).statuses[0]?.stage).toBe(0);
    for (let i = 0; i < 2; i++) {
      s = run(s, { type: 'tkStartTurn' });
      while (phaseOf(s) === 'rounds') s = run(s, { type: 'tkEndRound' });
    }
    const third = ok(s, { type: 'tkStartTurn', dice: [20] });
    expect(tkIn(third.state, T).statuses[0]?.stage).toBe(2);
    const st = run(b.state, {
      type: 'tkEditData',
      id: T,
      patch: {
        stats: { agility: 120, defence: 100, ap: 4 },
        statuses: tkIn(s, T).statuses.map((x) => ({ ...x, stage: 2 })),
      },
    });
    expect(effectiveStats(st, T).stats).toMatchObject({ ap: 2, defence: 200, agility: 20 });
    expect(previewHit(st, { attackerId: T, targetId: C, kind: 'melee' }).modifiers).toContainEqual(
      expect.objectContaining({ ruleId: 'TK-ST-PETRIFY', value: -2 }),
    );
    const full = run(
      b.state,
      { type: 'tkEditData', id: T, patch: { statuses: tkIn(s, T).statuses.map((x) => ({ ...x, stage: 5 })) } },
      { type: 'tkStartTurn' },
    );
    let u = full;
    while (u.turns.order[u.turns.current] !== T) u = run(u, { type: 'tkEndRound' });
    expect(apLeft(u, T)).toBe(0);
    expect(no(u, { type: 'tkSpendAp', id: T, action: 'dropItem' }).ruleId).toBe('TK-ST-PETRIFY');
  });
});

import { describe, expect, it } from 'vitest';
import { apLeft, attackPreview, distanceRanks, previewHit, ratioColumn, type TkAttackSpec } from './index';
import { aTenkaiEncounter, no, ofType, ok, run, tkIn } from './testkit';
import { creatureOf, type EventBase, type Msg } from '../core';
import { describeEvent, describeMsg } from '../../i18n';

const en = (m: Msg) => describeMsg('tenkai', m, 'en');
const text = (e: EventBase | undefined, lang: 'en' | 'ja') => (e ? describeEvent('tenkai', e, lang) : '');

/** Attacker A (命中 100, 攻撃 300) next to defender D (回避 100, 命中 50, 防御 100, 受防 200); A acts first. */
function duel() {
  const b = aTenkaiEncounter()
    .with('A', { stats: { agility: 100, accuracy: 100, attack: 300, perception: 200, ap: 4 } })
    .with('D', {
      pos: { x: 1, y: 0 },
      side: 'enemy',
      stats: { agility: 0, evasion: 100, accuracy: 50, defence: 100, guard: 200, resistance: 100 },
    })
    .run({ type: 'tkStartTurn', dice: [10, 1] });
  const spec: TkAttackSpec = { attackerId: b.id('A'), targetId: b.id('D'), kind: 'melee' };
  return { b, spec, A: b.id('A'), D: b.id('D') };
}

describe('hit checks', () => {
  it('TK-HIT-1: declare → the defender chooses → hit check → damage → apply; nothing else while the choice is pending', () => {
    const { b, spec, A, D } = duel();
    const decl = ok(b.state, { type: 'tkAttack', ...spec });
    expect(decl.state.pending?.kind).toBe('tk.defence');
    expect(decl.state.pending?.chooserId).toBe(D);
    expect(decl.state.pending?.options.map((o) => o.id)).toEqual(['evade', 'guard']);
    expect(apLeft(decl.state, A)).toBe(3);
    expect(no(decl.state, { type: 'tkEndRound' }).ruleId).toBe('TK-TURN-2');
    const done = ok(decl.state, { type: 'decide', optionId: 'evade', dice: [20] });
    const order = done.events.map((e) => e.type).filter((t) => ['hitChecked', 'damageRolled', 'damaged'].includes(t));
    expect(order).toEqual(['hitChecked', 'damageRolled', 'damaged']);
    // 100/100 → column 〜1.0; die 20 → 貫通: 300/10 + 2×3 − 100/20 = 31.
    expect(creatureOf(done.state, D)?.hp).toBe(69);
    expect(done.state.pending).toBeNull();
    expect(en(no(done.state, { type: 'decide', optionId: 'evade' }).reason)).toMatch(/No decision/);
  });

  it('TK-HIT-1: with a skill, 練力 and then AP are paid as the skill states; a refused attack costs nothing', () => {
    const { b, spec, A } = duel();
    const r = ok(b.state, {
      type: 'tkAttack',
      ...spec,
      skill: { name: '両断剣', ap: 2, ki: 15 },
      defence: 'evade',
      dice: [10],
    });
    expect(tkIn(r.state, A).ki).toBe(35);
    expect(apLeft(r.state, A)).toBe(2);
    expect(
      no(b.state, { type: 'tkAttack', ...spec, skill: { name: '両断剣', ap: 2, ki: 99 }, defence: 'evade' }).ruleId,
    ).toBe('TK-HIT-1');
    const far = no(b.state, { type: 'tkAttack', ...spec, range: 0 });
    expect(far.ruleId).toBe('TK-GRID-2');
    expect(apLeft(b.state, A)).toBe(4);
  });

  it('TK-HIT-2: +nR moves left (attacker’s favour), D+z adds to the die', () => {
    const { b, spec } = duel();
    const plain = previewHit(b.state, spec);
    const up = previewHit(b.state, { ...spec, situation: 3, diceMod: 2 });
    expect(up.column).toBe(plain.column - 3);
    expect(up.diceMod).toBe(2);
    const r = ok(b.state, { type: 'tkAttack', ...spec, diceMod: 2, defence: 'evade', dice: [18] });
    const hit = ofType(r.events, 'hitChecked')[0];
    expect(hit?.row).toBe(20);
    expect(hit?.result).toBe('penetrate');
  });

  it('TK-HIT-3: ratio attacker 命中 ÷ defender 回避 (evade) or 命中 (guard) selects the column', () => {
    expect(ratioColumn(100, 100)).toBe(15);
    expect(ratioColumn(99, 100)).toBe(16);
    expect(ratioColumn(500, 100)).toBe(0);
    expect(ratioColumn(30, 100)).toBe(22);
    expect(ratioColumn(1, 100)).toBe(24);
    expect(ratioColumn(100, 0)).toBe(0);
    const { b, spec, D } = duel();
    const ev = previewHit(b.state, spec, 'evade');
    const gu = previewHit(b.state, spec, 'guard');
    expect([ev.defenderValue, ev.column]).toEqual([100, 15]);
    expect([gu.defenderValue, gu.column]).toEqual([50, 8]);
    // Guard, die 10 at 〜2.0 → 直撃: 300/10 + 2×3 − 受防 200/10 = 16.
    const r = ok(b.state, { type: 'tkAttack', ...spec, defence: 'guard', dice: [10] });
    expect(ofType(r.events, 'hitChecked')[0]?.result).toBe('direct');
    expect(creatureOf(r.state, D)?.hp).toBe(84);
  });

  it('TK-HIT-4: guarding against shooting +2R; defending with a shield −1R (evade or guard)', () => {
    const { b, spec } = duel();
    const shoot = { ...spec, kind: 'shooting' as const, range: 5 };
    expect(previewHit(b.state, shoot, 'guard').modifiers).toContainEqual(
      expect.objectContaining({ ruleId: 'TK-HIT-4', value: 2 }),
    );
    expect(previewHit(b.state, shoot, 'evade').modifiers.some((m) => m.ruleId === 'TK-HIT-4')).toBe(false);
    const s = ok(b.state, { type: 'tkEditData', id: b.id('D'), patch: { shield: true } }).state;
    for (const d of ['evade', 'guard'] as const)
      expect(previewHit(s, spec, d).modifiers).toContainEqual(
        expect.objectContaining({ ruleId: 'TK-HIT-4', value: -1 }),
      );
  });

  it('TK-HIT-5: perception attacks are always resolved as evasion and use 知覚 against 抵抗', () => {
    const { b, spec, D } = duel();
    const r = ok(b.state, { type: 'tkAttack', ...spec, kind: 'perception', range: 3, dice: [20] });
    expect(r.state.pending).toBeNull();
    expect(ofType(r.events, 'hitChecked')[0]?.defence).toBe('evade');
    // 貫通: 200/10 + 2×2 − 100/40 = 21.5 → 21.
    expect(creatureOf(r.state, D)?.hp).toBe(79);
  });

  it('TK-HIT-5 / TK-HIT-6: the attack panel preview offers guard only when the defender has the choice', () => {
    const { b, spec } = duel();
    const both = attackPreview(b.state, spec);
    expect(both.forced).toBeNull();
    expect(both.guard?.column).toBe(8);
    expect(attackPreview(b.state, { ...spec, kind: 'perception', range: 2 })).toMatchObject({
      guard: null,
      forced: { defence: 'evade', rule: 'TK-HIT-5' },
    });
    expect(attackPreview(b.state, { ...spec, autoHit: true }).forced?.rule).toBe('TK-HIT-6');
  });

  it('TK-HIT-6: auto-hit skills cannot be evaded; 軽傷 or below counts as 直撃', () => {
    const { b, spec, D } = duel();
    const r = ok(b.state, { type: 'tkAttack', ...spec, kind: 'perception', autoHit: true, range: 3, dice: [1] });
    const hit = ofType(r.events, 'hitChecked')[0];
    expect(hit?.read).toBe('miss');
    expect(hit?.result).toBe('direct');
    expect(hit?.rules).toContain('TK-HIT-6');
    // Auto-hit perception 直撃: 200/10 + 2×2 − 100/10 = 14.
    expect(creatureOf(r.state, D)?.hp).toBe(86);
  });

  it('TK-HIT-7: −1R per 2 squares; the source example: a range-6 gun at 5 squares is −2R', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(distanceRanks)).toEqual([-0, -0, -1, -1, -2, -2, -3, -3, -4, -4, -5]);
    const b = aTenkaiEncounter()
      .with('Gunner', { stats: { agility: 100 } })
      .with('T', { pos: { x: 5, y: 0 }, side: 'enemy' });
    const p = previewHit(b.state, { attackerId: b.id('Gunner'), targetId: b.id('T'), kind: 'shooting', range: 6 });
    expect(p.distance).toBe(5);
    expect(p.modifiers).toEqual([expect.objectContaining({ ruleId: 'TK-HIT-7', value: -2 })]);
    expect(p.column).toBe(17);
    expect(
      previewHit(b.state, { attackerId: b.id('Gunner'), targetId: b.id('T'), kind: 'shooting', range: 4 }).allowed,
    ).toBe(false);
  });

  it('TK-HIT-8: the GM’s situation modifier ±1 / ±3 / ±5R is listed before the roll', () => {
    const { b, spec } = duel();
    for (const n of [1, 3, 5, -1, -3, -5]) {
      const p = previewHit(b.state, { ...spec, situation: n });
      expect(p.modifiers).toContainEqual(expect.objectContaining({ ruleId: 'TK-HIT-8', value: n }));
      expect(p.column).toBe(Math.max(0, Math.min(24, 15 - n)));
    }
  });
});

describe('attacks hitting several times, petrified defenders (issue 13)', () => {
  it('RULING TK-R6: 「X回攻撃」 — one declaration, cost and defence choice, then a hit check and damage per hit; the count is 1–10', () => {
    const { b, spec, A, D } = duel();
    const decl = ok(b.state, { type: 'tkAttack', ...spec, hits: 3 });
    expect(apLeft(decl.state, A)).toBe(3);
    expect(ofType(decl.events, 'defenceAsked')).toHaveLength(1);
    expect(text(ofType(decl.events, 'attackDeclared')[0], 'ja')).toContain('3回攻撃');
    const done = ok(decl.state, { type: 'decide', optionId: 'evade', dice: [20, 20, 1] });
    const checks = ofType(done.events, 'hitChecked');
    expect(checks.map((c) => [c.hit, c.hits, c.result])).toEqual([
      [1, 3, 'penetrate'],
      [2, 3, 'penetrate'],
      [3, 3, 'miss'],
    ]);
    expect(checks.every((c) => c.rules.includes('TK-R6'))).toBe(true);
    // Two 貫通 of 31 each; the 失敗 deals nothing.
    expect(ofType(done.events, 'damaged').map((e) => e.amount)).toEqual([31, 31]);
    expect(creatureOf(done.state, D)?.hp).toBe(38);
    expect(text(checks[1], 'en')).toMatch(/^Hit 2 of 3: hit check/);
    expect(text(checks[1], 'ja')).toMatch(/^3回攻撃の2回目の命中判定/);
    // A single attack reads as before.
    const one = ok(b.state, { type: 'tkAttack', ...spec, defence: 'evade', dice: [20] });
    expect(ofType(one.events, 'hitChecked').map((c) => [c.hit, c.hits, c.rules.includes('TK-R6')])).toEqual([
      [1, 1, false],
    ]);
    expect(text(ofType(one.events, 'hitChecked')[0], 'en')).toMatch(/^Hit check/);
    // Refused: a count outside 1–10 (nothing paid).
    for (const hits of [0, 11, 1.5]) {
      const r = no(b.state, { type: 'tkAttack', ...spec, hits, defence: 'evade' });
      expect([r.ruleId, r.reason]).toEqual(['TK-R6', { m: 'badNumber', what: 'hits', min: 1, max: 10 }]);
    }
    expect(en(no(b.state, { type: 'tkAttack', ...spec, hits: 11 }).reason)).toBe(
      'Hits at once must be a whole number from 1 to 10.',
    );
  });

  it('TK-ST-PETRIFY / RULING TK-R7: a petrified defender’s −1R per stage counts on its evasion and guard checks (+stage R for the attacker); not at stage 0', () => {
    const { b, spec, A, D } = duel();
    const start = run(b.state, { type: 'tkApplyStatus', targetId: D, kind: 'petrify', noCheck: true });
    // Stage 0: no modifier yet.
    expect(previewHit(start, spec).modifiers.some((m) => m.ruleId === 'TK-R7' || m.ruleId === 'TK-ST-PETRIFY')).toBe(
      false,
    );
    const stone = run(start, {
      type: 'tkEditData',
      id: D,
      patch: { statuses: tkIn(start, D).statuses.map((x) => ({ ...x, stage: 2 })) },
    });
    for (const d of ['evade', 'guard'] as const) {
      const p = previewHit(stone, spec, d);
      expect(p.modifiers).toContainEqual(
        expect.objectContaining({ ruleId: 'TK-R7', value: 2, source: { m: 'mod', key: 'petrifiedDefender', n: 2 } }),
      );
      expect(p.column).toBe(previewHit(b.state, spec, d).column - 2);
    }
    const r = ok(stone, { type: 'tkAttack', ...spec, defence: 'guard', dice: [10] });
    const hit = ofType(r.events, 'hitChecked')[0];
    expect(hit?.rules).toContain('TK-R7');
    expect(text(hit, 'ja')).toContain('防御側の石化2段階 +2R');
    expect(text(hit, 'en')).toContain("defender's petrification stage 2 +2R");
    // The petrified creature attacking keeps its own −stage R (TK-ST-PETRIFY), and gets no TK-R7 for it.
    const back = previewHit(stone, { attackerId: D, targetId: A, kind: 'melee' });
    expect(back.modifiers.map((m) => [m.ruleId, m.value])).toEqual([['TK-ST-PETRIFY', -2]]);
    // A mounted pair defends with the partner's statistics: the partner's petrification counts for an attack on the rider.
    const m = aTenkaiEncounter()
      .with('E', { stats: { agility: 100 } })
      .with('R', { pos: { x: 1, y: 0 } })
      .with('P', { pos: { x: 1, y: 0 }, tk: { role: 'partner', move: 3 } });
    const pair = run(
      m.state,
      { type: 'tkMountPartner', riderId: m.id('R'), partnerId: m.id('P') },
      { type: 'tkApplyStatus', targetId: m.id('P'), kind: 'petrify', noCheck: true },
    );
    const pairStone = run(pair, {
      type: 'tkEditData',
      id: m.id('P'),
      patch: { statuses: tkIn(pair, m.id('P')).statuses.map((x) => ({ ...x, stage: 1 })) },
    });
    expect(
      previewHit(pairStone, { attackerId: m.id('E'), targetId: m.id('R'), kind: 'melee' }).modifiers,
    ).toContainEqual(expect.objectContaining({ ruleId: 'TK-R7', value: 1 }));
  });
});

describe('hit-check log text', () => {
  it('TK-HIT-4 / TK-HIT-7: each modifier value is written once in the log line, with its label', () => {
    const { b, spec } = duel();
    const decl = ok(b.state, { type: 'tkAttack', ...spec, kind: 'shooting', range: 5 });
    const done = ok(decl.state, { type: 'decide', optionId: 'guard', dice: [10] });
    const line = text(ofType(done.events, 'hitChecked')[0], 'en');
    expect(line).toContain('guarding against shooting +2R');
    expect(line).not.toMatch(/\+2R \+2R/);
    const ja = text(ofType(done.events, 'hitChecked')[0], 'ja');
    expect(ja).toContain('射撃に対する受防 +2R');
    expect(ja).not.toMatch(/\+2R \+2R/);
  });
});

/**
 * Issue 26, items 1 and 5, in 舵天照: the players' log is described from events redacted by the Tenkai policy
 * (`rules/tenkai/playerEvents.ts`). The GM's line keeps every figure; the players' line keeps the party's own (its
 * 命中 or 回避, its rolls, its 生命 and AP) and of everyone else only the outcome; a hidden attacker is "someone"; the
 * GM's set-up is not read.
 */
import { describe, expect, it } from 'vitest';
import { tenkai, type TenkaiCommand, type TkEncounter } from '../../rules/tenkai';
import { aTenkaiEncounter } from '../../rules/tenkai/testkit';
import { CATALOGUES } from '../../i18n/catalogues';
import { describeMsg } from '../../i18n';
import { badText, one, reader, testAliases, type Read } from './eventsTesting';
import { playerEncounter } from './view';

/**
 * A (party: 命中 100, 回避 90, 攻撃 300, 防御 60) beside D (enemy: 命中 77, 回避 80, 攻撃 250, 防御 140, 抵抗 130) and
 * H (enemy, hidden: 命中 66); A acts first, then D, then H.
 */
function table() {
  const b = aTenkaiEncounter(3, 8, 8)
    .with('A', {
      stats: { agility: 300, accuracy: 100, evasion: 90, attack: 300, defence: 60, perception: 200, ap: 4 },
    })
    .with('D', {
      pos: { x: 1, y: 0 },
      side: 'enemy',
      stats: { agility: 150, accuracy: 77, evasion: 80, attack: 250, defence: 140, resistance: 130, ap: 4 },
    })
    .with('H', { pos: { x: 0, y: 1 }, side: 'enemy', stats: { agility: 10, accuracy: 66, attack: 222, ap: 4 } })
    .run({ type: 'setCondition', id: 'c3', condition: 'hidden', on: true });
  const r = reader<TkEncounter, TenkaiCommand>(tenkai, b.state);
  r.run({ type: 'tkStartTurn', dice: [10, 1, 1] } as TenkaiCommand);
  return { ...r, A: b.id('A'), D: b.id('D'), H: b.id('H') };
}

const NAMES = ['A', 'D', 'H'];

function clean(r: Read): void {
  expect(r.players, `${r.type} is read`).not.toBeNull();
  expect(badText(r.players as NonNullable<Read['players']>, NAMES)).toEqual([]);
}

describe('Tenkai events as the players read them (issue 26)', () => {
  it("the party's attack: its 命中 and die stay, the enemy's 回避, 防御, columns and the damage arithmetic do not", () => {
    const t = table();
    const reads = t.run({
      type: 'tkAttack',
      attackerId: t.A,
      targetId: t.D,
      kind: 'melee',
      defence: 'evade',
      dice: [14],
    } as TenkaiCommand);
    const hit = one(reads, 'hitChecked');
    expect(hit.gm.en).toContain('命中 100 / 回避 80 → column');
    clean(hit);
    expect(hit.players?.en).toMatch(/^Hit check \(evade\): 命中 100; d20 14: \S+/);
    expect(hit.players?.en).not.toMatch(/回避 80|column/);
    expect(hit.players?.ja).toMatch(/^命中判定（回避）：命中100、出目14：/);
    expect(hit.players?.ja).not.toMatch(/回避80|列/);
    const dmg = one(reads, 'damageRolled');
    expect(dmg.gm.en).toMatch(/with F = \d+ → \d+/);
    clean(dmg);
    // The fixed attack is the party's (its weapon); the base before the enemy's 防御 is not shown.
    expect(dmg.players?.en).toMatch(/^Damage to D: .* with F = \d+ → \d+\.$/);
    const damaged = one(reads, 'damaged');
    expect(damaged.gm.en).toMatch(/\(生命 \d+\/100\)/);
    clean(damaged);
    expect(damaged.players?.en).toMatch(/^D takes \d+ damage\.$/);
    expect(damaged.players?.ja).toMatch(/^Dは\d+ダメージを受けた。$/);
    // The party's AP are theirs.
    clean(one(reads, 'apSpent'));
  });

  it("an enemy's attack: the party's 回避 stays; the enemy's 命中, die, row and 攻撃 do not; its AP are the GM's", () => {
    const t = table();
    t.run({ type: 'tkEndRound' } as TenkaiCommand);
    const declared = t.run({ type: 'tkAttack', attackerId: t.D, targetId: t.A, kind: 'melee' } as TenkaiCommand);
    expect(one(declared, 'apSpent').players).toBeNull();
    clean(one(declared, 'attackDeclared'));
    // The defence choice is the party's; its columns would tell D's 命中 (the GM's panel shows them).
    const gmOptions = t.session.state.pending?.options.map((o) => describeMsg('tenkai', o.label, 'en'));
    expect(gmOptions?.[0]).toMatch(/^evade \(column /);
    const shown = playerEncounter(t.session.state, testAliases).pending;
    expect(shown?.options.map((o) => describeMsg('tenkai', o.label, 'en'))).toEqual(['evade', 'guard']);
    expect(shown?.options.map((o) => describeMsg('tenkai', o.label, 'ja'))).toEqual(['回避', '受防']);
    const reads = t.run({ type: 'decide', optionId: 'evade', dice: [9] } as TenkaiCommand);
    const answered = one(reads, 'decided');
    expect(answered.gm.en).toMatch(/→ evade \(column /);
    clean(answered);
    expect(answered.players?.en).toBe("A: evade or guard against D's melee? → evade");
    expect(answered.players?.ja).toBe('A：Dの近接に対し、回避か受防か？ → 回避');
    const hit = one(reads, 'hitChecked');
    expect(hit.gm.en).toContain('命中 77 / 回避 90');
    expect(hit.gm.en).toContain('d20 9');
    clean(hit);
    expect(hit.players?.en).toMatch(/^Hit check \(evade\): 回避 90: \S+/);
    expect(hit.players?.en).not.toMatch(/77|d20/);
    expect(hit.players?.ja).toMatch(/^命中判定（回避）：回避90：/);
    for (const r of reads) {
      if (r.type === 'damageRolled' && r.players) {
        clean(r);
        expect(r.players.en).not.toMatch(/F = /);
      }
      // The party's 生命 are theirs.
      if (r.type === 'damaged') expect(r.players?.en).toMatch(/\(生命 \d+\/100\)/);
    }
  });

  it('a hidden attacker is "someone"; its attack on a creature they cannot see is not read', () => {
    const t = table();
    t.run({ type: 'tkEndRound' } as TenkaiCommand);
    t.run({ type: 'tkEndRound' } as TenkaiCommand);
    const declared = one(
      t.run({
        type: 'tkAttack',
        attackerId: t.H,
        targetId: t.A,
        kind: 'melee',
        defence: 'evade',
        dice: [20],
      } as TenkaiCommand),
      'attackDeclared',
    );
    expect(declared.gm.en).toBe('H attacks A (melee).');
    clean(declared);
    expect(declared.players?.en).toBe('Someone attacks A (melee).');
    expect(declared.players?.ja).toBe('何者かがAに攻撃を宣言（近接）。');
    t.run({ type: 'setCondition', id: t.D, condition: 'hidden', on: true } as TenkaiCommand);
    const unseen = t.run({
      type: 'tkAttack',
      attackerId: t.H,
      targetId: t.D,
      kind: 'shooting',
      range: 5,
      defence: 'evade',
      dice: [20],
    } as TenkaiCommand);
    expect(unseen.map((r) => r.type)).toContain('hitChecked');
    expect(unseen.filter((r) => r.players !== null).map((r) => r.type)).toEqual([]);
  });

  it("status checks: the caster's power and roll to the caster's players, the resistance to the bearer's", () => {
    const t = table();
    const onEnemy = t.run({
      type: 'tkApplyStatus',
      targetId: t.D,
      sourceId: t.A,
      kind: 'poison',
      duration: 3,
      damage: 9,
      dice: [12],
    } as TenkaiCommand);
    const check = one(onEnemy, 'statusChecked');
    expect(check.gm.en).toMatch(/start check 200\/130, [+-]\d+R.*d20 12/);
    clean(check);
    expect(check.players?.en).toMatch(/^poison on D: start check \(power 200\), d20 12 → /);
    expect(check.players?.en).not.toContain('130');
    const applied = onEnemy.find((r) => r.type === 'statusApplied');
    if (applied) {
      clean(applied);
      expect(applied.players?.en).not.toMatch(/damage per turn/);
      expect(applied.gm.en).toMatch(/damage per turn/);
    }
    const onUs = one(
      t.run({
        type: 'tkApplyStatus',
        targetId: t.A,
        sourceId: t.D,
        kind: 'confuse',
        duration: 2,
        dice: [3],
      } as TenkaiCommand),
      'statusChecked',
    );
    clean(onUs);
    expect(onUs.players?.en).toMatch(/start check \(抵抗 \d+\) → /);
    expect(onUs.players?.en).not.toMatch(/d20|\/\d/);
  });

  it("healing: the party's heal keeps its arithmetic; an enemy's 生命 are the GM's", () => {
    const t = table();
    t.run({ type: 'changeHp', id: t.A, amount: -30 } as TenkaiCommand);
    t.run({ type: 'changeHp', id: t.D, amount: -30 } as TenkaiCommand);
    const own = one(
      t.run({ type: 'tkHeal', healerId: t.A, targetId: t.A, source: 200, percent: 50 } as TenkaiCommand),
      'healed',
    );
    clean(own);
    expect(own.players?.en).toMatch(/^A is healed: 200 × 50% \/ 10 × rank \d+ = \d+ \(生命 70 → \d+\)/);
    const theirs = one(
      t.run({ type: 'tkHeal', healerId: t.A, targetId: t.D, source: 200, percent: 50, ap: 0 } as TenkaiCommand),
      'healed',
    );
    expect(theirs.gm.en).toContain('生命 70 →');
    clean(theirs);
    expect(theirs.players?.en).toMatch(/^D regains \d+ 生命\.$/);
  });

  it("the GM's set-up (rating table, battlefield switches, notes) is not read", () => {
    const t = table();
    for (const cmd of [
      { type: 'tkSetRatingCell', row: 3, column: 4, result: 'miss' },
      { type: 'tkSetOptions', cloudSea: true },
      { type: 'editCreature', id: 'c2', patch: { notes: 'fears fire' } },
    ]) {
      const reads = t.run(cmd as TenkaiCommand);
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.map((r) => [r.type, r.players])).toEqual(reads.map((r) => [r.type, null]));
    }
  });

  it('every Tenkai event type is either read by the players (by the policy) or one of the GM-only types named here', () => {
    const gmOnly = ['armourBoarded', 'ratingTableChanged', 'ratingCellChanged', 'ratingTableReset', 'optionsChanged'];
    const views = tenkai.players?.events ?? {};
    const types = Object.keys(CATALOGUES.tenkai?.events ?? {});
    expect(types.length).toBeGreaterThan(40);
    for (const type of types) expect(Object.hasOwn(views, type) !== gmOnly.includes(type), type).toBe(true);
  });
});

/**
 * Issue 26, items 1 and 5, in 巣作りドラゴン: the battle's log lines for the players are described from events
 * redacted by the Sudukuri policy (`rules/sudukuri/playerEvents.ts`). The PC side's figures (its rolls, formulas,
 * HP) are the players'; of the opposing side they read the outcome — no attack, defence, skill, formula or maximum
 * HP ("⌈77/10⌉"); a hidden creature in the battle is "someone"; a character on no square is named; the battle's
 * set-up is the GM's.
 */
import { describe, expect, it } from 'vitest';
import { sudukuri, type SdEncounter, type SudukuriCommand } from '../../rules/sudukuri';
import { encounter } from '../../rules/sudukuri/testkit';
import { CATALOGUES } from '../../i18n/catalogues';
import { badText, reader, type Read } from './eventsTesting';

const dragon = { name: 'Dragon', maxHp: 60, atk: 12, def: 3, skills: { fireBreath: 1 } };
const kobold = { name: 'Kobold', maxHp: 15, atk: 4, def: 1, skills: { formation: 1 } };
/** The other side's figures: attack 47, defence 9, 77 HP, 鉄の体, 炎ブレス (⌈77/10⌉), 策士. */
const knight = { name: 'Knight', maxHp: 77, atk: 47, def: 9, skills: { ironBody: 1, fireBreath: 1, tactician: 1 } };
const imp = { name: 'Imp', maxHp: 200, atk: 5, def: 1, skills: {} };

/**
 * The map: Dragon (c1, PC side), Knight (c2, opposing) and Imp (c3, opposing, hidden); the battle: Dragon and
 * Kobold (a character on no square) against Knight and Imp. Returns every event of the set-up and the battle to
 * its end, read both ways.
 */
function battle(seed: number): Read[] {
  const t = reader<SdEncounter, SudukuriCommand>(sudukuri, encounter({ seed, width: 10, height: 10 }));
  const add = (c: { name: string; maxHp: number; atk: number; def: number; skills: object }, side: string, x: number) =>
    t.run({
      type: 'addCreature',
      creature: {
        name: c.name,
        side,
        pos: { x, y: 1 },
        hpMax: c.maxHp,
        hp: c.maxHp,
        sys: { atk: c.atk, def: c.def, skills: c.skills },
      },
    } as SudukuriCommand);
  const reads = [...add(dragon, 'party', 1), ...add(knight, 'enemy', 4), ...add(imp, 'enemy', 7)];
  reads.push(...t.run({ type: 'setCondition', id: 'c3', condition: 'hidden', on: true } as SudukuriCommand));
  reads.push(
    ...t.run({
      type: 'sdSetBattle',
      battle: {
        pc: [{ ...dragon, id: 'c1', creatureId: 'c1' }, kobold],
        opp: [
          { ...knight, id: 'c2', creatureId: 'c2' },
          { ...imp, id: 'c3', creatureId: 'c3' },
        ],
      },
    } as SudukuriCommand),
  );
  reads.push(...t.run({ type: 'sdRunToEnd' } as SudukuriCommand));
  return reads;
}

const NAMES = ['Dragon', 'Kobold', 'Knight', 'Imp', 'Fire Breath'];
const players = (reads: readonly Read[]) => reads.filter((r) => r.players !== null);
const text = (r: Read) => `${r.players?.en}\n${r.players?.ja}`;

describe('巣作りドラゴン events as the players read them (issue 26)', () => {
  it("the other side's attack, defence, skills and maximum HP never reach the players' lines", () => {
    const seen = {
      magicByKnight: 0,
      physicalOnDragon: 0,
      physicalOnKnight: 0,
      declaredOnKnight: 0,
      knightRolls: 0,
    };
    for (const seed of [1, 2, 3, 4, 5]) {
      const reads = battle(seed);
      for (const r of players(reads)) {
        expect(badText(r.players as NonNullable<Read['players']>, NAMES), r.type).toEqual([]);
        // Its skills' names and its maximum HP ("…/77") never; its numbers are checked line by line below.
        expect(text(r), r.type).not.toMatch(/鉄の体|Iron Body|Knight's|\/77\b/);
        // The Imp was seen when it was added, then hidden: from then on it is "someone".
        if (r.type !== 'creatureAdded') expect(text(r), r.type).not.toContain('Imp');
      }
      for (const r of reads) {
        if (r.type === 'sdMagicDamageDealt' && r.gm.en.includes('Knight → Dragon')) {
          seen.magicByKnight++;
          expect(r.gm.en).toMatch(/⌈\d+\/10⌉/);
          // The damage dealt to the Dragon and its HP are the players'; the Knight's breath formula is not.
          expect(r.players?.en).toMatch(/^\[SD-STEP-09\] Knight → Dragon: magic, \d+ damage; HP \d+ → \d+\/60\.$/);
          expect(r.players?.ja).toMatch(/^\[SD-STEP-09\] Knight→Dragon：魔法、\d+点のダメージ；体力 \d+ → \d+\/60。$/);
        }
        if (r.type === 'sdPhysicalDamageDealt' && r.gm.en.includes('Knight → Dragon')) {
          seen.physicalOnDragon++;
          expect(r.gm.en).toContain('47');
          expect(r.players?.en).toMatch(/^\[SD-STEP-08\] Knight → Dragon: \d+ damage; HP \d+ → \d+\/60\.$/);
        }
        if (r.type === 'sdPhysicalDamageDealt' && r.gm.en.includes('Dragon → Knight')) {
          seen.physicalOnKnight++;
          // The Dragon's own attack: the damage; the formula holds the Knight's defence and 鉄の体, its HP are the GM's.
          expect(r.gm.en).toMatch(/Iron Body|鉄の体/);
          expect(r.players?.en).toMatch(/^\[SD-STEP-08\] Dragon → Knight: \d+ damage\.$/);
        }
        if (r.type === 'sdMagicDamageDealt' && r.gm.en.includes('Dragon → ')) {
          // The Dragon's own breath: its formula is its own (its HP, its skill).
          expect(r.players?.en).toMatch(/⌈\d+\/10⌉/);
        }
        if (r.type === 'sdAttackDeclared' && / → Knight/.test(r.gm.en)) {
          seen.declaredOnKnight++;
          // The Knight's 策士 rolls against the attack are its own (SD-STEP-05).
          expect(r.gm.en).toMatch(/策士 \d\+\d/);
          expect(r.players?.en).toMatch(/^\[SD-STEP-05\] (Dragon|Kobold) → Knight\.$/);
        }
        if (r.type === 'sdHitRolled' && r.gm.en.startsWith('[SD-STEP-06] Knight')) {
          seen.knightRolls++;
          expect(r.gm.en).toMatch(/2d6 \d\+\d = \d+ vs \d+/);
          expect(r.players?.en).toMatch(
            /^\[SD-STEP-06\] Knight → (Dragon|Kobold), physical attack → (hit|miss|critical hit)\.$/,
          );
        }
      }
    }
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(0);
  });

  it('a hidden creature in the battle is "someone"; a character on no square is named', () => {
    const reads = battle(1);
    const someone = players(reads).filter((r) => /someone|Someone/.test(r.players?.en ?? ''));
    expect(someone.length).toBeGreaterThan(0);
    for (const r of someone) expect(r.players?.ja).toContain('何者か');
    // A step's line that starts with the unseen creature starts with a capital.
    for (const r of someone) expect(r.players?.en).not.toMatch(/^\[SD-STEP-\d+\] someone/);
    expect(someone.some((r) => /^\[SD-STEP-\d+\] Someone/.test(r.players?.en ?? ''))).toBe(true);
    expect(players(reads).some((r) => r.players?.en.includes('Kobold'))).toBe(true);
    // Lines only about the hidden Imp (its defeat, its turn-end) are not read at all.
    for (const r of reads.filter((x) => x.type === 'sdDefeated' && x.gm.en.includes('Imp')))
      expect(r.players).toBeNull();
  });

  it("the battle's set-up and what it tells of the other side's skills are the GM's", () => {
    const reads = battle(2);
    for (const type of ['sdBattleSet', 'sdSpecialsChecked', 'sdImmunityChecked']) {
      const of = reads.filter((r) => r.type === type);
      expect(of.length, type).toBeGreaterThan(0);
      for (const r of of) expect(r.players, type).toBeNull();
    }
    // 奇襲心得 of the other side stays with the GM: who attacks first is read.
    for (const r of reads.filter((x) => x.type === 'sdOrderDecided')) {
      expect(r.players?.en).toMatch(/^\[SD-STEP-03\] The (PC|opposing) side attacks first\.$/);
      expect(r.players?.ja).toMatch(/^\[SD-STEP-03\] (ＰＣ側|相手側)が先攻。$/);
    }
  });

  it('every Sudukuri event type is either read by the players (by the policy) or one of the GM-only types named here', () => {
    const gmOnly = ['sdBattleSet', 'sdBattleReset', 'sdBattleCleared', 'sdTargetPolicyChanged', 'sdSpecialsChecked'];
    const views = sudukuri.players?.events ?? {};
    const own = Object.keys(CATALOGUES.sudukuri?.events ?? {}).filter((k) => k.startsWith('sd'));
    expect(own.length).toBeGreaterThan(25);
    for (const type of own) expect(Object.hasOwn(views, type) !== gmOnly.includes(type), type).toBe(true);
  });
});

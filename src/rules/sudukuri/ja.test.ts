/**
 * The whole log of a scripted 巣作りドラゴン session, rendered in Japanese, has no English in it: no Latin words
 * outside names, dice notation and rule ids, and none of the raw field names or keys (skills, policies, fields).
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, describeMsg } from '../../i18n';
import { creatureOf, type Msg } from '../core';
import type { SudukuriCommand } from './commands';
import type { SdEncounter } from './model';
import { characterFromCreature } from './part';
import { SKILL_KEYS } from './skills';
import { describeCursor } from './steps';
import { ch, encounter, session } from './testkit';

/** Names in the session (Latin on purpose: names are anything a person types), and a bad skill key a person typed. */
const NAMES = ['Knight', 'Mage', 'Dragon', 'Imp', 'Red Wyrm', 'Kobold Scout', 'Priest', '「fireball」'];

/**
 * What may stay Latin in Japanese: rule ids (SD-STEP-08, SD-R1 …), dice notation in capitals (2D6, 1D6, as BCDice
 * writes it), the source's own ＰＣ (ＰＣ側). The arithmetic reads 対, not "vs" (issue 30).
 */
function latinLeft(text: string): string[] {
  let t = text;
  for (const n of NAMES) t = t.split(n).join('〈名〉');
  t = t.replace(/\b(?:SD|MC|TK)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g, '〈規則〉');
  t = t.replace(/\b\d*D\d+\b/g, '〈ダイス〉');
  t = t.split('ＰＣ').join('〈側〉');
  return t.normalize('NFKC').match(/[A-Za-z]+/g) ?? [];
}

const RAW = [
  ...SKILL_KEYS,
  'atk',
  'def',
  'skills',
  'hpMax',
  'maxHp',
  'sys',
  'lowest-hp',
  'manual',
  'first',
  'policy',
  'undefined',
  'null',
  'NaN',
  '[object',
];

describe('the Japanese log', () => {
  it('a scripted session (map, battles, manual choices, resets, edits) reads without English', () => {
    // Test dice whose rolls reach every kind of line below (an attack cancelled, a draw …).
    const s = session(encounter({ seed: 3, width: 14, height: 10 }));
    const texts: string[] = [];
    const apply = (c: SudukuriCommand): void => {
      const r = s.apply(c);
      if (!r.ok) {
        if (r.kind === 'bug') throw new Error(r.error);
        texts.push(describeMsg('sudukuri', r.reason, 'ja'));
      }
      const b = s.state.sys.battle;
      if (b) texts.push(describeMsg('sudukuri', describeCursor(b), 'ja'));
      if (b?.pending)
        texts.push(
          describeMsg('sudukuri', b.pending.prompt, 'ja'),
          ...b.pending.options.map((o) => describeMsg('sudukuri', o.label as Msg, 'ja')),
        );
    };
    for (const c of [
      {
        name: 'Red Wyrm',
        side: 'party',
        size: 'large',
        pos: { x: 1, y: 1 },
        hp: 80,
        hpMax: 80,
        sys: {
          atk: 15,
          def: 5,
          skills: {
            fireBreath: 1,
            lightBreath: 1,
            flight: 1,
            ironBody: 2,
            dragonIncarnate: 1,
            rapidMagic: 1,
            ambush: 1,
            evilEyeArrow: 1,
          },
        },
      },
      {
        name: 'Knight',
        side: 'enemy',
        pos: { x: 8, y: 2 },
        hp: 40,
        hpMax: 40,
        sys: {
          atk: 12,
          def: 4,
          skills: {
            doubleAttack: 2,
            berserker: 1,
            smite: 1,
            legendaryWeapon: 1,
            deadlySlash: 1,
            formation: 1,
            ambush: 1,
          },
        },
      },
      {
        name: 'Mage',
        side: 'enemy',
        pos: { x: 9, y: 5 },
        hp: 25,
        hpMax: 25,
        sys: {
          atk: 3,
          def: 1,
          skills: {
            ultimateMagic: 1,
            magicBarrier: 1,
            sage: 1,
            scholar: 1,
            tactician: 1,
            galeThunder: 1,
            poisonAir: 1,
          },
        },
      },
      {
        name: 'Kobold Scout',
        side: 'enemy',
        pos: { x: 10, y: 7 },
        hp: 12,
        hpMax: 12,
        sys: {
          atk: 5,
          def: 1,
          skills: { swarm: 2, demonSpirit: 1, allOrNothing: 1, undying: 1, deadlyImmunity: 1, bow: 2 },
        },
      },
    ] as const)
      apply({ type: 'addCreature', creature: c });
    const chars = (ids: string[]) =>
      ids.map((id) => characterFromCreature(creatureOf(s.state, id) as SdEncounter['creatures'][string]));
    apply({
      type: 'sdSetBattle',
      battle: { pc: chars(['c1']), opp: chars(['c2', 'c3', 'c4']), policy: 'manual', maxTurns: 40 },
    });
    for (let i = 0; i < 60 && !s.state.sys.battle?.result; i++) {
      const p = s.state.sys.battle?.pending;
      apply(
        p
          ? { type: 'sdChooseTarget', targetId: (p.options[i % p.options.length] as { id: string }).id }
          : { type: i % 3 === 0 ? 'sdTurn' : 'sdStep' },
      );
    }
    apply({ type: 'sdStep' }); // refused: the battle is over
    apply({ type: 'sdReset' });
    apply({ type: 'sdSetTargetPolicy', policy: 'first' });
    apply({ type: 'sdRunToEnd' });
    apply({
      type: 'sdSetBattle',
      battle: {
        pc: [
          ch('Dragon', 60, 14, 5, {
            doubleAttack: 1,
            undying: 2,
            regeneration: 1,
            superRecovery: 1,
            recovery: 1,
            deadlyThrow: 1,
            deadlyThrust: 1,
            magicWeapon: 1,
            demonWeapon: 1,
            silverWeapon: 1,
          }),
        ],
        opp: [
          ch('Imp', 20, 6, 1, {
            veteran: 1,
            expert: 1,
            demonArmour: 1,
            silverArmour: 1,
            magicArmour: 1,
            legendaryArmour: 1,
            dragonBlessing: 1,
            waterMagic: 1,
            iceMagic: 1,
            lightMagic: 1,
            fireMagic: 1,
            poisonBreath: 1,
            iceBreath: 1,
          }),
          ch('Priest', 25, 2, 2, { trapLore: 1, strongLuck: 1, luckyStar: 1 }),
        ],
        policy: 'lowest-hp',
        maxTurns: 3,
      },
    });
    apply({ type: 'sdRunToEnd' });
    apply({
      type: 'sdSetBattle',
      battle: { pc: [ch('Knight', 10, 1, 0)], opp: [ch('Imp', 0, 1, 0, { fireball: 1 } as never)] },
    }); // refused
    apply({ type: 'sdChooseTarget', targetId: 'nobody' }); // refused
    apply({ type: 'editCreature', id: 'c2', patch: { hp: 30, sys: { atk: 13, skills: { doubleAttack: 1 } } } });
    apply({ type: 'editCreature', id: 'c2', patch: { sys: { skills: { fireball: 2 } } } }); // refused
    apply({ type: 'setCondition', id: 'c3', condition: 'prone', on: true });
    apply({ type: 'changeHp', id: 'c3', amount: -4 });
    apply({ type: 'moveCreature', id: 'c4', to: { x: 11, y: 7 } });
    apply({ type: 'removeCreature', id: 'c4' });
    apply({ type: 'sdClearBattle' });
    apply({ type: 'sdClearBattle' }); // refused: no battle
    const log = s.log().map(({ event }) => describeEvent('sudukuri', event, 'ja'));
    expect(log.length).toBeGreaterThan(200);
    const types = new Set(s.log().map(({ event }) => event.type));
    for (const t of [
      'sdSpecialRolled',
      'sdAttackCancelled',
      'sdHitRolled',
      'sdDeadlyRolled',
      'sdPhysicalDamageDealt',
      'sdMagicDamageDealt',
      'sdTurnEndApplied',
      'sdBattleEnded',
      'sdBattleDrawn',
      'sdTargetChosen',
      'dieRolled',
      'creatureEdited',
      'conditionGained',
    ]) {
      expect(types).toContain(t);
    }
    const all = [...log, ...texts];
    const leaks = all.flatMap((t) => latinLeft(t).map((w) => `${w} ← ${t}`));
    expect(leaks).toEqual([]);
    const raw = all.flatMap((t) => RAW.filter((k) => t.includes(k)).map((k) => `${k} ← ${t}`));
    expect(raw).toEqual([]);
  });
});

/** The Sudukuri odds benchmark's battle (scripts/bench-sudukuri.ts in Node, and the browser worker run of `npm run bench`). */
import type { BattleSetup } from '../src/rules/sudukuri';

/** The benchmark battle: 3 v 3, ~12 skill copies per character. */
export const BENCH_SETUP: BattleSetup = {
  pc: [
    { name: 'Knight', maxHp: 60, atk: 14, def: 6, skills: { doubleAttack: 2, berserker: 1, magicWeapon: 1, silverArmour: 1, formation: 2, deadlySlash: 1, recovery: 1, tactician: 1, veteran: 1, undying: 1, ambush: 1 } },
    { name: 'Mage', maxHp: 40, atk: 6, def: 3, skills: { fireMagic: 2, lightMagic: 1, iceBreath: 1, magicBarrier: 1, sage: 1, superRecovery: 1, evilEyeArrow: 2, poisonAir: 1, bow: 1, scholar: 1 } },
    { name: 'Archer', maxHp: 45, atk: 9, def: 4, skills: { bow: 2, doubleAttack: 1, swarm: 1, silverWeapon: 2, deadlyThrust: 1, ironBody: 1, demonSpirit: 1, regeneration: 1, galeThunder: 1, expert: 1 } },
  ],
  opp: [
    { name: 'Dragon', maxHp: 90, atk: 16, def: 6, skills: { fireBreath: 1, lightBreath: 1, flight: 1, ironBody: 1, silverArmour: 1, dragonIncarnate: 1, smite: 1, rapidMagic: 1, deadlyImmunity: 1, allOrNothing: 1, doubleAttack: 1 } },
    { name: 'Wyvern', maxHp: 50, atk: 12, def: 5, skills: { flight: 1, doubleAttack: 1, poisonBreath: 1, deadlyThrow: 1, demonArmour: 1, superRecovery: 1, veteran: 1, waterMagic: 1, tactician: 1, berserker: 1, ambush: 1 } },
    { name: 'Kobold', maxHp: 25, atk: 7, def: 2, skills: { swarm: 2, formation: 1, bow: 1, silverWeapon: 1, undying: 2, demonSpirit: 2, poisonAir: 1, sage: 1, recovery: 1, doubleAttack: 1 } },
  ],
};

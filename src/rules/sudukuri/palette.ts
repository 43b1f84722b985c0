/**
 * The chat palette's view of a 巣作りドラゴン map creature (issue 30): HP (`:HP-5` is the kernel's `changeHp`),
 * 攻撃力 and 防御力 as read-only variables. The battle's own HP live in the battle (SD-R2) and are not changed here.
 */
import { changeHpCommand as changeHp, type PaletteRules } from '../core';
import type { SdEncounter } from './model';

export const paletteSudukuri: PaletteRules<SdEncounter> = {
  statuses: (_enc, c) => [
    {
      names: ['HP'],
      value: c.hp,
      max: c.hpMax,
      set: (next) => changeHp(c.id, next - c.hp),
    },
  ],
  values: (_enc, c) => [
    { names: ['最大HP', 'MaxHP'], value: c.hpMax },
    { names: ['攻撃力', 'ATK'], value: c.sys.atk },
    { names: ['防御力', 'DEF'], value: c.sys.def },
  ],
};

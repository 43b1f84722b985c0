/**
 * The chat palette's view of a 4e creature (issue 30): HP (`:HP-5` is the kernel's `changeHp`: temporary hit points
 * first, healing up to the maximum), and the sheet's numbers as read-only variables (`{AC}`, `{頑健}` …).
 */
import { changeHpCommand as changeHp, type Creature, type PaletteRules, type PaletteStatus } from '../core';
import type { M4Encounter } from './model';

const hpStatus = (c: Creature, names: readonly string[]): PaletteStatus => ({
  names,
  value: c.hp,
  max: c.hpMax,
  set: (next) => changeHp(c.id, next - c.hp),
});

export const palette4e: PaletteRules<M4Encounter> = {
  statuses: (_enc, c) => [hpStatus(c, ['HP', 'ヒット・ポイント'])],
  values: (_enc, c) => [
    { names: ['最大HP', 'MaxHP'], value: c.hpMax },
    { names: ['一時HP', 'TempHP'], value: c.tempHp },
    { names: ['AC'], value: c.sys.defences.ac },
    { names: ['頑健', 'Fort'], value: c.sys.defences.fort },
    { names: ['反応', 'Ref'], value: c.sys.defences.ref },
    { names: ['意志', 'Will'], value: c.sys.defences.will },
    { names: ['イニシアチブ', 'Init'], value: c.initBonus },
    { names: ['移動速度', 'Speed'], value: c.speed },
  ],
  sheet(get) {
    const defences: Record<string, number> = {};
    for (const [k, names] of [
      ['ac', ['AC']],
      ['fort', ['頑健', 'Fort']],
      ['ref', ['反応', 'Ref']],
      ['will', ['意志', 'Will']],
    ] as const) {
      const v = get(names);
      if (v) defences[k] = v.value;
    }
    return Object.keys(defences).length ? { defences } : undefined;
  },
};

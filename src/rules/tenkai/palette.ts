/**
 * The chat palette's view of a 舵天照 creature (issue 30): 生命 (`:生命-5`, also `:HP-5`: the kernel's `changeHp`),
 * 練力 and 気力 (`:練力-3`: `tkEditData`, so the sheet's checks apply — never above the maximum, never below 0), and
 * the sheet's statistics as read-only variables under the source's terms (`{命中}`, `{回避}` …). A dead creature's
 * pools stay as they are (TK-MNT-7: out of the fight).
 */
import { changeHpCommand as changeHp, type PaletteRules, type PaletteStatus, type StatusOutcome } from '../core';
import type { TkEditData } from './commands';
import type { TkCreature, TkEncounter } from './model';
import { TK_STAT_KEYS, type TkStatKey } from './terms';

/** The source's term of each statistic (the same words as the sheet's labels, `src/i18n/systems/tenkai/terms.ts`). */
const TERMS: { readonly [K in TkStatKey]: readonly string[] } = {
  attack: ['攻撃', 'Attack'],
  defence: ['防御', 'Defence'],
  guard: ['受防', 'Guard'],
  accuracy: ['命中', 'Accuracy'],
  evasion: ['回避', 'Evasion'],
  perception: ['知覚', 'Perception'],
  resistance: ['抵抗', 'Resistance'],
  agility: ['俊敏', 'Agility'],
  ap: ['行動', 'AP'],
};

const edit = (c: TkCreature, patch: TkEditData['patch']): TkEditData => ({ type: 'tkEditData', id: c.id, patch });

const dead: StatusOutcome = { ok: false, why: 'dead', ruleId: 'TK-MNT-7' };

function pool(c: TkCreature, names: readonly string[], key: 'ki' | 'will'): PaletteStatus {
  const max = key === 'ki' ? c.sys.kiMax : c.sys.willMax;
  return {
    names,
    value: c.sys[key],
    max,
    set: (next) => (c.sys.dead ? dead : { ok: true, command: edit(c, { [key]: Math.max(0, Math.min(max, next)) }) }),
  };
}

export const paletteTenkai: PaletteRules<TkEncounter> = {
  statuses: (_enc, c) => [
    {
      names: ['生命', 'HP'],
      value: c.hp,
      max: c.hpMax,
      set: (next) => (c.sys.dead ? dead : changeHp(c.id, next - c.hp)),
    },
    pool(c, ['練力', 'Ki', 'MP'], 'ki'),
    pool(c, ['気力', 'Willpower'], 'will'),
  ],
  values: (_enc, c) => [
    { names: ['最大生命', 'MaxHP'], value: c.hpMax },
    { names: ['最大練力', 'MaxKi'], value: c.sys.kiMax },
    { names: ['最大気力', 'MaxWillpower'], value: c.sys.willMax },
    ...TK_STAT_KEYS.flatMap((k) => {
      const v = c.sys.stats[k];
      return v === null ? [] : [{ names: TERMS[k], value: v }];
    }),
  ],
  sheet(get) {
    const stats: Partial<Record<TkStatKey, number>> = {};
    for (const k of TK_STAT_KEYS) {
      const v = get(TERMS[k]);
      if (v) stats[k] = v.value;
    }
    const ki = get(['練力', 'Ki', 'MP']);
    const will = get(['気力', 'Willpower']);
    return {
      ...(Object.keys(stats).length ? { stats } : {}),
      ...(ki ? { ki: ki.value, kiMax: ki.max ?? ki.value } : {}),
      ...(will ? { will: will.value, willMax: will.max ?? will.value } : {}),
    };
  },
};

/** Issue 33: the 4e parts' literal copies equal a spread (keys, values, key order) for every layout. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PART, newSys } from './part';
import { copyPart, copySys } from './partCopy';
import type { M4Creature, M4Sys } from './model';

const same = (a: object, b: object) => {
  expect(Object.keys(a)).toEqual(Object.keys(b));
  for (const k of Object.keys(b)) expect((a as Record<string, unknown>)[k]).toBe((b as Record<string, unknown>)[k]);
};

describe('4e part copies (issue 33: Work.patchSys and patch("sys") copy by literal)', () => {
  const base = { ...DEFAULT_PART };
  const powers = [] as unknown as M4Creature['powers'];
  const effects = [] as unknown as M4Creature['effects'];
  const parts: Record<string, object> = {
    usual: base,
    powers: { ...base, powers },
    effects: { ...base, effects },
    both: { ...base, powers, effects },
    'effects before powers': { ...base, effects, powers },
    'a field short': { defences: base.defences, riding: base.riding },
    'another order': Object.fromEntries([...Object.entries(base)].reverse()),
    'an extra field': { ...base, extra: 1 },
    'powers and effects present but undefined': { ...base, powers: undefined, effects: undefined },
  };
  for (const [name, p] of Object.entries(parts)) {
    it(`a creature's part, ${name}: a new object equal to the spread`, () => {
      const c = copyPart(p as M4Creature);
      expect(c).not.toBe(p);
      same(c, { ...p });
    });
  }
  const sys = newSys();
  const syses: Record<string, object> = {
    new: sys,
    'effect counter': { ...sys, nextEffect: 3 },
    'counter, delayed': { ...sys, nextEffect: 3, delayed: [] },
    'counter, delayed, placed': { ...sys, nextEffect: 3, delayed: [], placed: [] },
    'delayed before the counter': { ...sys, delayed: [], nextEffect: 3 },
    'placed alone': { ...sys, placed: [] },
    'an old file’s effects': { ...sys, effects: [] },
  };
  for (const [name, s] of Object.entries(syses)) {
    it(`the encounter's part, ${name}: a new object equal to the spread`, () => {
      const c = copySys(s as M4Sys);
      expect(c).not.toBe(s);
      same(c, { ...s });
    });
  }
});

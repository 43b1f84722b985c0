/** Issue 30: the skill search finds a skill by its kana reading, as a Japanese GM types it. */
import { describe, expect, it } from 'vitest';
import { findSkills } from './skillSearch';
import { loadReferences, referencesLoaded } from '../../i18n/reference';

it('searches the effect texts only once the rules reference is here (issue 33)', async () => {
  expect(referencesLoaded()).toBe(false);
  const before = findSkills('ダメージ', 'ja').length;
  await loadReferences();
  expect(findSkills('ダメージ', 'ja').length).toBeGreaterThan(before);
});

const keys = (q: string, lang: 'en' | 'ja' = 'ja') => findSkills(q, lang).map((k) => k.key);

describe('skill search', () => {
  it.each([
    ['きょうせんし', 'berserker'],
    ['キョウセンシ', 'berserker'],
    ['ｷｮｳｾﾝｼ', 'berserker'],
    ['ひこう', 'flight'],
    ['りゅうのかご', 'dragonBlessing'],
    ['けんこん', 'allOrNothing'],
    ['狂戦士', 'berserker'],
    ['berserk', 'berserker'],
    ['SD-SK-13', 'flight'],
    ['ｓｄ－ｓｋ－１３', 'flight'],
  ])('%s finds %s first', (q, key) => {
    expect(keys(q)[0]).toBe(key);
  });

  it('a reading finds every skill that starts so; an empty search finds nothing', () => {
    expect(keys('ひっさつ')).toEqual(['deadlyImmunity', 'deadlyThrow', 'deadlyThrust', 'deadlySlash']);
    expect(keys('  ')).toEqual([]);
    expect(keys('ぬぬぬ')).toEqual([]);
  });
});

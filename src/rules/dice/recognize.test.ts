/** Issue 30: which chat messages are dice commands (BCDice's prefixes), for a chat and a palette to build on. */
import { describe, expect, it } from 'vitest';
import { diceLinesOf, recognizeDice } from './expr';

describe('recognizeDice', () => {
  it.each([
    ['2D6>=7 登攀', '2D6>=7'],
    ['d20', '1D20'],
    ['(2+3)D6', '5D6'],
    ['3B6>=4', '3B6>=4'],
    ['2R6>=5', '2R6[5]>=5'],
    ['4U6[6]', '4U6[6]'],
    ['20TY6', '20TY6'],
    ['C(1+2)', 'c(1+2)'],
    ['choice[右,左]', 'choice[右,左]'],
    ['D66', 'D66'],
    ['x3 1D6', 'x3 1D6'],
    ['×3 1D6', 'x3 1D6'],
    ['S1D20', '1D20'],
    ['　２Ｄ６', '2D6'],
  ])('%s is a command (%s)', (text, canonical) => {
    const r = recognizeDice(text);
    expect(r?.ok && r.program.text).toBe(canonical);
  });

  it.each(['こんにちは', 'よろしくお願いします', '1+2', '134 数値だけ', 'hello', 'GMです', ''])(
    '%s is plain text',
    (text) => {
      expect(recognizeDice(text)).toBeNull();
    },
  );

  it('a command with a mistake gives its error (a chat may show it)', () => {
    const r = recognizeDice('2D6>=');
    expect(r && !r.ok && r.error.key).toBe('unexpectedEnd');
  });

  it('the dice lines of a message of several lines', () => {
    const found = diceLinesOf('攻撃します\n1D20+5 命中\nダメージは\n2D6+3\n');
    expect(found.map((f) => [f.index, f.parsed.ok && f.parsed.program.text])).toEqual([
      [1, '1D20+5'],
      [3, '2D6+3'],
    ]);
  });
});

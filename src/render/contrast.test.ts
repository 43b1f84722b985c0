import { describe, expect, it } from 'vitest';
import { sampleEncounter } from '../app/sample';
import { sampleTenkaiEncounter } from '../app/sampleTenkai';
import { allCreatures } from '../rules';
import { contrastRatio, DARK_INK, inkOn, LIGHT_INK, luminance, parseColour } from './contrast';

describe('glyph ink by contrast (WCAG 2 relative luminance)', () => {
  it('computes luminance and the contrast ratio as WCAG defines them', () => {
    expect(luminance(0x000000)).toBe(0);
    expect(luminance(0xffffff)).toBeCloseTo(1, 6);
    expect(contrastRatio(0xffffff, 0x000000)).toBeCloseTo(21, 6);
    expect(contrastRatio(0x777777, 0xffffff)).toBeCloseTo(4.48, 2);
  });

  it('writes dark on light colours and white on dark ones', () => {
    expect(inkOn(0xffe066)).toBe(DARK_INK); // yellow
    expect(inkOn(0x6cff8f)).toBe(DARK_INK); // light green
    expect(inkOn(0x1a237e)).toBe(LIGHT_INK); // navy
    expect(inkOn(0xd32f2f)).toBe(LIGHT_INK); // red
  });

  it('every token of the samples gets the ink with the better contrast, at least 3:1 (large text)', () => {
    for (const enc of [sampleEncounter('en'), sampleTenkaiEncounter('en')]) {
      for (const c of allCreatures(enc)) {
        const bg = parseColour(c.color);
        const ink = inkOn(bg);
        const other = ink === LIGHT_INK ? DARK_INK : LIGHT_INK;
        expect(contrastRatio(ink, bg), c.name).toBeGreaterThanOrEqual(contrastRatio(other, bg));
        expect(contrastRatio(ink, bg), c.name).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('reads #rgb, #rrggbb and falls back to grey', () => {
    expect(parseColour('#fff')).toBe(0xffffff);
    expect(parseColour('#3f7fd9')).toBe(0x3f7fd9);
    expect(parseColour('nonsense')).toBe(0x808080);
  });
});

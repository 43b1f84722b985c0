import { describe, expect, it } from 'vitest';
import { spaceOf, overlaps } from '../rules';
import { sampleEncounter } from './sample';

describe('sample encounter', () => {
  it('has a knight riding a warhorse with a halfling passenger, and riders share their mount squares (MC-SPACE-1)', () => {
    const s = sampleEncounter('en');
    const aldric = Object.values(s.creatures).find((c) => c.name === 'Sir Aldric');
    const pip = Object.values(s.creatures).find((c) => c.name === 'Pip');
    expect(aldric?.mountId).toBe('c1');
    expect(aldric?.isRider).toBe(true);
    expect(pip?.mountId).toBe('c1');
    expect(pip?.isRider).toBe(false);
    for (const c of Object.values(s.creatures)) {
      if (c.mountId) expect(c.pos).toEqual(s.creatures[c.mountId]?.pos);
    }
    const standing = Object.values(s.creatures).filter((c) => !c.mountId);
    for (const a of standing) for (const b of standing) if (a !== b) expect(overlaps(spaceOf(a), spaceOf(b))).toBe(false);
    expect(s.grid.elevation.some((h) => h > 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { apply, spaceOf, overlaps } from '../rules';
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

  it('riders and mounts share the rider initiative count (MC-INIT-1) when initiative is rolled', () => {
    const r = apply(sampleEncounter('en'), { type: 'rollInitiative', all: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const c = r.state.creatures;
    expect(c.c1?.initiative).toBe(c.c2?.initiative); // Blaze acts on Sir Aldric's count
    expect(c.c6?.initiative).toBe(c.c7?.initiative); // dire wolf A on its goblin rider's count
    expect(c.c4?.initiative).toBe(c.c5?.initiative);
  });
});

import { describe, expect, it } from 'vitest';
import { apply, spaceOf, overlaps } from '../rules';
import { sampleEncounter } from './sample';
import { allCreatures, creatureOf } from '../rules';

describe('sample encounter', () => {
  it('has a knight riding a warhorse with a halfling passenger, and riders share their mount squares (MC-SPACE-1)', () => {
    const s = sampleEncounter('en');
    const aldric = allCreatures(s).find((c) => c.name === 'Sir Aldric');
    const pip = allCreatures(s).find((c) => c.name === 'Pip');
    expect(aldric?.mountId).toBe('c1');
    expect(aldric?.isRider).toBe(true);
    expect(pip?.mountId).toBe('c1');
    expect(pip?.isRider).toBe(false);
    for (const c of allCreatures(s)) {
      if (c.mountId) expect(c.pos).toEqual(creatureOf(s, c.mountId)?.pos);
    }
    const standing = allCreatures(s).filter((c) => !c.mountId);
    for (const a of standing)
      for (const b of standing) if (a !== b) expect(overlaps(spaceOf(a), spaceOf(b))).toBe(false);
    expect(s.grid.elevation.some((h) => h > 0)).toBe(true);
  });

  it('riders and mounts share the rider initiative count (MC-INIT-1) when initiative is rolled', () => {
    const r = apply(sampleEncounter('en'), { type: 'rollInitiative', all: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ini = (id: string) => creatureOf(r.state, id)?.initiative;
    expect(ini('c1')).toBe(ini('c2')); // Blaze acts on Sir Aldric's count
    expect(ini('c6')).toBe(ini('c7')); // dire wolf A on its goblin rider's count
    expect(ini('c4')).toBe(ini('c5'));
    expect(ini('c1')).toEqual(expect.any(Number));
  });
});

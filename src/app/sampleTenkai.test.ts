import { describe, expect, it } from 'vitest';
import { attackPreview, bandOf, TK_ROLES } from '../rules/tenkai';
import { sampleTenkaiEncounter } from './sampleTenkai';
import { allCreatures, creatureOf } from '../rules';

describe('Tenkai sample encounter', () => {
  it('is a Tenkai encounter with a stacked square, every band used by the demo, and an armour with its pilot', () => {
    const s = sampleTenkaiEncounter('ja');
    expect(s.system).toBe('tenkai');
    expect(allCreatures(s).every((c) => TK_ROLES.includes(c.sys.role))).toBe(true);
    const at35 = allCreatures(s).filter((c) => c.pos.x === 3 && c.pos.y === 5);
    expect(at35).toHaveLength(3);
    expect(bandOf(s, 'c4')).toBe('low');
    expect(bandOf(s, 'c6')).toBe('middle');
    expect(creatureOf(s, 'c8')?.mountId).toBe('c7');
    // From the ground: one band up is allowed at −3R, two bands up is refused (TK-ALT-3).
    expect(
      attackPreview(s, { attackerId: 'c1', targetId: 'c4', kind: 'shooting', range: 10 }).evade.modifiers.some(
        (m) => m.ruleId === 'TK-ALT-3' && m.kind === 'ranks' && m.value === -3,
      ),
    ).toBe(true);
    expect(attackPreview(s, { attackerId: 'c1', targetId: 'c6', kind: 'shooting', range: 20 }).evade.allowed).toBe(
      false,
    );
  });
});

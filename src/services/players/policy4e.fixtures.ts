// Shared setup of the 4e players' policy tests (policy4e.*.test.ts).
import { apply, cmd } from '../../rules';
import type { M4Creature, M4Encounter, M4Sys } from '../../rules/mounted4e';
import { sampleEncounter } from '../../app/sample';

/**
 * The 4e sample (Sir Aldric c2 rides Blaze c1; Pip c3 is a passenger; the ogre c10; the goblin archer c11 hidden),
 * with a hidden shadow assassin c12 and the given parts set as a saved encounter would hold them.
 */
export function table(
  sys: (s: M4Sys) => M4Sys = (s) => s,
  parts: Record<string, Partial<M4Creature>> = {},
): M4Encounter {
  const r = apply(
    sampleEncounter('en'),
    cmd('addCreature', {
      creature: { name: 'Shadow assassin', side: 'enemy', pos: { x: 7, y: 6 }, conditions: ['hidden'] },
    }),
  );
  if (!r.ok) throw new Error(JSON.stringify(r));
  const s = r.state as M4Encounter;
  const creatures = { ...s.creatures };
  for (const [id, p] of Object.entries(parts)) {
    const c = creatures[id];
    if (c) creatures[id] = { ...c, sys: { ...c.sys, ...p } };
  }
  return { ...s, creatures, sys: sys(s.sys) };
}

/** The players' world (issue 26): its own container and dice, never the GM's. */
import { describe, expect, it } from 'vitest';
import { creatureOf, newSession, type AnyEncounter } from '../../rules';
import { sampleEncounter } from '../../app/sample';
import { playersWorld } from './world';

describe('the players’ world', () => {
  it('never shares (nor freezes) the GM session’s working container, nor its dice', () => {
    // The sample with nothing hidden and no fog: the world then leaves out no creature.
    const s = newSession<AnyEncounter>(sampleEncounter('en'));
    expect(s.apply({ type: 'setCondition', id: 'c11', condition: 'hidden', on: false }).ok).toBe(true);
    const gm = s.state;
    const w = playersWorld(gm);
    expect(w.session.state.creatures).not.toBe(gm.creatures);
    expect(Object.isFrozen(gm.creatures)).toBe(false);
    expect(w.session.state.rng).not.toEqual(gm.rng);
    // A dry run in the world, then the GM goes on as before.
    expect(w.session.dryRun({ type: 'moveCreature', id: 'c1', to: { x: 5, y: 6 } }).ok).toBe(true);
    const r = s.apply({ type: 'moveCreature', id: 'c1', to: { x: 5, y: 6 } });
    expect(r.ok).toBe(true);
    expect(creatureOf(s.state, 'c1')?.pos).toEqual({ x: 5, y: 6 });
  });
});

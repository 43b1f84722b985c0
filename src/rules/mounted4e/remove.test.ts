/**
 * removeCreature of a mount carrying a rider and a passenger (issue 14): through the 4e override, both are left
 * standing — each on its own free square next to where the mount was (4e does not stack creatures), never both
 * on one square — and nothing of the 4e state names the removed mount. Undo brings everyone back as they were.
 */
import { describe, expect, it } from 'vitest';
import { allCreatures, creatureOf, Session } from '../core';
import { loadEncounterFile, saveEncounterFile } from '../core/file';
import { mounted4e } from './index';
import type { M4Command } from './commands';
import type { M4Encounter } from './model';
import { anEncounter, knight, orc, runAll, warhorse } from './testing';

const seatedParty = () =>
  anEncounter(12, 12)
    .with('horse', warhorse({ pos: { x: 4, y: 4 } }))
    .with('knight', knight({ pos: { x: 0, y: 0 } }))
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire', pos: { x: 0, y: 2 } }))
    .passengerOn('horse')
    .with('orc', orc({ pos: { x: 6, y: 4 } }));

describe('removeCreature of a mount with a rider and a passenger (4e)', () => {
  it('leaves both standing on two different free squares next to where the mount was', () => {
    const { s, id } = seatedParty().build();
    expect(creatureOf(s, id('knight'))?.mountId).toBe(id('horse'));
    expect(creatureOf(s, id('squire'))?.mountId).toBe(id('horse'));
    const { s: after, events } = runAll(s, { type: 'removeCreature', id: id('horse') });
    const k = creatureOf(after, id('knight'));
    const q = creatureOf(after, id('squire'));
    expect(creatureOf(after, id('horse'))).toBeUndefined();
    expect(k?.mountId).toBeNull();
    expect(q?.mountId).toBeNull();
    expect(k?.isRider).toBe(false);
    expect(q?.isRider).toBe(false);
    expect(k?.pos).not.toEqual(q?.pos);
    // Within the mount's old Large space (4,4)–(5,5) or next to it, and not on the orc.
    for (const c of [k, q]) {
      expect(c?.pos.x).toBeGreaterThanOrEqual(3);
      expect(c?.pos.x).toBeLessThanOrEqual(6);
      expect(c?.pos.y).toBeGreaterThanOrEqual(3);
      expect(c?.pos.y).toBeLessThanOrEqual(6);
      expect(c?.pos).not.toEqual({ x: 6, y: 4 });
    }
    // No two creatures share a square (4e does not stack).
    const squares = allCreatures(after).map((c) => `${c.pos.x},${c.pos.y}`);
    expect(new Set(squares).size).toBe(squares.length);
    expect(events.find((e) => e.type === 'creatureRemoved')).toMatchObject({
      dropped: [{ id: id('knight') }, { id: id('squire') }],
    });
    // Nothing of the 4e state names the mount; the saved file loads back.
    expect(JSON.stringify(after.sys)).not.toContain(`"${id('horse')}"`);
    for (const c of allCreatures(after)) expect(c.sys.initLink?.rider).not.toBe(id('horse'));
    const sess = new Session<M4Encounter, M4Command>(mounted4e, s);
    expect(sess.apply({ type: 'removeCreature', id: id('horse') }).ok).toBe(true);
    expect(loadEncounterFile(saveEncounterFile(sess), (x) => (x === 'mounted4e' ? mounted4e : undefined)).ok).toBe(
      true,
    );
  });

  it('in combat, with MC-INIT-1 links and the action set naming the mount; undo restores all three', () => {
    const { s, id } = seatedParty().fight({ knight: 15, orc: 10 }).build();
    const sess = new Session<M4Encounter, M4Command>(mounted4e, s);
    const before = saveEncounterFile(new Session<M4Encounter, M4Command>(mounted4e, sess.state));
    const r = sess.apply({ type: 'removeCreature', id: id('horse') });
    expect(r.ok).toBe(true);
    expect(sess.state.turns.order).not.toContain(id('horse'));
    const set = sess.state.sys.set;
    if (set) expect(set.members).not.toContain(id('horse'));
    const k = creatureOf(sess.state, id('knight'));
    const q = creatureOf(sess.state, id('squire'));
    expect(k?.pos).not.toEqual(q?.pos);
    sess.undo();
    expect(saveEncounterFile(new Session<M4Encounter, M4Command>(mounted4e, sess.state))).toBe(before);
  });
});

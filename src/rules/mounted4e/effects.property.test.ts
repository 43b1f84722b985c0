/**
 * Property test of effects (B-14, B-15, B-3, B-16): long random sequences of effect, turn, delay, riding and
 * GM commands. After every step: no bug (only rulings refuse), the 4e state names only existing creatures, no
 * effect outlives its duration (a shadow of the log tracks every turn's start and end), every "save ends"
 * effect of a creature whose turn ended got its save, and one undo restores the state before the step byte for
 * byte (redo brings it back); undoing everything returns the start.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatureOf, Session, type EventBase } from '../core';
import { effectsOf, mounted4e, type EffectDuration, type M4Command, type M4Encounter, type M4Event } from './index';
import { effectCommand, effectsStart, effectStep } from './randomEffects';
import { durationOwner, effectIndex } from './effectIndex';
import { effectsOnCreature } from './effects';

const initial = effectsStart;
const step = effectStep;
const concretize = effectCommand;

/** What the log says about an effect, kept step by step (the shadow the state is checked against). */
interface Shadow {
  kind: EffectDuration['kind'];
  owner: string | null;
  target: string;
  armed: boolean;
  overdue: boolean;
}

class Tracker {
  readonly effects = new Map<string, Shadow>();
  /**
   * Save-ends effects whose creature's turn ended and that have not had their save yet, with the key of that
   * turn (a turn ended again after a correction asks no second save in it: one save per turn, RULING MC-R17).
   */
  readonly owed = new Map<string, string | null>();

  read(command: M4Command, events: readonly EventBase[], before: M4Encounter): void {
    const key = `${before.turns.round}:${before.turns.current}`;
    const correction = command.type === 'previousTurn';
    if (command.type === 'cancelDecision') this.owed.clear();
    let starting: string[] | null = null;
    const flush = (): void => {
      if (!starting) return;
      for (const e of this.effects.values()) {
        if (e.owner === null || !starting.includes(e.owner)) continue;
        if (e.kind === 'startOfNext') e.overdue = true;
        if (e.kind === 'endOfSourceNext' || e.kind === 'endOfTargetNext') e.armed = true;
      }
      starting = null;
    };
    for (const raw of events) {
      const e = raw as M4Event | { type: 'turnStarted' | 'dieRolled' | 'decided'; who: { id: string } };
      if (e.type === 'turnStarted' && 'who' in e) {
        flush();
        starting = correction ? null : [e.who.id];
        continue;
      }
      if (e.type === 'actionsShared') {
        if (starting) starting.push(e.mount.id);
        continue;
      }
      if (e.type === 'effectStarted') {
        flush();
        const d = e.effect.duration;
        const owner = d.kind === 'saveEnds' || d.kind === 'encounter' ? null : d.whose.id;
        this.effects.set(e.effect.id, { kind: d.kind, owner, target: e.who.id, armed: false, overdue: false });
      } else if (e.type === 'effectEnded') {
        this.effects.delete(e.effect.id);
        this.owed.delete(e.effect.id);
      } else if (e.type === 'effectSaveRolled') {
        this.owed.delete(e.effect.id);
      } else if (e.type === 'turnEnded') {
        flush();
        const members = e.members.map((m) => m.id);
        for (const [id, x] of this.effects) {
          if (x.owner !== null && members.includes(x.owner) && x.armed) x.overdue = true;
          if (x.kind === 'saveEnds' && members.includes(x.target)) this.owed.set(id, e.lost ? null : key);
        }
      } else if (e.type !== 'ongoingDamageTaken' && e.type !== 'dieRolled' && e.type !== 'decided') flush();
    }
    flush();
  }

  check(s: M4Encounter): void {
    for (const e of effectsOf(s)) {
      const x = this.effects.get(e.id);
      expect(x, `effect ${e.id} started without an event`).toBeDefined();
      expect(x?.overdue, `effect ${e.id} (${e.duration.kind}) outlived its duration`).toBe(false);
    }
    if (!s.pending) {
      const owed = [...this.owed].filter(([id, key]) =>
        effectsOf(s).some((e) => e.id === id && (key === null || e.savedIn !== key)),
      );
      expect(owed, 'save-ends effects whose save was never asked').toEqual([]);
    }
    expect(mounted4e.checkSys(s)).toBeNull();
    for (const e of effectsOf(s)) expect(creatureOf(s, e.target)).toBeDefined();
    // Issue 33: the index, kept up to date from the ids each command, undo and redo touched, says what a scan of
    // every creature's effects says (by id, and by the creature whose turn ends them).
    const scanned = s.creatureOrder
      .flatMap((id) => effectsOnCreature(s, id))
      .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
    expect(effectsOf(s), 'the effect index').toEqual(scanned);
    for (const id of s.creatureOrder)
      expect(effectIndex(s).ownedBy([id]), `effects counted in ${id}'s turns`).toEqual(
        scanned.filter((e) => durationOwner(e) === id),
      );
  }
}

/** The state's JSON with the creatures in creation order (undoing a removal puts the record back last). */
function canonical(s: M4Encounter): string {
  return JSON.stringify({ ...s, creatures: Object.fromEntries(s.creatureOrder.map((id) => [id, s.creatures[id]])) });
}

describe('property: effects across random turns (B-14, B-15, B-3, B-16)', () => {
  it('never outlive their duration, always get their saves, never hit a bug; undo restores exactly', () => {
    const start = initial();
    const startJson = canonical(start);
    fc.assert(
      fc.property(fc.array(step, { minLength: 30, maxLength: 90 }), (steps) => {
        const session = new Session<M4Encounter, M4Command>(mounted4e, start);
        const t = new Tracker();
        for (const st of steps) {
          const before = session.state;
          const snapshot = canonical(before);
          const cmd = concretize(before, st);
          const r = session.apply(cmd);
          if (!r.ok && r.kind === 'bug') throw new Error(`bug on ${JSON.stringify(cmd)}: ${r.error}`);
          if (!r.ok) {
            expect(canonical(session.state)).toBe(snapshot);
            continue;
          }
          const after = canonical(session.state);
          session.undo();
          expect(canonical(session.state), `undo of ${cmd.type}`).toBe(snapshot);
          session.redo();
          expect(canonical(session.state), `redo of ${cmd.type}`).toBe(after);
          t.read(cmd, r.events, before);
          t.check(session.state);
        }
        while (session.undo()) {
          /* back to the start */
        }
        expect(canonical(session.state)).toBe(startJson);
      }),
      { numRuns: 60, seed: 20261201 },
    );
  }, 30000);
});

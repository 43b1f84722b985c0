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
import {
  effectsOf,
  mounted4e,
  type EffectDuration,
  type EffectWhat,
  type M4Command,
  type M4Encounter,
  type M4Event,
} from './index';
import { durationOwner, effectIndex } from './effectIndex';
import { effectsOnCreature } from './effects';
import { anEncounter, knight, orc, warhorse } from './testing';

const IDS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'nobody'];

function initial(): M4Encounter {
  return anEncounter(10, 10, 19)
    .with('horse', warhorse({ pos: { x: 1, y: 1 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('squire', knight({ name: 'Squire' }))
    .passengerOn('horse')
    .with('wolf', warhorse({ name: 'Wolf', side: 'enemy', pos: { x: 6, y: 1 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small' }))
    .ridingOn('wolf')
    .with('orc', orc({ pos: { x: 3, y: 6 } }))
    .with('griffon', warhorse({ name: 'Griffon', flying: true, flySpeed: 2, elevation: 2, pos: { x: 7, y: 7 } }))
    .fight({ knight: 15, squire: 12, goblin: 10, orc: 8, griffon: 4 })
    .build().s;
}

const KINDS = [
  'addEffect',
  'addEffect',
  'addEffect',
  'addEffect',
  'nextTurn',
  'nextTurn',
  'nextTurn',
  'nextTurn',
  'decide',
  'decide',
  'removeEffect',
  'delayTurn',
  'resumeTurn',
  'endEncounter',
  'dismount',
  'teleport',
  'knockProne',
  'previousTurn',
  'cancelDecision',
  'remove',
  'mount',
  'setCondition',
  'takeAction',
] as const;

interface Step {
  kind: (typeof KINDS)[number];
  a: number;
  b: number;
  n: number;
  die: number;
}
const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom(...KINDS),
  a: fc.nat(40),
  b: fc.nat(40),
  n: fc.nat(40),
  die: fc.integer({ min: 1, max: 20 }),
});

const WHAT: readonly EffectWhat[] = [
  { kind: 'condition', condition: 'dazed' },
  { kind: 'condition', condition: 'stunned' },
  { kind: 'condition', condition: 'immobilised' },
  { kind: 'attack', value: -2 },
  { kind: 'attack', value: 2 },
  { kind: 'defence', defence: 'ac', value: -2 },
  { kind: 'ongoing', amount: 5, damageType: 'fire' },
  { kind: 'ongoing', amount: 3, damageType: 'fire' },
  { kind: 'condition', condition: 'prone' },
];
const nth = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;

function duration(st: Step): EffectDuration {
  switch (st.n % 5) {
    case 0:
      return { kind: 'saveEnds' };
    case 1:
      return { kind: 'endOfSourceNext' };
    case 2:
      return { kind: 'endOfTargetNext' };
    case 3:
      return { kind: 'startOfNext', of: nth(IDS, st.b + 1) };
    default:
      return { kind: 'encounter' };
  }
}

function concretize(s: M4Encounter, st: Step): M4Command {
  const cur = s.turns.order[s.turns.current];
  const a = st.a % 3 === 0 && cur ? cur : nth(IDS, st.a);
  const b = nth(IDS, st.b);
  if (s.pending && st.n % 5 !== 0) {
    const opts = s.pending.options;
    const o = opts.length ? nth(opts, st.n) : undefined;
    return { type: 'decide', optionId: o?.id ?? 'none', ...(st.a % 2 || o?.id === 'typed' ? { dice: [st.die] } : {}) };
  }
  switch (st.kind) {
    case 'addEffect':
      return {
        type: 'addEffect',
        targetId: b,
        sourceId: st.a % 7 === 0 ? null : a,
        what: nth(WHAT, st.n + st.a),
        duration: duration(st),
        ...(st.b % 6 === 0 ? { whileRiding: { with: nth(IDS, st.a), mountKeyword: st.n % 2 === 0 } } : {}),
      };
    case 'nextTurn':
      return { type: 'nextTurn' };
    case 'decide': {
      const opts = s.pending?.options ?? [];
      return { type: 'decide', optionId: opts.length ? nth(opts, st.n).id : 'none', dice: [st.die] };
    }
    case 'removeEffect': {
      const list = effectsOf(s);
      return { type: 'removeEffect', effectId: list.length ? nth(list, st.n).id : 'e99' };
    }
    case 'delayTurn':
      return { type: 'delayTurn', id: a };
    case 'resumeTurn': {
      const d = s.sys.delayed ?? [];
      return { type: 'resumeTurn', id: d.length ? nth(d, st.n).id : b };
    }
    case 'endEncounter':
      return st.n % 4 === 0 ? { type: 'endEncounter' } : { type: 'nextTurn' };
    case 'dismount':
      return { type: 'dismount', id: a };
    case 'teleport':
      return { type: 'teleport', id: a, to: { x: st.n % 10, y: st.b % 10 }, action: 'none' };
    case 'knockProne':
      return { type: 'knockProne', id: b, dice: [st.die] };
    case 'previousTurn':
      return { type: 'previousTurn' };
    case 'cancelDecision':
      return { type: 'cancelDecision' };
    case 'remove':
      return st.n % 6 === 0 ? { type: 'removeCreature', id: b } : { type: 'nextTurn' };
    case 'mount':
      return { type: 'mount', id: a, mountId: nth(['c1', 'c4', 'c7'], st.b) };
    case 'setCondition':
      return { type: 'setCondition', id: b, condition: nth(['dazed', 'stunned'], st.n), on: st.a % 2 === 0 };
    case 'takeAction':
      return { type: 'takeAction', id: a, action: nth(['standard', 'move', 'minor'] as const, st.n) };
  }
}

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

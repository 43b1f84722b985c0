/**
 * Issue 33: "Roll for all" and the other whole-encounter buttons ask the system's cheap check (`prechecks`) instead
 * of a dry run of the command. Property: on random 4e states (turns, effects, prone knocks with their pending
 * decisions, initiatives cleared or set, creatures removed) the check answers exactly as the dry run — applied or
 * refused, with the same reason and rule id — for every form of `rollInitiative`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { precheck, Session } from '../core';
import { mounted4e, type M4Command, type M4Encounter } from './index';
import { anEncounter, knight, orc, warhorse } from './testing';

function initial(): M4Encounter {
  return anEncounter(10, 10, 33)
    .with('horse', warhorse({ pos: { x: 1, y: 1 } }))
    .with('knight', knight())
    .ridingOn('horse')
    .with('wolf', warhorse({ name: 'Wolf', side: 'enemy', pos: { x: 6, y: 1 } }))
    .with('goblin', orc({ name: 'Goblin', size: 'small' }))
    .ridingOn('wolf')
    .with('orc', orc({ pos: { x: 3, y: 6 } }))
    .build().s;
}

const IDS = ['c1', 'c2', 'c3', 'c4', 'c5', 'nobody'];
const step = fc.record({ kind: fc.nat(7), a: fc.nat(20), n: fc.nat(20) });

function command(st: { kind: number; a: number; n: number }): M4Command {
  const id = IDS[st.a % IDS.length] as string;
  switch (st.kind) {
    case 0:
      return { type: 'rollInitiative', all: st.n % 2 === 0 };
    case 1:
      return { type: 'setInitiative', id, value: st.n % 3 === 0 ? null : st.n };
    case 2:
      return { type: 'nextTurn' };
    case 3:
      return { type: 'knockProne', id };
    case 4:
      return { type: 'decide', optionId: st.n % 2 ? 'save' : 'noSave', dice: [1 + (st.n % 20)] };
    case 5:
      return st.n % 5 === 0 ? { type: 'removeCreature', id } : { type: 'cancelDecision' };
    case 6:
      return {
        type: 'addEffect',
        targetId: id,
        what: { kind: 'condition', condition: 'dazed' },
        duration: { kind: 'saveEnds' },
      };
    default:
      return { type: 'endEncounter' };
  }
}

const ASKED: M4Command[] = [
  { type: 'rollInitiative', all: true },
  { type: 'rollInitiative' },
  { type: 'rollInitiative', ids: [] },
  { type: 'rollInitiative', ids: ['c2', 'c4'] },
  { type: 'rollInitiative', ids: ['c1', 'nobody'] },
  { type: 'rollInitiative', ids: ['toString'] },
  { type: 'rollInitiative', all: 'yes' } as unknown as M4Command,
];

describe('issue 33: the cheap check answers as the dry run', () => {
  it('rollInitiative: applied or refused, same reason and rule id, on random states', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const s = new Session<M4Encounter, M4Command>(mounted4e, initial());
        for (const st of steps) {
          s.apply(command(st));
          for (const c of ASKED) {
            const quick = precheck(mounted4e, s.state, c);
            expect(quick, `a check for ${JSON.stringify(c)}`).toBeDefined();
            const dry = s.dryRun(c);
            expect(quick?.ok, JSON.stringify(c)).toBe(dry.ok);
            if (quick && !quick.ok && !dry.ok && dry.kind === 'refused') {
              expect(quick.reason).toEqual(dry.reason);
              expect(quick.ruleId).toEqual(dry.ruleId);
            }
          }
        }
      }),
      { numRuns: 80, seed: 33 },
    );
  });

  it('a command the system has no check for is dry-run (undefined), and typed-in dice always are', () => {
    const s = new Session<M4Encounter, M4Command>(mounted4e, initial());
    expect(precheck(mounted4e, s.state, { type: 'nextTurn' })).toBeUndefined();
    expect(precheck(mounted4e, s.state, { type: 'rollInitiative', all: true, dice: [3] })).toBeUndefined();
    expect(s.check({ type: 'rollInitiative', all: true }).ok).toBe(true);
  });
});

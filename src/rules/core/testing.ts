/**
 * Test helpers of the kernel: a rule system made of the kernel's commands alone (4e-like grid: diagonals count 1,
 * no stacking, difficult terrain ×2), and small runners. Test-only, pure.
 */
import type { CoreCommand } from './commands';
import type { Outcome } from './engine';
import type { CoreEvent } from './events';
import { testDice } from './diceStream';
import { newEncounterOf, type NewEncounterOptions } from './factory';
import { kernelHandlers, kernelShapes } from './kernel';
import type { Encounter } from './model';
import { applyTo, Session } from './session';
import { defineSystem } from './system';

/** A kernel-only rule system for the kernel's tests. */
export const kernelSystem = defineSystem<
  Encounter<'kernel', Record<string, never>, Record<string, never>>,
  CoreCommand,
  CoreEvent
>({
  id: 'kernel',
  grid: {
    metric: 'chebyshev',
    stacking: false,
    difficultCostsDouble: true,
    squareSize: 5,
    unit: 'ft',
    wallRule: 'MC-R20',
  },
  conditions: ['prone', 'dazed', 'hidden'],
  riderMoveRule: 'MC-MOVE-1',
  newSys: () => ({}),
  creaturePart: (given) =>
    given === undefined || (typeof given === 'object' && given !== null && Object.keys(given).length === 0)
      ? { ok: true, part: {} }
      : { ok: false, reason: { m: 'badCreatureField', field: 'sys', expect: { kind: 'object' } } as never },
  checkSys: () => null,
  handlers: kernelHandlers,
  shapes: kernelShapes,
  decisions: {},
  turns: {},
  migrations: [],
});

/** Options of the test kits' encounters: `seed` makes test dice (`testDice`) unless `dice` is given. */
export type TestEncounterOptions = Omit<NewEncounterOptions, 'dice'> & {
  readonly seed?: number;
  readonly dice?: NewEncounterOptions['dice'];
};

/** The factory's options from a test kit's (test dice from `seed`, 1 by default). */
export function withTestDice(opts: TestEncounterOptions): NewEncounterOptions {
  const { seed, dice, ...rest } = opts;
  return { ...rest, dice: dice ?? testDice(seed ?? 1) };
}

/** A new kernel-only encounter (test dice from `seed`). */
export function kernelEncounter(opts: TestEncounterOptions = {}): Encounter {
  return newEncounterOf(kernelSystem, withTestDice(opts));
}

/** Apply a command with the kernel-only system. */
export function kapply(s: Encounter, c: object): Outcome {
  return applyTo(kernelSystem, s, c);
}

/** Apply commands in order; throws on a refusal. */
export function krun(s: Encounter, ...cs: CoreCommand[]): Encounter {
  for (const c of cs) {
    const r = kapply(s, c);
    if (!r.ok) throw new Error(`${c.type}: ${r.kind === 'refused' ? r.reason.m : r.error}`);
    s = r.state;
  }
  return s;
}

/** A session of the kernel-only system. */
export function kernelSession(initial: Encounter): Session<Encounter, CoreCommand> {
  return new Session<Encounter, CoreCommand>(kernelSystem, initial);
}

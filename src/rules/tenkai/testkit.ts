/**
 * Fixture builders for the Tenkai tests (house style: `aTenkaiEncounter().with(...)`). States are built by applying
 * commands through the kernel (`applyTo`), never by hand. Pure; used by tests, and handy for a command-line replay.
 */
import {
  applyTo,
  type Applied,
  type Bug,
  type CoreEvent,
  type Outcome,
  type Point,
  type Refused,
  testDice,
} from '../core';
import type { TenkaiCommand } from './commands';
import type { TkEvent } from './events';
import { newTenkaiEncounter, tenkai } from './index';
import { tenkaiData, type TkCreatureData, type TkEncounter, type TkSheetInput, type TkStats } from './model';

/** Options of a test creature. */
export interface TkFixture {
  readonly pos?: Point;
  readonly side?: 'party' | 'enemy' | 'neutral';
  readonly hp?: number;
  readonly hpMax?: number;
  readonly stats?: Partial<TkStats>;
  readonly tk?: Omit<TkSheetInput, 'stats'>;
}

/** Any event of a Tenkai encounter. */
export type AnyTkEvent = TkEvent | CoreEvent;

/** Apply one command (the pure façade). */
function apply(s: TkEncounter, cmd: TenkaiCommand): Outcome<TkEncounter, TkEvent> {
  return applyTo<TkEncounter, TkEvent>(tenkai, s, cmd);
}

function fail(cmd: TenkaiCommand, r: Refused | Bug): never {
  throw new Error(
    `${cmd.type} ${r.kind === 'bug' ? `hit a bug: ${r.error}` : `refused: ${JSON.stringify(r.reason)} (${r.ruleId ?? ''})`}`,
  );
}

/** A fluent builder for a Tenkai encounter. */
export class TkBuilder {
  state: TkEncounter;
  readonly ids: Record<string, string> = {};
  constructor(seed = 1, width = 20, height = 20) {
    this.state = newTenkaiEncounter({ width, height, dice: testDice(seed) });
  }
  /** Add a creature named `name` (its id is kept under that name). */
  with(name: string, f: TkFixture = {}): this {
    const hpMax = f.hpMax ?? f.hp ?? 100;
    const sys: TkCreatureData = tenkaiData({ ...(f.tk ?? {}), stats: f.stats ?? {} });
    this.state = run(this.state, {
      type: 'addCreature',
      creature: { name, pos: f.pos ?? { x: 0, y: 0 }, side: f.side ?? 'party', hpMax, hp: f.hp ?? hpMax, sys },
    });
    this.ids[name] = this.state.creatureOrder[this.state.creatureOrder.length - 1] as string;
    return this;
  }
  /** Run commands, failing the test on a refusal. */
  run(...cmds: TenkaiCommand[]): this {
    this.state = run(this.state, ...cmds);
    return this;
  }
  /** Id of a named creature. */
  id(name: string): string {
    const id = this.ids[name];
    if (!id) throw new Error(`no creature ${name}`);
    return id;
  }
}

/** Start a Tenkai encounter. */
export function aTenkaiEncounter(seed = 1, width = 20, height = 20): TkBuilder {
  return new TkBuilder(seed, width, height);
}

/** Apply commands in order; throw on the first refusal. */
export function run(s: TkEncounter, ...cmds: TenkaiCommand[]): TkEncounter {
  for (const c of cmds) s = ok(s, c).state;
  return s;
}

/** Apply one command that must succeed; returns state and events. */
export function ok(s: TkEncounter, cmd: TenkaiCommand): Applied<TkEncounter, TkEvent> {
  const r = apply(s, cmd);
  if (!r.ok) return fail(cmd, r);
  return r;
}

/** Apply one command that must be refused (not a bug); returns the refusal. */
export function no(s: TkEncounter, cmd: TenkaiCommand): Refused {
  const r = apply(s, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted but should be refused`);
  if (r.kind === 'bug') throw new Error(`${cmd.type} hit a bug: ${r.error}`);
  return r;
}

/** Events of a type, typed. */
export function ofType<K extends AnyTkEvent['type']>(
  events: readonly AnyTkEvent[],
  type: K,
): Extract<AnyTkEvent, { type: K }>[] {
  return events.filter((e): e is Extract<AnyTkEvent, { type: K }> => e.type === type);
}

/** The Tenkai part of a creature in a state. */
export function tkIn(s: TkEncounter, id: string): TkCreatureData {
  const c = Object.prototype.hasOwnProperty.call(s.creatures, id) ? s.creatures[id] : undefined;
  if (!c) throw new Error(`no creature ${id}`);
  return c.sys;
}

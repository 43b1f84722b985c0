/**
 * Fixture builders for the Tenkai tests (house style: `aTenkaiEncounter().with(...)`). Pure; used only by tests,
 * and handy for a command-line replay.
 */
import { apply, type Command } from '../index';
import { newEncounter, type Applied, type CreatureInput, type Encounter, type GameEvent, type Point, type Rejection } from '../core';
import { tenkaiData, type TkCreatureData, type TkStats } from './data';
import { creatureOf } from '../core/creatures';

/** Options of a test creature. */
export interface TkFixture {
  pos?: Point;
  side?: 'party' | 'enemy' | 'neutral';
  hp?: number;
  hpMax?: number;
  stats?: Partial<TkStats>;
  tk?: Partial<Omit<TkCreatureData, 'stats'>>;
}

/** A fluent builder for a Tenkai encounter. */
export class TkBuilder {
  state: Encounter;
  readonly ids: Record<string, string> = {};
  constructor(seed = 1, width = 20, height = 20) {
    this.state = newEncounter({ system: 'tenkai', width, height, seed });
  }
  /** Add a creature named `name` (its id is kept under that name). */
  with(name: string, f: TkFixture = {}): this {
    const hpMax = f.hpMax ?? f.hp ?? 100;
    const input: CreatureInput = {
      name,
      pos: f.pos ?? { x: 0, y: 0 },
      side: f.side ?? 'party',
      hpMax,
      hp: f.hp ?? hpMax,
      ext: { tenkai: tenkaiData({ ...(f.tk ?? {}), stats: f.stats ?? {} }) },
    };
    const r = apply(this.state, { type: 'addCreature', creature: input });
    if (!r.ok) throw new Error(r.reason.en);
    this.state = r.state;
    this.ids[name] = r.state.creatureOrder[r.state.creatureOrder.length - 1] as string;
    return this;
  }
  /** Run commands, failing the test on a rejection. */
  run(...cmds: Command[]): this {
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

/** Apply commands in order; throw on the first rejection. */
export function run(s: Encounter, ...cmds: Command[]): Encounter {
  for (const c of cmds) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type} rejected: ${r.reason.en}`);
    s = r.state;
  }
  return s;
}

/** Apply one command that must succeed; returns state and events. */
export function ok(s: Encounter, cmd: Command): Applied {
  const r = apply(s, cmd);
  if (!r.ok) throw new Error(`${cmd.type} rejected: ${r.reason.en}`);
  return r;
}

/** Apply one command that must be rejected; returns the rejection. */
export function no(s: Encounter, cmd: Command): Rejection {
  const r = apply(s, cmd);
  if (r.ok) throw new Error(`${cmd.type} was accepted but should be rejected`);
  return r;
}

/** Events of a type. */
export function ofType(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/** The Tenkai data of a creature in a state. */
export function tkIn(s: Encounter, id: string): TkCreatureData {
  const t = creatureOf(s, id)?.ext?.tenkai;
  if (!t) throw new Error(`no tenkai data on ${id}`);
  return t as TkCreatureData;
}

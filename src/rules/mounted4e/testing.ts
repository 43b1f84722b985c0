/**
 * Fixture builders for the mounted4e tests: `anEncounter().with('knight', knight()).ridingOn('horse')`. States
 * are built through the kernel (`applyTo`, and a `Work` transaction for what no command does: seating a
 * rider directly, as a saved encounter would have it). Test-only helpers (pure, no test framework import, so
 * the property test and the replay test can share them).
 */
import {
  EMPTY_SCENE,
  applyTo,
  emptyGrid,
  testDice,
  type CreatureFields,
  type CreatureId,
  type DiceState,
  type EventBase,
  type Outcome,
  type Refused,
} from '../core';
import type { M4Command } from './commands';
import { mounted4e } from './index';
import { grid, type Defences, type M4Encounter, type RidingTraits } from './model';
import { newSys } from './part';
import { seated } from './seat';

/** A creature as the tests give it: the kernel's fields and the 4e traits side by side. */
export type FixtureCreature = Partial<CreatureFields> & {
  readonly name: string;
  readonly defences?: Defences;
  readonly riding?: RidingTraits;
  readonly hover?: boolean;
};

/** A Medium adventurer knight. */
export function knight(over: Partial<FixtureCreature> = {}): FixtureCreature {
  return {
    name: 'Sir Aldric',
    side: 'party',
    kind: 'adventurer',
    size: 'medium',
    speed: 5,
    reach: 1,
    hpMax: 40,
    hp: 40,
    defences: { ac: 18, fort: 16, ref: 13, will: 14 },
    initBonus: 2,
    riding: {
      willingMount: false,
      militarySaddle: false,
      mountedCombatFeat: true,
      combatTrained: true,
      acrobaticsTrained: false,
      acrobaticsBonus: 0,
      athleticsBonus: 5,
      weightLb: 250,
      carryCapacityLb: 200,
    },
    ...over,
  };
}

/** A Large warhorse, willing, with a military saddle. */
export function warhorse(over: Partial<FixtureCreature> = {}): FixtureCreature {
  return {
    name: 'Warhorse',
    side: 'party',
    kind: 'monster',
    size: 'large',
    speed: 8,
    reach: 1,
    hpMax: 60,
    hp: 60,
    defences: { ac: 16, fort: 18, ref: 14, will: 12 },
    initBonus: 5,
    riding: {
      willingMount: true,
      militarySaddle: true,
      mountedCombatFeat: false,
      combatTrained: true,
      acrobaticsTrained: false,
      acrobaticsBonus: 0,
      athleticsBonus: 8,
      weightLb: 1200,
      carryCapacityLb: 500,
    },
    ...over,
  };
}

/** A Medium enemy. */
export function orc(over: Partial<FixtureCreature> = {}): FixtureCreature {
  return {
    name: 'Orc',
    side: 'enemy',
    kind: 'monster',
    size: 'medium',
    speed: 6,
    reach: 1,
    hpMax: 30,
    hp: 30,
    defences: { ac: 15, fort: 15, ref: 13, will: 12 },
    initBonus: 1,
    ...over,
  };
}

/** The `addCreature` command of a fixture creature (the 4e traits go into the creature's part). */
export function addCommand(input: FixtureCreature): M4Command {
  const { defences, riding, hover, ...fields } = input;
  const sys = {
    ...(defences ? { defences } : {}),
    ...(riding ? { riding } : {}),
    ...(hover !== undefined ? { hover } : {}),
  };
  return { type: 'addCreature', creature: { ...fields, sys } };
}

/** A new, empty 4e encounter (test dice from `seed`, or the dice given: the legacy generator of an old file). */
export function newM4Encounter(width = 14, height = 14, seed: number | DiceState = 7): M4Encounter {
  return {
    id: 'encounter',
    name: 'Encounter',
    system: 'mounted4e',
    grid: emptyGrid(width, height, grid),
    creatures: {},
    creatureOrder: [],
    turns: { order: [], current: -1, round: 0 },
    scene: EMPTY_SCENE,
    rng: typeof seed === 'number' ? testDice(seed) : seed,
    nextId: 1,
    seq: 0,
    pending: null,
    palettes: {},
    sys: newSys(),
  };
}

/** Why a command did not apply, as a test message (a bug is reported with its stack). */
function failure(r: Exclude<Outcome, { ok: true }>): string {
  return r.kind === 'refused' ? `${r.reason.m}${r.ruleId ? ` (${r.ruleId})` : ''}` : `BUG ${r.error}`;
}

/** The encounter builder. */
export class EncounterBuilder {
  private s: M4Encounter;
  private readonly keys = new Map<string, CreatureId>();
  private last: string | null = null;

  constructor(width = 14, height = 14, seed: number | DiceState = 7) {
    this.s = newM4Encounter(width, height, seed);
  }

  /** Add a creature under a test key. */
  with(key: string, input: FixtureCreature): this {
    this.run(addCommand(input));
    this.keys.set(key, this.s.creatureOrder[this.s.creatureOrder.length - 1] as CreatureId);
    this.last = key;
    return this;
  }

  /** The last creature added rides `mountKey` (seated directly, as a saved encounter would have it). */
  ridingOn(mountKey: string, asPassenger = false): this {
    this.s = seated(this.s, this.id(this.last as string), this.id(mountKey), asPassenger);
    return this;
  }

  /** The last creature added is a passenger on `mountKey`. */
  passengerOn(mountKey: string): this {
    return this.ridingOn(mountKey, true);
  }

  /** Switch MC-OPT-FALL on. */
  optionalFall(on = true): this {
    return this.run({ type: 'setOption', optionalFallRule: on });
  }

  /** Paint terrain or ground elevation. */
  paint(squares: { x: number; y: number }[], terrain?: 0 | 1 | 2, elevation?: number): this {
    return this.run({
      type: 'paintTerrain',
      squares,
      ...(terrain !== undefined ? { terrain } : {}),
      ...(elevation !== undefined ? { elevation } : {}),
    });
  }

  /** Start combat with typed-in initiatives (key → value); riders' mounts follow MC-INIT-1. */
  fight(inits: Record<string, number>): this {
    for (const [k, v] of Object.entries(inits)) this.run({ type: 'setInitiative', id: this.id(k), value: v });
    return this;
  }

  /** Apply a command (throws if it does not apply). */
  run(cmd: M4Command): this {
    const r = applyTo(mounted4e, this.s, cmd);
    if (!r.ok) throw new Error(`fixture: ${cmd.type}: ${failure(r)}`);
    this.s = r.state;
    return this;
  }

  /** Id of a creature by its test key. */
  id(key: string): CreatureId {
    const id = this.keys.get(key);
    if (!id) throw new Error(`fixture: no creature "${key}"`);
    return id;
  }

  /** The built encounter and a key → id lookup. */
  build(): { s: M4Encounter; id: (key: string) => CreatureId } {
    const s = this.s;
    return { s, id: (k) => this.id(k) };
  }
}

/** Start a fixture. */
export function anEncounter(width?: number, height?: number, seed?: number | DiceState): EncounterBuilder {
  return new EncounterBuilder(width, height, seed);
}

/** Apply one command to a state (the pure façade with this system). */
export function apply(s: M4Encounter, c: M4Command | object): Outcome<M4Encounter> {
  return applyTo(mounted4e, s, c);
}

/** Apply commands in order; throw with the reason on a refusal. Returns the final state and all events. */
export function runAll(s: M4Encounter, ...cmds: M4Command[]): { s: M4Encounter; events: EventBase[] } {
  const events: EventBase[] = [];
  for (const c of cmds) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type} refused: ${failure(r)}`);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

/** Apply one command expecting a refusal; returns it (throws if it was accepted, or on a bug). */
export function rejected(s: M4Encounter, c: M4Command | object): Refused {
  const r = apply(s, c);
  if (r.ok) throw new Error(`${(c as { type?: string }).type ?? '?'} was accepted`);
  if (r.kind === 'bug') throw new Error(`BUG ${r.error}`);
  return r;
}

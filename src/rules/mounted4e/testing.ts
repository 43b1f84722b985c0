/**
 * Fixture builders for the mounted4e tests: `anEncounter().with('knight', knight()).ridingOn('horse')`.
 * Test-only helpers (pure, no test framework import, so the property test and the replay script can share them).
 */
import { apply, type Command } from '../index';
import {
  newEncounter, type CreatureId, type CreatureInput, type Encounter, type GameEvent, type Outcome,
} from '../core';
import { m4 } from './state';
import { produce } from 'immer';
import { creatureOf } from '../core/creatures';

/** A Medium adventurer knight. */
export function knight(over: Partial<CreatureInput> = {}): CreatureInput {
  return {
    name: 'Sir Aldric', side: 'party', kind: 'adventurer', size: 'medium', speed: 5, reach: 1, hpMax: 40, hp: 40,
    defences: { ac: 18, fort: 16, ref: 13, will: 14 }, initBonus: 2,
    riding: { willingMount: false, militarySaddle: false, mountedCombatFeat: true, combatTrained: true, acrobaticsTrained: false, acrobaticsBonus: 0, athleticsBonus: 5, weightLb: 250, carryCapacityLb: 200 },
    ...over,
  };
}

/** A Large warhorse, willing, with a military saddle. */
export function warhorse(over: Partial<CreatureInput> = {}): CreatureInput {
  return {
    name: 'Warhorse', side: 'party', kind: 'monster', size: 'large', speed: 8, reach: 1, hpMax: 60, hp: 60,
    defences: { ac: 16, fort: 18, ref: 14, will: 12 }, initBonus: 5,
    riding: { willingMount: true, militarySaddle: true, mountedCombatFeat: false, combatTrained: true, acrobaticsTrained: false, acrobaticsBonus: 0, athleticsBonus: 8, weightLb: 1200, carryCapacityLb: 500 },
    ...over,
  };
}

/** A Medium enemy. */
export function orc(over: Partial<CreatureInput> = {}): CreatureInput {
  return { name: 'Orc', side: 'enemy', kind: 'monster', size: 'medium', speed: 6, reach: 1, hpMax: 30, hp: 30, defences: { ac: 15, fort: 15, ref: 13, will: 12 }, initBonus: 1, ...over };
}

/** The encounter builder. */
export class EncounterBuilder {
  private s: Encounter;
  private readonly keys = new Map<string, CreatureId>();
  private last: string | null = null;

  constructor(width = 14, height = 14, seed = 7) {
    this.s = newEncounter({ width, height, seed });
  }

  /** Add a creature under a test key. */
  with(key: string, input: CreatureInput): this {
    const r = apply(this.s, { type: 'addCreature', creature: input });
    if (!r.ok) throw new Error(`fixture: ${key}: ${r.reason.en}`);
    this.s = r.state;
    this.keys.set(key, r.state.creatureOrder[r.state.creatureOrder.length - 1] as CreatureId);
    this.last = key;
    return this;
  }

  /** The last creature added rides `mountKey` (placed directly, as a saved encounter would have it). */
  ridingOn(mountKey: string, asPassenger = false): this {
    const id = this.id(this.last as string);
    const mountId = this.id(mountKey);
    this.s = produce(this.s, (d) => {
      const c = creatureOf(d, id);
      const m = creatureOf(d, mountId);
      if (!c || !m) throw new Error('fixture: ridingOn');
      const hasRider = d.creatureOrder.some((x) => creatureOf(d, x)?.mountId === mountId && creatureOf(d, x)?.isRider);
      c.mountId = mountId;
      c.isRider = !asPassenger && !hasRider;
      c.pos = { ...m.pos };
      if (c.isRider) m4(d).initLinks[mountId] = id;
    });
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
    return this.run({ type: 'paintTerrain', squares, ...(terrain !== undefined ? { terrain } : {}), ...(elevation !== undefined ? { elevation } : {}) });
  }

  /** Start combat with typed-in initiatives (key → value); riders' mounts follow MC-INIT-1. */
  fight(inits: Record<string, number>): this {
    for (const [k, v] of Object.entries(inits)) this.run({ type: 'setInitiative', id: this.id(k), value: v });
    return this;
  }

  /** Apply a command (throws if rejected). */
  run(cmd: Command): this {
    const r = apply(this.s, cmd);
    if (!r.ok) throw new Error(`fixture: ${cmd.type}: ${r.reason.en}`);
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
  build(): { s: Encounter; id: (key: string) => CreatureId } {
    const s = this.s;
    return { s, id: (k) => this.id(k) };
  }
}

/** Start a fixture. */
export function anEncounter(width?: number, height?: number, seed?: number): EncounterBuilder {
  return new EncounterBuilder(width, height, seed);
}

/** Apply commands in order; throw with the reason on a rejection. Returns the final state and all events. */
export function runAll(s: Encounter, ...cmds: Command[]): { s: Encounter; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const c of cmds) {
    const r = apply(s, c);
    if (!r.ok) throw new Error(`${c.type} rejected: ${r.reason.en}`);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

/** Apply one command expecting a rejection; returns it (throws if it was accepted). */
export function rejected(s: Encounter, c: Command): Extract<Outcome, { ok: false }> {
  const r = apply(s, c);
  if (r.ok) throw new Error(`${c.type} was accepted`);
  return r;
}

/** All log sentences of a list of events (English), for readable assertions. */
export function log(events: GameEvent[]): string {
  return events.map((e) => e.text.en).join('\n');
}

/** Builders for new encounters and creatures (defaults in one place). */
import { emptyCreatureTable } from './creatures';
import { seedState } from './dice';
import type { Creature, Encounter, Grid, RuleSystem } from './model';
import { defaultRiding } from './model';

/** Options for {@link newEncounter}. */
export interface NewEncounterOptions {
  id?: string;
  name?: string;
  system?: RuleSystem;
  width?: number;
  height?: number;
  seed?: number;
}

/** An empty grid. */
export function emptyGrid(width: number, height: number, system: RuleSystem): Grid {
  const n = width * height;
  return {
    width,
    height,
    squareSize: system === 'tenkai' ? 10 : 5,
    unit: system === 'tenkai' ? 'm' : 'ft',
    elevation: new Array<number>(n).fill(0),
    terrain: new Array<0>(n).fill(0),
  };
}

/** A new, empty encounter. */
export function newEncounter(opts: NewEncounterOptions = {}): Encounter {
  const system = opts.system ?? 'mounted4e';
  return {
    id: opts.id ?? 'encounter',
    name: opts.name ?? 'Encounter',
    system,
    grid: emptyGrid(opts.width ?? 20, opts.height ?? 15, system),
    creatures: emptyCreatureTable(),
    creatureOrder: [],
    turns: { order: [], current: -1, round: 0 },
    rng: seedState(opts.seed ?? 1),
    nextId: 1,
    seq: 0,
    settings: { optionalFallRule: false },
    pending: null,
    sys: {},
  };
}

/** A creature with sensible defaults; `fields` override them (id is assigned by the addCreature command). */
export function makeCreature(fields: Partial<Creature> & Pick<Creature, 'name'>): Creature {
  return {
    id: '',
    side: 'neutral',
    kind: 'monster',
    size: 'medium',
    pos: { x: 0, y: 0 },
    elevation: 0,
    flying: false,
    flySpeed: 0,
    speed: 6,
    reach: 1,
    hp: 10,
    hpMax: 10,
    tempHp: 0,
    defences: { ac: 10, fort: 10, ref: 10, will: 10 },
    conditions: [],
    initBonus: 0,
    initiative: null,
    notes: '',
    color: '#8a8a8a',
    glyph: fields.name.slice(0, 2),
    riding: defaultRiding(),
    mountId: null,
    isRider: false,
    ...fields,
  };
}

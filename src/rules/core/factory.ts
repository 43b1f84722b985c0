/** Builders for new encounters and creatures (defaults in one place). */
import type { DiceState } from './diceStream';
import { EMPTY_SCENE, type Creature, type Encounter, type Grid } from './model';
import type { GridRules } from './gridRules';
import type { AnyRuleSystem } from './system';

/** Options for {@link newEncounter}. */
export interface NewEncounterOptions {
  id?: string;
  name?: string;
  width?: number;
  height?: number;
  /**
   * The dice (issue 26): for a real encounter, `chachaDice(key)` with a key the app made with the Web Crypto API
   * (`src/app/diceKeys.ts`); `testDice(n)` in tests; a legacy record only to rebuild an old file's history.
   */
  dice: DiceState;
}

/** An empty grid. */
export function emptyGrid(width: number, height: number, rules: Pick<GridRules, 'squareSize' | 'unit'>): Grid {
  const n = width * height;
  return {
    width,
    height,
    squareSize: rules.squareSize,
    unit: rules.unit,
    elevation: new Array<number>(n).fill(0),
    terrain: new Array<0>(n).fill(0),
  };
}

/** A new, empty encounter of a rule system (`E` names its encounter type; the system's `newSys` makes its part). */
export function newEncounterOf<E extends Encounter = Encounter>(system: AnyRuleSystem, opts: NewEncounterOptions): E {
  const enc: Encounter = {
    id: opts.id ?? 'encounter',
    name: opts.name ?? 'Encounter',
    system: system.id,
    grid: emptyGrid(opts.width ?? 20, opts.height ?? 15, system.grid),
    creatures: {},
    creatureOrder: [],
    turns: { order: [], current: -1, round: 0 },
    rng: opts.dice,
    nextId: 1,
    seq: 0,
    pending: null,
    palettes: {},
    scene: EMPTY_SCENE,
    sys: system.newSys(),
  };
  // The one place a system's encounter type is asserted: `system.newSys()` made its part.
  return enc as E;
}

/** A creature's kernel fields with sensible defaults; `fields` override them. */
export function makeCreature<P>(fields: Partial<Creature<P>> & Pick<Creature<P>, 'name' | 'sys'>): Creature<P> {
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
    conditions: [],
    initBonus: 0,
    initiative: null,
    notes: '',
    color: '#8a8a8a',
    glyph: fields.name.slice(0, 2),
    mountId: null,
    isRider: false,
    ...fields,
  };
}

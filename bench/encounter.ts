/**
 * The benchmark encounter: a W×H map with rolling ground heights, difficult and blocking patches, and N
 * creatures of mixed sizes placed directly (no overlapping standing creatures): 30% riders seated on mounts,
 * a few mounts carrying a rider and two passengers, 5% fliers aloft, the rest on foot. Deterministic (own
 * seeded generator), pure; used by the Node engine benchmark and written as an encounter file for the browser.
 */
import {
  fileText,
  makeCreature,
  newEncounterOf,
  testDice,
  nextRandom,
  spaceSide,
  TERRAIN_BLOCKING,
  TERRAIN_DIFFICULT,
  type Creature,
  type Mutable,
  type Side,
  type Size,
  type Terrain,
} from '../src/rules';
import { DEFAULT_PART, mounted4e, type M4Creature, type M4Encounter } from '../src/rules/mounted4e';

/** What to generate. */
export interface BenchSpec {
  width: number;
  height: number;
  creatures: number;
  seed?: number;
}

/** The full-size benchmark (issue 8). */
export const LARGE: BenchSpec = { width: 200, height: 200, creatures: 1000 };
/** The smoke benchmark (CI). */
export const SMOKE: BenchSpec = { width: 40, height: 40, creatures: 50 };

/** Ids the benchmarks use: the mount that carries a rider and two passengers. */
export interface BenchEncounter {
  encounter: M4Encounter;
  /** A mount carrying a rider and two passengers (the command-to-frame probe). */
  loadedMountId: string;
  counts: {
    riders: number;
    mounts: number;
    passengers: number;
    fliers: number;
    onFoot: number;
    bySize: Record<string, number>;
  };
}

/** A seeded [0, 1) generator: the core's dice generator (mulberry32), so the bench adds no second copy. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const r = nextRandom(state);
    state = r.state;
    return r.value;
  };
}

const COLOURS = ['#4da3ff', '#ff5a5a', '#7b4fd1', '#2e7d32', '#c77c2b', '#8a8a8a', '#00897b', '#ad1457'];

/** Generate the encounter. */
export function benchEncounter(spec: BenchSpec): BenchEncounter {
  const { width: W, height: H } = spec;
  const rnd = mulberry32(spec.seed ?? 8);
  const enc = newEncounterOf<M4Encounter>(mounted4e, {
    id: `bench-${W}x${H}-${spec.creatures}`,
    name: `Benchmark ${W}×${H}, ${spec.creatures} creatures`,
    width: W,
    height: H,
    dice: testDice(8),
  }) as Mutable<M4Encounter>;
  const g = enc.grid;
  // Rolling hills and hollows (−2…+4) from a few sine waves; scattered brush and rocks.
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const v = Math.sin(x / 9) * 1.6 + Math.cos(y / 11) * 1.4 + Math.sin((x + y) / 23) * 1.5;
      g.elevation[y * W + x] = Math.max(-2, Math.min(4, Math.round(v)));
      const r = rnd();
      g.terrain[y * W + x] = (r < 0.06 ? TERRAIN_DIFFICULT : r < 0.075 ? TERRAIN_BLOCKING : 0) as Terrain;
    }
  }
  const occupied = new Uint8Array(W * H);
  const fits = (x: number, y: number, side: number): boolean => {
    if (x + side > W || y + side > H) return false;
    for (let j = 0; j < side; j++)
      for (let i = 0; i < side; i++) {
        const k = (y + j) * W + x + i;
        if (occupied[k] || g.terrain[k] === TERRAIN_BLOCKING) return false;
      }
    return true;
  };
  const place = (side: number): { x: number; y: number } => {
    for (let tries = 0; tries < 100000; tries++) {
      const x = Math.floor(rnd() * W);
      const y = Math.floor(rnd() * H);
      if (!fits(x, y, side)) continue;
      for (let j = 0; j < side; j++) for (let i = 0; i < side; i++) occupied[(y + j) * W + x + i] = 1;
      return { x, y };
    }
    throw new Error('bench: the map is too full');
  };

  const n = spec.creatures;
  const riders = Math.round(n * 0.3);
  const mounts = riders;
  const loaded = Math.max(1, Math.round(n / 100)); // mounts with two passengers
  const passengers = loaded * 2;
  const fliers = Math.max(1, Math.round(n * 0.05));
  const onFoot = n - riders - mounts - passengers - fliers;
  if (onFoot < 0) throw new Error('bench: too few creatures');
  const creatures: Creature<M4Creature>[] = [];
  let nextId = 1;
  type Fields = Partial<Omit<Creature<M4Creature>, 'sys'>> & { name: string; riding?: Partial<M4Creature['riding']> };
  const add = ({ riding, ...fields }: Fields): Creature<M4Creature> => {
    const sys: M4Creature = riding ? { ...DEFAULT_PART, riding: { ...DEFAULT_PART.riding, ...riding } } : DEFAULT_PART;
    const c = makeCreature<M4Creature>({ ...fields, id: `c${nextId++}`, sys });
    creatures.push(c);
    return c;
  };
  const sideOf = (i: number): Side => (i % 3 === 0 ? 'enemy' : i % 7 === 0 ? 'neutral' : 'party');
  const colour = (i: number) => COLOURS[i % COLOURS.length] as string;
  const bySize: Record<string, number> = {};
  const count = (s: Size) => (bySize[s] = (bySize[s] ?? 0) + 1);

  // Mounts (Large, every tenth Huge; the loaded ones Huge with room for passengers), each with a rider.
  for (let i = 0; i < mounts; i++) {
    const isLoaded = i < loaded;
    const size: Size = isLoaded || i % 10 === 9 ? 'huge' : 'large';
    count(size);
    const side = sideOf(i);
    const m = add({
      name: `${isLoaded ? 'Elephant' : size === 'huge' ? 'Mammoth' : 'Warhorse'} ${i + 1}`,
      size,
      side,
      pos: place(spaceSide(size)),
      speed: 8,
      hp: 60,
      hpMax: 60,
      color: colour(i),
      glyph: 'M',
      riding: {
        willingMount: true,
        militarySaddle: i % 2 === 0,
        combatTrained: true,
        weightLb: 1200,
        carryCapacityLb: 1200,
        ...(isLoaded ? { passengerCapacity: 2 } : {}),
      },
    });
    const riderSize: Size = i % 4 === 0 ? 'small' : 'medium';
    count(riderSize);
    add({
      name: `Rider ${i + 1}`,
      size: riderSize,
      side,
      kind: i % 2 === 0 ? 'adventurer' : 'monster',
      pos: { ...m.pos },
      mountId: m.id,
      isRider: true,
      hp: 40,
      hpMax: 40,
      color: colour(i + 3),
      glyph: 'R',
      riding: { mountedCombatFeat: true, weightLb: 200 },
    });
    if (isLoaded) {
      for (let p = 0; p < 2; p++) {
        count('medium');
        add({
          name: `Passenger ${i + 1}.${p + 1}`,
          side,
          kind: 'adventurer',
          pos: { ...m.pos },
          mountId: m.id,
          isRider: false,
          hp: 25,
          hpMax: 25,
          color: colour(i + 5 + p),
          glyph: 'P',
        });
      }
    }
  }
  // Fliers aloft.
  for (let i = 0; i < fliers; i++) {
    const size: Size = i % 5 === 0 ? 'large' : 'medium';
    count(size);
    add({
      name: `Harpy ${i + 1}`,
      size,
      side: sideOf(i + 1),
      pos: place(spaceSide(size)),
      flying: true,
      flySpeed: 8,
      elevation: 1 + (i % 4),
      hp: 30,
      hpMax: 30,
      color: colour(i + 1),
      glyph: 'H',
    });
  }
  // On foot: mostly Medium, some Small / Tiny / Large / Huge / Gargantuan.
  const footSizes: Size[] = [
    'medium',
    'medium',
    'medium',
    'small',
    'medium',
    'large',
    'tiny',
    'medium',
    'huge',
    'medium',
    'small',
    'gargantuan',
  ];
  for (let i = 0; i < onFoot; i++) {
    const size = footSizes[i % footSizes.length] as Size;
    count(size);
    add({
      name: `Soldier ${i + 1}`,
      size,
      side: sideOf(i + 2),
      pos: place(spaceSide(size)),
      hp: 20 + (i % 30),
      hpMax: 50,
      color: colour(i + 2),
      glyph: 'S',
      initBonus: i % 5,
    });
  }
  enc.creatures = Object.fromEntries(creatures.map((c) => [c.id, c])) as Mutable<M4Encounter>['creatures'];
  enc.creatureOrder = creatures.map((c) => c.id);
  enc.nextId = nextId;
  return {
    encounter: enc as M4Encounter,
    loadedMountId: 'c1',
    counts: { riders, mounts, passengers, fliers, onFoot, bySize },
  };
}

/** The encounter as file text (what `importFile` reads). */
export function benchFile(spec: BenchSpec): { text: string; loadedMountId: string; counts: BenchEncounter['counts'] } {
  const b = benchEncounter(spec);
  return { text: fileText(b.encounter, [], 0), loadedMountId: b.loadedMountId, counts: b.counts };
}

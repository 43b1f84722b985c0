/**
 * The combat benchmark of issue 33: a real session, not a scatter of random commands.
 *
 * - `combatEncounter(n)`: a map of squads in clusters — a party squad facing an enemy squad a few squares apart,
 *   each squad a third riders on their mounts (Large, every tenth Huge), archers and soldiers on foot, a flier —
 *   with the same density whatever `n` (the map grows with the number of clusters).
 * - `CombatDriver`: initiative for everyone, then turn by turn as a GM runs it: the current creature (an
 *   adventurer rider with its mount, MC-TURN-1) stands up when prone, gets back on its own mount when it was
 *   unseated (so riders stay mounted), moves — a rider moves its mount — toward the nearest enemy, attacks it
 *   (melee, ranged, or a close burst when several enemies stand next to it), and after a hit pushes it (a rider
 *   pushed alone saves, MC-FM-2), knocks it prone (MC-PRONE-*) or puts an effect on it (save ends, ongoing
 *   damage, until the end of the attacker's next turn, marked); sometimes rolls dice, heals, or the GM undoes a
 *   command and redoes it; every pending decision is answered (saves rolled, squares picked, opportunity
 *   attacks taken or declined); then `nextTurn` (end-of-turn saves, start-of-turn ongoing damage).
 * - The driver chooses with the rules' own queries (the UI's previews), so almost everything it sends applies;
 *   what the rules refuse, what applied but changed nothing, and undo / redo are counted apart by kind.
 * - `record` runs the driver and returns the script it sent (commands, undo, redo); `replayScript` applies a script
 *   to a fresh session and times only the engine: the bench takes the fastest of several replays of the same
 *   script (the same work every time, so a burst of load from other processes shows as a slower replay, not as
 *   a different figure).
 */
import {
  cellKey,
  creatureOf,
  isPlan,
  makeCreature,
  newEncounterOf,
  newSession,
  planMove,
  spaceSide,
  spatialIndex,
  testDice,
  type Command,
  type Creature,
  type CreatureId,
  type Mutable,
  type Point,
  type Session,
  type Side,
  type Size,
} from '../src/rules';
import {
  DEFAULT_PART,
  forcedMoveNextSquares,
  grid,
  hasCondition,
  mounted4e,
  type AttackSpec,
  type M4Command,
  type M4Creature,
  type M4Encounter,
} from '../src/rules/mounted4e';
import { mulberry32 } from './encounter';

/** One step of a script: a command, an undo or a redo. */
export type Op = { readonly c: Command; readonly k: Kind } | { readonly u: 'undo' | 'redo' };

/** What the driver sends, by intent (the table's rows). */
export type Kind =
  | 'initiative'
  | 'nextTurn'
  | 'move'
  | 'mountMove'
  | 'melee'
  | 'ranged'
  | 'area'
  | 'push'
  | 'knockProne'
  | 'addEffect'
  | 'standUp'
  | 'remount'
  | 'rollDice'
  | 'heal'
  | 'decide';

/** Per kind: sent, applied, refused, applied but changing nothing beyond the command counter. */
export interface KindCount {
  sent: number;
  applied: number;
  refused: number;
  noop: number;
}

const SQUAD = 10;

/** Counts of the generated encounter. */
export interface CombatCounts {
  creatures: number;
  riders: number;
  mounts: number;
  fliers: number;
  onFoot: number;
  clusters: number;
  width: number;
  height: number;
}

/**
 * The clustered encounter: `n / 20` clusters, each a party squad of 10 facing an enemy squad of 10, 6 squares
 * apart; squads of riders (3 rider–mount pairs), 3 soldiers and an archer. Deterministic.
 */
export function combatEncounter(n: number, seed = 33): { encounter: M4Encounter; counts: CombatCounts } {
  const clusters = Math.max(1, Math.round(n / (2 * SQUAD)));
  const perRow = Math.ceil(Math.sqrt(clusters * 1.5));
  const rows = Math.ceil(clusters / perRow);
  const CW = 24;
  const CH = 20;
  const W = perRow * CW;
  const H = rows * CH;
  const rnd = mulberry32(seed);
  const enc = newEncounterOf<M4Encounter>(mounted4e, {
    id: `combat-${n}`,
    name: `Combat, ${n} creatures`,
    width: W,
    height: H,
    dice: testDice(seed),
  }) as Mutable<M4Encounter>;
  // A little difficult ground between the lines, as on a real map.
  for (let i = 0; i < W * H; i++) if (rnd() < 0.04) enc.grid.terrain[i] = 1;
  const creatures: Creature<M4Creature>[] = [];
  let next = 1;
  const add = (fields: Partial<Creature<M4Creature>> & { name: string }, sys: M4Creature): Creature<M4Creature> => {
    const c = makeCreature<M4Creature>({ ...fields, id: `c${next++}`, sys });
    creatures.push(c);
    return c;
  };
  const counts: CombatCounts = {
    creatures: 0,
    riders: 0,
    mounts: 0,
    fliers: 0,
    onFoot: 0,
    clusters,
    width: W,
    height: H,
  };
  const part = (riding: Partial<M4Creature['riding']>, defences?: Partial<M4Creature['defences']>): M4Creature => ({
    ...DEFAULT_PART,
    defences: { ...DEFAULT_PART.defences, ...defences },
    riding: { ...DEFAULT_PART.riding, ...riding },
  });
  let made = 0;
  let link = 1;
  for (let k = 0; k < clusters && made < n; k++) {
    const ox = (k % perRow) * CW + 2;
    const oy = Math.floor(k / perRow) * CH + 2;
    for (const [side, dx] of [
      ['party', 0],
      ['enemy', 12],
    ] as [Side, number][]) {
      const kind = side === 'party' ? 'adventurer' : 'monster';
      // Three rider–mount pairs in the front column (Large mounts: a 2×2 space every 3 rows).
      for (let i = 0; i < 3 && made + 2 <= n; i++) {
        const huge = (k + i) % 10 === 9;
        const size: Size = huge ? 'huge' : 'large';
        const pos = { x: ox + dx + (side === 'party' ? 6 : 0), y: oy + i * 5 };
        const m = add(
          {
            name: `${huge ? 'Mammoth' : 'Warhorse'} ${k + 1}.${side[0]}${i + 1}`,
            side,
            size,
            pos,
            speed: 8,
            hp: 60,
            hpMax: 60,
            initBonus: 2,
            color: side === 'party' ? '#4da3ff' : '#ff5a5a',
            glyph: 'M',
          },
          part(
            {
              willingMount: true,
              combatTrained: true,
              militarySaddle: i % 2 === 0,
              weightLb: 1200,
              carryCapacityLb: 1200,
            },
            { ac: 16, fort: 16, ref: 13, will: 12 },
          ),
        );
        // Seated as a saved encounter has it: the mount's initiative linked to its rider (MC-INIT-1).
        (m as { sys: M4Creature }).sys = { ...m.sys, initLink: { rider: `c${next}`, serial: link++ } };
        add(
          {
            name: `Rider ${k + 1}.${side[0]}${i + 1}`,
            side,
            kind,
            size: 'medium',
            pos: { ...m.pos },
            mountId: m.id,
            isRider: true,
            hp: 45,
            hpMax: 45,
            initBonus: 4,
            color: side === 'party' ? '#2e7d32' : '#ad1457',
            glyph: 'R',
          },
          part({ mountedCombatFeat: k % 2 === 0, weightLb: 200 }, { ac: 18, fort: 15, ref: 14, will: 14 }),
        );
        made += 2;
        counts.riders++;
        counts.mounts++;
      }
      // Three soldiers and an archer on foot in the second column, a flier over them.
      for (let i = 0; i < 4 && made < n; i++) {
        add(
          {
            name: `${i === 3 ? 'Archer' : 'Soldier'} ${k + 1}.${side[0]}${i + 1}`,
            side,
            kind,
            size: 'medium',
            pos: { x: ox + dx + (side === 'party' ? 4 : 3), y: oy + 1 + i * 4 },
            hp: 35,
            hpMax: 35,
            initBonus: i,
            color: side === 'party' ? '#7b4fd1' : '#c77c2b',
            glyph: i === 3 ? 'A' : 'S',
          },
          part({}, { ac: 17, fort: 14, ref: 14, will: 13 }),
        );
        made++;
        counts.onFoot++;
      }
      if (made < n) {
        add(
          {
            name: `Harpy ${k + 1}.${side[0]}`,
            side,
            kind: 'monster',
            size: 'medium',
            pos: { x: ox + dx + (side === 'party' ? 2 : 5), y: oy + 8 },
            flying: true,
            flySpeed: 6,
            elevation: 1,
            hp: 30,
            hpMax: 30,
            initBonus: 3,
            color: '#00897b',
            glyph: 'H',
          },
          { ...part({}), hover: true },
        );
        made++;
        counts.fliers++;
      }
    }
  }
  enc.creatures = Object.fromEntries(creatures.map((c) => [c.id, c])) as Mutable<M4Encounter>['creatures'];
  enc.creatureOrder = creatures.map((c) => c.id);
  enc.nextId = next;
  enc.sys = { ...enc.sys, nextLink: link };
  counts.creatures = creatures.length;
  return { encounter: enc as M4Encounter, counts };
}

type C4 = Creature<M4Creature>;

const MELEE: AttackSpec = { bonus: 7, vs: 'ac', damage: { count: 1, sides: 8, plus: 3 } };
const RANGED: AttackSpec = { bonus: 6, vs: 'ac', damage: { count: 1, sides: 10, plus: 2 }, range: 10 };
const BURST: AttackSpec = { bonus: 5, vs: 'ref', damage: { count: 1, sides: 6, plus: 2 } };

const chebyshev = (a: Point, b: Point) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Squares between two spaces (0 = adjacent or overlapping). */
function gap(a: C4, b: C4): number {
  const sa = spaceSide(a.size);
  const sb = spaceSide(b.size);
  const dx = Math.max(0, b.pos.x - (a.pos.x + sa - 1), a.pos.x - (b.pos.x + sb - 1));
  const dy = Math.max(0, b.pos.y - (a.pos.y + sa - 1), a.pos.y - (b.pos.y + sb - 1));
  return Math.max(dx, dy) - 1;
}

/** The seeded GM of the combat benchmark (see the module comment). */
export class CombatDriver {
  readonly h: Session<M4Encounter, Command>;
  readonly script: Op[] = [];
  readonly counts: Record<string, KindCount> = {};
  readonly refusals: Record<string, number> = {};
  private readonly rnd: () => number;
  /** The mount each rider started on (an unseated rider gets back on it). */
  private readonly homeMount = new Map<CreatureId, CreatureId>();
  private started = false;
  /** Commands sent in the current turn (a guard against a turn that never ends). */
  private inTurn = 0;
  private plan: string[] = [];
  private turn = '';

  constructor(initial: M4Encounter, seed = 42) {
    this.h = newSession(initial);
    this.rnd = mulberry32(seed);
    for (const id of initial.creatureOrder) {
      const c = creatureOf(initial, id);
      if (c?.mountId && c.isRider) this.homeMount.set(id, c.mountId);
    }
  }

  get s(): M4Encounter {
    return this.h.state;
  }

  /** Riders on their mounts now (the bench reports it at the start and the end: riders stay mounted). */
  carried(): number {
    let n = 0;
    for (const [id, m] of this.homeMount) if (creatureOf(this.s, id)?.mountId === m) n++;
    return n;
  }

  private count(k: string): KindCount {
    return (this.counts[k] ??= { sent: 0, applied: 0, refused: 0, noop: 0 });
  }

  /** Send a command; returns whether it applied. */
  private send(k: Kind, c: M4Command): boolean {
    const n = this.count(k);
    n.sent++;
    this.inTurn++;
    const r = this.h.apply(c as Command);
    this.script.push({ c: c as Command, k });
    if (!r.ok) {
      if (r.kind === 'bug') throw new Error(`bench: a command hit a bug: ${c.type}: ${r.error}`);
      n.refused++;
      const key = `${k}: ${(r.reason as { m?: string }).m ?? '?'}`;
      this.refusals[key] = (this.refusals[key] ?? 0) + 1;
      return false;
    }
    n.applied++;
    const d = r.diff;
    const rootKeys = Object.keys(d.root).filter((x) => x !== 'seq' && x !== 'rng');
    if (
      Object.keys(d.added).length + Object.keys(d.updated).length + Object.keys(d.removed).length === 0 &&
      rootKeys.length === 0 &&
      r.events.length === 0
    )
      n.noop++;
    return true;
  }

  private pick<T>(xs: readonly T[]): T | undefined {
    return xs.length ? xs[Math.floor(this.rnd() * xs.length)] : undefined;
  }

  /** The standing creature that stands for `c` on the map (its mount, if carried). */
  private footprint(c: C4): C4 {
    return (c.mountId ? creatureOf(this.s, c.mountId) : undefined) ?? c;
  }

  private enemyOf(me: C4, other: C4): boolean {
    return other.side !== me.side && other.side !== 'neutral' && me.side !== 'neutral' && other.hp > 0;
  }

  /** The nearest enemies of `c` (standing creatures and what they carry), nearest first, within `r` squares. */
  private enemiesNear(c: C4, r: number): C4[] {
    const s = this.s;
    const idx = spatialIndex(s);
    const f = this.footprint(c);
    const side = spaceSide(f.size);
    const found: { e: C4; d: number }[] = [];
    const seen = new Set<CreatureId>();
    for (let y = f.pos.y - r; y < f.pos.y + side + r; y++) {
      for (let x = f.pos.x - r; x < f.pos.x + side + r; x++) {
        const list = idx.cells.get(cellKey(x, y));
        if (!list) continue;
        for (const st of list) {
          if (seen.has(st.c.id)) continue;
          seen.add(st.c.id);
          const standing = st.c as C4;
          const d = gap(f, standing);
          for (const id of [standing.id, ...(idx.carried.get(standing.id) ?? [])]) {
            const e = creatureOf(s, id);
            if (e && this.enemyOf(c, e)) found.push({ e, d });
          }
        }
      }
    }
    found.sort((a, b) => a.d - b.d);
    return found.map((x) => x.e);
  }

  /** A move of `mover` (the creature or its mount) toward `target`: the first legal square of a few tries. */
  private approach(mover: C4, target: C4): Point | null {
    const s = this.s;
    const speed = hasCondition(s, mover, 'slowed') ? 2 : mover.speed;
    const side = spaceSide(mover.size);
    const tf = this.footprint(target);
    const ts = spaceSide(tf.size);
    // Squares where the mover's space touches the target's space, nearest to the mover first.
    const ring: Point[] = [];
    for (let y = tf.pos.y - side; y <= tf.pos.y + ts; y++)
      for (let x = tf.pos.x - side; x <= tf.pos.x + ts; x++)
        if (x <= tf.pos.x - side || x >= tf.pos.x + ts || y <= tf.pos.y - side || y >= tf.pos.y + ts)
          ring.push({ x, y });
    ring.sort((a, b) => chebyshev(a, mover.pos) - chebyshev(b, mover.pos));
    const tries: Point[] = ring.filter((p) => chebyshev(p, mover.pos) <= speed).slice(0, 4);
    if (tries.length === 0) {
      // Too far: as far as its speed takes it, toward the target.
      const dx = Math.sign(tf.pos.x - mover.pos.x);
      const dy = Math.sign(tf.pos.y - mover.pos.y);
      for (let k = speed; k >= 2 && tries.length < 4; k -= 2)
        tries.push({ x: mover.pos.x + dx * k, y: mover.pos.y + dy * Math.min(k, Math.abs(tf.pos.y - mover.pos.y)) });
    }
    for (const to of tries) {
      if (to.x < 0 || to.y < 0 || to.x + side > s.grid.width || to.y + side > s.grid.height) continue;
      if (isPlan(planMove(s, grid, mover.id, to, speed))) return to;
    }
    return null;
  }

  /** Answer the pending decision as a GM does: roll saves, take or decline attacks, pick a square. */
  private decide(): void {
    const p = this.s.pending;
    if (!p) return;
    const open = p.options.filter((o) => !o.disabledReason);
    let opt = open.find((o) => o.id === 'roll' || o.id === 'save');
    if (!opt && p.kind === 'mc.opportunity') opt = open.find((o) => this.rnd() < 0.5 === (o.id === 'decline'));
    opt ??= this.pick(open.filter((o) => o.id !== 'typed')) ?? this.pick(open);
    if (!opt) {
      this.send('decide', { type: 'cancelDecision' });
      return;
    }
    this.send('decide', { type: 'decide', optionId: opt.id });
  }

  private endTurn(): void {
    this.plan = [];
    this.inTurn = 0;
    this.send('nextTurn', { type: 'nextTurn' });
  }

  /** One step: one command (or an undo / redo) of the session. */
  step(): void {
    if (!this.started) {
      this.started = true;
      this.send('initiative', { type: 'rollInitiative', all: true });
      return;
    }
    if (this.s.pending) return this.decide();
    const s = this.s;
    const cur = creatureOf(s, s.turns.order[s.turns.current] as CreatureId) as C4 | undefined;
    const key = `${s.turns.round}:${s.turns.current}`;
    if (key !== this.turn) {
      // What this creature does this turn, decided at its start.
      this.turn = key;
      this.inTurn = 0;
      this.plan = ['ready', 'move', 'attack', 'extra', 'end'];
    }
    if (!cur || this.inTurn > 12) return this.endTurn();
    const next = this.plan.shift() ?? 'end';
    switch (next) {
      case 'ready':
        return this.ready(cur);
      case 'move':
        return this.move(cur);
      case 'attack':
        return this.attack(cur);
      case 'extra':
        return this.extra(cur);
      default:
        return this.endTurn();
    }
  }

  /** Start of a turn: a creature that is down is healed by the GM; a prone one stands; an unseated rider remounts. */
  private ready(c: C4): void {
    const s = this.s;
    if (c.hp <= 0) {
      this.send('heal', { type: 'changeHp', id: c.id, amount: c.hpMax });
      return;
    }
    if (hasCondition(s, c, 'prone')) {
      this.send('standUp', { type: 'standUp', id: c.id });
      this.plan = ['remount', ...this.plan.filter((x) => x !== 'move')];
      return;
    }
    const home = this.homeMount.get(c.id);
    const m = home ? (creatureOf(s, home) as C4 | undefined) : undefined;
    if (home && m && c.mountId !== home && !m.mountId && gap(c, m) === 0) {
      if (this.send('remount', { type: 'mount', id: c.id, mountId: home, via: 'adjacent' }))
        this.plan = this.plan.filter((x) => x !== 'move');
      return;
    }
    if (home && m && c.mountId !== home && !m.mountId) {
      // Walk back to the mount first (and get on it next turn).
      const to = this.approach(c, m);
      if (to && this.send('move', { type: 'moveCreature', id: c.id, to }))
        this.plan = this.plan.filter((x) => x !== 'move');
      return;
    }
    if (this.rnd() < 0.04) {
      this.send('rollDice', { type: 'rollDice', expr: this.pick(['1d20+5', '2d6', '4d6kh3', '1d8+3'])!, by: c.id });
      return;
    }
    return this.step();
  }

  /** Move toward the nearest enemy: a rider moves its mount, a carried passenger stays. */
  private move(c: C4): void {
    const s = this.s;
    const e = this.enemiesNear(c, 4)[0] ?? this.enemiesNear(c, 14)[0];
    if (!e) return this.step();
    const mover = c.mountId ? (creatureOf(s, c.mountId) as C4) : c;
    // A passenger stays; a monster rider's mount moves on its own turn (MC-TURN-3).
    if (c.mountId && (!c.isRider || c.kind === 'monster')) return this.step();
    if (gap(this.footprint(c), this.footprint(e)) === 0) return this.step();
    if (hasCondition(s, mover, 'prone')) return this.step();
    const to = this.approach(mover, e);
    if (!to) return this.step();
    this.send(mover === c ? 'move' : 'mountMove', { type: 'moveCreature', id: mover.id, to });
  }

  /** A melee attack on an adjacent enemy, a ranged one, or a close burst when several are adjacent. */
  private attack(c: C4): void {
    const s = this.s;
    if (c.hp <= 0) return this.step();
    const adjacent = this.enemiesNear(c, 1).filter((e) => gap(this.footprint(c), this.footprint(e)) === 0);
    const r = this.rnd();
    let target: C4 | undefined;
    let hit = false;
    if (adjacent.length >= 3 && r < 0.15 && !c.mountId) {
      const before = this.h.length;
      this.send('area', {
        type: 'attack',
        attackerId: c.id,
        kind: 'close',
        attack: BURST,
        area: { shape: 'burst', size: 1, affects: 'enemies' },
      });
      hit = this.h.length > before && this.lastHit();
      target = adjacent[0];
    } else if (adjacent.length > 0 && r < 0.85) {
      // Rider or mount: a GM picks either (MC-TGT-1).
      target = this.pick(adjacent.slice(0, 3));
      if (!target) return this.step();
      const ok = this.send('melee', {
        type: 'attack',
        attackerId: c.id,
        targetId: target.id,
        kind: 'melee',
        attack: MELEE,
      });
      hit = ok && this.lastHit();
    } else {
      target = this.pick(this.enemiesNear(c, 9).slice(0, 4));
      if (!target) return this.step();
      const ok = this.send('ranged', {
        type: 'attack',
        attackerId: c.id,
        targetId: target.id,
        kind: 'ranged',
        attack: RANGED,
      });
      hit = ok && this.lastHit();
    }
    if (!hit || !target) return;
    const t = creatureOf(this.s, target.id) as C4 | undefined;
    if (!t || this.s.pending) return;
    // What the power does on a hit.
    const roll = this.rnd();
    if (roll < 0.3 && gap(this.footprint(c), this.footprint(t)) === 0) this.plan.unshift(`push:${t.id}`);
    else if (roll < 0.42) this.plan.unshift(`prone:${t.id}`);
    else if (roll < 0.8) this.plan.unshift(`effect:${t.id}`);
    const first = this.plan[0] ?? '';
    if (first.includes(':')) {
      this.plan.shift();
      this.after(c, first);
    }
  }

  private lastHit(): boolean {
    const e = this.h.entry(this.h.cursor - 1);
    return !!e && e.events.some((x) => x.type === 'attackHit');
  }

  /** The power's rider on a hit: push, prone, or an effect that lasts. */
  private after(c: C4, what: string): void {
    const [kind, id] = what.split(':') as [string, string];
    const t = creatureOf(this.s, id) as C4 | undefined;
    if (!t) return this.step();
    if (kind === 'push') {
      const path: Point[] = [];
      const next = this.pick(forcedMoveNextSquares(this.s, t.id, 'push', c.id, path));
      if (!next) return this.step();
      path.push(next);
      this.send('push', { type: 'forceMove', targetId: t.id, kind: 'push', sourceId: c.id, distance: 1, path });
      return;
    }
    if (kind === 'prone') {
      if (hasCondition(this.s, t, 'prone')) return this.step();
      this.send('knockProne', { type: 'knockProne', id: t.id });
      return;
    }
    const r = this.rnd();
    const effect: Pick<Extract<M4Command, { type: 'addEffect' }>, 'what' | 'duration'> = r < 0.3
      ? { what: { kind: 'ongoing', amount: 5, damageType: 'fire' }, duration: { kind: 'saveEnds' } }
      : r < 0.5
        ? {
            what: { kind: 'condition', condition: this.pick(['dazed', 'slowed', 'weakened'])! },
            duration: { kind: 'saveEnds' },
          }
        : r < 0.7
          ? { what: { kind: 'attack', value: -2 }, duration: { kind: 'endOfSourceNext' } }
          : r < 0.85
            ? { what: { kind: 'condition', condition: 'marked' }, duration: { kind: 'endOfSourceNext' } }
            : { what: { kind: 'defence', defence: 'all', value: -2 }, duration: { kind: 'endOfTargetNext' } };
    this.send('addEffect', { type: 'addEffect', targetId: t.id, sourceId: c.id, label: 'Power', ...effect });
  }

  /** Now and then: a heal, a dice roll, or the GM takes the last command back and does it again. */
  private extra(c: C4): void {
    const next = this.plan[0];
    if (next && next.includes(':')) {
      this.plan.shift();
      return this.after(c, next);
    }
    const r = this.rnd();
    if (r < 0.06 && this.h.canUndo) {
      this.undo();
      return;
    }
    if (r < 0.12 && c.hp < c.hpMax / 2) {
      this.send('heal', { type: 'changeHp', id: c.id, amount: 8 });
      return;
    }
    if (r < 0.17) {
      this.send('rollDice', { type: 'rollDice', expr: '1d20+4', by: c.id });
      return;
    }
    return this.step();
  }

  /** Undo the last command and, nine times in ten, redo it (recorded, so the replay does the same). */
  private undo(): void {
    const u = this.count('undo');
    u.sent++;
    u.applied++;
    this.h.undo();
    this.script.push({ u: 'undo' });
    if (this.rnd() < 0.9) {
      const r = this.count('redo');
      r.sent++;
      r.applied++;
      this.h.redo();
      this.script.push({ u: 'redo' });
    } else {
      // The command is dropped: the plan goes on from the state before it.
    }
  }
}

/** Run the driver for `ops` script steps on `enc`; the script, the counts and the riders mounted before / after. */
export function record(enc: M4Encounter, ops: number, seed = 42) {
  const d = new CombatDriver(enc, seed);
  const mountedBefore = d.carried();
  while (d.script.length < ops) d.step();
  return {
    script: d.script,
    counts: d.counts,
    refusals: d.refusals,
    mountedBefore,
    mountedAfter: d.carried(),
    rounds: d.s.turns.round,
    final: d.h,
  };
}

/** Apply a script to a fresh session of `enc`, timing only the engine; per-op µs when `times` is given. */
export function replayScript(
  enc: M4Encounter,
  script: readonly Op[],
  times?: Float64Array,
): { ms: number; applied: number; session: Session<M4Encounter, Command> } {
  const h = newSession(enc) as Session<M4Encounter, Command>;
  let ms = 0;
  let applied = 0;
  for (let i = 0; i < script.length; i++) {
    const op = script[i] as Op;
    const t = performance.now();
    let ok: boolean;
    if ('u' in op) ok = (op.u === 'undo' ? h.undo() : h.redo()) !== null;
    else ok = h.apply(op.c).ok;
    const dt = performance.now() - t;
    ms += dt;
    if (ok) applied++;
    if (times) times[i] = dt * 1000;
  }
  return { ms, applied, session: h };
}

/**
 * The seeded command driver of the benchmarks: a realistic out-of-combat mix on the benchmark encounter (moves
 * on foot and of loaded mounts, pushes, knock-prone chains with their decisions, stand up, dismount / mount, HP
 * changes, conditions, undo and redo), recorded in an undo history as the store does (`record`). Used by the
 * engine benchmark (bench/engine.ts) and to write the 5,000-command autosave of the reload start-up
 * (bench/gen.ts).
 */
import { creatureOf, newSession, type Command, type Point, type Session } from '../src/rules';
import {
  forcedMoveNextSquares,
  legalDismountSquares,
  m4Part,
  type M4Creature,
  type M4Encounter,
} from '../src/rules/mounted4e';
import type { Creature } from '../src/rules';
import { mulberry32 } from './encounter';

export type Kind =
  | 'move'
  | 'moveMount'
  | 'push'
  | 'knockProne'
  | 'standUp'
  | 'dismount'
  | 'mount'
  | 'changeHp'
  | 'setCondition'
  | 'undo'
  | 'redo'
  | 'decide';
/** Weights of the mix (per 100 steps); `decide` is added whenever a decision is pending. */
export const MIX: [Kind, number][] = [
  ['move', 30],
  ['moveMount', 12],
  ['push', 12],
  ['knockProne', 8],
  ['standUp', 6],
  ['dismount', 5],
  ['mount', 5],
  ['changeHp', 8],
  ['setCondition', 4],
  ['undo', 7],
  ['redo', 3],
];

export class Driver {
  h: Session<M4Encounter, Command>;
  readonly rnd = mulberry32(42);
  readonly counts: Record<string, { sent: number; applied: number; ms?: number }> = {};
  /** Time spent inside the engine (`apply` / `undo` / `redo`), without the driver's choosing. */
  engineMs = 0;
  /** Riders taken off their mounts by the driver (candidates for `mount`). */
  private unseated: { id: string; mountId: string }[] = [];
  /** Per-command times in µs (for p50 / p95 / p99), when `keepTimes` is set. */
  readonly times: number[] = [];
  keepTimes = false;
  constructor(initial: M4Encounter) {
    this.h = newSession(initial);
  }
  get s(): M4Encounter {
    return this.h.state;
  }
  private pick<T>(xs: readonly T[]): T | undefined {
    return xs.length ? xs[Math.floor(this.rnd() * xs.length)] : undefined;
  }
  private creature(filter: (c: Creature<M4Creature>) => boolean): Creature<M4Creature> | undefined {
    const s = this.s;
    for (let tries = 0; tries < 40; tries++) {
      const c = creatureOf(s, this.pick(s.creatureOrder) as string);
      if (c && filter(c)) return c;
    }
    return undefined;
  }
  private near(p: Point, r: number): Point {
    const s = this.s;
    const d = () => Math.floor(this.rnd() * (2 * r + 1)) - r;
    return {
      x: Math.max(0, Math.min(s.grid.width - 1, p.x + d())),
      y: Math.max(0, Math.min(s.grid.height - 1, p.y + d())),
    };
  }
  private send(kind: Kind, c: Command | null): void {
    const k = (this.counts[kind] ??= { sent: 0, applied: 0 });
    if (!c) return;
    k.sent++;
    const t = performance.now();
    const r = this.h.apply(c);
    const dt = performance.now() - t;
    this.engineMs += dt;
    k.ms = (k.ms ?? 0) + dt;
    if (this.keepTimes) this.times.push(dt * 1000);
    if (r.ok) k.applied++;
    else if (r.kind === 'bug') throw new Error(`bench: a command hit a bug: ${c.type}: ${r.error}`);
  }
  /** A command of the mix (or an undo / redo). Returns false when nothing could be sent. */
  step(allowUndo = true): void {
    const s = this.s;
    if (s.pending) {
      const opt = this.pick(s.pending.options.filter((o) => !o.disabledReason));
      this.send('decide', opt ? { type: 'decide', optionId: opt.id } : { type: 'cancelDecision' });
      return;
    }
    let roll = this.rnd() * 100;
    let kind: Kind = 'move';
    for (const [k, w] of MIX) {
      if (roll < w) {
        kind = k;
        break;
      }
      roll -= w;
    }
    if (!allowUndo && (kind === 'undo' || kind === 'redo')) kind = 'move';
    switch (kind) {
      case 'undo': {
        const k = (this.counts.undo ??= { sent: 0, applied: 0 });
        k.sent++;
        if (this.h.canUndo) {
          const t = performance.now();
          this.h.undo();
          this.engineMs += performance.now() - t;
          k.applied++;
        }
        return;
      }
      case 'redo': {
        const k = (this.counts.redo ??= { sent: 0, applied: 0 });
        k.sent++;
        if (this.h.cursor < this.h.length) {
          const t = performance.now();
          this.h.redo();
          this.engineMs += performance.now() - t;
          k.applied++;
        }
        return;
      }
      case 'move': {
        const c = this.creature((x) => !x.mountId && !x.conditions.includes('prone'));
        return this.send(kind, c ? { type: 'moveCreature', id: c.id, to: this.near(c.pos, 3) } : null);
      }
      case 'moveMount': {
        const m = this.creature((x) => !x.mountId && m4Part(x).riding.willingMount && !x.conditions.includes('prone'));
        return this.send(kind, m ? { type: 'moveCreature', id: m.id, to: this.near(m.pos, 4) } : null);
      }
      case 'push': {
        const t = this.creature((x) => x.hp > 0);
        const src = this.creature((x) => x.id !== t?.id);
        if (!t || !src) return this.send(kind, null);
        // Push 1–2 squares away from another creature (the power's user), square by square (B-2).
        const path: Point[] = [];
        for (let i = 0; i < 2; i++) {
          const next = this.pick(forcedMoveNextSquares(s, t.id, 'push', src.id, path));
          if (!next) break;
          path.push(next);
        }
        return this.send(kind, {
          type: 'forceMove',
          targetId: t.id,
          kind: 'push',
          sourceId: src.id,
          distance: 2,
          path,
        });
      }
      case 'knockProne': {
        const c = this.creature((x) => !x.conditions.includes('prone') && x.hp > 0);
        return this.send(kind, c ? { type: 'knockProne', id: c.id } : null);
      }
      case 'standUp': {
        const c = this.creature((x) => x.conditions.includes('prone'));
        return this.send(kind, c ? { type: 'standUp', id: c.id } : null);
      }
      case 'dismount': {
        const c = this.creature((x) => !!x.mountId && x.isRider);
        if (!c) return this.send(kind, null);
        const to = this.pick(legalDismountSquares(s, c.id));
        if (to) this.unseated.push({ id: c.id, mountId: c.mountId as string });
        return this.send(kind, { type: 'dismount', id: c.id, ...(to ? { to } : {}) });
      }
      case 'mount': {
        const u = this.unseated.shift();
        return this.send(kind, u ? { type: 'mount', id: u.id, mountId: u.mountId, via: 'adjacent' } : null);
      }
      case 'changeHp': {
        const c = this.creature(() => true);
        return this.send(kind, c ? { type: 'changeHp', id: c.id, amount: this.rnd() < 0.7 ? -3 : 2 } : null);
      }
      case 'setCondition': {
        const c = this.creature(() => true);
        return this.send(
          kind,
          c ? { type: 'setCondition', id: c.id, condition: 'dazed', on: !c.conditions.includes('dazed') } : null,
        );
      }
      default:
        return;
    }
  }
}

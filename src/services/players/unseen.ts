/**
 * The table ruling for a player's move that runs into what the players could not see (issue 26: MC-R19 in 4e; a
 * system states its own as `players.unseenRule`, with its `pathCommands`). A player's move is judged in the players' world (`world.ts`); its path is the one planned
 * there. When the real state refuses it, the move is walked square by square: it stops in the last square before
 * the first one that holds an unseen creature, or fogged ground that is not what the players were shown; the
 * creatures it ran into are revealed (a hidden one is no longer hidden; the fog lifts over the squares it bumped
 * into). That is what a GM does at a real table ("you run into something: the assassin steps out of the shadow").
 */
import {
  cmd,
  creatureOf,
  isFogged,
  spaceSide,
  TERRAIN_NORMAL,
  type AnyEncounter,
  type Command,
  type CreatureId,
  type EventBase,
  type Point,
} from '../../rules';
import type { Scope } from './view';
import { partySight } from './vision';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPoint = (v: unknown): v is Point => isObj(v) && Number.isInteger(v.x) && Number.isInteger(v.y);

/** The creature a path command moves: the actor itself, or the mount a rider of it rides. */
export function moverOf(enc: AnyEncounter, cmd: Readonly<Record<string, unknown>>): CreatureId | null {
  const id = typeof cmd.id === 'string' ? cmd.id : typeof cmd.attackerId === 'string' ? cmd.attackerId : null;
  const c = id ? creatureOf(enc, id) : undefined;
  if (!c) return null;
  return c.mountId && c.isRider ? c.mountId : c.id;
}

/** The path the players' world planned for the mover (from the dry run's events), or null. */
export function plannedPath(events: readonly EventBase[], mover: CreatureId, from: Point): Point[] | null {
  for (const e of events) {
    const o = e as unknown as Record<string, unknown>;
    if (!Array.isArray(o.path) || !o.path.every(isPoint)) continue;
    const ids = e.ids ?? [];
    const who = [o.who, o.mount, o.attacker].find((r) => isObj(r) && r.id === mover);
    if (who || ids[0] === mover) {
      const path = (o.path as Point[]).map((p) => ({ x: p.x, y: p.y }));
      // A path may or may not start with the square left: the commands take the squares entered.
      return path.length && path[0]?.x === from.x && path[0]?.y === from.y ? path.slice(1) : path;
    }
  }
  return null;
}

/**
 * The `revealUnseen` command for a path move the real state refused, or null when nothing unseen lies on the path
 * (then the refusal has another cause, which the players' world should have seen: refuse plainly).
 */
export function unseenRuling(gm: AnyEncounter, s: Scope, mover: CreatureId, path: readonly Point[]): Command | null {
  // Issue 32: the fog as the players have it (with the party's vision fog when it is on).
  const enc = partySight(gm);
  const m = creatureOf(enc, mover);
  if (!m) return null;
  const side = spaceSide(m.size);
  const g = enc.grid;
  const carried = new Set<CreatureId>([mover]);
  for (const id of enc.creatureOrder) if (creatureOf(enc, id)?.mountId === mover) carried.add(id);
  // Squares held by unseen creatures (a carried one stands in its mount's space).
  const held = new Map<string, CreatureId>();
  for (const id of s.unseen) {
    const c = creatureOf(enc, id);
    if (!c || c.mountId || carried.has(id)) continue;
    const n = spaceSide(c.size);
    for (let y = c.pos.y; y < c.pos.y + n; y++) for (let x = c.pos.x; x < c.pos.x + n; x++) held.set(`${x},${y}`, id);
  }
  const fogDiffers = (x: number, y: number) =>
    isFogged(enc, { x, y }) &&
    (g.terrain[y * g.width + x] !== TERRAIN_NORMAL || (g.elevation[y * g.width + x] ?? 0) !== 0);
  for (let i = 0; i < path.length; i++) {
    const at = path[i] as Point;
    const reveal = new Set<CreatureId>();
    const squares: Point[] = [];
    for (let y = at.y; y < at.y + side; y++)
      for (let x = at.x; x < at.x + side; x++) {
        const who = held.get(`${x},${y}`);
        if (who) {
          reveal.add(who);
          if (isFogged(enc, { x, y })) squares.push({ x, y });
        } else if (fogDiffers(x, y)) squares.push({ x, y });
      }
    if (reveal.size === 0 && squares.length === 0) continue;
    // Whatever else stands in a revealed creature's space comes to light with it (its rider, its fogged squares).
    for (const id of [...reveal]) {
      const c = creatureOf(enc, id);
      if (!c) continue;
      const n = spaceSide(c.size);
      for (let y = c.pos.y; y < c.pos.y + n; y++)
        for (let x = c.pos.x; x < c.pos.x + n; x++)
          if (isFogged(enc, { x, y }) && !squares.some((q) => q.x === x && q.y === y)) squares.push({ x, y });
    }
    const hidden = [...reveal].filter((id) => creatureOf(enc, id)?.conditions.includes('hidden'));
    const before = path.slice(0, i);
    const last = before[before.length - 1];
    const inner = last ? cmd('moveCreature', { id: mover, to: last, path: before }) : null;
    return cmd('revealUnseen', { id: mover, command: inner, reveal: hidden, squares });
  }
  return null;
}

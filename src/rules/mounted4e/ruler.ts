/**
 * The 4e ruler and templates (issue 17). The ruler counts in three dimensions like every 4e distance (B-1,
 * RULING MC-R13: the larger of the squares on the map and the squares of height between the nearest parts of
 * the two blocks), and from one creature to another says whether the first one's reach gets there and whether
 * MC-TGT-2's −2 applies against a rider above it. Templates are the attack helper's areas (B-17, MC-SPACE-2,
 * MC-TGT-1): the same query the area attack command checks its targets with.
 */
import {
  creatureOf,
  ref,
  type RulerQuery,
  type RulerReading,
  type TemplateReading,
  type TemplateRules,
  type TemplateQuery,
} from '../core';
import { areaOf, type AreaTemplate } from './areas';
import type { AttackKind } from './model';
import type { M4Encounter } from './model';
import type { M4Msg } from './msgs';
import { measure, reachOf, seatBody } from './reach';

/** The 4e ruler's reading from the kernel's (squares along the legs, the height between the ends). */
export function ruler4e(enc: M4Encounter, q: RulerQuery, base: RulerReading): RulerReading {
  const from = q.fromId ? creatureOf(enc, q.fromId) : undefined;
  const to = q.toId ? creatureOf(enc, q.toId) : undefined;
  const notes: M4Msg[] = [];
  const rules = new Set<string>(['B-1']);
  // The height between the ends as 4e counts it: between the nearest heights of the two blocks (MC-R13) — a rider
  // counted at its own seat above its mount, its own height (MC-TGT-2; issue 29), not as its mount's block.
  let vertical = Math.abs(base.rise);
  if (from && to && from.id !== to.id) vertical = measure(seatBody(enc, from.id), seatBody(enc, to.id)).vertical;
  if (from?.mountId || to?.mountId) rules.add('MC-TGT-2');
  if (from?.mountId || to?.mountId) rules.add('MC-SPACE-1');
  const dist = Math.max(base.squares, vertical);
  if (vertical > 0) {
    rules.add('MC-R13');
    notes.push({ m: 'rulerHeight', horizontal: base.squares, vertical, distance: dist });
  }
  if (from && to && from.id !== to.id && q.points.length === 2) {
    const r = reachOf(enc, { attackerId: from.id, targetId: to.id });
    notes.push({
      m: 'rulerReach',
      who: ref(from),
      target: ref(to),
      reach: r.reach,
      distance: r.distance,
      inReach: r.inReach,
    });
    if (r.riderAbove) {
      rules.add('MC-TGT-2');
      notes.push({ m: 'rulerRiderAbove', target: ref(to), height: r.riderAbove.height, penalty: r.riderAbove.penalty });
    }
  }
  return { ...base, distance: dist, notes, rules: [...rules] };
}

const KIND = {
  closeBurst: { kind: 'close', shape: 'burst' },
  closeBlast: { kind: 'close', shape: 'blast' },
  areaBurst: { kind: 'area', shape: 'burst' },
} as const;

/**
 * The attack a placed template stands for (the attack helper's "attack everyone it affects", B-17, MC-TGT-1): the
 * attack kind, the area and the rider's origin, for the `attack` command, which checks them again; null for a kind
 * that is not 4e's.
 */
export function attackOfTemplate(
  q: TemplateQuery,
): { kind: AttackKind; area: AreaTemplate; origin?: { x: number; y: number } } | null {
  const k = Object.prototype.hasOwnProperty.call(KIND, q.kind) ? KIND[q.kind as keyof typeof KIND] : null;
  if (!k) return null;
  return {
    kind: k.kind,
    area: {
      shape: k.shape,
      size: q.size,
      ...(q.at ? { at: q.at } : {}),
      ...(q.range !== undefined ? { range: q.range } : {}),
    },
    ...(q.origin ? { origin: q.origin } : {}),
  };
}

/** 4e's templates: close burst N around the origin, close blast N next to it, area burst N within range (B-17). */
export const templates4e: TemplateRules<M4Encounter> = {
  kinds: [
    { kind: 'closeBurst', maxSize: 20, needsUser: true, needsSquare: false },
    { kind: 'closeBlast', maxSize: 20, needsUser: true, needsSquare: true },
    { kind: 'areaBurst', maxSize: 20, needsUser: true, needsSquare: true },
  ],
  of(enc: M4Encounter, q: TemplateQuery): TemplateReading {
    const k = Object.prototype.hasOwnProperty.call(KIND, q.kind) ? KIND[q.kind as keyof typeof KIND] : null;
    if (!k) return { ok: false, reason: { m: 'badTemplate' }, rule: 'B-17' };
    if (!q.userId) return { ok: false, reason: { m: 'noSuchCreature' }, rule: 'B-17' };
    const r = areaOf(enc, {
      attackerId: q.userId,
      kind: k.kind,
      template: {
        shape: k.shape,
        size: q.size,
        ...(q.at ? { at: q.at } : {}),
        ...(q.range !== undefined ? { range: q.range } : {}),
      },
      ...(q.origin ? { origin: q.origin } : {}),
    });
    if (!r.ok) return r;
    const user = creatureOf(enc, q.userId);
    const rules = [
      'B-17',
      'MC-TGT-1',
      ...(user?.mountId ? ['MC-SPACE-2'] : []),
      ...(r.outOfHeight.length ? ['MC-R13'] : []),
    ];
    return {
      ok: true,
      squares: r.squares,
      included: r.included,
      targets: r.targets,
      rules,
      ...(r.outOfHeight.length ? { outOfHeight: r.outOfHeight } : {}),
    };
  },
};

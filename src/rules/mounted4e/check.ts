/**
 * The file check of a 4e encounter's own state (`checkSys`): the shape of the encounter part, and every id it
 * (and the creatures' MC-INIT-1 links, and a pending decision's chain) names refers to an existing creature.
 */
import { creatureOf, type CreatureId } from '../core';
import type { M4Encounter } from './model';
import type { M4Msg } from './msgs';

const hasOwn = Object.prototype.hasOwnProperty;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const ACTION_KINDS = ['standard', 'move', 'minor'];
const KINDS = ['mc.land', 'mc.save', 'mc.pickPassenger', 'mc.target', 'mc.opportunity', 'mc.effectSave'];
const SYS_KEYS = ['options', 'set', 'granted', 'nextLink', 'effects', 'nextEffect', 'delayed', 'placed'];

type Part = 'options' | 'set' | 'granted' | 'nextLink' | 'links' | 'pending' | 'effects' | 'delayed';
const problem = (part: Part): M4Msg => ({ m: 'badState', part });

function ids(enc: M4Encounter, v: unknown): v is CreatureId[] {
  return Array.isArray(v) && v.every((id) => typeof id === 'string' && !!creatureOf(enc, id));
}
function isId(enc: M4Encounter, v: unknown): v is CreatureId {
  return typeof v === 'string' && !!creatureOf(enc, v);
}
function isPoint(v: unknown): boolean {
  return isObj(v) && isInt(v.x, -1000, 100000) && isInt(v.y, -1000, 100000);
}

function setOk(enc: M4Encounter, set: unknown): boolean {
  if (set === null) return true;
  if (
    !isObj(set) ||
    !isId(enc, set.owner) ||
    !ids(enc, set.members) ||
    !isInt(set.round, 0, 1e6) ||
    typeof set.charged !== 'boolean'
  )
    return false;
  const left = set.left;
  if (!isObj(left) || !ACTION_KINDS.every((k) => isInt(left[k], 0, 10))) return false;
  return (
    Array.isArray(set.spent) &&
    set.spent.every(
      (s) =>
        isObj(s) &&
        typeof s.by === 'string' &&
        ACTION_KINDS.includes(s.action as string) &&
        ACTION_KINDS.includes(s.as as string) &&
        isObj(s.what),
    )
  );
}

function jobOk(enc: M4Encounter, job: unknown): boolean {
  if (!isObj(job)) return false;
  switch (job.kind) {
    case 'land':
      return (
        isId(enc, job.id) &&
        isId(enc, job.mountId) &&
        typeof job.rule === 'string' &&
        typeof job.prone === 'boolean' &&
        isInt(job.altitude, -1000, 1000)
      );
    case 'save':
      return (
        isId(enc, job.saverId) && isId(enc, job.subjectId) && (job.forced === undefined || forcedOk(enc, job.forced))
      );
    case 'pickPassenger':
      return isId(enc, job.riderId) && forcedOk(enc, job.forced);
    case 'target':
      return isObj(job.attack) && isId(enc, job.attack.attackerId) && ids(enc, job.ids);
    case 'opportunity':
      return (
        isId(enc, job.attackerId) &&
        isId(enc, job.provokerId) &&
        ids(enc, job.targets) &&
        typeof job.turnKey === 'string'
      );
    case 'effectSave':
      return typeof job.effectId === 'string' && typeof job.turnKey === 'string';
    case 'turnOn':
      return ['next', 'open', 'resume'].includes(job.step as string) && (job.id === undefined || isId(enc, job.id));
    case 'tpLand':
      return (
        isId(enc, job.mountId) &&
        isPoint(job.to) &&
        ids(enc, job.ids) &&
        isObj(job.chosen) &&
        Object.keys(job.chosen).every((k) => isId(enc, k))
      );
    default:
      return false;
  }
}
function forcedOk(enc: M4Encounter, f: unknown): boolean {
  return (
    isObj(f) &&
    isId(enc, f.mountId) &&
    ids(enc, f.movedIds) &&
    Array.isArray(f.path) &&
    f.path.length > 0 &&
    f.path.every(isPoint)
  );
}

/**
 * The effects on the creatures (B-14, issue 33): each on the creature it names as its target, every creature it
 * names present, no id twice in the encounter, every id below the counter. (Their shapes: the part's check.)
 * Files written before issue 33 kept them in the encounter part: the migration moved them; one left there (its
 * target missing) is refused.
 */
function effectsOk(enc: M4Encounter, s: Record<string, unknown>): boolean {
  if (s.effects !== undefined) return false;
  if (s.nextEffect !== undefined && !isInt(s.nextEffect, 1, 1e9)) return false;
  const next = (s.nextEffect as number | undefined) ?? 1;
  const seen = new Set<string>();
  for (const id of enc.creatureOrder) {
    for (const e of creatureOf(enc, id)?.sys.effects ?? []) {
      if (e.target !== id || seen.has(e.id) || Number(e.id.slice(1)) >= next) return false;
      seen.add(e.id);
      if (e.source !== null && !isId(enc, e.source)) return false;
      if (e.duration.kind === 'startOfNext' && !isId(enc, e.duration.of)) return false;
      if (e.whileRiding && !isId(enc, e.whileRiding.with)) return false;
    }
  }
  return true;
}

/** Delayed turns and the places they took (B-16). */
function delayedOk(enc: M4Encounter, s: Record<string, unknown>): boolean {
  if (s.delayed !== undefined) {
    if (
      !Array.isArray(s.delayed) ||
      !s.delayed.every((d) => isObj(d) && isId(enc, d.id) && ids(enc, d.members) && isInt(d.round, 0, 1e6))
    )
      return false;
  }
  return (
    s.placed === undefined ||
    (Array.isArray(s.placed) && s.placed.every((p) => isObj(p) && isId(enc, p.id) && isId(enc, p.after)))
  );
}

/** Problems with a 4e encounter's own state given the whole encounter (files and autosaves), or null. */
export function checkSys(enc: M4Encounter): M4Msg | null {
  const s: unknown = enc.sys;
  if (!isObj(s)) return problem('options');
  const o = s.options;
  if (!isObj(o) || typeof o.optionalFallRule !== 'boolean' || Object.keys(o).length !== 1) return problem('options');
  if (Object.keys(s).some((k) => !SYS_KEYS.includes(k))) return problem('options');
  if (!hasOwn.call(s, 'set') || !setOk(enc, s.set)) return problem('set');
  if (!Array.isArray(s.granted) || !s.granted.every((g) => isObj(g) && isId(enc, g.mount) && typeof g.key === 'string'))
    return problem('granted');
  if (!isInt(s.nextLink, 1, 1e9)) return problem('nextLink');
  if (!effectsOk(enc, s)) return problem('effects');
  if (!delayedOk(enc, s)) return problem('delayed');
  for (const id of enc.creatureOrder) {
    const l = creatureOf(enc, id)?.sys.initLink;
    if (l && (!creatureOf(enc, l.rider) || l.serial >= s.nextLink)) return problem('links');
  }
  const p = enc.pending;
  if (p && KINDS.includes(p.kind)) {
    const c = p.context;
    if (!isObj(c) || !jobOk(enc, c.job) || !Array.isArray(c.rest) || !c.rest.every((j) => jobOk(enc, j)))
      return problem('pending');
    if (c.current !== undefined && !isId(enc, c.current)) return problem('pending');
  }
  return null;
}

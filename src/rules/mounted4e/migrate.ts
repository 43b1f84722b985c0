/**
 * File migration from version 1: the 4e fields the kernel model used to carry (`defences`, `riding`,
 * `ext.hover`, `settings.optionalFallRule`) and the per-creature maps of `sys.mounted4e` move into the typed
 * parts; the job queue joins the pending decision's context; commands whose fields moved are rewritten. Runs on
 * untrusted data before any check: it never throws, and whatever it leaves odd the checks refuse.
 */
import type { Migration } from '../core';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const rec = (v: unknown): Obj => (isObj(v) ? v : {});
const hasOwn = Object.prototype.hasOwnProperty;
const round = (v: unknown): number | null => (typeof v === 'number' ? v : null);

const ACTIONS = ['standard', 'move', 'minor', 'free', 'immediate', 'opportunity'];
const SIMPLE: Readonly<Record<string, string>> = {
  walk: 'walk',
  shift: 'shift',
  mount: 'mount',
  dismount: 'dismount',
  'drop prone': 'dropProne',
  'stand up': 'standUp',
  'take the reins': 'takeReins',
  teleport: 'teleport',
  charge: 'charge',
};

/** A version-1 action-set entry's `what` (a label) as the typed SpentOn; `mountOf` finds the commanded mount. */
function spentOn(what: unknown, action: unknown, mountOf: (name: string) => string): Obj {
  const w = typeof what === 'string' ? what : '';
  if (hasOwn.call(SIMPLE, w)) return { kind: SIMPLE[w] };
  const attack = /^(melee|ranged|close|area) attack$/.exec(w);
  if (attack) return { kind: 'attack', attack: attack[1] };
  const command = /^command (.*)$/.exec(w);
  if (command) return { kind: 'command', mount: { id: mountOf(command[1] ?? ''), name: command[1] } };
  if (ACTIONS.includes(w)) return { kind: 'action', action: w, note: '' };
  return { kind: 'action', action: typeof action === 'string' ? action : 'standard', note: w.slice(0, 80) };
}

/** A remembered attack command (version 1) as the resolution's input. */
function attackInput(v: unknown): unknown {
  if (!isObj(v)) return v;
  const { type: _type, dice: _dice, targetSquare: _sq, action: _action, targetId: _t, targetIds: _ts, ...rest } = v;
  return rest;
}
function job(v: unknown): unknown {
  return isObj(v) && v.kind === 'target' ? { ...v, attack: attackInput(v.attack) } : v;
}

/** Creature fields that moved into the part (a command's creature or patch; a state's creature). */
function partOf(o: Obj, patch: boolean): Obj {
  const part: Obj = {};
  if (hasOwn.call(o, 'defences')) part.defences = o.defences;
  if (hasOwn.call(o, 'riding')) {
    // Version 1 replaced the whole riding record: an absent capacity meant the default.
    part.riding =
      patch && isObj(o.riding) && !hasOwn.call(o.riding, 'passengerCapacity')
        ? { ...o.riding, passengerCapacity: null }
        : o.riding;
  }
  if (hasOwn.call(o, 'ext')) part.hover = isObj(o.ext) && o.ext.hover === true;
  delete o.defences;
  delete o.riding;
  delete o.ext;
  return part;
}

function encounter(raw: Obj): void {
  const old = rec(rec(raw.sys).mounted4e);
  const creatures = rec(raw.creatures);
  const exists = (id: unknown): id is string =>
    typeof id === 'string' && isObj(creatures[id]) && hasOwn.call(creatures, id);
  const links = rec(old.initLinks);
  const basic = rec(old.basicAttacks);
  const [acted, shared, immediate, opportunity] = [
    rec(old.acted),
    rec(old.sharedRound),
    rec(old.immediate),
    rec(old.opportunity),
  ];
  // MC-INIT-1 links in the order they were made (the order of the version-1 map).
  let serial = 1;
  const linkOf: Record<string, Obj> = {};
  for (const mountId of Object.keys(links)) {
    const rider = links[mountId];
    if (exists(mountId) && exists(rider)) linkOf[mountId] = { rider, serial: serial++ };
  }
  for (const id of Object.keys(creatures)) {
    const c = creatures[id];
    if (!isObj(c)) continue;
    const part = partOf(c, false);
    part.hover = part.hover === true;
    part.basicAttack = hasOwn.call(basic, id) ? basic[id] : null;
    part.initLink = hasOwn.call(linkOf, id) ? linkOf[id] : null;
    const opp = opportunity[id];
    part.marks = {
      acted: round(acted[id]),
      shared: round(shared[id]),
      immediate: round(immediate[id]),
      opportunity: typeof opp === 'string' ? opp : null,
    };
    c.sys = part;
  }
  let set: Obj | null = isObj(old.set) ? { ...old.set } : null;
  if (set) {
    const members = Array.isArray(set.members) ? set.members.filter(exists) : [];
    const owner = exists(set.owner) ? set.owner : members[0];
    const spent = Array.isArray(set.spent)
      ? set.spent.map((s) => {
          if (!isObj(s)) return s;
          // MC-SEP-1: the commanded mount is the one the spender rode (else any creature of that name).
          const by = rec(creatures[typeof s.by === 'string' ? s.by : '']);
          const mountOf = (name: string): string => {
            const own = typeof by.mountId === 'string' ? by.mountId : '';
            if (own && rec(creatures[own]).name === name) return own;
            return Object.keys(creatures).find((id) => rec(creatures[id]).name === name) ?? '';
          };
          return { ...s, what: spentOn(s.what, s.action, mountOf) };
        })
      : [];
    set = owner === undefined ? null : { ...set, owner, members, spent };
  }
  const granted = Object.entries(rec(old.granted))
    .filter(([mount, key]) => exists(mount) && typeof key === 'string')
    .map(([mount, key]) => ({ mount, key }));
  const settings = rec(raw.settings);
  raw.sys = { options: { optionalFallRule: settings.optionalFallRule === true }, set, granted, nextLink: serial };
  // The job queue waited behind the pending decision: it now travels in the decision's context.
  const p = raw.pending;
  if (isObj(p) && typeof p.kind === 'string' && p.kind.startsWith('mc.')) {
    const ctx = rec(p.context);
    const rest = Array.isArray(old.jobs) ? old.jobs.map(job) : [];
    p.context = { job: job(ctx.job), rest, ...(typeof ctx.current === 'string' ? { current: ctx.current } : {}) };
  }
}

function command(raw: Obj): void {
  if (raw.type === 'addCreature' && isObj(raw.creature)) {
    const part = partOf(raw.creature, false);
    if (Object.keys(part).length) raw.creature.sys = part;
  } else if (raw.type === 'editCreature' && isObj(raw.patch)) {
    const part = partOf(raw.patch, true);
    if (Object.keys(part).length) raw.patch.sys = part;
  } else if (raw.type === 'decide' && hasOwn.call(raw, 'attack')) {
    raw.with = { ...rec(raw.with), attack: raw.attack };
    delete raw.attack;
  }
}

/** The migrations of the mounted4e parts, oldest first. */
/**
 * Version 2 as written before issue 33: the effects that last were a list in the encounter part (`sys.effects`);
 * each moves onto its target's part (`effects`, in the order they began). An effect whose target is not a
 * creature of the file stays where it was, and the encounter check refuses it as before.
 */
function effectsOnTargets(raw: Obj): void {
  const sys = raw.sys;
  if (!isObj(sys) || !Array.isArray(sys.effects)) return;
  const table = rec(raw.creatures);
  const left: unknown[] = [];
  for (const e of sys.effects) {
    const target = isObj(e) && typeof e.target === 'string' && hasOwn.call(table, e.target) ? table[e.target] : null;
    const part = isObj(target) ? target.sys : null;
    if (!isObj(part)) {
      left.push(e);
      continue;
    }
    if (part.effects === undefined) part.effects = [];
    if (Array.isArray(part.effects)) part.effects.push(e);
    else left.push(e);
  }
  if (left.length) sys.effects = left;
  else delete sys.effects;
}

export const migrations: readonly Migration[] = [
  { from: 1, encounter, command },
  { from: 2, encounter: effectsOnTargets },
];

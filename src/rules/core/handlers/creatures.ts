/** Kernel handlers: addCreature, editCreature, removeCreature, setCondition, changeHp. */
import type { AddCreature, ChangeHp, EditCreature, RemoveCreature, SetCondition } from '../commands';
import { msg, idsOf } from '../events';
import { reject, type Ctx } from '../engine';
import { makeCreature } from '../factory';
import { CREATURE_KEYS, OPTIONAL_CREATURE_KEYS } from '../fileFormat';
import { spaceAt } from '../geometry';
import { ref } from '../message';
import type { Creature, Encounter, Mutable } from '../model';
import { carriedGroup, endSpaceProblem, findFreeSpace } from '../movement';
import { creatureProblem } from '../validate';
import type { Work } from '../work';

/** The creature with this id, or a refusal (own property only). */
export function need<E extends Encounter>(w: Work<E>, id: unknown): E['creatures'][string] {
  const c = w.creature(id);
  if (!c) reject(msg('noCreature', { id: String(id).slice(0, 60) }));
  return c;
}

/**
 * Fields a person may give or edit: every field a file holds (`CREATURE_KEYS`, with the optional picture and shape)
 * but the id and the riding relations (those change only through the riding rules; the id never).
 */
const EDITABLE_KEYS = new Set<string>(
  [...CREATURE_KEYS, ...OPTIONAL_CREATURE_KEYS].filter((k) => k !== 'id' && k !== 'mountId' && k !== 'isRider'),
);

function checkKeys(obj: object): void {
  for (const k of Object.keys(obj)) if (!EDITABLE_KEYS.has(k)) reject(msg('unknownField', { field: k.slice(0, 40) }));
}

/** addCreature: validated, placed in a free space, given the next id. */
export function addCreature(w: Work, cmd: AddCreature, ctx: Ctx): void {
  checkKeys(cmd.creature);
  const id = `c${w.s.nextId}`;
  const { sys: given, ...fields } = cmd.creature;
  const part = ctx.system.creaturePart(given, undefined);
  if (!part.ok) reject(part.reason);
  const c = makeCreature<unknown>({
    ...structuredClone(fields),
    name: String(fields.name ?? '').trim(),
    sys: part.part,
  });
  const made: Creature = {
    ...c,
    id,
    mountId: null,
    isRider: false,
    hp: cmd.creature.hp === undefined ? c.hpMax : c.hp,
  };
  const problem = creatureProblem(made, ctx.system.conditions);
  if (problem) reject(problem);
  const where = endSpaceProblem(w.s, ctx.system.grid, spaceAt(made.pos, made.size), new Set([id]));
  if (where) reject(where);
  w.put(made);
  w.set('creatureOrder', [...w.s.creatureOrder, id]);
  w.set('nextId', w.s.nextId + 1);
  ctx.emit({ type: 'creatureAdded', who: ref(made), at: made.pos, rules: [], ids: [id] });
}

/** editCreature: every field validated; a size or position that no longer fits is refused. */
export function editCreature(w: Work, cmd: EditCreature, ctx: Ctx): void {
  const c = need(w, cmd.id);
  checkKeys(cmd.patch);
  const { sys: givenPart, ...patch } = cmd.patch;
  let part = c.sys;
  if (givenPart !== undefined) {
    const p = ctx.system.creaturePart(givenPart, c.sys);
    if (!p.ok) reject(p.reason);
    part = p.part;
  }
  const patched: Creature = { ...c, ...structuredClone(patch), sys: part };
  // An empty picture id takes the picture away (the glyph shows again).
  const { image, ...rest } = patched;
  const next: Creature = image === '' ? rest : patched;
  const named: Creature = typeof next.name === 'string' ? { ...next, name: next.name.trim() } : next;
  const problem = creatureProblem(named, ctx.system.conditions);
  if (problem) reject(problem);
  if (c.mountId && (patch.pos || patch.size))
    reject(msg('carriedCannotBeMoved', { who: ref(c) }), ctx.system.riderMoveRule);
  if (!c.mountId) {
    const where = endSpaceProblem(w.s, ctx.system.grid, spaceAt(named.pos, named.size), carriedGroup(w.s, c.id));
    if (where) reject(where);
  }
  w.put(named);
  if (patch.pos) for (const id of carriedGroup(w.s, c.id)) if (id !== c.id) w.edit(id).pos = { ...named.pos };
  ctx.emit({ type: 'creatureEdited', who: ref(named), fields: Object.keys(cmd.patch), rules: [], ids: [c.id] });
}

/**
 * removeCreature: riders and passengers of a removed mount are left standing — each on a free square as near
 * as possible to where the mount was (several may not share one square where creatures do not stack).
 */
export function removeCreature(w: Work, cmd: RemoveCreature, ctx: Ctx): void {
  const c = need(w, cmd.id);
  const carried = [...carriedGroup(w.s, c.id)].filter((id) => id !== c.id && w.creature(id)?.mountId === c.id);
  w.remove(c.id);
  const dropped: Creature[] = [];
  for (const id of carried) {
    const o = w.edit(id);
    o.mountId = null;
    o.isRider = false;
    // Placed one by one, so each next one sees the squares taken before it.
    const at = findFreeSpace(w.s, ctx.system.grid, o.size, c.pos, new Set([id]));
    if (at) o.pos = { ...at };
    dropped.push(o as Creature);
  }
  w.set(
    'creatureOrder',
    w.s.creatureOrder.filter((x) => x !== c.id),
  );
  // Its palette goes with it (issue 31: a palette left by a removed creature made a state the loader refuses).
  if (Object.prototype.hasOwnProperty.call(w.s.palettes, c.id)) {
    const palettes = { ...w.s.palettes };
    delete palettes[c.id];
    w.set('palettes', palettes);
  }
  const i = w.s.turns.order.indexOf(c.id);
  if (i >= 0) {
    const t = w.root('turns');
    t.order.splice(i, 1);
    if (i < t.current) t.current -= 1;
    if (t.current >= t.order.length) t.current = t.order.length > 0 ? 0 : -1;
  }
  ctx.emit({
    type: 'creatureRemoved',
    who: ref(c),
    dropped: dropped.map(ref),
    rules: [],
    ids: [c.id, ...idsOf(dropped.map(ref))],
  });
}

/** setCondition: a GM ruling on a condition. */
export function setCondition(w: Work, cmd: SetCondition, ctx: Ctx): void {
  const c = need(w, cmd.id);
  if (!ctx.system.conditions.includes(cmd.condition))
    reject(msg('unknownCondition', { condition: String(cmd.condition).slice(0, 40) }));
  const has = c.conditions.includes(cmd.condition);
  if (has && cmd.on) reject(msg('alreadyCondition', { who: ref(c), condition: cmd.condition }));
  if (!has && !cmd.on) reject(msg('notCondition', { who: ref(c), condition: cmd.condition }));
  const e = w.edit(c.id);
  e.conditions = cmd.on ? [...c.conditions, cmd.condition] : c.conditions.filter((x) => x !== cmd.condition);
  ctx.emit({
    type: cmd.on ? 'conditionGained' : 'conditionLost',
    who: ref(c),
    condition: cmd.condition,
    rules: [],
    ids: [c.id],
  });
}

/** changeHp: damage uses temporary HP first; HP stays an integer, healing stops at max. */
export function changeHp(w: Work, cmd: ChangeHp, ctx: Ctx): void {
  const c = need(w, cmd.id);
  if (!Number.isInteger(cmd.amount) || Math.abs(cmd.amount) > 100000 || cmd.amount === 0)
    reject(msg('badHpChange', {}));
  const e = w.edit(c.id);
  applyHpChange(e, cmd.amount);
  const who = ref(c);
  if (cmd.amount < 0)
    ctx.emit({ type: 'damaged', who, amount: -cmd.amount, hp: e.hp, hpMax: e.hpMax, rules: [], ids: [c.id] });
  else ctx.emit({ type: 'healed', who, amount: cmd.amount, hp: e.hp, hpMax: e.hpMax, rules: [], ids: [c.id] });
}

/** Apply damage (negative) or healing (positive) to a creature's working copy. */
export function applyHpChange(c: Mutable<Pick<Creature, 'hp' | 'hpMax' | 'tempHp'>>, amount: number): void {
  if (amount < 0) {
    let dmg = -amount;
    const fromTemp = Math.min(c.tempHp, dmg);
    c.tempHp -= fromTemp;
    dmg -= fromTemp;
    c.hp -= dmg;
  } else {
    c.hp = Math.min(c.hpMax, Math.max(c.hp, 0) + amount);
  }
}

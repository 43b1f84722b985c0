/** Handlers: addCreature, editCreature, removeCreature, setCondition, changeHp. */
import type { AddCreature, ChangeHp, EditCreature, RemoveCreature, SetCondition } from '../commands';
import { reject, type Ctx } from '../engine';
import { makeCreature } from '../factory';
import { spaceAt } from '../geometry';
import { CONDITIONS, type Creature, type Encounter } from '../model';
import { carriedGroup, endSpaceProblem } from '../movement';
import { tx } from '../text';
import { creatureProblem } from '../validate';
import { creatureOf, dropCreature, putCreature } from '../creatures';

/** Find a creature or reject. */
export function need(d: Encounter, id: unknown): Creature {
  const c = typeof id === 'string' ? creatureOf(d, id) : undefined;
  if (!c) reject(tx(`No creature with id "${String(id)}".`, `ID「${String(id)}」のクリーチャーはいません。`));
  return c;
}

const EDITABLE_KEYS = new Set<string>([
  'name', 'side', 'kind', 'size', 'pos', 'elevation', 'flying', 'flySpeed', 'speed', 'reach', 'hp', 'hpMax', 'tempHp',
  'defences', 'conditions', 'initBonus', 'initiative', 'notes', 'color', 'glyph', 'riding', 'ext',
]);

function checkKeys(obj: object): void {
  for (const k of Object.keys(obj)) {
    if (!EDITABLE_KEYS.has(k)) reject(tx(`Unknown or read-only field "${k}".`, `不明または変更できない項目「${k}」です。`));
  }
}

/** addCreature: validated, placed in a free space, given the next id. */
export function addCreature(d: Encounter, cmd: AddCreature, ctx: Ctx): void {
  if (!cmd.creature || typeof cmd.creature !== 'object') reject(tx('No creature given.', 'クリーチャーが指定されていません。'));
  checkKeys(cmd.creature);
  const id = `c${d.nextId}`;
  const c = makeCreature({ ...cmd.creature, id, name: String(cmd.creature.name ?? '').trim() });
  c.id = id;
  c.mountId = null;
  c.isRider = false;
  if (c.hp === undefined || cmd.creature.hp === undefined) c.hp = c.hpMax;
  const problem = creatureProblem(c);
  if (problem) reject(problem);
  const where = endSpaceProblem(d, c, spaceAt(c.pos, c.size), new Set([id]));
  if (where) reject(where);
  putCreature(d, c);
  d.creatureOrder.push(id);
  d.nextId += 1;
  ctx.emit({
    type: 'creatureAdded',
    text: tx(`${c.name} joins the encounter at (${c.pos.x}, ${c.pos.y}).`, `${c.name}が(${c.pos.x}, ${c.pos.y})に登場した。`),
    rules: [],
    ids: [id],
  });
}

/** editCreature: every field validated; a size or position that no longer fits is refused. */
export function editCreature(d: Encounter, cmd: EditCreature, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!cmd.patch || typeof cmd.patch !== 'object') reject(tx('Nothing to change.', '変更内容がありません。'));
  checkKeys(cmd.patch);
  const next: Creature = { ...c, ...structuredClone(cmd.patch) } as Creature;
  if (typeof next.name === 'string') next.name = next.name.trim();
  const problem = creatureProblem(next);
  if (problem) reject(problem);
  if (c.mountId && (cmd.patch.pos || cmd.patch.size)) {
    reject(tx(`${c.name} is riding; move or resize the mount instead.`, `${c.name}は騎乗中です。乗騎を動かしてください。`), 'MC-MOVE-1');
  }
  if (!c.mountId) {
    const where = endSpaceProblem(d, next, spaceAt(next.pos, next.size), carriedGroup(d, c.id));
    if (where) reject(where);
  }
  const changed = Object.keys(cmd.patch);
  putCreature(d, next);
  if (cmd.patch.pos) for (const id of carriedGroup(d, c.id)) (creatureOf(d, id) as Creature).pos = { ...next.pos };
  ctx.emit({
    type: 'creatureEdited',
    text: tx(`${next.name}: ${changed.join(', ')} changed.`, `${next.name}：${changed.join('、')}を変更した。`),
    rules: [],
    ids: [c.id],
    data: { fields: changed },
  });
}

/** removeCreature: riders and passengers of a removed mount are left standing where it was. */
export function removeCreature(d: Encounter, cmd: RemoveCreature, ctx: Ctx): void {
  const c = need(d, cmd.id);
  for (const id of d.creatureOrder) {
    const o = creatureOf(d, id) as Creature;
    if (o.mountId === c.id) {
      o.mountId = null;
      o.isRider = false;
    }
  }
  dropCreature(d, c.id);
  d.creatureOrder = d.creatureOrder.filter((x) => x !== c.id);
  const idx = d.turns.order.indexOf(c.id);
  if (idx >= 0) {
    d.turns.order.splice(idx, 1);
    if (idx < d.turns.current) d.turns.current -= 1;
    if (d.turns.current >= d.turns.order.length) d.turns.current = d.turns.order.length > 0 ? 0 : -1;
  }
  ctx.emit({ type: 'creatureRemoved', text: tx(`${c.name} is removed.`, `${c.name}を取り除いた。`), rules: [], ids: [c.id] });
}

/** setCondition: a GM ruling on a condition. */
export function setCondition(d: Encounter, cmd: SetCondition, ctx: Ctx): void {
  const c = need(d, cmd.id);
  // Only the condition is new; validating a whole copy of the creature read every field through the draft.
  if (!(CONDITIONS as readonly unknown[]).includes(cmd.condition)) reject(tx(`Unknown condition "${String(cmd.condition)}".`, `不明な状態「${String(cmd.condition)}」です。`));
  const has = c.conditions.includes(cmd.condition);
  if (has === cmd.on) reject(tx(`${c.name} is ${cmd.on ? 'already' : 'not'} ${cmd.condition}.`, `${c.name}はその状態${cmd.on ? 'です' : 'ではありません'}（${cmd.condition}）。`));
  c.conditions = cmd.on ? [...c.conditions, cmd.condition] : c.conditions.filter((x) => x !== cmd.condition);
  ctx.emit({
    type: cmd.on ? 'conditionGained' : 'conditionLost',
    text: cmd.on ? tx(`${c.name} is now ${cmd.condition}.`, `${c.name}は${cmd.condition}状態になった。`) : tx(`${c.name} is no longer ${cmd.condition}.`, `${c.name}の${cmd.condition}状態が解けた。`),
    rules: [],
    ids: [c.id],
  });
}

/** changeHp: damage uses temporary HP first; HP stays an integer, healing stops at max. */
export function changeHp(d: Encounter, cmd: ChangeHp, ctx: Ctx): void {
  const c = need(d, cmd.id);
  if (!Number.isInteger(cmd.amount) || Math.abs(cmd.amount) > 100000 || cmd.amount === 0) {
    reject(tx('HP change must be a non-zero whole number.', 'HPの変化は0以外の整数にしてください。'));
  }
  applyHpChange(c, cmd.amount);
  ctx.emit({
    type: cmd.amount < 0 ? 'damaged' : 'healed',
    text:
      cmd.amount < 0
        ? tx(`${c.name} takes ${-cmd.amount} damage (HP ${c.hp}/${c.hpMax}).`, `${c.name}は${-cmd.amount}ダメージを受けた（HP ${c.hp}/${c.hpMax}）。`)
        : tx(`${c.name} regains ${cmd.amount} HP (HP ${c.hp}/${c.hpMax}).`, `${c.name}はHPを${cmd.amount}回復した（HP ${c.hp}/${c.hpMax}）。`),
    rules: [],
    ids: [c.id],
  });
}

/** Apply damage (negative) or healing (positive) to a creature draft. */
export function applyHpChange(c: Creature, amount: number): void {
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

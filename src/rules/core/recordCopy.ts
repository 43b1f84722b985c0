/**
 * A writable copy of a creature record for `Work.edit` (issue 33). A spread copies a record's shape as it is, and
 * records made by `makeCreature` (defaults, then the given fields spread over them) keep only a few fields inside
 * the object and the rest in a separate property array: copying such a record by spread took about ten times as
 * long as building the same object from a literal, and every later read of its fields went through that array.
 * A record whose own keys are exactly the kernel's fields in the usual order (see `factory.ts`) is copied by a
 * literal of those fields in that order — the same keys, values and key order as a spread — and any other
 * record by a spread, as before.
 */
import { CREATURE_KEYS } from './fileFormat';
import type { Creature } from './model';

/**
 * The kernel's creature fields in the order `makeCreature` gives them: a file's order ({@link CREATURE_KEYS}) with
 * the name moved to just before the system's part.
 */
const USUAL: readonly string[] = [...CREATURE_KEYS.filter((k) => k !== 'name' && k !== 'sys'), 'name', 'sys'];

/** Are the record's own enumerable keys exactly {@link USUAL}, in that order? */
function usualKeys(c: object): boolean {
  let i = 0;
  for (const k in c) {
    if (k !== USUAL[i]) return false;
    i++;
  }
  return i === USUAL.length;
}

/** A shallow copy of a creature record with the same keys in the same order (see the module comment). */
export function copyRecord<C extends Creature>(c: C): C {
  if (!usualKeys(c)) return { ...c };
  return {
    id: c.id,
    side: c.side,
    kind: c.kind,
    size: c.size,
    pos: c.pos,
    elevation: c.elevation,
    flying: c.flying,
    flySpeed: c.flySpeed,
    speed: c.speed,
    reach: c.reach,
    hp: c.hp,
    hpMax: c.hpMax,
    tempHp: c.tempHp,
    conditions: c.conditions,
    initBonus: c.initBonus,
    initiative: c.initiative,
    notes: c.notes,
    color: c.color,
    glyph: c.glyph,
    mountId: c.mountId,
    isRider: c.isRider,
    name: c.name,
    sys: c.sys,
  } as C;
}

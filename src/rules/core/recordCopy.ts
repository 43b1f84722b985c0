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
import { sameData } from './diff';

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

/** Do two field values differ as data (identity first: most fields of an edited record are the same objects)? */
function differs(x: unknown, y: unknown): boolean {
  return x !== y && !sameData(x, y);
}

/**
 * The first kernel field whose values differ as data between two versions of a record, or null (issue 33): read
 * by name, so each read is a property load of the record's own layout. `sameRecord` walks `a`'s keys and looks each
 * up in `b` by a key string — a generic look-up per field, most of a small command's commit. A field found here
 * that is `a`'s own property makes `sameRecord(a, b)` false; only when none is found must it still run (the count
 * of keys, and fields outside the kernel's). The likely changes first: hit points, place, conditions, the part.
 */
export function changedField(a: Creature, b: Creature): string | null {
  if (differs(a.hp, b.hp)) return 'hp';
  if (differs(a.tempHp, b.tempHp)) return 'tempHp';
  if (differs(a.pos, b.pos)) return 'pos';
  if (differs(a.conditions, b.conditions)) return 'conditions';
  if (differs(a.elevation, b.elevation)) return 'elevation';
  if (differs(a.mountId, b.mountId)) return 'mountId';
  if (differs(a.isRider, b.isRider)) return 'isRider';
  if (differs(a.initiative, b.initiative)) return 'initiative';
  if (differs(a.flying, b.flying)) return 'flying';
  if (differs(a.id, b.id)) return 'id';
  if (differs(a.side, b.side)) return 'side';
  if (differs(a.kind, b.kind)) return 'kind';
  if (differs(a.size, b.size)) return 'size';
  if (differs(a.flySpeed, b.flySpeed)) return 'flySpeed';
  if (differs(a.speed, b.speed)) return 'speed';
  if (differs(a.reach, b.reach)) return 'reach';
  if (differs(a.hpMax, b.hpMax)) return 'hpMax';
  if (differs(a.initBonus, b.initBonus)) return 'initBonus';
  if (differs(a.notes, b.notes)) return 'notes';
  if (differs(a.color, b.color)) return 'color';
  if (differs(a.glyph, b.glyph)) return 'glyph';
  if (differs(a.name, b.name)) return 'name';
  if (differs(a.sys, b.sys)) return 'sys';
  return null;
}

/**
 * "plain": the dummy fourth rule system of issue 31's test (src/app/addingSystem.test.ts). Moving is the kernel's
 * `moveCreature` (PL-MOVE-1); its one command is an attack, a d20 plus the attacker's bonus against the target's
 * armour class (PL-ATK-1) that deals the attacker's damage on a hit (PL-ATK-2); its one condition, dazed, takes 2
 * off attack rolls (PL-COND-1). Defined with `defineSystem` like the real ones; it imports only the kernel.
 */
import {
  actor,
  applyHpChange,
  defineSystem,
  KERNEL_EVENT_VIEWS,
  KERNEL_PERMISSIONS,
  kernelHandlers,
  kernelShapes,
  need,
  obj,
  oursRef,
  ref,
  reject,
  seenRef,
  str,
  type CoreCommand,
  type CreatureId,
  type Encounter,
  type EventOf,
  type Ref,
} from '../../../rules';

/** A creature's part: armour class, attack bonus, damage. */
export interface PlPart {
  readonly ac: number;
  readonly atk: number;
  readonly dmg: number;
}
export type PlEncounter = Encounter<'plain', PlPart, Record<string, never>>;

/** The attack: a d20 (typed in or rolled) plus the bonus against the target's AC (PL-ATK-1). */
export interface PlAttack {
  readonly type: 'plAttack';
  readonly attackerId: CreatureId;
  readonly targetId: CreatureId;
  readonly dice?: readonly number[];
}
export type PlCommand = CoreCommand | PlAttack;

export interface PlEvents {
  plAttacked: {
    attacker: Ref;
    target: Ref;
    die: number;
    bonus: number;
    total: number;
    ac: number;
    hit: boolean;
    damage: number;
  };
}
export type PlEvent = EventOf<PlEvents>;
export interface PlMsgs {
  plSelfAttack: { who: Ref };
  plRollAttack: { who: Ref };
}

export const PLAIN_PART: PlPart = { ac: 10, atk: 0, dmg: 4 };
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const small = (v: unknown): v is number => Number.isInteger(v) && Math.abs(v as number) <= 100;

export const plain = defineSystem<PlEncounter, PlCommand, PlEvent>({
  id: 'plain',
  grid: { metric: 'chebyshev', stacking: false, difficultCostsDouble: true, squareSize: 5, unit: 'ft' },
  conditions: ['dazed', 'hidden'],
  riderMoveRule: 'PL-MOVE-1',
  newSys: () => ({}),
  creaturePart: (given, existing) => {
    const base = existing ?? PLAIN_PART;
    if (given === undefined) return { ok: true, part: base };
    if (!isObj(given) || Object.keys(given).some((k) => !['ac', 'atk', 'dmg'].includes(k)))
      return { ok: false, reason: { m: 'badCreatureField', field: 'sys', expect: { kind: 'object' } } as never };
    const part = { ...base, ...given };
    if (!small(part.ac) || !small(part.atk) || !small(part.dmg) || part.dmg < 0)
      return { ok: false, reason: { m: 'badCreatureField', field: 'sys', expect: { kind: 'object' } } as never };
    return { ok: true, part };
  },
  checkSys: () => null,
  handlers: {
    ...kernelHandlers,
    plAttack: (w, cmd, ctx) => {
      const a = need(w, cmd.attackerId);
      const t = need(w, cmd.targetId);
      if (a.id === t.id) reject({ m: 'plSelfAttack', who: ref(a) } as never, 'PL-ATK-1');
      const die = ctx.roller.die(20, { m: 'plRollAttack', who: ref(a) } as never);
      const dazed = a.conditions.includes('dazed');
      const bonus = a.sys.atk - (dazed ? 2 : 0);
      const total = die + bonus;
      const hit = total >= t.sys.ac;
      const damage = hit ? a.sys.dmg : 0;
      if (damage > 0) applyHpChange(w.edit(t.id), -damage);
      ctx.emit({
        type: 'plAttacked',
        attacker: ref(a),
        target: ref(t),
        die,
        bonus,
        total,
        ac: t.sys.ac,
        hit,
        damage,
        rules: hit
          ? ['PL-ATK-1', 'PL-ATK-2', ...(dazed ? ['PL-COND-1'] : [])]
          : ['PL-ATK-1', ...(dazed ? ['PL-COND-1'] : [])],
        ids: [a.id, t.id],
      });
    },
  },
  shapes: { ...kernelShapes, plAttack: obj({ attackerId: str(200), targetId: str(200) }) },
  decisions: {},
  turns: {},
  migrations: [],
  players: {
    // The party's own figures are theirs; of everyone else the table sees nothing of the part (the defaults).
    ownPart: (part) => part,
    permissions: {
      moveCreature: KERNEL_PERMISSIONS.moveCreature,
      plAttack: actor('attackerId', 'controlled'),
    },
    events: {
      ...KERNEL_EVENT_VIEWS,
      // An attack the players see both sides of; the target's AC only when the target is theirs.
      plAttacked: (e, s) =>
        seenRef(s, e.attacker) && seenRef(s, e.target) ? (oursRef(s, e.target) ? e : { ...e, ac: 0 }) : null,
    },
  },
});

/**
 * Shape checks of the Tenkai commands (types only; ranges and rules are checked by the handlers, which cite rule
 * ids). The kernel runs them before a handler, so a handler never sees a string where it expects a square.
 */
import { arr, bool, kernelShapes, num, obj, oneOf, opt, point, record, str, type Shape } from '../core';
import { TK_AP_ACTIONS } from './ap';
import { TK_MOVE_MODES, type TenkaiCommand } from './commands';
import { TK_ARMOUR_MODES, TK_GLIDER_MODES, TK_STATUS_FLAGS, TK_STATUS_KINDS } from './model';
import { TK_ATTACK_KINDS, TK_ATTRIBUTES, TK_BANDS, TK_DEFENCES, TK_RESULTS } from './terms';

const id = str(200);
const maybe = (s: Shape) => opt(s);

/** The fields of an attack declaration (TK-HIT-1), shared by the command and the pending decision's context. */
const SPEC_FIELDS = {
  attackerId: id,
  targetId: id,
  kind: oneOf(TK_ATTACK_KINDS),
  autoHit: maybe(bool),
  range: maybe(num),
  situation: maybe(num),
  skillRanks: maybe(num),
  diceMod: maybe(num),
  area: maybe(bool),
  hits: maybe(num),
  twoHanded: maybe(bool),
  dualUseOneHand: maybe(bool),
  cancelsDualUsePenalty: maybe(bool),
  weaponAttribute: maybe(oneOf(TK_ATTRIBUTES)),
  skillAttribute: maybe(oneOf(TK_ATTRIBUTES)),
  skill: maybe(obj({ name: str(200), ap: num, ki: num })),
};
const specShape = obj(SPEC_FIELDS);

/** Is this not a well-formed attack declaration (e.g. a pending decision's context from a file)? */
export function attackSpecProblem(v: unknown): boolean {
  return v === null || typeof v !== 'object' || 'type' in v || 'dice' in v || specShape(v, 'spec') !== null;
}

const heal = obj({
  spendWill: maybe(bool),
  medical: maybe(oneOf(['none', 'basic', 'skilled'])),
  safeOutsideCombat: maybe(bool),
  heavyMelee: maybe(bool),
  demonForest: maybe(bool),
  targetMiasma: maybe(bool),
  targetRefuses: maybe(bool),
  healerNearDeath: maybe(bool),
  attackedWhilePreparing: maybe(bool),
});

/** A shape check per Tenkai command (the kernel's included). */
export const shapes: { readonly [K in TenkaiCommand['type']]: Shape } = {
  ...kernelShapes,
  tkStartTurn: obj({}),
  tkEndRound: obj({}),
  tkPostpone: obj({ after: maybe(id) }),
  tkSpendAp: obj({ id, action: oneOf(TK_AP_ACTIONS), times: maybe(num), gm: maybe(bool) }),
  tkUseSkill: obj({ id, name: str(200), ap: num, ki: maybe(num), gm: maybe(bool) }),
  tkMove: obj({ id, to: point, mode: maybe(oneOf(TK_MOVE_MODES)), gm: maybe(bool) }),
  tkChangeBand: obj({ id, to: oneOf(TK_BANDS), gm: maybe(bool) }),
  tkAttack: obj({ ...SPEC_FIELDS, defence: maybe(oneOf(TK_DEFENCES)), gm: maybe(bool) }),
  tkHeal: obj({
    healerId: maybe(id),
    targetId: id,
    source: num,
    percent: num,
    situation: maybe(heal),
    ap: maybe(num),
    ki: maybe(num),
  }),
  tkMountPartner: obj({ riderId: id, partnerId: id, gm: maybe(bool) }),
  tkDismountPartner: obj({ riderId: id, gm: maybe(bool) }),
  tkSpiritLinkEnd: obj({ partnerId: id }),
  tkGliderMode: obj({ id, mode: oneOf(TK_GLIDER_MODES) }),
  tkArmourMode: obj({ id, mode: oneOf(TK_ARMOUR_MODES) }),
  tkBoardArmour: obj({ pilotId: id, armourId: id, instant: maybe(bool) }),
  tkApplyStatus: obj({
    targetId: id,
    kind: oneOf(TK_STATUS_KINDS),
    sourceId: maybe((v, p) => (v === null ? null : id(v, p))),
    power: maybe(num),
    duration: maybe(num),
    damage: maybe(num),
    strength: maybe(num),
    towardsId: maybe(id),
    flags: maybe(arr(oneOf(TK_STATUS_FLAGS), 20)),
    casterSpendsWill: maybe(bool),
    resisterSpendsWill: maybe(bool),
    noCheck: maybe(bool),
  }),
  tkCharmOrder: obj({ id }),
  tkMiasmaProgress: obj({ id }),
  tkSuppressMiasma: obj({ id }),
  tkCureStatus: obj({ id, statusId: str(200) }),
  tkRerollConfusion: obj({ id }),
  tkAddEffect: obj({ ownerId: id, name: str(1000), duration: num }),
  tkSetRatingTable: obj({
    table: maybe(obj({ rows: arr(arr(str(40), 100), 100) })),
    text: maybe(str(1_000_000)),
    reset: maybe(bool),
  }),
  tkSetRatingCell: obj({ row: num, column: num, result: oneOf(TK_RESULTS) }),
  tkSetOptions: obj({ cloudSea: maybe(bool), inCombat: maybe(bool) }),
  tkEditData: obj({ id, patch: record }),
};

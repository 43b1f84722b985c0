/**
 * attack: one target, several (close / area, MC-TGT-1, MC-SPACE-2) or a square whose occupants the attacker
 * chooses from (rider or mount, MC-TGT-1); a close or area power's template decides whom it may hit (B-17,
 * MC-R14); ranged/area attacks provoke (B-11, MC-OA-1); MC-MATK-1 hint.
 */
import { carriedIds, need, ref, spatialIndex, standersIn, type CreatureId, type Point } from '../../core';
import { spend } from '../actions';
import { newChain } from '../chain';
import type { AttackCommand, AttackInput } from '../commands';
import { queueJobs, runJobs } from '../jobs';
import { ATTACK_KINDS, type AttackKind, type M4Encounter, type SpentOn } from '../model';
import { reject } from '../msgs';
import { areaOf } from '../areas';
import { opportunityJobs, provokersOfRanged } from '../opportunity';
import { originSquares, riderOf } from '../relations';
import { checkDistance, checkSpec, resolveAttack } from '../resolveAttack';
import type { C, W } from './types';
import { powerHits, powerOfCreature } from '../powerUse';

/**
 * What an attack's action was spent on (B-7), one frozen record per kind: a set's spent list keeps it as it is
 * (the same fields and values as a literal; issue 33: no object made per attack).
 */
const SPENT_ON: Readonly<Record<AttackKind, SpentOn>> = Object.freeze({
  melee: Object.freeze({ kind: 'attack', attack: 'melee' }),
  ranged: Object.freeze({ kind: 'attack', attack: 'ranged' }),
  close: Object.freeze({ kind: 'attack', attack: 'close' }),
  area: Object.freeze({ kind: 'attack', attack: 'area' }),
});

/** Creatures in the space containing a square: the standing creature there and everyone it carries (MC-TGT-1). */
function creaturesAt(enc: M4Encounter, p: Point): CreatureId[] {
  const st = standersIn(spatialIndex(enc), { x: p.x, y: p.y, side: 1 }, new Set())[0];
  return st ? [st.c.id, ...carriedIds(enc, st.c.id)] : [];
}

/**
 * The situation fields of a command, for the resolution (with its targets, once known). Built field by field in
 * the command's key order (issue 33: object spreads among literal keys take V8's slow path).
 */
function inputOf(cmd: AttackCommand, targets?: Pick<AttackInput, 'targetId' | 'targetIds'>): AttackInput {
  const o: { -readonly [K in keyof AttackInput]: AttackInput[K] } = {
    attackerId: cmd.attackerId,
    kind: cmd.kind,
    attack: cmd.attack,
  };
  if (targets) {
    if ('targetId' in targets) o.targetId = targets.targetId;
    if ('targetIds' in targets) o.targetIds = targets.targetIds;
  }
  if (cmd.combatAdvantage !== undefined) o.combatAdvantage = cmd.combatAdvantage;
  if (cmd.cover !== undefined) o.cover = cmd.cover;
  if (cmd.origin !== undefined) o.origin = { x: cmd.origin.x, y: cmd.origin.y };
  return o;
}

/** attack: one target (or several for close/area), or a square whose occupants the attacker chooses from. */
export function attack(w: W, cmd: AttackCommand, ctx: C): void {
  const a = need(w, cmd.attackerId);
  if (!ATTACK_KINDS.includes(cmd.kind)) reject({ m: 'badAttackKind' });
  checkSpec(cmd.attack);
  const power = cmd.power === undefined ? null : powerOfCreature(a, cmd.power);
  if (cmd.origin !== undefined) {
    const o = cmd.origin;
    if (!originSquares(w.s, a.id).some((p) => p.x === o.x && p.y === o.y))
      reject({ m: 'originNotInSpace', mounted: !!a.mountId }, 'MC-SPACE-2');
  }
  const area = cmd.kind === 'close' || cmd.kind === 'area';
  let ids: CreatureId[] = [];
  let choose: CreatureId[] = [];
  if (cmd.area !== undefined) {
    if (cmd.kind !== 'close' && cmd.kind !== 'area') reject({ m: 'badTemplate' }, 'B-17');
    const t = areaOf(w.s, {
      attackerId: a.id,
      kind: cmd.kind,
      template: cmd.area,
      ...(cmd.origin ? { origin: cmd.origin } : {}),
    });
    if (!t.ok) reject(t.reason, t.rule);
    const given = cmd.targetIds !== undefined ? [...new Set(cmd.targetIds)] : [...t.targets];
    if (given.length === 0) reject({ m: 'areaEmpty' }, 'B-17');
    const rule = a.mountId ? 'MC-SPACE-2' : 'MC-TGT-1';
    for (const id of given) {
      const c = need(w, id);
      if (!t.included.includes(id) || (cmd.kind === 'close' && id === a.id))
        reject({ m: 'notInArea', target: ref(c), shape: cmd.area.shape, size: cmd.area.size }, rule);
      if (!t.targets.includes(id))
        reject(
          { m: 'areaExcludes', target: ref(c), affects: cmd.area.affects === 'allies' ? 'allies' : 'enemies' },
          'MC-ELIG-2',
        );
    }
    ids = given;
  } else if (cmd.targetIds !== undefined) {
    if (!area) reject({ m: 'severalTargetsAreaOnly' }, 'MC-TGT-1');
    if (cmd.targetIds.length === 0) reject({ m: 'nameOneTarget' });
    ids = [...new Set(cmd.targetIds)];
    for (const id of ids) need(w, id);
  } else if (cmd.targetId !== undefined) {
    need(w, cmd.targetId);
    ids = [cmd.targetId];
  } else if (cmd.targetSquare) {
    choose = creaturesAt(w.s, cmd.targetSquare).filter((id) => id !== a.id);
    if (choose.length === 0) reject({ m: 'nobodyThere' });
    if (choose.length === 1) ids = choose;
  } else reject({ m: 'nameTarget' });
  if (!area && ids.includes(a.id)) reject({ m: 'cannotTargetSelf', who: ref(a) });
  const input = inputOf(cmd);
  // Issue 33: what the check measured (reach, cover) is the resolution's too — nothing below moves anyone.
  const measured =
    ids.length === 1 && (cmd.kind === 'melee' || cmd.kind === 'ranged')
      ? checkDistance(w.s, input, ids[0] as CreatureId)
      : undefined;
  if (choose.length > 1 && cmd.kind === 'melee') for (const id of choose) checkDistance(w.s, input, id);
  spend(w, a.id, cmd.action ?? 'standard', SPENT_ON[cmd.kind]);
  // MC-MATK-1: a hint, never a block.
  const r = a.sys.riding;
  if (r.willingMount && !r.combatTrained && !riderOf(w.s, a.id) && !a.mountId)
    ctx.emit({ type: 'typicalMountHinted', who: ref(a), rules: ['MC-MATK-1'], ids: [a.id] });
  const chain = newChain();
  if (choose.length > 1) queueJobs(chain, { kind: 'target', attack: input, ids: choose });
  else {
    const hit = resolveAttack(
      w,
      ctx,
      inputOf(cmd, cmd.targetIds || cmd.area ? { targetIds: ids } : { targetId: ids[0] as CreatureId }),
      { measured },
    );
    // Issue 29: the power's effects on each target hit (B-14), its user as their source.
    if (power) for (const id of hit) powerHits(w, ctx, a.id, power, id);
  }
  // B-11 / MC-OA-1: a ranged or area attack provokes adjacent enemies, who must target the attacker.
  if (cmd.kind === 'ranged' || cmd.kind === 'area')
    queueJobs(chain, ...opportunityJobs(w.s, provokersOfRanged(w.s, a.id), a.id));
  runJobs(w, ctx, chain);
}

/**
 * Steps 5–9 of a turn (SD-STEP-05..09): each attacker of the first side, then of the second. Each function runs
 * one unit of work and returns true when that unit is something a person would want to see as one "step"
 * (false = a bare transition). Whenever anyone's HP reaches 0 the turn jumps to step 10.
 */
import { hitResult, hitTarget, magicDamage, physicalDamage, type Profile } from './calc';
import type { CancelRoll } from './events';
import type { CharW, SideKey } from './model';
import { cancelRoll, traceCancel, traceDeadly, traceDeadlySkipped, traceHit, traceMagic, tracePhysical } from './trace';
import {
  hurt,
  jumpTo10,
  list,
  NO_TARGET,
  noTarget,
  other,
  pickTarget,
  profiles,
  roll2d6,
  type Pair,
  type Rt,
} from './runtime';

function attackingSide(rt: Rt): SideKey {
  const c = rt.b.cursor;
  return c.phase === 0 ? c.first : other(c.first);
}

/** SD-STEP-05: the next attacker picks its target; the target's 策士/知者/賢者 may cancel its normal attacks. */
export function step5(rt: Rt): boolean {
  const c = rt.b.cursor;
  for (;;) {
    const sk = attackingSide(rt);
    const mine = list(rt, sk);
    let i = c.actor;
    while (i < mine.length && (mine[i] as CharW).hp <= 0) i++;
    if (i < mine.length) {
      c.actor = i;
      break;
    }
    c.actor = 0;
    c.target = -1;
    if (c.phase === 0) {
      c.phase = 1;
      continue;
    }
    c.step = 10;
    return false;
  }
  const sk = attackingSide(rt);
  const actor = list(rt, sk)[c.actor] as CharW;
  const t = pickTarget(rt, actor, 'SD-STEP-05');
  if (t === NO_TARGET) return noTarget(rt);
  if (t < 0) return true;
  c.target = t;
  const foe = list(rt, other(sk))[t] as CharW;
  const fp = profiles(rt, other(sk))[t] as Profile;
  const faces: [number, number] | null = rt.log ? [0, 0] : null;
  const rolls: CancelRoll[] | null = faces ? [] : null;
  let cancelled = false;
  // SD-SK-06 策士 11+, SD-SK-07 知者 10+, SD-SK-08 賢者 9+: each copy rolls until one succeeds (SD-R8).
  for (let k = 0; k < fp.cancels.length && !cancelled; k++) {
    const need = fp.cancels[k] as 11 | 10 | 9;
    const total = roll2d6(rt, 'SD-STEP-05', faces);
    cancelled = total >= need;
    if (faces && rolls) rolls.push(cancelRoll(need, faces, total, cancelled));
  }
  if (rt.log && rolls) traceCancel(rt.log, actor, foe, rolls, cancelled);
  if (cancelled) {
    c.actor++;
    c.target = -1;
    return true;
  }
  c.attack = 0;
  c.step = 6;
  return true;
}

/**
 * The acting character and its target in steps 6–9, bound into the runtime's reusable `pair` (one lookup per
 * unit and no allocation: the simulator runs these millions of times).
 */
function bindPair(rt: Rt): Pair {
  const c = rt.b.cursor;
  const pcAttacks = (c.phase === 0) === (c.first === 'pc');
  const p = rt.pair;
  p.a = (pcAttacks ? rt.b.pc : rt.b.opp)[c.actor] as CharW;
  p.ap = (pcAttacks ? rt.pcProf : rt.oppProf)[c.actor] as Profile;
  p.d = (pcAttacks ? rt.b.opp : rt.b.pc)[c.target] as CharW;
  p.dp = (pcAttacks ? rt.oppProf : rt.pcProf)[c.target] as Profile;
  return p;
}

/** After a physical attack: the next one (二回攻撃; SD-R11: also after a miss), else magic (step 9) if any, else the next attacker. */
function nextAttack(rt: Rt, ap: Profile): void {
  const c = rt.b.cursor;
  if (c.attack + 1 < ap.attacks) {
    c.attack++;
    c.step = 6;
  } else if (ap.hasMagic) {
    c.step = 9;
  } else nextAttacker(rt);
}

function nextAttacker(rt: Rt): void {
  const c = rt.b.cursor;
  c.actor++;
  c.target = -1;
  c.step = 5;
}

/** SD-STEP-06: the physical success roll (2d6 ≥ target number; 2 or less always fails; 12 is a critical, SD-R4). */
export function step6(rt: Rt): boolean {
  const c = rt.b.cursor;
  const { a, ap, d, dp } = bindPair(rt);
  const tn = hitTarget(ap, dp);
  const faces: [number, number] | null = rt.log ? [0, 0] : null;
  const total = roll2d6(rt, 'SD-STEP-06', faces);
  const hit = hitResult(total, tn);
  c.hit = hit;
  if (rt.log && faces) traceHit(rt.log, a, ap, d, dp, c.attack, faces, total, tn, hit);
  if (hit === 0) nextAttack(rt, ap);
  else c.step = ap.deadly.length > 0 ? 7 : 8;
  return true;
}

/** SD-STEP-07: one roll per held 必殺 skill; any success sets the target's HP to 0 (skipped against 必殺無効). */
export function step7(rt: Rt): boolean {
  const c = rt.b.cursor;
  const { a, ap, d, dp } = bindPair(rt);
  if (dp.deadlyImmune) {
    if (rt.log) traceDeadlySkipped(rt.log, a, d);
    c.step = 8;
    return true;
  }
  const faces: [number, number] | null = rt.log ? [0, 0] : null;
  for (let k = 0; k < ap.deadly.length; k++) {
    const need = ap.deadly[k] as 12 | 11 | 10;
    const total = roll2d6(rt, 'SD-STEP-07', faces);
    const ok = total >= need;
    if (rt.log && faces) traceDeadly(rt.log, a, d, need, faces, total, ok);
    if (ok) {
      hurt(d, d.hp, a);
      jumpTo10(rt, 'SD-STEP-07', d);
      return true;
    }
  }
  c.step = 8;
  return true;
}

/** SD-STEP-08: physical damage (強打/critical → 狂戦士 and 鉄の体 → weapons and armours; at least 1). */
export function step8(rt: Rt): boolean {
  const c = rt.b.cursor;
  const { a, ap, d, dp } = bindPair(rt);
  const dmg = physicalDamage(a.atk, d.def, ap, dp, c.hit === 2);
  const before = d.hp;
  const down = hurt(d, dmg, a);
  if (rt.log) tracePhysical(rt.log, a, d, c.hit === 2, dmg, before);
  if (down) jumpTo10(rt, 'SD-STEP-08', d);
  else nextAttack(rt, ap);
  return true;
}

/** SD-STEP-09: all of the attacker's magic at once (breaths from current HP); 魔法障壁 turns it into 1 damage. */
export function step9(rt: Rt): boolean {
  const { a, ap, d, dp } = bindPair(rt);
  const total = magicDamage(a.hp, ap);
  const dealt = dp.barrier ? 1 : total;
  const self = 10 * ap.ultimate;
  const before = d.hp;
  const selfBefore = a.hp;
  // SD-R5: the barrier's 1 damage is still caused by this attacker.
  const dDown = hurt(d, dealt, a);
  const aDown = hurt(a, self, a);
  if (rt.log) traceMagic(rt.log, a, d, dp.barrier, dealt, self, before, selfBefore);
  if (dDown || aDown) jumpTo10(rt, 'SD-STEP-09', dDown ? d : a);
  else nextAttacker(rt);
  return true;
}

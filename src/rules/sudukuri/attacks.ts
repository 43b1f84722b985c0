/**
 * Steps 5–9 of a turn (SD-STEP-05..09): each attacker of the first side, then of the second. Each function runs
 * one unit of work and returns true when that unit is something a person would want to see as one "step"
 * (false = a bare transition). Whenever anyone's HP reaches 0 the turn jumps to step 10.
 */
import { tx } from '../core/text';
import { hitFormula, hitResult, hitTarget, magicDamage, magicFormula, physicalDamage, physicalFormula, type Profile } from './calc';
import type { SdCharacter, SideKey } from './model';
import { hpText, hurt, jumpTo10, list, NO_TARGET, noTarget, other, pickTarget, profiles, roll2d6, say, type Pair, type Rt } from './runtime';
import { skillLabel } from './skills';

const ATTACKS = tx('attacks', '通常攻撃');

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
    while (i < mine.length && (mine[i] as SdCharacter).hp <= 0) i++;
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
  const actor = list(rt, sk)[c.actor] as SdCharacter;
  const t = pickTarget(rt, actor, 'SD-STEP-05', ATTACKS);
  if (t === NO_TARGET) return noTarget(rt);
  if (t < 0) return true;
  c.target = t;
  const foe = list(rt, other(sk))[t] as SdCharacter;
  const fp = profiles(rt, other(sk))[t] as Profile;
  const faces: number[] | null = rt.log ? [0, 0] : null;
  const rolls: string[] | null = faces ? [] : null;
  let cancelled = false;
  for (let k = 0; k < fp.cancels.length && !cancelled; k++) {
    const need = fp.cancels[k] as number;
    const total = roll2d6(rt, 'SD-STEP-05', faces);
    cancelled = total >= need;
    if (faces && rolls) rolls.push(`${need === 11 ? '策士' : need === 10 ? '知者' : '賢者'} ${faces[0]}+${faces[1]} = ${total} vs ${need}${cancelled ? ' ✓' : ' ✗'}`);
  }
  if (rt.log) {
    const head = `${actor.name} → ${foe.name}`;
    const r = rolls?.length ? `: ${rolls.join('; ')}` : '';
    say(rt, cancelled ? 'sdAttackCancelled' : 'sdAttackDeclared', 'SD-STEP-05', ['SD-R1', 'SD-SK-06', 'SD-SK-07', 'SD-SK-08'],
      `${head}${r}${cancelled ? ` → all of ${actor.name}'s normal attacks on ${foe.name} are cancelled this turn.` : rolls?.length ? ' → not cancelled.' : ' (no 策士/知者/賢者).'}`,
      `${head}${r}${cancelled ? ` → このターンの${actor.name}から${foe.name}への通常攻撃はすべて無効。` : rolls?.length ? ' → 無効化失敗。' : '（策士・知者・賢者なし）。'}`,
      { attackerId: actor.id, targetId: foe.id, cancelled });
  }
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
  p.a = (pcAttacks ? rt.b.pc : rt.b.opp)[c.actor] as SdCharacter;
  p.ap = (pcAttacks ? rt.pcProf : rt.oppProf)[c.actor] as Profile;
  p.d = (pcAttacks ? rt.b.opp : rt.b.pc)[c.target] as SdCharacter;
  p.dp = (pcAttacks ? rt.oppProf : rt.pcProf)[c.target] as Profile;
  return p;
}

/** After a physical attack: the next one (二回攻撃), else magic (step 9) if any, else the next attacker. */
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
  const faces: number[] | null = rt.log ? [0, 0] : null;
  const total = roll2d6(rt, 'SD-STEP-06', faces);
  const hit = hitResult(total, tn);
  c.hit = hit;
  if (rt.log && faces) {
    const f = ap.tnDown || dp.tnUp ? hitFormula(a.skills, d.skills) : null;
    const mods = f ? ` (${f.en})` : '';
    const modsJa = f ? `：${f.ja}` : '';
    const res = hit === 2 ? ['critical hit', 'クリティカル'] : hit === 1 ? ['hit', '成功'] : total <= 2 ? ['miss (2 always fails)', '失敗（2以下は自動失敗）'] : ['miss', '失敗'];
    say(rt, 'sdHitRolled', 'SD-STEP-06', hit === 2 ? ['SD-R4'] : [],
      `${a.name} → ${d.name}, physical attack ${c.attack + 1}/${ap.attacks}: 2d6 ${faces[0]}+${faces[1]} = ${total} vs ${tn}${mods} → ${res[0]}.`,
      `${a.name}→${d.name} 物理攻撃${c.attack + 1}/${ap.attacks}回目：2d6 ${faces[0]}+${faces[1]} = ${total}（基準${tn}${modsJa}）→ ${res[1]}。`,
      { attackerId: a.id, targetId: d.id, total, target: tn, hit });
  }
  if (hit === 0) nextAttack(rt, ap);
  else c.step = ap.deadly.length > 0 ? 7 : 8;
  return true;
}

/** SD-STEP-07: one roll per held 必殺 skill; any success sets the target's HP to 0 (skipped against 必殺無効). */
export function step7(rt: Rt): boolean {
  const c = rt.b.cursor;
  const { a, ap, d, dp } = bindPair(rt);
  if (dp.deadlyImmune) {
    if (rt.log) say(rt, 'sdDeadlySkipped', 'SD-STEP-07', ['SD-STEP-04', 'SD-SK-05'], `${d.name} holds 必殺無効: no deadly roll.`, `${d.name}は必殺無効：必殺判定なし。`);
    c.step = 8;
    return true;
  }
  const faces: number[] | null = rt.log ? [0, 0] : null;
  for (let k = 0; k < ap.deadly.length; k++) {
    const need = ap.deadly[k] as number;
    const total = roll2d6(rt, 'SD-STEP-07', faces);
    const ok = total >= need;
    if (rt.log && faces) {
      const name = need === 12 ? skillLabel('deadlyThrow', 1) : need === 11 ? skillLabel('deadlyThrust', 1) : skillLabel('deadlySlash', 1);
      say(rt, 'sdDeadlyRolled', 'SD-STEP-07', [need === 12 ? 'SD-SK-14' : need === 11 ? 'SD-SK-15' : 'SD-SK-16'],
        `${a.name}'s ${name.en}: 2d6 ${faces[0]}+${faces[1]} = ${total} vs ${need} → ${ok ? `${d.name}'s HP becomes 0` : 'no effect'}.`,
        `${a.name}の${name.ja}：2d6 ${faces[0]}+${faces[1]} = ${total}（${need}以上で成功）→ ${ok ? `${d.name}の体力点は0` : '効果なし'}。`,
        { attackerId: a.id, targetId: d.id, total, success: ok, hp: ok ? 0 : d.hp });
    }
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
  if (rt.log) {
    const f = physicalFormula(a.atk, d.def, a.skills, d.skills, c.hit === 2);
    say(rt, 'sdPhysicalDamageDealt', 'SD-STEP-08', [],
      `${a.name} → ${d.name}: ${f.en}; HP ${before} → ${hpText(d)}.`, `${a.name}→${d.name}：${f.ja}；体力 ${before} → ${hpText(d)}。`,
      { attackerId: a.id, targetId: d.id, damage: dmg, hp: d.hp });
  }
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
  if (rt.log) {
    const f = magicFormula(selfBefore, a.skills);
    const bar = dp.barrier ? [` → 魔法障壁: negated, ${d.name} takes 1 instead`, ` → 魔法障壁：無効化、代わりに${d.name}に1点`] : ['', ''];
    const ult = self ? [`; 究極魔法 costs ${a.name} ${self} (${selfBefore} → ${hpText(a)})`, `；究極魔法の反動で${a.name}に${self}点（${selfBefore} → ${hpText(a)}）`] : ['', ''];
    say(rt, 'sdMagicDamageDealt', 'SD-STEP-09', dp.barrier ? ['SD-SK-29'] : [],
      `${a.name} → ${d.name}: ${f.en}${bar[0]}; HP ${before} → ${hpText(d)}${ult[0]}.`,
      `${a.name}→${d.name}：${f.ja}${bar[1]}；体力 ${before} → ${hpText(d)}${ult[1]}。`,
      { attackerId: a.id, targetId: d.id, damage: dealt, hp: d.hp, selfDamage: self, selfHp: a.hp });
  }
  if (dDown || aDown) jumpTo10(rt, 'SD-STEP-09', dDown ? d : a);
  else nextAttacker(rt);
  return true;
}

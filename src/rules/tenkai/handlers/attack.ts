/** Handlers: tkAttack (TK-HIT-1..8, multi-hit attacks RULING TK-R6) and the resumer of the defender's evade/guard answer (TK-TURN-2 step 5). */
import {
  carriedIds,
  creatureOf,
  kernelHandlers,
  need,
  ref,
  reject as refuse,
  type CreatureId,
  type Decide,
  type DecisionOption,
  type PendingDecision,
} from '../../core';
import type { TkAttack } from '../commands';
import { applyAttribute, attackAttribute, baseDamage, fixedAttack } from '../damage';
import { defenceStatsHolder, forcedDefence, guardBlocked, pairOf, previewHit, type TkAttackSpec } from '../hit';
import { reject, tkMsg } from '../messages';
import { DEFENCE_KIND, type TkCreature } from '../model';
import { modRules } from '../mods';
import { ratingRow, readTable } from '../rating';
import { attackSpecProblem } from '../shapes';
import { effectiveStats, hasStatus, miasmaStagesInEffect, mountOf } from '../stats';
import { TK_DEFENCES, type TkDefence } from '../terms';
import type { TkCtx, TkWork } from '../work';
import { useSkillCosts } from './actions';
import { applyDamage, type DamageTaken } from './harm';
import { sleepRecovery } from './status-checks';
import { needInt, noteActed, requireCanAct, requireNotConfused, spendAp, tableOf } from './util';

/** tkAttack: declare, pay, then wait for (or take) the defender's choice. */
export function tkAttack(w: TkWork, cmd: TkAttack, ctx: TkCtx): void {
  const attacker = need(w, cmd.attackerId);
  const target = need(w, cmd.targetId);
  const at = attacker.sys;
  if (attacker.id === target.id && !cmd.gm) reject({ m: 'selfAttack' }, 'TK-ST-CONFUSE');
  requireCanAct(w.s, attacker.id);
  requireNotConfused(w.s, attacker.id, cmd.gm);
  // Gliders (TK-GLD-1, TK-GLD-4).
  if (at.glider && !at.glider.armed) reject({ m: 'unarmedGlider', who: ref(attacker) }, 'TK-GLD-1');
  const mountT = mountOf(w.s, attacker)?.sys;
  if (mountT?.glider?.mode === 'gliding' || at.glider?.mode === 'gliding') reject({ m: 'glidingNoAttack' }, 'TK-GLD-4');
  // Statuses (TK-ST-FEAR, TK-ST-CHARM).
  if (hasStatus(at, 'fear')) reject({ m: 'fearNoAttack', who: ref(attacker) }, 'TK-ST-FEAR');
  const victims = new Set([target.id, ...pairOf(w.s, target.id)]);
  for (const st of at.statuses) {
    if (st.kind === 'charm' && st.towardsId && victims.has(st.towardsId)) {
      const charmer = creatureOf(w.s, st.towardsId);
      reject({ m: 'charmedNoHostility', who: ref(attacker), charmer: charmer ? ref(charmer) : null }, 'TK-ST-CHARM');
    }
  }
  if (cmd.range !== undefined) needInt(cmd.range, 0, 100, 'range', 'TK-HIT-7');
  if (cmd.situation !== undefined) needInt(cmd.situation, -10, 10, 'situation', 'TK-HIT-8');
  if (cmd.skillRanks !== undefined) needInt(cmd.skillRanks, -10, 10, 'skillRanks', 'TK-HIT-2');
  if (cmd.diceMod !== undefined) needInt(cmd.diceMod, -20, 20, 'diceMod', 'TK-HIT-2');
  if (cmd.hits !== undefined) needInt(cmd.hits, 1, 10, 'hits', 'TK-R6');
  if (cmd.skill) {
    if (cmd.skill.name.trim() === '') reject({ m: 'skillNeedsName' }, 'TK-HIT-1');
    needInt(cmd.skill.ap, 0, 20, 'skillAp', 'TK-HIT-1');
    needInt(cmd.skill.ki, 0, 10000, 'skillKi', 'TK-HIT-1');
  }
  const { type: _type, defence: _defence, dice: _dice, gm: _gm, skill, ...rest } = cmd;
  const spec: TkAttackSpec = skill ? { ...rest, skill: { name: skill.name, ap: skill.ap, ki: skill.ki } } : rest;
  const preview = previewHit(w.s, spec, 'evade');
  if (preview.refusal) reject(preview.refusal.reason, preview.refusal.rule);
  // Costs (TK-HIT-1; who pays, TK-MNT-3; an armed glider's rider pays too, TK-GLD-1).
  if (spec.skill) useSkillCosts(w, ctx, attacker.id, spec.skill.name, spec.skill.ap, spec.skill.ki, cmd.gm);
  else spendAp(w, attacker.id, 1, ctx, 'TK-TURN-5', { m: 'doAttack' }, cmd.gm);
  if (at.glider)
    for (const r of carriedIds(w.s, attacker.id))
      spendAp(w, r, 1, ctx, 'TK-GLD-1', { m: 'doGliderAttack', glider: ref(attacker) });
  noteActed(w, attacker.id);
  ctx.emit({
    type: 'attackDeclared',
    attacker: ref(attacker),
    target: ref(target),
    kind: spec.kind,
    autoHit: !!spec.autoHit,
    spec,
    rules: ['TK-HIT-1'],
    ids: [attacker.id, target.id],
  });
  const forced = forcedDefence(w.s, spec);
  if (forced) return resolveAttack(w, ctx, spec, forced.defence);
  if (cmd.defence) {
    if (cmd.defence === 'guard' && guardBlocked(w.s, spec))
      reject({ m: 'berserkNoGuard', who: ref(target) }, 'TK-ST-BERSERK');
    return resolveAttack(w, ctx, spec, cmd.defence);
  }
  const holderId = defenceStatsHolder(w.s, target.id);
  const holder = need(w, holderId);
  const blocked = guardBlocked(w.s, spec);
  const pending: PendingDecision<typeof DEFENCE_KIND, { spec: TkAttackSpec }> = {
    kind: DEFENCE_KIND,
    chooserId: holderId,
    prompt: tkMsg({ m: 'defencePrompt', target: ref(target), attacker: ref(attacker), kind: spec.kind }),
    options: TK_DEFENCES.map((o): DecisionOption => {
      const p = previewHit(w.s, spec, o);
      const label = tkMsg({ m: 'defenceOption', defence: o, column: p.column, ranks: p.ranks });
      return o === 'guard' && blocked
        ? { id: o, label, disabledReason: tkMsg({ m: 'berserkNoGuard', who: ref(target) }) }
        : { id: o, label };
    }),
    ruleId: 'TK-TURN-2',
    playerFacing: true,
    context: { spec },
  };
  w.set('pending', pending);
  ctx.emit({
    type: 'defenceAsked',
    defender: ref(holder),
    target: ref(target),
    attacker: ref(attacker),
    rules: ['TK-TURN-2', 'TK-HIT-1'],
    ids: [holderId],
  });
}

/**
 * The kernel's `decide`, with one Tenkai difference: choosing the disabled guard of a berserk defender is refused
 * under TK-ST-BERSERK (the kernel would cite the decision's own rule, TK-TURN-2).
 */
export function decide(w: TkWork, cmd: Decide, ctx: TkCtx): void {
  const p = w.s.pending;
  if (p?.kind === DEFENCE_KIND) {
    const opt = p.options.find((o) => o.id === cmd.optionId);
    if (opt?.disabledReason) refuse(opt.disabledReason, 'TK-ST-BERSERK');
  }
  kernelHandlers.decide(w, cmd, ctx);
}

/** Resumer of the evade/guard decision: the hit check with the chosen defence. */
export function resumeDefence(
  w: TkWork,
  pending: PendingDecision,
  option: DecisionOption,
  _cmd: Decide,
  ctx: TkCtx,
): void {
  const spec = (pending.context as { spec?: unknown }).spec;
  const defence = TK_DEFENCES.find((d) => d === option.id);
  if (
    attackSpecProblem(spec) ||
    !defence ||
    !w.creature((spec as TkAttackSpec).attackerId) ||
    !w.creature((spec as TkAttackSpec).targetId)
  ) {
    return reject({ m: 'badDefenceContext' }, 'TK-TURN-2');
  }
  resolveAttack(w, ctx, spec as TkAttackSpec, defence);
}

/**
 * Hit check, damage and application (TK-HIT-3, TK-DMG-*, TK-MNT-5), once per hit of the attack: an attack that
 * hits several times at once (「X回攻撃」「同時攻撃」) has one defence choice, a check and damage per hit, and one
 * sleep recovery check per creature for the whole attack (TK-ST-SLEEP, RULING TK-R6).
 */
export function resolveAttack(w: TkWork, ctx: TkCtx, spec: TkAttackSpec, chosen: TkDefence): void {
  const hits = spec.hits ?? 1;
  const taken = new Map<CreatureId, number>();
  for (let hit = 1; hit <= hits; hit++) {
    for (const t of resolveHit(w, ctx, spec, chosen, hit, hits)) taken.set(t.id, (taken.get(t.id) ?? 0) + t.amount);
  }
  // TK-ST-SLEEP: 「複数回の攻撃を同時に受けた場合…回復判定は一回しか行いません」 — one check, with the attack's damage.
  for (const [id, amount] of taken) sleepRecovery(w, ctx, id, amount, hits);
}

/** One hit of an attack: its check, its damage, who takes it (TK-HIT-3, TK-HIT-6, TK-DMG-*, TK-MNT-5, RULING TK-R5). */
function resolveHit(
  w: TkWork,
  ctx: TkCtx,
  spec: TkAttackSpec,
  chosen: TkDefence,
  hit: number,
  hits: number,
): DamageTaken[] {
  const attacker = need(w, spec.attackerId);
  const target = need(w, spec.targetId);
  const p = previewHit(w.s, spec, chosen);
  const die = ctx.roller.die(
    20,
    tkMsg({ m: 'hitDie', attacker: ref(attacker), target: ref(target), rule: 'TK-HIT-3' }),
  );
  const row = ratingRow(die, p.diceMod);
  const read = readTable(tableOf(w.s), row, p.column);
  const result = spec.autoHit && (read === 'light' || read === 'graze' || read === 'miss') ? 'direct' : read; // TK-HIT-6
  const holder = need(w, p.defenderStatsId);
  ctx.emit({
    type: 'hitChecked',
    attacker: ref(attacker),
    defender: ref(target),
    statsHolder: ref(holder),
    defence: p.defence,
    attackerValue: p.attackerValue,
    defenderValue: p.defenderValue,
    baseColumn: p.baseColumn,
    column: p.column,
    ranks: p.ranks,
    diceMod: p.diceMod,
    modifiers: p.modifiers,
    die,
    row,
    read,
    result,
    hit,
    hits,
    rules: [
      'TK-HIT-3',
      ...modRules(p.modifiers),
      ...(read !== result ? ['TK-HIT-6'] : []),
      ...(hits > 1 ? ['TK-R6'] : []),
    ],
    ids: [attacker.id, target.id],
  });
  // TK-GLD-4: each defence action costs 10 m — one for all the hits of an attack (one defence choice, RULING TK-R6).
  if (hit === 1 && holder.sys.glider?.mode === 'gliding')
    ctx.emit({ type: 'altitudeLost', who: ref(holder), cause: 'defence', rules: ['TK-GLD-4'], ids: [holder.id] });
  // Damage (TK-DMG-*), with the defender's stats from the stats holder (TK-MNT-5).
  const perception = spec.kind === 'perception';
  const a = effectiveStats(w.s, attacker.id).stats;
  const ds = effectiveStats(w.s, p.defenderStatsId).stats;
  let value = perception ? a.perception : a.attack;
  const m = miasmaStagesInEffect(attacker.sys, w.s.turns.round);
  if (attacker.sys.onmyoji && spec.skill && m > 0) value = Math.trunc((value * (100 + 10 * m)) / 100); // TK-ST-MIASMA 陰陽師
  const F = fixedAttack(value, spec);
  const defenceValue = perception ? ds.resistance : ds.defence;
  const base = baseDamage({
    result,
    defence: p.defence,
    perception,
    autoHit: !!spec.autoHit,
    attack: value,
    defenceValue,
    guard: ds.guard,
    fixed: F,
  });
  // Who is hit (TK-MNT-5).
  const pair = pairOf(w.s, target.id);
  let victims: string[] = [target.id];
  if (pair.length > 0 && !pair.some((id) => creatureOf(w.s, id)?.sys.role === 'armour')) {
    if (spec.area) victims = pair;
    else if ((p.defence === 'evade' || spec.autoHit) && base.damage > 0) {
      const k = ctx.roller.die(pair.length, tkMsg({ m: 'pairDie', rule: 'TK-MNT-5' }));
      const one = need(w, pair[k - 1] as string);
      victims = [one.id];
      ctx.emit({
        type: 'pairTargetChosen',
        hit: ref(one),
        die: k,
        of: pair.map((id) => ref(need(w, id))),
        rules: ['TK-MNT-5'],
        ids: victims,
      });
    }
  }
  const attack = attackAttribute(spec.weaponAttribute, spec.skillAttribute);
  // TK-MNT-5: an area attack on a mounted pair deals both 「同じだけダメージ」: one figure, with the attribute of the
  // partner whose statistics defended (RULING TK-R5); a single victim's own attribute counts (TK-DMG-8).
  const together = victims.length > 1;
  const shared = together ? applyAttribute(base.damage, attack, holder.sys.attribute) : null;
  const out: DamageTaken[] = [];
  for (const vid of victims) {
    const victim = need(w, vid) as TkCreature;
    const attr = shared ?? applyAttribute(base.damage, attack, victim.sys.attribute);
    ctx.emit({
      type: 'damageRolled',
      victim: ref(victim),
      attacker: ref(attacker),
      result,
      table: base.table,
      attack: value,
      defenceValue,
      guard: ds.guard,
      fixed: F,
      base: base.damage,
      minimum: base.minimum,
      attributePercent: attr.percent,
      damage: attr.damage,
      ...(together ? { pairFigure: ref(holder) } : {}),
      rules: [
        base.rule,
        'TK-DMG-1',
        'TK-DMG-6',
        ...(attr.percent ? ['TK-DMG-8'] : []),
        ...(spec.dualUseOneHand ? ['TK-DMG-7'] : []),
        ...(together ? ['TK-MNT-5', 'TK-R5'] : []),
      ],
      ids: [vid],
    });
    const got = applyDamage(w, ctx, vid, attr.damage, [base.rule], true);
    if (got) out.push(got);
  }
  return out;
}

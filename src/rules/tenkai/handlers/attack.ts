/** Handlers: tkAttack (TK-HIT-1..8) and `decide` (the defender's evade/guard answer, TK-TURN-2 step 5). */
import { reject, tx, type Creature, type Ctx, type Encounter } from '../../core';
import type { TkAttack, TkDecide } from '../commands';
import { applyAttribute, attackAttribute, baseDamage, fixedAttack } from '../damage';
import { tkOf } from '../data';
import { defenceStatsHolder, forcedDefence, guardBlocked, pairOf, previewHit, type TkAttackSpec } from '../hit';
import { ratingRow, readTable, RATIO_COLUMN_LABELS } from '../rating';
import { effectiveStats, hasStatus, miasmaStagesInEffect } from '../stats';
import { tkDraftState } from '../state';
import { TK_ATTACK_KIND_LABELS, TK_DEFENCE_LABELS, type TkDefence } from '../terms';
import { useSkillCosts } from './actions';
import { applyDamage } from './harm';
import { hitLabel, needInt, needTk, noteActed, requireCanAct, requireNotConfused, spendAp, tableOf } from './util';
import { creatureOf } from '../../core/creatures';
import { carriedIds } from '../../core';

const DEFENCE_KIND = 'tk.defence';

/** tkAttack: declare, pay, then wait for (or take) the defender's choice. */
export function tkAttack(d: Encounter, cmd: TkAttack, ctx: Ctx): void {
  const { c: attacker, t: at } = needTk(d, cmd.attackerId);
  const { c: target } = needTk(d, cmd.targetId);
  if (!['melee', 'shooting', 'perception'].includes(cmd.kind)) reject(tx('The attack is melee, shooting or perception.', '攻撃の種類は近接・射撃・知覚攻撃のいずれかです。'), 'TK-HIT-1');
  if (attacker.id === target.id && !cmd.gm) reject(tx('A creature attacks itself only as a confusion behaviour (GM).', '自分自身への攻撃は混乱の効果（GM処理）のみです。'), 'TK-ST-CONFUSE');
  requireCanAct(d, attacker.id);
  requireNotConfused(d, attacker.id, cmd.gm);
  // Gliders (TK-GLD-1, TK-GLD-4).
  if (at.glider && !at.glider.armed) reject(tx(`${attacker.name} is an unarmed glider and cannot attack.`, `武装を搭載していない${attacker.name}は攻撃できません。`), 'TK-GLD-1');
  const mountT = tkOf(attacker.mountId ? creatureOf(d, attacker.mountId) : undefined);
  if (mountT?.glider?.mode === 'gliding' || at.glider?.mode === 'gliding') reject(tx('While gliding the rider spends all AP on control and cannot attack.', '滑空中、騎手は全行動力を操縦に費やし、攻撃できません。'), 'TK-GLD-4');
  // Statuses (TK-ST-FEAR, TK-ST-CHARM).
  if (hasStatus(at, 'fear')) reject(tx(`${attacker.name} is in fear and cannot attack.`, `${attacker.name}は恐慌状態で攻撃できません。`), 'TK-ST-FEAR');
  const victims = new Set([target.id, ...pairOf(d, target.id)]);
  for (const st of at.statuses) {
    if (st.kind === 'charm' && st.towardsId && victims.has(st.towardsId)) {
      reject(tx(`${attacker.name} is charmed by ${creatureOf(d, st.towardsId)?.name} and can take no hostile act toward them.`, `${attacker.name}は${creatureOf(d, st.towardsId)?.name}に魅了されており、敵対行動をとれません。`), 'TK-ST-CHARM');
    }
  }
  if (cmd.range !== undefined) needInt(cmd.range, 0, 100, 'Range', '射程', 'TK-HIT-7');
  if (cmd.situation !== undefined) needInt(cmd.situation, -10, 10, 'Situation modifier', '状況による修正', 'TK-HIT-8');
  if (cmd.skillRanks !== undefined) needInt(cmd.skillRanks, -10, 10, 'Skill ranks', 'スキルのランク修正', 'TK-HIT-2');
  if (cmd.diceMod !== undefined) needInt(cmd.diceMod, -20, 20, 'Dice modifier', 'ダイス修正', 'TK-HIT-2');
  if (cmd.skill) {
    if (typeof cmd.skill.name !== 'string' || cmd.skill.name.trim() === '') reject(tx('The skill needs a name.', 'スキル名が必要です。'), 'TK-HIT-1');
    needInt(cmd.skill.ap, 0, 20, 'Skill AP', 'スキルの行動力', 'TK-HIT-1');
    needInt(cmd.skill.ki, 0, 10000, 'Skill 練力', 'スキルの練力', 'TK-HIT-1');
  }
  const { type: _type, defence: _defence, dice: _dice, gm: _gm, ...rest } = cmd;
  const spec: TkAttackSpec = rest;
  const preview = previewHit(d, spec, 'evade');
  if (!preview.allowed && preview.refusal) reject(preview.refusal.text, preview.refusal.rule);
  if (cmd.defence !== undefined && cmd.defence !== 'evade' && cmd.defence !== 'guard') reject(tx('The defence is evade or guard.', '防御は回避か受防です。'), 'TK-TURN-2');
  // Costs (TK-HIT-1; who pays, TK-MNT-3; an armed glider's rider pays too, TK-GLD-1).
  if (cmd.skill) useSkillCosts(d, ctx, attacker.id, cmd.skill.name, cmd.skill.ap, cmd.skill.ki, cmd.gm);
  else spendAp(d, attacker.id, 1, ctx, 'TK-TURN-5', { en: 'attack', ja: '攻撃' }, cmd.gm);
  if (at.glider) for (const r of carriedIds(d, attacker.id)) spendAp(d, r, 1, ctx, 'TK-GLD-1', { en: `${attacker.name}'s attack`, ja: `${attacker.name}の攻撃` });
  noteActed(d, attacker.id);
  const kind = TK_ATTACK_KIND_LABELS[cmd.kind];
  ctx.emit({ type: 'attackDeclared', text: tx(`${attacker.name} attacks ${target.name} (${kind.en}${cmd.autoHit ? ', auto-hit' : ''}).`, `${attacker.name}が${target.name}に攻撃を宣言（${kind.ja}${cmd.autoHit ? '・自動命中' : ''}）。`), rules: ['TK-HIT-1'], ids: [attacker.id, target.id], data: { spec } });
  const forced = forcedDefence(d, spec);
  if (forced) return resolveAttack(d, ctx, spec, forced.defence);
  if (cmd.defence) {
    if (cmd.defence === 'guard' && guardBlocked(d, spec)) reject(tx(`${target.name} is berserk and cannot guard.`, `${target.name}は暴走状態で受けを行えません。`), 'TK-ST-BERSERK');
    return resolveAttack(d, ctx, spec, cmd.defence);
  }
  const holderId = defenceStatsHolder(d, target.id);
  const blocked = guardBlocked(d, spec);
  d.pending = {
    kind: DEFENCE_KIND,
    chooserId: holderId,
    prompt: tx(`${target.name}: evade or guard against ${attacker.name}'s ${kind.en}?`, `${target.name}：${attacker.name}の${kind.ja}に対し、回避か受防か？`),
    options: (['evade', 'guard'] as const).map((o) => {
      const p = previewHit(d, spec, o);
      return {
        id: o,
        label: tx(`${TK_DEFENCE_LABELS[o].en} (column ${RATIO_COLUMN_LABELS[p.column]}, ${p.ranks >= 0 ? '+' : ''}${p.ranks}R)`, `${TK_DEFENCE_LABELS[o].ja}（${RATIO_COLUMN_LABELS[p.column]}列、${p.ranks >= 0 ? '+' : ''}${p.ranks}R）`),
        ...(o === 'guard' && blocked ? { disabledReason: tx('berserk: cannot guard (TK-ST-BERSERK)', '暴走：受けを行えない（TK-ST-BERSERK）') } : {}),
      };
    }),
    ruleId: 'TK-TURN-2',
    playerFacing: true,
    context: { spec: JSON.parse(JSON.stringify(spec)) as Record<string, unknown> },
  };
  ctx.emit({ type: 'defenceAsked', text: tx(`${target.name} chooses: evade or guard.`, `${target.name}は回避か受防かを選ぶ。`), rules: ['TK-TURN-2', 'TK-HIT-1'], ids: [holderId] });
}

/** decide: the answer to a pending Tenkai decision (evade / guard). */
export function decide(d: Encounter, cmd: TkDecide, ctx: Ctx): void {
  const p = d.pending;
  if (!p) reject(tx('No decision is pending.', '決定待ちはありません。'));
  if (p.kind !== DEFENCE_KIND) reject(tx('This decision is not a Tenkai one.', '舵天照の決定ではありません。'));
  const opt = p.options.find((o) => o.id === cmd.optionId);
  if (!opt) reject(tx('Choose evade or guard.', '回避か受防を選んでください。'), p.ruleId);
  if (opt.disabledReason) reject(opt.disabledReason, 'TK-ST-BERSERK');
  const spec = p.context.spec as unknown as TkAttackSpec;
  d.pending = null;
  resolveAttack(d, ctx, spec, cmd.optionId as TkDefence);
}

/** Hit check, damage and application (TK-HIT-3, TK-DMG-*, TK-MNT-5). */
export function resolveAttack(d: Encounter, ctx: Ctx, spec: TkAttackSpec, chosen: TkDefence): void {
  const attacker = creatureOf(d, spec.attackerId) as Creature;
  const target = creatureOf(d, spec.targetId) as Creature;
  const p = previewHit(d, spec, chosen);
  const die = ctx.roller.die(20, `hit check: ${attacker.name} → ${target.name} (TK-HIT-3)`);
  const row = ratingRow(die, p.diceMod);
  let result = readTable(tableOf(d), row, p.column);
  const read = result;
  if (spec.autoHit && (result === 'light' || result === 'graze' || result === 'miss')) result = 'direct'; // TK-HIT-6
  const r = hitLabel(result);
  // Some modifier labels already carry their value ("guarding against shooting +2R"); append it only where
  // it is missing, with a typographic minus like the labels.
  const modValue = (m: (typeof p.modifiers)[number]): string =>
    m.ranks ? `${m.ranks > 0 ? '+' : '−'}${Math.abs(m.ranks)}R` : `D${m.dice >= 0 ? '+' : '−'}${Math.abs(m.dice)}`;
  const labelled = (label: string, m: (typeof p.modifiers)[number]): string => (label.includes(modValue(m)) ? label : `${label} ${modValue(m)}`);
  const mods = p.modifiers.map((m) => labelled(m.label.en, m)).join('; ');
  const modsJa = p.modifiers.map((m) => labelled(m.label.ja, m)).join('、');
  ctx.emit({
    type: 'hitChecked',
    text: tx(
      `Hit check (${TK_DEFENCE_LABELS[p.defence].en}): 命中 ${p.attackerValue} / ${p.defence === 'guard' ? '命中' : '回避'} ${p.defenderValue} → column ${RATIO_COLUMN_LABELS[p.baseColumn]}${p.ranks ? ` ${p.ranks > 0 ? '+' : ''}${p.ranks}R → ${RATIO_COLUMN_LABELS[p.column]}` : ''}${mods ? ` [${mods}]` : ''}; d20 ${die}${p.diceMod ? ` → row ${row}` : ''}: ${r.en}${read !== result ? ' (auto-hit: counts as 直撃)' : ''}.`,
      `命中判定（${TK_DEFENCE_LABELS[p.defence].ja}）：命中${p.attackerValue}／${p.defence === 'guard' ? '命中' : '回避'}${p.defenderValue} → ${RATIO_COLUMN_LABELS[p.baseColumn]}列${p.ranks ? ` ${p.ranks > 0 ? '+' : ''}${p.ranks}R → ${RATIO_COLUMN_LABELS[p.column]}列` : ''}${modsJa ? `［${modsJa}］` : ''}、出目${die}${p.diceMod ? ` → ${row}行` : ''}：${r.ja}${read !== result ? '（自動命中：直撃として扱う）' : ''}。`,
    ),
    rules: ['TK-HIT-3', ...p.modifiers.map((m) => m.rule).filter((x, i, a) => a.indexOf(x) === i), ...(read !== result ? ['TK-HIT-6'] : [])],
    ids: [attacker.id, target.id],
    data: { die, row, baseColumn: p.baseColumn, column: p.column, ranks: p.ranks, result, read, defence: p.defence, modifiers: p.modifiers.map((m) => ({ rule: m.rule, ranks: m.ranks, dice: m.dice })) },
  });
  const holder = creatureOf(d, p.defenderStatsId);
  if (tkOf(holder)?.glider?.mode === 'gliding') ctx.emit({ type: 'altitudeLost', text: tx(`${holder?.name} loses 10 m of altitude defending while gliding.`, `${holder?.name}は滑空中の防御行動で高度10mを失う。`), rules: ['TK-GLD-4'], ids: [p.defenderStatsId] });
  // Damage (TK-DMG-*), with the defender's stats from the stats holder (TK-MNT-5).
  const perception = spec.kind === 'perception';
  const a = effectiveStats(d, attacker.id).stats;
  const ds = effectiveStats(d, p.defenderStatsId).stats;
  let value = perception ? a.perception : a.attack;
  const at = tkOf(attacker);
  const m = at ? miasmaStagesInEffect(at, tkDraftState(d).turn) : 0;
  if (at?.onmyoji && spec.skill && m > 0) value = Math.trunc((value * (100 + 10 * m)) / 100); // TK-ST-MIASMA 陰陽師
  const F = fixedAttack(value, spec);
  const base = baseDamage({ result, defence: p.defence, perception, autoHit: !!spec.autoHit, attack: value, defenceValue: perception ? ds.resistance : ds.defence, guard: ds.guard, fixed: F });
  // Who is hit (TK-MNT-5).
  const pair = pairOf(d, target.id);
  let hit: string[] = [target.id];
  if (pair.length > 0 && !pair.some((id) => tkOf(creatureOf(d, id))?.role === 'armour')) {
    if (spec.area) hit = pair;
    else if ((p.defence === 'evade' || spec.autoHit) && base.damage > 0) {
      const k = ctx.roller.die(pair.length, 'which of rider and partner is hit (TK-MNT-5)');
      hit = [pair[k - 1] as string];
      ctx.emit({ type: 'pairTargetChosen', text: tx(`The attack hits ${creatureOf(d, hit[0] as string)?.name} (chosen at random after the checks).`, `攻撃は${creatureOf(d, hit[0] as string)?.name}に命中（判定後にランダムで決定）。`), rules: ['TK-MNT-5'], ids: hit });
    }
  }
  const attack = attackAttribute(spec.weaponAttribute, spec.skillAttribute);
  for (const vid of hit) {
    const victim = creatureOf(d, vid) as Creature;
    const attr = applyAttribute(base.damage, attack, tkOf(victim)?.attribute ?? '無');
    ctx.emit({
      type: 'damageRolled',
      text: tx(
        `Damage to ${victim.name}: ${base.formula} with F = ${F} → ${base.damage}${base.minimum ? ` (minimum ${base.minimum})` : ''}${attr.percent ? `, attribute ${attr.percent > 0 ? '+' : ''}${attr.percent}% → ${attr.damage}` : ''}.`,
        `${victim.name}へのダメージ：${base.formula}（固定攻撃力${F}）→ ${base.damage}${base.minimum ? `（最低${base.minimum}）` : ''}${attr.percent ? `、属性${attr.percent > 0 ? '+' : ''}${attr.percent}% → ${attr.damage}` : ''}。`,
      ),
      rules: [base.rule, 'TK-DMG-1', 'TK-DMG-6', ...(attr.percent ? ['TK-DMG-8'] : []), ...(spec.dualUseOneHand ? ['TK-DMG-7'] : []), ...(hit.length > 1 ? ['TK-MNT-5'] : [])],
      ids: [vid],
      data: { damage: attr.damage, base: base.damage, fixed: F, minimum: base.minimum, attributePercent: attr.percent, result },
    });
    applyDamage(d, ctx, vid, attr.damage, [base.rule]);
  }
}

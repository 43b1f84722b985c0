/**
 * Attack resolution: d20 + bonus + every modifier (see `attackModifiers`) against a defence, one damage roll,
 * HP change; validation of attack numbers and of reach / range (B-1, MC-SPACE-2).
 */
import { applyHpChange, reject, tx, type Creature, type CreatureId, type Ctx, type Encounter } from '../core';
import type { AttackCommand, AttackSpec, Defence } from './commands';
import { attackModifiers } from './modifiers';
import { creatureOf } from '../core/creatures';

/** The four defences. */
export const DEFENCES: readonly Defence[] = ['ac', 'fort', 'ref', 'will'];

/** Defence names for the log. */
export const DEF_LABEL: Record<Defence, { en: string; ja: string }> = {
  ac: { en: 'AC', ja: 'AC' },
  fort: { en: 'Fortitude', ja: '頑健' },
  ref: { en: 'Reflex', ja: '反応' },
  will: { en: 'Will', ja: '意志' },
};

/** The basic attack used for an opportunity attack when none is set: +0 vs AC, 1d4. */
export function defaultBasicAttack(): AttackSpec {
  return { bonus: 0, vs: 'ac', damage: { count: 1, sides: 4, plus: 0 } };
}

/** Reject an attack spec with impossible numbers. */
export function checkSpec(spec: AttackSpec | undefined): asserts spec is AttackSpec {
  const int = (v: unknown, lo: number, hi: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
  if (!spec || typeof spec !== 'object') reject(tx('The attack needs its numbers (bonus, defence, damage).', '攻撃の数値（ボーナス・防御値・ダメージ）が必要です。'));
  if (!int(spec.bonus, -50, 100)) reject(tx('Attack bonus: a whole number from −50 to 100.', '攻撃ボーナスは−50〜100の整数です。'));
  if (!DEFENCES.includes(spec.vs)) reject(tx('The defence is AC, Fortitude, Reflex or Will.', '防御値はAC・頑健・反応・意志のいずれかです。'));
  const dmg = spec.damage;
  if (!dmg || !int(dmg.count, 0, 50) || !int(dmg.sides, 1, 100) || !int(dmg.plus, -100, 1000)) {
    reject(tx('Damage: 0–50 dice of 1–100 sides plus a whole number.', 'ダメージは0〜50個の1〜100面ダイス＋整数です。'));
  }
  if (spec.reach !== undefined && !int(spec.reach, 0, 20)) reject(tx('Reach: 0–20 squares.', '間合いは0〜20マスです。'));
  if (spec.range !== undefined && !int(spec.range, 0, 1000)) reject(tx('Range: 0–1000 squares.', '射程は0〜1000マスです。'));
}

/** Options of {@link resolveAttack}. */
export interface ResolveOptions {
  charge?: boolean;
  opportunity?: boolean;
  provokedBy?: 'move' | 'ranged';
}

/** Roll one attack against `cmd.targetId` (or each of `cmd.targetIds`), apply damage, log everything. */
export function resolveAttack(d: Encounter, ctx: Ctx, cmd: AttackCommand, o: ResolveOptions = {}): void {
  const a = creatureOf(d, cmd.attackerId) as Creature;
  const ids = cmd.targetIds ?? [cmd.targetId as CreatureId];
  const spec = cmd.attack;
  const kindEn = o.opportunity ? 'opportunity' : o.charge ? 'charge' : cmd.kind;
  const kindJa = o.opportunity ? '機会攻撃' : o.charge ? '突撃' : { melee: '近接', ranged: '遠隔', close: '近接範囲', area: '遠隔範囲' }[cmd.kind];
  const hits: { t: Creature; crit: boolean }[] = [];
  for (const id of ids) {
    const t = creatureOf(d, id);
    if (!t) continue;
    const q = attackModifiers(d, {
      attackerId: a.id, targetId: t.id, kind: cmd.kind, weapon: spec.weapon, reach: spec.reach, origin: cmd.origin,
      charge: o.charge, combatAdvantage: cmd.combatAdvantage, cover: cmd.cover,
    });
    const d20 = ctx.roller.die(20, tx(`attack roll: ${a.name} → ${t.name}`, `攻撃ロール：${a.name} → ${t.name}`));
    const total = d20 + spec.bonus + q.total;
    const def = t.defences[spec.vs];
    const crit = d20 === 20;
    const hit = crit || (d20 !== 1 && total >= def);
    const modsEn = q.modifiers.filter((m) => m.value !== 0).map((m) => ` ${m.value > 0 ? '+' : '−'} ${Math.abs(m.value)} (${m.source.en}, ${m.ruleId})`).join('');
    const modsJa = q.modifiers.filter((m) => m.value !== 0).map((m) => ` ${m.value > 0 ? '+' : '−'} ${Math.abs(m.value)}（${m.source.ja}、${m.ruleId}）`).join('');
    const notes = q.modifiers.filter((m) => m.value === 0);
    const rules = [...new Set(q.modifiers.map((m) => m.ruleId))];
    ctx.emit({
      type: hit ? 'attackHit' : 'attackMissed',
      text: tx(
        `${a.name} makes ${/^[aeiou]/.test(kindEn) ? 'an' : 'a'} ${kindEn} attack on ${t.name}: ${d20} + ${spec.bonus}${modsEn} = ${total} vs ${DEF_LABEL[spec.vs].en} ${def}: ${crit ? 'critical hit' : hit ? 'hit' : 'miss'}${notes.map((n) => `; ${n.source.en} (${n.ruleId})`).join('')}.`,
        `${a.name}の${t.name}への${kindJa}攻撃：${d20} + ${spec.bonus}${modsJa} = ${total} 対 ${DEF_LABEL[spec.vs].ja} ${def}：${crit ? 'クリティカル・ヒット' : hit ? 'ヒット' : 'ミス'}${notes.map((n) => `、${n.source.ja}（${n.ruleId}）`).join('')}。`,
      ),
      rules,
      ids: [a.id, t.id],
      data: { d20, bonus: spec.bonus, modifiers: q.modifiers.map((m) => ({ value: m.value, ruleId: m.ruleId })), total, defence: def, hit, crit },
    });
    if (hit) hits.push({ t, crit });
  }
  // One damage roll for every target hit (4e), rolled after the attack rolls.
  const damageRoll = hits.some((h) => !h.crit) ? ctx.roller.sum(spec.damage.count, spec.damage.sides, tx(`damage ${spec.damage.count}d${spec.damage.sides}+${spec.damage.plus}`, `ダメージ${spec.damage.count}d${spec.damage.sides}+${spec.damage.plus}`)) : null;
  for (const { t, crit } of hits) {
    const dmg = Math.max(0, crit ? spec.damage.count * spec.damage.sides + spec.damage.plus : (damageRoll?.total ?? 0) + spec.damage.plus);
    if (dmg > 0) applyHpChange(t, -dmg);
    ctx.emit({
      type: 'damaged',
      text: tx(
        `${t.name} takes ${dmg} damage (${spec.damage.count}d${spec.damage.sides}+${spec.damage.plus}${crit ? ', maximum on a critical hit' : ''}) (HP ${t.hp}/${t.hpMax}).`,
        `${t.name}は${dmg}ダメージを受けた（${spec.damage.count}d${spec.damage.sides}+${spec.damage.plus}${crit ? '、クリティカルで最大値' : ''}）（HP ${t.hp}/${t.hpMax}）。`,
      ),
      rules: [],
      ids: [t.id],
      data: { damage: dmg },
    });
  }
}

/** Check reach / range for a single-target attack (B-1; MC-SPACE-2 origin). */
export function checkDistance(d: Encounter, cmd: AttackCommand, targetId: CreatureId, charge = false): void {
  const a = creatureOf(d, cmd.attackerId) as Creature;
  const t = creatureOf(d, targetId) as Creature;
  const q = attackModifiers(d, { attackerId: a.id, targetId, kind: cmd.kind, reach: cmd.attack.reach, origin: cmd.origin, charge });
  if (cmd.kind === 'melee' && q.distance > q.reach) {
    reject(tx(`${t.name} is ${q.distance} squares away; ${a.name}'s reach is ${q.reach}.`, `${t.name}は${q.distance}マス先にいる。${a.name}の間合いは${q.reach}。`), a.mountId ? 'MC-SPACE-2' : 'B-1');
  }
  if (cmd.kind === 'ranged' && cmd.attack.range !== undefined && q.distance > cmd.attack.range) {
    reject(tx(`${t.name} is out of range (${q.distance} > ${cmd.attack.range}).`, `${t.name}は射程外だ（${q.distance} > ${cmd.attack.range}）。`));
  }
}

/** Handlers: tkApplyStatus (start checks, stacking), tkCharmOrder, tkMiasmaProgress, tkSuppressMiasma, tkCureStatus, tkRerollConfusion. */
import { reject, tx, type Creature, type Ctx, type Encounter } from '../../core';
import type { TkApplyStatus, TkCharmOrder, TkCureStatus, TkMiasmaProgress, TkRerollConfusion, TkSuppressMiasma } from '../commands';
import { tkOf } from '../data';
import { effectiveStats, isFullyPetrified } from '../stats';
import { tkDraftState } from '../state';
import { statusCheckModifiers } from '../status';
import { TK_STATUS_FLAGS, TK_STATUS_INFO, TK_STATUS_KINDS, type TkStatus } from '../status-types';
import { atLeast, type TkResult } from '../terms';
import { endStatus, rollBehaviour, statusCheck } from './status-checks';
import { checkLabel, needInt, needTk, rollCheck } from './util';

const POISON_SCALE: Record<TkResult, number> = { penetrate: 200, direct: 150, light: 100, graze: 0, miss: 0 };

/** tkApplyStatus: the start check (TK-ST-1), then the status with its stacking rule (TK-ST-2 and each TK-ST-*). */
export function tkApplyStatus(d: Encounter, cmd: TkApplyStatus, ctx: Ctx): void {
  const { c: target, t } = needTk(d, cmd.targetId);
  if (!TK_STATUS_KINDS.includes(cmd.kind)) reject(tx('Unknown status.', '不明な状態異常です。'), 'TK-ST-1');
  const info = TK_STATUS_INFO[cmd.kind];
  const source = cmd.sourceId ? needTk(d, cmd.sourceId).c : null;
  const flags = cmd.flags ?? [];
  if (!Array.isArray(flags) || flags.some((f) => !TK_STATUS_FLAGS.includes(f))) reject(tx('Unknown situation flag.', '不明な状況です。'), 'TK-ST-1');
  if (isFullyPetrified(t)) reject(tx(`${target.name} is fully petrified and immune to other statuses.`, `${target.name}は完全に石化しており、全ての状態異常を受け付けません。`), 'TK-ST-PETRIFY');
  if (cmd.kind === 'miasma' && t.ayakashi) reject(tx('Demons (アヤカシ) are immune to miasma.', 'アヤカシに瘴気感染は発生しません。'), 'TK-ST-MIASMA');
  const timed = cmd.kind !== 'miasma' && cmd.kind !== 'petrify';
  const duration = cmd.duration === undefined ? null : needInt(cmd.duration, 1, 10000, 'Duration', '効果時間');
  if (timed && duration === null && cmd.kind !== 'curse') reject(tx(`${info.label.en} needs a duration in turns.`, `${info.label.ja}には効果時間（ターン）が必要です。`), info.rule);
  const damage = cmd.kind === 'poison' ? needInt(cmd.damage, 1, 100000, 'Poison damage', '毒のダメージ', 'TK-ST-POISON') : 0;
  const strength = cmd.kind === 'curse' ? needInt(cmd.strength ?? 1, 1, 5, 'Curse strength', '呪詛の強さ', 'TK-ST-CURSE') : 0;
  const power = cmd.power !== undefined ? needInt(cmd.power, 0, 100000, 'Power', '術者の値') : source ? effectiveStats(d, source.id).stats.perception : 100;
  const s = tkDraftState(d);
  // Spending 気力 for ±1R (TK-ST-1).
  for (const [who, on] of [[source, cmd.casterSpendsWill], [target, cmd.resisterSpendsWill]] as const) {
    if (!on) continue;
    const wt = tkOf(who ?? undefined);
    if (!who || !wt || wt.will < 10) reject(tx('Spending 気力 needs 10 気力.', '気力10が必要です。'), 'TK-ST-1');
    wt.will -= 10;
  }
  let result: TkResult = 'light';
  if (!cmd.noCheck) {
    const mods = statusCheckModifiers({ kind: cmd.kind, stage: 'start', resister: target, caster: source, flags, ...(cmd.casterSpendsWill ? { casterSpendsWill: true } : {}), ...(cmd.resisterSpendsWill ? { resisterSpendsWill: true } : {}), outsideCombat: !s.options.inCombat, turn: s.turn });
    const ranks = mods.reduce((a, m) => a + m.ranks, 0);
    const resistance = effectiveStats(d, target.id).stats.resistance;
    const roll = rollCheck(d, ctx, power, resistance, ranks, 0, `start check: ${info.label.en} on ${target.name} (TK-ST-1)`);
    result = roll.result;
    const l = checkLabel(result);
    ctx.emit({
      type: 'statusChecked',
      text: tx(`${info.label.en} on ${target.name}: start check ${power}/${resistance}, ${ranks >= 0 ? '+' : ''}${ranks}R [${mods.map((m) => `${m.label.en} ${m.ranks > 0 ? '+' : ''}${m.ranks}`).join('; ')}], d20 ${roll.die} → ${l.en}.`, `${target.name}への${info.label.ja}：開始判定 ${power}/${resistance}、${ranks >= 0 ? '+' : ''}${ranks}R［${mods.map((m) => `${m.label.ja} ${m.ranks > 0 ? '+' : ''}${m.ranks}`).join('、')}］、出目${roll.die} → ${l.ja}。`),
      rules: ['TK-ST-1', info.rule, ...mods.map((m) => m.rule).filter((r, i, a) => a.indexOf(r) === i)],
      ids: [target.id],
      data: { stage: 'start', result, die: roll.die, column: roll.column, modifiers: mods.map((m) => ({ rule: m.rule, ranks: m.ranks })) },
    });
  }
  // Normal (普通) or better takes hold (TK-ST-1); poison at 軽失敗/失敗 has 0% effect (TK-ST-POISON).
  if (!atLeast(result, 'light')) {
    ctx.emit({ type: 'statusResisted', text: tx(`${target.name} resists the ${info.label.en}.`, `${target.name}は${info.label.ja}に抵抗した。`), rules: ['TK-ST-1', info.rule], ids: [target.id] });
    return;
  }
  const success = result === 'penetrate';
  let dur = duration;
  if (success && dur !== null && (cmd.kind === 'berserk' || cmd.kind === 'fear')) dur = Math.floor(dur * 1.5); // +50%, truncated
  const st: TkStatus = {
    id: `st${s.nextId++}`,
    kind: cmd.kind,
    sourceId: source?.id ?? null,
    power,
    startResult: result,
    appliedTurn: s.turn,
    duration: timed ? dur : null,
    stage: cmd.kind === 'curse' ? Math.min(5, strength + (success ? 1 : 0)) : cmd.kind === 'miasma' ? 1 : 0,
    damage: cmd.kind === 'poison' ? Math.floor((damage * POISON_SCALE[result]) / 100) : 0,
    towardsId: cmd.towardsId ?? (cmd.kind === 'charm' || cmd.kind === 'fear' ? (source?.id ?? null) : null),
    behaviour: null,
    repeats: 1,
    suppressedUntil: null,
    flags: [...flags],
  };
  const same = t.statuses.find((x) => x.kind === cmd.kind && (cmd.kind !== 'charm' || x.towardsId === st.towardsId));
  let note = { en: '', ja: '' };
  const rules = ['TK-ST-2', info.rule];
  if (same && cmd.kind !== 'poison') {
    const endOf = (x: TkStatus): number => (x.duration === null ? Infinity : x.appliedTurn + x.duration);
    if (cmd.kind === 'curse') {
      same.stage = Math.max(same.stage, st.stage); // several curses do not stack: the strongest applies
      if (endOf(st) > endOf(same)) Object.assign(same, { appliedTurn: st.appliedTurn, duration: st.duration });
      note = { en: `curses do not stack: strength ${same.stage} applies`, ja: `呪詛は重複せず、強さ${same.stage}が適用` };
    } else if (cmd.kind === 'miasma') {
      same.stage = Math.min(10, same.stage + 1);
      note = { en: `miasma worsens to stage ${same.stage}`, ja: `瘴気感染が${same.stage}段階に悪化` };
    } else if (cmd.kind === 'petrify') {
      note = { en: 'already petrifying', ja: 'すでに石化中' };
    } else {
      if (cmd.kind === 'sleep') same.repeats += 1;
      if (endOf(st) > endOf(same)) Object.assign(same, { appliedTurn: st.appliedTurn, duration: st.duration, startResult: st.startResult, power: st.power });
      note = { en: 'not extended: the longest duration applies', ja: '効果時間は延長されず、最大のものが適用' };
    }
  } else {
    t.statuses.push(st);
  }
  const kept = same && cmd.kind !== 'poison' ? same : st;
  ctx.emit({
    type: 'statusApplied',
    text: tx(`${target.name} suffers ${info.label.en}${kept.stage ? ` (stage ${kept.stage})` : ''}${kept.duration !== null ? ` for ${kept.duration} turn(s)` : ''}${st.damage ? `, ${st.damage} damage per turn (${POISON_SCALE[result]}%)` : ''}${note.en ? ` — ${note.en}` : ''}.`, `${target.name}は${info.label.ja}状態になった${kept.stage ? `（${kept.stage}段階）` : ''}${kept.duration !== null ? `（${kept.duration}T）` : ''}${st.damage ? `、毎ターン${st.damage}ダメージ（${POISON_SCALE[result]}％）` : ''}${note.ja ? `：${note.ja}` : ''}。`),
    rules,
    ids: [target.id],
    data: { statusId: kept.id, kind: cmd.kind, result, stage: kept.stage, duration: kept.duration, damage: st.damage },
  });
}

function needStatus(d: Encounter, id: string, kind: TkStatus['kind']): { c: Creature; st: TkStatus } {
  const { c, t } = needTk(d, id);
  const st = t.statuses.find((x) => x.kind === kind);
  if (!st) reject(tx(`${c.name} is not under ${TK_STATUS_INFO[kind].label.en}.`, `${c.name}は${TK_STATUS_INFO[kind].label.ja}状態ではありません。`), TK_STATUS_INFO[kind].rule);
  return { c, st };
}

/** tkCharmOrder: effect check −2: 成功 obeys; 失敗 charm ends; otherwise refuses but stays charmed (TK-ST-CHARM). */
export function tkCharmOrder(d: Encounter, cmd: TkCharmOrder, ctx: Ctx): void {
  const { c, st } = needStatus(d, cmd.id, 'charm');
  const roll = statusCheck(d, ctx, c.id, st, 'effect', { order: true });
  if (roll.result === 'miss') {
    endStatus(d, ctx, c.id, st, { en: 'it refuses the order and the charm ends', ja: '命令を聞かず、魅了が解除された' }, 'TK-ST-CHARM');
    return;
  }
  const obeys = roll.result === 'penetrate';
  ctx.emit({ type: 'charmOrderAnswered', text: obeys ? tx(`${c.name} obeys the order and stays charmed.`, `${c.name}は命令を聞き、魅了状態が続く。`) : tx(`${c.name} refuses the order but stays charmed.`, `${c.name}は命令を聞かないが、魅了状態は続く。`), rules: ['TK-ST-CHARM'], ids: [c.id], data: { obeys } });
}

/** tkMiasmaProgress: progression check; 普通 or better for the miasma → +1 stage; at stage 10 it kills (TK-ST-MIASMA). */
export function tkMiasmaProgress(d: Encounter, cmd: TkMiasmaProgress, ctx: Ctx): void {
  const { c, st } = needStatus(d, cmd.id, 'miasma');
  const roll = statusCheck(d, ctx, c.id, st, 'effect');
  if (!atLeast(roll.result, 'light')) {
    ctx.emit({ type: 'miasmaHeld', text: tx(`${c.name}'s miasma does not progress (stage ${st.stage}).`, `${c.name}の瘴気感染は進行しなかった（${st.stage}段階）。`), rules: ['TK-ST-MIASMA'], ids: [c.id] });
    return;
  }
  const t = needTk(d, c.id).t;
  if (st.stage >= 10) {
    t.dead = true;
    ctx.emit({ type: 'diedOfMiasma', text: tx(`${c.name} fails the progression check at stage 10 and dies.`, `${c.name}は10段階目の病状進行判定に失敗し、死亡した。`), rules: ['TK-ST-MIASMA'], ids: [c.id] });
    return;
  }
  st.stage += 1;
  ctx.emit({ type: 'miasmaProgressed', text: tx(`${c.name}'s miasma worsens to stage ${st.stage}.`, `${c.name}の瘴気感染が${st.stage}段階に悪化した。`), rules: ['TK-ST-MIASMA'], ids: [c.id], data: { stage: st.stage } });
}

/** tkSuppressMiasma: 10 気力 → two stages suppressed for 6 turns (TK-ST-MIASMA). */
export function tkSuppressMiasma(d: Encounter, cmd: TkSuppressMiasma, ctx: Ctx): void {
  const { c, st } = needStatus(d, cmd.id, 'miasma');
  const t = needTk(d, c.id).t;
  if (t.will < 10) reject(tx(`${c.name} needs 10 気力.`, `${c.name}には気力10が必要です。`), 'TK-ST-MIASMA');
  t.will -= 10;
  st.suppressedUntil = tkDraftState(d).turn + 6;
  ctx.emit({ type: 'miasmaSuppressed', text: tx(`${c.name} spends 10 気力: two miasma stages are suppressed for 6 turns.`, `${c.name}は気力10を消費し、瘴気感染の効果を6ターン二段階無効化した。`), rules: ['TK-ST-MIASMA'], ids: [c.id], data: { until: st.suppressedUntil } });
}

/** tkCureStatus: a skill or item cures one status. */
export function tkCureStatus(d: Encounter, cmd: TkCureStatus, ctx: Ctx): void {
  const { c, t } = needTk(d, cmd.id);
  const st = t.statuses.find((x) => x.id === cmd.statusId);
  if (!st) reject(tx(`${c.name} has no such status.`, `${c.name}にその状態異常はありません。`), 'TK-ST-2');
  endStatus(d, ctx, c.id, st, { en: 'cured by a skill or item', ja: 'スキルやアイテムで治療された' }, TK_STATUS_INFO[st.kind].rule);
}

/** tkRerollConfusion: the rolled behaviour is impossible → roll again (TK-ST-CONFUSE). */
export function tkRerollConfusion(d: Encounter, cmd: TkRerollConfusion, ctx: Ctx): void {
  const { c, st } = needStatus(d, cmd.id, 'confuse');
  if (st.behaviour === null) reject(tx(`${c.name} acts normally this turn.`, `${c.name}はこのターン通常通り行動できます。`), 'TK-ST-CONFUSE');
  rollBehaviour(d, ctx, c.id, st);
}

/**
 * Handlers of the 巣作りドラゴン commands. Each copies the battle out of the draft, runs the pure machine on the
 * plain copy (fast, and the machine never sees an immer proxy), then stores it back in `sys.sudukuri`.
 * Dice come from `ctx.roller` (seeded from the encounter, or typed in), so every roll is a `dieRolled` event.
 */
import { reject, type Ctx, type Handler } from '../core/engine';
import type { Encounter } from '../core/model';
import { tx, type Text } from '../core/text';
import type { SdChooseTarget, SdClearBattle, SdReset, SdRunToEnd, SdSetBattle, SdSetTargetPolicy, SdStep, SdTurn, SudukuriCommand } from './commands';
import { run, type Granularity } from './engine';
import { cloneBattle, getBattle, makeBattle, resetBattle, TARGET_POLICIES, type SdBattle } from './model';
import { runtime, type BattleLog, type D6 } from './runtime';
import { battleProblem } from './validate';

function logTo(ctx: Ctx): BattleLog {
  return {
    line(type: string, rules: string[], text: Text, data?: Record<string, unknown>): void {
      ctx.emit({ type, text, rules, ...(data ? { data } : {}) });
    },
  };
}

function diceOf(ctx: Ctx): D6 {
  return { d6: (purpose: string) => ctx.roller.die(6, purpose) };
}

/** The battle as a plain copy, or a rejection when there is none. */
function battleCopy(d: Encounter): SdBattle {
  const b = getBattle(d);
  if (!b) reject(tx('No battle has been set up.', '戦闘が設定されていません。'), 'SD-TERM');
  const problem = battleProblem(b); // a damaged import is refused here, not half-way through a turn
  if (problem) reject(problem, 'SD-TERM');
  return cloneBattle(b);
}

function store(d: Encounter, b: SdBattle): void {
  d.sys.sudukuri = b;
}

function resolve(d: Encounter, ctx: Ctx, g: Granularity): void {
  const b = battleCopy(d);
  if (b.result) reject(tx('The battle is over; reset it or set up a new one.', '戦闘は決着しています。リセットするか新しく設定してください。'), 'SD-STEP-13');
  if (b.pending) reject(tx(`A target choice is pending: ${b.pending.prompt.en}`, `対象の選択待ちです：${b.pending.prompt.ja}`), 'SD-R1');
  run(runtime(b, diceOf(ctx), logTo(ctx)), g);
  store(d, b);
}

/** sdSetBattle: build or replace the battle (SD-TERM, SD-R1, SD-R2). */
export const sdSetBattle: Handler<SdSetBattle> = (d, cmd, ctx) => {
  const b = makeBattle(cmd.battle);
  if (!('cursor' in b)) reject(b.text, b.ruleId);
  store(d, b);
  const names = (l: { name: string }[]): string => l.map((c) => c.name).join(', ');
  ctx.emit({
    type: 'sdBattleSet',
    text: tx(`Battle set up: ${names(b.pc)} (PC side) vs ${names(b.opp)} (opposing side); targets: ${b.policy} (SD-R1).`,
      `戦闘を設定：ＰＣ側 ${names(b.pc)} 対 相手側 ${names(b.opp)}；対象選択：${b.policy}（SD-R1）。`),
    rules: ['SD-R1', 'SD-R2'],
  });
};

/** sdSetTargetPolicy: switch RULING SD-R1. */
export const sdSetTargetPolicy: Handler<SdSetTargetPolicy> = (d, cmd, ctx) => {
  const b = battleCopy(d);
  if (!TARGET_POLICIES.includes(cmd.policy)) reject(tx(`Unknown target policy "${String(cmd.policy)}".`, `不明な対象選択方式です：「${String(cmd.policy)}」`), 'SD-R1');
  b.policy = cmd.policy;
  if (cmd.policy !== 'manual') b.pending = null;
  store(d, b);
  ctx.emit({ type: 'sdTargetPolicyChanged', text: tx(`Target policy: ${cmd.policy} (SD-R1).`, `対象選択方式：${cmd.policy}（SD-R1）。`), rules: ['SD-R1'] });
};

/** sdStep: one unit of the procedure. */
export const sdStep: Handler<SdStep> = (d, _cmd, ctx) => resolve(d, ctx, 'step');
/** sdTurn: the rest of the turn. */
export const sdTurn: Handler<SdTurn> = (d, _cmd, ctx) => resolve(d, ctx, 'turn');
/** sdRunToEnd: until the battle ends. */
export const sdRunToEnd: Handler<SdRunToEnd> = (d, _cmd, ctx) => resolve(d, ctx, 'end');

/** sdChooseTarget: answer the pending target choice (SD-R1), then resume at the granularity that asked. */
export const sdChooseTarget: Handler<SdChooseTarget> = (d, cmd, ctx) => {
  const b = battleCopy(d);
  const p = b.pending;
  if (!p) reject(tx('No target choice is pending.', '対象の選択待ちはありません。'), 'SD-R1');
  if (!p.options.some((o) => o.id === cmd.targetId)) reject(tx(`${String(cmd.targetId)} is not a target that can be chosen.`, `${String(cmd.targetId)}は選べる対象ではありません。`), 'SD-R1');
  const attacker = [...b.pc, ...b.opp].find((c) => c.id === p.context.attackerId);
  if (!attacker) reject(tx('The attacker of the pending choice is gone.', '選択待ちの攻撃者がいません。'), 'SD-R1');
  const foes = attacker.side === 'pc' ? b.opp : b.pc;
  b.cursor.target = foes.findIndex((f) => f.id === cmd.targetId);
  b.pending = null;
  const target = foes[b.cursor.target];
  ctx.emit({
    type: 'sdTargetChosen',
    text: tx(`${attacker.name} targets ${target?.name ?? '?'} (SD-R1).`, `${attacker.name}の対象：${target?.name ?? '?'}（SD-R1）。`),
    rules: ['SD-R1'],
    data: { attackerId: attacker.id, targetId: cmd.targetId },
  });
  const g = p.context.resume === 'turn' || p.context.resume === 'end' ? p.context.resume : 'step';
  run(runtime(b, diceOf(ctx), logTo(ctx)), g, typeof p.context.turn === 'number' ? p.context.turn : undefined);
  store(d, b);
};

/** sdReset: back to the start of the battle as set up. */
export const sdReset: Handler<SdReset> = (d, _cmd, ctx) => {
  const b = battleCopy(d);
  store(d, resetBattle(b));
  ctx.emit({ type: 'sdBattleReset', text: tx('The battle is reset to its start.', '戦闘を開始時点に戻した。'), rules: [] });
};

/** sdClearBattle: remove the battle. */
export const sdClearBattle: Handler<SdClearBattle> = (d, _cmd, ctx) => {
  battleCopy(d);
  delete d.sys.sudukuri;
  ctx.emit({ type: 'sdBattleCleared', text: tx('The battle is removed.', '戦闘を削除した。'), rules: [] });
};

/** The handler table; the compiler checks every command type has one. */
export const sudukuriCommandHandlers: { [K in SudukuriCommand['type']]: Handler<Extract<SudukuriCommand, { type: K }>> } = {
  sdSetBattle,
  sdSetTargetPolicy,
  sdStep,
  sdTurn,
  sdRunToEnd,
  sdChooseTarget,
  sdReset,
  sdClearBattle,
};

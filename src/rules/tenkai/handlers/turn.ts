/** Handlers: tkStartTurn, tkEndRound, tkPostpone, and the core overrides rollInitiative / nextTurn / previousTurn / setInitiative. */
import { coreHandlers, reject, tx, type CommandBase, type Creature, type Ctx, type Encounter, type RemoveCreature } from '../../core';
import type { TkEndRound, TkPostpone, TkStartTurn } from '../commands';
import { tkOf } from '../data';
import { apMax } from '../stats';
import { tkDraftState, tkState } from '../state';
import { completeActivity } from './gear';
import { expireDurations, initiativeOf, participants, persistenceChecks, roundEnd, roundStart } from './turn-flow';
import { creatureOf } from '../../core/creatures';
import { carriedIds } from '../../core';

/** Mirror the Tenkai order into the core tracker (core round = ターン, core turn = ラウンド). */
export function syncCore(d: Encounter): void {
  const s = tkState(d);
  d.turns.order = [...s.resolution];
  d.turns.current = s.phase === 'rounds' ? s.current : -1;
  d.turns.round = s.turn;
  for (const id of d.creatureOrder) {
    const c = creatureOf(d, id) as Creature;
    const init = s.initiative[id];
    if (tkOf(c)) c.initiative = init ? Math.max(-100, Math.min(200, init.total)) : null;
  }
}

/** tkStartTurn: TK-TURN-2 steps 1–3. */
export function tkStartTurn(d: Encounter, _cmd: TkStartTurn | CommandBase, ctx: Ctx): void {
  const s = tkDraftState(d);
  if (s.phase === 'rounds') reject(tx(`Turn ${s.turn} is still being resolved; end the remaining rounds first.`, `${s.turn}ターン目の解決中です。残りのラウンドを先に終えてください。`), 'TK-TURN-2');
  const ids = participants(d);
  if (ids.length === 0) reject(tx('Nobody has Tenkai statistics to take part in a turn.', 'ターンに参加できる（舵天照の能力値を持つ）キャラクターがいません。'), 'TK-TURN-2');
  s.turn += 1;
  s.phase = 'rounds';
  s.apSpent = { ...s.apCarry };
  s.apCarry = {};
  s.damageLastTurn = s.damageThisTurn;
  s.damageThisTurn = {};
  s.started = [];
  ctx.emit({ type: 'turnStarted', text: tx(`Turn ${s.turn} begins (about 10 seconds).`, `${s.turn}ターン目（約10秒）開始。`), rules: ['TK-TURN-1', 'TK-TURN-2'], data: { turn: s.turn } });
  // Step 1: persistence checks.
  persistenceChecks(d, ctx);
  for (const a of [...s.activities]) {
    if (a.turnsLeft <= 0) completeActivity(d, ctx, a);
    else {
      a.turnsLeft -= 1;
      s.apSpent[a.id] = apMax(d, a.id);
      ctx.emit({ type: 'activityContinued', text: tx(`${creatureOf(d, a.id)?.name} spends this turn on ${a.action}.`, `${creatureOf(d, a.id)?.name}はこのターンを${a.action}に費やす。`), rules: ['TK-TURN-5'], ids: [a.id], data: { action: a.action, turnsLeft: a.turnsLeft } });
    }
  }
  // Step 2: initiative.
  const live = participants(d);
  s.initiative = {};
  s.roundMembers = {};
  for (const id of live) {
    s.initiative[id] = initiativeOf(d, ctx, id);
    s.roundMembers[id] = carriedIds(d, id);
  }
  const rank = new Map(d.creatureOrder.map((id, i) => [id, i]));
  s.resolution = [...live].sort((a, b) => {
    const ia = s.initiative[a];
    const ib = s.initiative[b];
    if (!ia || !ib) return 0;
    return ib.total - ia.total || (ib.die ?? 0) - (ia.die ?? 0) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  });
  for (const id of s.resolution) {
    const i = s.initiative[id];
    const c = creatureOf(d, id) as Creature;
    if (!i) continue;
    ctx.emit({
      type: 'initiativeRolled',
      text:
        i.die === null
          ? tx(`${c.name}'s initiative: ${i.total} (${i.basis === 'partnerEvasion' ? "the ridden partner's 回避" : '回避'}, no roll).`, `${c.name}のイニシアティブ：${i.total}（${i.basis === 'partnerEvasion' ? '騎乗している相棒の回避' : '回避'}、ダイスなし）。`)
          : tx(`${c.name}'s initiative: 俊敏/10 + 1D20 = ${i.total - i.die} + ${i.die} = ${i.total}.`, `${c.name}のイニシアティブ：俊敏/10＋1D20 = ${i.total - i.die} + ${i.die} = ${i.total}。`),
      rules: i.basis === 'partnerEvasion' ? ['TK-TURN-3', 'TK-MNT-1', 'TK-R2'] : ['TK-TURN-3'],
      ids: [id],
      data: { ...i },
    });
  }
  ctx.emit({ type: 'orderDecided', text: tx(`Order: ${s.resolution.map((id) => creatureOf(d, id)?.name).join(' > ')}.`, `解決順：${s.resolution.map((id) => creatureOf(d, id)?.name).join(' > ')}。`), rules: ['TK-TURN-3'], data: { order: [...s.resolution] } });
  // Creatures without a round of their own (riders are handled with their partner) still see durations expire.
  for (const id of d.creatureOrder) {
    const c = creatureOf(d, id);
    if (tkOf(c) && !live.includes(id) && !(c?.mountId && live.includes(c.mountId))) expireDurations(d, ctx, id);
  }
  // Step 3: the first round starts.
  s.current = 0;
  roundStart(d, ctx, s.resolution[0] as string);
  syncCore(d);
}

/** Advance to the next round, or end the turn (step 6). */
function advance(d: Encounter, ctx: Ctx): void {
  const s = tkDraftState(d);
  s.current += 1;
  if (s.current >= s.resolution.length) {
    s.phase = 'turnEnded';
    ctx.emit({ type: 'turnEnded', text: tx(`Turn ${s.turn} ends.`, `${s.turn}ターン目終了。`), rules: ['TK-TURN-2'], data: { turn: s.turn } });
  } else {
    const id = s.resolution[s.current] as string;
    // A postponed round was started already: it is not started again (TK-TURN-4).
    if (!s.started.includes(id)) roundStart(d, ctx, id);
    else ctx.emit({ type: 'roundResumed', text: tx(`${creatureOf(d, id)?.name} resolves its postponed round.`, `${creatureOf(d, id)?.name}が後回しにしたラウンドを解決する。`), rules: ['TK-TURN-4'], ids: [id] });
  }
  syncCore(d);
}

/** tkEndRound: the current round ends (unspent AP are lost, TK-TURN-4). */
export function tkEndRound(d: Encounter, _cmd: TkEndRound | CommandBase, ctx: Ctx): void {
  const s = tkDraftState(d);
  if (s.phase !== 'rounds') reject(tx('No round is being resolved.', 'ラウンドの解決中ではありません。'), 'TK-TURN-2');
  roundEnd(d, ctx, s.resolution[s.current] as string);
  advance(d, ctx);
}

/** tkPostpone: 後回し after the round has started (TK-TURN-4). */
export function tkPostpone(d: Encounter, cmd: TkPostpone, ctx: Ctx): void {
  const s = tkDraftState(d);
  if (s.phase !== 'rounds') reject(tx('No round is being resolved.', 'ラウンドの解決中ではありません。'), 'TK-TURN-4');
  const id = s.resolution[s.current] as string;
  const rest = s.resolution.slice(s.current + 1);
  if (rest.length === 0) reject(tx('Nobody is left to act first; end the round instead.', '後に行動する者がいません。ラウンドを終了してください。'), 'TK-TURN-4');
  let insertAt = rest.length;
  if (cmd.after !== undefined) {
    const i = rest.indexOf(cmd.after);
    if (i < 0) reject(tx('Postpone only until after a character still to act this turn.', '後回し先は、このターンにまだ行動していないキャラクターにしてください。'), 'TK-TURN-4');
    insertAt = i + 1;
  }
  rest.splice(insertAt, 0, id);
  s.resolution = [...s.resolution.slice(0, s.current), ...rest];
  s.current -= 1;
  const c = creatureOf(d, id) as Creature;
  ctx.emit({ type: 'roundPostponed', text: tx(`${c.name} postpones resolving its round (durations are not extended).`, `${c.name}はラウンドの解決を後回しにした（効果時間は延びない）。`), rules: ['TK-TURN-4'], ids: [id], data: { order: [...s.resolution] } });
  advance(d, ctx);
}

/** nextTurn (core override): end the current round, or start the next turn when none is running. */
export function nextTurn(d: Encounter, cmd: CommandBase, ctx: Ctx): void {
  if (tkState(d).phase === 'rounds') tkEndRound(d, cmd, ctx);
  else tkStartTurn(d, cmd, ctx);
}

/** rollInitiative (core override): initiative is rolled as step 2 of a turn (TK-TURN-3). */
export function rollInitiative(d: Encounter, cmd: CommandBase, ctx: Ctx): void {
  tkStartTurn(d, cmd, ctx);
}

/** previousTurn (core override): refused; use undo (turns roll dice and expire effects). */
export function previousTurn(): void {
  reject(tx('Tenkai turns cannot be stepped back; use undo.', '舵天照のターンは戻せません。元に戻す（アンドゥ）を使ってください。'), 'TK-TURN-2');
}

/** setInitiative (core override): refused; initiative comes from 俊敏/10 + 1D20 each turn (type the die in instead). */
export function setInitiative(): void {
  reject(tx('Tenkai initiative is rolled each turn (俊敏/10 + 1D20); type the die in when starting the turn.', '舵天照のイニシアティブは毎ターン判定します（俊敏/10＋1D20）。ターン開始時にダイスの目を入力してください。'), 'TK-TURN-3');
}

/** removeCreature (core override): as the core, then the Tenkai order, AP and effects forget it. */
export function removeCreature(d: Encounter, cmd: RemoveCreature, ctx: Ctx): void {
  const s = tkDraftState(d);
  const wasCurrent = s.phase === 'rounds' && s.resolution[s.current] === cmd.id;
  coreHandlers.removeCreature(d, cmd, ctx);
  const idx = s.resolution.indexOf(cmd.id);
  if (idx >= 0) {
    s.resolution.splice(idx, 1);
    if (idx < s.current) s.current -= 1;
  }
  delete s.initiative[cmd.id];
  delete s.apSpent[cmd.id];
  delete s.apCarry[cmd.id];
  delete s.zeroApLocks[cmd.id];
  delete s.roundMembers[cmd.id];
  for (const k of Object.keys(s.roundMembers)) s.roundMembers[k] = (s.roundMembers[k] ?? []).filter((x) => x !== cmd.id);
  s.started = s.started.filter((x) => x !== cmd.id);
  s.effects = s.effects.filter((e) => e.ownerId !== cmd.id);
  s.activities = s.activities.filter((a) => a.id !== cmd.id);
  if (wasCurrent) {
    s.current -= 1;
    advance(d, ctx);
  } else if (s.phase === 'rounds' && s.current >= s.resolution.length) {
    s.current = s.resolution.length - 1;
    advance(d, ctx);
  }
  syncCore(d);
}

/**
 * Handlers of the 巣作りドラゴン commands. A resolving command puts a writable copy of the battle into its
 * transaction (`w.set('sys', …)`: a few characters and the cursor, copied once per command; skill sets and start
 * lists shared), runs the pure turn machine on it with the command's dice (`ctx.roller`: seeded from the
 * encounter, or typed in — every roll is a `dieRolled` event) and the command's event log (`ctx`); the
 * transaction records the change as a diff.
 */
import { kernelHandlers, kernelShapes, obj, record, str, type Ctx, type Handler, type Shape, type Work } from '../core';
import type {
  SdChooseTarget,
  SdClearBattle,
  SdReset,
  SdSetBattle,
  SdSetTargetPolicy,
  SudukuriCommand,
} from './commands';
import { run } from './engine';
import { reject, type SdEvent } from './events';
import {
  charRef,
  cloneBattle,
  isProblem,
  makeBattle,
  resetBattle,
  TARGET_POLICIES,
  type BattleW,
  type SdBattle,
  type SdCharacter,
  type SdEncounter,
} from './model';
import { rollPurpose, runtime, type D6 } from './runtime';
import { creatureIds } from './trace';

type H<C extends SudukuriCommand> = Handler<SdEncounter, C, SdEvent>;
type W = Work<SdEncounter>;

function diceOf(ctx: Ctx<SdEvent>): D6 {
  return { d6: (step) => ctx.roller.die(6, rollPurpose(step)) };
}

/** The battle as it stands, or a refusal when there is none (SD-TERM). */
function current(w: W): SdBattle {
  const b = w.s.sys.battle;
  if (!b) reject({ m: 'sdNoBattle' }, 'SD-TERM');
  return b;
}

/**
 * The battle as this command's writable copy: its characters, cursor and pending choice are new, the skill sets and
 * start lists are shared with the committed battle (the commit freezes only what is new). Called once per command.
 */
function writable(w: W, b: SdBattle): BattleW {
  const wb = cloneBattle(b, true);
  w.set('sys', { battle: wb });
  return wb;
}

function resolve(w: W, ctx: Ctx<SdEvent>, g: 'step' | 'turn' | 'end'): void {
  const b = current(w);
  if (b.result) reject({ m: 'sdBattleOver' }, 'SD-STEP-13');
  if (b.pending) reject({ m: 'sdTargetPending', prompt: b.pending.prompt }, 'SD-R1');
  run(runtime(writable(w, b), diceOf(ctx), ctx), g);
}

/** sdSetBattle: build or replace the battle (SD-TERM, SD-R1, SD-R2); a character's map creature must exist. */
const sdSetBattle: H<SdSetBattle> = (w, cmd, ctx) => {
  const b = makeBattle(cmd.battle);
  if (isProblem(b)) reject(b.reason, b.ruleId);
  for (const c of [...b.pc, ...b.opp])
    if (c.creatureId !== null && !w.creature(c.creatureId))
      reject({ m: 'sdNoSuchCreature', who: charRef(c), id: c.creatureId.slice(0, 40) }, 'SD-TERM');
  w.set('sys', { battle: b });
  ctx.emit({
    type: 'sdBattleSet',
    pc: b.pc.map(charRef),
    opp: b.opp.map(charRef),
    policy: b.policy,
    rules: ['SD-R1', 'SD-R2'],
    ids: creatureIds(...b.pc, ...b.opp),
  });
};

/** sdSetTargetPolicy: switch RULING SD-R1 (an automatic policy drops a pending manual choice). */
const sdSetTargetPolicy: H<SdSetTargetPolicy> = (w, cmd, ctx) => {
  const now = current(w);
  if (!TARGET_POLICIES.includes(cmd.policy))
    reject({ m: 'sdUnknownPolicy', policy: String(cmd.policy).slice(0, 40) }, 'SD-R1');
  const b = writable(w, now);
  b.policy = cmd.policy;
  const cleared = cmd.policy !== 'manual' && b.pending !== null;
  if (cleared) b.pending = null;
  ctx.emit({ type: 'sdTargetPolicyChanged', policy: cmd.policy, cleared, rules: ['SD-R1'] });
};

/** sdChooseTarget: answer the pending target choice (SD-R1), then resume at the granularity that asked. */
const sdChooseTarget: H<SdChooseTarget> = (w, cmd, ctx) => {
  const now = current(w);
  const p = now.pending;
  if (!p) reject({ m: 'sdNoTargetPending' }, 'SD-R1');
  if (!p.options.some((o) => o.id === cmd.targetId))
    reject({ m: 'sdNotATarget', id: String(cmd.targetId).slice(0, 60) }, 'SD-R1');
  const b = writable(w, now);
  const attacker = [...b.pc, ...b.opp].find((c) => c.id === p.context.attackerId);
  if (!attacker) throw new Error(`sdChooseTarget: the pending choice names no character ${p.context.attackerId}`);
  const foes = attacker.side === 'pc' ? b.opp : b.pc;
  const t = foes.findIndex((f) => f.id === cmd.targetId);
  const target = foes[t];
  if (!target) throw new Error(`sdChooseTarget: option ${cmd.targetId} is not an opponent of ${attacker.id}`);
  b.cursor.target = t;
  b.pending = null;
  ctx.emit({
    type: 'sdTargetChosen',
    attacker: charRef(attacker),
    target: charRef(target),
    rules: ['SD-R1'],
    ids: creatureIds(attacker, target),
  });
  run(runtime(b, diceOf(ctx), ctx), p.context.resume, p.context.turn);
};

/** sdReset: back to the start of the battle as set up. */
const sdReset: H<SdReset> = (w, _cmd, ctx) => {
  w.set('sys', { battle: resetBattle(current(w)) });
  ctx.emit({ type: 'sdBattleReset', rules: [] });
};

/** sdClearBattle: remove the battle. */
const sdClearBattle: H<SdClearBattle> = (w, _cmd, ctx) => {
  current(w);
  w.set('sys', { battle: null });
  ctx.emit({ type: 'sdBattleCleared', rules: [] });
};

/** removeCreature: the kernel's, then characters that stood for the creature lose the link (they stay in the battle). */
const removeCreature: H<Extract<SudukuriCommand, { type: 'removeCreature' }>> = (w, cmd, ctx) => {
  kernelHandlers.removeCreature(w, cmd, ctx);
  const b = w.s.sys.battle;
  const linked = (l: SdBattle['pc']): boolean => l.some((c) => c.creatureId === cmd.id);
  if (!b || !(linked(b.pc) || linked(b.opp) || linked(b.start.pc) || linked(b.start.opp))) return;
  const wb = writable(w, b);
  const unlink = <C extends SdCharacter>(c: C): C => (c.creatureId === cmd.id ? { ...c, creatureId: null } : c);
  wb.pc = wb.pc.map(unlink);
  wb.opp = wb.opp.map(unlink);
  wb.start = { pc: b.start.pc.map(unlink), opp: b.start.opp.map(unlink) };
  if (wb.pending?.chooserId === cmd.id) wb.pending.chooserId = null;
};

/** The handler table (the kernel's, with this system's commands and overrides); the compiler checks every command. */
export const handlers: { readonly [K in SudukuriCommand['type']]: H<Extract<SudukuriCommand, { type: K }>> } = {
  ...kernelHandlers,
  removeCreature,
  sdSetBattle,
  sdSetTargetPolicy,
  sdStep: (w, _cmd, ctx) => resolve(w, ctx, 'step'),
  sdTurn: (w, _cmd, ctx) => resolve(w, ctx, 'turn'),
  sdRunToEnd: (w, _cmd, ctx) => resolve(w, ctx, 'end'),
  sdChooseTarget,
  sdReset,
  sdClearBattle,
};

const none = obj({});

/** Shape checks of every command (the battle setup and the policy's value are checked by the handlers, with rule ids). */
export const shapes: { readonly [K in SudukuriCommand['type']]: Shape } = {
  ...kernelShapes,
  sdSetBattle: obj({ battle: record }),
  sdSetTargetPolicy: obj({ policy: str(40) }),
  sdStep: none,
  sdTurn: none,
  sdRunToEnd: none,
  sdChooseTarget: obj({ targetId: str(200) }),
  sdReset: none,
  sdClearBattle: none,
};

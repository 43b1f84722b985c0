/**
 * The command/event envelope shared by every rule system: commands in, events out.
 * `apply` is the single entry point; it never throws for bad input and a rejected command changes nothing.
 */
import { freeze, produce } from 'immer';
import { DiceError, Roller, purposeText, type DieRoll } from './dice';
import type { Encounter } from './model';
import { tx, type Text } from './text';

/** Fields every command may carry. */
export interface CommandBase {
  type: string;
  /**
   * Die values typed in by a person who rolled physical dice, used in order before the seeded generator.
   * A value outside the die's range rejects the command.
   */
  dice?: number[];
}

/** A past-tense fact produced by a command. The combat log, animations and undo all come from events. */
export interface GameEvent {
  /** Past-tense name, e.g. "creatureMoved", "pushed", "savingThrowRolled". */
  type: string;
  /** One plain sentence in both languages, naming the rule ids it applied. */
  text: Text;
  /** Rule ids this event applied (also shown in the log). */
  rules: string[];
  /** Creatures involved (for highlighting and animations). */
  ids?: string[];
  /** The die roll, for `dieRolled` events. */
  roll?: DieRoll;
  /** Extra machine-readable data for animations and tests. */
  data?: Record<string, unknown>;
}

/** Thrown by a handler to reject the command; `apply` turns it into a {@link Rejection}. */
export class RuleViolation extends Error {
  readonly text: Text;
  readonly ruleId: string | undefined;
  constructor(text: Text, ruleId?: string) {
    super(text.en);
    this.text = text;
    this.ruleId = ruleId;
  }
}

/** Reject the command being applied, with a reason and the rule id that forbids it. */
export function reject(text: Text, ruleId?: string): never {
  throw new RuleViolation(ruleId ? { en: `${text.en} (${ruleId})`, ja: `${text.ja}（${ruleId}）` } : text, ruleId);
}

/** What a handler gets besides the draft state and the command. */
export interface Ctx {
  roller: Roller;
  /** Record an event (in order). */
  emit(e: GameEvent): void;
  /** Events emitted so far by this command. */
  readonly events: readonly GameEvent[];
}

/** A command handler: checks preconditions (rejecting with a rule id), then mutates the immer draft. */
export type Handler<C extends CommandBase = CommandBase> = (draft: Encounter, command: C, ctx: Ctx) => void;

/** A successful application. */
export interface Applied {
  ok: true;
  state: Encounter;
  events: GameEvent[];
}

/** A refused command: nothing changed. */
export interface Rejection {
  ok: false;
  reason: Text;
  ruleId?: string;
}

/** Result of {@link applyWith}. */
export type Outcome = Applied | Rejection;

/** Commands allowed while a decision is pending. */
export const DECISION_COMMANDS: readonly string[] = ['decide', 'cancelDecision'];

/**
 * Apply one command with a handler table. Pure: the input state is never modified (immer), the dice come
 * from the state's generator or the command's typed-in values, and every roll becomes a `dieRolled` event.
 */
export function applyWith(
  handlers: Readonly<Record<string, Handler<never> | undefined>>,
  state: Encounter,
  command: CommandBase,
): Outcome {
  if (!command || typeof command !== 'object' || typeof command.type !== 'string') {
    return { ok: false, reason: tx('Not a command.', 'コマンドではありません。') };
  }
  const handler = handlers[command.type] as Handler | undefined;
  if (!handler) {
    return {
      ok: false,
      reason: tx(`Unknown command "${command.type}" for this rule system.`, `このルールでは不明なコマンドです：「${command.type}」`),
    };
  }
  if (state.pending && !DECISION_COMMANDS.includes(command.type)) {
    return {
      ok: false,
      reason: tx(
        `A decision is pending (${state.pending.prompt.en}); answer it first, or cancel it as GM.`,
        `決定待ちです（${state.pending.prompt.ja}）。先に答えるか、GMが取り消してください。`,
      ),
      ruleId: state.pending.ruleId,
    };
  }
  if (command.dice !== undefined && (!Array.isArray(command.dice) || command.dice.some((v) => typeof v !== 'number'))) {
    return { ok: false, reason: tx('Typed-in dice must be a list of numbers.', '入力するダイスの目は数値の並びにしてください。') };
  }
  // A state the engine has not produced itself (a new encounter, a loaded file, a test's hand-built state) is
  // deep-frozen once: immer keeps untouched subtrees as they are, so without this the sample's or a file's
  // unfrozen creatures would be deep-copied by every read-only query (`readable`) of every later command.
  if (!Object.isFrozen(state)) freeze(state, true);
  const events: GameEvent[] = [];
  const ctx: Ctx = {
    roller: new Roller(state.rng, command.dice),
    // Events may quote parts of the draft; copy them while the draft is alive (a revoked immer proxy in an
    // event would break the log, the player view's postMessage and animations).
    emit: (e) => events.push(JSON.parse(JSON.stringify(e)) as GameEvent),
    events,
  };
  const originalDie = ctx.roller.die.bind(ctx.roller);
  ctx.roller.die = (sides: number, purpose: string | Text): number => {
    const v = originalDie(sides, purpose);
    const roll = ctx.roller.rolls[ctx.roller.rolls.length - 1] as DieRoll;
    const why = purposeText(purpose);
    events.push({
      type: 'dieRolled',
      text: tx(
        `${roll.manual ? 'Typed-in' : 'Rolled'} d${sides}: ${v} (${why.en}).`,
        `d${sides}${roll.manual ? '（手入力）' : ''}：${v}（${why.ja}）`,
      ),
      rules: [],
      roll,
    });
    return v;
  };
  try {
    const next = produce(state, (draft) => {
      handler(draft, command, ctx);
      draft.rng = ctx.roller.nextState;
      draft.seq += 1;
    });
    if (ctx.roller.unusedManual > 0) {
      return {
        ok: false,
        reason: tx(
          `${ctx.roller.unusedManual} typed-in die value(s) were not needed; nothing was changed.`,
          `入力されたダイスの目のうち${ctx.roller.unusedManual}個が不要でした。何も変更していません。`,
        ),
      };
    }
    return { ok: true, state: next, events };
  } catch (e) {
    if (e instanceof RuleViolation) return { ok: false, reason: e.text, ...(e.ruleId ? { ruleId: e.ruleId } : {}) };
    if (e instanceof DiceError) return { ok: false, reason: e.text };
    const msg = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      reason: tx(`The command could not be applied (${msg}); nothing was changed.`, `コマンドを適用できませんでした（${msg}）。何も変更していません。`),
    };
  }
}

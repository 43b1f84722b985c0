/**
 * The fields every command carries, below the envelope (`engine.ts`), the kernel's commands and the rule-system
 * contract, which all name them (so none of them imports another in a circle: `cycles.test.ts`).
 */

/** Fields every command may carry. */
export interface CommandBase {
  readonly type: string;
  /**
   * Die values typed in by a person who rolled physical dice, used in order before the seeded generator.
   * A value outside the die's range refuses the command.
   */
  readonly dice?: readonly number[];
  /**
   * Where the command's rolls start in the dice stream, when beyond the encounter's position (issue 26). The session
   * sets it on a command applied where undone commands are dropped: their rolls may have been shown, so the stream
   * goes on after the last word they used and no face shown once comes back for another roll. Recorded with the
   * command, so a replay rolls the same. Never moves the stream back; ignored for the legacy generator.
   */
  readonly diceFrom?: number;
  /**
   * The player who asked for the command from their own device (issue 26/28), stamped by the GM's request desk
   * (never taken from the player's message): the GM's log names them, a player's secret roll is attributed to them.
   */
  readonly asker?: Asker;
}

/** Who asked for a command from a player's device: the session's player id and the name they gave. */
export interface Asker {
  readonly player: string;
  readonly name: string;
}

/** Is this a well-formed {@link Asker}? */
export function isAsker(v: unknown): v is Asker {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const a = v as Record<string, unknown>;
  return (
    Object.keys(a).every((k) => k === 'player' || k === 'name') &&
    typeof a.player === 'string' &&
    a.player.length >= 1 &&
    a.player.length <= 64 &&
    typeof a.name === 'string' &&
    a.name.length <= 80
  );
}

/** Kernel handler: reseedDice (issue 26) — the dice get a new secret key; nothing is rolled. */
import type { ReseedDice } from '../commands';
import { chachaDice, isDiceKey, VIEW_DICE } from '../diceStream';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import type { Work } from '../work';

/**
 * reseedDice: the stream starts at word 0 of the new key. The same key as now is refused (its stream would start
 * again, repeating faces already shown), and so is the all-zero key of the players' views (everyone knows it).
 */
export function reseedDice(w: Work, cmd: ReseedDice, ctx: Ctx): void {
  if (!isDiceKey(cmd.key) || cmd.key === VIEW_DICE.key) reject(msg('badDiceKey', {}));
  const now = w.s.rng;
  if (now.alg === 'chacha20' && now.key === cmd.key) reject(msg('sameDiceKey', {}));
  w.set('rng', chachaDice(cmd.key));
  ctx.emit({ type: 'diceReseeded', from: now.alg, rules: [] });
}

/** setOption: switch the optional rule MC-OPT-FALL (乗騎から降ろされる OP) on or off for this encounter. */
import type { SetOptionCommand } from '../commands';
import type { C, W } from './types';

/** setOption: MC-OPT-FALL on or off. */
export function setOption(w: W, cmd: SetOptionCommand, ctx: C): void {
  const sys = w.patch('sys');
  sys.options = { ...sys.options, optionalFallRule: cmd.optionalFallRule };
  ctx.emit({ type: 'optionChanged', optionalFallRule: cmd.optionalFallRule, rules: ['MC-OPT-FALL'] });
}

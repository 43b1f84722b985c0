/** removeEffect (GM, B-14): take an effect off before its duration ends. */
import type { RemoveEffectCommand } from '../commands';
import { effectById, endEffects } from '../effects';
import { reject } from '../msgs';
import type { C, W } from './types';

/** removeEffect: end the effect now, logged as removed by the GM. */
export function removeEffect(w: W, cmd: RemoveEffectCommand, ctx: C): void {
  if (!effectById(w.s, cmd.effectId)) reject({ m: 'noSuchEffect', id: String(cmd.effectId).slice(0, 40) }, 'B-14');
  endEffects(w, ctx, [cmd.effectId], 'removed', ['B-14']);
}

/** Handlers: setOption, renameEncounter, cancelDecision. */
import type { CancelDecision, RenameEncounter, SetOption } from '../commands';
import { reject, type Ctx } from '../engine';
import type { Encounter } from '../model';
import { tx } from '../text';

/** setOption: MC-OPT-FALL on or off. */
export function setOption(d: Encounter, cmd: SetOption, ctx: Ctx): void {
  if (typeof cmd.optionalFallRule !== 'boolean') reject(tx('The option is on or off.', 'オプションはオンかオフです。'));
  d.settings.optionalFallRule = cmd.optionalFallRule;
  ctx.emit({
    type: 'optionChanged',
    text: tx(`Optional rule "dismounted creatures fall" is ${cmd.optionalFallRule ? 'on' : 'off'}.`, `オプションルール「乗騎から降ろされる」を${cmd.optionalFallRule ? 'オン' : 'オフ'}にした。`),
    rules: ['MC-OPT-FALL'],
  });
}

/** renameEncounter. */
export function renameEncounter(d: Encounter, cmd: RenameEncounter, ctx: Ctx): void {
  const name = typeof cmd.name === 'string' ? cmd.name.trim() : '';
  if (!name || name.length > 80) reject(tx('The encounter needs a name of 1–80 characters.', '遭遇名は1〜80文字です。'));
  d.name = name;
  ctx.emit({ type: 'encounterRenamed', text: tx(`The encounter is now called ${name}.`, `遭遇名を${name}にした。`), rules: [] });
}

/** cancelDecision: the GM overrides a pending decision; nothing of it is applied. */
export function cancelDecision(d: Encounter, _cmd: CancelDecision, ctx: Ctx): void {
  if (!d.pending) reject(tx('No decision is pending.', '決定待ちはありません。'));
  const p = d.pending;
  d.pending = null;
  ctx.emit({
    type: 'decisionCancelled',
    text: tx(`The GM cancels the pending decision: ${p.prompt.en}`, `GMが決定待ちを取り消した：${p.prompt.ja}`),
    rules: [p.ruleId],
  });
}

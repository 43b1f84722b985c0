/**
 * Dice at the table: a command is sent with the seeded generator ("Roll") or with the die a person typed in
 * ("I rolled…" → `dice: [n]`; the engine refuses a value the die cannot show). The roll card is built from
 * the command's events, so it shows exactly what the engine used.
 */
import type { Command, Encounter, GameEvent, Text } from '../../rules';
import type { RollShown } from '../../store';
import { creatureOf } from '../../rules';

/** Parse a typed die value; null when the box is empty (use the seeded dice). NaN stays NaN so the engine refuses it. */
export function typedDie(raw: string): number | null {
  const v = raw.trim();
  if (v === '') return null;
  return Number(v);
}

/** Attach a typed die to a command (or leave it to the seeded dice). */
export function withDie<C extends Command>(c: C, die: number | null): C {
  return die === null ? c : ({ ...c, dice: [die] } as C);
}

const OUTCOME_TYPES = ['savingThrowRolled', 'attackHit', 'attackMissed', 'mounted', 'mountFailed'];

/**
 * The roll card for the first die of a command's events: natural roll, the bonuses (from the event data or
 * the military saddle), total and outcome with its rule ids.
 */
export function rollCard(before: Encounter, events: readonly GameEvent[]): RollShown | null {
  const die = events.find((e) => e.type === 'dieRolled' && e.roll);
  if (!die?.roll) return null;
  const out = events.find((e) => OUTCOME_TYPES.includes(e.type));
  const parts: RollShown['parts'] = [];
  let success = false;
  if (out?.type === 'savingThrowRolled') {
    const saverId = out.ids?.[0];
    const saver = saverId ? creatureOf(before, saverId) : undefined;
    const mount = saver?.mountId ? creatureOf(before, saver.mountId) : undefined;
    if (mount?.riding.militarySaddle) parts.push({ value: 5, label: { en: 'military saddle', ja: '軍用鞍' }, ruleId: out.rules[0] ?? 'MC-FM-2' });
    success = out.data?.success === true;
  } else if (out && (out.type === 'attackHit' || out.type === 'attackMissed')) {
    const d = out.data as { bonus?: number; modifiers?: { value: number; ruleId: string }[] } | undefined;
    if (d?.bonus) parts.push({ value: d.bonus, label: { en: 'attack bonus', ja: '攻撃ボーナス' } });
    for (const m of d?.modifiers ?? []) if (m.value !== 0) parts.push({ value: m.value, label: { en: m.ruleId, ja: m.ruleId }, ruleId: m.ruleId });
    success = out.type === 'attackHit';
  } else if (out?.type === 'mounted') success = true;
  const natural = die.roll.value;
  const total = natural + parts.reduce((s, p) => s + p.value, 0);
  const outcome: Text = out?.text ?? die.text;
  return { natural, sides: die.roll.sides, parts, total, outcome, success, ruleIds: out?.rules ?? [], manual: die.roll.manual };
}

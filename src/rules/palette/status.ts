/**
 * Status commands (ココフォリア's `:HP-5`, `:MP+2`, `:HP=10`) and the path of a palette line to a command (issue 30).
 * A status command becomes the rule system's own command (4e and 巣作りドラゴン `changeHp`, 舵天照 `changeHp` for
 * 生命 and `tkEditData` for 練力 / 気力), so it passes the system's checks and, from a player's device, the players'
 * policy like any request; where the rules refuse (a dead 舵天照 creature, TK-MNT-7) it is refused here with the rule.
 */
import type { AnyRuleSystem, CommandBase, CreatureId, Encounter, PaletteStatus, PaletteValue } from '../core';
import { rollDiceCommand, type RollDice } from '../core';
import { PaletteVars, readLine, type PaletteError } from './lines';

const STATUS = /^[:：]\s*([^+\-=＋－ー＝\s]+)\s*([+\-=＋－ー＝])\s*([+\-－ー]?[0-9０-９]+)\s*$/u;
const WIDE = (s: string) =>
  s.replace(/[０-９]/gu, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[－ー]/gu, '-');

/** The largest amount a status command takes (the kernel's own HP change limit). */
const MAX_AMOUNT = 100000;

/** A palette line made ready to send: a dice line, or the system's command of a status command. */
export type Prepared =
  | { readonly ok: true; readonly kind: 'dice'; readonly command: RollDice; readonly text: string }
  | { readonly ok: true; readonly kind: 'status'; readonly command: CommandBase; readonly text: string }
  | { readonly ok: false; readonly error: PaletteError };

/** The creature's sheet values and statuses as its system gives them (none for the GM's own palette). */
function sheetOf(system: AnyRuleSystem, enc: Encounter, owner: CreatureId | null) {
  const c =
    owner !== null && Object.prototype.hasOwnProperty.call(enc.creatures, owner) ? enc.creatures[owner] : undefined;
  if (!c || !system.palette) return { values: [] as PaletteValue[], statuses: [] as PaletteStatus[] };
  const statuses = system.palette.statuses(enc, c);
  return { values: [...statuses, ...system.palette.values(enc, c)], statuses };
}

/** The variables of a palette: its owner's sheet and its definition lines. */
export function paletteVars(system: AnyRuleSystem, enc: Encounter, owner: CreatureId | null): PaletteVars {
  return new PaletteVars(enc.palettes[owner ?? 'gm'] ?? [], sheetOf(system, enc, owner).values);
}

/**
 * A line (from the palette or typed into the dice line) as it would be sent by `owner`'s palette: its variables
 * expanded, then a status command made into the system's command, or the dice line's command.
 */
export function prepareLine(
  system: AnyRuleSystem,
  enc: Encounter,
  owner: CreatureId | null,
  raw: string,
  dice?: readonly number[] | null,
): Prepared {
  const first = readLine(raw);
  if (first.kind === 'define' || first.kind === 'comment') return { ok: false, error: { e: 'notSendable' } };
  const expanded = paletteVars(system, enc, owner).expand(first.text);
  if (!expanded.ok) return expanded;
  const text = expanded.text.trim();
  if (readLine(text).kind !== 'status')
    return { ok: true, kind: 'dice', command: rollDiceCommand(text, owner, dice), text };
  if (owner === null) return { ok: false, error: { e: 'noCreature' } };
  const m = STATUS.exec(WIDE(text));
  if (!m) return { ok: false, error: { e: 'badStatus', text: text.slice(0, 40) } };
  const name = m[1]!;
  const op = WIDE(m[2]!).replace('＋', '+').replace('＝', '=');
  const amount = Number(m[3]);
  if (!Number.isSafeInteger(amount) || Math.abs(amount) > MAX_AMOUNT)
    return { ok: false, error: { e: 'badStatus', text: text.slice(0, 40) } };
  const { statuses } = sheetOf(system, enc, owner);
  const status = statuses.find((s) => s.names.includes(name));
  if (!status)
    return {
      ok: false,
      error: { e: 'unknownStatus', name: name.slice(0, 20), known: statuses.map((s) => s.names[0]!) },
    };
  const next = op === '=' ? amount : op === '+' ? status.value + amount : status.value - amount;
  if (next === status.value) return { ok: false, error: { e: 'noChange', name, value: next } };
  const out = status.set(next);
  if (!out.ok) return { ok: false, error: { e: 'refused', name, why: out.why, ruleId: out.ruleId } };
  return { ok: true, kind: 'status', command: out.command, text };
}

/** The text a click puts into the input: the line with its variables expanded (or as written, when they fail). */
export function lineForInput(system: AnyRuleSystem, enc: Encounter, owner: CreatureId | null, raw: string): string {
  const r = readLine(raw);
  if (r.kind === 'define' || r.kind === 'comment') return r.kind === 'define' ? `{${r.name}}` : '';
  const x = paletteVars(system, enc, owner).expand(r.text);
  return x.ok ? x.text : r.text;
}

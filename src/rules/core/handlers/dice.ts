/** Kernel handlers of the dice line (issues 18 and 30): rollDice and setPalette. */
import { facesFit, parseDice, rollDice as evaluate, type DiceParse } from '../../dice';
import { DiceError } from '../dice';
import type { RollDice, SetPalette } from '../commands';
import { reject, type Ctx } from '../engine';
import { msg } from '../events';
import { ref } from '../message';
import type { Work } from '../work';
import { need } from './creatures';

/**
 * At most this many saved lines per palette, each at most this long (issue 30: ココフォリア characters bring palettes of
 * a hundred lines and more, their parameters as definition lines).
 */
export const PALETTE_LINES = 200;
export const PALETTE_LINE_LENGTH = 200;

/**
 * Lines read before, by reading (issue 33: the reading was most of a roll's cost, ~12 µs of a `1d20+5`, and a table
 * rolls the same few lines again and again). A reading is plain data nothing changes (the results point into it),
 * so one reading serves every roll of its line; each table is emptied when it is full.
 */
const readings = { legacy: new Map<string, DiceParse>(), bcdice: new Map<string, DiceParse>() };
const MAX_READINGS = 512;

/** The line read as a command asks (see {@link readings}). */
function readLine(expr: string, legacy: boolean): DiceParse {
  const table = legacy ? readings.legacy : readings.bcdice;
  let hit = table.get(expr);
  if (!hit) {
    hit = parseDice(expr, { legacy });
    if (expr.length > PALETTE_LINE_LENGTH) return hit;
    if (table.size >= MAX_READINGS) table.clear();
    table.set(expr, hit);
  }
  return hit;
}

/**
 * rollDice: parse (BCDice 3's reading, or issue 18's for a command written before it), roll through the
 * encounter's roller — the typed-in faces, one per die in rolling order, checked against the line first (an R- or
 * U-roll's count depends on its faces) — and log one event.
 */
export function rollDiceLine(w: Work, cmd: RollDice, ctx: Ctx): void {
  const by = cmd.by ? ref(need(w, cmd.by)) : null;
  const parsed = readLine(cmd.expr, cmd.syntax !== 'bcdice');
  if (!parsed.ok) reject(msg('diceSyntax', { error: parsed.error }));
  const purpose = msg('diceLineRoll', {});
  const manual = cmd.dice !== undefined && cmd.dice.length > 0;
  if (manual) {
    const fit = facesFit(parsed.program, cmd.dice ?? []);
    if (!fit.ok && 'bad' in fit)
      throw new DiceError({ m: 'badDie', sides: fit.bad.sides, value: fit.bad.value, purpose });
    if (!fit.ok)
      reject(msg('diceCount', { need: fit.need, given: fit.given, ...(fit.atLeast ? { atLeast: true } : {}) }));
  }
  const result = ctx.roller.silently(() => evaluate(parsed.program, (sides) => ctx.roller.die(sides, purpose)));
  ctx.emit({
    type: 'diceRolled',
    by,
    result,
    secret: result.secret,
    manual,
    // The player who asked from their own device (issue 26): the table reads "… rolled secretly" with their name.
    player: cmd.asker?.name ?? null,
    rules: [],
    ...(by ? { ids: [by.id] } : {}),
  });
}

/** setPalette: replace a creature's (or the GM's) saved dice lines. */
export function setPalette(w: Work, cmd: SetPalette, ctx: Ctx): void {
  const owner = cmd.owner === null ? null : ref(need(w, cmd.owner));
  const lines = cmd.lines.map((l) => l.trim()).filter((l) => l !== '');
  if (lines.length > PALETTE_LINES || lines.some((l) => l.length > PALETTE_LINE_LENGTH)) {
    reject(msg('badPalette', { maxLines: PALETTE_LINES, maxLength: PALETTE_LINE_LENGTH }));
  }
  const key = owner ? owner.id : 'gm';
  const next: Record<string, readonly string[]> = { ...w.s.palettes };
  if (lines.length) next[key] = lines;
  else delete next[key];
  w.set('palettes', next);
  ctx.emit({ type: 'paletteChanged', owner, count: lines.length, rules: [], ...(owner ? { ids: [owner.id] } : {}) });
}

/**
 * BCDice's `choice`: `choice[A,B,C]`, `choice(A,B,C)` (items separated by commas, spaces allowed inside),
 * `choice A B C` (items separated by spaces, to the end of the line), `choiceN…` (N different items), and a
 * single range as shorthand (`choice[A-D]`, `choice[b-g]`, `choice[3-7]`; `choice[D-A]` and `choice[A-D,Z]` are
 * not expanded). Items keep the characters as typed; empty items are dropped, as BCDice does.
 */
import { fail, isDigit, isSpace } from './scanner';
import type { NormalizedInput } from './normalize';
import { DICE_LIMITS, type DiceChoiceBody } from './types';

/** Does the normalised text `s` hold the word `choice` at `p`? */
export const isChoiceAt = (s: string, p: number): boolean => s.slice(p, p + 6).toLowerCase() === 'choice';

/** A read choice: the body, its text as BCDice prints it, and where the label starts. */
export interface ReadChoice {
  body: DiceChoiceBody;
  text: string;
  end: number;
}

/**
 * Read a choice at normalised index `p` (on the word `choice`) of `input`, normalised as `norm`.
 * `legacy` allows one item (issue 18's dice line did).
 */
export function readChoice(input: string, norm: NormalizedInput, p: number, legacy: boolean): ReadChoice {
  const s = norm.text;
  const original = (from: number, to: number): string =>
    input.slice(norm.map[from] ?? 0, norm.map[to] ?? input.length).trim();
  let i = p + 6;
  const takesAt = i;
  while (isDigit(s[i])) i++;
  const takes = i > takesAt ? Number(s.slice(takesAt, i)) : 1;
  const open = s[i];
  let form: DiceChoiceBody['form'];
  const bounds: [number, number][] = [];
  let end: number;
  if (open === '[' || open === '(') {
    form = open === '[' ? 'bracket' : 'paren';
    const close = open === '[' ? ']' : ')';
    const closeAt = s.indexOf(close, i + 1);
    if (closeAt < 0) fail({ key: 'choiceUnclosed', close }, i, s.length);
    let start = i + 1;
    for (let k = i + 1; k <= closeAt; k++) {
      if (k === closeAt || s[k] === ',') {
        bounds.push([start, k]);
        start = k + 1;
      }
    }
    end = closeAt + 1;
  } else if (isSpace(open)) {
    form = 'space';
    let k = i;
    while (k < s.length) {
      while (isSpace(s[k])) k++;
      const start = k;
      while (k < s.length && !isSpace(s[k])) k++;
      if (k > start) bounds.push([start, k]);
    }
    end = s.length;
  } else fail({ key: 'choiceOpen' }, i, i);
  let items = bounds.map(([a, b]) => original(a, b)).filter((x) => x !== '');
  const firstAt = bounds[0]?.[0] ?? i;
  if (items.length === 1) {
    const range = expandRange(normalisedItem(s, bounds));
    if (range === 'tooMany')
      fail(
        { key: 'choiceTooMany', count: rangeSize(normalisedItem(s, bounds)), max: DICE_LIMITS.maxChoiceItems },
        firstAt,
        end,
      );
    if (range) items = range;
    else if (!legacy) fail({ key: 'choiceOne' }, firstAt, end);
  }
  if (items.length === 0) fail({ key: 'choiceEmpty' }, i, end);
  if (items.length > DICE_LIMITS.maxChoiceItems)
    fail({ key: 'choiceTooMany', count: items.length, max: DICE_LIMITS.maxChoiceItems }, p, end);
  items.forEach((item, index) => {
    const length = [...item].length;
    if (length > DICE_LIMITS.maxChoiceItemLength)
      fail({ key: 'choiceItemTooLong', index, length, max: DICE_LIMITS.maxChoiceItemLength }, firstAt, end);
  });
  if (takes < 1 || takes > items.length) fail({ key: 'choiceTakes', takes, items: items.length }, takesAt, end);
  const n = takes === 1 ? '' : String(takes);
  const text =
    form === 'space'
      ? `choice${n} ${items.join(' ')}`
      : form === 'bracket'
        ? `choice${n}[${items.join(',')}]`
        : `choice${n}(${items.join(',')})`;
  return { body: { kind: 'choice', items, takes, form }, text, end };
}

/** The only non-empty item, as normalised (ranges are read on it). */
function normalisedItem(s: string, bounds: readonly [number, number][]): string {
  for (const [a, b] of bounds) {
    const t = s.slice(a, b).trim();
    if (t !== '') return t;
  }
  return '';
}

const NUM_RANGE = /^(\d+)-(\d+)$/;
const CHAR_RANGE = /^([a-z])-([a-z])$|^([A-Z])-([A-Z])$/;

function rangeSize(item: string): number {
  const m = NUM_RANGE.exec(item);
  return m ? Number(m[2]) - Number(m[1]) + 1 : 0;
}

/** `3-7` → 3…7, `A-D` → A…D (same case), or null when it is no range (or a backwards one); 'tooMany' past the limit. */
function expandRange(item: string): string[] | null | 'tooMany' {
  const m = NUM_RANGE.exec(item);
  if (m) {
    const first = Number(m[1]);
    const last = Number(m[2]);
    if (first > last) return null;
    if (last - first + 1 > DICE_LIMITS.maxChoiceItems) return 'tooMany';
    return Array.from({ length: last - first + 1 }, (_, k) => String(first + k));
  }
  const c = CHAR_RANGE.exec(item);
  if (!c) return null;
  const from = (c[1] ?? c[3] ?? '').charCodeAt(0);
  const to = (c[2] ?? c[4] ?? '').charCodeAt(0);
  if (from > to) return null;
  return Array.from({ length: to - from + 1 }, (_, k) => String.fromCharCode(from + k));
}

/**
 * The commands of a dice line's first token, one reader each, in BCDice 3's order (`AddDice`, `BarabaraDice`,
 * `TallyDice`, `Calc`, `D66Dice`, `RerollDice`, `UpperDice`; `choice` and the repetition are read by the line
 * parser). A reader either gives the body and its text or throws a {@link ParseFailure}.
 */
import { ArithParser, type Parsed } from './arith';
import { exprText } from './arithValue';
import { fail, readCompareOp, Scanner } from './scanner';
import {
  DICE_LIMITS,
  type DiceBody,
  type DiceCompareOp,
  type DiceComparison,
  type DiceGroup,
  type DiceNumComparison,
} from './types';

/** What a reader gives: the body, its text as BCDice prints it, its dice (before any roll again), and whether more may be rolled. */
export interface ReadCommand {
  body: DiceBody;
  text: string;
  dice: number;
  open: boolean;
}

/** A reader of one command over the token `s[start]` … `s[end - 1]`. */
export type CommandReader = (s: string, start: number, end: number, legacy: boolean) => ReadCommand;

/** The text of a comparison operator (BCDice's `Format.comparison_operator`). */
const opText = (op: DiceCompareOp | null | undefined): string => op ?? '';

/** BCDice's `Format.modifier`: nothing for 0, `+n`, `-n`. */
export const modifierText = (n: number): string => (n === 0 ? '' : n > 0 ? `+${n}` : String(n));

/** `2D6+1>=7`, `5D10KH3`, `1D6/2U`, `(2+3)D6`, `3D6MAX+2>=5`, `2D6>=?`. */
export const readSum: CommandReader = (s, start, end, legacy) => {
  const sc = new Scanner(s, start, end);
  const ap = new ArithParser(sc, { sum: true, legacy });
  const left = ap.parseAdd();
  let comparison: DiceComparison | null = null;
  const cmp = readCompareOp(sc);
  if (cmp) {
    if (sc.peek() === '?' && sc.p + 1 === end) {
      sc.p++;
      comparison = { op: cmp.op, target: '?' };
    } else {
      const before = ap.terms.length;
      const targetAt = sc.p;
      const target = ap.parseAdd();
      if (target.dice) fail({ key: 'diceInTarget' }, targetAt, sc.p);
      ap.terms.length = before;
      comparison = { op: cmp.op, target: ap.constant(target.node) };
    }
  }
  sc.expectEnd();
  if (!left.dice && !legacy) fail({ key: 'noDice' }, start, end);
  const terms = ap.terms;
  const text = exprText(left.node, terms) + (comparison ? `${opText(comparison.op)}${comparison.target}` : '');
  return {
    body: { kind: 'sum', expr: left.node, terms, comparison },
    text,
    dice: terms.reduce((n, t) => n + t.count * (t.d66 ? 2 : 1), 0),
    open: false,
  };
};

/** A count or sides of a B-, R-, U- or tally roll: `(` add `)` or a number (plain arithmetic). */
function termValue(ap: ArithParser): number {
  return ap.constant(ap.parseTerm().node);
}

/** A number target or threshold: plain arithmetic (`>=7+3`, `[5]`). */
function addValue(ap: ArithParser): number {
  const p: Parsed = ap.parseAdd();
  return ap.constant(p.node);
}

/** `2B6+3B8`: groups joined by `+`, each `term letter term`; the cursor stays before a `+` that does not start one. */
function readGroups(ap: ArithParser, letter: 'B' | 'R' | 'U', kind: 'pool' | 'reroll' | 'upper'): DiceGroup[] {
  const sc = ap.sc;
  const groups: DiceGroup[] = [];
  for (;;) {
    const at = sc.p;
    const count = termValue(ap);
    if (sc.up() !== letter) {
      if (groups.length === 0) sc.unexpected();
      // `+6` after U-groups is the modifier; after B- and R-groups only another group may follow a `+`.
      if (kind === 'upper') {
        sc.p = at - 1;
        return groups;
      }
      fail({ key: 'poolMixed', kind: letter }, at - 1, sc.p);
    }
    const letterAt = sc.p++;
    const sides = termValue(ap);
    checkGroup(count, sides, at, letterAt + 1, sc.p);
    groups.push({ count, sides });
    if (sc.peek() !== '+') return groups;
    sc.p++;
  }
}

function checkGroup(count: number, sides: number, at: number, sidesAt: number, reach: number): void {
  if (count < 1) fail(count === 0 ? { key: 'noDice' } : { key: 'negativeCount', count }, at, reach);
  if (count > DICE_LIMITS.maxDicePerTerm)
    fail({ key: 'tooManyDiceInTerm', count, max: DICE_LIMITS.maxDicePerTerm }, at, reach);
  if (sides < DICE_LIMITS.minSides || sides > DICE_LIMITS.maxSides)
    fail({ key: 'sidesOutOfRange', sides, min: DICE_LIMITS.minSides, max: DICE_LIMITS.maxSides }, sidesAt, reach);
}

const groupsText = (groups: readonly DiceGroup[], letter: string): string =>
  groups.map((g) => `${g.count}${letter}${g.sides}`).join('+');
const diceOf = (groups: readonly DiceGroup[]): number => groups.reduce((n, g) => n + g.count, 0);

/** A comparison with a number target, or null when none follows. */
function readNumComparison(ap: ArithParser): DiceNumComparison | null {
  const cmp = readCompareOp(ap.sc);
  return cmp ? { op: cmp.op, target: addValue(ap) } : null;
}

/** `3B6`, `2B6+4B10>3`: the faces listed; with a target, each die meeting it is a success. */
export const readPool: CommandReader = (s, start, end) => {
  const ap = new ArithParser(new Scanner(s, start, end), { sum: false, legacy: false });
  const groups = readGroups(ap, 'B', 'pool');
  const comparison = readNumComparison(ap);
  ap.sc.expectEnd();
  const text = groupsText(groups, 'B') + (comparison ? `${comparison.op}${comparison.target}` : '');
  return { body: { kind: 'pool', groups, comparison }, text, dice: diceOf(groups), open: false };
};

/** A roll-again condition `[>4]`, `[5]`, `@>4`, `@5` (the operator optional). */
function readThreshold(ap: ArithParser): { op: DiceCompareOp | null; value: number } {
  const cmp = readCompareOp(ap.sc);
  return { op: cmp?.op ?? null, value: addValue(ap) };
}

/** Can `value` be a roll-again threshold of a die of `sides` sides without rolling again for ever (BCDice's check)? */
function rerollValid(op: DiceCompareOp, threshold: number, sides: number): boolean {
  switch (op) {
    case '<=':
      return threshold < sides;
    case '<':
      return threshold <= sides;
    case '>=':
      return threshold > 1;
    case '>':
      return threshold >= 1;
    case '<>':
      return threshold >= 1 && threshold <= sides;
    case '=':
      return true;
  }
}

/** `2R6>=5`, `2R6[5]`, `2R4+2R6[>4]>=4`, `2R6>=4@<=2`: B-dice rolled again on a condition, successes counted. */
export const readReroll: CommandReader = (s, start, end) => {
  const sc = new Scanner(s, start, end);
  const ap = new ArithParser(sc, { sum: false, legacy: false });
  const groups = readGroups(ap, 'R', 'reroll');
  let given: { op: DiceCompareOp | null; value: number } | null = null;
  if (sc.peek() === '[') {
    sc.p++;
    given = readThreshold(ap);
    if (sc.peek() !== ']') sc.unexpected();
    sc.p++;
  }
  const comparison = readNumComparison(ap);
  if (sc.peek() === '@') {
    if (given) fail({ key: 'thresholdTwice' }, sc.p, sc.p + 1);
    sc.p++;
    given = readThreshold(ap);
  }
  sc.expectEnd();
  const op = given?.op ?? comparison?.op ?? '>=';
  const value = given ? given.value : comparison?.target;
  if (value === undefined || groups.some((g) => !rerollValid(op, value, g.sides)))
    fail({ key: 'rerollCondition' }, start, end);
  const threshold = { op, target: value };
  const shownOp = comparison?.op === op ? '' : op;
  const text =
    `${groupsText(groups, 'R')}[${shownOp}${value}]` + (comparison ? `${comparison.op}${comparison.target}` : '');
  return { body: { kind: 'reroll', groups, comparison, threshold }, text, dice: diceOf(groups), open: true };
};

/** `4U6[6]`, `2U6+2U4[4]+6>=8`, `4U6+11>=21@6`: each die rolled again and added while it shows the threshold or more. */
export const readUpper: CommandReader = (s, start, end) => {
  const sc = new Scanner(s, start, end);
  const ap = new ArithParser(sc, { sum: false, legacy: false });
  const groups = readGroups(ap, 'U', 'upper');
  let threshold: number | null = null;
  if (sc.peek() === '[') {
    sc.p++;
    threshold = addValue(ap);
    if (sc.peek() !== ']') sc.unexpected();
    sc.p++;
  }
  let modifier = 0;
  if (sc.peek() === '+' || sc.peek() === '-') {
    // BCDice's modifier: `+ mul` / `- mul` chained, no leading `*`.
    const m = ap.parseAdd();
    modifier = ap.constant(m.node);
  }
  const comparison = readNumComparison(ap);
  if (sc.peek() === '@') {
    if (threshold !== null) fail({ key: 'thresholdTwice' }, sc.p, sc.p + 1);
    sc.p++;
    threshold = addValue(ap);
  }
  sc.expectEnd();
  const t = threshold ?? 0;
  if (t <= 1) fail({ key: 'upperThreshold', threshold: t }, start, end);
  const text =
    `${groupsText(groups, 'U')}[${t}]${modifierText(modifier)}` +
    (comparison ? `${comparison.op}${comparison.target}` : '');
  return {
    body: { kind: 'upper', groups, threshold: t, modifier, comparison },
    text,
    dice: diceOf(groups),
    open: true,
  };
};

/** `20TY6`, `5TZ6`: dice counted by face. */
export const readTally: CommandReader = (s, start, end) => {
  const sc = new Scanner(s, start, end);
  const ap = new ArithParser(sc, { sum: false, legacy: false });
  const count = termValue(ap);
  if (sc.up() !== 'T') sc.unexpected();
  sc.p++;
  const zy = sc.up();
  if (zy !== 'Y' && zy !== 'Z') sc.unexpected();
  sc.p++;
  const sidesAt = sc.p;
  const sides = termValue(ap);
  sc.expectEnd();
  if (sides > DICE_LIMITS.maxTallySides && sides >= DICE_LIMITS.minSides)
    fail({ key: 'tallySides', sides, max: DICE_LIMITS.maxTallySides }, sidesAt, end);
  checkGroup(count, sides, start, sidesAt, end);
  return {
    body: { kind: 'tally', count, sides, zeros: zy === 'Z' },
    text: `${count}T${zy}${sides}`,
    dice: count,
    open: false,
  };
};

/** `D66`, `D66A` / `D66S` (smaller first), `D66D` (larger first), `D66N` (as rolled). */
export const readD66: CommandReader = (s, start, end) => {
  const sc = new Scanner(s, start, end);
  if (sc.up() !== 'D' || sc.peek(1) !== '6' || sc.peek(2) !== '6') sc.unexpected();
  sc.p += 3;
  const c = sc.up();
  let suffix: '' | 'A' | 'S' | 'D' | 'N' = '';
  if (c === 'A' || c === 'S' || c === 'D' || c === 'N') {
    suffix = c;
    sc.p++;
  }
  sc.expectEnd();
  return { body: { kind: 'd66', suffix }, text: `D66${suffix}`, dice: 2, open: false };
};

/** `C(1+2)`, `c1+4*3/2`: arithmetic without dice, printed `c(…)`. */
export const readCalc: CommandReader = (s, start, end) => {
  const sc = new Scanner(s, start, end);
  if (sc.up() !== 'C') sc.unexpected();
  sc.p++;
  const ap = new ArithParser(sc, { sum: false, legacy: false });
  const e = ap.parseAdd();
  sc.expectEnd();
  const value = ap.constant(e.node);
  const inner = exprText(e.node, []);
  return {
    body: { kind: 'calc', expr: e.node, value },
    text: `c${e.node.k === 'paren' ? inner : `(${inner})`}`,
    dice: 0,
    open: false,
  };
};

/** The readers of a first token, in BCDice's order. */
export const READERS: readonly CommandReader[] = [
  readSum,
  readPool,
  readTally,
  readCalc,
  readD66,
  readReroll,
  readUpper,
];

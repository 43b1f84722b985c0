/**
 * Types of the dice line's language (issue 18, completed to BCDice 3's common commands by issue 30): the sum roll
 * (`2D6+1>=7`, `5D10KH3`, `3D6MAX`, `1D6/2U`, `(2+3)D6`, `1D66`), the B-roll (`3B6>=4`), the R-roll that rolls
 * again (`2R6>=5`, `2R6[5]`, `2R6>=5@>4`), the U-roll that adds on (`4U6[6]+1>=10`), the tally (`20TY6`,
 * `5TZ6`), `D66` (`D66A`/`D66S`/`D66D`/`D66N`), the calculation `C(…)`, `choice` (brackets, parentheses or
 * spaces, `choice2`, ranges `choice[A-D]`), repetition (`x3`, `rep3`, `repeat3`), the secret prefix `S`, labels
 * after a space. Everything here is plain, serialisable data: no text for people (that lives in
 * `src/i18n/dice.ts`).
 */

/**
 * The limits of a line. Those BCDice 3 has are at least BCDice's (dice per term 200, sides 10,000, repetitions
 * 100, 10,000 dice per command, 100 choices); beyond them the line is refused with its own {@link DiceExprError}
 * (BCDice itself answers some of them with a silent 0).
 */
export const DICE_LIMITS = {
  /** Characters (UTF-16 code units) in the whole line, label included (the command's own limit). */
  maxInput: 400,
  /** Dice in one term (`200D6`), BCDice's `UPPER_LIMIT_DICE_TIMES`. */
  maxDicePerTerm: 200,
  /** Dice rolled by the whole line: repetitions and dice rolled again included, BCDice's `UPPER_LIMIT_RANDS`. */
  maxDice: 10_000,
  /** Fewest sides of a die (`D1` always shows 1). */
  minSides: 1,
  /** Most sides of a die, BCDice's `UPPER_LIMIT_DICE_SIDES`. */
  maxSides: 10_000,
  /** Most sides of a tally die (`20TY6`), BCDice's `MAX_SIDES` of the tally. */
  maxTallySides: 20,
  /** Largest repetition (`x100`), BCDice's `REPEAT_LIMIT`. */
  maxRepeat: 100,
  /** Deepest nesting of parentheses. */
  maxDepth: 20,
  /** Items in one `choice` (ranges included), BCDice's limit. */
  maxChoiceItems: 100,
  /** Characters (code points) in one choice item. */
  maxChoiceItemLength: 100,
  /** Largest integer literal. */
  maxNumber: 1_000_000_000_000,
  /** Largest magnitude any value may reach (keeps every result an exact integer). */
  maxMagnitude: 1_000_000_000_000_000,
} as const;

/** A comparison, as BCDice normalises it (`=>` is `>=`, `=<` is `<=`, `!=` is `<>`, `==` is `=`). */
export type DiceCompareOp = '>=' | '<=' | '>' | '<' | '=' | '<>';

/** How a division rounds: `''` as the system does (down, like `F`), `U`/`C` up, `R` half away from zero, `F` down. */
export type DiceRounding = '' | 'U' | 'C' | 'R' | 'F';

/** Keep/drop highest/lowest: `KH3` keeps the 3 highest, `DL1` drops the lowest (`MAX` = `KH1`, `MIN` = `KL1`). */
export interface DiceFilter {
  mode: 'KH' | 'KL' | 'DH' | 'DL';
  count: number;
}

/**
 * One dice term of a sum roll as parsed: `count` dice of `sides` sides (counts and sides already computed), an
 * optional filter. `d66` marks a term of 66 sides, which BCDice rolls as D66 (two d6, tens and units).
 */
export interface DiceTermSpec {
  count: number;
  sides: number;
  filter: DiceFilter | null;
  d66: boolean;
}

/** An arithmetic expression tree; dice terms refer to {@link DiceSumBody.terms} by index. */
export type DiceNode =
  | { k: 'num'; value: number }
  | { k: 'dice'; term: number }
  | { k: 'neg'; e: DiceNode }
  | { k: 'paren'; e: DiceNode }
  | { k: 'bin'; op: '+' | '-' | '*'; l: DiceNode; r: DiceNode }
  | { k: 'div'; round: DiceRounding; l: DiceNode; r: DiceNode };

/** A comparison with its target, computed when parsed (`?`: BCDice's undecided target, never a success). */
export interface DiceComparison {
  op: DiceCompareOp;
  target: number | '?';
}

/** A comparison with a number target (B-, R- and U-rolls). */
export interface DiceNumComparison {
  op: DiceCompareOp;
  target: number;
}

/** `count` dice of `sides` sides in a B-, R- or U-roll (`2B6`, `3R10`, `4U6`). */
export interface DiceGroup {
  count: number;
  sides: number;
}

/** `1D20+5>=15`: an arithmetic expression, summed, with an optional comparison. */
export interface DiceSumBody {
  kind: 'sum';
  expr: DiceNode;
  terms: DiceTermSpec[];
  comparison: DiceComparison | null;
}

/** `2B6+3B8>=4`: dice listed, not summed; with a comparison, each die is counted as a success or not. */
export interface DicePoolBody {
  kind: 'pool';
  groups: DiceGroup[];
  comparison: DiceNumComparison | null;
}

/**
 * `2R6>=5`, `2R6[5]`, `2R6>=5@>4`: B-dice, and as many again of each group as showed the roll-again condition,
 * until none does; successes are counted over every die. `threshold.op` is the roll-again comparison (the
 * success comparison's, or `>=`, when only a number is given; BCDice prints it only when it differs).
 */
export interface DiceRerollBody {
  kind: 'reroll';
  groups: DiceGroup[];
  comparison: DiceNumComparison | null;
  threshold: DiceNumComparison;
}

/**
 * `4U6[6]+1>=10`: each die is rolled again while it shows `threshold` or more, and adds up (a chain); the
 * modifier is added to each chain; with a comparison the chains meeting it are counted, else the highest chain
 * and the total are given.
 */
export interface DiceUpperBody {
  kind: 'upper';
  groups: DiceGroup[];
  threshold: number;
  modifier: number;
  comparison: DiceNumComparison | null;
}

/** `20TY6` / `20TZ6`: dice counted by face (`zeros`: also the faces nobody rolled). */
export interface DiceTallyBody {
  kind: 'tally';
  count: number;
  sides: number;
  zeros: boolean;
}

/** `D66`: two d6, tens and units; `A`/`S` sort them up, `D` down, `N` (or nothing, BCDice's default) not. */
export interface DiceD66Body {
  kind: 'd66';
  suffix: '' | 'A' | 'S' | 'D' | 'N';
}

/** `C(1+2)`: a calculation without dice (its value is computed when parsed). */
export interface DiceCalcBody {
  kind: 'calc';
  expr: DiceNode;
  value: number;
}

/** `choice[右,左]`, `choice(…)`, `choice 右 左`, `choice2[…]`: `takes` different items, one die each. */
export interface DiceChoiceBody {
  kind: 'choice';
  items: string[];
  takes: number;
  /** How it was written (BCDice prints it back the same way). */
  form: 'bracket' | 'paren' | 'space';
}

/** What one line rolls (once, or `repeat` times). */
export type DiceBody =
  | DiceSumBody
  | DicePoolBody
  | DiceRerollBody
  | DiceUpperBody
  | DiceTallyBody
  | DiceD66Body
  | DiceCalcBody
  | DiceChoiceBody;

/** A parsed dice line, ready to roll any number of times. */
export interface DiceProgram {
  /**
   * The command as BCDice prints it, without the secret mark and the label: `2D6>=7`, `5D10KH3`, `D66`,
   * `choice[右,左]`, `c(1+2)`; with a repetition `x3 1D20`.
   */
  text: string;
  /** The body's text alone (`1D20` of `x3 1D20`). */
  bodyText: string;
  /** Text after the command (original characters, trimmed), or null. */
  label: string | null;
  /** True for an `S` prefix (before or after the repetition): shown to the GM only. */
  secret: boolean;
  /** `xN` / `repN` / `repeatN`: the body is rolled N times; null without repetition. */
  repeat: number | null;
  body: DiceBody;
  /** Dice the line rolls before any is rolled again (repetitions included). */
  dice: number;
  /** True when more dice may be rolled than {@link dice} (R- and U-rolls roll again on some faces). */
  open: boolean;
}

/** One rolled dice term of a sum. `faces` in rolling order (D66 values for a `d66` term); `kept[i]` says if face i counts. */
export interface DiceTermResult {
  faces: number[];
  kept: boolean[];
  /** Sum of the kept faces. */
  value: number;
}

/** The result of a {@link DiceSumBody}. */
export interface DiceSumOutcome {
  kind: 'sum';
  terms: DiceTermResult[];
  total: number;
  /** Whether the comparison held; null without one (or with the undecided target `?`). */
  success: boolean | null;
  /** How many values the dice gave (a D66 value counts once), BCDice's count for showing the faces. */
  values: number;
}

/** The result of a {@link DicePoolBody}: each group's faces in rolling order. */
export interface DicePoolOutcome {
  kind: 'pool';
  groups: number[][];
  /** Dice meeting the comparison, or null without one. */
  successes: number | null;
}

/** The result of a {@link DiceRerollBody}: every batch rolled, in rolling order (rolls again at the end). */
export interface DiceRerollOutcome {
  kind: 'reroll';
  batches: { sides: number; faces: number[] }[];
  successes: number;
  /** The line reached {@link DICE_LIMITS.maxDice}: no more dice were rolled again. */
  truncated: boolean;
}

/** The result of a {@link DiceUpperBody}: one chain per die (the faces rolled for it and their sum). */
export interface DiceUpperOutcome {
  kind: 'upper';
  chains: { faces: number[]; sum: number }[];
  /** Chains (sum + modifier) meeting the comparison, or null without one. */
  successes: number | null;
  /** The highest chain plus the modifier. */
  max: number;
  /** All chains plus the modifier once. */
  total: number;
  truncated: boolean;
}

/** The result of a {@link DiceTallyBody}: the faces in rolling order and how many showed each face (index 0 = face 1). */
export interface DiceTallyOutcome {
  kind: 'tally';
  faces: number[];
  counts: number[];
}

/** The result of a {@link DiceD66Body}: the two d6 in rolling order and the value. */
export interface DiceD66Outcome {
  kind: 'd66';
  faces: [number, number];
  value: number;
}

/** The result of a {@link DiceCalcBody}. */
export interface DiceCalcOutcome {
  kind: 'calc';
  value: number;
}

/** The result of a {@link DiceChoiceBody}: each pick's die (1-based, among the items left) and its item. */
export interface DiceChoiceOutcome {
  kind: 'choice';
  picks: { face: number; item: string }[];
}

/** The result of rolling a body once. */
export type DiceOutcome =
  | DiceSumOutcome
  | DicePoolOutcome
  | DiceRerollOutcome
  | DiceUpperOutcome
  | DiceTallyOutcome
  | DiceD66Outcome
  | DiceCalcOutcome
  | DiceChoiceOutcome;

/** A rolled dice line: everything a log line or a roll card needs, in either language and either format. */
export interface DiceResult {
  text: string;
  bodyText: string;
  label: string | null;
  secret: boolean;
  repeat: number | null;
  body: DiceBody;
  /** One outcome per repetition (exactly one without a repetition). */
  outcomes: DiceOutcome[];
  /** Dice rolled (the number of `die` calls made). */
  diceRolled: number;
}

/** Why a line was refused, with the data for the message (text comes from `src/i18n/dice.ts`). */
export type DiceErrorDetail =
  | { key: 'empty' }
  | { key: 'tooLong'; length: number; max: number }
  | { key: 'unexpectedChar'; char: string }
  | { key: 'unexpectedEnd' }
  | { key: 'expectedNumber' }
  | { key: 'numberTooLarge'; max: number }
  | { key: 'noDice' }
  | { key: 'negativeCount'; count: number }
  | { key: 'tooManyDiceInTerm'; count: number; max: number }
  | { key: 'tooManyDice'; count: number; max: number }
  | { key: 'sidesOutOfRange'; sides: number; min: number; max: number }
  | { key: 'negativeFilter'; count: number }
  | { key: 'diceInCount' }
  | { key: 'd66Alone' }
  | { key: 'unclosedParen' }
  | { key: 'unmatchedParen' }
  | { key: 'tooDeep'; max: number }
  | { key: 'divisionByZero' }
  | { key: 'resultTooLarge'; max: number }
  | { key: 'diceInTarget' }
  | { key: 'badOperator'; op: string }
  | { key: 'poolMixed'; kind: 'B' | 'R' | 'U' | 'T' }
  | { key: 'rerollCondition' }
  | { key: 'upperThreshold'; threshold: number }
  | { key: 'thresholdTwice' }
  | { key: 'tallySides'; sides: number; max: number }
  | { key: 'missingExpression' }
  | { key: 'repeatOutOfRange'; count: number; min: number; max: number }
  | { key: 'repeatNeedsSpace' }
  | { key: 'nestedRepeat' }
  | { key: 'choiceUnclosed'; close: string }
  | { key: 'choiceOpen' }
  | { key: 'choiceEmpty' }
  | { key: 'choiceOne' }
  | { key: 'choiceTakes'; takes: number; items: number }
  | { key: 'choiceTooMany'; count: number; max: number }
  | { key: 'choiceItemTooLong'; index: number; length: number; max: number };

/**
 * A refused line. `at` is the character index in the normalised input ({@link normalizeDiceInput}),
 * `inputAt` the index of the same character in the original input (where the UI puts its caret);
 * both are absent for errors about the whole line (`empty`, `tooLong`, `tooManyDice`).
 */
export type DiceExprError = DiceErrorDetail & { at?: number; inputAt?: number };

/** Every error key. */
export type DiceErrorKey = DiceErrorDetail['key'];

/** What {@link parseDice} returns. */
export type DiceParse = { ok: true; program: DiceProgram } | { ok: false; error: DiceExprError };

/** A die supplied by the caller: returns an integer face from 1 to `sides`. */
export type DieFn = (sides: number) => number;

/**
 * Options of {@link parseDice}. `legacy` reads a line as the dice line of issue 18 did, for commands written
 * before issue 30 (so that old files and journals replay the same dice): a term of 66 sides is a plain die, a
 * line without dice is a roll of none, a choice of one item is allowed.
 */
export interface DiceParseOptions {
  legacy?: boolean;
}

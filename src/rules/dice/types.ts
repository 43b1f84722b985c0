/**
 * Types of the dice-expression language of the log's dice line (issue 18): a BCDice-compatible subset
 * (`2D6>=7`, `1d20+5`, `4d6kh3`, `3B6>=4`, `x3 1d20`, `choice[右,左]`, `S1d20`, labels after a space).
 * Everything here is plain, serialisable data: no text for people (that lives in `src/i18n/dice.ts`).
 */

/** The limits the parser enforces; each one has its own {@link DiceExprError}. */
export const DICE_LIMITS = {
  /** Characters (UTF-16 code units) in the whole input line, label included. */
  maxInput: 200,
  /** Dice in one `NdM` / `NBM` term. */
  maxDicePerTerm: 100,
  /** Physical dice in the whole line, repetitions included (`x20 10d6` = 200). */
  maxDice: 200,
  /** Fewest sides of a die (`d1` is allowed: it always shows 1). */
  minSides: 1,
  /** Most sides of a die. */
  maxSides: 1000,
  /** Largest `xN` repetition (the smallest is 1). */
  maxRepeat: 20,
  /** Deepest nesting of parentheses. */
  maxDepth: 20,
  /** Items in one `choice[…]`. */
  maxChoiceItems: 50,
  /** Characters (code points) in one choice item. */
  maxChoiceItemLength: 40,
  /** Largest integer literal. */
  maxNumber: 1_000_000_000,
  /** Largest magnitude any sub-expression may reach (keeps every result an exact integer). */
  maxMagnitude: 1_000_000_000_000,
} as const;

/** A comparison at the end of an expression. `<>` is "not equal" (also typed `!=` or `≠`). */
export type DiceCompareOp = '>=' | '<=' | '>' | '<' | '=' | '<>';

/** Keep/drop highest/lowest: `kh3` keeps the 3 highest, `dl1` drops the lowest (`k3` = `kh3`). */
export interface DiceKeep {
  mode: 'kh' | 'kl' | 'dh' | 'dl';
  count: number;
}

/** One `NdM` term as parsed (`count` dice with `sides` faces, optionally keep/drop). */
export interface DiceTermSpec {
  count: number;
  sides: number;
  keep: DiceKeep | null;
  /** Index of the term's first character in the normalised input. */
  at: number;
}

/** An arithmetic expression tree; dice terms refer to {@link DiceSumBody.terms} by index. */
export type DiceNode =
  | { k: 'num'; value: number }
  | { k: 'dice'; term: number }
  | { k: 'neg'; e: DiceNode }
  | { k: 'paren'; e: DiceNode }
  | { k: 'bin'; op: '+' | '-' | '*' | '/'; l: DiceNode; r: DiceNode };

/** A piece of an expression's text: literal text, or the place where dice term `term` stands. */
export type DiceShapePart = { text: string } | { term: number };

/** A comparison with its target (the target is a constant expression, already evaluated). */
export interface DiceComparison {
  op: DiceCompareOp;
  target: number;
}

/** `1d20+5>=15`: an arithmetic expression, summed, with an optional comparison. */
export interface DiceSumBody {
  kind: 'sum';
  expr: DiceNode;
  terms: DiceTermSpec[];
  /** The expression's text with the dice terms marked (a roll card puts the faces there). */
  parts: DiceShapePart[];
  comparison: DiceComparison | null;
}

/** `2B6`, `3B6>=4`, `2B6+3B8>=4`: dice listed, not summed; with a comparison, each die is counted as a success or not. */
export interface DicePoolBody {
  kind: 'pool';
  groups: { count: number; sides: number }[];
  comparison: DiceComparison | null;
}

/** `choice[右,左,前]`: one item, picked with one die of as many sides as there are items. */
export interface DiceChoiceBody {
  kind: 'choice';
  items: string[];
}

/** What one line rolls (once, or `repeat` times). */
export type DiceBody = DiceSumBody | DicePoolBody | DiceChoiceBody;

/** A parsed dice line, ready to roll any number of times. */
export interface DiceProgram {
  /** Canonical expression text, e.g. `2D6>=7`, `x3 1D20`, `4D6kh3`, `choice[右,左]` (no `S`, no label). */
  text: string;
  /** Text after the expression (original characters, trimmed), or null. */
  label: string | null;
  /** True for an `S` prefix: shown to the GM only. */
  secret: boolean;
  /** `xN`: the body is rolled N times; null without repetition. */
  repeat: number | null;
  body: DiceBody;
  /** Physical dice per line (all repetitions): exactly the number of `die` calls one `rollDice` makes. */
  dice: number;
}

/** One rolled `NdM` term. `faces` are in rolling order; `kept[i]` says whether face i counts. */
export interface DiceTermResult {
  count: number;
  sides: number;
  keep: DiceKeep | null;
  faces: number[];
  kept: boolean[];
  /** Sum of the kept faces. */
  value: number;
}

/** A comparison and whether it held. */
export interface DiceComparisonResult extends DiceComparison {
  success: boolean;
}

/** The result of a {@link DiceSumBody}. */
export interface DiceSumOutcome {
  kind: 'sum';
  terms: DiceTermResult[];
  parts: DiceShapePart[];
  /** The integer value of the expression. */
  total: number;
  comparison: DiceComparisonResult | null;
}

/** The result of a {@link DicePoolBody}. */
export interface DicePoolOutcome {
  kind: 'pool';
  /** Each group's faces in rolling order; `hits[i]` is set when there is a comparison. */
  groups: { count: number; sides: number; faces: number[]; hits: boolean[] | null }[];
  /** All faces, groups one after another. */
  faces: number[];
  comparison: DiceComparison | null;
  /** Dice meeting the comparison, or null without one. */
  successes: number | null;
}

/** The result of a {@link DiceChoiceBody}. */
export interface DiceChoiceOutcome {
  kind: 'choice';
  items: string[];
  /** The die's face (1-based) … */
  face: number;
  /** … the item's index (0-based) … */
  index: number;
  /** … and the item. */
  item: string;
}

/** The result of rolling a body once. */
export type DiceOutcome = DiceSumOutcome | DicePoolOutcome | DiceChoiceOutcome;

/** A rolled dice line: everything a log line or a roll card needs, in either language. */
export interface DiceResult {
  text: string;
  label: string | null;
  secret: boolean;
  repeat: number | null;
  /** One outcome per repetition (exactly one without `xN`). */
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
  | { key: 'tooManyDiceInTerm'; count: number; max: number }
  | { key: 'tooManyDice'; count: number; max: number }
  | { key: 'sidesOutOfRange'; sides: number; min: number; max: number }
  | { key: 'keepTooMany'; count: number; dice: number }
  | { key: 'unclosedParen' }
  | { key: 'unmatchedParen' }
  | { key: 'tooDeep'; max: number }
  | { key: 'divisionByZero' }
  | { key: 'resultTooLarge'; max: number }
  | { key: 'diceInTarget' }
  | { key: 'poolMixed' }
  | { key: 'missingExpression' }
  | { key: 'repeatOutOfRange'; count: number; min: number; max: number }
  | { key: 'repeatNeedsSpace' }
  | { key: 'nestedRepeat' }
  | { key: 'secretFirst' }
  | { key: 'choiceUnclosed' }
  | { key: 'choiceEmpty' }
  | { key: 'choiceEmptyItem'; index: number }
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

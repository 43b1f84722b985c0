/**
 * Reading a whole dice line: `[S][xN |repN |repeatN ][S]command[ label]`. The command is the first
 * whitespace-separated token (a choice may hold spaces, between its brackets or to the end of the line); the rest
 * is the label, as in BCDice (so `1d20 + 5` is `1D20` labelled `+ 5`). The token is tried as each command in
 * BCDice's order; when none reads it, the failure of the reading that got furthest is reported (a limit or a
 * missing condition before a plain syntax error that got as far).
 */
import { ParseFailure, fail, isDigit, isSpace } from './scanner';
import { isChoiceAt, readChoice } from './choice';
import { READERS, type ReadCommand } from './commands';
import { normalizeDiceInput, type NormalizedInput } from './normalize';
import { DICE_LIMITS, type DiceExprError, type DiceParse, type DiceParseOptions, type DiceProgram } from './types';

/**
 * Parse a dice line. Never throws: any string gives either a program or a typed error (`at`/`inputAt` point at the
 * offending character where there is one).
 */
export function parseDice(input: string, options: DiceParseOptions = {}): DiceParse {
  if (input.length > DICE_LIMITS.maxInput) {
    return { ok: false, error: { key: 'tooLong', length: input.length, max: DICE_LIMITS.maxInput } };
  }
  const norm = normalizeDiceInput(input);
  try {
    return { ok: true, program: new LineParser(input, norm, options.legacy ?? false).parse() };
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    const error: DiceExprError = e.error;
    if (error.at === undefined) return { ok: false, error };
    // Point at (and quote) the character as typed, not as normalised.
    const inputAt = norm.map[error.at] ?? input.length;
    if (error.key === 'unexpectedChar')
      return { ok: false, error: { ...error, char: codePointAt(input, inputAt), inputAt } };
    return { ok: false, error: { ...error, inputAt } };
  }
}

/** The whole code point at index `i` of `s` ('' past the end). */
function codePointAt(s: string, i: number): string {
  const cp = s.codePointAt(i);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

/** `x3`, `rep3`, `repeat3` (or `×3`) at `p`: the keyword's length, or 0. */
function repeatKeyword(s: string, input: string, norm: NormalizedInput, p: number): number {
  const lower = s.slice(p, p + 6).toLowerCase();
  const n = lower.startsWith('repeat') ? 6 : lower.startsWith('rep') ? 3 : lower[0] === 'x' ? 1 : 0;
  if (n > 0) return isDigit(s[p + n]) ? n : 0;
  // × is normalised to * (a product); at the start of a line it is a repetition, like x.
  return s[p] === '*' && input[norm.map[p] ?? -1] === '×' && isDigit(s[p + 1]) ? 1 : 0;
}

class LineParser {
  private readonly s: string;

  constructor(
    private readonly input: string,
    private readonly norm: NormalizedInput,
    private readonly legacy: boolean,
  ) {
    this.s = norm.text;
  }

  private skipSpace(p: number): number {
    while (isSpace(this.s[p])) p++;
    return p;
  }

  private isSecret(p: number): boolean {
    return (this.s[p] === 'S' || this.s[p] === 's') && this.s[p + 1] !== undefined && !isSpace(this.s[p + 1]);
  }

  parse(): DiceProgram {
    const s = this.s;
    let p = this.skipSpace(0);
    if (p >= s.length) fail({ key: 'empty' });
    let secret = false;
    let repeat: number | null = null;
    if (this.isSecret(p) && repeatKeyword(s, this.input, this.norm, p + 1) > 0) {
      secret = true;
      p++;
    }
    const kw = repeatKeyword(s, this.input, this.norm, p);
    if (kw > 0) {
      const at = p;
      p += kw;
      const start = p;
      while (isDigit(s[p])) p++;
      repeat = Number(s.slice(start, p));
      if (p < s.length && !isSpace(s[p])) fail({ key: 'repeatNeedsSpace' }, p);
      if (repeat < 1 || repeat > DICE_LIMITS.maxRepeat)
        fail({ key: 'repeatOutOfRange', count: repeat, min: 1, max: DICE_LIMITS.maxRepeat }, at);
      p = this.skipSpace(p);
      if (p >= s.length) fail({ key: 'missingExpression' }, p);
      const inner = this.isSecret(p) ? p + 1 : p;
      if (repeatKeyword(s, this.input, this.norm, inner) > 0) fail({ key: 'nestedRepeat' }, p);
    }
    const cmd = this.command(p);
    secret = secret || cmd.secret;
    const dice = cmd.read.dice * (repeat ?? 1);
    if (dice > DICE_LIMITS.maxDice) fail({ key: 'tooManyDice', count: dice, max: DICE_LIMITS.maxDice });
    const label = this.original(cmd.end, s.length);
    return {
      text: repeat === null ? cmd.read.text : `x${repeat} ${cmd.read.text}`,
      bodyText: cmd.read.text,
      label: label === '' ? null : label,
      secret,
      repeat,
      body: cmd.read.body,
      dice,
      open: cmd.read.open,
    };
  }

  /** The original characters between two normalised indices, trimmed. */
  private original(from: number, to: number): string {
    return this.input.slice(this.norm.map[from] ?? 0, this.norm.map[to] ?? this.input.length).trim();
  }

  /** One command at `p` (with its own `S`): choice, or the first token read by each reader in turn. */
  private command(p: number): { read: ReadCommand; secret: boolean; end: number } {
    const s = this.s;
    let secret = false;
    if (this.isSecret(p)) {
      secret = true;
      p++;
    } else if ((s[p] === 'S' || s[p] === 's') && (p + 1 >= s.length || isSpace(s[p + 1])))
      fail({ key: 'missingExpression' }, p + 1);
    if (isChoiceAt(s, p)) {
      const c = readChoice(this.input, this.norm, p, this.legacy);
      return { read: { body: c.body, text: c.text, dice: c.body.takes, open: false }, secret, end: c.end };
    }
    let end = p;
    while (end < s.length && !isSpace(s[end])) end++;
    let best: ParseFailure | null = null;
    for (const reader of READERS) {
      try {
        return { read: reader(s, p, end, this.legacy), secret, end };
      } catch (e) {
        if (!(e instanceof ParseFailure)) throw e;
        if (best === null || e.reach > best.reach || (e.reach === best.reach && e.semantic && !best.semantic)) best = e;
      }
    }
    throw best ?? new ParseFailure({ key: 'unexpectedEnd', at: p }, p, false);
  }
}

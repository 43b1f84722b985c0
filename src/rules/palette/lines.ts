/**
 * The chat palette's lines (チャットパレット, issue 30), read as ココフォリア and ユドナリウム read them:
 *
 * - `//命中=5` defines a variable (a definition line: shown, never sent). A creature's parameters live here, so they
 *   are saved, undone, checked and shown to its player with the palette itself.
 * - `{命中}` in a line is replaced by the variable's value: a definition line of the same palette, or the creature's
 *   sheet (a read-only number the rule system gives, e.g. 4e AC, 舵天照 命中, and each status's current value). A
 *   value may name other variables (at most {@link MAX_DEPTH} deep; a cycle is refused with its chain).
 * - `//` without `=` and `#` at the start of a line are comments (headings such as `# 戦闘`): shown, never sent.
 * - `:HP-5`, `:MP+2`, `:HP=10` is a status command (ココフォリア's syntax), see `status.ts`.
 * - Any other line is a dice line (or chat text once there is a chat).
 *
 * Pure: no DOM, no store.
 */
import type { PaletteValue } from '../core';

/** How deep a variable may name variables that name variables. */
export const MAX_DEPTH = 8;
/** The longest line an expansion may make (the dice line's own limit, `rollDice`'s shape). */
export const MAX_EXPANDED = 400;

/** One palette line as the palette shows it. */
export type PaletteLine =
  | { readonly kind: 'define'; readonly name: string; readonly value: string }
  | { readonly kind: 'comment'; readonly text: string }
  | { readonly kind: 'status'; readonly text: string }
  | { readonly kind: 'line'; readonly text: string };

/** Why a line cannot be expanded or sent (described by `src/i18n/palette.ts`). */
export type PaletteError =
  | { readonly e: 'unknownVar'; readonly name: string }
  | { readonly e: 'cycle'; readonly chain: readonly string[] }
  | { readonly e: 'tooDeep'; readonly name: string; readonly depth: number }
  | { readonly e: 'tooLong'; readonly max: number }
  | { readonly e: 'notSendable' }
  | { readonly e: 'noCreature' }
  | { readonly e: 'badStatus'; readonly text: string }
  | { readonly e: 'unknownStatus'; readonly name: string; readonly known: readonly string[] }
  | { readonly e: 'noChange'; readonly name: string; readonly value: number }
  | { readonly e: 'refused'; readonly name: string; readonly why: 'dead' | 'fixed'; readonly ruleId: string };

const DEFINE = /^\/\/([^={}\s][^={}]*?)\s*=(.*)$/u;

/** Read one palette line. */
export function readLine(raw: string): PaletteLine {
  const text = raw.trim();
  const def = DEFINE.exec(text);
  if (def) return { kind: 'define', name: def[1]!.trim(), value: def[2]!.trim() };
  if (text.startsWith('//') || text.startsWith('#') || text.startsWith('＃')) return { kind: 'comment', text };
  if (text.startsWith(':') || text.startsWith('：')) return { kind: 'status', text };
  return { kind: 'line', text };
}

/** The variables a line may name: the sheet's read-only values first (they win), then the palette's definitions. */
export class PaletteVars {
  private readonly sheet = new Map<string, string>();
  private readonly defined = new Map<string, string>();

  constructor(lines: readonly string[], values: readonly PaletteValue[]) {
    for (const v of values) for (const n of v.names) if (!this.sheet.has(n)) this.sheet.set(n, String(v.value));
    for (const l of lines) {
      const r = readLine(l);
      // A later definition of a name replaces an earlier one, as in ココフォリア.
      if (r.kind === 'define') this.defined.set(r.name, r.value);
    }
  }

  /** A definition line that names a sheet value: the sheet's value is used (shown as read-only). */
  shadowed(name: string): boolean {
    return this.sheet.has(name);
  }

  /** The names in use, for a palette's hint. */
  names(): string[] {
    return [...new Set([...this.sheet.keys(), ...this.defined.keys()])];
  }

  /** Replace every `{name}` in `text` (values naming variables too). */
  expand(text: string): { ok: true; text: string } | { ok: false; error: PaletteError } {
    try {
      const out = this.walk(text, []);
      return out.length > MAX_EXPANDED
        ? { ok: false, error: { e: 'tooLong', max: MAX_EXPANDED } }
        : { ok: true, text: out };
    } catch (err) {
      if (err instanceof VarError) return { ok: false, error: err.error };
      throw err;
    }
  }

  private walk(text: string, chain: readonly string[]): string {
    return text.replace(/\{([^{}]+)\}/gu, (_all, rawName: string) => {
      const name = rawName.trim();
      if (chain.includes(name)) throw new VarError({ e: 'cycle', chain: [...chain.slice(chain.indexOf(name)), name] });
      if (chain.length >= MAX_DEPTH) throw new VarError({ e: 'tooDeep', name, depth: MAX_DEPTH });
      const sheet = this.sheet.get(name);
      if (sheet !== undefined) return sheet;
      const value = this.defined.get(name);
      if (value === undefined) throw new VarError({ e: 'unknownVar', name });
      const out = this.walk(value, [...chain, name]);
      if (out.length > MAX_EXPANDED) throw new VarError({ e: 'tooLong', max: MAX_EXPANDED });
      return out;
    });
  }
}

class VarError extends Error {
  constructor(readonly error: PaletteError) {
    super(error.e);
  }
}

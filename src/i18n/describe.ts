/**
 * Describers: the text of the rules' events and messages, produced when they are shown, in the reader's
 * language. Each rule system has a catalogue typed by its own event and message maps (so an event without a
 * describer does not compile); the kernel's catalogue is the fallback.
 */
import type { Msg, Point, Ref } from '../rules';
import type { SystemReference } from './reference/types';

/** Languages the app offers. */
export type Lang = 'en' | 'ja';

/** A text in both languages (UI strings, rule-reference entries). */
export interface Text {
  readonly en: string;
  readonly ja: string;
}

/** How a roll of the dice line is written in the log: BCDice's format (`(2D6) ＞ 5[4,1] ＞ 5`) or the project's own. */
export type DiceStyle = 'bcdice' | 'saddlegrid';

/** Each language's default dice format: BCDice's in Japanese, the project's own in English. */
export const defaultDiceStyle = (lang: Lang): DiceStyle => (lang === 'ja' ? 'bcdice' : 'saddlegrid');

/** What a reader chose for the text (beyond the language). */
export interface DescribeOptions {
  /** The dice line's format; by default BCDice's in Japanese, the project's own in English. */
  readonly diceStyle?: DiceStyle;
}

/** Helpers a describer gets: nested messages in the same language and system, squares, lists. */
export interface Describe {
  readonly lang: Lang;
  /** The dice line's format the reader chose. */
  readonly diceStyle: DiceStyle;
  /** Describe a nested message (a prompt, a roll's purpose, a refusal inside a file error). */
  msg(m: Msg): string;
  /** "(x, y)". */
  sq(p: Point): string;
  /** Names joined as the language joins them ("A, B" / "A、B"). */
  names(refs: readonly Ref[]): string;
  /** Rule ids joined ("MC-FM-2, MC-PASS-4" / "MC-FM-2、MC-PASS-4"). */
  rules(ids: readonly string[]): string;
  /** A kernel creature field's name (for "HP max: …" and "name, notes changed"). */
  field(key: string): string;
  /** A condition's name in this system. */
  condition(key: string): string;
}

/** One describer: a function per language. */
export interface Pair<P> {
  readonly en: (p: P, d: Describe) => string;
  readonly ja: (p: P, d: Describe) => string;
}

/** Describers for every event of a map `{ type: fields }`. */
export type EventDescribers<M> = {
  readonly [K in keyof M & string]: Pair<
    Readonly<M[K]> & { readonly type: K; readonly rules: readonly string[]; readonly ids?: readonly string[] }
  >;
};
/** Describers for every message of a map `{ key: params }`. */
export type MsgDescribers<M> = { readonly [K in keyof M & string]: Pair<Readonly<M[K]> & { readonly m: K }> };

/** A catalogue: the describers of one rule system (or of the kernel). */
export interface Catalogue {
  readonly events: Readonly<Record<string, Pair<never>>>;
  readonly msgs: Readonly<Record<string, Pair<never>>>;
  /** Names of this system's conditions. */
  readonly conditions?: Readonly<Record<string, Text>>;
  /** Names of fields of this system's creature part (for "changed" lines and refusals). */
  readonly fields?: Readonly<Record<string, Text>>;
  /** A rule system's name as the app shows it (library, toolbar, New encounter, the `?` overlay). */
  readonly name?: Text;
  /**
   * A rule system's rules reference (the in-app reference, rule chips, the GM docs); none: "no reference". A
   * function loads it (start-up, issue 33: the built-in systems' texts come after the board's first frame,
   * `loadReferences` in ./reference).
   */
  readonly reference?: SystemReference | ReferenceLoader;
}

/** Loads a system's rules reference (a chunk of its own). */
export type ReferenceLoader = () => Promise<SystemReference>;

/** A catalogue typed by its maps (the compiler checks completeness), as the registry holds it. */
export function catalogue<Ev, M>(c: {
  events: EventDescribers<Ev>;
  msgs: MsgDescribers<M>;
  conditions?: Readonly<Record<string, Text>>;
  fields?: Readonly<Record<string, Text>>;
  name?: Text;
  reference?: SystemReference | ReferenceLoader;
}): Catalogue {
  return c as unknown as Catalogue;
}

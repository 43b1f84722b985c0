/**
 * The rules reference as data: one entry per rule id, in English and Japanese. The in-app reference (issue 21)
 * and the GM docs (`docs/rules-*.md`, written by `scripts/gen-rules-docs.ts`) both read these entries, so the
 * two can never disagree. Plain data only: no functions, no React.
 */

/** A rule system's id (the registry's, `src/rules/registry.ts`). */
export type RuleSystem = string;

/** The two languages of the reference. */
export type RefLang = 'en' | 'ja';

/**
 * A text in both languages. The Japanese uses the sources' own terms and no English words (rule ids, numbers,
 * dice notation and the few abbreviations listed in `reference.test.ts` are allowed).
 */
export interface Bilingual {
  en: string;
  ja: string;
}

/** A rule taken from one of the Japanese seed documents (`shared/seeds/`). */
export interface SeedSource {
  kind: 'seed';
  /** The seed file, e.g. "000_dad6c56fbe77d199.txt". */
  seed: string;
  /** Where in the seed: its own heading path (ja) and an English rendering of it. */
  section: Bilingual;
}

/** A 4e core rule the seed leans on (the B-* rules): a published book, with the page when known. */
export interface BookSource {
  kind: 'book';
  book: string;
  page?: string;
}

/** Where a rule comes from. */
export type RuleSource = SeedSource | BookSource;

/**
 * A ruling: where the source is silent, lost or contradicts itself, what the app does. `digest` rulings are
 * the digest's defaults (the `RULING` items); `app` rulings are Saddlegrid's own (MC-R5 …, SD-R6 …).
 */
export interface RuleRuling {
  origin: 'digest' | 'app';
  /** What the app does. */
  does: Bilingual;
  /** Why: what in the source leaves the question open. */
  why: Bilingual;
  /** Where a group can switch or override it, when it can. */
  switch?: Bilingual;
}

/** An optional rule of the source: off or on by default, and where to switch it. */
export interface RuleOption {
  defaultOn: boolean;
  /** What changes when it is on. */
  does: Bilingual;
  switch: Bilingual;
}

/**
 * Set on an entry that no code in `src/rules` cites because the engine does not apply it; the reference and
 * the docs are then its only place. The test requires the reason.
 */
export interface DocsOnly {
  citedBy: 'docs';
  reason: string;
}

/** One rule of the reference. */
export interface RuleEntry {
  /** The stable rule id: 'MC-FM-2', 'B-5', 'TK-ALT-3', 'SD-STEP-08', 'SD-SK-44', 'MC-R5', 'MC-OPT-FALL' … */
  id: string;
  system: RuleSystem;
  /** Section heading of the reference list, e.g. "Getting on and off" / 乗騎への乗り降り. */
  group: Bilingual;
  title: Bilingual;
  /** The rule in the project's own words (not a copy of the source), 1–4 sentences. */
  statement: Bilingual;
  source: RuleSource;
  /** For the RULING items and the app's own rulings. */
  ruling?: RuleRuling;
  /** For the source's optional rules (MC-OPT-FALL). */
  option?: RuleOption;
  /** The Japanese source terms the rule uses (乗騎, 押しやり, 回避, 貫通, 技能 names …). */
  terms?: string[];
  /** Extra search words, e.g. "push" for 押しやり. */
  keywords?: { en?: string[]; ja?: string[] };
  /** See {@link DocsOnly}. */
  citedBy?: DocsOnly;
}

/**
 * One block of a system's GM docs, in order. Prose is Markdown in English (as the hand-written docs were); the
 * rulings, the optional rules and the rule reference are rendered from the entries, in both languages.
 */
export type DocBlock =
  | {
      kind: 'prose';
      heading: string;
      body: string;
      /** Generated content appended after the body (the Tenkai default rating table, from the engine). */
      append?: 'tenkai-default-rating-table';
    }
  | {
      kind: 'rulings';
      heading: string;
      intro: string;
      /** Headings over the digest's rulings and over the app's own. */
      digestHeading: string;
      appHeading: string;
      /** Markdown after the listed rulings (readings that have no id). */
      after?: string;
    }
  | { kind: 'options'; heading: string; intro?: string }
  | { kind: 'reference'; heading: string; intro: string };

/** The prose and layout of one system's GM docs. */
export interface SystemDocs {
  system: RuleSystem;
  /** Path of the generated file, relative to the repository root. */
  file: string;
  title: string;
  /** Markdown under the title. */
  intro: string;
  blocks: DocBlock[];
}

/**
 * The reconstructed default rating table of RULING TK-R1, as its parameters: at the ratio 1.0 column a die row
 * of at least `lowestRowAtOne[result]` gives that result (best result first, else 失敗); every column to the
 * right adds one row to each boundary and every column to the left takes one off.
 */
export interface RatingReconstruction {
  /** Column headings, left (attacker best) to right. */
  columns: string[];
  rows: number;
  /** Index of the ratio 1.0 column. */
  ratioOneColumn: number;
  lowestRowAtOne: { 貫通: number; 直撃: number; 軽傷: number; 微傷: number };
}

/**
 * A rule system's part of the reference, carried by its catalogue (`src/i18n/systems/<id>/index.ts`): its
 * entries in reference order, the prose of its GM docs, and the names of the seed documents it cites.
 */
export interface SystemReference {
  readonly rules: readonly RuleEntry[];
  readonly docs?: SystemDocs;
  /** Seed file (`shared/seeds/`) → the name a reader knows the document by (issue 30). */
  readonly seeds?: Readonly<Record<string, Bilingual>>;
}

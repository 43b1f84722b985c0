/** What the character imports (ココフォリア's clipboard, ユドナリウム's save) read, and why they refuse (issue 30). */

/** Why an import changed nothing (described by `src/i18n/palette.ts`). */
export type ImportError =
  | { readonly e: 'notJson' }
  | { readonly e: 'notCharacter' }
  | { readonly e: 'tooBig'; readonly max: number }
  | { readonly e: 'badField'; readonly field: string }
  | { readonly e: 'tooLong'; readonly field: string; readonly max: number }
  | { readonly e: 'badText'; readonly field: string }
  | { readonly e: 'notZip' }
  | { readonly e: 'tooManyEntries'; readonly max: number }
  | { readonly e: 'unzippedTooBig'; readonly max: number }
  | { readonly e: 'badXml'; readonly field: string; readonly why: string }
  | { readonly e: 'xmlTooDeep'; readonly max: number }
  | { readonly e: 'noCharacters' }
  | { readonly e: 'tooManyCharacters'; readonly max: number };

/** A character as read from another tool, before it becomes a creature of the encounter's rule system. */
export interface ImportedCharacter {
  readonly name: string;
  /** ココフォリア's イニシアティブ (its order value), or null. */
  readonly initiative: number | null;
  readonly memo: string;
  /** Its token's size in squares (1 = one square). */
  readonly size: number;
  /** ココフォリア's ステータス, ユドナリウム's リソース (a value and a maximum). */
  readonly statuses: readonly { readonly label: string; readonly value: number; readonly max: number | null }[];
  /** ココフォリア's パラメータ, ユドナリウム's other detail values. */
  readonly params: readonly { readonly label: string; readonly value: string }[];
  /** Its chat palette, one line each. */
  readonly palette: readonly string[];
  /** An http(s) picture address (never fetched) or a data: URL. */
  readonly iconUrl: string | null;
  /** ユドナリウム: the picture file from the save, by its name in the zip. */
  readonly picture: { readonly name: string; readonly bytes: Uint8Array } | null;
}

export type ImportResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ImportError };

/** Limits of every import (a hostile paste or zip is refused before it costs anything). */
export const IMPORT_LIMITS = {
  /** A pasted ココフォリア character (its text). */
  pasteChars: 2_000_000,
  /** A ユドナリウム save (the zip itself). */
  zipBytes: 64 * 1024 * 1024,
  zipEntries: 500,
  /** Everything the zip unpacks to. */
  unzippedBytes: 128 * 1024 * 1024,
  /** One XML file. */
  xmlChars: 4_000_000,
  xmlDepth: 32,
  characters: 100,
  name: 80,
  memo: 4000,
  label: 40,
  value: 200,
  entries: 100,
} as const;

/** Control, bidirectional and zero-width characters that could disguise a text (the file loader refuses them too). */
export const HIDDEN_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

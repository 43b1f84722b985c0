/**
 * Why a picture was refused, as data, with its message in both languages (the words are in src/i18n/pictures.ts).
 */
import { describeProblem, type PictureProblem, type Text } from '../../i18n';

export type { PictureProblem };

/** The largest picture accepted (bytes). 16 MiB: its data URL (4/3 as long) fits the file format's MAX_ASSET_CHARS. */
export const MAX_PICTURE_BYTES = 16 * 1024 * 1024;
/** The longest side accepted (pixels; the kernel's MAX_MAP_SIDE). */
export const MAX_PICTURE_SIDE = 8192;

/** A refusal: the reason as data and the sentence to show. */
export interface PictureRefusal {
  readonly ok: false;
  readonly problem: PictureProblem;
  readonly message: Text;
}

/** A file name as it may appear in a message: no control, bidi or zero-width characters, at most 80 characters. */
export function displayName(name: string): string {
  const s = String(name ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .trim();
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

/** A refusal of a problem. */
export function refusal(problem: PictureProblem, name: string): PictureRefusal {
  return { ok: false, problem, message: describeProblem(problem, name) };
}

/** One notice for the pictures of a file that were left out: the first three reasons, then how many more. */
export function refusedNotice(refused: readonly { readonly message: Text }[], lang: 'en' | 'ja'): string {
  const lines = refused.slice(0, 3).map((r) => r.message[lang]);
  const more = refused.length - lines.length;
  if (more > 0)
    lines.push(
      lang === 'ja' ? `ほかに${more}枚の画像も読み込みませんでした。` : `${more} more pictures were left out.`,
    );
  return lines.join('\n');
}

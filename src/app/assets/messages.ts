/**
 * Why a picture was refused, as data and in both languages. Each message names the file (or the file's picture
 * id), what it was, and the limit it broke.
 */
import type { Text } from '../../i18n';
import type { PictureMime } from './sniff';

/** The largest picture accepted (bytes). 16 MiB: its data URL (4/3 as long) fits the file format's MAX_ASSET_CHARS. */
export const MAX_PICTURE_BYTES = 16 * 1024 * 1024;
/** The longest side accepted (pixels; the kernel's MAX_MAP_SIDE). */
export const MAX_PICTURE_SIDE = 8192;

/** The reasons a picture is refused. */
export type PictureProblem =
  | { readonly kind: 'empty' }
  /** The file itself could not be read (moved, deleted, no permission). */
  | { readonly kind: 'readFailed' }
  | { readonly kind: 'tooLarge'; readonly bytes: number; readonly max: number }
  | { readonly kind: 'svg' }
  | { readonly kind: 'notPicture'; readonly was: 'text' | 'other' }
  | { readonly kind: 'unreadable'; readonly mime: PictureMime }
  | { readonly kind: 'tooWide'; readonly width: number; readonly height: number; readonly max: number }
  /** From a file: the picture's bytes do not hash to the id it is stored under. */
  | { readonly kind: 'mismatch' }
  /** From a file: the data URL is not base64 of a picture. */
  | { readonly kind: 'badData' }
  /** The browser did not store it: no room left, or storage unavailable or failing (`detail`). */
  | { readonly kind: 'storage'; readonly quota: boolean; readonly detail: string };

/** A refusal: the reason as data and the sentence to show. */
export interface PictureRefusal {
  readonly ok: false;
  readonly problem: PictureProblem;
  readonly message: Text;
}

/** The short name of a picture type. */
export function typeName(m: PictureMime): string {
  return { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' }[m];
}

/** Megabytes with one decimal, rounded up (a file one byte over 16 MB is "16.1 MB", not "16 MB"). */
const mb = (bytes: number): string => String(Math.ceil((bytes / (1024 * 1024)) * 10) / 10);

/** A file name as it may appear in a message: no control, bidi or zero-width characters, at most 80 characters. */
export function displayName(name: string): string {
  const s = String(name ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .trim();
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

/** The message of a problem; `name` is the file name, or the picture's id for a picture from an encounter file. */
export function describeProblem(p: PictureProblem, name: string): Text {
  const en = `“${name}”`;
  const ja = `「${name}」`;
  switch (p.kind) {
    case 'empty':
      return { en: `${en} is empty.`, ja: `${ja}は空のファイルです。` };
    case 'readFailed':
      return {
        en: `${en} could not be read (it was moved or deleted, or the browser may not open it).`,
        ja: `${ja}を読み込めませんでした（移動・削除されたか、ブラウザーが開けません）。`,
      };
    case 'tooLarge':
      return {
        en: `${en} is ${mb(p.bytes)} MB; a picture may be at most ${mb(p.max)} MB (saved as JPEG or WebP it gets much smaller).`,
        ja: `${ja}は${mb(p.bytes)} MBあります。画像は${mb(p.max)} MBまでです（JPEGかWebPで保存し直すと、ずっと小さくなります）。`,
      };
    case 'svg':
      return {
        en: `${en} is an SVG drawing. SVG cannot be used (it can carry scripts and links to other sites): use PNG, JPEG, WebP or GIF.`,
        ja: `${ja}はSVG画像です。SVGはスクリプトや外部への参照を含められるため使えません。PNG・JPEG・WebP・GIFのいずれかを使ってください。`,
      };
    case 'notPicture':
      return p.was === 'text'
        ? {
            en: `${en} is text, not a picture: use PNG, JPEG, WebP or GIF.`,
            ja: `${ja}は画像ではなくテキストです。PNG・JPEG・WebP・GIFのいずれかを使ってください。`,
          }
        : {
            en: `${en} is not a PNG, JPEG, WebP or GIF picture (whatever its name says).`,
            ja: `${ja}はPNG・JPEG・WebP・GIFのどの画像でもありません（ファイル名の拡張子によらず、中身で判断しています）。`,
          };
    case 'unreadable':
      return {
        en: `${en} starts like a ${typeName(p.mime)} picture but cannot be read (damaged or cut short).`,
        ja: `${ja}は${typeName(p.mime)}画像のように見えますが、読み込めません（壊れているか、途中で切れています）。`,
      };
    case 'tooWide':
      return {
        en: `${en} is ${p.width} × ${p.height} pixels; a picture may be at most ${p.max} pixels on each side.`,
        ja: `${ja}は${p.width}×${p.height}ピクセルです。画像の縦横はそれぞれ${p.max}ピクセルまでです。`,
      };
    case 'mismatch':
      return {
        en: `Picture ${name} of the file does not match its contents (the file was changed or damaged); it was left out.`,
        ja: `ファイル内の画像 ${name} は中身と一致しません（ファイルが書き換えられたか、壊れています）。この画像は読み込みませんでした。`,
      };
    case 'badData':
      return {
        en: `Picture ${name} of the file cannot be decoded; it was left out.`,
        ja: `ファイル内の画像 ${name} を復元できません。この画像は読み込みませんでした。`,
      };
    case 'storage':
      return p.quota
        ? {
            en: `${en} was not kept: the browser's storage is full.`,
            ja: `${ja}を保存できませんでした。ブラウザーの保存領域がいっぱいです。`,
          }
        : {
            en: `${en} was not kept: the browser's storage did not answer (${p.detail}).`,
            ja: `${ja}を保存できませんでした。ブラウザーの保存領域が応答しません。`,
          };
  }
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

/**
 * Why a picture was refused, in both languages (src/app/assets refuses; issue 31: the words live here). Each message
 * names the file (or the file's picture id), what it was, and the limit it broke.
 */
import type { Text } from './describe';

/** A picture type the app accepts (the same union as src/app/assets/sniff.ts's PictureMime). */
type PictureMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

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

/** The short name of a picture type. */
function typeName(m: PictureMime): string {
  return { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF' }[m];
}

/** Megabytes with one decimal, rounded up (a file one byte over 16 MB is "16.1 MB", not "16 MB"). */
const mb = (bytes: number): string => String(Math.ceil((bytes / (1024 * 1024)) * 10) / 10);

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

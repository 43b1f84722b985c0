/** The i18n layer: UI strings by key; the rules' events and messages described in the reader's language. */
import type { Lang, Text } from './describe';
import { strings, type StringKey } from './strings';

export type {
  Catalogue,
  Describe,
  DescribeOptions,
  DiceStyle,
  EventDescribers,
  Lang,
  MsgDescribers,
  Pair,
  Text,
} from './describe';
export { catalogue, defaultDiceStyle } from './describe';
export type { StringKey };
export { describeEvent, describeMsg, describeRefusal, describer, hasDescriber } from './rules';
export { systemName } from './catalogues';
import { squares } from './plural';
export { count, squares, type Unit } from './plural';
export { describeProblem, type PictureProblem } from './pictures';
export { NET_MESSAGES } from './netMessages';

/** Fill a text's {placeholders} (every string table of the app uses it). */
export function fill(text: string, params?: Record<string, string | number>): string {
  let s = text;
  if (params) for (const [k, v] of Object.entries(params)) s = s.split(`{${k}}`).join(String(v));
  return s;
}

/** No text, in both languages (a value that must carry a Text but has nothing to say). */
export const NO_TEXT: Text = Object.freeze({ en: '', ja: '' });

/** A UI string in both languages (for values that carry both, e.g. a label a view shows in the reader's language). */
export function both(key: StringKey, params?: Record<string, string | number>): Text {
  return { en: t('en', key, params), ja: t('ja', key, params) };
}

/** Translate a UI string, filling {placeholders}. */
export function t(lang: Lang, key: StringKey, params?: Record<string, string | number>): string {
  return fill(strings[key][lang], params);
}

/** Pick the language of a text in both languages. */
export function tr(lang: Lang, text: Text): string {
  return text[lang];
}

/** The default language from the browser (Japanese if the browser prefers it). */
export function browserLang(languages: readonly string[] | undefined): Lang {
  const first = languages?.[0] ?? 'en';
  return first.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

/**
 * The creatures under a template's squares but above or below its heights, as one line ("under it but out of its
 * height: Sir Aldric 3 squares below, Blaze 3 squares below (B-1, MC-R13)"), or null (issue 29: a template in the
 * air no longer says only "nobody inside" over a knight on the ground). `by`: squares out (+ above, − below).
 */
export function templateHeightLine(out: readonly { name: string; by: number }[], lang: Lang): string | null {
  const parts = out.map((o) =>
    t(lang, o.by > 0 ? 'template.above' : 'template.below', { name: o.name, n: squares(Math.abs(o.by), lang) }),
  );
  return parts.length ? t(lang, 'template.outOfHeight', { list: parts.join(lang === 'ja' ? '、' : ', ') }) : null;
}

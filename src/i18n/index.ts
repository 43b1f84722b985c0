/** The i18n layer: UI strings by key, rules text ({en, ja}) by language. */
import type { Lang, Text } from '../rules/core/text';
import { strings, type StringKey } from './strings';

export type { Lang, Text, StringKey };

/** Translate a UI string, filling {placeholders}. */
export function t(lang: Lang, key: StringKey, params?: Record<string, string | number>): string {
  let s: string = strings[key][lang];
  if (params) for (const [k, v] of Object.entries(params)) s = s.split(`{${k}}`).join(String(v));
  return s;
}

/** Pick the language of a rules text. */
export function tr(lang: Lang, text: Text): string {
  return text[lang];
}

/** The default language from the browser (Japanese if the browser prefers it). */
export function browserLang(languages: readonly string[] | undefined): Lang {
  const first = languages?.[0] ?? 'en';
  return first.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

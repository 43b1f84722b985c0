/**
 * Bilingual text produced by the rules engine (rejection reasons, log lines).
 * The engine is pure, so it cannot look up the UI language; it returns both and the i18n layer picks one.
 */
export interface Text {
  en: string;
  ja: string;
}

/** Languages the app offers. */
export type Lang = 'en' | 'ja';

/** Build a {@link Text}. */
export function tx(en: string, ja: string): Text {
  return { en, ja };
}

/** Pick one language of a {@link Text}. */
export function say(text: Text, lang: Lang): string {
  return text[lang];
}

/**
 * A built-in creature's glyph (the letters drawn on its token) in the reader's language (issue 30: no English on
 * a Japanese board). A template may give its Japanese glyph; otherwise, in Japanese, the first character of its
 * Japanese name stands in for Latin letters ("Kn" → 騎). A glyph a person typed is never changed: this applies
 * only when a creature is made from the list.
 */
import type { Lang } from '../i18n';
import type { CreatureInput } from '../rules';
import type { Template } from './systems';

/** The glyph a creature made from `tpl` gets in `lang`. */
export function templateGlyph(tpl: Template, lang: Lang): string | undefined {
  const own = tpl.creature.glyph;
  if (lang !== 'ja' || (own !== undefined && !/[A-Za-z]/.test(own))) return own;
  return tpl.glyphJa ?? [...tpl.label.ja.replace(/^[\s・]+/, '')][0] ?? own;
}

/** The creature input of a template in `lang` (its powers' names and its glyph in that language). */
export function templateCreature(tpl: Template, lang: Lang): Omit<CreatureInput, 'name'> {
  const base = tpl.localize?.(lang) ?? tpl.creature;
  const glyph = templateGlyph(tpl, lang);
  return glyph === undefined ? base : { ...base, glyph };
}

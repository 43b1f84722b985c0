/** The shape of a built-in creature (the creature panel's list of each rule system). */
import type { Lang, Text } from '../../i18n';
import type { CreatureInput } from '../../rules';

/** A built-in creature the creature panel offers. */
export interface Template {
  key: string;
  label: Text;
  creature: Omit<CreatureInput, 'name'>;
  /** The glyph in Japanese when `creature.glyph` is Latin letters (default: the first character of `label.ja`). */
  glyphJa?: string;
  /** The creature in a language (issue 29: its powers' names), when it differs from `creature`. */
  localize?(lang: Lang): Omit<CreatureInput, 'name'>;
}

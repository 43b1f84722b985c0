/**
 * What every system's GM docs (docs/rules-*.md) share. Each system's prose is in `docs-<system>.ts`, carried by its
 * catalogue (`reference.docs`); `scripts/gen-rules-docs.ts` adds the rulings, the optional rules and the rule list.
 */

/** The intro of every system's rule list. */
export const REFERENCE_INTRO =
  'Every rule id of this system, in English and Japanese, with its source. The in-app rules reference shows the same entries.';

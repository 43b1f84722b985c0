/**
 * The tenkai rules reference (its entries, GM-docs prose and source names): a chunk of its own, loaded by the
 * catalogue after the board's first frame (start-up, issue 33; `loadReferences` in src/i18n/reference).
 */
import type { SystemReference } from '../../reference/types';
import { tenkaiDocs } from '../../reference/docs-tenkai';
import { tenkaiWallRulings } from '../../reference/rulings-walls';
import { SEED_002, tenkaiCoreRules } from '../../reference/tenkai';
import { tenkaiSpecialRules } from '../../reference/tenkai-special';

export const tenkaiReference: SystemReference = {
  rules: [...tenkaiCoreRules, ...tenkaiSpecialRules, ...tenkaiWallRulings],
  docs: tenkaiDocs,
  seeds: { [SEED_002]: { en: '舵天照 combat rules', ja: '『舵天照』戦闘ルール' } },
};

/**
 * The mounted4e rules reference (its entries, GM-docs prose and source names): a chunk of its own, loaded by the
 * catalogue after the board's first frame (start-up, issue 33; `loadReferences` in src/i18n/reference).
 */
import type { SystemReference } from '../../reference/types';
import { mounted4eDocs } from '../../reference/docs-mounted4e';
import { coreRules } from '../../reference/mounted4e-core';
import { mountedRules, SEED_000 } from '../../reference/mounted4e';
import { mountedRulings } from '../../reference/mounted4e-rulings';
import { mountedWallRulings } from '../../reference/rulings-walls';

export const mounted4eReference: SystemReference = {
  rules: [...mountedRules, ...coreRules, ...mountedRulings, ...mountedWallRulings],
  docs: mounted4eDocs,
  seeds: { [SEED_000]: { en: 'Mounted Combat (house rules)', ja: '『騎乗戦闘』（ハウス・ルール）' } },
};

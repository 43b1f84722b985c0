/**
 * The sudukuri rules reference (its entries, GM-docs prose and source names): a chunk of its own, loaded by the
 * catalogue after the board's first frame (start-up, issue 33; `loadReferences` in src/i18n/reference).
 */
import type { SystemReference } from '../../reference/types';
import { sudukuriDocs } from '../../reference/docs-sudukuri';
import { SEED_003, sudukuriSkills } from '../../reference/sudukuri';
import { sudukuriSteps } from '../../reference/sudukuri-steps';

export const sudukuriReference: SystemReference = {
  rules: [...sudukuriSkills, ...sudukuriSteps],
  docs: sudukuriDocs,
  seeds: { [SEED_003]: { en: '巣作りドラゴン rulebook (excerpt)', ja: '『巣作りドラゴン』ルールブック（抄）' } },
};

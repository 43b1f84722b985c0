/**
 * The board's registry of rule systems (with src/rules/registry.ts, src/i18n/catalogues.ts and src/ui/systems.tsx,
 * the files that name every system): what each system draws on tokens and says on a drag preview.
 */
import type { AnyEncounter, Creature, SystemId } from '../rules';
import type { Lang } from '../i18n';
import type { MovePreview } from '../store';
import { tenkaiPreviewLabel, tenkaiTokenMarks } from './tenkaiMarks';
import type { TokenExtra } from './tokenView';

/** What a rule system adds to the board. */
export interface BoardSystem {
  /** Badge text and extra marks of a token (null: the kernel's own). */
  tokenMarks?(enc: AnyEncounter, c: Creature, lang: Lang): { band: string; extra: TokenExtra } | null;
  /** The drag preview's label, if the system says more than "n squares" (Tenkai: the AP charged). */
  previewLabel?(lang: Lang, p: MovePreview): string | null;
  /** Tokens depend on more than their own record (statuses of others, the turn clock): no skipping unchanged ones. */
  tokensDependOnState?: boolean;
}

/** Each rule system's board extensions. */
export const BOARD_SYSTEMS: Readonly<Record<SystemId, BoardSystem>> = {
  mounted4e: {},
  tenkai: { tokenMarks: tenkaiTokenMarks, previewLabel: tenkaiPreviewLabel, tokensDependOnState: true },
  sudukuri: {},
};

/** The board extensions of an encounter's rule system. */
export function boardSystemOf(system: string): BoardSystem {
  return Object.prototype.hasOwnProperty.call(BOARD_SYSTEMS, system) ? BOARD_SYSTEMS[system as SystemId] : {};
}

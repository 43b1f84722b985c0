/**
 * What a rule system draws and does on the board beyond the kernel's tokens (marks, chips, drag-preview labels, its
 * own board tools such as 4e's forced movement, mount offers): each system's part lives in its own file
 * (`mounted4eBoard.ts`, `tenkaiBoard.ts`) and is registered by the UI list with the system's UI (`SystemUi.board`);
 * one without extras (Sudukuri) registers none.
 */
import type { AnyEncounter, Command, Creature, CreatureId, Outcome, Point } from '../rules';
import type { Lang } from '../i18n';
import type { ForcedTool, MountOfferChoice, MovePreview, UiState } from '../store';
import type { Tool, ToolContext } from './tools/types';
import type { TokenExtra } from './tokenView';

/** A board tool of a rule system's own (4e's forced movement), entered while the UI state asks for it. */
export interface BoardToolDef {
  readonly id: string;
  /** The UI asks for it now (a panel of the system opened it); it comes before the tool bar's tool. */
  active(u: UiState): boolean;
  create(ctx: ToolContext): Tool;
}

/** What a rule system adds to the board. */
export interface BoardSystem {
  /** Badge text and extra marks of a token (null: the kernel's own). */
  tokenMarks?(enc: AnyEncounter, c: Creature, lang: Lang): { band: string; extra: TokenExtra } | null;
  /** The drag preview's label, if the system says more than "n squares" (Tenkai: the AP charged). */
  previewLabel?(lang: Lang, p: MovePreview): string | null;
  /** Tokens depend on more than their own record (statuses of others, the turn clock): no skipping unchanged ones. */
  tokensDependOnState?: boolean;
  /** Short marks of the effects that last on a token (4e: "Dz/SE 5fire/SE"), laid out with its chips ('' for none). */
  effectChips?(enc: AnyEncounter, c: Creature, lang: Lang): string;
  /** State outside the creature records that tokens show (4e: the effect list): when it changes, every token is redone. */
  tokenState?(enc: AnyEncounter): unknown;
  /** The forced-movement tool's legal next squares (a system with forced movement on the board). */
  forcedNext?(enc: AnyEncounter, f: ForcedTool): Point[];
  /** The system's own board tools (the tool machine enters one while the UI asks for it). */
  tools?: readonly BoardToolDef[];
  /**
   * A creature dropped on another: may it get on (the system's own rules, asked through its queries and dry runs)?
   * The board asks before the move (4e: the drop does not move) and, if not, after a move that succeeded (Tenkai:
   * a character steps into its partner's square first). Null: no offer.
   */
  mountOffer?(
    enc: AnyEncounter,
    id: CreatureId,
    mountId: CreatureId,
    dryRun: (c: Command) => Outcome,
  ): { asPassenger: boolean; choices: MountOfferChoice[] } | null;
}

const boards = new Map<string, BoardSystem>();

/**
 * Register a rule system's board part (issue 31: the UI list, src/ui/systems.tsx, registers it with the system's UI,
 * so no file of the board names a system). A system that draws nothing of its own registers none.
 */
export function registerBoardSystem(id: string, part: BoardSystem): void {
  if (boards.has(id)) throw new Error(`a board part for ${id} is already registered`);
  boards.set(id, part);
}

/** The board extensions of an encounter's rule system (none registered: the kernel's tokens alone). */
export function boardSystemOf(system: string): BoardSystem {
  return boards.get(system) ?? {};
}

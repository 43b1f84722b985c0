/**
 * The UI registry of rule systems — with src/rules/registry.ts and src/i18n/catalogues.ts, one of the three files
 * that name every system. Shared panels ask it for the system's own parts (sidebar tabs, the pinned turn strip,
 * board actions and their keys, the tools that open beside tokens, the encounter's switches, its own wording)
 * instead of branching on its id.
 */
import type { ComponentType, ReactNode } from 'react';
import type { AnyEncounter, Command, Creature, CreatureId } from '../rules';
import { t, type Lang, type StringKey, type Text } from '../i18n';
import type { MountOffer } from '../store';
import type { ActionCtx, ActionDef, Availability } from './actions/types';
import { mounted4eUi } from './mounted';
import { tenkaiUi } from './tenkai';
import { sudukuriUi } from './sudukuri';
// The one place the panels' layer names the board's parts (eslint.config.js allows this file alone): a system's
// board part is registered with its UI, so adding a system edits this list and not the board's.
import { registerBoardSystem, type BoardSystem } from '../render/systems';
import { mounted4eBoard } from '../render/mounted4eBoard';
import { tenkaiBoard } from '../render/tenkaiBoard';

import type { Template } from '../app/bestiary/template';

export type { Template };

/** A tab of the sidebar: Turn, Creatures, Log and the rule system's own. */
export interface TabDef {
  /** Stable id (test id `tab.<id>`, the layout remembers it). */
  id: string;
  label: StringKey;
  Panel: ComponentType;
}

/** One way to take a mount offer, as the offer's popover shows it. */
export interface OfferChoiceView {
  id: string;
  label: Text;
  availability: Availability;
  perform(die: number | null): void;
  /** It rolls a die (so "I rolled…" applies to it). */
  rolls?: boolean;
}

/** One switch of a rule system (the New encounter dialog and the encounter's settings). */
export interface SystemOption {
  /** Stable key (test ids: `new.option.<key>`, `settings.option.<key>`). */
  readonly key: string;
  readonly label: StringKey;
  readonly ruleId?: string;
  /** Its value in an encounter of this system. */
  read(enc: AnyEncounter): boolean;
  /** The command that sets it (the system's own, so a change is logged and undoable). */
  command(on: boolean): Command;
}

/** What a rule system brings to the shared UI. Every part but `help` is optional. */
export interface SystemUi {
  /** Built-in creatures offered by the creature panel. */
  templates?: readonly Template[];
  /**
   * A creature's system part as the GM's bestiary keeps it (issue 29): what names another encounter or this fight
   * (4e: the initiative link, the turn marks) left out. Default: the part as it is.
   */
  bestiaryPart?(sys: unknown): unknown;
  /**
   * The system's sidebar tabs. A tab with the id of a shared one (`turn`, `creatures`, `log`) replaces it; the
   * others are added before the log.
   */
  tabs?: readonly TabDef[];
  /** The pinned turn strip (round, whose turn, Next turn), replacing the shared one; `compact` in the folded rail. */
  TurnStrip?: ComponentType<{ compact: boolean }>;
  /** Under the shared turn strip (4e: the current turn's action pips). */
  StripExtra?: ComponentType;
  /** Views drawn over the whole board (Tenkai's rating table, Sudukuri's battle view). */
  BoardTools?: ComponentType;
  /** Cards of the dock beside the tokens (4e attack helper, forced movement, roll card; Tenkai attack panel). */
  tools?: readonly ComponentType[];
  /** The token menu's section of the system's own actions: its title and test id. */
  menuSection?: { title: StringKey; testId: string };
  /** A note at the top of that section (4e: "Rider of Blaze"). */
  MenuNote?: ComponentType<{ id: CreatureId }>;
  /** The creature's own attacks in that section, one click each (4e powers, issue 29); `onDone` closes the menu. */
  MenuPowers?: ComponentType<{ id: CreatureId; onDone: () => void }>;
  /** The system's actions (menus, keys, the overlay); one with the id of a shared action replaces it. */
  actions?: readonly ActionDef[];
  /** The creature editor's fields of the system's part (`sys`). */
  EditorFields?: ComponentType<{ creature: Creature; register: (collect: () => unknown) => void }>;
  /** Initiative tracker: a mount folded into its rider's entry, a note under an entry. */
  initiative?: {
    fold?(enc: AnyEncounter, c: Creature): Creature | undefined;
    /** The rule id shown beside a folded entry. */
    foldRule?: string;
    note?(
      enc: AnyEncounter,
      c: Creature,
      t: (k: StringKey, p?: Record<string, string | number>) => string,
    ): string | null;
  };
  /**
   * What an initiative entry shows beside the creature's name about its coming (or current) turn — 4e: the
   * ongoing damage and the effects that end at its start, the effects that end and the saving throws due at its
   * end (B-14, B-15, B-3). Null when there is nothing to say. The entry passes its own (deferred) encounter.
   */
  initiativeNote?(enc: AnyEncounter, id: CreatureId, lang: Lang): ReactNode | null;
  /** Does answering this option of a pending decision roll a d20 (so "I rolled…" is offered)? */
  rolls?(kind: string, optionId: string): boolean;
  /** Is this option only a way to answer with a typed-in die (the dialog's "I rolled…" row answers it instead)? */
  typedOnly?(kind: string, optionId: string): boolean;
  /** The ways to take a mount offer (default: the board's choices as they are). */
  offerChoices?(offer: MountOffer, c: ActionCtx): OfferChoiceView[];
  /** The system's own wording of shared strings (Tenkai says マスター where the others say ゲームマスター). */
  terms?: Partial<Record<StringKey, StringKey>>;
  /** The encounter's switches (4e: MC-OPT-FALL; Tenkai: the sea of clouds); none by default. */
  options?: readonly SystemOption[];
  /**
   * The help line (mouse gestures; the keys come from the actions): a shared string's key, or a text of the
   * system's own catalogue (so a new system need not add a string to the shared table).
   */
  help: StringKey | Text;
}

const table = new Map<string, SystemUi>();

/**
 * Register a rule system's UI under its id (the built-in ones are registered below). Refused — an Error, nothing
 * registered — when the id is taken.
 */
export function registerSystemUi(id: string, ui: SystemUi, board?: BoardSystem): void {
  if (table.has(id)) throw new Error(`a UI for ${id} is already registered`);
  table.set(id, ui);
  // Issue 31: the board part comes with the UI, so a new system edits this list, not the board's.
  if (board) registerBoardSystem(id, board);
}
registerSystemUi('mounted4e', mounted4eUi, mounted4eBoard);
registerSystemUi('tenkai', tenkaiUi, tenkaiBoard);
registerSystemUi('sudukuri', sudukuriUi);

/** The UI of a system with none registered: the shared panels only, the shared help line. */
const BARE: SystemUi = { help: 'help.keys' };

/** The UI of an encounter's rule system (the shared panels alone for a system without one). */
export function uiOf(system: string): SystemUi {
  return table.get(system) ?? BARE;
}

/** The help line of a system in a language. */
export function helpOf(system: string, lang: Lang): string {
  const h = uiOf(system).help;
  return typeof h === 'string' ? t(lang, h) : h[lang];
}

/** A shared string in the system's own wording. */
export function termOf(system: string, key: StringKey): StringKey {
  return uiOf(system).terms?.[key] ?? key;
}

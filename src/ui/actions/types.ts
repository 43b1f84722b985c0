/**
 * The action registry's types (excalidraw's `actions/`): every board and panel action is defined once — its label
 * in both languages, its keys, whether it is available now and why not (the engine's refusal with its rule id, from
 * a dry run, or the rules' own queries), and how to perform it. The token menu, the keyboard and the `?` overlay
 * all read the same definitions, so a key can never mean two things and a menu never offers what will be refused.
 */
import type { ComponentType } from 'react';
import type { AnyEncounter, CreatureId, Msg } from '../../rules';
import type { Lang, StringKey, Text } from '../../i18n';
import type { UiState } from '../../store';
import type { AppServices } from '../context';
import type { PlayerOffer } from '../../services/players/menu';

/** What an action sees when it is asked or performed. */
export interface ActionCtx {
  readonly svc: AppServices;
  readonly enc: AnyEncounter;
  readonly ui: UiState;
  /** The creature it acts on: the token menu's creature, else the selected one (null: none). */
  readonly subject: CreatureId | null;
  readonly lang: Lang;
  /** Values typed beside a menu item (the teleport distance, an amount of damage). */
  readonly params: Readonly<Record<string, number>>;
  /** The key that performs it, when a key does (`KeyboardEvent.key`): one action may serve several keys (↑ ↓ ← →). */
  readonly pressed?: string;
}

/** Why an action is not available: the engine's refusal (a message of the rules) or a UI string. */
export type Why =
  { readonly msg: Msg } | { readonly key: StringKey; readonly params?: Readonly<Record<string, string | number>> };

/** Available now, or not and why (with the rule id that forbids it, when a rule does). */
export type Availability =
  { readonly ok: true } | { readonly ok: false; readonly why: Why; readonly ruleId?: string | undefined };

/** A key that performs an action. Letters compare without case; `shift` must match for letters and named keys. */
export interface KeyBinding {
  /** `KeyboardEvent.key`: 'n', '?', '/', 'ArrowUp', 'Escape', 'PageUp', 'Delete' … */
  readonly key: string;
  readonly shift?: boolean;
  /** Ctrl (or ⌘ on a Mac). */
  readonly mod?: boolean;
}

/** Groups of the shortcut overlay and the menus, in display order. */
export type ActionGroup = 'turn' | 'history' | 'creature' | 'system' | 'board' | 'view' | 'help';

/** One entry of an action's sub-list (a partner to ride, an AP action, a status to cure). */
export interface ActionItem {
  /** Stable within the action (test id `token-menu.<action>.<id>`). */
  readonly id: string;
  readonly label: Text;
  /** A small note after the label (a cost, a count). */
  readonly note?: Text;
  readonly availability: Availability;
  perform(): void;
}

/** An action, defined once. */
export interface ActionDef {
  /** Stable id: 'turn.next', 'm4.dismount', 'tk.ride' … (test ids `token-menu.<last part>` keep the old names). */
  readonly id: string;
  readonly label: Text | ((c: ActionCtx) => Text);
  readonly group: ActionGroup;
  readonly keys?: readonly KeyBinding[];
  /** It acts on a creature (the menu's, or the selected one). */
  readonly subject?: boolean;
  /** Listed in the token menu. */
  readonly menu?: boolean;
  /** The token menu's test id (default: `token-menu.<id after the dot>`). */
  readonly testId?: string;
  /**
   * Does it make sense here at all (dismount only for a carried creature, "apply the path" only while the
   * forced-movement tool is open)? An action that is not relevant is neither listed nor bound to its key now.
   */
  relevant?(c: ActionCtx): boolean;
  /** Available now, or why not. Default: available. */
  available?(c: ActionCtx): Availability;
  perform(c: ActionCtx): void;
  /** A value typed beside the menu item and handed to `perform` as `params[key]`. */
  readonly param?: {
    readonly key: string;
    readonly label: StringKey;
    readonly initial: number;
    readonly min?: number;
    readonly max?: number;
    readonly testId?: string;
  };
  /** Sub-entries listed under it in the menu (its key performs the first available one). */
  items?(c: ActionCtx): ActionItem[];
  /** The sub-entries are listed at once (else the menu shows them when the action is opened). */
  readonly open?: boolean;
  /** A sub-panel of its own opened in the menu instead of performing (4e's mount list). */
  readonly Sub?: ComponentType<{ id: CreatureId; onDone: () => void }>;
  /** Shown in the help line of the status bar. */
  readonly hint?: boolean;
  /** The key performs it while its sub-panel opens in the menu (M opens the mount list). */
  readonly keepsMenu?: boolean;
  /**
   * What a player may be offered of this action for a creature of theirs (issue 26: the player's token menu is built
   * from this registry, `services/players/menu.ts`): commands, or a command a square completes. Candidates only —
   * the GM's request check keeps what passes. Computed on the players' world, so no hidden creature shapes it.
   */
  player?(enc: AnyEncounter, subject: CreatureId): readonly PlayerOffer[];
}

/** The availability of something that may always be done. */
export const OK: Availability = { ok: true };

/** Not available, for a UI reason (a string key) and optionally the rule behind it. */
export function no(key: StringKey, params?: Record<string, string | number>, ruleId?: string): Availability {
  return { ok: false, why: params ? { key, params } : { key }, ...(ruleId ? { ruleId } : {}) };
}

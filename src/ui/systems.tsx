/**
 * The UI registry of rule systems — with src/rules/registry.ts and src/i18n/catalogues.ts, one of the three files
 * that name every system. Shared panels ask it for the system's own parts instead of branching on its id.
 */
import { lazy, type ComponentType } from 'react';
import type { AnyEncounter, Creature, CreatureId, CreatureInput, SystemId } from '../rules';
import type { StringKey, Text } from '../i18n';
import { mounted4eUi } from './mounted';

/** A built-in creature the creature panel offers. */
export interface Template {
  key: string;
  label: Text;
  creature: Omit<CreatureInput, 'name'>;
}

/** What a rule system brings to the shared UI. Every part is optional. */
export interface SystemUi {
  /** Built-in creatures offered by the creature panel. */
  templates?: readonly Template[];
  /** A sidebar of the system's own; with `replacesSidebar` it takes the place of the initiative and creature panels. */
  Sidebar?: ComponentType;
  replacesSidebar?: boolean;
  /** Tools and views drawn over the board (Tenkai's rules reference and attack panel, Sudukuri's battle view). */
  BoardTools?: ComponentType;
  /** Panels and dialogs of the system's tools over the board (4e attack helper, forced movement, roll card). */
  Overlays?: ComponentType;
  /** The system's section of the token menu. */
  MenuSection?: ComponentType<{ id: CreatureId; onDone: () => void }>;
  /** The creature editor's fields of the system's part (`sys`); `onPatch` sends a partial part. */
  EditorFields?: ComponentType<{ creature: Creature; register: (collect: () => unknown) => void }>;
  /** Keyboard shortcuts of the system (a hook, called once by the app). */
  useShortcuts?: () => void;
  /** Initiative tracker: a mount folded into its rider's entry, a note under an entry, the current entry's pips. */
  initiative?: {
    fold?(enc: AnyEncounter, c: Creature): Creature | undefined;
    /** The rule id shown beside a folded entry. */
    foldRule?: string;
    note?(enc: AnyEncounter, c: Creature, t: (k: StringKey, p?: Record<string, string | number>) => string): string | null;
    Pips?: ComponentType<{ id: CreatureId }>;
  };
  /** Does answering this option of a pending decision roll a d20 (so "I rolled…" is offered)? */
  rolls?(kind: string, optionId: string): boolean;
  /** The help line's key. */
  help: StringKey;
}

const TenkaiSidebar = lazy(() => import('./tenkai/TenkaiSidebar').then((m) => ({ default: m.TenkaiSidebar })));
const TenkaiBoardTools = lazy(() => import('./tenkai/TenkaiBoardTools').then((m) => ({ default: m.TenkaiBoardTools })));
const SudukuriBoardTools = lazy(() => import('./sudukuri/BoardTools').then((m) => ({ default: m.SudukuriBoardTools })));

/** Each rule system's UI. */
export const SYSTEM_UI: Readonly<Record<SystemId, SystemUi>> = {
  mounted4e: mounted4eUi,
  tenkai: { Sidebar: TenkaiSidebar, replacesSidebar: true, BoardTools: TenkaiBoardTools, help: 'help.keys.tenkai' },
  sudukuri: { BoardTools: SudukuriBoardTools, help: 'help.keys.sudukuri' },
};

/** The UI of an encounter's rule system. */
export function uiOf(system: string): SystemUi {
  return Object.prototype.hasOwnProperty.call(SYSTEM_UI, system) ? SYSTEM_UI[system as SystemId] : { help: 'help.keys.sudukuri' };
}

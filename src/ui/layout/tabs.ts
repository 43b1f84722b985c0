/**
 * The sidebar's tabs of a rule system: the shared Turn, Creatures and Log, a system's tab with the same id
 * replacing the shared one, the system's other tabs before the log.
 */
import { lazy } from 'react';
import { uiOf, type TabDef } from '../systems';

// Loaded when the sidebar first shows them, after the board's first frame (start-up, issue 16).
const InitiativePanel = lazy(() => import('../InitiativePanel').then((m) => ({ default: m.InitiativePanel })));
const CreaturePanel = lazy(() => import('../CreaturePanel').then((m) => ({ default: m.CreaturePanel })));
const LogPanel = lazy(() => import('../log/LogPanel').then((m) => ({ default: m.LogPanel })));
// The scene tab too (issue 33: its map, tools and fog sections are not in the first frame's static graph).
const ScenePanel = lazy(() => import('../scene/ScenePanel').then((m) => ({ default: m.ScenePanel })));
const ChatPanel = lazy(() => import('../chat/ChatPanel').then((m) => ({ default: m.ChatPanel })));

const SHARED_TABS: readonly TabDef[] = [
  { id: 'turn', label: 'tab.turn', Panel: InitiativePanel },
  { id: 'creatures', label: 'tab.creatures', Panel: CreaturePanel },
  { id: 'log', label: 'tab.log', Panel: LogPanel },
  // Issue 17: the map picture, the board's tools and the fog (after the log, so the older tabs keep their keys).
  { id: 'scene', label: 'tab.scene', Panel: ScenePanel },
  // Issue 30: the table's chat (メイン / 雑談 / 情報), after the older tabs so they keep their keys.
  { id: 'chat', label: 'tab.chat', Panel: ChatPanel },
];

const cache = new Map<string, readonly TabDef[]>();

/** The tabs of a rule system, in order. */
export function tabsOf(system: string): readonly TabDef[] {
  const hit = cache.get(system);
  if (hit) return hit;
  const own = uiOf(system).tabs ?? [];
  const merged = SHARED_TABS.map((s) => own.find((o) => o.id === s.id) ?? s);
  const extra = own.filter((o) => !SHARED_TABS.some((s) => s.id === o.id));
  const log = merged.findIndex((x) => x.id === 'log');
  const tabs = [...merged.slice(0, log), ...extra, ...merged.slice(log)];
  cache.set(system, tabs);
  return tabs;
}

/** The tab shown for a remembered tab id (the Creatures tab when the id is not one of the system's). */
export function tabShown(tabs: readonly TabDef[], id: string): TabDef | undefined {
  return tabs.find((x) => x.id === id) ?? tabs.find((x) => x.id === 'creatures') ?? tabs[0];
}

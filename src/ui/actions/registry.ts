/**
 * The action registry: for an encounter's rule system, the shared actions with the system's own (a system's
 * action with a shared id replaces it), one action per sidebar tab (keys 1–9) and one per condition of the system
 * (menu toggles). Menus, the one key listener and the `?` overlay read `actionsOf`; `actionForKey` is the one
 * place that decides what a key press does.
 */
import { creatureOf, systemFor } from '../../rules';
import { describer, type Text } from '../../i18n';
import { tabsOf } from '../layout/tabs';
import { layoutUi } from '../layout/layoutUi';
import { uiOf } from '../systems';
import { dryRun, isRelevant, keyMatches, send } from './helpers';
import { L, SHARED_ACTIONS } from './shared';
import { PLAYER_ONLY_ACTIONS } from './playerOffers';
import { no, type ActionCtx, type ActionDef } from './types';
import type { OffersOf } from '../../services/players/menu';

const cache = new Map<string, readonly ActionDef[]>();

/** A condition toggle of the token menu (the rule system's list of conditions). */
function conditionAction(system: string, k: string): ActionDef {
  const label: Text = { en: describer(system, 'en').condition(k), ja: describer(system, 'ja').condition(k) };
  return {
    id: `cond.${k}`,
    label,
    group: 'creature',
    subject: true,
    menu: true,
    testId: `token-menu.cond.${k}`,
    available(c) {
      const cr = c.subject ? creatureOf(c.enc, c.subject) : undefined;
      return cr
        ? dryRun(c, { type: 'setCondition', id: cr.id, condition: k, on: !cr.conditions.includes(k) })
        : no('act.why.select');
    },
    perform(c) {
      const cr = c.subject ? creatureOf(c.enc, c.subject) : undefined;
      if (cr) send(c, { type: 'setCondition', id: cr.id, condition: k, on: !cr.conditions.includes(k) });
    },
  };
}

/** Every action of a rule system, in the overlay's order (cached per system: definitions are static). */
export function actionsOf(system: string): readonly ActionDef[] {
  const hit = cache.get(system);
  if (hit) return hit;
  const own = uiOf(system).actions ?? [];
  const tabs = tabsOf(system).map((tab, i): ActionDef => ({
    id: `view.tab.${tab.id}`,
    label: L(tab.label),
    group: 'view',
    keys: i < 9 ? [{ key: String(i + 1) }] : [],
    perform: () => layoutUi.getState().setTab(tab.id),
  }));
  let conditions: ActionDef[] = [];
  try {
    conditions = systemFor({ system }).conditions.map((k) => conditionAction(system, k));
  } catch {
    conditions = [];
  }
  // The system's own replace shared ones in place; the rest follow them.
  const shared = [...SHARED_ACTIONS, ...PLAYER_ONLY_ACTIONS];
  const merged = shared.map((a) => own.find((o) => o.id === a.id) ?? a);
  const all = [...merged, ...own.filter((a) => !shared.some((x) => x.id === a.id)), ...tabs, ...conditions];
  cache.set(system, all);
  return all;
}

/** One action by id in a system (undefined if it has none). */
export function actionById(system: string, id: string): ActionDef | undefined {
  return actionsOf(system).find((a) => a.id === id);
}

/**
 * What a key press does now: the first action of the system bound to the key that is relevant in this context
 * (a key may serve two actions only when their contexts exclude each other: M mounts or dismounts), or none.
 */
export function actionForKey(
  system: string,
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey'>,
  c: ActionCtx,
): ActionDef | undefined {
  const bound = actionsOf(system).filter((a) => (a.keys ?? []).some((k) => keyMatches(k, e)));
  const relevant = bound.find((a) => isRelevant(a, c));
  if (relevant) return relevant;
  // A creature's action pressed with nothing selected: the key still answers ("select a creature first").
  return c.subject ? undefined : bound.find((a) => a.subject);
}

/**
 * Keys bound to two actions of one system where at least one of them is bound in every context (no `relevant`):
 * then one of them could never be reached by its key. Two context-bound actions may share a key (M: mount, or
 * dismount when carried; Esc: close the topmost layer). Empty for a good registry (a unit test checks).
 */
export function keyClashes(system: string): string[] {
  const seen = new Map<string, ActionDef[]>();
  for (const a of actionsOf(system))
    for (const k of a.keys ?? []) {
      const id = `${k.mod ? 'mod+' : ''}${k.shift ? 'shift+' : ''}${k.key.length === 1 ? k.key.toLowerCase() : k.key}`;
      seen.set(id, [...(seen.get(id) ?? []), a]);
    }
  return [...seen.entries()]
    .filter(([, as]) => as.length > 1 && as.some((a) => !a.relevant))
    .map(([k, as]) => `${k}: ${as.map((a) => a.id).join(', ')}`);
}

/**
 * The player menu's candidates of a rule system (issue 26): every action of its registry that says what a player may
 * be offered (`ActionDef.player`), in the registry's order.
 */
export function playerOffersOf(system: string): OffersOf {
  const actions = actionsOf(system).filter((a) => a.player);
  return (enc, subject) =>
    actions.flatMap((a) => {
      try {
        return a.player?.(enc, subject) ?? [];
      } catch {
        return [];
      }
    });
}

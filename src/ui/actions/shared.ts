/**
 * The actions every rule system has: turns, undo / redo, the selected creature (menu, nudge, damage, heal,
 * remove), the view (fit, sidebar, tabs), the dice line, the rules reference, the shortcut overlay, the ruler and
 * the board's tools of issue 17 (ruler R, ping G, area template X, fog O, map alignment L, walls Shift+W; the Map tab has its number key) and Esc. A rule system may replace one by giving its own with the same id.
 */
import { cmd, creatureOf, type Command } from '../../rules';
import { t, type StringKey, type Text } from '../../i18n';
import { strings } from '../../i18n/strings';
import { layoutUi } from '../layout/layoutUi';
import { rulesUi } from '../rules/rulesUi';
import { fogTool, sceneUi, templateTool, wallTool } from '../scene/sceneUi';
import { dryRun, send } from './helpers';
import { no, OK, type ActionCtx, type ActionDef } from './types';

/** A label from the string table (both languages). */
export const L = (k: StringKey): Text => strings[k];

/** A label from the string table with its {placeholders} filled, in both languages. */
export const Lp = (k: StringKey, p: Record<string, string | number>): Text => ({
  en: t('en', k, p),
  ja: t('ja', k, p),
});

/** Is a tool that the board's input owns active (a square pick, a forced path, a mount offer)? Its Esc is the board's. */
export function boardBusy(c: ActionCtx): boolean {
  return !!(c.ui.pick || c.ui.forced || c.ui.mountOffer);
}

/** Open the token menu for the subject (the menu anchors at its token). */
export function openMenuFor(c: ActionCtx): void {
  const id = c.subject;
  if (!id) return;
  c.ui.select(id);
  c.ui.openMenu({ id, x: 12, y: 12 });
}

const DIRS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/** The nudge's command for the key pressed (↑ when asked without a key: the overlay's and menus' check). */
function nudgeCommand(c: ActionCtx): Command | null {
  const cr = c.subject ? creatureOf(c.enc, c.subject) : undefined;
  const d = DIRS[c.pressed ?? 'ArrowUp'] ?? DIRS.ArrowUp;
  return cr && d ? cmd('moveCreature', { id: cr.id, to: { x: cr.pos.x + d.x, y: cr.pos.y + d.y } }) : null;
}

/** The shared actions, in the overlay's order. */
export const SHARED_ACTIONS: readonly ActionDef[] = [
  {
    id: 'turn.next',
    label: L('init.next'),
    group: 'turn',
    keys: [{ key: 'n' }],
    hint: true,
    available: (c) => dryRun(c, { type: 'nextTurn' }),
    perform: (c) => send(c, { type: 'nextTurn' }),
  },
  {
    id: 'turn.prev',
    label: L('init.prev'),
    group: 'turn',
    keys: [{ key: 'n', shift: true }],
    available: (c) => dryRun(c, { type: 'previousTurn' }),
    perform: (c) => send(c, { type: 'previousTurn' }),
  },
  {
    id: 'turn.rollAll',
    label: L('init.rollAll'),
    group: 'turn',
    keys: [{ key: 'i' }],
    available: (c) => dryRun(c, { type: 'rollInitiative', all: true }),
    perform: (c) => send(c, { type: 'rollInitiative', all: true }),
  },
  {
    id: 'history.undo',
    label: L('toolbar.undo'),
    group: 'history',
    keys: [{ key: 'z', mod: true }],
    available: (c) => (c.svc.encounter.getState().session.canUndo ? OK : no('act.why.nothingToUndo')),
    perform: (c) => c.svc.encounter.getState().undo(),
  },
  {
    id: 'history.redo',
    label: L('toolbar.redo'),
    group: 'history',
    keys: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    available: (c) => {
      const s = c.svc.encounter.getState().session;
      return s.cursor < s.length ? OK : no('act.why.nothingToRedo');
    },
    perform: (c) => c.svc.encounter.getState().redo(),
  },
  {
    id: 'creature.menu',
    label: L('act.menu'),
    group: 'creature',
    keys: [{ key: 'ContextMenu' }, { key: 'F10', shift: true }],
    subject: true,
    hint: true,
    perform: openMenuFor,
  },
  {
    id: 'creature.nudge',
    label: L('act.nudge'),
    group: 'creature',
    keys: [{ key: 'ArrowUp' }, { key: 'ArrowDown' }, { key: 'ArrowLeft' }, { key: 'ArrowRight' }],
    subject: true,
    // Issue 31: with any board tool (the ruler, walls …), not while a pick or a forced path is being answered.
    relevant: (c) => !boardBusy(c),
    available(c) {
      const command = nudgeCommand(c);
      return command ? dryRun(c, command) : no('act.why.select');
    },
    perform(c) {
      const command = nudgeCommand(c);
      if (command) send(c, command);
    },
  },
  {
    id: 'creature.damage',
    label: L('menu.damage'),
    group: 'creature',
    subject: true,
    available: (c) =>
      c.subject
        ? dryRun(c, { type: 'changeHp', id: c.subject, amount: -Math.abs(c.params.amount ?? 1) })
        : no('act.why.select'),
    perform: (c) => {
      if (c.subject) send(c, { type: 'changeHp', id: c.subject, amount: -Math.trunc(Math.abs(c.params.amount ?? 1)) });
    },
  },
  {
    id: 'creature.heal',
    label: L('menu.heal'),
    group: 'creature',
    subject: true,
    available: (c) =>
      c.subject
        ? dryRun(c, { type: 'changeHp', id: c.subject, amount: Math.abs(c.params.amount ?? 1) })
        : no('act.why.select'),
    perform: (c) => {
      if (c.subject) send(c, { type: 'changeHp', id: c.subject, amount: Math.trunc(Math.abs(c.params.amount ?? 1)) });
    },
  },
  {
    id: 'creature.remove',
    label: L('menu.remove'),
    group: 'creature',
    keys: [{ key: 'Delete' }],
    subject: true,
    menu: true,
    testId: 'token-menu.remove',
    available: (c) => (c.subject ? dryRun(c, { type: 'removeCreature', id: c.subject }) : no('act.why.select')),
    perform: (c) => {
      if (c.subject) send(c, { type: 'removeCreature', id: c.subject });
    },
  },
  {
    id: 'view.fit',
    label: L('toolbar.fit'),
    group: 'view',
    keys: [{ key: '0' }],
    perform: (c) => c.svc.fitBoard(),
  },
  {
    id: 'view.sidebar',
    label: L('act.sidebar'),
    group: 'view',
    keys: [{ key: 'b' }],
    perform: () => {
      const l = layoutUi.getState();
      l.setCollapsed(!l.collapsed);
    },
  },
  {
    id: 'dice.focus',
    label: L('act.dice'),
    group: 'view',
    keys: [{ key: '/' }],
    hint: true,
    perform: () => layoutUi.getState().requestFocus('dice.expr'),
  },
  {
    id: 'rules.open',
    label: L('rules.open'),
    group: 'help',
    keys: [{ key: 'h' }],
    perform: () => {
      const r = rulesUi.getState();
      if (r.open) r.close();
      else r.openRule(null);
    },
  },
  {
    id: 'help.shortcuts',
    label: L('act.shortcuts'),
    group: 'help',
    keys: [{ key: '?' }],
    hint: true,
    perform: () => {
      const l = layoutUi.getState();
      l.setShortcuts(!l.shortcuts);
    },
  },
  {
    // Issue 17: the ruler (a preview; nothing is recorded). R again goes back to selecting.
    id: 'board.ruler',
    label: L('act.ruler'),
    group: 'board',
    keys: [{ key: 'r' }],
    hint: true,
    relevant: (c) => !boardBusy(c),
    perform: (c) => c.ui.setTool(c.ui.tool.kind === 'ruler' ? { kind: 'select' } : { kind: 'ruler' }),
  },
  {
    // Issue 17: the ping tool (a click points at a square in both windows; Alt-click does it with any tool).
    id: 'board.ping',
    label: L('act.ping'),
    group: 'board',
    keys: [{ key: 'g' }],
    relevant: (c) => !boardBusy(c),
    perform: (c) => c.ui.setTool(c.ui.tool.kind === 'ping' ? { kind: 'select' } : { kind: 'ping' }),
  },
  {
    // Issue 17: the rule system's area templates (templateKinds), as last chosen in the scene panel.
    id: 'board.template',
    label: L('act.template'),
    group: 'board',
    keys: [{ key: 'x' }],
    // Only for a rule system that has templates (Sudukuri has none).
    relevant: (c) => !boardBusy(c) && !!templateTool(c.enc),
    perform: (c) => {
      const tool = templateTool(c.enc);
      if (c.ui.tool.kind === 'template' || !tool) c.ui.setTool({ kind: 'select' });
      else c.ui.setTool(tool);
    },
  },
  {
    // Issue 17: fog of war (rectangle or brush; hide or reveal as the scene panel says).
    id: 'board.fog',
    label: L('act.fog'),
    group: 'board',
    keys: [{ key: 'o' }],
    relevant: (c) => !boardBusy(c),
    perform: (c) => c.ui.setTool(c.ui.tool.kind === 'fog' ? { kind: 'select' } : fogTool()),
  },
  {
    // Issue 32: draw walls, doors, windows and terrain walls; select and remove them; open and close doors.
    id: 'board.wall',
    label: L('act.wall'),
    group: 'board',
    keys: [{ key: 'w', shift: true }],
    relevant: (c) => !boardBusy(c),
    perform: (c) => c.ui.setTool(c.ui.tool.kind === 'wall' ? { kind: 'select' } : wallTool()),
  },
  {
    // Issue 17: align the map picture by dragging over printed grid squares.
    id: 'board.align',
    label: L('act.align'),
    group: 'board',
    keys: [{ key: 'l' }],
    relevant: (c) => !boardBusy(c),
    available: (c) => (c.enc.scene.map ? OK : no('align.noMap')),
    perform: (c) =>
      c.ui.setTool(
        c.ui.tool.kind === 'align' ? { kind: 'select' } : { kind: 'align', squares: sceneUi.getState().alignSquares },
      ),
  },
  {
    // Esc closes the UI's topmost layer; with none open it is the board's (cancel a tool, deselect).
    id: 'layer.close',
    label: L('act.close'),
    group: 'help',
    keys: [{ key: 'Escape' }],
    relevant: (c) => layoutUi.getState().shortcuts || !!c.ui.menu || rulesUi.getState().open,
    perform: (c) => {
      const l = layoutUi.getState();
      if (l.shortcuts) l.setShortcuts(false);
      else if (c.ui.menu) c.ui.openMenu(null);
      else rulesUi.getState().close();
    },
  },
];

/**
 * The status bar under the board (it never covers the board): what the board waits for (a square to pick, with
 * Cancel), the latest message (a refusal with its rule chip, a notice), and the help line — the rule system's own
 * mouse gestures and the keys of its actions from the registry — with the shortcut overlay and the rules reference.
 */
import { useLayout } from './layoutUi';
import { actionsOf } from '../actions/registry';
import { keysLabel, labelText, actionCtx } from '../actions/helpers';
import { ActionButton, useActionDeps } from '../actions/ActionButton';
import { Notices } from '../Notices';
import { useEnc, useServices, useT, useUi } from '../context';
import { helpOf } from '../systems';

function PickPrompt() {
  const { t, tr } = useT();
  const svc = useServices();
  const pick = useUi((s) => s.pick);
  if (!pick) return null;
  return (
    <div className="pick-prompt" data-testid="pick" role="status">
      <span data-testid="pick.prompt">{tr(pick.prompt)}</span>
      <button type="button" data-testid="pick.cancel" onClick={() => svc.ui.getState().startPick(null)}>
        {t('pick.cancel')} <kbd>Esc</kbd>
      </button>
    </div>
  );
}

/** Labels of the board's tools, as the status bar names the active one. */
const TOOL_LABEL = {
  ruler: 'act.ruler',
  ping: 'act.ping',
  template: 'act.template',
  fog: 'act.fog',
  align: 'act.align',
  wall: 'act.wall',
  terrain: 'terrain.paint',
  height: 'terrain.paint',
} as const;

/**
 * The active board tool, shown whichever tab is open (issue 29: it was only in the Map tab), with the way back to
 * selecting: a click or Esc.
 */
function ToolChip() {
  const { t } = useT();
  const svc = useServices();
  const tool = useUi((s) => s.tool);
  if (tool.kind === 'select') return null;
  return (
    <div className="tool-chip" data-testid="tool.active" data-tool={tool.kind} role="status">
      <span>{t('tool.active', { tool: t(TOOL_LABEL[tool.kind]) })}</span>
      <button type="button" data-testid="tool.leave" onClick={() => svc.ui.getState().setTool({ kind: 'select' })}>
        {t('tool.leave')} <kbd>Esc</kbd>
      </button>
    </div>
  );
}

function HelpLine() {
  const { lang } = useT();
  const svc = useServices();
  const system = useEnc((s) => s.encounter.system);
  useActionDeps(); // labels follow the state (Tenkai's N: Start turn or End round)
  const c = actionCtx(svc);
  const hints = actionsOf(system).filter((a) => a.hint && a.keys?.length);
  return (
    <p className="help" data-testid="help">
      <span>{helpOf(system, lang)}</span>
      {hints.map((a) => (
        <span key={a.id} className="hint">
          <kbd>{keysLabel(a, lang)}</kbd> {labelText(a, c)}
        </span>
      ))}
    </p>
  );
}

export function StatusBar() {
  const shortcuts = useLayout((s) => s.shortcuts);
  return (
    <footer className="status-bar" data-testid="status-bar">
      <PickPrompt />
      <ToolChip />
      <Notices part="messages" />
      <HelpLine />
      <div className="status-buttons">
        <ActionButton id="help.shortcuts" testId="shortcuts.open" extra={{ 'aria-pressed': String(shortcuts) }} />
        <ActionButton id="rules.open" testId="rules.open" />
      </div>
    </footer>
  );
}

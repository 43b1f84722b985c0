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
import { uiOf } from '../systems';

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

function HelpLine() {
  const { t, lang } = useT();
  const svc = useServices();
  const system = useEnc((s) => s.encounter.system);
  useActionDeps(); // labels follow the state (Tenkai's N: Start turn or End round)
  const c = actionCtx(svc);
  const hints = actionsOf(system).filter((a) => a.hint && a.keys?.length);
  return (
    <p className="help" data-testid="help">
      <span>{t(uiOf(system).help)}</span>
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
      <Notices part="messages" />
      <HelpLine />
      <div className="status-buttons">
        <ActionButton id="help.shortcuts" testId="shortcuts.open" extra={{ 'aria-pressed': String(shortcuts) }} />
        <ActionButton id="rules.open" testId="rules.open" />
      </div>
    </footer>
  );
}

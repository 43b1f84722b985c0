/**
 * The open encounter's settings: its name and the rule system's options (4e's MC-OPT-FALL). Each change is a
 * command (logged, undoable, autosaved like any other); a refusal is shown with its reason.
 */
import { useState } from 'react';
import type { Command } from '../../rules';
import { useEnc, useServices, useT } from '../context';
import { Dialog } from './Dialog';
import { optionsOf } from './options';
import { OptionSwitches } from './OptionSwitches';
import { LabeledInput } from '../formFields';

export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t, refusal } = useT();
  const svc = useServices();
  const enc = useEnc((s) => s.encounter);
  const [name, setName] = useState(enc.name);
  const options = optionsOf(enc.system);
  const [opts, setOpts] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(options.map((o) => [o.key, o.read(enc)])),
  );
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    setError(null);
    const store = svc.encounter.getState();
    const cmds: Command[] = [];
    if (name.trim() !== enc.name) cmds.push({ type: 'renameEncounter', name });
    for (const o of options) if ((opts[o.key] ?? false) !== o.read(enc)) cmds.push(o.command(opts[o.key] ?? false));
    for (const c of cmds) {
      const r = store.dispatch(c);
      if (!r.ok) {
        svc.encounter.getState().clearRefusal();
        setError(r.kind === 'refused' ? refusal(r) : r.error);
        return;
      }
    }
    onClose();
  };

  return (
    <Dialog title={t('settings.title')} testId="settings.dialog" onClose={onClose} closeLabel={t('dialog.close')}>
      <form
        noValidate
        className="lib-form"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <LabeledInput
          label={t('settings.name')}
          testId="settings.name"
          data-autofocus
          value={name}
          maxLength={80}
          onValue={setName}
        />
        <OptionSwitches options={options} opts={opts} setOpts={setOpts} testId="settings.option" />
        <p className="muted lib-note">{t('settings.note')}</p>
        {error && (
          <p className="error" role="alert" data-testid="settings.error">
            {error}
          </p>
        )}
        <div className="lib-buttons">
          <button type="button" data-testid="settings.cancel" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="primary" data-testid="settings.apply">
            {t('settings.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

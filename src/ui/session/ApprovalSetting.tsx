/** The per-encounter setting: players' actions apply at once (after the rules' check) or wait for the GM's OK. */
import type { ApprovalMode } from '../../services/players/desk';
import { useUi } from '../context';
import { st } from '../../i18n/session';

export function ApprovalSetting({ mode, onChange }: { mode: ApprovalMode; onChange: (m: ApprovalMode) => void }) {
  const lang = useUi((s) => s.lang);
  return (
    <fieldset className="session-mode" data-testid="session.mode">
      <legend>{st(lang, 'gm.mode')}</legend>
      {(['auto', 'approve'] as const).map((m) => (
        <label key={m} className="check">
          <input
            type="radio"
            name="session-mode"
            value={m}
            data-testid={`session.mode.${m}`}
            checked={mode === m}
            onChange={() => onChange(m)}
          />
          {st(lang, m === 'auto' ? 'gm.mode.auto' : 'gm.mode.approve')}
        </label>
      ))}
    </fieldset>
  );
}

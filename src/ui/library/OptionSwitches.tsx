/** The rule system's options as checkboxes (the New encounter dialog and the encounter's settings). */
import type { Dispatch, SetStateAction } from 'react';
import { useT } from '../context';
import type { SystemOption } from '../systems';

/** One checkbox per option, `<testId>.<key>`; "no options" when the system has none. */
export function OptionSwitches({
  options,
  opts,
  setOpts,
  testId,
}: {
  options: readonly SystemOption[];
  opts: Record<string, boolean>;
  setOpts: Dispatch<SetStateAction<Record<string, boolean>>>;
  testId: string;
}) {
  const { t } = useT();
  return (
    <fieldset className="lib-options">
      <legend>{t('new.options')}</legend>
      {options.length === 0 && <p className="muted">{t('new.noOptions')}</p>}
      {options.map((o) => (
        <label key={o.key} className="check">
          <input
            type="checkbox"
            data-testid={`${testId}.${o.key}`}
            checked={opts[o.key] ?? false}
            onChange={(e) => setOpts((x) => ({ ...x, [o.key]: e.target.checked }))}
          />
          {t(o.label)}
        </label>
      ))}
    </fieldset>
  );
}

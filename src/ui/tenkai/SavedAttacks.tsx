/**
 * A Tenkai character's saved attacks and attack skills in the attack panel (issue 29: what the sheet defines —
 * a weapon or skill with its kind, range, rank and dice modifiers, auto-hit, two-handed, area — one click to fill
 * the panel). The panel's present fields can be saved under a name; a saved one can be removed. Each change is one
 * `tkEditData` of the creature's `attacks` (checked by the engine).
 */
import { useState } from 'react';
import type { TkCreature, TkAttackPreset } from '../../rules/tenkai';
import { useDispatch, useT } from '../context';

export function SavedAttacks({
  attacker,
  current,
  onPick,
}: {
  attacker: TkCreature;
  current: Omit<TkAttackPreset, 'id' | 'name'>;
  onPick: (a: TkAttackPreset) => void;
}) {
  const { t, refusal } = useT();
  const dispatch = useDispatch();
  const saved = attacker.sys.attacks ?? [];
  const [picked, setPicked] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = (attacks: readonly TkAttackPreset[]) => {
    const r = dispatch({ type: 'tkEditData', id: attacker.id, patch: { attacks } });
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
    return r.ok;
  };
  const next = `a${saved.reduce((n, a) => Math.max(n, Number(a.id.slice(1)) + 1), 1)}`;
  return (
    <div className="tk-saved" data-testid="tk.atk.saved">
      <div className="row">
        <label className="field">
          <span>{t('tk.atk.saved')}</span>
          <select
            data-testid="tk.atk.saved.pick"
            value={picked}
            onChange={(e) => {
              setPicked(e.target.value);
              const a = saved.find((x) => x.id === e.target.value);
              if (a) onPick(a);
            }}
          >
            <option value="">{t('atk.powerNone')}</option>
            {saved.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        {picked && (
          <button
            type="button"
            data-testid="tk.atk.saved.remove"
            onClick={() => write(saved.filter((a) => a.id !== picked)) && setPicked('')}
          >
            {t('power.remove')}
          </button>
        )}
      </div>
      <div className="row">
        <input
          data-testid="tk.atk.saved.name"
          placeholder={t('tk.atk.saveName')}
          aria-label={t('tk.atk.saveName')}
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="button"
          data-testid="tk.atk.saved.save"
          disabled={!name.trim()}
          onClick={() => {
            if (write([...saved, { id: next, name: name.trim(), ...current }])) {
              setPicked(next);
              setName('');
            }
          }}
        >
          {t('tk.atk.save')}
        </button>
      </div>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A creature's powers in the creature editor (issue 29): the list (name and numbers), and a form to add or change
 * one — action and usage, melee / ranged / close / area with reach, range or template, bonus vs defence, damage,
 * weapon group (MC-TGT-2), keywords, and the effects a hit puts on (B-14 durations). Saving sends one
 * `editCreature` with the creature's whole power list; the engine checks it (a refusal names the field). The form
 * is `PowerForm.tsx`, an effect's row `PowerEffectRow.tsx`.
 */
import { useState } from 'react';
import type { Creature } from '../../rules';
import { POWER_LIMITS, newPower, nextPowerId, powersOfPart, type Power } from '../../rules/mounted4e';
import { whatText } from '../../i18n/systems/mounted4e/effects';
import { useDispatch, useT } from '../context';
import { powerSummary } from './powerFill';
import { PowerForm } from './PowerForm';

export function PowersSection({ creature }: { creature: Creature }) {
  const { t, lang, d, refusal } = useT();
  const dispatch = useDispatch();
  const powers = powersOfPart(creature.sys as { powers?: readonly Power[] });
  const [editing, setEditing] = useState<Power | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = (list: readonly Power[]) => {
    const r = dispatch({ type: 'editCreature', id: creature.id, patch: { sys: { powers: list } } });
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
    return r.ok;
  };
  return (
    <fieldset className="powers" data-testid="powers">
      <legend>{t('power.title')}</legend>
      {powers.length === 0 && !editing && <p className="muted small">{t('power.none')}</p>}
      <ul className="power-list">
        {powers.map((p) => (
          <li key={p.id} data-testid={`powers.item.${p.id}`}>
            <strong>{p.name}</strong>{' '}
            <span className="muted small">
              {t(`act.${p.action}`)} · {t(`power.usage.${p.usage}`)} · {powerSummary(p, lang)}
              {p.onHit.length > 0 && ` · ${p.onHit.map((e) => whatText(e.what, d, creature)).join(', ')}`}
            </span>
            <span className="row">
              <button type="button" data-testid={`powers.edit.${p.id}`} onClick={() => setEditing(p)}>
                {t('power.edit')}
              </button>
              <button
                type="button"
                className="danger"
                data-testid={`powers.remove.${p.id}`}
                onClick={() => save(powers.filter((x) => x.id !== p.id))}
              >
                {t('power.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <PowerForm
          power={editing}
          onCancel={() => setEditing(null)}
          onSave={(p) => {
            const i = powers.findIndex((x) => x.id === p.id);
            const list = i >= 0 ? powers.map((x) => (x.id === p.id ? p : x)) : [...powers, p];
            if (save(list)) setEditing(null);
          }}
        />
      ) : (
        powers.length < POWER_LIMITS.powers && (
          <button
            type="button"
            data-testid="powers.add"
            onClick={() => setEditing(newPower(nextPowerId(powers), t('power.newName')))}
          >
            ＋ {t('power.add')}
          </button>
        )
      )}
      {error && (
        <p className="error" role="alert" data-testid="powers.error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Palettes of saved dice lines (チャットパレット): one per creature and one for the GM, saved with the encounter.
 * One click rolls a line; "Edit" changes the list (one line per row) as a command (undoable).
 */
import { useState } from 'react';
import { rollDiceCommand } from '../../rules';
import { parseDice } from '../../rules/dice';
import { useDispatch, useEnc, useT, useUi } from '../context';
import { termOf } from '../systems';

export function Palette() {
  const { t, refusal } = useT();
  const dispatch = useDispatch();
  const selected = useUi((s) => s.selectedId);
  const owner = useEnc((s) => (selected && s.encounter.creatures[selected] ? selected : null));
  const name = useEnc((s) => (owner ? s.encounter.creatures[owner]?.name : null));
  const lines = useEnc((s) => s.encounter.palettes[owner ?? 'gm']) ?? [];
  const system = useEnc((s) => s.encounter.system);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const roll = (expr: string) => {
    const r = dispatch(rollDiceCommand(expr, owner));
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
  };
  const save = () => {
    const r = dispatch({ type: 'setPalette', owner, lines: (editing ?? '').split('\n') });
    if (r.ok) setEditing(null);
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
  };
  return (
    <div className="palette" data-testid="palette">
      <div className="row">
        <span className="muted small">{name ? t('palette.of', { name }) : t(termOf(system, 'palette.gm'))}</span>
        {editing === null && (
          <button type="button" data-testid="palette.edit" onClick={() => setEditing(lines.join('\n'))}>
            {t('palette.edit')}
          </button>
        )}
      </div>
      {editing === null ? (
        <div className="palette-lines">
          {lines.length === 0 && <span className="muted small">{t('palette.empty')}</span>}
          {lines.map((l, i) => (
            <button
              type="button"
              key={`${i}-${l}`}
              data-testid={`palette.line.${i}`}
              className={parseDice(l).ok ? '' : 'bad'}
              onClick={() => roll(l)}
            >
              {l}
            </button>
          ))}
        </div>
      ) : (
        <div>
          <textarea
            data-testid="palette.text"
            rows={4}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            aria-label={t('palette.edit')}
          />
          <div className="row">
            <button type="button" data-testid="palette.save" onClick={save}>
              {t('palette.save')}
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              {t('palette.cancel')}
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

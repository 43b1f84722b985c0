/**
 * Chat palettes (チャットパレット, issues 18 and 30): one per creature and one for the GM, saved with the encounter.
 * Lines as ココフォリア and ユドナリウム read them (`src/rules/palette`): `//命中=5` defines a variable (shown, not
 * sent), `#` and `//` lines are comments, `{命中}` takes a variable or the creature's sheet, `:HP-5` changes a
 * status through the rule system's own command. A click puts the line (variables expanded) into the dice line for
 * editing; Shift+click or a double click sends it at once. "Edit" changes the list as a command (undoable).
 */
import { useState } from 'react';
import { describePaletteError } from '../../i18n/palette';
import { systemFor } from '../../rules';
import { lineForInput, paletteVars, readLine } from '../../rules/palette';
import { useDispatch, useEnc, useServices, useT, useUi } from '../context';
import { termOf } from '../systems';
import { putIntoInput } from './diceInput';
import { sendLine } from './sendLine';

export function Palette() {
  const { t, refusal, lang } = useT();
  const svc = useServices();
  const dispatch = useDispatch();
  const selected = useUi((s) => s.selectedId);
  const owner = useEnc((s) => (selected && s.encounter.creatures[selected] ? selected : null));
  const name = useEnc((s) => (owner ? s.encounter.creatures[owner]?.name : null));
  const lines = useEnc((s) => s.encounter.palettes[owner ?? 'gm']) ?? [];
  const system = useEnc((s) => s.encounter.system);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = (line: string) => setError(sendLine(svc, owner, line, refusal));
  const put = (line: string) => {
    const enc = svc.encounter.getState().encounter;
    putIntoInput(lineForInput(systemFor(enc), enc, owner, line));
    const x = paletteVars(systemFor(enc), enc, owner).expand(line);
    setError(x.ok ? null : describePaletteError(x.error, lang));
  };
  const save = () => {
    const r = dispatch({ type: 'setPalette', owner, lines: (editing ?? '').split('\n') });
    if (r.ok) setEditing(null);
    setError(r.ok ? null : r.kind === 'refused' ? refusal(r) : r.error);
  };
  const vars = (() => {
    const enc = svc.encounter.getState().encounter;
    return paletteVars(systemFor(enc), enc, owner);
  })();
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
        <>
          {lines.length > 0 && <p className="muted small palette-hint">{t('palette.hint')}</p>}
          <div className="palette-lines">
            {lines.length === 0 && <span className="muted small">{t('palette.empty')}</span>}
            {lines.map((l, i) => {
              const r = readLine(l);
              if (r.kind === 'comment')
                return (
                  <span key={`${i}-${l}`} className="palette-comment muted small" data-testid={`palette.line.${i}`}>
                    {r.text.replace(/^(\/\/|#|＃)\s*/u, '')}
                  </span>
                );
              if (r.kind === 'define')
                return (
                  <span
                    key={`${i}-${l}`}
                    className={`palette-define small${vars.shadowed(r.name) ? ' shadowed' : ''}`}
                    data-testid={`palette.line.${i}`}
                    title={vars.shadowed(r.name) ? t('palette.readOnly', { name: r.name }) : t('palette.define')}
                  >
                    {r.name}={r.value}
                  </span>
                );
              return (
                <button
                  type="button"
                  key={`${i}-${l}`}
                  data-testid={`palette.line.${i}`}
                  className={r.kind === 'status' ? 'palette-status' : ''}
                  onClick={(e) => (e.shiftKey ? send(l) : put(l))}
                  onDoubleClick={() => send(l)}
                >
                  {l}
                </button>
              );
            })}
          </div>
        </>
      ) : (
        <div>
          <textarea
            data-testid="palette.text"
            rows={6}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            aria-label={t('palette.edit')}
          />
          <p className="muted small">{t('palette.syntaxHelp')}</p>
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
        <p className="error small" role="alert" data-testid="palette.error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A player's chat palette on their own device (issue 30): the palette of the creature they roll for, as the GM
 * saved it (the players' view carries the party's palettes). A click puts the line (variables expanded) into their
 * dice line; Shift+click or a double click sends it: a dice line as their roll, a status command (`:HP-5`) as the
 * rule system's command — both requests the GM's desk checks with the players' policy (changing HP is the GM's, so
 * the desk refuses that one with the policy's message).
 */
import { useState } from 'react';
import type { JsonObject } from '../../net/schema';
import { lineText, describePaletteError } from '../../i18n/palette';
import { systemFor, type CreatureId } from '../../rules';
import { lineForInput, prepareLine, readLine } from '../../rules/palette';
import { useEnc, useT } from '../context';
import { putIntoInput } from '../log/diceInput';

export function PlayerPalette({
  owner,
  onRoll,
  onRequest,
}: {
  owner: CreatureId;
  onRoll: (expr: string, by: CreatureId) => void;
  onRequest: (command: JsonObject, what: ReturnType<typeof lineText>) => void;
}) {
  const { t, lang } = useT();
  const enc = useEnc((s) => s.encounter);
  const [error, setError] = useState<string | null>(null);
  const lines = enc.palettes[owner] ?? [];
  if (!owner || lines.length === 0) return null;
  const send = (l: string) => {
    const p = prepareLine(systemFor(enc), enc, owner, l);
    if (!p.ok) return setError(describePaletteError(p.error, lang));
    setError(null);
    if (p.kind === 'dice') onRoll(p.text, owner);
    else onRequest(p.command as unknown as JsonObject, lineText(p.text));
  };
  return (
    <div className="palette" data-testid="player.palette">
      <p className="muted small palette-hint">{t('palette.hint')}</p>
      <div className="palette-lines">
        {lines.map((l, i) => {
          const r = readLine(l);
          if (r.kind === 'comment' || r.kind === 'define')
            return (
              <span
                key={`${i}-${l}`}
                className={`small ${r.kind === 'define' ? 'palette-define' : 'palette-comment muted'}`}
              >
                {r.kind === 'define' ? `${r.name}=${r.value}` : r.text.replace(/^(\/\/|#|＃)\s*/u, '')}
              </span>
            );
          return (
            <button
              type="button"
              key={`${i}-${l}`}
              data-testid={`player.palette.line.${i}`}
              onClick={(e) => (e.shiftKey ? send(l) : putIntoInput(lineForInput(systemFor(enc), enc, owner, l)))}
              onDoubleClick={() => send(l)}
            >
              {l}
            </button>
          );
        })}
      </div>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

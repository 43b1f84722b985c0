/**
 * The dice line under the log (issues 18, 30): a BCDice 3 command (`2D6>=7`, `1D20+5 登攀`, `4D6KH3`, `D66`,
 * `3B6>=4`, `2R6>=5`, `4U6[6]`, `C(1+2)`, `choice[右,左]`, `x3 1D20`, `S1D20` secret). It is checked as it is
 * typed (the error shown under the line, nothing rolled); Enter rolls with the encounter's seeded dice, or with the
 * faces typed into "I rolled…" (the field says how many the line needs: "at least" when dice may be rolled again).
 */
import { useMemo, useState } from 'react';
import { describeDiceError } from '../../i18n/dice';
import { rollDiceCommand } from '../../rules';
import { diceNeeded, parseDice } from '../../rules/dice';
import { useDispatch, useT, useUi } from '../context';
import { parseFaces } from '../dice';

export function DiceLine({ by }: { by?: string | null }) {
  const { t, lang, refusal } = useT();
  const dispatch = useDispatch();
  const selected = useUi((s) => s.selectedId);
  const [expr, setExpr] = useState('');
  const [faces, setFaces] = useState('');
  const [error, setError] = useState<string | null>(null);
  const parsed = useMemo(() => (expr.trim() ? parseDice(expr) : null), [expr]);
  const syntax = parsed && !parsed.ok ? describeDiceError(parsed.error, lang) : null;
  const need = parsed && parsed.ok ? diceNeeded(parsed.program) : null;
  const roll = () => {
    if (!parsed || !parsed.ok) return;
    const dice = parseFaces(faces);
    const r = dispatch(rollDiceCommand(expr, by === undefined ? selected : by, dice));
    if (r.ok) {
      setExpr('');
      setFaces('');
      setError(null);
    } else setError(r.kind === 'refused' ? refusal(r) : r.error);
  };
  return (
    <form
      className="dice-line"
      data-testid="dice.line"
      onSubmit={(e) => {
        e.preventDefault();
        roll();
      }}
    >
      <div className="row">
        <input
          data-testid="dice.expr"
          aria-label={t('dice.expr')}
          placeholder={t('dice.placeholder')}
          value={expr}
          onChange={(e) => {
            setExpr(e.target.value);
            setError(null);
          }}
        />
        <input
          data-testid="dice.faces"
          className="faces"
          aria-label={t('dice.faces')}
          placeholder={
            need && need.count > 0
              ? t(need.atLeast ? 'dice.facesAtLeast' : 'dice.facesN', { n: need.count })
              : t('dice.faces')
          }
          value={faces}
          onChange={(e) => setFaces(e.target.value)}
          size={8}
        />
        <button type="submit" data-testid="dice.roll" disabled={!parsed || !parsed.ok}>
          {t('dice.roll')}
        </button>
      </div>
      {(syntax ?? error) && (
        <p className="error small" role="alert" data-testid="dice.error">
          {syntax ?? error}
        </p>
      )}
    </form>
  );
}

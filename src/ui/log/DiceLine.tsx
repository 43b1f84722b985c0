/**
 * The dice line under the log (issues 18, 30): a BCDice 3 command (`2D6>=7`, `1D20+5 登攀`, `4D6KH3`, `D66`,
 * `3B6>=4`, `2R6>=5`, `4U6[6]`, `C(1+2)`, `choice[右,左]`, `x3 1D20`, `S1D20` secret). It is checked as it is
 * typed (the error shown under the line, nothing rolled); Enter rolls with the encounter's seeded dice, or with the
 * faces typed into "I rolled…" (the field says how many the line needs: "at least" when dice may be rolled again).
 * It also takes a palette's forms (issue 30): `{命中}` from the selected creature's palette and sheet, and status
 * commands (`:HP-5`), checked when sent. A click on a palette line puts the line here (`diceInput.ts`). A plain
 * Enter rolls on its keydown (`enterRolls.ts`, issue 33); the form and its button submit as before.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { describeDiceError } from '../../i18n/dice';
import { diceNeeded, parseDice } from '../../rules/dice';
import { useServices, useT, useUi } from '../context';
import { parseFaces } from '../dice';
import { setInputText, useDiceInput } from './diceInput';
import { rollsOnEnter } from './enterRolls';
import { sendLine } from './sendLine';
import { showSentLines } from './useLogLines';

/** A line the palette reads (variables, a status command): checked when it is sent, not as it is typed. */
const paletteForm = (s: string) => s.includes('{') || /^\s*[:：]/u.test(s);

export function DiceLine({ by }: { by?: string | null }) {
  const { t, lang, refusal } = useT();
  const svc = useServices();
  const selected = useUi((s) => s.selectedId);
  const expr = useDiceInput((s) => s.text);
  const put = useDiceInput((s) => s.put);
  const input = useRef<HTMLInputElement>(null);
  const [faces, setFaces] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (put > 0) input.current?.focus();
  }, [put]);
  const later = paletteForm(expr);
  const parsed = useMemo(() => (expr.trim() && !paletteForm(expr) ? parseDice(expr) : null), [expr]);
  const syntax = parsed && !parsed.ok ? describeDiceError(parsed.error, lang) : null;
  const need = parsed && parsed.ok ? diceNeeded(parsed.program) : null;
  const roll = () => {
    if (!later && (!parsed || !parsed.ok)) return;
    const owner = by === undefined ? selected : by;
    const why = sendLine(
      svc,
      owner && svc.encounter.getState().encounter.creatures[owner] ? owner : null,
      expr,
      refusal,
      parseFaces(faces),
    );
    if (why === null) {
      showSentLines();
      setInputText('');
      setFaces('');
      setError(null);
    } else setError(why);
  };
  return (
    <form
      className="dice-line"
      data-testid="dice.line"
      onSubmit={(e) => {
        e.preventDefault();
        roll();
      }}
      onKeyDown={(e) => {
        // A plain Enter in either field rolls on its keydown (not while an IME composes): no keypress, textInput
        // or submission runs first. The button (click, Enter or Space on it) still submits the form.
        if (!(e.target instanceof HTMLInputElement) || !rollsOnEnter(e.nativeEvent)) return;
        e.preventDefault();
        roll();
      }}
    >
      <div className="row">
        <input
          ref={input}
          data-testid="dice.expr"
          aria-label={t('dice.expr')}
          placeholder={t('dice.placeholder')}
          value={expr}
          onChange={(e) => {
            setInputText(e.target.value);
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
        <button type="submit" data-testid="dice.roll" disabled={!later && (!parsed || !parsed.ok)}>
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

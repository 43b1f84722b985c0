/**
 * "I rolled…" for any command that rolls at once (issue 30: every roll takes typed-in dice): a dry run of the
 * command says which dice it rolls now — how many, their sides and what for (the `dieRolled` events) — so the
 * field can say so ("1D20 ×3: イニシアチブ：アオイ、…"); the faces typed go with the command, in rolling order,
 * and the engine refuses an impossible face with its reason. Dice rolled by the typed faces' own consequences
 * (a hit's damage) come after them and are seeded unless typed too.
 */
import { useMemo, useState } from 'react';
import type { Command, DieRoll, EventBase } from '../rules';
import { useDispatch, useEnc, useServices, useT } from './context';
import { parseFaces } from './dice';

/** The dice `command` would roll now, in order (empty when it rolls none or would be refused). */
export function useDiceOf(command: Command | null): readonly DieRoll[] {
  const svc = useServices();
  const revision = useEnc((s) => s.revision);
  const key = command ? JSON.stringify(command) : '';
  return useMemo(() => {
    if (!command) return [];
    const r = svc.encounter.getState().preview(command);
    if (!r.ok) return [];
    return r.events.flatMap((e: EventBase) =>
      e.type === 'dieRolled' ? [(e as EventBase & { roll: DieRoll }).roll] : [],
    );
    // `revision` and the command's text are the dependencies: the dice follow the state and the command.
  }, [svc, revision, key]);
}

/** "1D20 ×2, 1D6" — the dice of a list, grouped by sides in order. */
export function diceSummary(dice: readonly DieRoll[]): string {
  const groups: { sides: number; n: number }[] = [];
  for (const d of dice) {
    const last = groups[groups.length - 1];
    if (last && last.sides === d.sides) last.n++;
    else groups.push({ sides: d.sides, n: 1 });
  }
  return groups.map((g) => `1D${g.sides}${g.n > 1 ? ` ×${g.n}` : ''}`).join(', ');
}

/** The typed-dice row of a command: the faces field (saying which dice), and the button that rolls with them. */
export function TypedDiceRow({
  command,
  testId,
  label,
  onDone,
}: {
  command: Command | null;
  testId: string;
  label: string;
  onDone?: () => void;
}) {
  const { t, msg, refusal, lang } = useT();
  const dispatch = useDispatch();
  const dice = useDiceOf(command);
  const [faces, setFaces] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!command || dice.length === 0) return null;
  const purposes = [...new Set(dice.map((d) => msg(d.purpose)))];
  const send = () => {
    const typed = parseFaces(faces);
    if (!typed) return;
    const r = dispatch({ ...command, dice: typed });
    if (r.ok) {
      setFaces('');
      setError(null);
      onDone?.();
    } else setError(r.kind === 'refused' ? refusal(r) : r.error);
  };
  return (
    <form
      className="typed-dice row"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <input
        className="faces"
        data-testid={`${testId}.faces`}
        aria-label={t('dice.faces')}
        placeholder={t('dice.facesFor', { dice: diceSummary(dice) })}
        title={purposes.join(' / ')}
        value={faces}
        onChange={(e) => {
          setFaces(e.target.value);
          setError(null);
        }}
        size={12}
      />
      <button type="submit" data-testid={`${testId}.roll`} disabled={!parseFaces(faces)}>
        {label}
      </button>
      <span className="muted small" data-testid={`${testId}.what`}>
        {purposes.join(lang === 'ja' ? '、' : ', ')}
      </span>
      {error && (
        <p className="error small" role="alert" data-testid={`${testId}.error`}>
          {error}
        </p>
      )}
    </form>
  );
}

/** Small form controls over a draft of strings and booleans (the creature editor and the systems' editor fields). */
import { useState, type Dispatch, type InputHTMLAttributes, type ReactNode, type SetStateAction } from 'react';

/** A labelled input (`<label class="field"><span>label</span><input/></label>`) reporting its text as typed. */
export function LabeledInput({
  label,
  testId,
  onValue,
  className = 'field',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> & {
  label: ReactNode;
  testId: string;
  onValue: (text: string) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <input data-testid={testId} {...input} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}

/** A labelled select of `options`, each shown by `name` (`<label class="field"><span>label</span><select/></label>`). */
export function LabeledSelect<K extends string>({
  label,
  testId,
  value,
  options,
  name,
  onValue,
  className = 'field',
}: {
  label: ReactNode;
  testId: string;
  value: K;
  options: readonly K[];
  name: (option: K) => string;
  onValue: (option: K) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select data-testid={testId} value={value} onChange={(e) => onValue(e.target.value as K)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {name(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A form draft: field key → text or checkbox value. */
export type Draft = Record<string, string | boolean>;

/** Numbers typed as text: '' or junk becomes NaN so the engine refuses it with a message. */
export const num = (v: string | boolean | undefined): number =>
  typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

/** Input builders bound to one draft. */
export function formFields(draft: Draft, setDraft: Dispatch<SetStateAction<Draft>>) {
  const field = (
    key: string,
    label: string,
    type: 'text' | 'number' = 'number',
    extra: Record<string, unknown> = {},
  ) => (
    <LabeledInput
      label={label}
      testId={`editor.${key}`}
      type={type}
      value={String(draft[key] ?? '')}
      onValue={(v) => setDraft((d) => ({ ...d, [key]: v }))}
      {...extra}
    />
  );
  const check = (key: string, label: string) => (
    <label className="check">
      <input
        data-testid={`editor.${key}`}
        type="checkbox"
        checked={Boolean(draft[key])}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.checked }))}
      />
      {label}
    </label>
  );
  const select = (key: string, label: string, options: readonly string[], labelOf: (o: string) => string) => (
    <LabeledSelect
      label={label}
      testId={`editor.${key}`}
      value={String(draft[key])}
      options={options}
      name={labelOf}
      onValue={(v) => setDraft((d) => ({ ...d, [key]: v }))}
    />
  );
  return { field, check, select };
}

/** Only the entries of `next` that differ from `before` (so fixed fields are not sent). */
export function changedOnly(next: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next)) if (JSON.stringify(v) !== JSON.stringify(before[k])) out[k] = v;
  return out;
}

/**
 * A form's draft over a record that may change while the GM types (a picture dropped on the editor, an undo, a
 * player's move): a field the GM has not touched follows the record; a field typed and not yet saved keeps what
 * was typed (issue 29). Another record (`key`) starts a new draft.
 */
export function useDraft(base: Draft, key: string): [Draft, Dispatch<SetStateAction<Draft>>] {
  const [draft, setDraft] = useState<Draft>(base);
  // React's "adjust state when a prop changes": the base the draft was made over, compared during render.
  const [last, setLast] = useState<{ key: string; base: Draft }>({ key, base });
  if (last.key !== key || !sameDraft(last.base, base)) {
    const next = last.key !== key ? base : rebase(draft, last.base, base);
    setLast({ key, base });
    setDraft(next);
    return [next, setDraft];
  }
  return [draft, setDraft];
}

/** The draft over a new base: untouched fields (equal to the old base) take the new base's values. */
export function rebase(draft: Draft, oldBase: Draft, newBase: Draft): Draft {
  const out: Draft = { ...newBase };
  for (const [k, v] of Object.entries(draft)) if (k in oldBase && v !== oldBase[k]) out[k] = v;
  return out;
}

function sameDraft(a: Draft, b: Draft): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

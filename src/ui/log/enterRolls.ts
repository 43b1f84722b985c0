/**
 * Which key press in the dice line rolls at once (issue 33): a plain Enter rolls on its keydown, so the browser
 * runs no keypress, textInput, implicit submission or submit event before the roll (a third of the roll's task
 * was that work). Not while an input method is composing: the Enter that commits a Japanese conversion
 * (`isComposing`, or key code 229 — Safari ends the composition before that keydown) belongs to the IME. Enter
 * with a modifier is left to the form's own submission, as before.
 */

/** The fields of a keyboard event this looks at (a DOM `KeyboardEvent` has them). */
export interface EnterKey {
  readonly key: string;
  readonly keyCode: number;
  readonly isComposing: boolean;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

/** True when this keydown should roll the line (and its default, the form's submission, be prevented). */
export function rollsOnEnter(e: EnterKey): boolean {
  return (
    e.key === 'Enter' && !e.isComposing && e.keyCode !== 229 && !e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey
  );
}

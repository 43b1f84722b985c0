/**
 * The text of the dice line's input, shared with the chat palette (issue 30): a click on a palette line puts the
 * line there for editing. {@link putIntoInput} is the one place that says which input that is (the chat's, once
 * there is one).
 */
import { create } from 'zustand';

interface DiceInput {
  readonly text: string;
  /** Bumped by each put, so the input takes the focus. */
  readonly put: number;
}

export const useDiceInput = create<DiceInput>(() => ({ text: '', put: 0 }));

/** Put a line into the input for editing (the palette's click). */
export function putIntoInput(text: string): void {
  useDiceInput.setState((s) => ({ text, put: s.put + 1 }));
}

/** The input's own edits. */
export function setInputText(text: string): void {
  useDiceInput.setState({ text });
}
